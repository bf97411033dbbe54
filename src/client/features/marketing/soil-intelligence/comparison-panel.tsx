// A traditional NPK test beside soil intelligence, aspect by aspect; rows line up on wide screens through subgrid.
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon } from "../contact/line-icon.tsx";
import { comparison } from "./intelligence-content.ts";

// One title row plus one row per aspect, shared by both cards.
const rowSpan = { gridRow: `span ${comparison.length + 1}` };

export function ComparisonPanel() {
  const t = useT();
  return (
    <Section
      id="comparison"
      tone="soil"
      eyebrow={t("intelligence.comparison.eyebrow")}
      title={t("intelligence.comparison.title")}
      intro={t("intelligence.comparison.intro")}
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-x-8 lg:gap-y-0">
        <article className="rounded-2xl border border-stone-200 bg-white p-6 lg:grid lg:grid-rows-subgrid" style={rowSpan}>
          <h3 className="heading-3 flex items-center gap-2 pb-4 text-stone-700">{t("intelligence.comparison.traditional")}</h3>
          {comparison.map((row) => (
            <dl key={row.aspect} className="border-t border-stone-200 py-3">
              <dt className="text-sm font-semibold text-stone-500">{t(row.aspect)}</dt>
              <dd className="mt-1 text-stone-700">{t(row.traditional)}</dd>
            </dl>
          ))}
        </article>
        <article className="rounded-2xl bg-brand-900 p-6 text-white shadow-lg lg:grid lg:grid-rows-subgrid" style={rowSpan}>
          <h3 className="heading-3 flex items-center gap-2 pb-4 text-white">
            <LineIcon name="sparkle" className="h-6 w-6 text-harvest-400" />
            {t("intelligence.comparison.intelligence")}
          </h3>
          {comparison.map((row) => (
            <dl key={row.aspect} className="border-t border-white/15 py-3">
              <dt className="text-sm font-semibold text-brand-200">{t(row.aspect)}</dt>
              <dd className="mt-1 flex gap-2">
                <LineIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-harvest-400" />
                {t(row.intelligence)}
              </dd>
            </dl>
          ))}
        </article>
      </div>
    </Section>
  );
}
