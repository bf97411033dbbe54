// Blog list (spec 2.15).
import { HeroBanner } from "../../components/hero-banner.tsx";

export default function BlogListPage() {
  return (
    <HeroBanner
      title="Stories From the Soil"
      subtitle="Soil science, organic farming, farm technology and the farmers who changed their harvest by testing their soil."
    />
  );
}
