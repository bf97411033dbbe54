// A lead form in a card beside the WhatsApp and e-mail shortcuts, as a page section at its own anchor.
import type { ReactNode } from "react";
import { Section } from "../../../components/ui/section.tsx";
import { TalkToUs, type TalkArea } from "./talk-to-us.tsx";

interface Props {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  /** Whose shortcut texts to show: the partner page's or the CSR page's. */
  area: TalkArea;
  children: ReactNode;
}

export function FormBesideShortcuts({ id, eyebrow, title, intro, area, children }: Props) {
  return (
    <Section id={id} tone="tint" eyebrow={eyebrow} title={title} intro={intro}>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="card sm:p-8 lg:col-span-3">{children}</div>
        <div className="lg:col-span-2">
          <TalkToUs area={area} />
        </div>
      </div>
    </Section>
  );
}
