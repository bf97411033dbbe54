// The four steps of science behind every soil report (spec 2.4).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { NumberedSteps, translateSteps } from "../solutions/numbered-steps.tsx";
import { scienceSteps } from "./home-content.ts";

export function SoilScience() {
  const t = useT();
  return (
    <Section id="science" tone="dark" eyebrow={t("home.science.eyebrow")} title={t("home.science.title")} intro={t("home.science.intro")}>
      <NumberedSteps
        steps={translateSteps(t, scienceSteps)}
        tone="dark"
      />
    </Section>
  );
}
