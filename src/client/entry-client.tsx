// Browser start. A public page (server-rendered) wakes its islands as they are needed (app/island-wake.ts), most of
// them once the visitor first acts on the page; admin pages load the admin client, which routes in the browser. Both
// come after the browser has painted the page once: none of React is needed for the first look of a server-rendered
// page, and on a slow phone React DOM's start-up (a few hundred ms) would otherwise come before it. Their modules are
// named in the page (server/preload.ts) and fetched all at once when the wait ends: fetched earlier, they would share a
// slow line with the stylesheet the first paint needs.
import "./styles.css";
import { DEFAULT_LOCALE, isLocale } from "../shared/locales.ts";
import { PRELOADS_ID } from "../shared/preloads.ts";
import { firstAct, nextTask, wakeIslands } from "./app/island-wake.ts";
import { rememberLanguageChoices } from "./components/language-choice.ts";
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

/**
 * Starts fetching the page's modules, which the server named in a template so they would not delay the first paint.
 * One link a task: adding the twenty-odd links of a page at once held the main thread for 10-20 ms on this machine
 * (40-80 ms on Lighthouse's slowed phone), and a tap in that time waits.
 */
async function startPreloads(): Promise<void> {
  const preloads = document.getElementById(PRELOADS_ID);
  if (!(preloads instanceof HTMLTemplateElement)) return;
  for (const link of [...preloads.content.children]) {
    document.head.append(link);
    await nextTask();
  }
}

const acted = data.ssr ? firstAct() : undefined;
rememberLanguageChoices();
await afterPaint();
void startPreloads();
if (data.ssr && data.page) await wakeIslands(data, data.page, locale, acted!);
else await (await import("./app/admin-client.tsx")).startAdmin(data, document.getElementById("root")!);
