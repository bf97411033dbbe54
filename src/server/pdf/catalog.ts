// The downloadable guides: where each is served, the file name a visitor's browser saves, and its content.
import { DOWNLOADS } from "../../shared/constants.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { PdfContent } from "./content.ts";
import { cropAdvisory } from "./documents/crop-advisory.ts";
import { fertilizerGuide } from "./documents/fertilizer-guide.ts";
import { partnerProposal } from "./documents/partner-proposal.ts";
import { soilHealthBooklet } from "./documents/soil-health-booklet.ts";

export interface PdfDownload {
  /** URL path, e.g. /downloads/soil-health-booklet.pdf. */
  path: string;
  content: (site: SiteConfig) => PdfContent;
}

export const pdfDownloads: PdfDownload[] = [
  { path: DOWNLOADS.soilHealthBooklet, content: soilHealthBooklet },
  { path: DOWNLOADS.fertilizerGuide, content: fertilizerGuide },
  { path: DOWNLOADS.cropAdvisory, content: cropAdvisory },
  { path: DOWNLOADS.partnerProposal, content: partnerProposal },
];

/** The saved file's name: the brand slug plus the served name, e.g. mittimitra-soil-health-booklet.pdf. */
export function downloadFileName(download: PdfDownload, site: SiteConfig): string {
  return `${site.brandSlug}-${download.path.split("/").pop()!}`;
}
