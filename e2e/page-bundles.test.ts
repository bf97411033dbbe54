// What a public page makes the browser load: React DOM and its islands' chunks, preloaded from the server-rendered head
// (from Vite's build manifest), never the page's own module or the router, no zod anywhere before the chat opens, and
// zod where it does load (the admin screens) kept jitless, so the Content-Security-Policy without 'unsafe-eval' is never
// tripped.
import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { act, baseUrl, hydrated, launchBrowser, openPage } from "./support.ts";

/** Text only zod's code holds. */
const ZOD_MARK = /\$ZodType|ZodError/;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

const clientDir = () => path.join(inject("distDir"), "client");
const manifest = (): Record<string, ManifestChunk> => JSON.parse(fs.readFileSync(path.join(clientDir(), ".vite", "manifest.json"), "utf8"));

/** Source module → the manifest key of the chunk that holds it (written by vite.config.ts). */
const moduleChunks = (): Record<string, string> => JSON.parse(fs.readFileSync(path.join(clientDir(), ".vite", "module-chunks.json"), "utf8"));

/** The manifest key of the chunk holding a source module. */
const keyOf = (module: string) => (manifest()[module] ? module : moduleChunks()[module]) ?? module;

/** The chunk file of a module, as the server links it. */
const chunkOf = (module: string) => {
  const chunk = manifest()[keyOf(module)];
  if (!chunk) throw new Error(`The build has no module ${module}`);
  return `/${chunk.file}`;
};

/** The islands every public page has: the header, the chat button and the language offer. */
const LAYOUT_ISLANDS = ["components/site-header.tsx", "features/chat-widget/chat-launcher.tsx", "components/language-switch.tsx"];

/** Scripts the HTML names: the entry's <script src> and every modulepreload (Vite's in index.html and the server's). */
function scriptsOf(html: string): { entry: string[]; preloads: string[] } {
  return {
    entry: [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"/g)].map((m) => m[1]!),
    preloads: [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]!),
  };
}

/** Every chunk those scripts import statically, through the manifest: all a page runs before any lazy import. */
function staticClosure(files: string[]): Set<string> {
  const m = manifest();
  const keyOf = new Map(Object.entries(m).map(([key, c]) => [`/${c.file}`, key]));
  const seen = new Set<string>();
  const add = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of m[keyOf.get(file) ?? ""]?.imports ?? []) add(`/${m[imported]!.file}`);
  };
  files.forEach(add);
  return seen;
}

async function firstPost(lang: "en" | "hi"): Promise<string> {
  const page = (await (await fetch(`${baseUrl()}/api/v1/blog/posts?lang=${lang}`)).json()) as { posts: { slug: string }[] };
  return `${lang === "en" ? "" : `/${lang}`}/blog/${page.posts[0]!.slug}`;
}

