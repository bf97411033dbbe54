// A page section with an optional eyebrow, heading and intro, in the page's container.
import type { ReactNode } from "react";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: "white" | "tint" | "soil" | "dark";
  align?: "left" | "center";
  className?: string;
  children?: ReactNode;
}

const tones = {
  white: "bg-white",
  tint: "bg-brand-50",
  soil: "bg-soil-50",
  dark: "bg-brand-950 text-white",
};

export function Section({ id, eyebrow, title, intro, tone = "white", align = "center", className = "", children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`section ${tones[tone]} ${className}`}>
      <div className="container-page">
        {(eyebrow || title || intro) && (
          <header className={`mb-12 max-w-3xl ${align === "center" ? "mx-auto text-center" : ""}`}>
            {eyebrow && <p className={`eyebrow ${dark ? "text-brand-300" : ""}`}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} className={`heading-2 mt-2 ${dark ? "text-white" : ""}`}>
                {title}
              </h2>
            )}
            {intro && <p className={`lead-text mt-4 ${dark ? "text-brand-100" : ""}`}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
