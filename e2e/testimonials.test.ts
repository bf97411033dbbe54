// Testimonial names and avatar initials in every language (Hindi review SC-3, G10): on the start-a-clinic and For
// farmers pages the names are written in the page's script, and the decorative avatars show initials from them.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, openPage } from "./support.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const cases = [
  { path: "/start-clinic", section: "#testimonials", names: ["Savita Patil", "Rakesh Yadav", "Anil Meena"], initials: ["SP", "RY", "AM"] },
  { path: "/hi/start-clinic", section: "#testimonials", names: ["सविता पाटिल", "राकेश यादव", "अनिल मीणा"], initials: ["स", "रा", "अ"] },
  { path: "/mr/start-clinic", section: "#testimonials", names: ["सविता पाटील", "राकेश यादव", "अनिल मीणा"], initials: ["स", "रा", "अ"] },
  { path: "/for-farmers", section: "#farmer-stories", names: ["Ramesh Patil", "Sunita Devi", "Harjit Kaur", "Lakshmamma"], initials: ["RP", "SD", "HK", "L"] },
  { path: "/hi/for-farmers", section: "#farmer-stories", names: ["रमेश पाटिल", "सुनीता देवी", "हरजीत कौर", "लक्ष्मम्मा"], initials: ["र", "सु", "ह", "ल"] },
  { path: "/mr/for-farmers", section: "#farmer-stories", names: ["रमेश पाटील", "सुनीता देवी", "हरजीत कौर", "लक्ष्मम्मा"], initials: ["र", "सु", "ह", "ल"] },
];

describe("testimonials", () => {
  it.each(cases)("$path names the speakers in the page's script, with decorative avatars of their initials", async ({ path, section, names, initials }) => {
    const { page, problems } = await openPage(browser);
    try {
      await page.goto(`${baseUrl()}${path}`, { waitUntil: "networkidle" });
      const captions = page.locator(`${section} figcaption`);
      await expect(captions.locator(":scope > span:not([aria-hidden]) > span:first-child").allInnerTexts()).resolves.toEqual(names);
      await expect(captions.locator(':scope > span[aria-hidden="true"]').allInnerTexts()).resolves.toEqual(initials);
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
