// The everyday problems of farmers and villages that our work removes (spec 2.5).
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "../start-clinic/icon-card-grid.tsx";
import { problemsSolved } from "./about-content.ts";

export function ProblemsSolved() {
  return (
    <Section id="problems-solved" tone="soil" eyebrow="Problems we solve" title="What changes when the soil clinic comes to the village">
      <IconCardGrid items={problemsSolved} />
    </Section>
  );
}
