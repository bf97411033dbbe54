// Three ways in for the people who write to us most (spec 2.13): Soil Didi, partners and the press.
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { CONTACT_ABOUT_PARAM } from "./contact-form.tsx";
import { IconBadge, type IconName } from "./line-icon.tsx";

const cards: { icon: IconName; title: string; text: string; cta: string; to: string }[] = [
  {
    icon: "sprout",
    title: "Become a Soil Didi",
    text: "Trained women and young people run soil clinics in their own villages and earn from every test. Start yours with our device, training and support.",
    cta: "Start a clinic",
    to: "/start-clinic",
  },
  {
    icon: "people",
    title: "Partner with us",
    text: "FPOs, NGOs, CSR teams, agri-businesses and government bodies: bring soil testing and crop advice to the farmers you serve.",
    cta: "See partnership models",
    to: "/for-partners",
  },
  {
    icon: "megaphone",
    title: "Media and press",
    text: "Writing about soil health, farmer incomes or rural entrepreneurs? Ask for interviews, field visits, data and photos.",
    cta: "Contact our media team",
    to: `/contact?${CONTACT_ABOUT_PARAM}=press-media#contact-form`,
  },
];

export function ContactCards() {
  return (
    <Section id="ways-to-work-with-us" tone="tint" eyebrow="Work with us" title="Looking for something specific?">
      <ul className="grid gap-6 md:grid-cols-3">
        {cards.map((c) => (
          <li key={c.title} className="card flex flex-col">
            <IconBadge name={c.icon} />
            <h3 className="heading-3 mt-5">{c.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-600">{c.text}</p>
            <ButtonLink to={c.to} variant="outline" className="mt-6 self-start">
              {c.cta}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
