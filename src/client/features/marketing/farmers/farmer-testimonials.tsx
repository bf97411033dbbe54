// What farmers who tested their soil say, each with the result they saw (spec 2.7 testimonials).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { farmerStories } from "./farmers-content.ts";
import { TestimonialFigure } from "./testimonial-figure.tsx";

export function FarmerTestimonials() {
  const t = useT();
  return (
    <Section id="farmer-stories" tone="soil" eyebrow={t("farmers.stories.eyebrow")} title={t("farmers.stories.title")}>
      <ul className="grid gap-6 md:grid-cols-2">
        {farmerStories.map((s) => (
          <li key={s.name} className="card flex flex-col gap-4">
            <p className="inline-flex self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{t(s.result)}</p>
            <TestimonialFigure
              quote={t(s.quote)}
              name={t(s.name)}
              detail={t("farmers.story.detail", { place: t(s.place), crop: t(s.crop) })}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
