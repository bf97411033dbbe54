// The language switch (header and mobile menu) and a one-line offer to switch for a browser that prefers another
// of the site's languages. Both are plain links that load the page in the other language; the choice is remembered
// in this browser, and nobody is ever redirected by their browser's language.
import { useEffect, useState } from "react";
import { usePageLocation } from "../app/page-context.tsx";
import { SITE_LOCALES, localeInfo, localisedPath, unlocalisedPath, type Locale } from "../../shared/locales.ts";
import { rememberChoice, suggestedLanguage } from "./language-choice.ts";
import { useDisclosureMenu } from "./use-disclosure-menu.ts";
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

const linkClass = "inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold underline-offset-4 hover:underline";

/** A link to the page in another language, in that language's own name. */
function LanguageLink({ locale, href, className = linkClass }: { locale: Locale; href: string; className?: string }) {
  return (
    <a
      href={href}
      hrefLang={locale}
      lang={locale}
      // A language's own name is never translated.
      translate="no"
      // Remembered when followed (language-choice.ts).
      data-language-choice=""
      className={className}
    >
      <span aria-hidden="true" className="mr-1.5">
        अ/A
      </span>
      {localeInfo(locale).name}
    </a>
  );
}

/**
 * The other languages as links. `compact` (the header's bar): with one other language, its link; with more, one button
 * naming the page's language that opens them as a menu (a <details>, so it works before and without script), so a
 * third language does not push the bar's links onto two lines.
 */
export function LanguageSwitch({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const others = useOtherLanguages();
  if (compact && others.length > 1) return <LanguageMenu others={others} className={className} />;
  return (
    <ul aria-label={t("language.switch")} className={`flex items-center gap-1 ${className}`}>
      {others.map(({ locale, href }) => (
        <li key={locale}>
          <LanguageLink locale={locale} href={href} />
        </li>
      ))}
    </ul>
  );
}

function LanguageMenu({ others, className }: { others: { locale: Locale; href: string }[]; className: string }) {
  const t = useT();
  const current = useLocale();
  const { menuRef, onToggle, onMenuClick } = useDisclosureMenu();
  return (
    <details ref={menuRef} onToggle={onToggle} className={`group/lang relative ${className}`}>
      {/* The sign alone, as on most sites: the page's own words say which language it is in, and the bar has no room
          for a name too beside eleven links at 1280 px. Screen readers hear "Language: English". */}
      <summary className={`${linkClass} cursor-pointer list-none gap-1 [&::-webkit-details-marker]:hidden`}>
        <span className="sr-only">
          {t("language.switch")}:{" "}
          <span lang={current} translate="no">
            {localeInfo(current).name}
          </span>
        </span>
        <span aria-hidden="true">अ/A</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-open/lang:rotate-180" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <ul aria-label={t("language.switch")} onClick={onMenuClick} className="absolute right-0 z-50 mt-2 min-w-40 rounded-xl border border-stone-200 bg-white p-1 text-brand-900 shadow-lg">
        {others.map(({ locale, href }) => (
          <li key={locale}>
            <LanguageLink locale={locale} href={href} className={`${linkClass} w-full rounded-lg hover:bg-brand-50`} />
          </li>
        ))}
      </ul>
    </details>
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
