// The downloadable guides: where each is served, in which language, the file name a visitor's browser saves, and its
// content. Each guide is one definition (documents/) whose words come from its catalog in the guide's language
// (locales/<guide>/<language>.json): the three farmer guides exist in every language of the site (/downloads/hi/…),
// the partner proposal in English.
import { DOWNLOADS } from "../../shared/constants.ts";
import { GUIDE_LANGUAGES, SOURCE_LANGUAGE, guidePath, type GuideLanguage } from "../../shared/guide-downloads.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { PdfContent } from "./content.ts";
import { cropAdvisory } from "./documents/crop-advisory.ts";
import { fertilizerGuide } from "./documents/fertilizer-guide.ts";
import { partnerProposal } from "./documents/partner-proposal.ts";
import { soilHealthBooklet } from "./documents/soil-health-booklet.ts";
import { guideWords, type GuideName, type GuideWords } from "./words.ts";

export interface PdfDownload {
  /** URL path, e.g. /downloads/soil-health-booklet.pdf or /downloads/hi/soil-health-booklet.pdf. */
  path: string;
  /** The guide's catalog, e.g. "soil-health-booklet" (its file name without ".pdf"). */
  guide: GuideName;
  language: GuideLanguage;
  content: (site: SiteConfig) => PdfContent;
}

interface Guide<G extends GuideName> {
  path: string;
  guide: G;
  define: (t: GuideWords<G>, site: SiteConfig) => PdfContent;
  languages: readonly GuideLanguage[];
}

/** Checks each guide's definition against its own catalog's ids. */
const guide = <G extends GuideName>(g: Guide<G>): Guide<GuideName> => g;

const GUIDES = [
  guide({ path: DOWNLOADS.soilHealthBooklet, guide: "soil-health-booklet", define: soilHealthBooklet, languages: GUIDE_LANGUAGES }),
  guide({ path: DOWNLOADS.fertilizerGuide, guide: "fertilizer-guide", define: fertilizerGuide, languages: GUIDE_LANGUAGES }),
  guide({ path: DOWNLOADS.cropAdvisory, guide: "crop-advisory", define: cropAdvisory, languages: GUIDE_LANGUAGES }),
  // Written for organisations, which read English.
  guide({ path: DOWNLOADS.partnerProposal, guide: "partner-proposal", define: partnerProposal, languages: [SOURCE_LANGUAGE] }),
];

function downloadsOf(g: Guide<GuideName>): PdfDownload[] {
  return g.languages.map((language) => ({
    path: guidePath(g.path, language),
    guide: g.guide,
    language,
    content: (site) => g.define(guideWords(g.guide, language), site),
  }));
}

/** Every download, English first, then each other language in the order of the site's languages. */
export const pdfDownloads: PdfDownload[] = GUIDES.flatMap(downloadsOf).sort(
  (a, b) => GUIDE_LANGUAGES.indexOf(a.language) - GUIDE_LANGUAGES.indexOf(b.language),
);

/**
 * The saved file's name: the brand slug plus the served name, e.g. mittimitra-soil-health-booklet.pdf, and the
 * language for a translation (mittimitra-soil-health-booklet-hi.pdf), so both can sit in one folder.
 */
export function downloadFileName(download: PdfDownload, site: SiteConfig): string {
  const name = download.path.split("/").pop()!;
  return `${site.brandSlug}-${download.language === SOURCE_LANGUAGE ? name : name.replace(/\.pdf$/, `-${download.language}.pdf`)}`;
}
