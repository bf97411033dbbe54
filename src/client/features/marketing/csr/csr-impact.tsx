// The CSR impact figures at #impact-metrics, where the hero's second button points (spec 2.9).
import { Section } from "../../../components/ui/section.tsx";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { csrFigures } from "./csr-content.ts";

export function CsrImpact() {
  return (
    <Section
      id="impact-metrics"
      tone="dark"
      eyebrow="Impact so far"
      title="Every rupee traced to a farmer and a field"
      intro="Our CSR programmes are measured test by test, so your board and your beneficiaries see the same numbers."
    >
      <FigureGrid figures={csrFigures} />
    </Section>
  );
}
