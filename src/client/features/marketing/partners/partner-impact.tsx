// Impact figures and two success stories of the partner page (spec 2.8, figures from spec 9).
import { Section } from "../../../components/ui/section.tsx";
import { FigureGrid } from "./figure-grid.tsx";
import { partnerFigures, successStories } from "./partner-content.ts";
import { StoryCard } from "./story-card.tsx";

export function PartnerImpact() {
  return (
    <Section id="impact" tone="dark" eyebrow="Our impact so far" title="Results farmers can see in their fields">
      <FigureGrid figures={partnerFigures} />
    </Section>
  );
}

export function SuccessStories() {
  return (
    <Section id="success-stories" tone="soil" eyebrow="Success stories" title="What partners have done with us">
      <div className="grid gap-6 lg:grid-cols-2">
        {successStories.map((s) => (
          <StoryCard key={s.title} story={s} />
        ))}
      </div>
    </Section>
  );
}
