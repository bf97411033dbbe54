// Lingui reads the JSON catalogs (src/client/i18n/locales/<area>/<locale>.json, English is the source) and compiles
// them at build time through its Vite plugin. No fallback locales: a missing Hindi text is reported, not hidden.
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-json";
import { AREAS } from "./src/client/i18n/areas.ts";
import { LOCALES } from "./src/shared/locales.ts";

export default defineConfig({
  sourceLocale: "en",
  locales: LOCALES.map((l) => l.code),
  pseudoLocale: "pseudo",
  fallbackLocales: false,
  format: formatter({ style: "minimal" }),
  catalogs: AREAS.map((area) => ({ path: `<rootDir>/src/client/i18n/locales/${area}/{locale}`, include: [] })),
});
