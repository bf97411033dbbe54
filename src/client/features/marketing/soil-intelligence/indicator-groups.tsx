// The four indicator groups a soil intelligence report reads, beyond the usual NPK (spec 2.11).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge } from "../contact/line-icon.tsx";
import { indicatorGroups } from "./intelligence-content.ts";

export function IndicatorGroups() {
  const t = useT();
  return (
    <Section
      id="indicators"
      eyebrow={t("intelligence.indicators.eyebrow")}
      title={t("intelligence.indicators.title")}
      intro={t("intelligence.indicators.intro")}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {indicatorGroups.map((g) => (
          <li key={g.id} id={g.id} className="card flex flex-col gap-4 sm:flex-row">
            <IconBadge name={g.icon} />
            <div>
              <h3 className="heading-3">{t(g.title)}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{t(g.text)}</p>
              <h4 className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">{t("intelligence.indicators.heading")}</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {g.measures.map((m) => (
                  <li key={m} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-200">
                    {t(m)}
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
