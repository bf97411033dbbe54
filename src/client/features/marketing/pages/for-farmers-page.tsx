// For farmers page (spec 2.7, in its order): why to test, farmers' results, the three steps with the sampling guide, and where to go.
import { CLAIMS } from "../../../../shared/constants.ts";
import { telHref } from "../../../../shared/site-config.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { FarmerProcess } from "../farmers/farmer-process.tsx";
import { FarmerTestimonials } from "../farmers/farmer-testimonials.tsx";
import { heroFigures } from "../farmers/farmers-content.ts";
import { ReasonsToTest } from "../farmers/reasons-to-test.tsx";
import { SamplingGuide } from "../farmers/sampling-guide.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";

export default function ForFarmersPage() {
  const site = useSiteConfig();
  return (
    <>
      <HeroBanner
        badge="For farmers"
        title="Test Your Soil. Save Money. Grow More."
        subtitle={`A soil test tells you exactly what your field needs. Farmers who test save up to ₹${CLAIMS.savingsPerAcreRupees} per acre on fertilizer and harvest ${CLAIMS.yieldGainPercent}% more.`}
        ctaText="Find a Clinic Near You"
        ctaLink="/find-clinic"
        secondaryCtaText="How to Take a Sample"
        secondaryCtaLink="#sampling"
      >
        <FigureGrid figures={heroFigures} tone="hero" className="max-w-2xl !grid-cols-3 !gap-3" />
      </HeroBanner>
      <ReasonsToTest />
      <FarmerTestimonials />
      <FarmerProcess />
      <SamplingGuide />
      <ClosingCta
        title="Know your soil before you buy fertilizer"
        text="Find the soil clinic nearest to your village, or ask us anything about testing, prices or your crop."
        links={[
          { text: "Find a Clinic", to: "/find-clinic" },
          { text: "Contact Us", to: "/contact" },
        ]}
      >
        <p>
          Prefer to talk? Call us on{" "}
          <a href={telHref(site.phones[0])} className="font-semibold text-white underline underline-offset-4">
            {site.phones[0]}
          </a>
          .
        </p>
      </ClosingCta>
    </>
  );
}
