// Home and About pages in a real browser: testimonial carousel, logo strips, image fallbacks, press links, no-JS rendering,
// the Hindi versions (/hi, /hi/about) and axe.
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const AUTHORS = ["Ramesh Gowda", "Lakshmi Devi", "Gurpreet Singh", "Savitri Bai Patil"];

/**
 * Opens the home page, scrolls to the testimonials as a visitor would (an island wakes as it comes near the screen) and
 * waits until React has turned them into a carousel.
 */
async function openHome(opts: Parameters<typeof openPage>[1] = {}): Promise<{ page: Page; problems: string[]; carousel: Locator }> {
  const { page, problems } = await openPage(browser, opts);
  await page.goto(`${baseUrl()}/`);
  await page.locator("#testimonials").scrollIntoViewIfNeeded();
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.waitFor();
  return { page, problems, carousel };
}

/** The label of the slide on show, e.g. "2 of 4: Lakshmi Devi", after checking that exactly one is visible. */
async function currentSlide(carousel: Locator): Promise<string> {
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const visible: string[] = [];
  for (const slide of await slides.all()) {
    if (await slide.isVisible()) visible.push((await slide.getAttribute("aria-label")) ?? "");
  }
  expect(visible).toHaveLength(1);
  return visible[0] ?? "";
}

async function expectSlide(carousel: Locator, n: number): Promise<void> {
  await expect.poll(() => currentSlide(carousel)).toBe(`${n} of 4: ${AUTHORS[n - 1]}`);
  const dot = carousel.getByRole("button", { name: `Testimonial ${n}: ${AUTHORS[n - 1]}` });
  await expect(dot.getAttribute("aria-current")).resolves.toBe("true");
}

describe("home testimonial carousel", () => {
  it("wraps from the last testimonial to the first with Next, and from the first to the last with Previous", async () => {
    const { carousel, problems } = await openHome();
    await expectSlide(carousel, 1);
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expectSlide(carousel, 4);
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expectSlide(carousel, 1);
    for (const n of [2, 3, 4]) {
      await carousel.getByRole("button", { name: "Next testimonial" }).click();
      await expectSlide(carousel, n);
    }
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expectSlide(carousel, 1);
    expect(problems).toEqual([]);
  });

  it("jumps to the testimonial of the dot that is pressed", async () => {
    const { carousel } = await openHome();
    await carousel.getByRole("button", { name: `Testimonial 3: ${AUTHORS[2]}` }).click();
    await expectSlide(carousel, 3);
    await expect(carousel.getByRole("group", { name: /^3 of 4/ }).locator("blockquote").innerText()).resolves.toContain("sulfur");
    await carousel.getByRole("button", { name: `Testimonial 1: ${AUTHORS[0]}` }).click();
    await expectSlide(carousel, 1);
  });

  it("works from the keyboard: Enter and Space on the buttons, arrow keys inside the carousel", async () => {
    const { page, carousel } = await openHome();
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(carousel, 2);
    await page.keyboard.press("Space");
    await expectSlide(carousel, 3);
    await page.keyboard.press("ArrowRight");
    await expectSlide(carousel, 4);
    await page.keyboard.press("ArrowRight");
    await expectSlide(carousel, 1);
    await page.keyboard.press("ArrowLeft");
    await expectSlide(carousel, 4);
    // Shift+Tab from Next reaches the last dot.
    await page.keyboard.press("Shift+Tab");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(`Testimonial 4: ${AUTHORS[3]}`);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expectSlide(carousel, 3);
  });

  it("links to the For farmers page", async () => {
    const { page } = await openHome();
    const href = await page.locator("#testimonials").getByRole("link", { name: "See more farmer results" }).getAttribute("href");
    expect(href).toBe("/for-farmers");
  });
});

