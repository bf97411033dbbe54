// The four solutions at a glance, each card jumping to its full section further down the page.
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge } from "../contact/line-icon.tsx";
import { solutions } from "./solutions-content.ts";

export function SolutionsOverview() {
  const t = useT();
  return (
    <Section id="overview" eyebrow={t("solutions.overview.eyebrow")} title={t("solutions.overview.title")} intro={t("solutions.overview.intro")}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {solutions.map((s) => (
          <li key={s.id}>
            <a
              href={`#${s.id}`}
              className="card group flex h-full flex-col transition-shadow hover:shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
            >
              <IconBadge name={s.icon} />
              <h3 className="heading-3 mt-4">{t(s.name)}</h3>
              <p className="mt-1.5 flex-1 leading-relaxed text-stone-600">{t(s.summary)}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800 group-hover:underline">
                {t("solutions.overview.learnMore")}
                <span aria-hidden="true">↓</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
