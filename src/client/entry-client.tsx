// Browser start. A public page (server-rendered) hydrates its islands (app/islands-client.tsx); admin pages load the
// admin client, which routes in the browser. Both come after the browser has painted the page once: none of React is
// needed for the first look of a server-rendered page, and on a slow phone React DOM's start-up (a few hundred ms)
// would otherwise come before it. Their modules are preloaded from the head, so the wait costs no download time.
import "./styles.css";
import { DEFAULT_LOCALE, isLocale } from "../shared/locales.ts";
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

await afterPaint();
if (data.ssr && data.page) await (await import("./app/islands-client.tsx")).hydrateIslands(data, data.page, locale);
else await (await import("./app/admin-client.tsx")).startAdmin(data, document.getElementById("root")!);