describe("logo strips", () => {
  it("shows the organisation's name as text when its logo fails to load", async () => {
    const { page } = await openPage(browser);
    await page.route(/deccan-fpo-federation[^/]*\.svg/, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    const strip = page.getByRole("region", { name: "Our partners" });
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => strip.getByText("Deccan FPO Federation", { exact: true }).first().isVisible()).toBe(true);
    // The copy on show (the second, hidden copy only repeats it for the seamless loop).
    await expect(strip.locator('ul:not([aria-hidden]) img[alt="Deccan FPO Federation"]').count()).resolves.toBe(0);
    // The other logos still load as pictures.
    await expect(strip.getByRole("img", { name: "Gramin Vikas Trust" }).count()).resolves.toBe(1);
  });

  it("pauses on hover and on keyboard focus inside, and does not move for visitors who ask for reduced motion", async () => {
    const { page } = await openHome();
    await page.locator("#as-seen-on").scrollIntoViewIfNeeded();
    const track = page.locator("#as-seen-on [style*='--marquee-duration']");
    const playState = () => track.evaluate((el) => getComputedStyle(el).animationPlayState);
    await expect(track.evaluate((el) => getComputedStyle(el).animationDuration)).resolves.toMatch(/^3\d(\.0+)?s$/);
    expect(await playState()).toBe("running");
    // The strip never stands still, so hover without waiting for it to be stable.
    await track.hover({ force: true });
    await expect.poll(playState).toBe("paused");
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("running");
    await page.locator("#as-seen-on").getByRole("link").first().focus();
    await expect.poll(playState).toBe("paused");
    await page.locator("#as-seen-on").getByRole("link").first().blur();
    await expect.poll(playState).toBe("running");
    // The pause switch holds the strip still after focus and pointer have left.
    await page.locator("#as-seen-on").getByLabel("Pause scrolling").check();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.mouse.move(0, 0);
    await expect.poll(playState).toBe("paused");

    const still = await openHome({ reducedMotion: "reduce" });
    await still.page.locator("#as-seen-on").scrollIntoViewIfNeeded();
    const stillTrack = still.page.locator("#as-seen-on [style*='--marquee-duration']");
    await expect(stillTrack.evaluate((el) => getComputedStyle(el).animationName)).resolves.toBe("none");
    // Without motion, every outlet is shown once, in place.
    await expect(still.page.locator("#as-seen-on").getByRole("link").count()).resolves.toBe(5);
  });

  it("opens each of the five 'As Seen On' outlets in a new tab, safely", async () => {
    const { page } = await openHome();
    await page.locator("#as-seen-on").scrollIntoViewIfNeeded();
    const links = page.locator("#as-seen-on").getByRole("link");
    await expect(links.count()).resolves.toBe(5);
    for (const link of await links.all()) {
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toMatch(/\bnoopener\b/);
      await expect(link.getAttribute("href")).resolves.toMatch(/^https:\/\//);
    }
  });
});

describe("image fallbacks", () => {
  it("swaps a soil picture that fails to load for another one", async () => {
    const { page } = await openPage(browser);
    await page.route(/soil-crisis[^/]*\.svg/, (route) => route.abort());
    await page.goto(`${baseUrl()}/`);
    const img = page.locator("#soil-crisis img").first();
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.getAttribute("src")).toMatch(/soil-fallback/);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });
});

