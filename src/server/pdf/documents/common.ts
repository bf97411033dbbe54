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

const FARMER_CLOSING =
  "When you call, keep your village, district and the crop you plan to grow ready, so we can connect you to the right clinic quickly.";

export function contactSection(site: SiteConfig, intro: string, closing = FARMER_CLOSING): DocumentSection {
  const { bangalore, delhi } = site.offices;
  const openHours = OFFICE_HOURS.filter((o) => o.hours !== "Closed")
    .map((o) => `${o.short} ${o.hours}`)
    .join(", ");
  return {
    title: "Talk to us",
    blocks: [
      p(intro),
      bullets(
        { term: "Phone:", text: `${site.phones[0]} or ${site.phones[1]} (${openHours})` },
        { term: "WhatsApp:", text: `+${site.whatsappNumber} (message us any time; we reply during office hours)` },
        { term: "E-mail:", text: site.infoEmail },
        { term: "Website:", text: `${site.siteUrl} (find your nearest clinic at ${site.siteUrl}/find-clinic)` },
        { term: `${bangalore.city} office:`, text: bangalore.lines.join(", ") },
        { term: `${delhi.city} office:`, text: delhi.lines.join(", ") },
      ),
      p(closing),
    ],
  };
}
