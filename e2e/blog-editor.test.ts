// The visual blog editor in a real browser: every seeded post opens in it and comes out with nothing lost (the HTML the
// editor writes, sanitised by the server as a save would, against the stored body); a post written with a heading, a
// list, a link, a link card and an uploaded picture, by toolbar and keyboard, published and read on the public page
// with the picture's srcset; a revision restored; axe on the editor; screenshots at 1280 and 390 px when E2E_SHOTS is set.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { BLOG_API, type BlogPost, type BlogPostPage } from "../src/shared/schemas/blog.ts";
import { hashPassword } from "../src/server/services/auth.ts";
import { baseUrl, describeViolations, launchBrowser, openPage, seriousA11yViolations, shot, withDb } from "./support.ts";

const WRITER = { email: "blog.writer@example.in", password: "kalam-aur-khet-2026" };

let browser: Browser;
let token = "";

beforeAll(async () => {
  browser = await launchBrowser();
  const hash = await hashPassword(WRITER.password);
  const now = new Date().toISOString();
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO users (id, email, password_hash, name, created_at, updated_at) VALUES (?, ?, ?, 'Lakshmi Iyer', ?, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
      )
      .run(randomUUID(), WRITER.email, hash, now, now),
  );
  const res = await fetch(`${baseUrl()}${AUTH_API.token}?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(WRITER),
  });
  token = ((await res.json()) as AuthSession).access_token;
});
afterAll(async () => browser?.close());

const api = async <T>(url: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${baseUrl()}${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, url).toBeLessThan(300);
  return (await res.json()) as T;
};

async function expectNoA11yViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

async function signIn(page: Page) {
  await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
  await page.getByLabel("Email").fill(WRITER.email);
  await page.getByLabel("Password").fill(WRITER.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/admin\/chat$/);
}

/**
 * What a reader gets from a body, for comparing two versions: its words in order, every link and picture address, and
 * how many of each element that carries meaning. Paragraph tags are left out: a list item's text may sit in one.
 */
function meaning(html: string) {
  const tags = ["h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "blockquote", "img", "code", "pre", "hr", "table", "caption", "th", "td", "tr"];
  const count = (tag: string) => (html.match(new RegExp(`<${tag}[\\s>/]`, "g")) ?? []).length;
  return {
    text: html
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
    links: [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]),
    pictures: [...html.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]),
    counts: Object.fromEntries(tags.map((t) => [t, count(t)])),
  };
}

/** The visual editor's own HTML, as its save would send it. */
const editorHtml = (page: Page) =>
  page.locator(".ProseMirror").evaluate((el) => (el as HTMLElement & { editor: { getHTML: () => string } }).editor.getHTML());

describe("blog editor", () => {
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { bypassCSP: true }));
    await signIn(page);
  });

  it("opens every seeded post, English and Hindi, and gives it back with nothing lost", async () => {
    const posts = [
      ...(await api<BlogPostPage>(`${BLOG_API.posts}?lang=en`)).posts,
      ...(await api<BlogPostPage>(`${BLOG_API.posts}?lang=hi`)).posts,
    ];
    expect(posts.length).toBeGreaterThanOrEqual(6);
    let tables = 0;
    for (const summary of posts) {
      const { post } = await api<{ post: BlogPost }>(`${BLOG_API.adminPosts}/${summary.id}`);
      await page.goto(`${baseUrl()}/admin/blog/edit/${post.id}`, { waitUntil: "load" });
      await page.locator(".ProseMirror").waitFor();
      const { html } = await api<{ html: string }>(BLOG_API.adminPreview, { content: await editorHtml(page) });
      expect(meaning(html), post.slug).toEqual(meaning(post.content));
      tables += meaning(post.content).counts.table!;
    }
    // The seeded posts hold tables, which the editor keeps whole.
    expect(tables).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it("writes a post with a heading, a list, a link, a card and an uploaded picture, and publishes it", async () => {
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mm-photo-")), "field.jpg");
    const noise = Buffer.alloc(1800 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 13 + ((i / 5400) | 0) * 3) % 256;
    await sharp(noise, { raw: { width: 1800, height: 1000, channels: 3 } }).jpeg().toFile(photo);

    await page.goto(`${baseUrl()}/admin/blog/new`, { waitUntil: "networkidle" });
    expect(await page.getByLabel("Author").inputValue()).toBe("Lakshmi Iyer");
    await page.getByLabel("Title", { exact: true }).fill("Sampling Depth for Sugarcane");
    await page.getByLabel("Excerpt").fill("Why cane fields are sampled deeper than paddy, and how to do it.");
    await page.getByLabel("Category").selectOption("Soil Science");

    const editor = page.getByRole("textbox", { name: "Content" });
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await editor.click();
    await toolbar.getByRole("button", { name: "H2 heading" }).click();
    expect(await toolbar.getByRole("button", { name: "H2 heading" }).getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.type("Go deeper for cane");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Cane roots reach well below the plough layer. Take each core to ");
    await page.keyboard.press("Control+b");
    await page.keyboard.type("30 cm");
    await page.keyboard.press("Control+b");
    await page.keyboard.type(".");
    await page.keyboard.press("Enter");

    // The toolbar is one Tab stop; the arrow keys move along it.
    await toolbar.getByRole("button", { name: "Bulleted list" }).focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Numbered list");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    // The button gives the focus back to the text in the list it made; typing before that would lose the first keys.
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.classList.contains("ProseMirror") && document.activeElement.querySelector("ul li"))))
      .toBe(true);
    await page.keyboard.type("Five cores across the field");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Mix them in a clean bucket");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");

    await page.keyboard.type("Find a clinic near you");
    for (let i = 0; i < "Find a clinic near you".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await page.keyboard.press("Control+k");
    const linkDialog = page.getByRole("dialog", { name: "Add a link" });
    await linkDialog.getByLabel("Address").fill("/find-clinic");
    await linkDialog.getByRole("button", { name: "Add Link" }).click();
    expect(await editor.getByRole("link", { name: "Find a clinic near you" }).getAttribute("href")).toBe("/find-clinic");
    // The focus is back in the text, after the new link.
    await expect.poll(() => editor.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.press("Enter");

    await toolbar.getByRole("button", { name: "Picture" }).click();
    const pictureDialog = page.getByRole("dialog", { name: "Add a picture" });
    await pictureDialog.getByLabel("Upload a Picture").setInputFiles(photo);
    await expect.poll(() => pictureDialog.getByRole("radio", { name: "field.jpg" }).isChecked(), { timeout: 30_000 }).toBe(true);
    await pictureDialog.getByLabel("Description (alt text)").fill("A sugarcane field after harvest");
    await pictureDialog.getByRole("button", { name: "Insert Picture" }).click();

    await toolbar.getByRole("button", { name: "Link card" }).click();
    const cardDialog = page.getByRole("dialog", { name: "Add a link card" });
    await cardDialog.getByLabel("Page").selectOption("/start-clinic");
    expect(await cardDialog.getByLabel("Card title").inputValue()).not.toBe("");
    await cardDialog.getByRole("button", { name: "Add Card" }).click();

    await page.getByRole("button", { name: "Upload or Choose a Picture" }).click();
    const coverDialog = page.getByRole("dialog", { name: "Choose the cover picture" });
    await coverDialog.getByText("field.jpg").click();
    expect(await coverDialog.getByRole("radio", { name: "field.jpg" }).isChecked()).toBe(true);
    await coverDialog.getByRole("button", { name: "Use Picture" }).click();

    await page.getByLabel("Meta title").fill("Soil sampling depth for sugarcane");
    await shot(page, "blog-editor-1280");
    await expectNoA11yViolations(page, "/admin/blog/new with a written post");

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText("Published. The post is now on the blog.").isVisible()).toBe(true);
    await expect.poll(() => page.getByRole("region", { name: "Revisions" }).getByRole("listitem").count()).toBe(1);
    await expectNoA11yViolations(page, "/admin/blog/edit");

    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, "blog-editor-390");
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(problems).toEqual([]);
  });

  it("shows the post on the public page with its heading, list, link, card and picture with srcset", async () => {
    const reader = await openPage(browser);
    await reader.page.goto(`${baseUrl()}/blog/sampling-depth-for-sugarcane`, { waitUntil: "networkidle" });
    const article = reader.page.getByRole("article");
    expect(await article.getByRole("heading", { level: 2, name: "Go deeper for cane" }).isVisible()).toBe(true);
    expect(await article.getByRole("listitem").allTextContents()).toEqual(["Five cores across the field", "Mix them in a clean bucket"]);
    expect(await article.getByRole("link", { name: "Find a clinic near you" }).getAttribute("href")).toBe("/find-clinic");
    expect(await article.locator("p.link-card a").getAttribute("href")).toBe("/start-clinic");
    expect(await article.locator("strong", { hasText: "30 cm" }).count()).toBe(1);

    const picture = article.getByRole("img", { name: "A sugarcane field after harvest" });
    expect(await picture.getAttribute("srcset")).toMatch(/^\/uploads\/[0-9a-f]{32}\/480\.jpg 480w, \/uploads\/[0-9a-f]{32}\/960\.jpg 960w, \/uploads\/[0-9a-f]{32}\/1600\.jpg 1600w$/);
    expect(await picture.getAttribute("sizes")).toBe("(min-width: 48rem) 48rem, 100vw");
    expect(await article.locator('picture source[type="image/avif"]').count()).toBe(2);
    // The browser chose and loaded one of the files (AVIF here): the picture is really there.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);

    const head = (selector: string) => reader.page.locator(selector).getAttribute("content");
    expect(await reader.page.title()).toBe("Soil sampling depth for sugarcane | MittiMitra");
    expect(await head('meta[property="og:image"]')).toMatch(/\/uploads\/[0-9a-f]{32}\/1600\.jpg$/);
    expect(await head('meta[name="description"]')).toBe("Why cane fields are sampled deeper than paddy, and how to do it.");
    expect(reader.problems).toEqual([]);
    await reader.page.context().close();
  });

  it("restores an earlier revision as a new save", async () => {
    await page.getByLabel("Title", { exact: true }).fill("Sampling Depth for Sugarcane and Banana");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Changes saved. They are live on the blog.").isVisible()).toBe(true);
    const revisions = page.getByRole("region", { name: "Revisions" });
    await expect.poll(() => revisions.getByRole("listitem").count()).toBe(2);
    expect(await revisions.getByRole("listitem").first().textContent()).toContain("Lakshmi Iyer");

    await revisions.getByRole("button", { name: /^Restore/ }).click();
    await page.getByRole("dialog", { name: "Restore this version?" }).getByRole("button", { name: "Restore" }).click();
    await expect.poll(() => page.getByLabel("Title", { exact: true }).inputValue()).toBe("Sampling Depth for Sugarcane");
    await expect.poll(() => revisions.getByRole("listitem").count()).toBe(3);
    expect(await page.getByRole("textbox", { name: "Content" }).getByRole("heading", { name: "Go deeper for cane" }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });
});
