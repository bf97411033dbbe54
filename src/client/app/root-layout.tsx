// Layout of every public page: header, page, footer. The header, the chat button and the language offer are islands
// (the browser hydrates them); the footer is HTML. The scroll and head hooks serve the admin client, which routes.
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { SiteHeader } from "../components/site-header.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { ChatLauncher } from "../features/chat-widget/chat-launcher.tsx";
import { useSiteConfig } from "./site-config.tsx";
import { Island } from "./island.tsx";
import { applyHead, metaFromMatches } from "./page-meta.ts";
import { LanguageSuggestion } from "../components/language-switch.tsx";
import { useLocale, useT } from "../i18n/use-t.ts";

/**
 * Scrolls after an in-app navigation: to the #anchor when the link names one (also on the same page), else to the top
 * when the path changed. A query change on the same path (a filter) leaves the page where it is.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  // The browser places a freshly loaded page itself (top, #anchor or restored position), and a visitor may already
  // have scrolled before hydration ends: only later navigations scroll.
  const placed = useRef({ key, pathname });
  useEffect(() => {
    if (placed.current.key === key) return;
    const pathChanged = placed.current.pathname !== pathname;
    placed.current = { key, pathname };
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (pathChanged) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [key, pathname, hash]);
}

export function useHeadManager(): void {
  const matches = useMatches();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const t = useT();
  const locale = useLocale();
  useEffect(() => {
    applyHead(metaFromMatches(matches, pathname, t), site, pathname, locale, t);
  }, [matches, site, pathname, locale, t]);
}

/** Rendered on the server only: public pages run no router in the browser. */
export function RootLayout() {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("layout.skipToContent")}
      </a>
      <Island name="site-header" component={SiteHeader} props={{}} />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <Island name="chat-launcher" component={ChatLauncher} props={{}} />
      <Island name="language-suggestion" component={LanguageSuggestion} props={{}} />
    </>
  );
}
