import http from "node:http";
import zlib from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { FIRST_TAP_SCRIPT } from "../src/shared/first-tap.ts";
import { routeText } from "../src/server/route-text.ts";
import { act, baseUrl, hydrated, launchBrowser, openPage } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A GET that leaves the body as sent, since fetch would quietly decode it. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("server rendering without JavaScript", () => {
  it("returns the home headline, title, description, canonical URL and Open Graph tags in the HTML", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>Healthy Soil, Richer Harvests<\/h1>/);
    expect(html).toContain("<title>Soil Testing and Soil Health for Indian Farmers | MittiMitra</title>");
    expect(html).toMatch(/<meta data-head="description" name="description" content="[^"]+"/);
    expect(html).toContain('rel="canonical" href="http://localhost:3000/"');
    expect(html).toContain('property="og:title"');
    const ogImage = html.match(/property="og:image" content="http:\/\/localhost:3000(\/[^"]+)"/)?.[1];
    expect(ogImage).toBeTruthy();
    const image = await fetch(`${baseUrl()}${ogImage}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(html).toContain('name="theme-color"');
    expect(html).toContain('name="mobile-web-app-capable" content="yes"');
  });

  it("renders every public route with its own title and a hero headline", async () => {
    for (const r of publicRoutes) {
      const res = await fetch(`${baseUrl()}${r.path}`);
      expect(res.status, r.path).toBe(200);
      const html = await res.text();
      expect(html, r.path).toContain(`<title>${routeText(r.path, "title").replace(/&/g, "&amp;")} | MittiMitra</title>`);
      expect(html, r.path).toMatch(/<h1 id="hero-title"[^>]*>.+<\/h1>/);
    }
  });

  it("answers an unknown path with a real 404 page", async () => {
    const res = await fetch(`${baseUrl()}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Page not found");
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("compresses the server-rendered HTML, 404 pages included, for clients that accept it", async () => {
    for (const [pathName, encoding] of [["/", "br"], ["/csr", "gzip"], ["/no-such-page", "br"]] as const) {
      const res = await rawGet(`${baseUrl()}${pathName}`, { "accept-encoding": encoding });
      expect(res.headers["content-encoding"], pathName).toBe(encoding);
      const html = (encoding === "br" ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body)).toString("utf8");
      expect(html, pathName).toContain('<html lang="en">');
      expect(res.body.length, pathName).toBeLessThan(html.length / 3);
    }
    const plain = await rawGet(`${baseUrl()}/`, {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain("Healthy Soil, Richer Harvests");
  });

  it("answers an unknown API path with a JSON 404", async () => {
    const res = await fetch(`${baseUrl()}/api/v1/nothing`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("not_found");
  });

  it("serves hashed assets with a long-lived cache and pages without inline scripts but the first tap's", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseUrl()}${asset}`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Data blocks, and the one script the CSP allows by its hash (e2e/chat-first-tap.test.ts checks it).
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^<]*)/g)].map((m) => ({ attrs: m[1], text: m[2] }));
    expect(inline.filter(({ attrs }) => !attrs?.includes('type="application/json"')).map(({ text }) => text)).toEqual([FIRST_TAP_SCRIPT]);
  });
});

describe("in the browser", () => {
  it("hydrates the home page without console errors or hydration warnings", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    // The islands wake once the visitor acts (app/island-wake.ts).
    await act(page);
    await expect.poll(() => hydrated(page.locator('mm-island[data-name="site-header"] > header'))).toBe(true);
    await page.getByRole("link", { name: "About" }).first().click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.title()).toBe("Our Story | MittiMitra");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("turns the header solid white once scrolled past 10 px", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/about`, { waitUntil: "networkidle" });
    const header = page.locator("header[data-solid]");
    await expect.poll(() => header.getAttribute("data-solid")).toBe("false");
    await page.mouse.wheel(0, 400);
    await expect.poll(() => header.getAttribute("data-solid")).toBe("true");
    await expect.poll(() => header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    await page.context().close();
  });

  it("marks the active route in the navigation", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/solutions`, { waitUntil: "networkidle" });
    const active = page.locator('nav[aria-label="Main"] a[aria-current="page"]');
    await expect.poll(() => active.textContent()).toBe("Solutions");
    await page.context().close();
  });

  it("at 390 px opens the menu, follows a link, then shows the new page closed and scrolled to the top", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // The menu button is the summary of a <details> element: its shown name is the one read, the browser says expanded.
    const toggle = page.locator("header[data-site-header] details[data-site-menu] > summary");
    await expect(toggle.innerText()).resolves.toBe("Open menu");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await expect(toggle.innerText()).resolves.toBe("Close menu");
    await menu.getByRole("link", { name: "Resources" }).click();
    await page.waitForURL(/\/resources$/);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toggle.innerText()).resolves.toBe("Open menu");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("closes the menu with Escape and returns focus to the toggle", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/`, { waitUntil: "networkidle" });
    await page.locator("header[data-site-header] details[data-site-menu] > summary").click();
    // The tap opened the menu (a <details>) and woke the header, which adds Escape; a visitor reads the menu first.
    await expect.poll(() => hydrated(page.locator("header[data-site-header]"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText)).toBe("Open menu");
    await page.context().close();
  });
});

