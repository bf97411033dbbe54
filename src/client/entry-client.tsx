// Browser start. A public page (server-rendered) hydrates its islands, each a React root of its own, with no router:
// the rest of the page is HTML that needs no script. Admin pages load the admin client, which routes in the browser.
import "./styles.css";
import { StrictMode, startTransition, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { activateBrowser, browserI18n } from "./i18n/catalogs.ts";
import { DEFAULT_LOCALE, isLocale } from "../shared/locales.ts";
import { browserLocation, PageProviders, type PageContextValue } from "./app/page-context.tsx";
import { islandIdPrefix } from "./app/island.tsx";
import { isIslandName, islands } from "./app/islands.ts";
import type { AppData, PageData } from "./app/app-data.ts";

const data = JSON.parse(document.getElementById("app-data")?.textContent || "{}") as AppData;

// The page's language is the one the server chose (from the path) and wrote into <html lang>.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

async function hydrateIslands(page: PageData): Promise<void> {
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
      const Component = (await islands[island.name].load()) as ComponentType<Record<string, unknown>>;
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

const container = document.getElementById("root")!;
if (data.ssr && data.page) await hydrateIslands(data.page);
else await (await import("./app/admin-client.tsx")).startAdmin(data, container);
