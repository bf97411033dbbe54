// The four solutions at a glance, each card jumping to its full section further down the page.
import { Section } from "../../../components/ui/section.tsx";
import { IconBadge } from "../contact/line-icon.tsx";
import { solutions } from "./solutions-content.ts";

export function SolutionsOverview() {
  return (
    <Section
      id="overview"
      eyebrow="Four ways we help"
      title="From the first sample to the right fertilizer"
      intro="Each solution works on its own, and they work best together. Pick the one that fits you, or talk to us about all four."
    >
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {solutions.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="card group flex h-full flex-col transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
            >
              <IconBadge name={s.icon} />
              <h3 className="heading-3 mt-4">{s.name}</h3>
              <p className="mt-1.5 flex-1 leading-relaxed text-stone-600">{s.summary}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 group-hover:underline">
                Learn more
                <span aria-hidden="true">↓</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
