// Home page (spec 2.4).
import { HeroBanner } from "../../../components/hero-banner.tsx";

export default function HomePage() {
  return (
    <HeroBanner
      title="Healthy Soil, Richer Harvests"
      subtitle="Know what your soil needs before you spend on fertilizer. Test it at a clinic near your village, get results in under an hour, and grow more for less."
      ctaText="Start Your Success Story"
      ctaLink="/find-clinic"
      secondaryCtaText="See Farmer Results"
      secondaryCtaLink="/for-farmers"
    />
  );
}
