// Layout of every public page: header, page, footer; scrolls to the top on each new path and keeps the head in step.
import { useEffect, useRef } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { SiteHeader } from "../components/site-header.tsx";
import { SiteFooter } from "../components/site-footer.tsx";
import { useSiteConfig } from "./site-config.tsx";
import { applyHead, metaFromMatches } from "./page-meta.ts";

export function useScrollToTopOnPathChange(): void {
  const { pathname, hash } = useLocation();
  // The browser places a freshly loaded page itself (top, #anchor or restored position), and a visitor may already
  // have scrolled before hydration ends: only a later change of path scrolls.
  const placedPath = useRef(pathname);
  useEffect(() => {
    if (placedPath.current === pathname) return;
    placedPath.current = pathname;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    // Only a new path scrolls; a changed hash is handled by the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

export function useHeadManager(): void {
  const matches = useMatches();
  const site = useSiteConfig();
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(metaFromMatches(matches, pathname), site, pathname);
  }, [matches, site, pathname]);
}

export function RootLayout() {
  useScrollToTopOnPathChange();
  useHeadManager();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
