// The header's links (issue 25): the spec's nine plus Blog and Contact, in English, Hindi and Marathi, each leading to its
// page in the page's language; at 1280 px all eleven sit on one line between the logo and the language menu, with nothing
// pushed sideways; at 390 px the open menu shows them; the link of the page shown is highlighted, a blog post's too.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishSamplePosts, hindiSamplePosts } from "../src/server/db/seed/blog-posts.ts";
import { baseUrl, launchBrowser, openPage } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** What the header lists, in order: label and address. */
const EXPECTED = {
  en: {
    home: "/",
    main: "Main",
    mobile: "Mobile",
    links: [
      ["Home", "/"],
      ["About", "/about"],
      ["Solutions", "/solutions"],
      ["For Farmers", "/for-farmers"],
      ["For Partners", "/for-partners"],
      ["CSR", "/csr"],
      ["Find Clinic", "/find-clinic"],
      ["Resources", "/resources"],
      ["Soil Intelligence", "/soil-intelligence"],
      ["Blog", "/blog"],
      ["Contact", "/contact"],
    ],
  },
  hi: {
    home: "/hi",
    main: "मुख्य",
    mobile: "मोबाइल मेनू",
    links: [
      ["होम", "/hi"],
      ["हमारे बारे में", "/hi/about"],
      ["समाधान", "/hi/solutions"],
      ["किसानों के लिए", "/hi/for-farmers"],
      ["साझेदारों के लिए", "/hi/for-partners"],
      ["CSR", "/hi/csr"],
      ["क्लिनिक खोजें", "/hi/find-clinic"],
      ["जानकारी", "/hi/resources"],
      ["सॉइल इंटेलिजेंस", "/hi/soil-intelligence"],
      ["ब्लॉग", "/hi/blog"],
      ["संपर्क करें", "/hi/contact"],
    ],
  },
  mr: {
    home: "/mr",
    main: "मुख्य",
    mobile: "मोबाइल मेनू",
    links: [
      ["मुख्यपृष्ठ", "/mr"],
      ["आमच्याविषयी", "/mr/about"],
      ["आमच्या सेवा", "/mr/solutions"],
      ["शेतकऱ्यांसाठी", "/mr/for-farmers"],
      ["भागीदारांसाठी", "/mr/for-partners"],
      ["CSR", "/mr/csr"],
      ["केंद्र शोधा", "/mr/find-clinic"],
      ["माहिती साहित्य", "/mr/resources"],
      ["सॉइल इंटेलिजन्स", "/mr/soil-intelligence"],
      ["ब्लॉग", "/mr/blog"],
      ["संपर्क", "/mr/contact"],
    ],
  },
} as const;

/** Label and href of every link in a navigation landmark, in order. */
function linksOf(page: Page, name: string): Promise<string[][]> {
  return page
    .getByRole("navigation", { name, exact: true })
    .getByRole("link")
    .evaluateAll((els) => els.filter((el) => !el.hasAttribute("hreflang")).map((el) => [el.textContent!.trim(), el.getAttribute("href")!]));
}

