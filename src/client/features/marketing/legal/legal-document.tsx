// Layout of a legal page: hero, "Last updated" line, a table of contents, and numbered sections with anchors. The
// texts are messages of the `legal` catalog, one per paragraph or list item; links, e-mail addresses and emphasis
// inside a sentence are tags of the message, and the company's facts (brand, address, phones) are its values.
import type { ReactElement } from "react";
import { Trans } from "@lingui/react";
import { CLAIMS } from "../../../../shared/constants.ts";
import { DEFAULT_LOCALE } from "../../../../shared/locales.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { HeroBanner } from "../../../components/hero-banner.tsx";
import { Link } from "../../../components/locale-link.tsx";
import type { MessageId } from "../../../i18n/ids.ts";
import { useFormat, useLocale, useT } from "../../../i18n/use-t.ts";

/** When both legal texts were first published (spec 2.14), as year-month; the terms are unchanged since. */
export const LEGAL_FIRST_PUBLISHED = "2024-03";

/** The privacy policy's last substantive change (issue 8: the consent line, spam checks, rights made practical). */
export const PRIVACY_LAST_UPDATED = "2026-11";

/** One block of a section's text: a sub-heading, a paragraph, or a bulleted list (one message per item). */
export type LegalBlock = { h3: MessageId } | { p: MessageId } | { ul: MessageId[] };

export interface LegalSection {
  /** The anchor in the address (#who-we-are); the same in every language. */
  id: string;
  title: MessageId;
  blocks: LegalBlock[];
}

export interface LegalText {
  intro: MessageId[];
  sections: LegalSection[];
}

// Long-form text styles for plain elements inside a section (no typography plugin in this project).
const prose =
  "space-y-4 leading-relaxed text-stone-700 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/** What a legal message may hold: the company's facts as values, and the tags its sentences use. */
interface Rich {
  values: Record<string, unknown>;
  components: Record<string, ReactElement>;
}

function useRich(): Rich {
  const site = useSiteConfig();
  const t = useT();
  const mail = (address: string) => <a href={`mailto:${address}`} />;
  // A postal address or a city is written as the post office reads it, in every language.
  const asWritten = (text: string) => <span translate="no">{text}</span>;
  return {
    values: {
      brand: site.brand,
      siteUrl: site.siteUrl,
      office: asWritten(site.offices.bangalore.lines.join(", ")),
      city: asWritten(site.offices.bangalore.city),
      phone: site.phones[0],
      phone2: site.phones[1],
      supportEmail: site.supportEmail,
      infoEmail: site.infoEmail,
      // OFFICE_HOURS in words (a test keeps the English equal to it).
      hours: t("legal.hours"),
      savings: CLAIMS.savingsPerAcreRupees,
      yieldGain: CLAIMS.yieldGainPercent,
      price: CLAIMS.clinicTestPriceRupees,
    },
    components: {
      strong: <strong />,
      support: mail(site.supportEmail),
      info: mail(site.infoEmail),
      contact: <Link to="/contact" />,
      policy: <Link to="/privacy-policy" />,
      osm: <a href="https://osmfoundation.org/wiki/Privacy_Policy" target="_blank" rel="noopener noreferrer" />,
    },
  };
}

function Text({ id, rich }: { id: MessageId; rich: Rich }) {
  return <Trans id={id} values={rich.values} components={rich.components} />;
}

function Blocks({ blocks, rich }: { blocks: LegalBlock[]; rich: Rich }) {
  return blocks.map((b, i) => {
    if ("h3" in b) return (
        <h3 key={i}>
          <Text id={b.h3} rich={rich} />
        </h3>
      );
    if ("p" in b) return (
        <p key={i}>
          <Text id={b.p} rich={rich} />
        </p>
      );
    return (
      <ul key={i}>
        {b.ul.map((item) => (
          <li key={item}>
            <Text id={item} rich={rich} />
          </li>
        ))}
      </ul>
    );
  });
}

/** A year-month ("2026-11") as the page's language writes it: "November 2026", "नवंबर 2026". */
function useMonth(): (yearMonth: string) => string {
  const format = useFormat();
  return (yearMonth) => format.date(new Date(`${yearMonth}-01T00:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" });
}

interface LegalDocumentProps {
  text: LegalText;
  lastUpdated: string;
  /** The page's English address, for the note on translated pages that the English text applies. */
  englishPath: string;
}

export function LegalDocument({ text, lastUpdated, englishPath }: LegalDocumentProps) {
  const t = useT();
  const locale = useLocale();
  const month = useMonth();
  const rich = useRich();
  // "Last updated …", and when the text was first published if it has changed since.
  const updated =
    lastUpdated === LEGAL_FIRST_PUBLISHED
      ? t("legal.updated", { updated: month(lastUpdated) })
      : t("legal.updatedSince", { updated: month(lastUpdated), published: month(LEGAL_FIRST_PUBLISHED) });
  return (
    <div id="document" className="section bg-white">
      <div className="container-page grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="contents-heading" className="rounded-2xl bg-brand-50 p-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wider text-brand-900 uppercase">
            {t("legal.contents")}
          </h2>
          <ol className="mt-4 space-y-2 text-sm">
            {text.sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="flex gap-2 rounded text-stone-700 hover:text-brand-800 hover:underline">
                  <span className="w-5 shrink-0 text-right font-semibold text-brand-800">{i + 1}.</span>
                  <span>{t(s.title)}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <p className="inline-flex rounded-full bg-soil-100 px-4 py-1.5 text-sm font-semibold text-soil-800">{updated}</p>
          {locale !== DEFAULT_LOCALE && (
            <p className="mt-4 rounded-xl border border-soil-200 bg-soil-50 px-4 py-3 text-sm leading-relaxed text-stone-700">
              <Trans
                id="legal.translationNote"
                components={{ english: <a href={englishPath} hrefLang="en" className="font-medium text-brand-800 underline underline-offset-4" /> }}
              />
            </p>
          )}
          <div className={`mt-6 text-lg ${prose}`}>
            {text.intro.map((id) => (
              <p key={id}>
                <Text id={id} rich={rich} />
              </p>
            ))}
          </div>
          {text.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="mt-12 border-t border-stone-200 pt-10">
              <h2 id={`${s.id}-heading`} className="text-2xl font-bold sm:text-3xl">
                {i + 1}. {t(s.title)}
              </h2>
              <div className={`mt-5 ${prose}`}>
                <Blocks blocks={s.blocks} rich={rich} />
              </div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

interface LegalPageProps {
  /** The page's hero title (its name in the common catalog). */
  title: MessageId;
  subtitle: MessageId;
  /** Label of the hero button that jumps to the text, e.g. "Read the policy". */
  readLabel: MessageId;
  text: LegalText;
  englishPath: string;
  /** Year and month of the last substantive change ("2026-11"); the original text's is LEGAL_FIRST_PUBLISHED. */
  lastUpdated?: string;
}

export function LegalPage({ title, subtitle, readLabel, text, englishPath, lastUpdated = LEGAL_FIRST_PUBLISHED }: LegalPageProps) {
  const t = useT();
  const month = useMonth();
  return (
    <>
      <HeroBanner
        badge={t("legal.updated", { updated: month(lastUpdated) })}
        title={t(title)}
        subtitle={t(subtitle)}
        ctaText={t(readLabel)}
        ctaLink="#document"
        secondaryCtaText={t("legal.contactUs")}
        secondaryCtaLink="/contact"
      />
      <LegalDocument text={text} lastUpdated={lastUpdated} englishPath={englishPath} />
    </>
  );
}
