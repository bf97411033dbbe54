// The kinds of organisations we already work with (spec 2.8: collaborator list).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { collaboratorGroups } from "./partner-content.ts";

export function Collaborators() {
  const t = useT();
  return (
    <Section id="collaborators" eyebrow={t("partners.collaborators.eyebrow")} title={t("partners.collaborators.title")}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {collaboratorGroups.map((c) => (
          <li key={c.title} className="rounded-xl border border-stone-200 bg-stone-50 p-5">
            <h3 className="font-semibold text-stone-900">{t(c.title)}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{t(c.text)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
