// Three fields where soil intelligence changed the result, each leading to more stories in Resources (spec 2.11).
import { Link } from "../../../components/locale-link.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { LineIcon } from "../contact/line-icon.tsx";
import { successStories } from "./intelligence-content.ts";

/** The Resources library, already filtered to success stories. */
export const STORIES_LINK = "/resources?category=Success+Stories#library";

export function SuccessStories() {
  const t = useT();
  return (
    <Section id="success-stories" tone="tint" eyebrow={t("intelligence.stories.eyebrow")}
      title={t("intelligence.stories.title")}
      intro={t("intelligence.stories.intro")}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {successStories.map((s) => (
          <li key={s.title} className="card flex flex-col">
            <p className="flex items-center gap-2 text-sm font-medium text-soil-700">
              <LineIcon name="pin" className="h-4 w-4" />
              {t(s.place)}
            </p>
            <h3 className="heading-3 mt-3">{t(s.title)}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-700">{t(s.text)}</p>
            <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 font-semibold text-brand-900">{t(s.result)}</p>
            <Link to={STORIES_LINK} className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-4 hover:underline">
              {t("intelligence.stories.readMore")} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
