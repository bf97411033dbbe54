// Why a farmer should test soil before the next sowing, in plain words (spec 2.7).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconCardGrid } from "../start-clinic/icon-card-grid.tsx";
import { reasons } from "./farmers-content.ts";

export function ReasonsToTest() {
  const t = useT();
  return (
    <Section id="why-test" eyebrow={t("farmers.why.eyebrow")} title={t("farmers.why.title")} intro={t("farmers.why.intro")}>
      <IconCardGrid items={reasons} cols={3} />
    </Section>
  );
}
