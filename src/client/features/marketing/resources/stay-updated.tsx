// Newsletter and WhatsApp sign-up prompts; both lead to the contact form (spec 2.12).
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";

const channels = [
  {
    title: "E-mail newsletter",
    text: "New guides, season advisories before kharif and rabi, and stories from farmers. Send us your e-mail through the contact form and we will add you.",
    cta: "Subscribe to the newsletter",
  },
  {
    title: "Tips on WhatsApp",
    text: "Short soil and crop tips in English or Hindi, and a reminder when it is time to test your soil. Leave your mobile number on the contact form.",
    cta: "Get tips on WhatsApp",
  },
];

export function StayUpdated() {
  return (
    <Section id="stay-updated" tone="tint" eyebrow="Stay updated" title="Get new guides as soon as they are out">
      <ul className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {channels.map((c) => (
          <li key={c.title} className="card flex flex-col">
            <h3 className="heading-3">{c.title}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-stone-600">{c.text}</p>
            <ButtonLink to="/contact" className="mt-6 self-start">
              {c.cta}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
