// The language switch (header and mobile menu) and a one-line offer to switch for a browser that prefers another
// of the site's languages. Both are plain links that load the page in the other language; the choice is remembered
// in this browser, and nobody is ever redirected by their browser's language.
import { useEffect, useState } from "react";
import { usePageLocation } from "../app/page-context.tsx";
import { SITE_LOCALES, localeInfo, localisedPath, unlocalisedPath, type Locale } from "../../shared/locales.ts";
import { rememberChoice, suggestedLanguage } from "./language-choice.ts";
import { useLocale, useT } from "../i18n/use-t.ts";

/** The same page in another language; a blog post (written in one language) leads to that language's blog. */
export function pathInLanguage(locale: Locale, pathname: string, search: string): string {
  const base = unlocalisedPath(pathname);
  if (/^\/blog\/[^/]+$/.test(base)) return localisedPath(locale, "/blog");
  return localisedPath(locale, base) + search;
}

function useOtherLanguages() {
  const current = useLocale();
  const { pathname, search } = usePageLocation();
  return SITE_LOCALES.filter((l) => l !== current).map((l) => ({ locale: l, href: pathInLanguage(l, pathname, search) }));
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const t = useT();
  const others = useOtherLanguages();
  return (
    <ul aria-label={t("language.switch")} className={`flex items-center gap-1 ${className}`}>
      {others.map(({ locale, href }) => (
        <li key={locale}>
          <a
            href={href}
            hrefLang={locale}
            lang={locale}
            // A language's own name is never translated.
            translate="no"
            // Remembered when followed (language-choice.ts).
            data-language-choice=""
            className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold underline-offset-4 hover:underline"
          >
            <span aria-hidden="true" className="mr-1.5">
              अ/A
            </span>
            {localeInfo(locale).name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The language to offer, worked out after hydration (the server cannot know the browser's languages). */
function useSuggestedLanguage(): Locale | null {
  const current = useLocale();
  const [suggested, setSuggested] = useState<Locale | null>(null);
  useEffect(() => setSuggested(suggestedLanguage(current)), [current]);
  return suggested;
}

export function LanguageSuggestion() {
  const current = useLocale();
  const suggested = useSuggestedLanguage();
  const [dismissed, setDismissed] = useState(false);
  const { pathname, search } = usePageLocation();
  const t = useT();
  if (!suggested || dismissed) return null;
  return (
    <aside
      aria-label={t("language.suggestionLabel")}
      // Bottom left, clear of the chat button on the right and of the page's top.
      className="fixed bottom-4 left-4 right-24 z-30 max-w-sm rounded-2xl border border-brand-200 bg-brand-50 px-4 py-2 text-sm text-brand-950 shadow-lg"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <a
          href={pathInLanguage(suggested, pathname, search)}
          hrefLang={suggested}
          lang={suggested}
          data-language-choice=""
          className="font-semibold underline underline-offset-4"
        >
          {/* Offered in the language it offers, so a visitor who cannot read this page can still read the offer. */}
          {localeInfo(suggested).offer}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberChoice(current);
            setDismissed(true);
          }}
          className="min-h-11 rounded-full px-3 font-medium underline-offset-4 hover:underline"
        >
          {t("language.stay", { language: localeInfo(current).name })}
        </button>
      </div>
    </aside>
  );
}
