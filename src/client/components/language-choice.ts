// The visitor's language choice as this browser remembers it, and the one site language to offer them. No React here:
// the page's start reads it to decide whether the language offer must wake at once (app/island-wake.ts).
import { DEFAULT_LOCALE, SITE_LOCALES, isLocale, type Locale } from "../../shared/locales.ts";

const CHOICE_KEY = "mittimitra.language";

export function rememberChoice(locale: Locale): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, locale);
  } catch {
    // Storage blocked: the offer may simply show again.
  }
}

function savedChoice(): string | null {
  try {
    return window.localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

/**
 * The site language the browser prefers, when the visitor has not chosen yet and reads an English page: the offer goes
 * one way only, since someone on a Hindi page chose it (or followed a Hindi link) and has the switch at hand.
 */
export function suggestedLanguage(current: string): Locale | null {
  if (current !== DEFAULT_LOCALE) return null;
  const preferred = navigator.languages
    .map((l) => l.toLowerCase().split("-")[0])
    .find((l): l is Locale => SITE_LOCALES.includes(l as Locale));
  // The storage last: a page's first read of it can take a few milliseconds, and most browsers prefer no other language.
  return preferred && preferred !== current && !savedChoice() ? preferred : null;
}

/**
 * Remembers the language of a followed language link (`data-language-choice`: the switch in the header and the menu,
 * the offer). Listened for on the whole page from its start rather than in the links' islands: a language link works
 * before its island wakes, and is often the first thing a visitor taps, which is what wakes the island.
 */
export function rememberLanguageChoices(): void {
  document.addEventListener(
    "click",
    (e) => {
      const link = e.target instanceof Element ? e.target.closest("a[data-language-choice]") : null;
      const locale = link?.getAttribute("hreflang");
      if (locale && isLocale(locale)) rememberChoice(locale);
    },
    { capture: true },
  );
}
