// The blog in a real browser: the server-rendered list (also without JavaScript) with search and category, a post
// with its title in <title>, 404 for an unknown slug, Share, the Hindi blog (/hi/blog, its posts, a post opened under
// the wrong language redirected), and the admin's day: write a post with a <script> in it, publish, see it sanitised on
// /blog, edit, the unsaved-changes warning, unpublish, delete, and a post written in Hindi; axe on every screen.
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/server/services/auth.ts";
import { englishSamplePosts as samplePosts, hindiSamplePosts } from "../src/server/db/seed/blog-posts.ts";
import { act, baseUrl, changeContent, describeViolations, hydrated, launchBrowser, openPage, seriousA11yViolations, withDb } from "./support.ts";

/** This file's own admin, so it runs the same whichever admin test file ran before it. */
const EDITOR = { email: "blog.editor@example.in", password: "khet-ki-kahani-2026" };
const sample = (category: string) => samplePosts.find((p) => p.category === category)!;
const TESTING = sample("Technology");
const CARBON = sample("Organic Farming");
const ZINC = sample("Soil Science");
const STORY = sample("Success Stories");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const hash = await hashPassword(EDITOR.password);
  const now = new Date().toISOString();
  withDb((db) =>
    db
      .prepare(
        `INSERT INTO users (id, email, password_hash, name, created_at, updated_at) VALUES (?, ?, ?, NULL, ?, ?)
         ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash`,
      )
      .run(randomUUID(), EDITOR.email, hash, now, now),
  );
});
afterAll(async () => browser?.close());

const cards = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");
const cardTitles = async (page: Page) => (await cards(page).getByRole("heading", { level: 2 }).allTextContents()).map((t) => t.trim());

async function expectNoA11yViolations(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `${where}\n${describeViolations(violations)}`).toEqual([]);
}

