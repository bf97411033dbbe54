// The free PDF guides come in every language of the site: the English file at /downloads/<name>.pdf (DOWNLOADS), the
// others at /downloads/<language>/<name>.pdf. A language registered in locales.ts gets its guides from its PDF catalogs
// (src/server/pdf/locales/); the partner proposal is English only.
import { DOWNLOADS } from "./constants.ts";
import { SITE_LOCALES, type SiteLocale } from "./locales.ts";

export type GuideLanguage = SiteLocale;

/** English, the guides' source language, is served at the address without a language. */
export const SOURCE_LANGUAGE = "en" satisfies GuideLanguage;

/** The site's languages a visitor can choose (the test-only pseudo-language has no guides). */
export const GUIDE_LANGUAGES = SITE_LOCALES as readonly GuideLanguage[];

/** The farmer guides that exist in every guide language. */
export const FARMER_GUIDES = [DOWNLOADS.soilHealthBooklet, DOWNLOADS.fertilizerGuide, DOWNLOADS.cropAdvisory] as const;

/** A guide's address in a language: `("/downloads/crop-advisory.pdf", "hi")` → `/downloads/hi/crop-advisory.pdf`. */
export function guidePath(path: string, language: GuideLanguage): string {
  return language === SOURCE_LANGUAGE ? path : path.replace(/^\/downloads\//, `/downloads/${language}/`);
}
