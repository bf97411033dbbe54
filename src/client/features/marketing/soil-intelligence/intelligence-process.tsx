// From the field to advice in four steps (spec 2.11), then the features that make the advice useful.
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { NumberedSteps, translateSteps } from "../solutions/numbered-steps.tsx";
import { IconCardGrid } from "../start-clinic/icon-card-grid.tsx";
import { features, processSteps } from "./intelligence-content.ts";

export function IntelligenceProcess() {
  const t = useT();
  return (
    <Section id="process" tone="dark" eyebrow={t("intelligence.process.eyebrow")} title={t("intelligence.process.title")} intro={t("intelligence.process.intro")}>
      <NumberedSteps steps={translateSteps(t, processSteps)} tone="dark" />
    </Section>
  );
}

export function IntelligenceFeatures() {
  const t = useT();
  return (
    <Section id="features" eyebrow={t("intelligence.features.eyebrow")} title={t("intelligence.features.title")} intro={t("intelligence.features.intro")}>
      <IconCardGrid items={features} cols={3} />
    </Section>
  );
}
