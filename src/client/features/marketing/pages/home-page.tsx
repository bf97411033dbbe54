// Home page (spec 2.4): hero, partners, the soil crisis, a field's journey, the science, farmers' words, press, and a last call.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { AsSeenOn } from "../home/as-seen-on.tsx";
import { FarmerVoices } from "../home/farmer-voices.tsx";
import { heroFigures } from "../home/home-content.ts";
import { PartnerStrip } from "../home/partner-strip.tsx";
import { SoilCrisis } from "../home/soil-crisis.tsx";
import { SoilJourney } from "../home/soil-journey.tsx";
import { SoilScience } from "../home/soil-science.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";

export default function HomePage() {
  return (
    <>
      <HeroBanner
        badge="Soil clinics for every village"
        title="Healthy Soil, Richer Harvests"
        subtitle="Know what your soil needs before you spend on fertilizer. Test it at a clinic near your village, get results in under an hour, and grow more for less."
        ctaText="Start Your Success Story"
        ctaLink="/find-clinic"
        secondaryCtaText="See Farmer Results"
        secondaryCtaLink="/for-farmers"
      >
        <FigureGrid figures={heroFigures} tone="hero" className="max-w-2xl !grid-cols-3 !gap-3" />
      </HeroBanner>
      <PartnerStrip />
      <SoilCrisis />
      <SoilJourney />
      <SoilScience />
      <FarmerVoices />
      <AsSeenOn />
      <ClosingCta
        title="Your success story starts with one soil test"
        text="Find the soil clinic nearest to your village, or tell us what you need and our team will call you back."
        links={[
          { text: "Find a Clinic Near You", to: "/find-clinic" },
          { text: "Contact Us", to: "/contact" },
        ]}
      />
    </>
  );
}
