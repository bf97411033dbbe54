// How each kind of partner works with us (spec 2.8: collaboration models).
import { Section } from "../../../components/ui/section.tsx";
import { useT } from "../../../i18n/use-t.ts";
import { IconBadge } from "../contact/line-icon.tsx";
import { collaborationModels } from "./partner-content.ts";

export function CollaborationModels() {
  const t = useT();
  return (
    <Section id="collaboration-models" eyebrow={t("partners.models.eyebrow")} title={t("partners.models.title")} intro={t("partners.models.intro")}>
      <ul className="grid gap-6 md:grid-cols-2">
        {collaborationModels.map((m) => (
          <li key={m.title} className="card flex gap-5">
            <IconBadge name={m.icon} />
            <div>
              <p className="text-sm font-semibold tracking-wide text-soil-700 uppercase">{t(m.who)}</p>
              <h3 className="heading-3 mt-1">{t(m.title)}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{t(m.text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
