// The languages of the public site. Adding one: a catalog per area under src/client/i18n/locales/<area>/<code>.json
// and one line here (README, "Adding a language").

export interface LocaleInfo {
  code: string;
  /** Its name in its own script, as the language switch shows it. */
  name: string;
  /** Its name in English, as the team's screens, CSV exports and e-mails show it. */
  englishName: string;
  /** Intl locale for numbers and dates; pinned so the server and the browser format alike when a page hydrates. */
  intl: string;
  /** The offer to read a page in this language, written in it (shown to a browser that prefers it). */
  offer: string;
  /** A test-only language (every text accented; its dates in Hindi, so a formatted date never reads as a leftover English text), served only when the server is started with PSEUDO_LOCALE=1. */
  hidden?: boolean;
}

export const LOCALES = [
  { code: "en", name: "English", englishName: "English", intl: "en-IN", offer: "Read this page in English" },
  { code: "hi", name: "हिन्दी", englishName: "Hindi", intl: "hi-IN-u-nu-latn", offer: "यह पेज हिन्दी में पढ़ें" },
  { code: "mr", name: "मराठी", englishName: "Marathi", intl: "mr-IN-u-nu-latn", offer: "हे पान मराठीत वाचा" },
  { code: "pseudo", name: "Ƥśéũđō", englishName: "Pseudo", intl: "hi-IN-u-nu-latn", offer: "Ŕéàđ ĩñ Ƥśéũđō", hidden: true },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof LOCALES)[number]["code"];

export const DEFAULT_LOCALE: Locale = "en";

/** A language a visitor can choose (not the test-only pseudo-language). */
export type SiteLocale = Exclude<(typeof LOCALES)[number], { hidden: true }>["code"];

/** The languages a visitor can choose (the pseudo-locale is left out). */
export const SITE_LOCALES: readonly Locale[] = LOCALES.filter((l: LocaleInfo) => !l.hidden).map((l) => l.code as Locale);

/** Whether a code is one of the languages a visitor can choose. */
export const isSiteLocale = (code: unknown): code is SiteLocale => (SITE_LOCALES as readonly unknown[]).includes(code);

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((l) => l.code === value);
}

export function localeInfo(locale: Locale): LocaleInfo {
  return LOCALES.find((l) => l.code === locale)!;
}

/** The language of a page from its path: `/hi/about` is Hindi, `/about` English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/hi/about` → `/about`, `/hi` → `/`. */
export function unlocalisedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** A site path in a language: `("hi", "/about")` → `/hi/about`, `("hi", "/")` → `/hi`. Leaves other paths alone. */
export function localisedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/api/")) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The language a lead or chat was written in, for the team: "Hindi"; an unknown code as it is; none as "". */
export function languageLabel(code: unknown): string {
  if (typeof code !== "string" || code === "") return "";
  return isLocale(code) ? localeInfo(code).englishName : code;
}

/** The language stored in a lead's metadata (a JSON text or an object). */
export function leadLanguage(metadata: unknown): string {
  let m = metadata;
  if (typeof m === "string") {
    try {
      m = JSON.parse(m);
    } catch {
      return "";
    }
  }
  return m && typeof m === "object" && "language" in m ? languageLabel((m as { language: unknown }).language) : "";
}
