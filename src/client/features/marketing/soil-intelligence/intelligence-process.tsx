// From the field to advice in four steps (spec 2.11), then the features that make the advice useful.
import { Section } from "../../../components/ui/section.tsx";
import { NumberedSteps } from "../solutions/numbered-steps.tsx";
import { IconCardGrid } from "../start-clinic/icon-card-grid.tsx";
import { features, processSteps } from "./intelligence-content.ts";

export function IntelligenceProcess() {
  return (
    <Section
      id="process"
      tone="dark"
      eyebrow="How it works"
      title="From a handful of soil to a plan for your crop"
      intro="Four steps turn a soil sample into advice you can act on this season."
    >
      <NumberedSteps steps={processSteps} tone="dark" />
    </Section>
  );
}

export function IntelligenceFeatures() {
  return (
    <Section
      id="features"
      eyebrow="What you get"
      title="Built for the way Indian farmers work"
      intro="Soil intelligence is not a thick report that sits in a drawer. It is advice that reaches you when you need it."
    >
      <IconCardGrid items={features} cols={3} />
    </Section>
  );
}
