// The four indicator groups a soil intelligence report reads, beyond the usual NPK (spec 2.11).
import { Section } from "../../../components/ui/section.tsx";
import { IconBadge } from "../contact/line-icon.tsx";
import { indicatorGroups } from "./intelligence-content.ts";

export function IndicatorGroups() {
  return (
    <Section
      id="indicators"
      eyebrow="What we measure"
      title="Four windows into your soil"
      intro="An NPK test tells you what is in the soil today. Soil intelligence also tells you whether your soil is alive, whether it holds water, and whether it will stay fertile."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {indicatorGroups.map((g) => (
          <li key={g.id} id={g.id} className="card flex flex-col gap-4 sm:flex-row">
            <IconBadge name={g.icon} />
            <div>
              <h3 className="heading-3">{g.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{g.text}</p>
              <h4 className="mt-4 text-sm font-semibold tracking-wide text-brand-800 uppercase">Indicators</h4>
              <ul className="mt-2 flex flex-wrap gap-2">
                {g.measures.map((m) => (
                  <li key={m} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-200">
                    {m}
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