describe("public blog", () => {
  it("renders the seeded posts on the server, and searches and filters without JavaScript", async () => {
    const html = await (await fetch(`${baseUrl()}/blog`)).text();
    for (const post of samplePosts) expect(html).toContain(post.title.replace(/&/g, "&amp;"));
    expect(html).toContain("Read More");
    const filtered = await (await fetch(`${baseUrl()}/blog?category=${encodeURIComponent("Success Stories")}`)).text();
    expect(filtered).toContain(STORY.title);
    expect(filtered).not.toContain(ZINC.title);

    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/blog`);
    expect(await cards(page).count()).toBe(samplePosts.length);
    await page.getByLabel("Search articles").fill("zinc");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/blog\?q=zinc/);
    expect(await cardTitles(page)).toEqual([STORY.title, ZINC.title]);
    await page.getByLabel("Category").selectOption("Soil Science");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/category=Soil\+Science/);
    expect(await cardTitles(page)).toEqual([ZINC.title]);
    await page.context().close();
  });

  it("searches and filters in the browser, shows an empty state, and Read More opens the post", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}/blog`, { waitUntil: "networkidle" });
    await expectNoA11yViolations(page, "/blog");

    await page.getByLabel("Search articles").fill("CARBON");
    await page.getByLabel("Search articles").press("Enter");
    await page.waitForURL(/\/blog\?q=CARBON$/);
    await expect.poll(() => cardTitles(page)).toEqual([CARBON.title]);
    expect(await page.getByText("1 article found for “CARBON”").isVisible()).toBe(true);

    // Choosing a category searches at once only once the search box has woken (once the visitor acts on the new page);
    // before, the select is plain HTML that the Search button sends.
    await act(page);
    await expect.poll(() => hydrated(page.getByLabel("Category"))).toBe(true);
    await page.getByLabel("Category").selectOption("Technology");
    await page.waitForURL(/category=Technology/);
    await expect.poll(() => page.getByText("No articles match your search.").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Show all articles" }).click();
    await expect.poll(() => cards(page).count()).toBe(samplePosts.length);
    expect(await page.getByLabel("Search articles").inputValue()).toBe("");

    await cards(page).filter({ hasText: TESTING.title }).getByRole("link", { name: /^Read More/ }).click();
    await page.waitForURL(new RegExp(`/blog/${TESTING.slug}$`));
    await expect.poll(() => page.title()).toBe(`${TESTING.title} | MittiMitra`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(TESTING.title);
    expect(await page.getByRole("heading", { name: "How to take a good sample" }).isVisible()).toBe(true);
    await expectNoA11yViolations(page, TESTING.slug);
    await page.getByRole("link", { name: "All articles", exact: true }).click();
    await page.waitForURL(/\/blog$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("serves a post's own title and description on the server, and 404 for an unknown slug", async () => {
    const html = await (await fetch(`${baseUrl()}/blog/${CARBON.slug}`)).text();
    expect(html).toContain(`<title>${CARBON.title} | MittiMitra</title>`);
    expect(html).toContain('property="og:type" content="article"');
    expect(html).toContain("Five ways to raise it");

    const missing = await fetch(`${baseUrl()}/blog/no-such-post`);
    expect(missing.status).toBe(404);
    const missingHtml = await missing.text();
    expect(missingHtml).toContain("<title>Page not found | MittiMitra</title>");
    expect(missingHtml).toContain('name="robots" content="noindex"');
    const { page } = await openPage(browser);
    const res = await page.goto(`${baseUrl()}/blog/no-such-post`, { waitUntil: "networkidle" });
    expect(res?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Page not found");
    await page.context().close();
  });

  it("shares the title and address with the device's share sheet", async () => {
    const { page } = await openPage(browser);
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(`${baseUrl()}/blog/${STORY.slug}`, { waitUntil: "networkidle" });
    await act(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared)).toEqual({ title: STORY.title, url: `${baseUrl()}/blog/${STORY.slug}` });
    await page.context().close();
  });

  it("copies the address and says so where the browser has no share sheet", async () => {
    const { page } = await openPage(browser);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl() });
    await page.addInitScript(() => Object.defineProperty(navigator, "share", { configurable: true, value: undefined }));
    await page.goto(`${baseUrl()}/blog/${STORY.slug}`, { waitUntil: "networkidle" });
    await act(page);
    await page.getByRole("button", { name: "Share" }).click();
    await expect.poll(() => page.getByRole("status").filter({ hasText: "Link copied" }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/blog/${STORY.slug}`);
    await page.context().close();
  });
});

describe("Hindi blog", () => {
  const [SAMPLE_HI, CARD_HI] = hindiSamplePosts as [(typeof hindiSamplePosts)[number], (typeof hindiSamplePosts)[number]];

  it("lists the Hindi posts at /hi/blog, in Hindi, with the Hindi feed", async () => {
    const html = await (await fetch(`${baseUrl()}/hi/blog`)).text();
    expect(html).toContain('<html lang="hi"');
    for (const post of hindiSamplePosts) expect(html).toContain(post.title);
    for (const post of samplePosts) expect(html).not.toContain(post.title.replace(/&/g, "&amp;"));
    expect(html).toContain("मिट्टी से निकली कहानियां");
    expect(html).toContain("2 लेख");
    expect(html).toContain("पूरा पढ़ें");
    // Dates and reading time in Hindi: "16 नवंबर 2026", "3 मिनट में पढ़ें".
    expect(html).toContain("16 नवंबर 2026");
    expect(html).toMatch(/\d+ मिनट में पढ़ें/);
    expect(html).toContain("मिट्टी की बातें");
    expect(html).toContain('href="/hi/blog/rss.xml"');
    expect(html).not.toMatch(/Read More|Search articles|min read/);
    // The English list links its own feed and shows no Hindi post.
    const english = await (await fetch(`${baseUrl()}/blog`)).text();
    expect(english).toContain('href="/blog/rss.xml"');
    expect(english).not.toContain(SAMPLE_HI.title);
  });

  it("searches the Hindi posts in the browser and opens one in Hindi", async () => {
    const { page, problems } = await openPage(browser, { bypassCSP: true });
    await page.goto(`${baseUrl()}/hi/blog`, { waitUntil: "networkidle" });
    const hiCards = page.getByRole("region", { name: "लेख" }).getByRole("article");
    await expect.poll(() => hiCards.count()).toBe(hindiSamplePosts.length);
    await expectNoA11yViolations(page, "/hi/blog");

    await page.getByLabel("लेख खोजें").fill("नमूना");
    await page.getByRole("button", { name: "खोजें", exact: true }).click();
    await page.waitForURL(/\/hi\/blog\?q=/);
    await expect.poll(() => hiCards.count()).toBe(1);
    expect(await page.getByText("“नमूना” के लिए 1 लेख मिला").isVisible()).toBe(true);
    await act(page);
    await expect.poll(() => hydrated(page.getByLabel("विषय"))).toBe(true);
    await page.getByLabel("विषय").selectOption("Organic Farming");
    await page.waitForURL(/category=Organic/);
    await expect.poll(() => page.getByText("आपकी खोज से मिलता कोई लेख नहीं मिला।").isVisible()).toBe(true);
    await page.getByRole("link", { name: "सभी लेख देखें" }).click();
    await page.waitForURL(/\/hi\/blog$/);
    await expect.poll(() => hiCards.count()).toBe(hindiSamplePosts.length);

    await hiCards.filter({ hasText: CARD_HI.title }).getByRole("link", { name: /^पूरा पढ़ें/ }).click();
    await page.waitForURL(new RegExp(`/hi/blog/${CARD_HI.slug}$`));
    // The address changes as the navigation starts; the post shows once its data is in.
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(CARD_HI.title);
    expect(await page.getByText(`लेखक: ${CARD_HI.author}`).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "रिपोर्ट पढ़कर क्या करें" }).isVisible()).toBe(true);
    // Share shows once the post's islands wake, as the visitor acts.
    await act(page);
    await expect.poll(() => page.getByRole("button", { name: "शेयर करें" }).isVisible()).toBe(true);
    await expectNoA11yViolations(page, CARD_HI.slug);
    await page.getByRole("link", { name: "सभी लेख", exact: true }).click();
    await page.waitForURL(/\/hi\/blog$/);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it("redirects a post opened under the other language's address to its own", async () => {
    const toHindi = await fetch(`${baseUrl()}/blog/${SAMPLE_HI.slug}`, { redirect: "manual" });
    expect(toHindi.status).toBe(301);
    expect(toHindi.headers.get("location")).toBe(`/hi/blog/${SAMPLE_HI.slug}`);
    const toEnglish = await fetch(`${baseUrl()}/hi/blog/${ZINC.slug}`, { redirect: "manual" });
    expect(toEnglish.status).toBe(301);
    expect(toEnglish.headers.get("location")).toBe(`/blog/${ZINC.slug}`);

    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog/${SAMPLE_HI.slug}`, { waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname).toBe(`/hi/blog/${SAMPLE_HI.slug}`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(SAMPLE_HI.title);
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    expect(await page.title()).toBe(`${SAMPLE_HI.title} | MittiMitra`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe("blog admin", () => {
  let page: Page;
  let problems: string[];
  let editUrl = "";
  const title = "Neem Cake for Healthier Soil";
  const slug = "neem-cake-for-healthier-soil";
  const excerpt = "How neem cake feeds soil life and keeps nematodes down, and how much to apply per acre.";
  const content = [
    "<p>Neem cake is what is left after oil is pressed from neem seed.</p>",
    "<script>document.title = 'hacked'; window.hacked = true;</script>",
    '<p onclick="window.hacked = true">Apply 200 kg per acre before sowing.</p>',
    '<p><a href="javascript:window.hacked = true">Tricky link</a></p>',
    '<img src="/blog/organic-carbon.svg" alt="Compost" onerror="window.hacked = true"><img src="javascript:window.hacked = true">',
  ].join("\n");

  const bar = () => page.getByRole("navigation", { name: "Admin" });
  const row = (text: string) => page.getByRole("row").filter({ hasText: text });
  const hacked = () => page.evaluate(() => (window as unknown as { hacked?: boolean }).hacked === true);

  beforeAll(async () => {
    ({ page, problems } = await openPage(browser, { bypassCSP: true }));
  });

  it("signs in to the blog admin with the posts listed", async () => {
    await page.goto(`${baseUrl()}/admin/login`, { waitUntil: "networkidle" });
    await page.getByLabel("Email").fill(EDITOR.email);
    await page.getByLabel("Password").fill(EDITOR.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // An admin answers chats: sign-in lands on the live chat (issue 30); the blog is one link away.
    await page.waitForURL(/\/admin\/chat$/);
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog" }).click();
    await page.waitForURL(/\/admin\/blog$/);
    await expect.poll(() => row(ZINC.title).isVisible()).toBe(true);
    expect(await row(ZINC.title).getByText("Published", { exact: true }).isVisible()).toBe(true);
    await expectNoA11yViolations(page, "/admin/blog");
  });

  it("writes a post with a script in it, refuses it without an excerpt, and publishes it", async () => {
    await page.getByRole("link", { name: "New Post" }).first().click();
    await page.waitForURL(/\/admin\/blog\/new$/);
    // The author starts as the admin's display name, never the e-mail address (this editor has set no name).
    expect(await page.getByLabel("Author").inputValue()).toBe("");
    await page.getByLabel("Author").fill("Meena Rao");
    await page.getByLabel("Title", { exact: true }).fill(title);
    await page.getByLabel("Category").selectOption("Organic Farming");
    await page.getByLabel("Tags").fill("neem, organic, nematodes");
    await page.getByText("Dark soil with roots, compost and earthworms").click();
    expect(await page.getByRole("radio", { name: "Dark soil with roots, compost and earthworms" }).isChecked()).toBe(true);
    // Raw HTML goes in through the HTML view.
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Content").fill(content);

    // The toolbar wraps the selected text: select "200 kg per acre" and make it bold.
    await page.getByLabel("Content").evaluate((el: HTMLTextAreaElement) => {
      const at = el.value.indexOf("200 kg per acre");
      el.setSelectionRange(at, at + "200 kg per acre".length);
    });
    await page.getByRole("button", { name: "Bold (Ctrl+B)" }).click();
    expect(await page.getByLabel("Content").inputValue()).toContain("Apply <strong>200 kg per acre</strong> before sowing.");

    const preview = page.getByRole("region", { name: "Preview" });
    await expect.poll(() => preview.getByText("Apply 200 kg per acre before sowing.").isVisible()).toBe(true);
    expect(await preview.locator("script, [onclick], [onerror], a[href^='javascript']").count()).toBe(0);
    expect(await hacked()).toBe(false);
    await expectNoA11yViolations(page, "/admin/blog/new");

    await page.getByRole("button", { name: "Publish" }).click();
    expect(await page.getByText("Excerpt is required.").isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel("Excerpt").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByLabel("Excerpt").fill(excerpt);
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText("Published. The post is now on the blog.").isVisible()).toBe(true);
    expect(await page.getByLabel("Slug").inputValue()).toBe(slug);
    editUrl = page.url();
    await expectNoA11yViolations(page, "/admin/blog/edit");
  });

  it("shows the post on /blog with its script, handlers and javascript: link removed", async () => {
    await page.getByRole("link", { name: /View on the blog/ }).click();
    await page.waitForURL(new RegExp(`/blog/${slug}$`));
    await expect.poll(() => page.title()).toBe(`${title} | MittiMitra`);
    const article = page.getByRole("article");
    expect(await article.getByText("Apply 200 kg per acre before sowing.").isVisible()).toBe(true);
    expect(await article.locator("script, [onclick], [onerror], a[href^='javascript']").count()).toBe(0);
    expect(await article.getByText("Tricky link").isVisible()).toBe(true);
    expect(await hacked()).toBe(false);

    const html = await (await fetch(`${baseUrl()}/blog/${slug}`)).text();
    expect(html).not.toMatch(/hacked = true|onclick=|onerror=|javascript:/);

    await page.goto(`${baseUrl()}/blog`, { waitUntil: "networkidle" });
    expect((await cardTitles(page))[0]).toBe(title);
    await page.goto(editUrl, { waitUntil: "networkidle" });
    await page.getByLabel("Title", { exact: true }).waitFor();
  });

  it("saves an edit, and warns before leaving with unsaved changes", async () => {
    await page.getByLabel("Title", { exact: true }).fill(`${title}: A Field Guide`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect.poll(() => page.getByText("Changes saved. They are live on the blog.").isVisible()).toBe(true);
    expect(await page.getByLabel("Slug").inputValue()).toBe(slug);
    const html = await (await fetch(`${baseUrl()}/blog/${slug}`)).text();
    expect(html).toContain(`<title>${title}: A Field Guide | MittiMitra</title>`);

    await page.getByLabel("Excerpt").fill(`${excerpt} Updated.`);
    await bar().getByRole("link", { name: "Blog" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect.poll(() => leave.isVisible()).toBe(true);
    await leave.getByRole("button", { name: "Stay on This Page" }).click();
    expect(page.url()).toMatch(/\/admin\/blog\/edit\//);
    expect(await page.getByLabel("Excerpt").inputValue()).toBe(`${excerpt} Updated.`);

    await bar().getByRole("link", { name: "Blog" }).click();
    await leave.getByRole("button", { name: "Leave Without Saving" }).click();
    await page.waitForURL(/\/admin\/blog$/);
    await expect.poll(() => row(`${title}: A Field Guide`).isVisible()).toBe(true);
    const saved = withDb((db) => db.prepare("SELECT excerpt FROM blog_posts WHERE slug = ?").get(slug) as { excerpt: string });
    expect(saved.excerpt).toBe(excerpt);
  });

  it("unpublishes the post, which takes it off /blog", async () => {
    await row(`${title}: A Field Guide`).getByRole("link", { name: /^Edit/ }).click();
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect.poll(() => page.getByText("Unpublished. The post is a draft again and no longer on the blog.").isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Publish" }).isVisible()).toBe(true);

    const list = await (await fetch(`${baseUrl()}/blog`)).text();
    expect(list).not.toContain(title);
    expect((await fetch(`${baseUrl()}/blog/${slug}`)).status).toBe(404);

    await page.getByRole("link", { name: "All posts" }).click();
    await page.getByLabel("Status", { exact: true }).selectOption("draft");
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    expect(await row(title).getByText("Draft", { exact: true }).isVisible()).toBe(true);
  });

  it("deletes the post only after the confirmation", async () => {
    const dialog = page.getByRole("dialog", { name: "Delete post" });
    await row(title).getByRole("button", { name: /^Delete/ }).click();
    expect(await dialog.getByText("Are you sure you want to delete this post?").isVisible()).toBe(true);
    await expectNoA11yViolations(page, "delete dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(await row(title).isVisible()).toBe(true);

    await row(title).getByRole("button", { name: /^Delete/ }).click();
    await dialog.getByRole("button", { name: "Delete Post" }).click();
    await expect.poll(() => page.getByText(`“${title}: A Field Guide” was deleted.`).isVisible()).toBe(true);
    await expect.poll(() => row(title).count()).toBe(0);
    expect(await page.getByText("No posts found").isVisible()).toBe(true);
    expect(withDb((db) => db.prepare("SELECT count(*) AS n FROM blog_posts WHERE slug = ?").get(slug))).toEqual({ n: 0 });
    expect(problems).toEqual([]);
  });

  it("writes a post in Hindi: it is published on /hi/blog only, and the list says its language", async () => {
    const hiTitle = "नीम की खली से मिट्टी की सेहत";
    const hiSlug = "neem-ki-khali";
    await page.goto(`${baseUrl()}/admin/blog/new`, { waitUntil: "networkidle" });
    const language = page.getByLabel("Language");
    expect(await language.inputValue()).toBe("en");
    await page.getByLabel("Title", { exact: true }).fill(hiTitle);
    await language.selectOption({ label: "Hindi" });
    await page.getByLabel("Slug").fill(hiSlug);
    expect(await page.getByText("/hi/blog/", { exact: true }).isVisible()).toBe(true);
    await page.getByLabel("Excerpt").fill("नीम की खली कैसे और कितनी डालें।");
    await page.getByLabel("Category").selectOption("Organic Farming");
    await page.getByRole("button", { name: "HTML", exact: true }).click();
    await page.getByLabel("Content").fill("<p>बुवाई से पहले प्रति एकड़ 200 किलो नीम की खली डालें।</p>");
    await page.getByLabel("Author").fill("मीना राव");
    await page.getByRole("button", { name: "Publish" }).click();
    await page.waitForURL(/\/admin\/blog\/edit\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText("Published. The post is now on the blog.").isVisible()).toBe(true);
    expect(await page.getByLabel("Language").inputValue()).toBe("hi");
    await expectNoA11yViolations(page, "/admin/blog/edit (Hindi)");

    await page.getByRole("link", { name: /View on the blog/ }).click();
    await page.waitForURL(new RegExp(`/hi/blog/${hiSlug}$`));
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(hiTitle);
    expect(await (await fetch(`${baseUrl()}/hi/blog`)).text()).toContain(hiTitle);
    expect(await (await fetch(`${baseUrl()}/blog`)).text()).not.toContain(hiTitle);

    await page.goto(`${baseUrl()}/admin/blog`, { waitUntil: "networkidle" });
    await expect.poll(() => row(hiTitle).isVisible()).toBe(true);
    expect(await row(hiTitle).getByRole("cell", { name: "Hindi", exact: true }).isVisible()).toBe(true);
    expect(await row(hiTitle).getByText(`/hi/blog/${hiSlug}`).isVisible()).toBe(true);
    expect(await row(ZINC.title).getByRole("cell", { name: "English", exact: true }).isVisible()).toBe(true);
    changeContent("blog", (db) => db.prepare("DELETE FROM blog_posts WHERE slug = ?").run(hiSlug));
    expect(problems).toEqual([]);
  });
});

describe("a post whose text holds replacement patterns ($&, $' and $`)", () => {
  const TITLE = "Prices in US$& 5, $' and $` explained";
  const EXCERPT = "What US$& 5 buys: $' before $` after.";
  const BODY = "Pay US$& 5 at the clinic; $' and $` are only text.";
  let session: { access_token: string };
  let post: { id: string; slug: string };

  beforeAll(async () => {
    const json = { "content-type": "application/json" };
    session = await (await fetch(`${baseUrl()}/api/v1/auth/token?grant_type=password`, { method: "POST", headers: json, body: JSON.stringify(EDITOR) })).json();
    const res = await fetch(`${baseUrl()}/api/v1/admin/blog/posts`, {
      method: "POST",
      headers: { ...json, authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ title: TITLE, excerpt: EXCERPT, content: `<p>${BODY}</p>`, author: "Blog Editor", category: "Technology", status: "published" }),
    });
    expect(res.status).toBe(201);
    post = ((await res.json()) as { post: { id: string; slug: string } }).post;
  });
  afterAll(async () => {
    if (post) await fetch(`${baseUrl()}/api/v1/admin/blog/posts/${post.id}`, { method: "DELETE", headers: { authorization: `Bearer ${session.access_token}` } });
  });

  const count = (text: string, part: string) => text.split(part).length - 1;

  it("renders the title, excerpt and body verbatim, once, with hydration data that parses", async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/blog/${post.slug}`);
    expect(await page.title()).toContain(TITLE);
    const text = await page.locator("body").innerText();
    expect(count(text, TITLE)).toBe(1);
    expect(count(text, BODY)).toBe(1);
    const data = await page.evaluate(() => JSON.parse(document.getElementById("app-data")!.textContent!) as unknown);
    // The share button's island carries the title as typed; the body is HTML the browser does not hydrate, so the data
    // does not repeat it.
    expect(JSON.stringify(data)).toContain(TITLE);
    expect(JSON.stringify(data)).not.toContain("at the clinic;");
    expect(await page.locator("script#app-data").count()).toBe(1);

    await page.goto(`${baseUrl()}/blog?q=${encodeURIComponent("US$&")}`);
    const list = await page.locator("body").innerText();
    expect(await cardTitles(page)).toEqual([TITLE]);
    expect(count(list, EXCERPT)).toBe(1);
    await page.context().close();
  });

  it("hydrates in the browser without errors", async () => {
    const { page, problems } = await openPage(browser);
    await page.goto(`${baseUrl()}/blog/${post.slug}`, { waitUntil: "networkidle" });
    // Share appears only once the page runs in the browser (its islands wake as the visitor acts), so it shows the page
    // hydrated.
    await act(page);
    await expect.poll(() => page.getByRole("button", { name: "Share" }).isVisible()).toBe(true);
    expect(count(await page.locator("body").innerText(), BODY)).toBe(1);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
