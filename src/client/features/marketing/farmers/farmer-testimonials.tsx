// What farmers who tested their soil say, each with the result they saw (spec 2.7 testimonials).
import { Section } from "../../../components/ui/section.tsx";
import { farmerStories } from "./farmers-content.ts";
import { TestimonialFigure } from "./testimonial-figure.tsx";

export function FarmerTestimonials() {
  return (
    <Section id="farmer-stories" tone="soil" eyebrow="Farmers speak" title="Farmers who tested first, then spent">
      <ul className="grid gap-6 md:grid-cols-2">
        {farmerStories.map((s) => (
          <li key={s.name} className="card flex flex-col gap-4">
            <p className="inline-flex self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900">{s.result}</p>
            <TestimonialFigure quote={s.quote} initials={s.initials} name={s.name} detail={`${s.place} · ${s.crop}`} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
