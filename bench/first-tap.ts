// The first tap on the chat button on an emulated low-end phone (issue 26): Chromium with 4× CPU slow-down, 400 kbit/s
// and 400 ms round trip (Chrome's own emulation, over CDP), a fresh browser context (empty cache) for every tap.
// Three moments: the visitor taps as soon as the button is painted; the same with the page's entry script held back
// 3 s; or once the page has loaded and the network is quiet. Measured in the page, from the tap's pointerdown (the
// event's own time stamp) to the end of the main thread's work on a frame (its style, layout and paint): the first
// frame that shows something (the button busy, the "Opening…" note, or a panel), the first in which the panel's Full
// Name field is shown and enabled (then typed into, to check it takes text), and the one in which the React panel
// holds what was typed (the handover, when the form was shown before React). A tap with nothing shown within the
// timeout is lost.
import os from "node:os";
import type { Browser, CDPSession, Page } from "playwright-core";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { launchBrowser } from "../e2e/support.ts";

/**
 * When the visitor taps: as soon as the button is painted; the same with the page's entry script 3 s late (a slow or
 * lost packet: the browser test's case); or once the page has loaded and the network is quiet.
 */
export type TapMoment = "painted" | "held" | "loaded";

/** How long the "held" moment holds the entry script back. */
const HOLD_MS = 3000;

export interface FirstTapOptions {
  distDir: string;
  /** Folder for the server's data. */
  workDir: string;
  pages: string[];
  taps: number;
  moments: TapMoment[];
  /** How long after the tap a panel may take before the tap counts as lost. */
  timeoutMs: number;
  log: (line: string) => void;
}

/** One tap: ms from the tap; null when it never came within the timeout. */
export interface TapResult {
  feedback: number | null;
  usable: number | null;
  /** The React panel on the screen holding what was typed. */
  react: number | null;
  /**
   * Event Timing's duration of the tap's click: from the tap to the next frame presented after its handlers ran (the
   * spinner's frame, when the click's own handler draws the feedback); null under 16 ms (not reported).
   */
  clickPaint: number | null;
  /** The page's entry script had arrived when the visitor tapped. */
  entryArrived: boolean;
}

export interface FirstTapRow {
  page: string;
  moment: TapMoment;
  taps: TapResult[];
  load: number;
}

/** The emulated phone: Lighthouse's slow-4G throttling is close; these are the figures. */
export const PHONE = { cpuSlowdown: 4, kbitPerSecond: 400, roundTripMs: 400 } as const;

/** Runs in the page before anything else: watches for the tap and then, frame by frame, for what it brings. */
function instrument() {
  type State = { at: number; feedback: number; usable: number; react: number; typed: string; entryArrived: boolean; clickPaint: number };
  const state: State = { at: 0, feedback: 0, usable: 0, react: 0, typed: "", entryArrived: false, clickPaint: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "click" && state.at && !state.clickPaint && e.startTime >= state.at - 1) state.clickPaint = e.startTime + e.duration;
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  (window as unknown as { __firstTap: State }).__firstTap = state;
  const shown = (el: Element | null): el is HTMLElement => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const launcher = () => document.querySelector('mm-island[data-name="chat-launcher"]');
  const early = () => document.querySelector("[data-chat-early]");
  const reactPanel = () => launcher()?.querySelector('[role="dialog"]') ?? null;
  // A change seen at the start of a frame is drawn in that frame: its time is when the frame's work on the main thread
  // is done (a message posted from requestAnimationFrame runs after the frame's style, layout and paint).
  const seen = new Set<"feedback" | "usable" | "react">();
  const mark = (key: "feedback" | "usable" | "react") => {
    if (seen.has(key)) return;
    seen.add(key);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (state[key] = performance.now());
    channel.port2.postMessage(null);
  };
  const frame = () => {
    const box = launcher();
    const button = box?.querySelector("button") ?? null;
    const busy = button?.getAttribute("aria-busy") === "true" && shown(button);
    const note = box?.querySelector('[role="status"]') ?? null;
    if (busy || shown(note) || shown(early()) || shown(reactPanel())) mark("feedback");
    for (const panel of [early(), reactPanel()]) {
      const name = panel?.querySelector<HTMLInputElement>('input[name="name"]');
      if (shown(panel) && shown(name ?? null) && !name!.matches(":disabled")) mark("usable");
    }
    const reactName = reactPanel()?.querySelector<HTMLInputElement>('input[name="name"]');
    if (state.typed && shown(reactPanel()) && reactName?.value === state.typed && !early()) mark("react");
    if (!seen.has("react")) requestAnimationFrame(frame);
  };
  addEventListener(
    "pointerdown",
    (e) => {
      if (state.at || !(e.target instanceof Element) || !e.target.closest('mm-island[data-name="chat-launcher"]')) return;
      state.at = e.timeStamp;
      // Whether the page's entry script had arrived (its whole response in).
      const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src;
      state.entryArrived = !!entry && performance.getEntriesByName(entry).some((r) => (r as PerformanceResourceTiming).responseEnd > 0);
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE.roundTripMs,
    downloadThroughput: (PHONE.kbitPerSecond * 1000) / 8,
    uploadThroughput: (PHONE.kbitPerSecond * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
}

type Probe = { at: number; feedback: number; usable: number; react: number; entryArrived: boolean; clickPaint: number };
const probe = (page: Page) => page.evaluate(() => (window as unknown as { __firstTap: Probe }).__firstTap);

/** The name typed into the form: it must reach the React panel. */
const TYPED = "Asha Devi";

async function oneTap(browser: Browser, base: string, path: string, moment: TapMoment, timeoutMs: number): Promise<TapResult> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // The visitor's browser speaks the page's language, so no offer of the other one shows.
    locale: path.startsWith("/hi") ? "hi-IN" : "en-IN",
  });
  try {
    const page = await context.newPage();
    // As text, with the helper tsx's compiler wraps named functions in (it is not in the page).
    await page.addInitScript({ content: `var __name = (f) => f; (${instrument.toString()})();` });
    await emulatePhone(await context.newCDPSession(page));
    const button = page.locator('mm-island[data-name="chat-launcher"] button');
    if (moment === "held") {
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        await route.continue();
      });
    }
    if (moment !== "loaded") {
      await page.goto(`${base}${path}`, { waitUntil: "commit" });
      // The earliest a visitor can tap: the page has painted (its stylesheet came) and the button is on it.
      await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: 20, timeout: 60_000 });
      await button.waitFor({ state: "visible" });
    } else {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle", timeout: 60_000 });
    }
    await button.tap({ timeout: 20_000 });
    const deadline = Date.now() + timeoutMs;
    let p = await probe(page);
    while (!p.usable && Date.now() < deadline) {
      await page.waitForTimeout(50);
      p = await probe(page);
    }
    if (p.usable) {
      // Typeable: the field takes what the visitor types (into whichever panel shows it).
      const field = page.locator('[data-chat-early] input[name="name"], mm-island[data-name="chat-launcher"] [role="dialog"] input[name="name"]').first();
      await field.pressSequentially(TYPED);
      await page.evaluate((typed) => ((window as unknown as { __firstTap: { typed: string } }).__firstTap.typed = typed), TYPED);
      const until = Date.now() + timeoutMs * 2;
      while (!p.react && Date.now() < until) {
        await page.waitForTimeout(100);
        p = await probe(page);
      }
    }
    const since = (t: number) => (t ? Math.max(0, t - p.at) : null);
    return { feedback: since(p.feedback), usable: since(p.usable), react: since(p.react), entryArrived: p.entryArrived, clickPaint: since(p.clickPaint) };
  } finally {
    await context.close();
  }
}

