// The page's language and its texts, for components: `const t = useT(); t("home.hero.title")`.
import { useCallback } from "react";
import { useLingui } from "@lingui/react";
import { isLocale, DEFAULT_LOCALE, type Locale } from "../../shared/locales.ts";
import { translate, type Translate } from "./translate.ts";

export { translate, type Translate } from "./translate.ts";

export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback<Translate>((m, values) => translate(i18n, m, values), [i18n]);
}

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/** Numbers and dates the way the page's language writes them (Indian grouping: 1,00,000). */
export function useFormat() {
  const { i18n } = useLingui();
  return { number: (n: number, o?: Intl.NumberFormatOptions) => i18n.number(n, o), date: (d: Date | string, o?: Intl.DateTimeFormatOptions) => i18n.date(d, o) };
}
