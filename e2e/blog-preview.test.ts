// A draft's preview and a revision compared, in a real browser (issue 30): from the editor, Preview opens the draft in
// the site's own page (its header, footer and styles) for the signed-in editor; Compare shows the words that changed
// between a saved version and the current text, in a dialog used from the keyboard. Screenshots at 1280 and 390 px
// when E2E_SHOTS is set.
import { randomUUID } from "node:crypto";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { BLOG_API, type BlogPost, type BlogPostInput } from "../src/shared/schemas/blog.ts";
import { hashPassword } from "../src/server/services/auth.ts";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, shot, withDb } from "./support.ts";

const EDITOR = { email: "preview.editor@example.in", password: "khet-ki-khabar-2026" };

const draft: BlogPostInput = {
  title: "Neem Coated Urea for Cotton",
  excerpt: "How neem coated urea feeds cotton for longer and why the dose follows the soil test.",
  content: "<h2>Why neem coating</h2><p>The coating slows the release of nitrogen into the soil.</p><p>Split the dose into three parts.</p>",
  author: "Anita Deshmukh",
  category: "Soil Science",
  tags: ["cotton", "urea"],
  image_url: "/blog/soil-sampling.svg",
  status: "draft",
};

let browser: Browser;
let token = "";
let post: BlogPost;

const api = async <T>(method: "POST" | "PUT", url: string, body: unknown): Promise<T> => {
  const res = await fetch(`${baseUrl()}${url}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(res.status, url).toBeLessThan(300);
  return (await res.json()) as T;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const hash = await hashPassword(EDITOR.password);
  const now = new Date().toISOString();
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO users (id, email, password_hash, name, role, created_at, updated_at) VALUES (?, ?, ?, 'Anita Deshmukh', 'editor', ?, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, role = 'editor'`,
      )
      .run(randomUUID(), EDITOR.email, hash, now, now),
  );
  const res = await fetch(`${baseUrl()}${AUTH_API.token}?grant_type=password`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(EDITOR) });
  token = ((await res.json()) as AuthSession).access_token;
  // A draft saved twice: the first version said "three parts", the current one "two parts" and has a new title.
  post = (await api<{ post: BlogPost }>("POST", BLOG_API.adminPosts, draft)).post;
  post = (
    await api<{ post: BlogPost }>("PUT", `${BLOG_API.adminPosts}/${post.id}`, {
      ...draft,
      slug: post.slug,
      title: "Neem Coated Urea for Rainfed Cotton",
      content: draft.content.replace("Split the dose into three parts.", "Split the dose into two parts after the first rain."),
    })
  ).post;
});
afterAll(async () => browser?.close());

describe("a draft's preview and a revision compared", () => {
  let page: Page;
  let problems: string[];

  /** Signs the editor in on a page of its own: with `bypassCSP` for axe's injected script, or under the site's real CSP. */
  async function signIn(opts: { bypassCSP?: boolean } = {}) {
    ({ page, problems } = await openPage(browser, opts));
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/admin\/blog$/);
  }
  afterAll(async () => page?.context().close());

  it("opens the draft's preview from the editor in the site's own page", async () => {
    // Under the site's real Content-Security-Policy: the framed page (srcdoc) runs its scripts and styles.
    await signIn();
    await page.goto(`${baseUrl()}/admin/blog/edit/${post.id}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Neem Coated Urea for Rainfed Cotton");
    const [preview] = await Promise.all([page.context().waitForEvent("page"), page.getByRole("link", { name: /^Preview/ }).click()]);
    preview.on("console", (m) => void (m.type() === "error" && problems.push(`preview: ${m.text()}`)));
    preview.on("pageerror", (e) => problems.push(`preview: ${e.message}`));
    await preview.waitForURL(new RegExp(`/admin/blog/preview/${post.id}$`));
    const frame = preview.getByTitle("Preview of the post");
    await frame.waitFor();
    const site = (await (await frame.elementHandle())!.contentFrame()) as Frame;
    await site.waitForSelector("h1");
    expect(await site.locator("h1").textContent()).toBe("Neem Coated Urea for Rainfed Cotton");
    expect(await site.getByText("Split the dose into two parts after the first rain.").isVisible()).toBe(true);
    // The public page's layout: the site's header and footer, with the site's styles applied.
    expect(await site.getByRole("banner").count()).toBeGreaterThan(0);
    expect(await site.getByRole("contentinfo").count()).toBe(1);
    expect(await site.locator("h1").evaluate((h) => getComputedStyle(h).fontWeight)).not.toBe("400");
    expect(await site.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await preview.getByText(/^Preview/).first().isVisible()).toBe(true);
    await shot(preview, "blog-preview-1280", { fullPage: false });
    await preview.setViewportSize({ width: 390, height: 844 });
    await shot(preview, "blog-preview-390", { fullPage: false });
    expect(await preview.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await preview.close();
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("compares a saved version with the current text in a dialog, from the keyboard", async () => {
    await signIn({ bypassCSP: true });
    await page.goto(`${baseUrl()}/admin/blog/edit/${post.id}`, { waitUntil: "networkidle" });
    const revisions = page.getByRole("region", { name: "Revisions" });
    await expect.poll(() => revisions.getByRole("listitem").count()).toBe(2);
    await revisions.getByRole("button", { name: /^Compare/ }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Compare with the current text" });
    await expect.poll(() => dialog.locator("ins").count()).toBeGreaterThan(2);
    // The changed words, each side marked: the title's new word, and the body's edited sentence.
    const added = (await dialog.locator("dd ins, [data-testid=compare-content] ins").allTextContents()).map((t) => t.replace(/\[added: |\]/g, "").trim());
    const removed = (await dialog.locator("dd del, [data-testid=compare-content] del").allTextContents()).map((t) => t.replace(/\[removed: |\]/g, "").trim());
    expect(added).toContain("Rainfed");
    expect(added).toContain("two parts after the first rain.");
    expect(removed).toContain("three parts.");
    expect(await dialog.getByRole("term").allTextContents()).toEqual(["Title"]);
    // Unchanged paragraphs are shown as they are.
    expect(await dialog.getByTestId("compare-content").textContent()).toContain("The coating slows the release of nitrogen into the soil.");
    const violations = await seriousA11yViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await shot(page, "blog-compare-1280", { fullPage: false });
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "blog-compare-390", { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Escape closes it, and the focus goes back to the Compare button; nothing was restored.
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/^Compare/);
    expect(await revisions.getByRole("listitem").count()).toBe(2);
    expect(problems).toEqual([]);
  });
});
