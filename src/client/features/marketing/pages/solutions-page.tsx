// Solutions page (spec 2.6): the device, village clinics, the Soil Didi programme and the digital platform.
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { ClosingCta } from "../solutions/closing-cta.tsx";
import { SolutionBlock } from "../solutions/solution-block.tsx";
import { solutions } from "../solutions/solutions-content.ts";
import { SolutionsJourney } from "../solutions/solutions-journey.tsx";
import { SolutionsOverview } from "../solutions/solutions-overview.tsx";

const blockTones = ["white", "soil", "tint", "white"] as const;

export default function SolutionsPage() {
  return (
    <>
      <HeroBanner
        badge="Device · Clinics · Soil Didi · Platform"
        title="Solutions for Every Field"
        subtitle="A portable testing device, soil clinics in your district, trained Soil Didis in your village and a digital platform that turns soil data into advice for your crop."
        ctaText="Explore Our Solutions"
        ctaLink="#overview"
        secondaryCtaText="Find a Clinic"
        secondaryCtaLink="/find-clinic"
      />
      <SolutionsOverview />
      {solutions.map((s, i) => (
        <SolutionBlock key={s.id} solution={s} flip={i % 2 === 1} tone={blockTones[i % blockTones.length] ?? "white"} />
      ))}
      <SolutionsJourney />
      <ClosingCta
        title="Not sure which solution fits you?"
        text="Tell us who you are and what you grow or run. Our team will suggest the right fit, whether that is one soil test or a clinic for your whole block."
        links={[
          { text: "Talk to Our Team", to: "/contact" },
          { text: "Find a Clinic Near You", to: "/find-clinic" },
        ]}
      />
    </>
  );
}
