// Engagement models (spec 2.8, 3): title, description and features, each leading to the contact page.
import { ButtonLink } from "../../../components/ui/button.tsx";
import { Section } from "../../../components/ui/section.tsx";
import { CheckList } from "./check-list.tsx";
import { engagementModels } from "./partner-content.ts";

export function EngagementModels() {
  return (
    <Section
      id="engagement-models"
      tone="tint"
      eyebrow="Engagement models"
      title="Start small or go big"
      intro="Pick the depth of partnership that fits your budget and your team. Many partners begin as a service partner and grow from there."
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {engagementModels.map((m) => (
          <li key={m.title} className="card flex flex-col">
            <h3 className="heading-3">{m.title}</h3>
            <p className="mt-2 leading-relaxed text-stone-600">{m.description}</p>
            <CheckList items={m.features} className="mt-5 flex-1" />
            <ButtonLink to="/contact" variant="outline" className="mt-6 self-start">
              Talk to us<span className="sr-only"> about becoming a {m.title.toLowerCase()}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
