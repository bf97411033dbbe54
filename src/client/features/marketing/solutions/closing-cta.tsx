// The closing band of a marketing page: a last invitation with one to four buttons.
import type { ReactNode } from "react";
import { ButtonLink } from "../../../components/ui/button.tsx";

export interface CtaLink {
  text: string;
  to: string;
}

interface ClosingCtaProps {
  id?: string;
  title: string;
  text: ReactNode;
  links: readonly CtaLink[];
  /** Extra lines under the buttons, such as a phone number. */
  children?: ReactNode;
}

export function ClosingCta({ id = "get-started", title, text, links, children }: ClosingCtaProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="section bg-brand-900 text-white">
      <div className="container-page max-w-5xl text-center">
        <h2 id={`${id}-heading`} className="heading-2 text-white">
          {title}
        </h2>
        <p className="lead-text mx-auto mt-4 max-w-2xl text-brand-100">{text}</p>
        <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row sm:flex-wrap">
          {links.map((l, i) => (
            <ButtonLink key={l.to} to={l.to} size="lg" variant={i === 0 ? "secondary" : "outline-light"}>
              {l.text}
            </ButtonLink>
          ))}
        </div>
        {children && <div className="mt-8 text-brand-100">{children}</div>}
      </div>
    </section>
  );
}
