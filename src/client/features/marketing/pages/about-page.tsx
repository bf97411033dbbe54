// About page, 'Our Story' (spec 2.5).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function AboutPage() {
  return (
    <HeroBanner
      title="Our Story"
      subtitle="We started with one question from a farmer in Karnataka: why does my field give less every year when I put in more fertilizer? The answer was in the soil."
    />
  );
}
