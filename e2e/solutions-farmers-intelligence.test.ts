// Solutions, For farmers and Soil intelligence pages in a real browser: key links, sampling advice, the demo tabs, no-JS rendering and axe.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIMS } from "../src/shared/constants.ts";
import farmersHi from "../src/client/i18n/locales/farmers/hi.json";
import intelligenceHi from "../src/client/i18n/locales/intelligence/hi.json";
import solutionsHi from "../src/client/i18n/locales/solutions/hi.json";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The path (and query) a link in the page points to, resolved against the page address. */
async function linkTarget(page: Page, name: string | RegExp, scope = "main"): Promise<string> {
  const href = await page.locator(scope).getByRole("link", { name, exact: typeof name === "string" }).first().getAttribute("href");
  expect(href, `link "${name}"`).not.toBeNull();
  const url = new URL(href!, baseUrl());
  return url.pathname;
}

async function open(path: string): Promise<{ page: Page; problems: string[] }> {
  const watched = await openPage(browser);
  await watched.page.goto(`${baseUrl()}${path}`);
  return watched;
}

/** Scrolls to the demo dashboard, as a visitor would, and waits until it has woken and turned into tabs. */
async function dashboardAwake(page: Page): Promise<void> {
  await page.locator("#demo-dashboard").scrollIntoViewIfNeeded();
  await page.locator('#demo-dashboard [role="tablist"]').waitFor();
}

describe("solutions page", () => {
  it("sends each solution's call to action where the spec says", async () => {
    const { page, problems } = await open("/solutions");
    expect(await linkTarget(page, "Buy or Rent a Device", "#device")).toBe("/contact");
    expect(await linkTarget(page, "Find a Clinic", "#clinics")).toBe("/find-clinic");
    expect(await linkTarget(page, "Start Your Own Clinic", "#clinics")).toBe("/start-clinic");
    expect(await linkTarget(page, "Apply to Become a Soil Didi", "#soil-didi")).toBe("/contact");
    expect(await linkTarget(page, "Explore Soil Intelligence", "#platform")).toBe("/soil-intelligence");
    expect(await linkTarget(page, "Talk to Our Team", "#get-started")).toBe("/contact");
    expect(await linkTarget(page, "Find a Clinic Near You", "#get-started")).toBe("/find-clinic");
    await expect(page.locator("#device").innerText()).resolves.toContain(`${CLAIMS.deviceParameters} soil parameters`);
    await expect(page.locator("#device").innerText()).resolves.toContain(`${CLAIMS.deviceResultMinutes} minutes`);
    expect(problems).toEqual([]);
  });

  it("opens the contact page from 'Apply to Become a Soil Didi'", async () => {
    const { page } = await open("/solutions");
    await page.getByRole("link", { name: "Apply to Become a Soil Didi" }).click();
    await page.waitForURL(`${baseUrl()}/contact`);
    await expect(page.locator("h1").innerText()).resolves.not.toBe("");
  });
});

/** Lower-case English words of four letters or more: a Hindi page shows none (acronyms like FPO and pH are allowed). */
const englishWords = (text: string) => text.match(/\b[a-z]{4,}\b/g) ?? [];

