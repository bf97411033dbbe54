// What clinic owners say, each with avatar initials (spec 2.16 block 8, spec 3).
import { Section } from "../../../components/ui/section.tsx";
import { testimonials } from "./start-clinic-content.ts";

export function ClinicTestimonials() {
  return (
    <Section id="testimonials" tone="soil" eyebrow="Testimonials" title="From people who started their own clinic">
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.author} className="card flex flex-col">
            <figure className="flex h-full flex-col">
              <blockquote className="flex-1 text-lg leading-relaxed text-stone-800">
                <p>“{t.quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {t.initials}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900">{t.author}</span>
                  <span className="block text-sm text-stone-600">{t.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
