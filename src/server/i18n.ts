// The site's texts on the server (the assistant's knowledge, PDFs): the same JSON catalogs the pages render from,
// compiled once per language at first use. A text missing in a language falls back to English.
import fs from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { AREAS } from "../client/i18n/areas.ts";
// Not use-t.ts: that module brings React (and its JSX runtime) into the server before the page bundle loads its own.
import { translate } from "../client/i18n/translate.ts";
import type { Msg } from "../client/i18n/ids.ts";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "../shared/locales.ts";
import { withFacts } from "../shared/facts.ts";

const LOCALES_DIR = path.resolve(import.meta.dirname, "../client/i18n/locales");

function readCatalog(locale: Locale): Record<string, string> {
  const all: Record<string, string> = {};
  for (const area of AREAS) {
    const file = path.join(LOCALES_DIR, area, `${locale}.json`);
    if (fs.existsSync(file)) Object.assign(all, JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>);
  }
  return all;
}

const instances = new Map<Locale, I18n>();

export function serverI18n(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    const source = { ...readCatalog(DEFAULT_LOCALE), ...(locale === DEFAULT_LOCALE ? {} : readCatalog(locale)) };
    const messages: Messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    i18n = withFacts(setupI18n({ locale, locales: [localeInfo(locale).intl], messages: { [locale]: messages } }));
    instances.set(locale, i18n);
  }
  return i18n;
}

/** A text of the site in a language, on the server. */
export function serverText(locale: Locale, m: Msg, values?: Record<string, unknown>): string {
  return translate(serverI18n(locale), m, values);
}
