// Pieces every guide shares: the closing contact section and the hectare-to-acre arithmetic.
import { OFFICE_HOURS } from "../../../shared/constants.ts";
import { localisedPath } from "../../../shared/locales.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { serverText } from "../../i18n.ts";
import { bullets, p, type DocumentSection } from "../content.ts";
import type { CommonId, Words } from "../words.ts";

export const ACRES_PER_HECTARE = 2.471;

/** A per-hectare amount as whole kilograms per acre. */
export function perAcre(kgPerHectare: number): number {
  return Math.round(kgPerHectare / ACRES_PER_HECTARE);
}

/** An N:P2O5:K2O recommendation per hectare, written per acre ("49 : 24 : 16"). */
export function npkPerAcre([n, p2o5, k2o]: readonly [number, number, number]): string {
  return [n, p2o5, k2o].map(perAcre).join(" : ");
}

/** The rows of OFFICE_HOURS as the site's contact page names them in its catalog. */
const HOURS_IDS = ["weekdays", "saturday", "sunday"] as const satisfies { length: (typeof OFFICE_HOURS)["length"] };

/**
 * The open days and hours in the guide's language ("Mon-Fri 9:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM"): the contact
 * page's own words for them, so the site and the guides cannot give different hours in one language.
 */
export function openHours(t: Words<CommonId>): string {
  return OFFICE_HOURS.flatMap((o, i) => {
    if (o.hours === "Closed") return [];
    const id = HOURS_IDS[i]!;
    const days = serverText(t.language, `contact.hours.${id}.short`);
    return [t("contact.openHours", { days, time: serverText(t.language, `contact.hours.${id}.time`) })];
  }).join(", ");
}

/** "Talk to us": phones, WhatsApp, e-mail, website and offices from the site config, after the guide's own intro. */
export function contactSection(t: Words<CommonId>, site: SiteConfig, intro: string, closing = t("contact.closing")): DocumentSection {
  const { bangalore, delhi } = site.offices;
  const [phone1, phone2] = site.phones;
  const office = (o: typeof bangalore) => ({ term: t("contact.office", { city: o.city }), text: o.lines.join(", ") });
  return {
    title: t("contact.title"),
    blocks: [
      p(intro),
      bullets(
        { term: t("contact.phone.term"), text: t("contact.phone.text", { phone1, phone2, hours: openHours(t) }) },
        { term: t("contact.whatsapp.term"), text: t("contact.whatsapp.text", { number: site.whatsappNumber }) },
        { term: t("contact.email.term"), text: site.infoEmail },
        {
          term: t("contact.website.term"),
          text: t("contact.website.text", { siteUrl: site.siteUrl, clinicFinder: `${site.siteUrl}${localisedPath(t.language, "/find-clinic")}` }),
        },
        office(bangalore),
        office(delhi),
      ),
      p(closing),
    ],
  };
}
