// The CSR impact figures at #impact-metrics, where the hero's second button points (spec 2.9).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { FigureGrid } from "../partners/figure-grid.tsx";
import { csrFigures } from "./csr-content.ts";
import { useLoaderData } from "react-router";
import type { NetworkSize } from "../../clinics/network-size.ts";

export function CsrImpact() {
  const t = useT();
  const network = useLoaderData<NetworkSize>();
  return (
    <Section id="impact-metrics" tone="dark" eyebrow={t("csr.impact.eyebrow")} title={t("csr.impact.title")} intro={t("csr.impact.intro")}>
      <FigureGrid figures={csrFigures(network).map((f) => ({ value: t(f.value), label: t(f.label) }))} />
    </Section>
  );
}
