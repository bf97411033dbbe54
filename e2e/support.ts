// Shared helpers for browser tests: real Chromium through playwright-core, console watching, axe checks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from "playwright-core";
import { inject } from "vitest";
import type { BuildOptions } from "../src/server/app.ts";

const require = createRequire(import.meta.url);

/**
 * Saves the page as <name>.png in the folder E2E_SHOTS names, for a person to look at (tests assert on the page, never
 * on pictures); without E2E_SHOTS nothing is taken.
 */
export async function shot(page: Page, name: string, opts: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: opts.fullPage ?? true });
}

export const baseUrl = (): string => inject("baseUrl");

export interface OwnServer {
  baseUrl: string;
  /** The running app, in this process: a test may ask it what it holds (app.chat, app.db). */
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * A server of the test's own, beside the shared one: the same build, a fresh SQLite database, and settings the shared
 * server does not have (a longer presence grace, say). Its first admin is not set up yet. `close` stops it and removes
 * its data.
 */
export async function startOwnServer(opts: Pick<BuildOptions, "chatTiming" | "chatRateLimits"> = {}): Promise<OwnServer> {
  // Loaded here, so the files that never start a server of their own do not load the server's code.
  const [{ buildApp }, { loadConfig }] = await Promise.all([import("../src/server/app.ts"), import("../src/server/config.ts")]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-e2e-own-"));
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: "0" });
    app = await buildApp(config, {
      distDir: inject("distDir"),
      logger: { level: "warn" },
      ...opts,
      // As on the shared server (global-setup.ts): sockets ping every 3 s.
      chatTiming: { socketPingMs: 3000, ...opts.chatTiming },
    });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const running = app;
    return {
      baseUrl: address,
      app: running,
      close: async () => {
        await running.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}

/** Opens the test server's SQLite database for a moment, to set up or check what a test needs. */
export function withDb<T>(use: (db: Database.Database) => T): T {
  const db = new Database(path.join(inject("dataDir"), "mittimitra.db"), { fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/**
 * Changes rows of one kind of cached content straight in the test server's database as the app's own writers do: in
 * one transaction that bumps that content's version (src/server/services/content-version.ts), or the server's caches
 * (the clinic search, the kept pages) would keep answering the rows as they were.
 */
export function changeContent<T>(name: "clinics" | "blog", change: (db: Database.Database) => T): T {
  return withDb((db) =>
    db.transaction(() => {
      const result = change(db);
      db.prepare(
        "INSERT INTO content_versions (name, version, changed_at) VALUES (?, 1, ?) ON CONFLICT (name) DO UPDATE SET version = content_versions.version + 1, changed_at = excluded.changed_at",
      ).run(name, new Date().toISOString());
      return result;
    })(),
  );
}

/** Changes clinic rows by hand (see changeContent). */
export function changeClinics<T>(change: (db: Database.Database) => T): T {
  return changeContent("clinics", change);
}

/**
 * How many clinics a map shows: each lone pin, plus the number on each marker that stands for several pins close
 * together (the finder groups pins that would overlap).
 */
export function clinicsOnMap(map: Locator): Promise<number> {
  return map
    .locator(".leaflet-marker-icon:not(.mm-map-place)")
    .evaluateAll((els) => els.reduce((n, el) => n + (el.classList.contains("mm-map-cluster") ? Number(el.textContent) : 1), 0));
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
}

export interface WatchedPage {
  page: Page;
  /** Console errors and warnings, page errors and failed same-origin requests seen so far. */
  problems: string[];
}

/** Opens a page that records every console error or warning and uncaught exception. */
export async function openPage(browser: Browser, opts: BrowserContextOptions = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...opts });
  // Map tiles come from the internet, which this machine cannot reach: answer them with an empty image.
  await context.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64") }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems };
}

const axeSource = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/**
 * On a server that has no admin yet: creates the first admin on the setup screen (its e-mail is prefilled from the site
 * config) and signs in, landing on the admin's first screen.
 */
export async function setUpFirstAdmin(page: Page, password: string, email: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/setup`, { waitUntil: "networkidle" });
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password").fill(password);
  await page.getByRole("button", { name: "Create Admin Account" }).click();
  await page.waitForURL(/\/admin\/login$/, { timeout: 10_000 });
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);
}

/**
 * A form's answer once it shows: the first status or alert with text in `scope`. A test that expects one and gets the
 * other fails at once with the page's own words, instead of waiting out its timeout for an element that never comes.
 */
export async function formAnswer(scope: Page | Locator, timeout = 15_000): Promise<{ role: string | null; text: string }> {
  const answer = scope.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).first();
  await answer.waitFor({ timeout });
  return { role: await answer.getAttribute("role"), text: ((await answer.textContent()) ?? "").trim() };
}

/**
 * Holds back every script whose address matches `script` (as a slow line would) until the returned function is
 * called: a test can then use the page before that island's code has come.
 */
export async function holdScript(page: Page, script: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Acts on the page as a visitor first does, here a key press that types nothing (Shift): a public page wakes its
 * islands only once the visitor acts (app/island-wake.ts), so a test that needs them awake does this first.
 */
export async function act(page: Page): Promise<void> {
  await page.keyboard.press("Shift");
}

/** Opens the clinic finder (`prefix` "/hi" for the Hindi page) and, with JavaScript, waits until its place box hydrated. */
export async function openFinderPage(browser: Browser, query = "", opts: BrowserContextOptions = {}, prefix = ""): Promise<WatchedPage> {
  const watched = await openPage(browser, opts);
  await watched.page.goto(`${baseUrl()}${prefix}/find-clinic${query}`, { waitUntil: "networkidle" });
  if (opts.javaScriptEnabled !== false) {
    await act(watched.page);
    await watched.page.waitForFunction(() =>
      Object.keys(document.querySelector("input[name=near]") ?? {}).some((k) => k.startsWith("__reactFiber")),
    );
  }
  return watched;
}

/** Whether React has hydrated the element (React keeps its fiber on the DOM node): an island has woken. */
export function hydrated(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the current page and returns the serious and critical violations.
 * The page's context must be opened with `bypassCSP: true`, since axe is injected as a script.
 */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Contrast is measured on what is painted: let fade-ins (the hero's) finish; endless loops (logo strips) cannot.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => {}))),
  );
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** Readable summary of violations for an assertion message. */
export function describeViolations(vs: AxeViolation[]): string {
  return vs.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`).join("\n");
}
