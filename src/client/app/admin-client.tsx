// The admin screens' client: React Router renders them in the browser from scratch (no server HTML). Public pages never
// load this module; their entry hydrates islands only.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, redirectDocument, RouterProvider, type RouteObject } from "react-router";
import { I18nProvider } from "@lingui/react";
import { routes } from "./routes.tsx";
import { areasOfMatches } from "./page-meta.ts";
import { activateBrowser, browserI18n, loadCatalog } from "../i18n/catalogs.ts";
import { DEFAULT_LOCALE } from "../../shared/locales.ts";
import { SiteConfigProvider } from "./site-config.tsx";
import { RouterLinksProvider } from "../components/locale-link.tsx";
import { routerLinks } from "./router-links.tsx";
import type { AppData } from "./app-data.ts";

/**
 * The admin screens, and every other address as a page load: a public page is the server's HTML with its islands, which
 * this router cannot render (a link such as View Site would otherwise show the public layout without its page context).
 */
const adminRoutes: RouteObject[] = [
  ...routes.filter((route) => route.id === "admin"),
  { path: "*", loader: ({ request }) => redirectDocument(request.url) },
];

export async function startAdmin(data: AppData, container: HTMLElement): Promise<void> {
  // Load the code and texts of the matched lazy routes before the first render, so it shows the screen at once.
  const matches = matchRoutes(adminRoutes, window.location) ?? [];
  await Promise.all([
    ...areasOfMatches(matches).map((area) => loadCatalog(DEFAULT_LOCALE, area)),
    ...matches
      .filter((m) => m.route.lazy)
      .map(async (m) => {
        const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
        Object.assign(m.route, { ...(await lazy()), lazy: undefined });
      }),
  ]);
  activateBrowser(DEFAULT_LOCALE);
  const router = createBrowserRouter(adminRoutes);
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={browserI18n!}>
        <SiteConfigProvider value={data.site}>
          <RouterLinksProvider value={routerLinks}>
            <RouterProvider router={router} />
          </RouterLinksProvider>
        </SiteConfigProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
