// Resources page (filters, FAQ, downloads), the PDF downloads themselves, the two legal pages and the sitemap, in a real browser.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS } from "../src/shared/constants.ts";
import { GUIDE_LANGUAGES } from "../src/shared/guide-downloads.ts";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { act, baseUrl, describeViolations, holdScript, launchBrowser, openPage, seriousA11yViolations } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Resolves once React has attached to the server-rendered search box, so typed input reaches the page's code. */
async function waitForHydration(page: Page): Promise<void> {
  await act(page);
  await page.waitForFunction(() => {
    const el = document.getElementById("resource-search");
    return !!el && Object.keys(el).some((k) => k.startsWith("__reactFiber"));
  });
}

async function openResources(path = "/resources"): Promise<{ page: Page; problems: string[] }> {
  const watched = await openPage(browser);
  await watched.page.goto(`${baseUrl()}${path}`);
  await waitForHydration(watched.page);
  return watched;
}

const titles = (page: Page) => page.locator("#library li.card h3").allTextContents();
const count = (page: Page) => page.locator("#library [role=status]").textContent();

describe("resource filters", () => {
  it("shows all three resources with a count before any filter is chosen", async () => {
    const { page, problems } = await openResources();
    expect(await count(page)).toBe("Showing 3 of 3 resources");
    expect(await titles(page)).toHaveLength(3);
    expect(problems).toEqual([]);
  });

  it("narrows the list by search words, matching title and description regardless of case", async () => {
    const { page } = await openResources();
    await page.getByLabel("Search resources").fill("SATELLITE");
    expect(await titles(page)).toEqual(["Beyond NPK: How Soil Intelligence Works"]);
    expect(await count(page)).toBe("Showing 1 of 3 resources");
    // The address keeps the search, so the filtered list can be shared.
    expect(new URL(page.url()).searchParams.get("q")).toBe("SATELLITE");
  });

  it("searches for what was typed before the library woke", async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    // Hold the library's code back, as a slow phone would, until the visitor has typed.
    const release = await holdScript(page, /\/assets\/resource-library-[^/]+\.js$/);
    await page.goto(`${baseUrl()}/resources`, { waitUntil: "domcontentloaded" });
    await page.getByLabel("Search resources").fill("SATELLITE");
    expect(await titles(page)).toHaveLength(3);
    release();
    await waitForHydration(page);
    await expect.poll(() => titles(page)).toEqual(["Beyond NPK: How Soil Intelligence Works"]);
    expect(await page.getByLabel("Search resources").inputValue()).toBe("SATELLITE");
  });

  it("filters by type, by category and by language, each on its own", async () => {
    const { page } = await openResources();
    await page.getByLabel("Type").selectOption("blog");
    expect(await titles(page)).toEqual(["Farmer Stories: Harvests Changed by a Soil Test"]);
    await page.getByLabel("Type").selectOption("");
    await page.getByLabel("Category").selectOption("Soil Testing");
    expect(await titles(page)).toEqual(["Beyond NPK: How Soil Intelligence Works"]);
    await page.getByLabel("Category").selectOption("");
    await page.getByRole("search").getByLabel("Language").selectOption("Hindi");
    expect(await titles(page)).toEqual(["मिट्टी जांच क्यों और कैसे?"]);
    await page.getByRole("search").getByLabel("Language").selectOption("English");
    expect(await titles(page)).toHaveLength(2);
  });

  it("combines filters so an item must match all of them", async () => {
    const { page } = await openResources();
    await page.getByRole("search").getByLabel("Language").selectOption("English");
    await page.getByLabel("Type").selectOption("video");
    expect(await titles(page)).toEqual(["Beyond NPK: How Soil Intelligence Works"]);
    await page.getByLabel("Category").selectOption("Success Stories");
    expect(await titles(page)).toEqual([]);
  });

  it("explains an empty result and brings every resource back from it", async () => {
    const { page } = await openResources();
    await page.getByLabel("Search resources").fill("tractor loans");
    expect(await count(page)).toBe("Showing 0 of 3 resources");
    await expect(page.getByText("No resources match your search.").isVisible()).resolves.toBe(true);
    await page.getByRole("link", { name: "Show all resources" }).click();
    await page.waitForFunction(() => document.querySelectorAll("#library li.card").length === 3);
    expect(await page.getByLabel("Search resources").inputValue()).toBe("");
    expect(new URL(page.url()).search).toBe("");
  });

  it("finds the Hindi guide with an English search and opens it on the same page", async () => {
    const { page } = await openResources();
    await page.getByLabel("Search resources").fill("soil sample");
    expect(await titles(page)).toEqual(["मिट्टी जांच क्यों और कैसे?"]);
    await page.getByRole("link", { name: /लेख पढ़ें/ }).click();
    await page.waitForFunction(() => location.hash === "#hindi-guide");
    expect(await page.locator("#hindi-guide").getAttribute("lang")).toBe("hi");
    expect(await page.locator("#hindi-guide h2").textContent()).toBe("मिट्टी जांच क्यों और कैसे?");
  });

  it("renders the full list without JavaScript, and filters through the form's address", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/resources`);
    expect(await titles(page)).toHaveLength(3);
    // Each guide in English, then in each other language of the site.
    expect(await page.locator("#downloads a[download]").count()).toBe(3 * GUIDE_LANGUAGES.length);
    expect(await page.locator("#faq details").count()).toBe(3);
    await page.getByRole("search").getByLabel("Language").selectOption("Hindi");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/language=Hindi/);
    expect(await titles(page)).toEqual(["मिट्टी जांच क्यों और कैसे?"]);
    await context.close();
  });
});

describe("resource FAQ", () => {
  it("opens and closes each question by click", async () => {
    const { page } = await openResources();
    const question = page.locator("#faq-cost");
    const answer = question.getByText(/per sample/);
    expect(await answer.isVisible()).toBe(false);
    await question.locator("summary").click();
    expect(await answer.isVisible()).toBe(true);
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await question.locator("summary").click();
    expect(await answer.isVisible()).toBe(false);
  });

  it("opens with Enter and closes with Space from the keyboard", async () => {
    const { page } = await openResources();
    const question = page.locator("#faq-how-often");
    const summary = question.locator("summary");
    await summary.focus();
    await page.keyboard.press("Enter");
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await question.getByText(/kharif and rabi/).isVisible()).toBe(true);
    await page.keyboard.press("Space");
    expect(await question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  });
});

describe("PDF downloads", () => {
  it.each(Object.entries(DOWNLOADS))("serves %s as a PDF file", async (_name, path) => {
    const res = await fetch(`${baseUrl()}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="mittimitra-[a-z-]+\.pdf"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("downloads each guide when a Download PDF button is clicked", async () => {
    const { page } = await openResources();
    const buttons = page.locator("#downloads a[download][hreflang=en]");
    expect(await buttons.count()).toBe(3);
    const saved: string[] = [];
    for (let i = 0; i < 3; i++) {
      const [download] = await Promise.all([page.waitForEvent("download"), buttons.nth(i).click()]);
      saved.push(download.suggestedFilename());
      expect(await download.failure()).toBeNull();
    }
    expect(saved).toEqual(["mittimitra-soil-health-booklet.pdf", "mittimitra-fertilizer-guide.pdf", "mittimitra-crop-advisory.pdf"]);
  });
});

