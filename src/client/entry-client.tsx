// Browser start: hydrates server-rendered pages, renders admin pages from scratch.
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { I18nProvider } from "@lingui/react";
import { routes } from "./app/routes.tsx";
import { areasOfMatches } from "./app/page-meta.ts";
import { activateBrowser, browserI18n, loadCatalog } from "./i18n/catalogs.ts";
import { DEFAULT_LOCALE, isLocale } from "../shared/locales.ts";
import { SiteConfigProvider } from "./app/site-config.tsx";
import type { AppData } from "./app/app-data.ts";

const data = JSON.parse(document.getElementById("app-data")?.textContent || "{}") as AppData;

// The page's language is the one the server chose (from the path) and wrote into <html lang>.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

// Load the code and texts of the matched lazy routes before hydrating, so the first render matches the server's HTML.
const matches = matchRoutes(routes, window.location) ?? [];
const lazyMatches = matches.filter((m) => m.route.lazy);
await Promise.all([
  ...areasOfMatches(matches).map((area) => loadCatalog(locale, area)),
  ...lazyMatches.map(async (m) => {
    const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
    Object.assign(m.route, { ...(await lazy()), lazy: undefined });
  }),
]);
activateBrowser(locale);

const router = createBrowserRouter(routes, data.ssr ? { hydrationData: data.hydration } : {});
const app = (
  <StrictMode>
    <I18nProvider i18n={browserI18n!}>
      <SiteConfigProvider value={data.site}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </I18nProvider>
  </StrictMode>
);
const container = document.getElementById("root")!;
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of blocking it for
// one long task, so a visitor can scroll and tap while a long page comes alive.
if (data.ssr) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
