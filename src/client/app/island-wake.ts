// When each island of a public page wakes (hydrates). Nothing here imports React: until an island wakes, the page has
// not evaluated React DOM, which on a slow phone is the longest piece of work of the whole page load.
import { suggestedLanguage } from "../components/language-choice.ts";
import { chatGoingOn, savedView } from "../features/chat-widget/chat-view.ts";
import { tappedEarly } from "../features/chat-widget/first-tap.ts";
import { LAUNCHER_BUTTON } from "../../shared/first-tap.ts";
import { afterActAnswered } from "./after-act.ts";
import type { Locale } from "../../shared/locales.ts";
import type { AppData, PageData } from "./app-data.ts";
import type * as IslandsClient from "./islands-client.tsx";

/**
 * Islands that wake as soon as they are near the screen, without waiting for the visitor, when their test says so:
 * they act on their own. Every other island waits until the visitor first acts on the page (see `firstAct`).
 */
const WAKE_AT_LOAD: Partial<Record<string, () => boolean>> = {
  // Starts the background loop once the page has loaded.
  "hero-video": () => true,
  // The offer shows by itself, to a visitor whose browser prefers another of the site's languages.
  "language-suggestion": () => suggestedLanguage(document.documentElement.lang) !== null,
  // A visitor in a chat (open or minimised in this tab) gets the panel back on every page; one whose chat with a person
  // goes on (in another tab, or before the tab was closed) gets its replies, counted on the chat button.
  // A tap the page's inline script kept before this script came opens the chat as soon as the button wakes.
  // And one drawn over a figure the page keeps clear (a hero's price on a short phone) wakes to move off it.
  "chat-launcher": () => savedView() !== "closed" || chatGoingOn() || tappedEarly() || launcherOverFigure(),
};

/**
 * Whether the chat button, where the server drew it, covers a figure the page marks `data-launcher-clear`: only the
 * woken button can move (use-launcher-placement.ts), and waiting for the visitor's first act left the price under it.
 */
function launcherOverFigure(): boolean {
  const button = document.querySelector(LAUNCHER_BUTTON)?.getBoundingClientRect();
  if (!button) return false;
  return [...document.querySelectorAll("[data-launcher-clear]")].some((el) => {
    const r = el.getBoundingClientRect();
    return r.left < button.right && r.right > button.left && r.top < button.bottom && r.bottom > button.top;
  });
}

/** Lets the browser run what waits (a tap, a frame) before going on. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Events that show the visitor is using the page: a tap, a key, a scroll, a mouse moving over it. */
const ACTS = ["pointerdown", "pointermove", "keydown", "focusin", "wheel", "touchstart", "scroll"] as const;

/**
 * Resolves when the visitor first acts on the page (at once if they already have: scrolled, or moved the focus). Until
 * then nothing on a public page needs script: links are links, the header's menu is a <details>, the forms post to the
 * page, and the header's colours and the chat button's place only change as the page scrolls.
 */
export function firstAct(): Promise<void> {
  if (window.scrollY > 0 || (document.activeElement && document.activeElement !== document.body)) return Promise.resolve();
  return new Promise((resolve) => {
    const acted = (e: Event) => {
      for (const type of ACTS) window.removeEventListener(type, acted, { capture: true });
      // A tap: once its answer is on the screen (after-act.ts), so a tap on the chat button shows its spinner first. A
      // key, the focus or a scroll brings no click to wait for: the islands wake at once (a search typed and sent with
      // Enter then goes through the woken form, not the plain one).
      if (e.type === "pointerdown" || e.type === "touchstart") void afterActAnswered().then(resolve);
      else resolve();
    };
    for (const type of ACTS) window.addEventListener(type, acted, { capture: true, passive: true });
  });
}

/**
 * Resolves once the island is on the screen or within a screen's height of it. A phone then spends its first seconds on
 * what the visitor sees (the header, the chat button, the top of the page) and wakes a form further down as the visitor
 * scrolls towards it: its code is already loaded, and the form works meanwhile as plain HTML (it posts to the page).
 * A box has no layout of its own (display: contents), so its children are watched; one with nothing laid out (empty,
 * or hidden until its code runs) is near at once, since no scrolling would ever bring it near.
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

/**
 * Keeps a click on one of the island's buttons that came while it slept (the tap that woke it, say), to click it again
 * once the island has woken: the button had no handler yet. Links, submit buttons and the menu's <summary> work
 * without script, so their clicks are left alone. Returns the function that stops keeping and hands back the button.
 */
function keepClicks(box: HTMLElement): () => HTMLElement | null {
  let kept: HTMLElement | null = null;
  const onClick = (e: MouseEvent) => {
    const button = e.target instanceof Element ? e.target.closest<HTMLElement>('button[type="button"]') : null;
    // A button the page's inline script has answered (busy: the chat button, shared/first-tap.ts) acts when it wakes.
    if (button && box.contains(button) && button.getAttribute("aria-busy") !== "true") kept = button;
  };
  box.addEventListener("click", onClick, { capture: true });
  return () => {
    box.removeEventListener("click", onClick, { capture: true });
    return kept;
  };
}

/**
 * Wakes each island of the page when its time comes; React and the islands' client load with the first to wake.
 * `acted` is `firstAct()`, started with the page's script so that no earlier tap or scroll is missed. One island a
 * task: a test reading the browser's storage for the first time can take several milliseconds.
 */
export async function wakeIslands(data: AppData, page: PageData, locale: Locale, acted: Promise<void>): Promise<void> {
  let client: Promise<typeof IslandsClient> | undefined;
  for (const box of document.querySelectorAll<HTMLElement>("mm-island")) {
    await nextTask();
    const index = Number(box.dataset.i);
    const island = page.islands[index];
    if (!island) throw new Error(`No island ${box.dataset.name} at ${index}`);
    const atLoad = WAKE_AT_LOAD[island.name]?.() ?? false;
    const stopKeeping = keepClicks(box);
    void Promise.all([atLoad || acted, near(box)])
      .then(() => (client ??= import("./islands-client.tsx").then((m) => (m.startIslands(page, locale), m))))
      .then((m) => m.hydrateIsland(box, index, island, data, stopKeeping));
  }
}
