// The everyday problems of farmers and villages that our work removes (spec 2.5).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconCardGrid } from "../start-clinic/icon-card-grid.tsx";
import { problemsSolved } from "./about-content.ts";

export function ProblemsSolved() {
  const t = useT();
  return (
    <Section id="problems-solved" tone="soil" eyebrow={t("about.problems.eyebrow")} title={t("about.problems.title")}>
      <IconCardGrid items={problemsSolved} />
    </Section>
  );
}