/** Every public page in both languages, and a post of each. */
async function publicPages(): Promise<string[]> {
  return [...publicRoutes.flatMap((r) => [r.path, r.path === "/" ? "/hi" : `/hi${r.path}`]), await firstPost("en"), await firstPost("hi")];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("modulepreload from the build manifest", () => {
  it("names the modules of each page's islands and what they import in the server-rendered head, and not the page's own", async () => {
    const cases = [
      {
        path: "/",
        page: "features/marketing/pages/home-page.tsx",
        islands: ["features/marketing/home/partner-strip.tsx", "features/marketing/home/farmer-voices.tsx", "components/fallback-image.tsx"],
      },
      { path: "/hi/contact", page: "features/marketing/pages/contact-page.tsx", islands: ["features/marketing/contact/contact-form.tsx", "features/marketing/contact/office-map.tsx"] },
      { path: "/find-clinic", page: "features/clinics/find-clinic-page.tsx", islands: ["features/clinics/clinic-finder-island.tsx"] },
      { path: await firstPost("en"), page: "features/blog/blog-post-page.tsx", islands: ["features/blog/share-button.tsx"] },
      { path: "/no-such-page", page: "features/errors/not-found-page.tsx", islands: [] },
    ];
    const routerModule = Object.keys(moduleChunks()).find((m) => m.includes("node_modules/react-router/"));
    expect(routerModule).toBeDefined();
    const router = chunkOf(routerModule!);
    for (const c of cases) {
      const html = await (await fetch(`${baseUrl()}${c.path}`)).text();
      const { entry, preloads } = scriptsOf(html);
      const named = new Set([...entry, ...preloads]);
      for (const island of [...LAYOUT_ISLANDS, ...c.islands]) {
        expect(named, `${c.path}: ${island}`).toContain(chunkOf(island));
        for (const imported of manifest()[keyOf(island)]!.imports ?? []) expect(named, `${c.path}: ${imported}`).toContain(chunkOf(imported));
      }
      // The page's own code runs on the server only, and the browser runs no router on a public page.
      const everything = staticClosure([...named]);
      expect(everything, c.path).not.toContain(chunkOf(c.page));
      expect(everything, c.path).not.toContain(router);
      // The islands' texts come in the page's data block: no catalog script.
      const catalogs = new Set(Object.entries(manifest()).flatMap(([key, chunk]) => (key.startsWith("i18n/locales/") ? [`/${chunk.file}`] : [])));
      expect([...everything].filter((f) => catalogs.has(f)), c.path).toEqual([]);
      // Nothing twice: the server leaves out what index.html preloads already.
      expect(preloads.length, c.path).toBe(new Set(preloads).size);
    }
  });

  it("makes every preloaded chunk one the server has", async () => {
    const html = await (await fetch(`${baseUrl()}/for-partners`)).text();
    for (const href of scriptsOf(html).preloads) expect((await fetch(`${baseUrl()}${href}`)).status, href).toBe(200);
  });

  it("asks for every script at low priority and the stylesheet first, so a slow line brings what the first paint needs first", async () => {
    for (const p of ["/", "/hi/csr", "/start-clinic"]) {
      const html = await (await fetch(`${baseUrl()}${p}`)).text();
      // The islands' modules wait in a template, which the entry starts after the first paint.
      const waiting = /<template id="mm-preloads">(.*?)<\/template>/s.exec(html)?.[1] ?? "";
      expect(scriptsOf(waiting).preloads.length, p).toBeGreaterThan(3);
      const tags = html.match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];
      expect(tags.length, p).toBeGreaterThan(3);
      for (const tag of tags) expect(tag, p).toContain('fetchpriority="low"');
      const head = html.slice(0, html.indexOf("</head>"));
      // Scripts that are fetched: the first tap's inline script, before the stylesheet, fetches nothing.
      expect(head.indexOf('rel="stylesheet"'), p).toBeLessThan(head.search(/<script[^>]*\bsrc=/));
      expect(head.indexOf('rel="stylesheet"'), p).toBeLessThan(head.indexOf('rel="modulepreload"'));
    }
  });

  it("leaves the browser nothing to discover late: every script a page runs on load was named in its HTML", async () => {
    for (const p of ["/", "/about", "/hi/blog", "/sitemap"]) {
      const html = await (await fetch(`${baseUrl()}${p}`)).text();
      const { entry, preloads } = scriptsOf(html);
      const named = new Set([...entry, ...preloads]);
      const { page } = await openPage(browser);
      const loaded: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "script") loaded.push(new URL(req.url()).pathname);
      });
      await page.goto(`${baseUrl()}${p}`, { waitUntil: "networkidle" });
      await page.context().close();
      expect(loaded.length, p).toBeGreaterThan(0);
      expect(loaded.filter((s) => !named.has(s)), p).toEqual([]);
    }
  });
});

