// Three fields where soil intelligence changed the result, each leading to more stories in Resources (spec 2.11).
import { Link } from "../../../components/locale-link.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { LineIcon } from "../contact/line-icon.tsx";
import { successStories } from "./intelligence-content.ts";

/** The Resources library, already filtered to success stories. */
export const STORIES_LINK = "/resources?category=Success+Stories#library";

export function SuccessStories() {
  return (
    <Section id="success-stories" tone="tint" eyebrow="Success stories" title="What changed when farmers read their soil"
      intro="Stories drawn from the kind of fields we work with. The figures are illustrative: every farm's soil and results are its own."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {successStories.map((s) => (
          <li key={s.title} className="card flex flex-col">
            <p className="flex items-center gap-2 text-sm font-medium text-soil-700">
              <LineIcon name="pin" className="h-4 w-4" />
              {s.place}
            </p>
            <h3 className="heading-3 mt-3">{s.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-700">{s.text}</p>
            <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900">{s.result}</p>
            <Link to={STORIES_LINK} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
              Read more success stories <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
