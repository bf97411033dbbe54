// Newsletter and WhatsApp sign-up prompts; both lead to the contact form (spec 2.12).
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import type { MessageId } from "../../../i18n/ids.ts";
import { useT } from "../../../i18n/use-t.ts";

const channels: { title: MessageId; text: MessageId; cta: MessageId }[] = [
  { title: "resources.stay.newsletter.title", text: "resources.stay.newsletter.text", cta: "resources.stay.newsletter.cta" },
  { title: "resources.stay.whatsapp.title", text: "resources.stay.whatsapp.text", cta: "resources.stay.whatsapp.cta" },
];

export function StayUpdated() {
  const t = useT();
  return (
    <Section id="stay-updated" tone="tint" eyebrow={t("resources.stay.eyebrow")} title={t("resources.stay.title")}>
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {channels.map((c) => (
          <li key={c.title} className="card flex flex-col">
            <h3 className="heading-3">{t(c.title)}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-600">{t(c.text)}</p>
            <ButtonLink to="/contact" className="mt-6 self-start">
              {t(c.cta)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
