// Pieces every guide shares: the closing contact section and the hectare-to-acre arithmetic.
import { OFFICE_HOURS } from "../../../shared/constants.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, p, type DocumentSection } from "../content.ts";

export const ACRES_PER_HECTARE = 2.471;

/** A per-hectare amount as whole kilograms per acre. */
export function perAcre(kgPerHectare: number): number {
  return Math.round(kgPerHectare / ACRES_PER_HECTARE);
}

/** An N:P2O5:K2O recommendation per hectare, written per acre ("49 : 24 : 16"). */
export function npkPerAcre([n, p2o5, k2o]: readonly [number, number, number]): string {
  return [n, p2o5, k2o].map(perAcre).join(" : ");
}

/** The words of the closing contact section in one language. */
export interface ContactWords {
  title: string;
  /** "Mon-Fri 9:00 AM-6:00 PM" for one line of OFFICE_HOURS. */
  openHours: (o: (typeof OFFICE_HOURS)[number]) => string;
  phone: (phones: readonly string[], hours: string) => [term: string, text: string];
  whatsapp: (number: string) => [term: string, text: string];
  email: string;
  website: (siteUrl: string) => [term: string, text: string];
  office: (city: string) => string;
  /** What a farmer should have ready when calling. */
  closing: string;
}

export const ENGLISH_CONTACT: ContactWords = {
  title: "Talk to us",
  openHours: (o) => `${o.short} ${o.hours}`,
  phone: ([a, b], hours) => ["Phone:", `${a} or ${b} (${hours})`],
  whatsapp: (n) => ["WhatsApp:", `+${n} (message us any time; we reply during office hours)`],
  email: "E-mail:",
  website: (url) => ["Website:", `${url} (find your nearest clinic at ${url}/find-clinic)`],
  office: (city) => `${city} office:`,
  closing: "When you call, keep your village, district and the crop you plan to grow ready, so we can connect you to the right clinic quickly.",
};

export function contactSection(site: SiteConfig, intro: string, closing?: string, words: ContactWords = ENGLISH_CONTACT): DocumentSection {
  const { bangalore, delhi } = site.offices;
  const openHours = OFFICE_HOURS.filter((o) => o.hours !== "Closed")
    .map(words.openHours)
    .join(", ");
  const item = ([term, text]: [string, string]) => ({ term, text });
  return {
    title: words.title,
    blocks: [
      p(intro),
      bullets(
        item(words.phone(site.phones, openHours)),
        item(words.whatsapp(site.whatsappNumber)),
        { term: words.email, text: site.infoEmail },
        item(words.website(site.siteUrl)),
        { term: words.office(bangalore.city), text: bangalore.lines.join(", ") },
        { term: words.office(delhi.city), text: delhi.lines.join(", ") },
      ),
      p(closing ?? words.closing),
    ],
  };
}
