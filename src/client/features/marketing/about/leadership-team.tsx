// The four people who lead the company (spec 2.5).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { leaders } from "./about-content.ts";

export function LeadershipTeam() {
  const t = useT();
  return (
    <Section id="team" eyebrow={t("about.team.eyebrow")} title={t("about.team.title")} intro={t("about.team.intro")}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.map((l) => (
          <li key={l.name} className="card text-center">
            <img
              src={l.image}
              alt={t("about.team.portrait", { name: t(l.name) })}
              width={120}
              height={120}
              loading="lazy"
              decoding="async"
              className="mx-auto h-28 w-28 rounded-full ring-4 ring-brand-100"
            />
            <h3 className="heading-3 mt-5">{t(l.name)}</h3>
            <p className="mt-1 font-medium text-brand-800">{t(l.role)}</p>
            <p className="mt-3 leading-relaxed text-stone-600">{t(l.description)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
