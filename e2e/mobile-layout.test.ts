// Comfortable on a cheap phone (issue 13): no page scrolls sideways at 320, 360 or 390 px in English or Hindi; the
// header's menu opens and leads on without JavaScript; "Start a Clinic" fits its line; wide tables say that they
// scroll; the footer's phone numbers stay whole; the two longest pages lead to their sections from the top.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { englishSamplePosts, hindiSamplePosts } from "../src/server/db/seed/blog-posts.ts";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const WIDTHS = [320, 360, 390] as const;

/** Every public page, a blog post with a table, and the not-found page, at their English and Hindi addresses. */
const englishPaths = [
  ...publicRoutes.map((r) => r.path as string),
  `/blog/${englishSamplePosts.find((p) => p.content.includes("<table"))!.slug}`,
  "/no-such-page",
];
const hindiPaths = [
  ...publicRoutes.map((r) => (r.path === "/" ? "/hi" : `/hi${r.path}`)),
  `/hi/blog/${hindiSamplePosts.find((p) => p.content.includes("<table"))!.slug}`,
  "/hi/no-such-page",
];

/**
 * What sticks out sideways: the page's own sideways scroll; any element drawn past the screen's right edge that no
 * box of its own clips or scrolls (so a page that hid its overflow on <body> would still be caught); and any text
 * wider than its own box (a figure spilling out of its card), outside boxes that scroll, hidden text and a closed menu.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page is ${document.documentElement.scrollWidth} px wide`);
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    const name = (el: Element) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute("class")).slice(0, 60)}">`;
    for (const el of document.querySelectorAll("body *")) {
      if (el.closest('.sr-only, [aria-hidden="true"], details:not([open]) > :not(summary)')) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1) continue;
      if (box.right > width + 0.5 && !clipped(el)) found.push(`${name(el)} ends at ${Math.round(box.right)} px`);
      else if (getComputedStyle(el).overflowX === "visible" && el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        found.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px ("${el.textContent?.trim().slice(0, 20)}")`);
      }
    }
    return found.slice(0, 5);
  });
}

describe("no page scrolls sideways on a narrow phone", () => {
  for (const width of WIDTHS) {
    for (const [language, paths] of [
      ["English", englishPaths],
      ["Hindi", hindiPaths],
    ] as const) {
      it(`${language} pages at ${width} px`, async () => {
        const { page } = await openPage(browser, { viewport: { width, height: 740 }, reducedMotion: "reduce" });
        const wide: string[] = [];
        for (const path of paths) {
          await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
          for (const problem of await sidewaysOverflow(page)) wide.push(`${path}: ${problem}`);
        }
        expect(wide).toEqual([]);
        await page.context().close();
      });
    }
  }
});

describe("the header on a phone", () => {
  const menuButton = (page: Page) => page.locator("header[data-site-header] details[data-site-menu] > summary");

  it("opens the menu without JavaScript, shows a solid header over a scrolled page, and follows a link", async () => {
    const { page } = await openPage(browser, { viewport: { width: 360, height: 740 }, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/about`);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Nobody can tell the scroll position without script, so the bar is white with dark text from the start.
    const header = page.locator("header[data-site-header]");
    expect(await header.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
    expect(await menuButton(page).evaluate((el) => getComputedStyle(el).color)).not.toBe("rgb(255, 255, 255)");

    const menu = page.getByRole("navigation", { name: "Mobile" });
    expect(await menu.isVisible()).toBe(false);
    await expect(menuButton(page).innerText()).resolves.toBe("Open menu");
    await menuButton(page).click();
    expect(await menu.isVisible()).toBe(true);
    await expect(menuButton(page).innerText()).resolves.toBe("Close menu");
    await menu.getByRole("link", { name: "Find Clinic" }).click();
    await page.waitForURL(`${baseUrl()}/find-clinic`);
    expect(await page.getByRole("navigation", { name: "Mobile" }).isVisible()).toBe(false);
    await page.context().close();
  });

  it("opens and closes the Hindi menu from the keyboard without JavaScript, with the language switch in it", async () => {
    const { page } = await openPage(browser, { viewport: { width: 320, height: 640 }, javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/hi/csr`);
    await menuButton(page).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "मोबाइल मेनू" });
    expect(await menu.isVisible()).toBe(true);
    await expect(menuButton(page).innerText()).resolves.toBe("मेनू बंद करें");
    expect(await menu.locator('a[hreflang="en"]').getAttribute("href")).toBe("/csr");
    // At 320 px the call to action waits in the menu.
    await expect(menu.getByRole("link", { name: "क्लिनिक शुरू करें" }).isVisible()).resolves.toBe(true);
    await page.keyboard.press("Enter");
    expect(await menu.isVisible()).toBe(false);
    await menuButton(page).click();
    await menu.getByRole("link", { name: "क्लिनिक खोजें" }).click();
    await page.waitForURL(`${baseUrl()}/hi/find-clinic`);
    await page.context().close();
  });

  it("keeps a menu opened before the script arrived open through hydration, then closes it with Escape", async () => {
    const { page, problems } = await openPage(browser, { viewport: { width: 360, height: 740 } });
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/hi/contact`, { waitUntil: "commit" });
    await menuButton(page).click();
    const menu = page.getByRole("navigation", { name: "मोबाइल मेनू" });
    expect(await menu.isVisible()).toBe(true);
    release();
    // Once hydrated, the header knows its menu is open.
    await expect.poll(() => page.locator("header[data-site-header]").getAttribute("data-solid")).toBe("true");
    await page.waitForLoadState("networkidle");
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SUMMARY");
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("closes the menu after a link to the page already shown, and on a tap outside it", async () => {
    const { page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${baseUrl()}/about`, { waitUntil: "networkidle" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await menuButton(page).click();
    await menu.getByRole("link", { name: "About" }).click();
    await expect.poll(() => menu.isVisible()).toBe(false);
    await menuButton(page).click();
    await expect.poll(() => menu.isVisible()).toBe(true);
    // The link was a page load: a tap outside closes the menu once the header is hydrated again, which shows as the
    // header knowing its menu is open.
    await expect.poll(() => page.locator("header[data-site-header]").getAttribute("data-solid")).toBe("true");
    // Below the menu's panel (which ends about 720 px down at this height, eleven links and the language switch).
    await page.mouse.click(195, 830);
    await expect.poll(() => menu.isVisible()).toBe(false);
    await page.context().close();
  });

  for (const width of [360, 390]) {
    for (const [path, name] of [
      ["/", "Start a Clinic"],
      ["/hi", "क्लिनिक शुरू करें"],
    ] as const) {
      it(`shows "${name}" on one line beside the menu button at ${width} px`, async () => {
        const { page } = await openPage(browser, { viewport: { width, height: 740 } });
        await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
        const cta = page.locator("header[data-site-header]").getByRole("link", { name, exact: true });
        const lines = await cta.evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines).toBe(1);
        const ctaBox = (await cta.boundingBox())!;
        const menuBox = (await menuButton(page).boundingBox())!;
        expect(ctaBox.x + ctaBox.width).toBeLessThanOrEqual(menuBox.x);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
        await page.context().close();
      });
    }
  }

  it("passes axe with the menu open on a Hindi page", async () => {
    const { page } = await openPage(browser, { viewport: { width: 360, height: 740 }, bypassCSP: true });
    await page.goto(`${baseUrl()}/hi/about`, { waitUntil: "networkidle" });
    await menuButton(page).click();
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
    await page.context().close();
  });
});

describe("wide tables and phone numbers", () => {
  it("the CSR tables say that they scroll sideways at 320 px, shade the hidden side and can be scrolled from the keyboard", async () => {
    const { page } = await openPage(browser, { viewport: { width: 320, height: 640 }, bypassCSP: true, reducedMotion: "reduce" });
    // The English tables: Hindi's longer words wrap, so its tables fit even at 320 px.
    await page.goto(`${baseUrl()}/csr`, { waitUntil: "networkidle" });
    for (const caption of ["CSR partnership models: budget, clinics, farmers reached and duration", "By district"]) {
      const region = page.getByRole("region", { name: caption });
      await expect(region.getAttribute("tabindex")).resolves.toBe("0");
      // The hint comes once the page has measured the table, after its island woke (as the visitor scrolled near it).
      await region.scrollIntoViewIfNeeded();
      const hint = () => region.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? null);
      await expect.poll(hint).toBe("Scroll sideways to see the whole table");
      const shades = region.locator("xpath=following-sibling::span");
      const opacity = (i: number) => shades.nth(i).evaluate((el) => getComputedStyle(el).opacity);
      await expect.poll(() => opacity(0)).toBe("0");
      await expect.poll(() => opacity(1)).toBe("1");
      await region.focus();
      const atEnd = () => region.evaluate((el) => el.scrollLeft + el.clientWidth >= el.scrollWidth - 1);
      // The arrow key scrolls a focused box by a step; a few steps reach the last column.
      for (let step = 0; step < 20 && !(await atEnd()); step++) await page.keyboard.press("ArrowRight");
      await expect.poll(atEnd).toBe(true);
      await expect.poll(() => opacity(0)).toBe("1");
      await expect.poll(() => opacity(1)).toBe("0");
    }
    expect(describeViolations(await seriousA11yViolations(page))).toBe("");
    await page.context().close();
  });

  it("a table that fits shows no hint", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${baseUrl()}/csr`, { waitUntil: "networkidle" });
    const region = page.getByRole("region", { name: "CSR partnership models: budget, clinics, farmers reached and duration" });
    expect(await region.getAttribute("aria-describedby")).toBeNull();
    await expect(page.getByText("Scroll sideways to see the whole table").count()).resolves.toBe(0);
    await page.context().close();
  });

  it("keeps each footer phone number on one line at 320 px", async () => {
    const { page } = await openPage(browser, { viewport: { width: 320, height: 640 } });
    for (const path of ["/", "/hi"]) {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
      const phones = page.locator('footer a[href^="tel:"]');
      expect(await phones.count()).toBeGreaterThan(0);
      for (const lines of await phones.evaluateAll((els) => els.map((el) => el.getClientRects().length))) expect(lines).toBe(1);
    }
    await page.context().close();
  });
});

describe("the chat button on a short phone", () => {
  it("moves off the hero's figures on load, before the visitor has touched the page (Hindi review H-4)", async () => {
    // 360 x 740: the round button's usual place is over the third figure, the price.
    const { page, problems } = await openPage(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl()}/hi`, { waitUntil: "networkidle" });
    const overlap = () =>
      page.evaluate(() => {
        const b = document.querySelector('mm-island[data-name="chat-launcher"] button')!.getBoundingClientRect();
        return [...document.querySelectorAll("[data-launcher-clear]")].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        }).length;
      });
    expect(await page.locator("[data-launcher-clear]").count()).toBe(3);
    await expect.poll(overlap).toBe(0);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("the long pages lead to their sections from the top", () => {
  for (const { path, contents, link, target } of [
    { path: "/start-clinic", contents: "On this page", link: "Fill the interest form", target: "#interest-form" },
    { path: "/hi/start-clinic", contents: "इस पेज पर क्या है", link: "फ़ॉर्म भरें", target: "#interest-form" },
    { path: "/soil-intelligence", contents: "On this page", link: "Demo dashboard", target: "#demo-dashboard" },
    { path: "/hi/soil-intelligence", contents: "इस पेज पर क्या है", link: "नमूना डैशबोर्ड", target: "#demo-dashboard" },
  ]) {
    it(`${path}: the contents right after the hero take a phone to ${target}, also without JavaScript`, async () => {
      for (const javaScriptEnabled of [true, false]) {
        const { page } = await openPage(browser, { viewport: { width: 360, height: 740 }, javaScriptEnabled, reducedMotion: "reduce" });
        await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
        const nav = page.getByRole("navigation", { name: contents });
        // Straight after the hero: the first thing a visitor scrolls to.
        const sectionsBefore = await nav.evaluate((el) =>
          [...document.querySelectorAll("main section")]
            .filter((s) => s.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
            .map((s) => (s.querySelector("h1") ? "hero" : s.id)),
        );
        expect(sectionsBefore).toEqual(["hero"]);
        const links = await nav.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
        // Every entry leads to a section of this page.
        for (const href of links) expect(await page.locator(href).count(), href).toBe(1);
        await nav.getByRole("link", { name: link }).click();
        await expect.poll(() => page.locator(target).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
        expect(await page.locator(target).evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
        await page.context().close();
      }
    });
  }
});
