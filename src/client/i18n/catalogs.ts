// Loading the compiled catalogs: the browser keeps one Lingui instance for its one language (the page's
// <html lang>) and adds each area's messages as pages need them; the server makes one instance per request. Every
// instance knows the business's facts (shared/facts.ts), so a message may name one: "₹{testPrice} per sample".
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { localeInfo, type Locale } from "../../shared/locales.ts";
import { withFacts } from "../../shared/facts.ts";
import type { Area } from "./areas.ts";

// Each area × language is its own chunk, compiled from JSON by Lingui's Vite plugin.
const files = import.meta.glob<Messages>("./locales/*/*.json", { query: "?lingui", import: "messages" });
const cache = new Map<string, Promise<Messages>>();

/** The browser's instance (undefined while rendering on the server). */
export const browserI18n: I18n | undefined = import.meta.env.SSR ? undefined : withFacts(setupI18n());

/** Fetches an area's messages in a language once; in the browser they are added to the page's instance. */
export async function loadCatalog(locale: Locale, area: Area): Promise<Messages> {
  const key = `./locales/${area}/${locale}.json`;
  let pending = cache.get(key);
  if (!pending) {
    const load = files[key];
    if (!load) throw new Error(`No catalog ${key}`);
    pending = load();
    cache.set(key, pending);
    // A failed fetch (connection lost) may be tried again on the next navigation.
    pending.catch(() => cache.delete(key));
  }
  const messages = await pending;
  browserI18n?.load(locale, messages);
  return messages;
}

/** Server: a fresh instance for one request, holding the areas its page shows. */
export async function requestI18n(locale: Locale, areas: readonly Area[]): Promise<I18n> {
  const parts = await Promise.all([...new Set(areas)].map((a) => loadCatalog(locale, a)));
  return withFacts(setupI18n({ locale, locales: [localeInfo(locale).intl], messages: { [locale]: Object.assign({}, ...parts) } }));
}

/** Browser: switch the instance to the page's language once its first catalogs are in. */
export function activateBrowser(locale: Locale): void {
  browserI18n?.activate(locale, [localeInfo(locale).intl]);
}