/** The hrefs of the links marked as the page shown. */
function currentIn(page: Page, name: string): Promise<string[]> {
  return page
    .getByRole("navigation", { name, exact: true })
    .locator('a[aria-current="page"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
}

describe("the header at 1280 px", () => {
  for (const lang of ["en", "hi", "mr"] as const) {
    it(`lists the spec's links plus Blog and Contact on one line, without overflow (${lang})`, async () => {
      const expected = EXPECTED[lang];
      const { page, problems } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
      await page.goto(`${baseUrl()}${expected.home}`, { waitUntil: "networkidle" });
      expect(await linksOf(page, expected.main)).toEqual(expected.links.map(([label, href]) => [label, href]));

      const layout = await page.evaluate((mainName) => {
        const bar = document.querySelector("header[data-site-header] .container-page")!;
        const nav = bar.querySelector(`nav[aria-label="${mainName}"]`)!;
        const [logo, , actions] = [...bar.children].map((el) => el.getBoundingClientRect());
        const links = [...nav.querySelectorAll("a")].map((a) => {
          const range = document.createRange();
          range.selectNodeContents(a);
          return { lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size, top: Math.round(a.getBoundingClientRect().top) };
        });
        const box = nav.getBoundingClientRect();
        return {
          barOverflow: bar.scrollWidth - bar.clientWidth,
          pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
          logoRight: logo!.right,
          navLeft: box.left,
          navRight: box.right,
          actionsLeft: actions!.left,
          wrappedLabels: links.filter((l) => l.lines > 1).length,
          rows: new Set(links.map((l) => l.top)).size,
        };
      }, expected.main);
      expect(layout.wrappedLabels).toBe(0);
      expect(layout.rows).toBe(1);
      expect(layout.barOverflow).toBe(0);
      expect(layout.pageOverflow).toBe(0);
      expect(layout.navLeft).toBeGreaterThanOrEqual(layout.logoRight);
      expect(layout.navRight).toBeLessThanOrEqual(layout.actionsLeft);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }

  it("Blog and Contact lead to their pages, in the page's language", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    for (const [start, name, label, target] of [
      ["/about", "Main", "Blog", "/blog"],
      ["/about", "Main", "Contact", "/contact"],
      ["/hi/about", "मुख्य", "ब्लॉग", "/hi/blog"],
      ["/hi/about", "मुख्य", "संपर्क करें", "/hi/contact"],
    ] as const) {
      await page.goto(`${baseUrl()}${start}`, { waitUntil: "networkidle" });
      const res = page.waitForResponse((r) => new URL(r.url()).pathname === target && r.request().isNavigationRequest());
      await page.getByRole("navigation", { name, exact: true }).getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL(`${baseUrl()}${target}`);
      expect((await res).status(), target).toBe(200);
    }
    await page.context().close();
  });

  it("highlights Blog on the blog and its posts, and Contact on the contact page, and nothing else", async () => {
    const { page } = await openPage(browser, { viewport: { width: 1280, height: 800 } });
    for (const [path, name, current] of [
      ["/blog", "Main", "/blog"],
      [`/blog/${englishSamplePosts[0]!.slug}`, "Main", "/blog"],
      ["/blog?category=Technology", "Main", "/blog"],
      ["/contact", "Main", "/contact"],
      ["/hi/blog", "मुख्य", "/hi/blog"],
      [`/hi/blog/${hindiSamplePosts[0]!.slug}`, "मुख्य", "/hi/blog"],
      ["/hi/contact", "मुख्य", "/hi/contact"],
      ["/about", "Main", "/about"],
    ] as const) {
      const res = await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
      expect(res?.status(), path).toBe(200);
      expect(await currentIn(page, name), path).toEqual([current]);
    }
    await page.context().close();
  });
});

describe("the menu at 390 px", () => {
  for (const lang of ["en", "hi"] as const) {
    it(`shows every link, Blog and Contact included, and highlights the page shown (${lang})`, async () => {
      const expected = EXPECTED[lang];
      const { page, problems } = await openPage(browser, { viewport: { width: 390, height: 844 } });
      const contact = expected.links.at(-1)!;
      await page.goto(`${baseUrl()}${contact[1]}`, { waitUntil: "networkidle" });
      // The desktop list is not shown on a phone.
      const desktopList = page.locator(`header nav[aria-label="${expected.main}"]`);
      expect(await desktopList.count()).toBe(1);
      expect(await desktopList.isVisible()).toBe(false);
      const toggle = page.locator("header[data-site-header] details[data-site-menu] > summary");
      await toggle.click();
      const menu = page.getByRole("navigation", { name: expected.mobile, exact: true });
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await linksOf(page, expected.mobile)).toEqual(expected.links.map(([label, href]) => [label, href]));
      expect(await currentIn(page, expected.mobile)).toEqual([contact[1]]);
      // Every link of the menu can be seen and tapped without scrolling the menu at this height.
      const menuBottom = await menu.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(menuBottom).toBeLessThanOrEqual(844);
      const [blogLabel, blogHref] = expected.links.at(-2)!;
      const blog = menu.getByRole("link", { name: blogLabel, exact: true });
      expect(await blog.isVisible()).toBe(true);
      await blog.click();
      await page.waitForURL(`${baseUrl()}${blogHref}`);
      // The blog opens with the menu closed; opened again, it marks Blog.
      await expect.poll(() => menu.isVisible()).toBe(false);
      await toggle.click();
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await currentIn(page, expected.mobile)).toEqual([blogHref]);
      expect(problems).toEqual([]);
      await page.context().close();
    });
  }
});