describe("solutions page in Hindi", () => {
  it("shows every text in Hindi, with the figures and links of the English page kept in Hindi", async () => {
    const { page, problems } = await open("/hi/solutions");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("hi");
    await expect(page.locator("h1").innerText()).resolves.toBe(solutionsHi["solutions.hero.title"]);
    const main = await page.locator("main").innerText();
    expect(englishWords(main)).toEqual([]);
    expect(main).toContain(`${CLAIMS.deviceResultMinutes} मिनट`);
    expect(main).toContain(`₹${CLAIMS.clinicTestPriceRupees}`);
    expect(main).toContain("₹1,000");
    expect(await linkTarget(page, solutionsHi["solutions.device.action"], "#device")).toBe("/hi/contact");
    expect(await linkTarget(page, solutionsHi["solutions.clinics.action.start"], "#clinics")).toBe("/hi/start-clinic");
    expect(await linkTarget(page, solutionsHi["solutions.platform.action"], "#platform")).toBe("/hi/soil-intelligence");
    await expect(page.locator("#together ol > li h3").first().textContent()).resolves.toBe(
      `कदम 1: ${solutionsHi["solutions.journey.collect.title"]}`,
    );
    const alts = await page.locator("main img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
    for (const alt of alts) expect(englishWords(alt), alt).toEqual([]);
    expect(problems).toEqual([]);
  });
});

describe("for farmers page", () => {
  it("gives the sampling advice: 5-10 spots, 6 inches deep, 500 g", async () => {
    const { page, problems } = await open("/for-farmers");
    const guide = await page.locator("#sampling").innerText();
    expect(guide).toContain("How to take a soil sample");
    expect(guide).toContain(`${CLAIMS.sampling.spots} spots`);
    expect(guide).toContain(`${CLAIMS.sampling.depthInches} inches`);
    expect(guide).toContain(`${CLAIMS.sampling.grams} g`);
    expect(problems).toEqual([]);
  });

  it("shows three steps, farmer testimonials and the claimed savings", async () => {
    const { page } = await open("/for-farmers");
    await expect(page.locator("#how-it-works ol > li").count()).resolves.toBe(3);
    await expect(page.locator("#farmer-stories blockquote").count()).resolves.toBeGreaterThanOrEqual(3);
    const text = await page.locator("main").innerText();
    expect(text).toContain(`₹${CLAIMS.savingsPerAcreRupees.toLocaleString("en-IN")}`);
    expect(text).toContain(`${CLAIMS.yieldGainPercent}%`);
    expect(text).toContain(`₹${CLAIMS.clinicTestPriceRupees}`);
  });

  it("links the hero and the closing section to /find-clinic and /contact", async () => {
    const { page } = await open("/for-farmers");
    expect(await linkTarget(page, "Find a Clinic Near You", "section:has(#hero-title)")).toBe("/find-clinic");
    expect(await linkTarget(page, "Find a Clinic", "#get-started")).toBe("/find-clinic");
    expect(await linkTarget(page, "Contact Us", "#get-started")).toBe("/contact");
  });
});

describe("for farmers page in Hindi", () => {
  it("gives every text, the sampling numbers and the savings in Hindi, with links that stay in Hindi", async () => {
    const { page, problems } = await open("/hi/for-farmers");
    await expect(page.locator("h1").innerText()).resolves.toBe(farmersHi["farmers.hero.title"]);
    const main = await page.locator("main").innerText();
    expect(englishWords(main)).toEqual([]);
    const guide = await page.locator("#sampling").innerText();
    expect(guide).toContain(`${CLAIMS.sampling.spots} जगह`);
    expect(guide).toContain(`${CLAIMS.sampling.depthInches} इंच`);
    expect(guide).toContain(`${CLAIMS.sampling.grams} ग्राम`);
    expect(main).toContain(`₹${CLAIMS.savingsPerAcreRupees.toLocaleString("en-IN")}`);
    expect(main).toContain(`${CLAIMS.yieldGainPercent}%`);
    expect(main).toContain(`₹${CLAIMS.clinicTestPriceRupees}`);
    await expect(page.locator("#how-it-works ol > li h3").first().textContent()).resolves.toBe(
      `कदम 1: ${farmersHi["farmers.process.sample.title"]}`,
    );
    await expect(page.locator("#farmer-stories figcaption").first().innerText()).resolves.toContain(farmersHi["farmers.story.ramesh.name"]);
    const alt = (await page.locator("#sampling img").getAttribute("alt")) ?? "";
    expect(englishWords(alt), alt).toEqual([]);
    expect(await linkTarget(page, farmersHi["farmers.hero.cta"], "section:has(#hero-title)")).toBe("/hi/find-clinic");
    expect(await linkTarget(page, farmersHi["farmers.closing.findClinic"], "#get-started")).toBe("/hi/find-clinic");
    expect(await linkTarget(page, farmersHi["farmers.closing.contact"], "#get-started")).toBe("/hi/contact");
    expect(problems).toEqual([]);
  });
});

describe("soil intelligence page", () => {
  /** Resolves once React has hydrated the dashboard, which then turns into tabs. */
  async function openDashboard(): Promise<{ page: Page; problems: string[] }> {
    const watched = await open("/soil-intelligence");
    await dashboardAwake(watched.page);
    return watched;
  }

  const tab = (page: Page, name: string) => page.getByRole("tab", { name });
  const visibleMetricNames = (page: Page) => page.locator('#demo-dashboard [role="tabpanel"]:visible li h4').allInnerTexts();

  async function expectSelected(page: Page, selected: string) {
    for (const name of ["Biological", "Structure", "Carbon"]) {
      await expect(tab(page, name).getAttribute("aria-selected"), name).resolves.toBe(String(name === selected));
    }
    const panelId = await tab(page, selected).getAttribute("aria-controls");
    await expect(page.locator(`#${panelId}`).isVisible()).resolves.toBe(true);
    await expect(page.locator('#demo-dashboard [role="tabpanel"]:visible').count()).resolves.toBe(1);
  }

  it("starts on the biological tab with four metrics, each with a value, a status and a trend", async () => {
    const { page, problems } = await openDashboard();
    await expectSelected(page, "Biological");
    expect(await visibleMetricNames(page)).toEqual(["Microbial biomass carbon", "Soil respiration", "Earthworm count", "Enzyme activity"]);
    const cards = page.locator('#demo-dashboard [role="tabpanel"]:visible li');
    for (const text of await cards.allInnerTexts()) {
      expect(text).toMatch(/\d/);
      expect(text).toMatch(/Excellent|Good|Moderate/i);
      expect(text).toMatch(/since last season|Steady|ideal range|compaction/);
    }
    await expect(page.locator("#demo-dashboard").innerText()).resolves.toContain("Illustrative sample data");
    expect(problems).toEqual([]);
  });

  it("shows the structure and carbon panels when their tabs are clicked", async () => {
    const { page } = await openDashboard();
    await tab(page, "Structure").click();
    await expectSelected(page, "Structure");
    expect(await visibleMetricNames(page)).toEqual(["Aggregate stability", "Bulk density", "Water infiltration", "Water-holding capacity"]);
    await tab(page, "Carbon").click();
    await expectSelected(page, "Carbon");
    expect(await visibleMetricNames(page)).toEqual(["Organic carbon", "Active carbon", "C:N ratio", "Available nitrogen"]);
    // Per acre, the unit the site works in: 298 kg/ha × 0.4047 ha/acre.
    const nitrogen = page.locator('#demo-dashboard [role="tabpanel"]:visible li').filter({ hasText: "Available nitrogen" });
    await expect(nitrogen.locator("p").first().innerText()).resolves.toMatch(/^121\s*kg\/acre$/);
    await expect(page.locator("#demo-dashboard").innerText()).resolves.not.toMatch(/kg\/ha\b/);
  });

  it("moves between tabs with the arrow keys, Home and End, wrapping at both ends and moving focus", async () => {
    const { page } = await openDashboard();
    await tab(page, "Biological").focus();
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Structure");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Structure");
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Carbon");
    await page.keyboard.press("ArrowRight");
    await expectSelected(page, "Biological");
    await page.keyboard.press("ArrowLeft");
    await expectSelected(page, "Carbon");
    expect(await visibleMetricNames(page)).toHaveLength(4);
    await page.keyboard.press("Home");
    await expectSelected(page, "Biological");
    await page.keyboard.press("End");
    await expectSelected(page, "Carbon");
    // Only the selected tab is in the tab order, so Tab leaves the tab list for the panel.
    await expect(tab(page, "Biological").getAttribute("tabindex")).resolves.toBe("-1");
    await expect(tab(page, "Carbon").getAttribute("tabindex")).resolves.toBe("0");
  });

  it("has a hero video with a credit line and in-page calls to action", async () => {
    const { page } = await open("/soil-intelligence");
    const src = await page.locator("section:has(#hero-title) video source").getAttribute("src");
    const video = await fetch(`${baseUrl()}${src}`);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toContain("video/webm");
    await expect(page.locator("section:has(#hero-title)").innerText()).resolves.toMatch(/Video: .+ MittiMitra/);
    const anchors = await page.locator("section:has(#hero-title) a[href^='#']").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(anchors).toEqual(["#indicators", "#demo-dashboard"]);
    for (const id of anchors) await expect(page.locator(id!).count()).resolves.toBe(1);
  });

  it("shows the still picture instead of the hero video for visitors who ask for reduced motion, and plays it for others", async () => {
    const { page, problems } = await openPage(browser, { reducedMotion: "reduce" });
    try {
      await page.goto(`${baseUrl()}/soil-intelligence`);
      // The dashboard turns into tabs once it woke, and the hero (on the first screen) woke before it.
      await dashboardAwake(page);
      const video = page.locator("section:has(#hero-title) video");
      const state = () => video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, autoplay: v.autoplay, shown: v.checkVisibility() }));
      await expect(state()).resolves.toEqual({ paused: true, autoplay: false, shown: false });
      await expect(video.evaluate((v: HTMLVideoElement) => v.currentTime)).resolves.toBe(0);
      await expect(page.locator("section:has(#hero-title) img").isVisible()).resolves.toBe(true);

      // The same page follows the visitor's setting: without the wish for less motion the loop runs...
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await page.waitForFunction(() => {
        const v = document.querySelector<HTMLVideoElement>("section:has(#hero-title) video");
        return !!v && !v.paused && v.currentTime > 0;
      });
      await expect(state()).resolves.toEqual({ paused: false, autoplay: false, shown: true });
      // ...and it stops again as soon as the visitor asks for it.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.waitForFunction(() => document.querySelector<HTMLVideoElement>("section:has(#hero-title) video")?.paused === true);
      await expect(state()).resolves.toEqual({ paused: true, autoplay: false, shown: false });
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });

  it("links the success stories to Resources and the closing section to the four next steps", async () => {
    const { page } = await open("/soil-intelligence");
    const stories = await page.locator("#success-stories a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(stories).toEqual(["/resources", "/resources", "/resources"]);
    const closing = await page.locator("#get-started a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(closing).toEqual(["/find-clinic", "/for-partners", "/contact", "/solutions"]);
    await expect(page.locator("#indicators li h3").allInnerTexts()).resolves.toEqual([
      "Biological health",
      "Soil structure",
      "Carbon and nutrient cycles",
      "Functional indicators",
    ]);
    await expect(page.locator("#process ol > li h3").allTextContents()).resolves.toEqual([
      "Step 1: Sample collection",
      "Step 2: Multi-parameter analysis",
      "Step 3: AI integration",
      "Step 4: Intelligent advisory",
    ]);
  });
});

