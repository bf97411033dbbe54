// What's Included, Who Can Start and the six set-up steps (spec 2.16, blocks 5 to 7).
import { Section } from "../../../components/ui/section.tsx";
import { IconCardGrid } from "./icon-card-grid.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { audiences, included, setupSteps } from "./start-clinic-content.ts";

export function WhatsIncluded() {
  const t = useT();
  return (
    <Section
      id="whats-included"
      eyebrow={t("startClinic.included.eyebrow")}
      title={t("startClinic.included.title")}
      intro={t("startClinic.included.intro")}
    >
      <IconCardGrid items={included} cols={3} />
    </Section>
  );
}

export function WhoCanStart() {
  const t = useT();
  return (
    <Section id="who-can-start" tone="tint" eyebrow={t("startClinic.who.eyebrow")} title={t("startClinic.who.title")} intro={t("startClinic.who.intro")}>
      <IconCardGrid items={audiences} cols={3} />
    </Section>
  );
}

export function SetupSteps() {
  const t = useT();
  return (
    <Section id="setup-steps" eyebrow={t("startClinic.setup.eyebrow")} title={t("startClinic.setup.title", { count: setupSteps.length })}>
      <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {setupSteps.map((s, i) => (
          <li key={s.title} className="card flex gap-4">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">
                <span className="sr-only">{t("startClinic.setup.stepSr", { n: i + 1 })}</span>
                {t(s.title)}
              </h3>
              <p className="mt-1 leading-relaxed text-stone-600">{t(s.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
