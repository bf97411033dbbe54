// The public pages' client: hydrates the page's islands, each a React root of its own, with no router. The rest of the
// page is HTML that needs no script. When each island wakes is island-wake.ts's business; this module (and React DOM
// with it) loads with the first to wake.
import { StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { activateBrowser, browserI18n } from "../i18n/catalogs.ts";
import type { Locale } from "../../shared/locales.ts";
import { browserLocation, PageProviders, type PageContextValue } from "./page-context.tsx";
import { islandIdPrefix, type IslandData } from "./island.tsx";
import { isIslandName, islands } from "./islands.ts";
import type { AppData, PageData } from "./app-data.ts";

let context: PageContextValue | undefined;

/** Once per page, before the first island hydrates: the texts come with the page (catalogs.ts still fetches the chat's when the visitor opens it). */
export function startIslands(page: PageData, locale: Locale): void {
  browserI18n!.load(locale, page.messages);
  activateBrowser(locale);
  context = { location: browserLocation(page.href), actionData: page.actionData };
}

/** Input types that hold no typed or chosen text: their value is the page's, not the visitor's. */
const NOT_TYPED = new Set(["checkbox", "radio", "hidden", "submit", "button", "reset", "image", "file"]);

/**
 * Hands React what the visitor typed into the island's text fields before it woke. React leaves such a value on the
 * page but its state keeps the server's, so a search box would search for the empty text the server rendered. A text
 * field whose value differs from its HTML default gets an input event that React counts as a change (its value is
 * first set back to the default through React's own setter, which React remembers, then to what was typed past it).
 * Selects and checkboxes are left alone: a change event on a select can act at once (the blog's category loads its
 * page), and a value the browser put back after Back would then carry the visitor forward again; a checkbox is told
 * only by clicking it. The lead forms and the blog search read what their form holds when it is sent anyway.
 */
function passOnEarlyInput(box: HTMLElement): void {
  for (const field of box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.value === field.defaultValue) continue;
    const typed = field.value;
    const proto = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(proto, "value")!.set!.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

/** Calls `onAwake` once the island's first render is on the page (after its own effects): a child rendered as is, so ids match the server's. */
function Awake({ onAwake, children }: { onAwake: () => void; children: ReactNode }) {
  useEffect(onAwake, [onAwake]);
  return children;
}

/**
 * Hydrates island number `index` in its box. `stopKeeping` stops keeping clicks for it (island-wake.ts) and hands back a
 * button clicked while it slept, which is clicked again once the island has woken; from the hydrateRoot call on, React
 * itself hydrates at once on a click and hands it to the handler.
 */
export async function hydrateIsland(
  box: HTMLElement,
  index: number,
  island: IslandData,
  data: AppData,
  stopKeeping: () => HTMLElement | null,
): Promise<void> {
  if (!isIslandName(island.name)) throw new Error(`No island ${island.name} at ${index}`);
  const Component = (await islands[island.name].load()) as ComponentType<Record<string, unknown>>;
  const kept = stopKeeping();
  let woken = false;
  const onAwake = () => {
    // StrictMode runs effects twice in development: one click again is enough.
    if (woken) return;
    woken = true;
    passOnEarlyInput(box);
    if (kept?.isConnected) kept.click();
  };
  // Inside a transition React yields to the browser every few milliseconds instead of blocking it for one long task,
  // so a visitor can scroll and tap while the page's parts come alive.
  startTransition(() => {
    hydrateRoot(
      box,
      <StrictMode>
        <PageProviders i18n={browserI18n!} site={data.site} page={context!}>
          <Awake onAwake={onAwake}>
            <Component {...island.props} />
          </Awake>
        </PageProviders>
      </StrictMode>,
      { identifierPrefix: islandIdPrefix(index) },
    );
  });
}
