// Browser start. A public page (server-rendered) hydrates its islands (app/islands-client.tsx); admin pages load the
// admin client, which routes in the browser. Both come after the browser has painted the page once: none of React is
// needed for the first look of a server-rendered page, and on a slow phone React DOM's start-up (a few hundred ms)
// would otherwise come before it. Their modules are named in the page (server/preload.ts) and fetched all at once when
// the wait ends: fetched earlier, they would share a slow line with the stylesheet the first paint needs.
import "./styles.css";
import { DEFAULT_LOCALE, isLocale } from "../shared/locales.ts";
import { PRELOADS_ID } from "../shared/preloads.ts";
import type { AppData } from "./app/app-data.ts";

const data = JSON.parse(document.getElementById("app-data")?.textContent || "{}") as AppData;

// The page's language is the one the server chose (from the path) and wrote into <html lang>.
const lang = document.documentElement.lang;
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;

/** After the next paint (a frame, then a task); at most 100 ms, since a hidden tab paints no frames. */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

/** Starts fetching the page's modules, which the server named in a template so they would not delay the first paint. */
function startPreloads(): void {
  const preloads = document.getElementById(PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
}

await afterPaint();
startPreloads();
if (data.ssr && data.page) await (await import("./app/islands-client.tsx")).hydrateIslands(data, data.page, locale);
else await (await import("./app/admin-client.tsx")).startAdmin(data, document.getElementById("root")!);
