// The three pillars of the company: technology, training and trust (spec 2.5).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge, LineIcon } from "../contact/line-icon.tsx";
import { pillars } from "./about-content.ts";

export function ThreePillars() {
  const t = useT();
  return (
    <Section id="pillars" tone="dark" eyebrow={t("about.pillars.eyebrow")} title={t("about.pillars.title")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {pillars.map((p) => (
          <li key={p.title} className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15 sm:p-8">
            <IconBadge name={p.icon} tone="light" />
            <h3 className="mt-5 text-2xl font-bold text-white">{t(p.title)}</h3>
            <p className="mt-3 leading-relaxed text-brand-100">{t(p.text)}</p>
            <ul className="mt-5 space-y-2.5">
              {p.points.map((point) => (
                <li key={typeof point === "string" ? point : point.id} className="flex gap-2.5 text-white">
                  <LineIcon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-harvest-400" />
                  {t(point)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