describe("zod in the browser", () => {
  it("is in none of the scripts any public page starts with", async () => {
    for (const p of await publicPages()) {
      const res = await fetch(`${baseUrl()}${p}`);
      expect(res.status, p).toBe(200);
      const { entry, preloads } = scriptsOf(await res.text());
      // The islands' modules are among them, so what follows covers the page's code as well as the shell's.
      expect(preloads, p).toContain(chunkOf("components/site-header.tsx"));
      for (const file of staticClosure([...entry, ...preloads])) {
        expect(ZOD_MARK.test(fs.readFileSync(path.join(clientDir(), file), "utf8")), `${p} loads zod in ${file}`).toBe(false);
      }
    }
  });

  it("is not loaded by the pages with lead forms before the chat opens, though their forms post to the server without JavaScript", async () => {
    for (const p of ["/contact", "/for-partners", "/csr", "/start-clinic", "/find-clinic", "/hi/contact"]) {
      const { page } = await openPage(browser);
      const loaded: string[] = [];
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") loaded.push(new URL(res.url()).pathname);
      });
      await page.goto(`${baseUrl()}${p}`, { waitUntil: "networkidle" });
      await page.context().close();
      const withZod = loaded.filter((s) => ZOD_MARK.test(fs.readFileSync(path.join(clientDir(), s), "utf8")));
      expect(withZod, p).toEqual([]);
    }
  });

  it("runs jitless where the browser loads it (the admin sign-in), so the CSP reports no refused eval", async () => {
    const { page, problems } = await openPage(browser);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    const loaded: string[] = [];
    page.on("response", (res) => {
      if (res.request().resourceType() === "script") loaded.push(new URL(res.url()).pathname);
    });
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").waitFor();
    // The sign-in screen does load zod (its texts come with the auth schemas), so the page below tells something.
    expect(loaded.some((s) => ZOD_MARK.test(fs.readFileSync(path.join(clientDir(), s), "utf8")))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
    expect(problems.filter((p) => /Content Security Policy|unsafe-eval/i.test(p))).toEqual([]);
    await page.context().close();
  });
});

describe("waking islands", () => {
  it("wakes nothing before the visitor acts, then the islands on the screen, and a form further down only as the visitor scrolls near it", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    const header = page.locator('mm-island[data-name="site-header"] > header');
    const launcherButton = page.locator('mm-island[data-name="chat-launcher"] button');
    await page.goto(`${baseUrl()}/csr`, { waitUntil: "networkidle" });
    // Loaded, its scripts fetched, and nothing woken: the page has not run React.
    expect(await hydrated(header)).toBe(false);
    expect(await hydrated(launcherButton)).toBe(false);
    expect(await page.evaluate(() => performance.getEntriesByType("resource").some((r) => /islands-client/.test(r.name)))).toBe(true);
    await act(page);
    // The header and the chat button are on the screen: awake.
    await expect.poll(() => hydrated(header)).toBe(true);
    await expect.poll(() => hydrated(launcherButton)).toBe(true);
    const form = page.locator("#contact-form form");
    expect(await hydrated(form)).toBe(false);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(form)).toBe(true);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("opens the chat when a tap on its button is the visitor's first act, before anything has woken", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`${baseUrl()}/contact`, { waitUntil: "networkidle" });
    const launcherButton = page.locator('mm-island[data-name="chat-launcher"] button');
    expect(await hydrated(launcherButton)).toBe(false);
    // The tap both wakes the button and, once it has woken, is what opens the chat.
    await launcherButton.tap();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("mittimitra.chat-view"))).toBe("open");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("wakes the chat button at once for a visitor in a chat, so the panel comes back on the next page", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/about`, { waitUntil: "networkidle" });
    await page.evaluate(() => sessionStorage.setItem("mittimitra.chat-view", "minimised"));
    await page.goto(`${baseUrl()}/for-farmers`, { waitUntil: "networkidle" });
    await expect.poll(() => hydrated(page.locator('mm-island[data-name="chat-launcher"] > *').first())).toBe(true);
    expect(await hydrated(page.locator('mm-island[data-name="site-header"] > header'))).toBe(false);
    await page.context().close();
  });

  it("wakes a form the page opens at (an in-page link to it)", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/csr#contact-form`, { waitUntil: "networkidle" });
    await expect.poll(() => hydrated(page.locator("#contact-form form"))).toBe(true);
    await page.context().close();
  });
});
