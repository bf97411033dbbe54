// How each kind of partner works with us (spec 2.8: collaboration models).
import { Section } from "../../../components/ui/section.tsx";
import { IconBadge } from "../contact/line-icon.tsx";
import { collaborationModels } from "./partner-content.ts";

export function CollaborationModels() {
  return (
    <Section
      id="collaboration-models"
      eyebrow="Ways to collaborate"
      title="One goal, four ways to get there"
      intro="Every partner brings something different: members, reach, shops, schemes or science. We shape the work around what you already do well."
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {collaborationModels.map((m) => (
          <li key={m.title} className="card flex gap-5">
            <IconBadge name={m.icon} />
            <div>
              <p className="text-sm font-semibold tracking-wide text-soil-700 uppercase">{m.who}</p>
              <h3 className="heading-3 mt-1">{m.title}</h3>
              <p className="mt-2 leading-relaxed text-stone-600">{m.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
