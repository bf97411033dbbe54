// How the device, clinics, Soil Didis and platform meet in one farmer's season.
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { NumberedSteps, translateSteps } from "./numbered-steps.tsx";
import { journeySteps } from "./solutions-content.ts";

export function SolutionsJourney() {
  const t = useT();
  return (
    <Section id="together" tone="tint" eyebrow={t("solutions.journey.eyebrow")} title={t("solutions.journey.title")} intro={t("solutions.journey.intro")}>
      <NumberedSteps steps={translateSteps(t, journeySteps)} />
    </Section>
  );
}
