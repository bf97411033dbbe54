// The downloadable guides: where each is served, in which language, the file name a visitor's browser saves, and its
// content. The three farmer guides exist in English and Hindi (/downloads/hi/…); the partner proposal in English.
import { DOWNLOADS } from "../../shared/constants.ts";
import { guidePath, type GuideLanguage } from "../../shared/guide-downloads.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { PdfContent } from "./content.ts";
import { cropAdvisory } from "./documents/crop-advisory.ts";
import { fertilizerGuide } from "./documents/fertilizer-guide.ts";
import { cropAdvisoryHi } from "./documents/hi/crop-advisory.ts";
import { fertilizerGuideHi } from "./documents/hi/fertilizer-guide.ts";
import { soilHealthBookletHi } from "./documents/hi/soil-health-booklet.ts";
import { partnerProposal } from "./documents/partner-proposal.ts";
import { soilHealthBooklet } from "./documents/soil-health-booklet.ts";

export interface PdfDownload {
  /** URL path, e.g. /downloads/soil-health-booklet.pdf or /downloads/hi/soil-health-booklet.pdf. */
  path: string;
  language: GuideLanguage;
  content: (site: SiteConfig) => PdfContent;
}

export const pdfDownloads: PdfDownload[] = [
  { path: DOWNLOADS.soilHealthBooklet, language: "en", content: soilHealthBooklet },
  { path: DOWNLOADS.fertilizerGuide, language: "en", content: fertilizerGuide },
  { path: DOWNLOADS.cropAdvisory, language: "en", content: cropAdvisory },
  { path: DOWNLOADS.partnerProposal, language: "en", content: partnerProposal },
  { path: guidePath(DOWNLOADS.soilHealthBooklet, "hi"), language: "hi", content: soilHealthBookletHi },
  { path: guidePath(DOWNLOADS.fertilizerGuide, "hi"), language: "hi", content: fertilizerGuideHi },
  { path: guidePath(DOWNLOADS.cropAdvisory, "hi"), language: "hi", content: cropAdvisoryHi },
];

/**
 * The saved file's name: the brand slug plus the served name, e.g. mittimitra-soil-health-booklet.pdf, and the
 * language for a translation (mittimitra-soil-health-booklet-hi.pdf), so both can sit in one folder.
 */
export function downloadFileName(download: PdfDownload, site: SiteConfig): string {
  const name = download.path.split("/").pop()!;
  return `${site.brandSlug}-${download.language === "en" ? name : name.replace(/\.pdf$/, `-${download.language}.pdf`)}`;
}
