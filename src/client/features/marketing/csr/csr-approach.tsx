// How a CSR programme runs, in four steps, and two programmes that ran this way (spec 2.9: approach and stories).
import { Section } from "../../../components/ui/section.tsx";
import { IconBadge } from "../contact/line-icon.tsx";
import { StoryCard } from "../partners/story-card.tsx";
import { approachSteps, csrStories } from "./csr-content.ts";

export function CsrApproach() {
  return (
    <>
      <Section
        id="approach"
        eyebrow="Our approach"
        title="Local people, real tests, clear numbers"
        intro="We do not hand out kits and leave. We build clinics that villages own and that keep running after the funding cycle ends."
      >
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
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-2 leading-relaxed text-stone-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="csr-stories" tone="soil" eyebrow="Stories from the field" title="Programmes our CSR partners funded">
        <div className="grid gap-6 lg:grid-cols-2">
          {csrStories.map((s) => (
            <StoryCard key={s.title} story={s} />
          ))}
        </div>
      </Section>
    </>
  );
}
