// The three steps from field to fertilizer plan (spec 2.7).
import { Section } from "../../../components/ui/section.tsx";
import { NumberedSteps } from "../solutions/numbered-steps.tsx";
import { processSteps } from "./farmers-content.ts";

export function FarmerProcess() {
  return (
    <Section
      id="how-it-works"
      tone="tint"
      eyebrow="How it works"
      title="Three simple steps to know your soil"
      intro="No forms, no waiting weeks. Most farmers are done in one visit."
    >
      <NumberedSteps steps={processSteps} />
    </Section>
  );
}
