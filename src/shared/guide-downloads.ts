// The free PDF guides come in English and Hindi: the English file at /downloads/<name>.pdf (DOWNLOADS), the Hindi one
// at /downloads/hi/<name>.pdf. The partner proposal is English only.
import { DOWNLOADS } from "./constants.ts";

export const GUIDE_LANGUAGES = ["en", "hi"] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

/** The farmer guides that exist in every guide language. */
export const FARMER_GUIDES = [DOWNLOADS.soilHealthBooklet, DOWNLOADS.fertilizerGuide, DOWNLOADS.cropAdvisory] as const;

/** A guide's address in a language: `("/downloads/crop-advisory.pdf", "hi")` → `/downloads/hi/crop-advisory.pdf`. */
export function guidePath(path: string, language: GuideLanguage): string {
  return language === "en" ? path : path.replace(/^\/downloads\//, `/downloads/${language}/`);
}
