// What's Included, Who Can Start and the six set-up steps (spec 2.16, blocks 5 to 7).
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { audiences, included, setupSteps } from "./start-clinic-content.ts";

export function WhatsIncluded() {
  return (
    <Section id="whats-included" eyebrow="What's included" title="Everything you need to open your clinic" intro="One package, no hidden costs: the kit, the skills, the software and a year of help.">
      <IconCardGrid items={included} cols={3} />
    </Section>
  );
}

export function WhoCanStart() {
  return (
    <Section id="who-can-start" tone="tint" eyebrow="Who can start" title="You do not need a lab or a science degree" intro="If you know farmers and want to help them, we will teach you the rest.">
      <IconCardGrid items={audiences} cols={3} />
    </Section>
  );
}

export function SetupSteps() {
  return (
    <Section id="setup-steps" eyebrow="How it works" title="Clinic Setup in 6 Steps">
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {setupSteps.map((s, i) => (
          <li key={s.title} className="card flex gap-4">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">
                <span className="sr-only">Step {i + 1}: </span>
                {s.title}
              </h3>
              <p className="mt-1 leading-relaxed text-stone-600">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
