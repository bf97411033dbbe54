// Impact figures and two success stories of the partner page (spec 2.8, figures from spec 9).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { FigureGrid } from "./figure-grid.tsx";
import { partnerFigures, successStories } from "./partner-content.ts";
import { StoryCard } from "./story-card.tsx";

export function PartnerImpact() {
  const t = useT();
  return (
    <Section id="impact" tone="dark" eyebrow={t("partners.impact.eyebrow")} title={t("partners.impact.title")}>
      <FigureGrid figures={partnerFigures.map((f) => ({ value: f.value, label: t(f.label) }))} />
    </Section>
  );
}

export function SuccessStories() {
  const t = useT();
  return (
    <Section id="success-stories" tone="soil" eyebrow={t("partners.stories.eyebrow")} title={t("partners.stories.title")}>
      <div className="grid gap-6 lg:grid-cols-2">
        {successStories.map((s) => (
          <StoryCard key={s.title} story={s} resultsHeading={t("partners.stories.results")} />
        ))}
      </div>
    </Section>
  );
}
