// How the device, clinics, Soil Didis and platform meet in one farmer's season.
import { Section } from "../../../components/ui/section.tsx";
import { NumberedSteps } from "./numbered-steps.tsx";
import { journeySteps } from "./solutions-content.ts";

export function SolutionsJourney() {
  return (
    <Section
      id="together"
      tone="tint"
      eyebrow="One season, four solutions"
      title="How it all works together"
      intro="A farmer does not need to know which part does what. This is what happens between the sample and the harvest."
    >
      <NumberedSteps steps={journeySteps} />
    </Section>
  );
}
