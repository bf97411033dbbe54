// How a CSR programme runs, in four steps, and two programmes that ran this way (spec 2.9: approach and stories).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge } from "../contact/line-icon.tsx";
import { StoryCard } from "../partners/story-card.tsx";
import { approachSteps, csrStories } from "./csr-content.ts";

export function CsrApproach() {
  const t = useT();
  return (
    <>
      <Section id="approach" eyebrow={t("csr.approach.eyebrow")} title={t("csr.approach.title")} intro={t("csr.approach.intro")}>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {approachSteps.map((s, i) => (
            <li key={s.title} className="card">
              <div className="flex items-center justify-between">
                <IconBadge name={s.icon} />
                <span className="text-4xl font-extrabold text-brand-100" aria-hidden="true">
                  {i + 1}
                </span>
              </div>
              <h3 className="heading-3 mt-5">
                <span className="sr-only">{t("steps.label", { n: i + 1 })} </span>
                {t(s.title)}
              </h3>
              <p className="mt-2 leading-relaxed text-stone-600">{t(s.text)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="csr-stories" tone="soil" eyebrow={t("csr.stories.eyebrow")} title={t("csr.stories.title")}>
        <div className="grid gap-6 lg:grid-cols-2">
          {csrStories.map((s) => (
            <StoryCard key={s.title} story={s} resultsHeading={t("csr.stories.results")} />
          ))}
        </div>
      </Section>
    </>
  );
}
