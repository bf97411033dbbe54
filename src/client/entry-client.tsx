// Browser start: hydrates server-rendered pages, renders admin pages from scratch.
import "./styles.css";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { routes } from "./app/routes.tsx";
import { SiteConfigProvider } from "./app/site-config.tsx";
import type { AppData } from "./app/app-data.ts";

const data = JSON.parse(document.getElementById("app-data")?.textContent || "{}") as AppData;

// Load the code of the matched lazy routes before hydrating, so the first render matches the server's HTML.
const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
await Promise.all(
  lazyMatches.map(async (m) => {
    const lazy = m.route.lazy as () => Promise<Record<string, unknown>>;
    Object.assign(m.route, { ...(await lazy()), lazy: undefined });
  }),
);

const router = createBrowserRouter(routes, data.ssr ? { hydrationData: data.hydration } : {});
const app = (
  <StrictMode>
    <SiteConfigProvider value={data.site}>
      <RouterProvider router={router} />
    </SiteConfigProvider>
  </StrictMode>
);
const container = document.getElementById("root")!;
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of blocking it for
// one long task, so a visitor can scroll and tap while a long page comes alive.
if (data.ssr) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
