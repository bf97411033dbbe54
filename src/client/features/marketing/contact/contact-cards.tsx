// Three ways in for the people who write to us most (spec 2.13): Soil Didi, partners and the press.
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import type { MessageId } from "../../../i18n/ids.ts";
import { useT } from "../../../i18n/use-t.ts";
import { CONTACT_ABOUT_PARAM } from "./contact-form.tsx";
import { IconBadge, type IconName } from "./line-icon.tsx";

const cards: { icon: IconName; title: MessageId; text: MessageId; cta: MessageId; to: string }[] = [
  {
    icon: "sprout",
    title: "contact.cards.didi.title",
    text: "contact.cards.didi.text",
    cta: "contact.cards.didi.cta",
    to: "/start-clinic",
  },
  {
    icon: "people",
    title: "contact.cards.partner.title",
    text: "contact.cards.partner.text",
    cta: "contact.cards.partner.cta",
    to: "/for-partners",
  },
  {
    icon: "megaphone",
    title: "contact.cards.media.title",
    text: "contact.cards.media.text",
    cta: "contact.cards.media.cta",
    to: `/contact?${CONTACT_ABOUT_PARAM}=press-media#contact-form`,
  },
];

export function ContactCards() {
  const t = useT();
  return (
    <Section id="ways-to-work-with-us" tone="tint" eyebrow={t("contact.cards.eyebrow")} title={t("contact.cards.title")}>
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((c) => (
          <li key={c.title} className="card flex flex-col">
            <IconBadge name={c.icon} />
            <h3 className="heading-3 mt-5">{t(c.title)}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-600">{t(c.text)}</p>
            <ButtonLink to={c.to} variant="outline" className="mt-6 self-start">
              {t(c.cta)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