describe("soil intelligence page in Hindi", () => {
  it("shows the page and the demo dashboard in Hindi: tabs, readings, units, statuses and trends", async () => {
    const { page, problems } = await open("/hi/soil-intelligence");
    await dashboardAwake(page);
    await expect(page.locator("h1").innerText()).resolves.toBe(intelligenceHi["intelligence.hero.title"]);
    await expect(page.locator('#demo-dashboard [role="tablist"]').getAttribute("aria-label")).resolves.toBe(
      intelligenceHi["intelligence.dashboard.sections"],
    );
    await page.getByRole("tab", { name: intelligenceHi["intelligence.dashboard.structure.label"] }).click();
    const panel = page.locator('#demo-dashboard [role="tabpanel"]:visible');
    await expect(panel.locator("li h4").allInnerTexts()).resolves.toEqual([
      intelligenceHi["intelligence.dashboard.structure.aggregates.name"],
      intelligenceHi["intelligence.dashboard.structure.bulkDensity.name"],
      intelligenceHi["intelligence.dashboard.structure.infiltration.name"],
      intelligenceHi["intelligence.dashboard.structure.waterHolding.name"],
    ]);
    const readings = await panel.innerText();
    expect(readings).toContain("1.42");
    expect(readings).toContain(intelligenceHi["intelligence.dashboard.unit.density"]);
    expect(readings).toContain(intelligenceHi["intelligence.dashboard.status.moderate"]);
    expect(readings).toContain("पिछले सीज़न से 15% ज़्यादा");
    // Nitrogen per acre (298 kg/ha), and the enzymes' lab unit with its meaning in plain words (review SI-5).
    await page.getByRole("tab", { name: intelligenceHi["intelligence.dashboard.carbon.label"] }).click();
    const nitrogen = panel.locator("li").filter({ hasText: intelligenceHi["intelligence.dashboard.carbon.nitrogen.name"] });
    await expect(nitrogen.locator("p").first().innerText()).resolves.toMatch(new RegExp(`^121\\s*${intelligenceHi["intelligence.dashboard.unit.kgPerAcre"]}$`));
    await expect(panel.innerText()).resolves.not.toContain("हेक्टेयर");
    await page.getByRole("tab", { name: intelligenceHi["intelligence.dashboard.biological.label"] }).click();
    await expect(panel.innerText()).resolves.toContain(intelligenceHi["intelligence.dashboard.unit.enzyme.note"]);
    const main = await page.locator("main").innerText();
    expect(englishWords(main)).toEqual([]);
    await expect(page.locator("#process ol > li h3").first().textContent()).resolves.toBe(
      `कदम 1: ${intelligenceHi["intelligence.process.sample.title"]}`,
    );
    const closing = await page.locator("#get-started a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(closing).toEqual(["/hi/find-clinic", "/hi/for-partners", "/hi/contact", "/hi/solutions"]);
    expect(problems).toEqual([]);
  });
});

describe("without JavaScript", () => {
  it("renders all three pages in full, with every dashboard section readable", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/soil-intelligence`);
      for (const id of ["biological", "structure", "carbon"]) {
        await expect(page.locator(`#dash-panel-${id} li h4`).count(), id).resolves.toBe(4);
        await expect(page.locator(`#dash-panel-${id}`).isVisible(), id).resolves.toBe(true);
      }
      await expect(page.locator("#success-stories a").count()).resolves.toBe(3);
      await page.goto(`${baseUrl()}/for-farmers`);
      await expect(page.locator("#sampling").innerText()).resolves.toContain(`${CLAIMS.sampling.grams} g`);
      await page.goto(`${baseUrl()}/solutions`);
      await expect(page.getByRole("link", { name: "Apply to Become a Soil Didi" }).getAttribute("href")).resolves.toBe("/contact");
    } finally {
      await context.close();
    }
  });
});

describe("images", () => {
  it("gives every image alt text and a size, and loads those below the fold lazily", async () => {
    for (const path of ["/solutions", "/for-farmers", "/soil-intelligence"]) {
      const { page } = await open(path);
      const images = await page.locator("main img").evaluateAll((imgs) =>
        imgs.map((i) => ({ alt: i.getAttribute("alt"), width: i.getAttribute("width"), height: i.getAttribute("height"), loading: i.getAttribute("loading"), top: i.getBoundingClientRect().top })),
      );
      for (const img of images) {
        expect(img.alt, path).not.toBeNull();
        expect(img.width && img.height, path).toBeTruthy();
        if (img.top > 800) expect(img.loading, path).toBe("lazy");
      }
    }
  });
});

describe("accessibility", () => {
  it.each(["/solutions", "/for-farmers", "/soil-intelligence"])("%s has no serious or critical axe violation", async (path) => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it("has no serious or critical axe violation on the structure tab of the dashboard", async () => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}/soil-intelligence`);
    await dashboardAwake(page);
    await page.getByRole("tab", { name: "Structure" }).click();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
