// One solution told in full: illustration on one side; what it is, what it offers and where to go next on the other.
import { ButtonLink } from "../../../components/ui/button.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { CheckList } from "../partners/check-list.tsx";
import { deviceParameterNames, type Solution } from "./solutions-content.ts";

interface SolutionBlockProps {
  solution: Solution;
  /** Puts the illustration on the right on wide screens, so consecutive blocks alternate. */
  flip: boolean;
  tone: "white" | "tint" | "soil";
}

const tones = { white: "bg-white", tint: "bg-brand-50", soil: "bg-soil-50" };

export function SolutionBlock({ solution: s, flip, tone }: SolutionBlockProps) {
  const t = useT();
  const headingId = `${s.id}-heading`;
  const parameterNames = deviceParameterNames.map((p) => t(p)).join(", ");
  return (
    <section id={s.id} aria-labelledby={headingId} className={`section ${tones[tone]}`}>
      <div className="container-page grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <figure className={`relative ${flip ? "lg:order-2" : ""}`}>
          <img src={s.image.src} alt={t(s.image.alt)} width={480} height={360} loading="lazy" decoding="async" className="h-auto w-full rounded-3xl shadow-sm" />
          {s.figure && (
            <figcaption className="absolute -bottom-5 left-5 rounded-2xl bg-white px-5 py-3 shadow-md ring-1 ring-stone-200">
              <span className="block text-2xl font-extrabold text-brand-800">{t(s.figure.value)}</span>
              <span className="block text-sm text-stone-600">{t(s.figure.label)}</span>
            </figcaption>
          )}
        </figure>
        <div>
          <p className="eyebrow">{t(s.eyebrow)}</p>
          <h2 id={headingId} className="heading-2 mt-2">
            {t(s.title)}
          </h2>
          <p className="lead-text mt-4">{t(s.text)}</p>
          <CheckList items={s.points.map((p) => t(p, { parameterNames }))} className="mt-6" />
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {s.actions.map((a, i) => (
              <ButtonLink key={a.to} to={a.to} size="lg" variant={i === 0 ? "primary" : "outline"}>
                {t(a.text)}
              </ButtonLink>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
