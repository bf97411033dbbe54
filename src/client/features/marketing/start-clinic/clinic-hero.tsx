// The start-clinic hero (spec 2.16 block 1): badge, headline, the two calls to action, the three stats,
// and the demo walk-through that 'Watch Demo Video' opens in a modal dialog.
import { useState } from "react";
import { IMPACT } from "../../../../shared/constants.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { DemoWalkthrough } from "./demo-walkthrough.tsx";
import { heroStats } from "./start-clinic-content.ts";

export function ClinicHero() {
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <>
      <HeroBanner
        badge={`Join ${IMPACT.startClinic.clinics} clinics serving ${IMPACT.startClinic.farmers} farmers`}
        title="Start Your Own Soil Clinic"
        subtitle="Bring soil and water testing to your area and build a business farmers trust. We give you the device, the training and the support."
        ctaText="Start Your Clinic Journey"
        ctaLink="#interest-form"
        secondaryCtaText="Watch Demo Video"
        onSecondaryCtaClick={() => setDemoOpen(true)}
      >
        <FigureGrid figures={heroStats} tone="hero" className="max-w-2xl !grid-cols-3 !gap-3" />
      </HeroBanner>
      <Dialog open={demoOpen} onClose={() => setDemoOpen(false)} title="How a soil test works" description="From the field to the farmer's phone in four steps." size="lg">
        {demoOpen && <DemoWalkthrough />}
      </Dialog>
    </>
  );
}
