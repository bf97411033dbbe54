// The public pages' client: hydrates the page's islands, each a React root of its own, with no router. The rest of the
// page is HTML that needs no script.
import { StrictMode, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { activateBrowser, browserI18n } from "../i18n/catalogs.ts";
import type { Locale } from "../../shared/locales.ts";
import { browserLocation, PageProviders, type PageContextValue } from "./page-context.tsx";
import { islandIdPrefix } from "./island.tsx";
import { isIslandName, islands } from "./islands.ts";
import type { AppData, PageData } from "./app-data.ts";

export async function hydrateIslands(data: AppData, page: PageData, locale: Locale): Promise<void> {
  // The texts come with the page (catalogs.ts still fetches the chat's when the visitor opens it).
  browserI18n!.load(locale, page.messages);
  activateBrowser(locale);
  const context: PageContextValue = { location: browserLocation(page.href), actionData: page.actionData };
  const boxes = document.querySelectorAll<HTMLElement>("mm-island");
  await Promise.all(
    [...boxes].map(async (box) => {
      const index = Number(box.dataset.i);
      const island = page.islands[index];
      if (!island || !isIslandName(island.name)) throw new Error(`No island ${box.dataset.name} at ${index}`);
      const [Component] = await Promise.all([islands[island.name].load() as Promise<ComponentType<Record<string, unknown>>>, near(box)]);
      // Inside a transition React yields to the browser every few milliseconds instead of blocking it for one long
      // task, so a visitor can scroll and tap while the page's parts come alive.
      startTransition(() => {
        hydrateRoot(
          box,
          <StrictMode>
            <PageProviders i18n={browserI18n!} site={data.site} page={context}>
              <Component {...island.props} />
            </PageProviders>
          </StrictMode>,
          { identifierPrefix: islandIdPrefix(index) },
        );
      });
    }),
  );
}

/**
 * Resolves once the island is on the screen or within a screen's height of it. A phone then spends its first seconds on
 * what the visitor sees (the header, the chat button, the top of the page) and wakes a form further down as the visitor
 * scrolls towards it: its code is already loaded, and the form works meanwhile as plain HTML (it posts to the page).
 * A box has no layout of its own (display: contents), so its children are watched; one with nothing laid out (empty,
 * or hidden until its code runs) wakes at once, since no scrolling would ever bring it near.
 */
function near(box: HTMLElement): Promise<void> {
  const children = [...box.children].filter((child) => child.getClientRects().length > 0);
  if (children.length === 0 || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    for (const child of children) observer.observe(child);
  });
}
