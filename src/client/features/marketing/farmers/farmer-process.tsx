// The three steps from field to fertilizer plan (spec 2.7).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { NumberedSteps, translateSteps } from "../solutions/numbered-steps.tsx";
import { processSteps } from "./farmers-content.ts";

export function FarmerProcess() {
  const t = useT();
  return (
    <Section id="how-it-works" tone="tint" eyebrow={t("farmers.process.eyebrow")} title={t("farmers.process.title")} intro={t("farmers.process.intro")}>
      <NumberedSteps steps={translateSteps(t, processSteps)} />
    </Section>
  );
}