export async function runFirstTapBench(opts: FirstTapOptions): Promise<FirstTapRow[]> {
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: opts.workDir, LOG_LEVEL: "silent", HOST: "127.0.0.1", PORT: "0" });
  const app = await buildApp(config, { distDir: opts.distDir, logger: false });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const browser = await launchBrowser();
  const rows: FirstTapRow[] = [];
  try {
    // Each page rendered once before it is measured: the kept page, as visitors get it.
    for (const p of opts.pages) await (await fetch(`${base}${p}`)).arrayBuffer();
    for (const moment of opts.moments) {
      for (const p of opts.pages) {
        const row: FirstTapRow = { page: p, moment, taps: [], load: os.loadavg()[0]! };
        for (let i = 0; i < opts.taps; i++) {
          const tap = await oneTap(browser, base, p, moment, opts.timeoutMs);
          row.taps.push(tap);
          opts.log(`${moment} ${p} #${i + 1}: feedback ${tap.feedback ?? "-"} ms, usable ${tap.usable ?? "-"} ms, React panel ${tap.react ?? "-"} ms, click's next frame ${tap.clickPaint ?? "<16"} ms${tap.entryArrived ? "" : " (before the entry script arrived)"}`);
        }
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
    await app.close();
  }
  return rows;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** "median / worst" in ms, with how many never came. */
function cell(values: (number | null)[]): string {
  const got = values.filter((v): v is number => v !== null);
  const lost = values.length - got.length;
  if (got.length === 0) return `none of ${values.length}`;
  const text = `${Math.round(median(got))} / ${Math.round(Math.max(...got))}`;
  return lost ? `${text} (${lost} never)` : text;
}

/** Event Timing's figure, median / worst; a tap it did not report (under 16 ms) counts as 16. */
function paintCell(values: (number | null)[]): string {
  const got = values.map((v) => v ?? 16);
  return `${Math.round(median(got))} / ${Math.round(Math.max(...got))}`;
}

export function firstTapTable(rows: FirstTapRow[], label: string, timeoutMs: number): string[] {
  const lines = [
    `First tap on the chat button, ${label}: emulated phone (${PHONE.cpuSlowdown}× CPU slow-down, ${PHONE.kbitPerSecond} kbit/s, ${PHONE.roundTripMs} ms round trip), 390 px, fresh cache, ${rows[0]?.taps.length ?? 0} taps each; ms from the tap, median / worst; "never" = nothing within ${timeoutMs / 1000} s`,
    "| page | tap | taps before the entry script arrived | tap → feedback | tap → usable form | tap → React panel holds the typed name | tap → next frame shown (Event Timing) | load |",
    "|---|---|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows) {
    const early = r.taps.filter((t) => !t.entryArrived).length;
    const moment = { painted: "as soon as painted", held: `as soon as painted, entry script ${HOLD_MS / 1000} s late`, loaded: "after load" }[r.moment];
    lines.push(
      `| ${r.page} | ${moment} | ${early} | ${cell(r.taps.map((t) => t.feedback))} | ${cell(r.taps.map((t) => t.usable))} | ${cell(r.taps.map((t) => t.react))} | ${paintCell(r.taps.map((t) => t.clickPaint))} | ${r.load.toFixed(1)} |`,
    );
  }
  return lines;
}
