// Layout of a legal page: hero, "Last updated" line, a table of contents, and numbered sections with anchors.
import type { ReactNode } from "react";
import { OFFICE_HOURS } from "../../../../shared/constants.ts";
import { HeroBanner } from "../../../components/hero-banner.tsx";

/** When both legal texts were first published (spec 2.14); the terms are unchanged since. */
export const LEGAL_FIRST_PUBLISHED = "March 2024";

/** The privacy policy's last substantive change (issue 8: the consent line, spam checks, rights made practical). */
export const PRIVACY_LAST_UPDATED = "November 2026";

/** When the office answers the phone, in words, e.g. "Monday to Friday 9:00 AM-6:00 PM, Saturday 9:00 AM-1:00 PM". */
export const OPEN_HOURS_TEXT = OFFICE_HOURS.filter((o) => o.hours !== "Closed")
  .map((o) => `${o.days} ${o.hours}`)
  .join(", ");

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

// Long-form text styles for plain elements inside a section (no typography plugin in this project).
const prose =
  "space-y-4 leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/** "Last updated …", and when the text was first published if it has changed since. */
function updatedText(lastUpdated: string): string {
  return lastUpdated === LEGAL_FIRST_PUBLISHED ? `Last updated ${lastUpdated}` : `Last updated ${lastUpdated} (first published ${LEGAL_FIRST_PUBLISHED})`;
}

export function LegalDocument({ intro, sections, lastUpdated }: { intro: ReactNode; sections: LegalSection[]; lastUpdated: string }) {
  return (
    <div id="document" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-heading" className="rounded-2xl bg-brand-50 p-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wider text-brand-900 uppercase">
            Contents
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="flex gap-2 rounded text-stone-700 hover:text-brand-800 hover:underline">
                  <span className="w-5 shrink-0 text-right font-semibold text-brand-800">{i + 1}.</span>
                  <span>{s.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="inline-flex rounded-full bg-soil-100 px-4 py-1.5 text-sm font-semibold text-soil-800">{updatedText(lastUpdated)}</p>
          <div className={`mt-6 text-lg ${prose}`}>{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-12 border-t border-stone-200 pt-10">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold sm:text-3xl">
                {i + 1}. {s.title}
              </h2>
              <div className={`mt-5 ${prose}`}>{s.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

interface LegalPageProps {
  title: string;
  subtitle: string;
  /** Label of the hero button that jumps to the text, e.g. "Read the policy". */
  readLabel: string;
  intro: ReactNode;
  sections: LegalSection[];
  /** Month and year of the last substantive change; the original text's is LEGAL_FIRST_PUBLISHED. */
  lastUpdated?: string;
}

export function LegalPage({ title, subtitle, readLabel, intro, sections, lastUpdated = LEGAL_FIRST_PUBLISHED }: LegalPageProps) {
  return (
    <>
      <HeroBanner
        badge={`Last updated ${lastUpdated}`}
        title={title}
        subtitle={subtitle}
        ctaText={readLabel}
        ctaLink="#document"
        secondaryCtaText="Contact us"
        secondaryCtaLink="/contact"
      />
      <LegalDocument intro={intro} sections={sections} lastUpdated={lastUpdated} />
    </>
  );
}