describe("pages without JavaScript", () => {
  it("serves the home page with every section's heading and all four testimonials", async () => {
    const res = await fetch(`${baseUrl()}/`);
    expect(res.status).toBe(200);
    const html = (await res.text()).replace(/&#x27;|&#39;/g, "'");
    for (const heading of [
      "Healthy Soil, Richer Harvests",
      "Working with farmer groups, universities and foundations across India",
      "Our soil is tired, and farmers pay the price",
      "From guesswork to a plan in one visit",
      "Four steps from a handful of soil to a fertilizer plan",
      "Farmers who tested first, then spent",
      "As Seen On",
      "Your success story starts with one soil test",
    ]) {
      expect(html, heading).toContain(heading);
    }
    for (const author of AUTHORS) expect(html).toContain(author);
  });

  it("serves the About page with vision, problems, pillars, team and awards", async () => {
    const html = (await (await fetch(`${baseUrl()}/about`)).text()).replace(/&#x27;|&#39;/g, "'");
    for (const text of ["Our Story", "Our vision", "Our mission", "Problems we solve", "Technology", "Training", "Trust", "Dr. Ananya Rao", "Awards and honours", "Best Digital Agriculture Platform"]) {
      expect(html, text).toContain(text);
    }
  });

  it("shows every testimonial at once in a browser with JavaScript off", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/`);
    for (const author of AUTHORS) {
      await expect(page.locator("#testimonials").getByText(author, { exact: true }).isVisible()).resolves.toBe(true);
    }
  });
});

describe("about page", () => {
  it("shows four leaders and six awards, and the award arrows scroll the row", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/about`);
    await expect(page.locator("#team li").count()).resolves.toBe(4);
    const awards = page.getByRole("region", { name: "Awards", exact: true });
    await awards.scrollIntoViewIfNeeded();
    await expect(awards.locator("li").count()).resolves.toBe(6);
    const earlier = page.getByRole("button", { name: "Earlier awards" });
    await earlier.waitFor();
    await expect(earlier.isDisabled()).resolves.toBe(true);
    await page.getByRole("button", { name: "More awards" }).click();
    await expect.poll(() => awards.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(() => earlier.isDisabled()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe("Hindi pages", () => {
  const HINDI = {
    "/hi": [
      "स्वस्थ मिट्टी, भरपूर फसल",
      "पूरे भारत में किसान समूहों, कृषि विश्वविद्यालयों और संस्थाओं के साथ मिलकर काम",
      "हमारी मिट्टी थक गई है, और इसका नुकसान किसान उठा रहा है",
      "एक बार क्लिनिक आएं, अंदाज़े की जगह पक्का प्लान ले जाएं",
      "मुट्ठी भर मिट्टी से खाद के प्लान तक, चार कदम",
      "इन किसानों ने पहले जांच कराई, फिर खर्च किया",
      "मीडिया में हमारी चर्चा",
      "आपकी कामयाबी की कहानी एक मिट्टी जांच से शुरू होती है",
    ],
    "/hi/about": [
      "हमारी कहानी",
      "ऐसी मिट्टी जांच जो हर किसान तक पहुंचे, और उसकी समझ में आए",
      "हमारा सपना",
      "हमारा मकसद",
      "जब मिट्टी क्लिनिक गांव में आता है, तो क्या बदलता है",
      "हमारा सारा काम तीन खंभों पर टिका है",
      "क्लिनिकों के पीछे के लोग",
      "पुरस्कार और सम्मान",
      "हमारे साथ आगे बढ़ें",
    ],
  };
  const ENGLISH = { "/hi": "Healthy Soil, Richer Harvests", "/hi/about": "Problems we solve" };

  it.each(Object.keys(HINDI) as (keyof typeof HINDI)[])("serves %s with its headings in Hindi and none in English", async (path) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html[^>]* lang="hi"/);
    for (const heading of HINDI[path]) expect(html, heading).toContain(heading);
    expect(html).not.toContain(ENGLISH[path]);
  });

  it("shows the Hindi home page in a browser: Hindi section headings, figures with Indian digits grouping, Hindi links", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/hi`);
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    await page.locator('[aria-roledescription="स्लाइड शो"]').waitFor();
    await expect(page.locator("h1").innerText()).resolves.toBe("स्वस्थ मिट्टी, भरपूर फसल");
    const headings = await page.locator("main h2").allInnerTexts();
    for (const heading of HINDI["/hi"].slice(1)) expect(headings.map((h) => h.trim().toLowerCase())).toContain(heading.toLowerCase());
    // "Save up to ₹1,000 per acre": Indian grouping.
    await expect(page.locator("#soil-journey").innerText()).resolves.toContain("₹1,000");
    const more = page.locator("#testimonials").getByRole("link", { name: "किसानों के और नतीजे देखें" });
    await expect(more.getAttribute("href")).resolves.toBe("/hi/for-farmers");
    expect(problems).toEqual([]);
  });

  it("shows the Hindi About page in a browser with its award arrows named in Hindi", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/hi/about`);
    await expect(page.locator("h1").innerText()).resolves.toBe("हमारी कहानी");
    await expect(page.locator("#team li").count()).resolves.toBe(4);
    await expect(page.getByRole("img", { name: "डॉ. अनन्या राव की तस्वीर" }).count()).resolves.toBe(1);
    const awards = page.getByRole("region", { name: "पुरस्कार", exact: true });
    await awards.scrollIntoViewIfNeeded();
    await expect(awards.locator("li").count()).resolves.toBe(6);
    await page.getByRole("button", { name: "और पुरस्कार" }).click();
    await expect.poll(() => awards.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe("accessibility", () => {
  it.each(["/", "/about", "/hi", "/hi/about"])("%s has no serious or critical axe violations", async (path) => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}${path}`);
    await page.locator("#main").waitFor();
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