describe("Hindi resources and contact pages", () => {
  it("shows the library, the Hindi guide and the FAQ in Hindi, and searches the Hindi texts", async () => {
    const { page, problems } = await openResources("/hi/resources");
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(await count(page)).toBe("कुल 3 में से 3 दिख रहे हैं");
    await page.getByLabel("खोजें", { exact: true }).fill("वीडियो");
    expect(await titles(page)).toEqual(["NPK से आगे: सॉइल इंटेलिजेंस कैसे काम करता है"]);
    expect(await page.locator("#hindi-guide h2").textContent()).toBe("मिट्टी जांच क्यों और कैसे?");
    expect(await page.locator("#faq-cost summary").textContent()).toContain("मिट्टी की जांच कितने की है");
    expect(problems).toEqual([]);
  });

  it("offers each guide in the page's language first (Hindi, Marathi) and the other languages after", async () => {
    const { page } = await openResources("/hi/resources");
    const cards = page.locator("#downloads li.card");
    expect(await cards.count()).toBe(3);
    for (const [i, path] of [DOWNLOADS.soilHealthBooklet, DOWNLOADS.fertilizerGuide, DOWNLOADS.cropAdvisory].entries()) {
      const links = cards.nth(i).locator("a[download]");
      expect(await links.nth(0).getAttribute("href")).toBe(path.replace("/downloads/", "/downloads/hi/"));
      expect(await links.nth(0).textContent()).toContain("PDF डाउनलोड करें");
      expect(await links.nth(1).getAttribute("href")).toBe(path);
    }
    const [download] = await Promise.all([page.waitForEvent("download"), cards.first().locator("a[download]").first().click()]);
    expect(download.suggestedFilename()).toBe("mittimitra-soil-health-booklet-hi.pdf");
    // And the English page the other way round.
    const english = await openResources();
    expect(await english.page.locator("#downloads li.card").first().locator("a[download]").nth(1).getAttribute("href")).toBe(
      "/downloads/hi/soil-health-booklet.pdf",
    );
    // A Marathi page offers the Marathi guide first, then the others by their own names.
    const marathi = await openResources("/mr/resources");
    const first = marathi.page.locator("#downloads li.card").first();
    expect(await first.locator("a[download]").evaluateAll((links) => links.map((a) => [a.getAttribute("href"), a.textContent]))).toEqual([
      ["/downloads/mr/soil-health-booklet.pdf", "PDF डाउनलोड करा: मृदा आरोग्य पुस्तिका"],
      ["/downloads/soil-health-booklet.pdf", expect.stringContaining("English")],
      ["/downloads/hi/soil-health-booklet.pdf", expect.stringContaining("हिन्दी")],
    ]);
    const [marathiFile] = await Promise.all([marathi.page.waitForEvent("download"), first.locator("a[download]").first().click()]);
    expect(marathiFile.suggestedFilename()).toBe("mittimitra-soil-health-booklet-mr.pdf");
  });

  it("shows the contact page and its form in Hindi", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}/hi/contact`);
    expect(await page.locator("#contact-form-heading").textContent()).toBe("हम आपकी क्या मदद करें?");
    expect(await page.locator("#contact-details-heading").textContent()).toBe("सीधे संपर्क करें");
    const who = page.locator("select[name=whoAreYou]");
    expect(await who.locator("option[value=farmer]").textContent()).toBe("किसान");
    expect(await page.getByRole("button", { name: "संदेश भेजें" }).count()).toBe(1);
    expect(await page.locator("#ways-to-work-with-us h3").allTextContents()).toEqual(["सॉइल दीदी बनें", "हमारे साझेदार बनें", "मीडिया और प्रेस"]);
  });
});

describe("legal pages", () => {
  it.each([
    // The policy changed for issue 8 and says since when; the terms are the original text of March 2024 (spec 2.14).
    ["/privacy-policy", "Last updated November 2026 (first published March 2024)"],
    ["/terms-of-service", "Last updated March 2024"],
  ])("%s says when it was last updated and links its contents to its sections", async (path, updated) => {
    const { page } = await openPage(browser);
    await page.goto(`${baseUrl()}${path}`);
    expect(await page.locator("#document").getByText(updated, { exact: true }).isVisible()).toBe(true);
    const links = page.locator('nav[aria-labelledby="contents-heading"] a');
    expect(await links.count()).toBeGreaterThanOrEqual(10);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
      expect(await page.locator(href).count(), href).toBe(1);
    }
  });

  it("names the grievance officer's e-mail and the Indian data protection law in the privacy policy", async () => {
    const html = await (await fetch(`${baseUrl()}/privacy-policy`)).text();
    expect(html).toContain("Digital Personal Data Protection Act, 2023");
    expect(html).toContain("Information Technology Act, 2000");
    expect(html).toMatch(/Grievance Officer at <a href="mailto:support@mittimitra\.in">/);
    expect(html).toContain("OpenStreetMap");
  });

  it.each([
    ["/hi/privacy-policy", "प्राइवेसी पॉलिसी", "आख़िरी बदलाव: नवंबर 2026 (पहली बार मार्च 2024 में छपी)", "/privacy-policy"],
    ["/hi/terms-of-service", "सेवा की शर्तें", "आख़िरी बदलाव: मार्च 2024", "/terms-of-service"],
  ])("%s is in Hindi, its date too, links within Hindi and says the English text applies", async (path, title, updated, english) => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    expect(await page.locator("h1").textContent()).toBe(title);
    const doc = page.locator("#document");
    expect(await doc.getByText(updated, { exact: true }).isVisible()).toBe(true);
    expect(await doc.getByRole("link", { name: "अंग्रेज़ी वाले पाठ" }).getAttribute("href")).toBe(english);
    expect(await doc.getByRole("link", { name: "संपर्क पेज" }).getAttribute("href")).toBe("/hi/contact");
    expect(await doc.locator('a[href="mailto:support@mittimitra.in"]').first().textContent()).toBe("support@mittimitra.in");
    // Every heading, paragraph and list item reads in Devanagari once the address, e-mails and web addresses are set aside.
    const texts = await doc.locator("h2, h3, p, li").evaluateAll((els) =>
      els.map((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        for (const kept of copy.querySelectorAll("[translate='no']")) kept.remove();
        return (copy.textContent ?? "").replace(/\S+@\S+|https?:\/\/\S+|MittiMitra|Soil Didi|OpenStreetMap|WhatsApp/g, "");
      }),
    );
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) {
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      const devanagari = text.match(/[\u0900-\u097F]/g)?.length ?? 0;
      expect(devanagari, text).toBeGreaterThan(latin * 4);
    }
    expect(problems).toEqual([]);
  });
});

describe("sitemap page", () => {
  it("lists every public page once, under the four groups of the spec, without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}/sitemap`);
      await expect(page.locator("#all-pages nav h3").allTextContents()).resolves.toEqual(["Main Pages", "Solutions", "For Users", "Legal"]);
      const listed = await page.locator("#all-pages nav").evaluateAll((navs) =>
        navs.flatMap((nav) => [...nav.querySelectorAll("a")].map((a) => ({ group: nav.querySelector("h3")?.textContent, path: a.getAttribute("href") }))),
      );
      expect(listed.map((l) => l.path).sort()).toEqual(publicRoutes.map((r) => r.path).sort());
      const groupNames: Record<string, string> = { main: "Main Pages", solutions: "Solutions", users: "For Users", legal: "Legal" };
      for (const { group, path } of listed) expect(groupNames[publicRoutes.find((r) => r.path === path)?.group ?? ""], path ?? "").toBe(group);
      // Each group is a navigation landmark named by its heading.
      for (const group of ["Main Pages", "Solutions", "For Users", "Legal"]) {
        await expect(page.locator("#all-pages").getByRole("navigation", { name: group, exact: true }).count(), group).resolves.toBe(1);
      }
    } finally {
      await context.close();
    }
  });
});

describe("accessibility", () => {
  it.each(["/resources", "/privacy-policy", "/terms-of-service", "/sitemap"])("%s has no serious or critical axe violation", async (path) => {
    const { page } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
