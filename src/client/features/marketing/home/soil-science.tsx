// The four steps of science behind every soil report (spec 2.4).
import { Section } from "../../../components/ui/section.tsx";
import { NumberedSteps } from "../solutions/numbered-steps.tsx";
import { scienceSteps } from "./home-content.ts";

export function SoilScience() {
  return (
    <Section
      id="science"
      tone="dark"
      eyebrow="The science"
      title="Four steps from a handful of soil to a fertilizer plan"
      intro="Lab-grade testing, satellite data and agronomy, made simple enough for every village."
    >
      <NumberedSteps steps={scienceSteps} tone="dark" />
    </Section>
  );
}
