// What clinic owners say, each with avatar initials (spec 2.16 block 8, spec 3).
import { initials } from "../../../components/initials.ts";
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { testimonials } from "./start-clinic-content.ts";

export function ClinicTestimonials() {
  const t = useT();
  return (
    <Section id="testimonials" tone="soil" eyebrow={t("startClinic.testimonials.eyebrow")} title={t("startClinic.testimonials.title")}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((item) => (
          <li key={item.author} className="card flex flex-col">
            <figure className="flex h-full flex-col">
              <blockquote className="flex-1 text-lg leading-relaxed text-stone-800">
                <p>“{t(item.quote)}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white" aria-hidden="true">
                  {initials(t(item.author))}
                </span>
                <span>
                  <span translate="no" className="block font-semibold text-stone-900">
                    {t(item.author)}
                  </span>
                  <span className="block text-sm text-stone-600">{t(item.role)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
