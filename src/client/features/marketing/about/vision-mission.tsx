// How the company began, and the vision and mission that came from it (spec 2.5).
import { useSiteConfig } from "../../../app/site-config.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { IconBadge } from "../contact/line-icon.tsx";
import { purposes } from "./about-content.ts";

export function VisionMission() {
  const site = useSiteConfig();
  return (
    <Section id="vision" eyebrow="Why we exist" title="A soil test every farmer can reach, and understand" align="left">
      <div className="grid gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-16">
        <div className="space-y-5 text-lg leading-relaxed text-stone-700">
          <p>
            Soil testing in India was never the problem. Getting it to the farmer was. Labs were far away, results took weeks, and the report
            was a sheet of numbers nobody explained. So most farmers kept buying fertilizer the way their fathers did.
          </p>
          <p>
            {site.brand} began with a portable tester, a table in a village shop and one trained agri-graduate. Farmers brought soil in the
            morning and went home with a plan the same afternoon. Word spread from village to village, and so did the clinics.
          </p>
          <p>
            Today our clinics, our Soil Didis and our digital platform work together, so that a farmer knows what the soil needs before
            spending a single rupee.
          </p>
        </div>
        <ul className="grid content-start gap-6">
          {purposes.map((p) => (
            <li key={p.title} className="card border-l-4 border-l-brand-600">
              <div className="flex items-center gap-4">
                <IconBadge name={p.icon} />
                <h3 className="heading-3">{p.title}</h3>
              </div>
              <p className="mt-4 leading-relaxed text-stone-700">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
