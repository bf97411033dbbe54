// The blog API over HTTP on SQLite and PostgreSQL: the seeded samples, public list and post (published only), search,
// category and paging, the admin's create, edit, publish and delete with unique slugs, sanitised HTML, readable 400s,
// posts in English and Hindi (each language's list, feed and sitemap entries), and the sitemap and RSS feeds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_API, BLOG_LIMITS, BLOG_PAGE_SIZE, SITE_IMAGE_PATH_MESSAGE, type BlogPost, type BlogPostInput, type BlogPostPage } from "../../shared/schemas/blog.ts";
import type { DashboardStats } from "../../shared/schemas/lead-admin.ts";
import { seed } from "../db/seed/index.ts";
import { englishSamplePosts, HINDI_SAMPLE_POSTS_SEED, hindiSamplePosts, SAMPLE_POST_CORRECTIONS, SAMPLE_POSTS_FACTS_SEED, samplePosts } from "../db/seed/blog-posts.ts";
import { blogLanguages } from "../../shared/schemas/blog-fields.ts";
import { readVersion } from "../services/content-version.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { POST_BODY_LIMIT_BYTES } from "./blog.ts";

const ADMIN = { email: "kavya@example.in", password: "mitti-ki-kahani" };

const draft = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Preparing Black Soil for Rabi Gram",
  excerpt: "Moisture, tillage and seed treatment for gram on vertisols.",
  content: "<p>Black soil cracks as it dries; sow gram while the top layer still holds moisture.</p>",
  author: "Kavya Reddy",
  category: "Soil Science",
  tags: ["gram", "black soil"],
  image_url: "/blog/soil-sampling.svg",
  ...over,
});

describe.each(testDatabases)("blog API on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
  const adminGet = (url: string) => get(url, auth);
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  const postUrl = (id: string) => `${BLOG_API.adminPosts}/${id}`;

  async function create(over: Partial<BlogPostInput> = {}): Promise<BlogPost> {
    const res = await send("POST", BLOG_API.adminPosts, draft(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ post: BlogPost }>().post;
  }
  const publicList = async (query = "") => (await get(`${BLOG_API.posts}${query}`)).json<BlogPostPage>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  it("seeds the four sample posts once, and a deleted sample does not come back on the next start", async () => {
    const page = await publicList();
    expect(page.total).toBe(englishSamplePosts.length);
    expect(page.posts.every((p) => p.language === "en")).toBe(true);
    expect(new Set(page.posts.map((p) => p.category))).toEqual(new Set(["Soil Science", "Organic Farming", "Technology", "Success Stories"]));
    const story = page.posts.find((p) => p.category === "Success Stories")!;
    expect((await send("DELETE", postUrl(story.id))).statusCode).toBe(204);

    await seed(t.app.db);
    await seed(t.app.db);
    expect((await publicList()).total).toBe(englishSamplePosts.length - 1);
  });

  it("seeds the Hindi samples once, also into a database seeded before there were any", async () => {
    const hindi = await publicList("?lang=hi");
    expect(hindi.posts.map((p) => p.slug).sort()).toEqual(hindiSamplePosts.map((p) => p.slug).sort());
    expect(hindi.posts.every((p) => p.language === "hi" && p.reading_minutes >= 2)).toBe(true);
    const [one] = hindiSamplePosts;
    const post = (await get(`${BLOG_API.posts}/${one!.slug}`)).json<{ post: BlogPost }>().post;
    expect(post).toMatchObject({ language: "hi", title: one!.title, image_url: one!.image_url });

    // A database from before the Hindi blog: the English samples recorded as seeded, no Hindi posts yet.
    await t.app.db.deleteFrom("blog_posts").where("language", "=", "hi").execute();
    await t.app.db.deleteFrom("seed_history").where("name", "=", HINDI_SAMPLE_POSTS_SEED).execute();
    await seed(t.app.db);
    await seed(t.app.db);
    expect((await publicList("?lang=hi")).total).toBe(hindiSamplePosts.length);
    expect((await publicList()).total).toBe(englishSamplePosts.length - 1);
    await send("DELETE", postUrl((await publicList("?lang=hi")).posts[0]!.id));
    await seed(t.app.db);
    expect((await publicList("?lang=hi")).total).toBe(hindiSamplePosts.length - 1);
  });

  it("corrects the facts of sample posts seeded before one set of facts, unless the team has rewritten them", async () => {
    // Every correction's new words are in today's samples: a database seeded now gets the same text.
    const seeded = samplePosts.map((p) => p.content).join("\n");
    for (const c of SAMPLE_POST_CORRECTIONS) expect(seeded).toContain(c.now);
    const stored = async (id: string) => (await t.app.db.selectFrom("blog_posts").select("content").where("id", "=", id).executeTakeFirstOrThrow()).content;
    const [first, second] = (await t.app.db.selectFrom("blog_posts").select(["id", "content"]).where("id", "in", samplePosts.map((p) => p.id)).execute()).filter((r) =>
      SAMPLE_POST_CORRECTIONS.some((c) => r.content.includes(c.now)),
    );
    // An old database: the first post with every old sentence, the second rewritten by the team.
    const old = `${first!.content}${SAMPLE_POST_CORRECTIONS.map((c) => `<p>${c.was}</p>`).join("")}`;
    await t.app.db.updateTable("blog_posts").set({ content: old }).where("id", "=", first!.id).execute();
    await t.app.db.updateTable("blog_posts").set({ content: "<p>Our own words: the test takes an hour.</p>" }).where("id", "=", second!.id).execute();
    await t.app.db.deleteFrom("seed_history").where("name", "=", SAMPLE_POSTS_FACTS_SEED).execute();
    const version = await readVersion(t.app.db, "blog");
    await seed(t.app.db);
    const corrected = await stored(first!.id);
    for (const c of SAMPLE_POST_CORRECTIONS) expect(corrected).not.toContain(c.was);
    expect(corrected).toBe(`${first!.content}${SAMPLE_POST_CORRECTIONS.map((c) => `<p>${c.now}</p>`).join("")}`);
    expect(await stored(second!.id)).toBe("<p>Our own words: the test takes an hour.</p>");
    expect(await readVersion(t.app.db, "blog")).toBeGreaterThan(version);
    // Once: a later sentence like an old one stays.
    await t.app.db.updateTable("blog_posts").set({ content: old }).where("id", "=", first!.id).execute();
    await seed(t.app.db);
    expect(await stored(first!.id)).toBe(old);

    // The rest of this file counts only its own posts.
    await t.app.db.deleteFrom("blog_posts").execute();
  });

  it("creates a draft with a slug made from the title, numbering repeats -2 and -3", async () => {
    const title = "Testing Soil Before Kharif: A Checklist";
    const posts = [await create({ title }), await create({ title }), await create({ title })];
    expect(posts.map((p) => p.slug)).toEqual(["testing-soil-before-kharif-a-checklist", "testing-soil-before-kharif-a-checklist-2", "testing-soil-before-kharif-a-checklist-3"]);
    expect(posts[0]).toMatchObject({ status: "draft", published_at: null, tags: ["gram", "black soil"], author: "Kavya Reddy" });
    const accented = await create({ title: "Café-style Rösti & Farmer's Ragi" });
    expect(accented.slug).toBe("cafe-style-rosti-and-farmers-ragi");
    const hindi = await create({ title: "मिट्टी परीक्षण क्यों ज़रूरी है" });
    expect(hindi.slug).toMatch(/^post(-\d+)?$/);
    expect((await adminGet(postUrl(hindi.id))).json<{ post: BlogPost }>().post.title).toBe("मिट्टी परीक्षण क्यों ज़रूरी है");
  });

  it("keeps an edited slug, refuses one another post uses, and makes a new one from the title when it is cleared", async () => {
    const a = await create({ title: "Drip Irrigation for Tomato" });
    const b = await create({ title: "Mulching Sugarcane Trash" });
    const renamed = await send("PUT", postUrl(a.id), draft({ title: a.title, slug: "  Drip-For-Tomato " }));
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ post: BlogPost }>().post.slug).toBe("drip-for-tomato");

    const clash = await send("PUT", postUrl(b.id), draft({ title: b.title, slug: "drip-for-tomato" }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: "slug_taken", field: "slug" });
    expect(clash.json().error.message).toContain("“drip-for-tomato");

    const cleared = await send("PUT", postUrl(a.id), draft({ title: "Drip Irrigation for Tomato in Kolar", slug: "" }));
    expect(cleared.json<{ post: BlogPost }>().post.slug).toBe("drip-irrigation-for-tomato-in-kolar");
  });

  it("sets published_at on the first publication and keeps it through unpublishing and publishing again", async () => {
    const post = await create({ title: "Green Manure Before Paddy" });
    const published = (await send("PUT", postUrl(post.id), draft({ title: post.title, status: "published" }))).json<{ post: BlogPost }>().post;
    expect(published.status).toBe("published");
    expect(Date.parse(published.published_at!)).toBeGreaterThanOrEqual(Date.parse(post.created_at));
    expect((await get(`${BLOG_API.posts}/${post.slug}`)).statusCode).toBe(200);

    const unpublished = (await send("PUT", postUrl(post.id), draft({ title: post.title, status: "draft" }))).json<{ post: BlogPost }>().post;
    expect(unpublished).toMatchObject({ status: "draft", published_at: published.published_at });
    expect((await get(`${BLOG_API.posts}/${post.slug}`)).statusCode).toBe(404);

    await new Promise((r) => setTimeout(r, 5));
    const again = (await send("PUT", postUrl(post.id), draft({ title: post.title, status: "published" }))).json<{ post: BlogPost }>().post;
    expect(again.published_at).toBe(published.published_at);
    expect(again.updated_at > published.updated_at).toBe(true);
  });

  describe("public list and post", () => {
    beforeAll(async () => {
      await t.app.db.deleteFrom("blog_posts").execute();
      for (let i = 1; i <= 11; i++) {
        await create({
          title: `Kharif Note ${String(i).padStart(2, "0")}`,
          excerpt: i === 3 ? "Why ZINC sulphate matters for paddy." : `Field note number ${i}.`,
          category: i % 2 === 0 ? "Organic Farming" : "Soil Science",
          status: "published",
        });
      }
      await create({ title: "100% Organic Jeevamrut Guide", excerpt: "Cow dung, urine, jaggery and pulse flour.", category: "Organic Farming", status: "published" });
      await create({ title: "Secret Draft About Zinc", excerpt: "Not ready yet: zinc doses.", status: "draft" });
    });

    it("lists only published posts, newest first, nine to a page, without their bodies", async () => {
      const first = await publicList();
      expect(first).toMatchObject({ total: 12, page: 1, pageSize: BLOG_PAGE_SIZE });
      expect(first.posts).toHaveLength(BLOG_PAGE_SIZE);
      expect(first.posts[0]!.title).toBe("100% Organic Jeevamrut Guide");
      const times = first.posts.map((p) => p.published_at!);
      expect([...times].sort().reverse()).toEqual(times);
      expect(first.posts.every((p) => p.status === "published" && !("content" in p))).toBe(true);

      const second = await publicList("?page=2");
      expect(second.posts.map((p) => p.title)).toEqual(["Kharif Note 03", "Kharif Note 02", "Kharif Note 01"]);
      expect((await publicList("?page=3")).posts).toEqual([]);
    });

    it("searches title and excerpt whatever the case, and takes % and _ literally", async () => {
      expect((await publicList("?q=zinc")).posts.map((p) => p.title)).toEqual(["Kharif Note 03"]);
      expect((await publicList("?q=KHARIF%20NOTE%201")).posts.map((p) => p.title)).toEqual(["Kharif Note 11", "Kharif Note 10"]);
      expect((await publicList("?q=jaggery")).total).toBe(1);
      expect((await publicList(`?q=${encodeURIComponent("100%")}`)).posts.map((p) => p.title)).toEqual(["100% Organic Jeevamrut Guide"]);
      expect((await publicList(`?q=${encodeURIComponent("%")}`)).total).toBe(1);
      expect((await publicList(`?q=${encodeURIComponent("_")}`)).total).toBe(0);
      expect((await publicList("?q=secret")).total).toBe(0);
    });

    it("filters by category, alone and with a search", async () => {
      const organic = await publicList(`?category=${encodeURIComponent("Organic Farming")}`);
      expect(organic.total).toBe(6);
      expect(organic.posts.every((p) => p.category === "Organic Farming")).toBe(true);
      expect((await publicList(`?category=${encodeURIComponent("Soil Science")}&q=zinc`)).total).toBe(1);
      expect((await publicList("?category=Technology")).total).toBe(0);
      expect((await publicList("?category=&q=")).total).toBe(12);
    });

    it("answers 400 naming the parameter for a bad query", async () => {
      for (const [query, message] of [
        ["category=Poultry", "Category must be one of: Soil Science, Organic Farming, Technology, Success Stories."],
        ["page=0", "Page must be 1 or more."],
        ["page=two", "Page must be a number."],
        [`q=${"a".repeat(BLOG_LIMITS.searchMax + 1)}`, `Search text must be at most ${BLOG_LIMITS.searchMax} characters.`],
        ["q=a&q=b", "Search text must be one piece of text."],
      ]) {
        const res = await get(`${BLOG_API.posts}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.message, query).toBe(message);
      }
    });

    it("returns a published post with its body by slug, and 404 JSON for a draft or an unknown slug", async () => {
      const res = await get(`${BLOG_API.posts}/kharif-note-03`);
      expect(res.statusCode).toBe(200);
      expect(res.json<{ post: BlogPost }>().post).toMatchObject({ title: "Kharif Note 03", content: expect.stringContaining("<p>Black soil") });
      for (const slug of ["secret-draft-about-zinc", "no-such-post", "..%2Fadmin"]) {
        const missing = await get(`${BLOG_API.posts}/${slug}`);
        expect(missing.statusCode, slug).toBe(404);
        expect(missing.json().error.code, slug).toBe("not_found");
      }
    });

    it("lists every post for the admin, drafts too, with search and a status filter", async () => {
      const all = (await adminGet(BLOG_API.adminPosts)).json<BlogPostPage>();
      expect(all.total).toBe(13);
      expect(all.posts[0]!.title).toBe("Secret Draft About Zinc");
      expect((await adminGet(`${BLOG_API.adminPosts}?status=draft`)).json<BlogPostPage>().posts.map((p) => p.title)).toEqual(["Secret Draft About Zinc"]);
      expect((await adminGet(`${BLOG_API.adminPosts}?status=published&q=zinc`)).json<BlogPostPage>().total).toBe(1);
      expect((await adminGet(`${BLOG_API.adminPosts}?q=ZINC`)).json<BlogPostPage>().total).toBe(2);
      const bad = await adminGet(`${BLOG_API.adminPosts}?status=archived`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatchObject({ message: "Status must be draft, scheduled or published.", field: "status" });
    });

    it("counts the published posts on the dashboard", async () => {
      const stats = (await adminGet("/api/v1/admin/dashboard")).json<DashboardStats>();
      expect(stats.publishedPosts).toBe(12);
    });

    it("lists published posts in the sitemap and the 20 newest in the RSS feed", async () => {
      const sitemap = (await get("/sitemap.xml")).body;
      expect(sitemap).toContain(`${t.config.site.siteUrl}/blog/kharif-note-03</loc>`);
      expect(sitemap).toContain(`${t.config.site.siteUrl}/blog</loc>`);
      expect(sitemap).not.toContain("secret-draft-about-zinc");

      const res = await get("/blog/rss.xml");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/rss+xml");
      const items = res.body.match(/<item>/g) ?? [];
      expect(items).toHaveLength(12);
      expect(res.body).toContain("<title>100% Organic Jeevamrut Guide</title>");
      expect(res.body).toContain(`<link>${t.config.site.siteUrl}/blog/kharif-note-11</link>`);
      expect(res.body).not.toContain("Secret Draft");
      expect(res.body.indexOf("100% Organic")).toBeLessThan(res.body.indexOf("Kharif Note 11"));
    });
  });

  describe("posts in two languages", () => {
    let hindi: BlogPost;
    beforeAll(async () => {
      hindi = await create({ title: "खरीफ़ से पहले मिट्टी की जांच", slug: "kharif-se-pehle-jaanch", excerpt: "नमूना कब और कैसे लें।", language: "hi", status: "published" });
      await create({ title: "जैविक खाद कैसे बनाएं", slug: "jaivik-khad-kaise-banayen", excerpt: "गोबर और पत्तों से कंपोस्ट।", category: "Organic Farming", language: "hi", status: "published" });
      await create({ title: "अधूरा लेख", slug: "adhura-lekh", excerpt: "अभी तैयार नहीं।", language: "hi" });
    });

    it("lists each language's published posts on its own, English unless asked, with search and category", async () => {
      expect(hindi.language).toBe("hi");
      const en = await publicList();
      expect(en.total).toBe(12);
      expect(en.posts.every((p) => p.language === "en")).toBe(true);
      expect((await publicList("?lang=en")).total).toBe(12);
      expect((await publicList("?lang=")).total).toBe(12);
      const hi = await publicList("?lang=hi");
      expect(hi.posts.map((p) => p.title)).toEqual(["जैविक खाद कैसे बनाएं", "खरीफ़ से पहले मिट्टी की जांच"]);
      expect((await publicList(`?lang=hi&q=${encodeURIComponent("खाद")}`)).posts.map((p) => p.slug)).toEqual(["jaivik-khad-kaise-banayen"]);
      expect((await publicList(`?lang=hi&category=${encodeURIComponent("Organic Farming")}`)).total).toBe(1);
      expect((await publicList(`?q=${encodeURIComponent("जांच")}`)).total).toBe(0);
      for (const query of ["lang=fr", "lang=pseudo", "lang=HI"]) {
        const res = await get(`${BLOG_API.posts}?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toMatchObject({ field: "lang", message: `Language must be one of: ${blogLanguages.join(", ")}.` });
      }
    });

    it("returns a post by slug with its language; slugs are shared by both languages", async () => {
      expect((await get(`${BLOG_API.posts}/kharif-se-pehle-jaanch`)).json<{ post: BlogPost }>().post).toMatchObject({ language: "hi", title: hindi.title });
      expect((await get(`${BLOG_API.posts}/kharif-note-03`)).json<{ post: BlogPost }>().post.language).toBe("en");
      const taken = await send("POST", BLOG_API.adminPosts, draft({ slug: "kharif-note-03", language: "hi" }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({ code: "slug_taken", field: "slug" });
    });

    it("stores English unless told, refuses another language, and moves a post when its language changes", async () => {
      const plain = await create({ title: "Language Default Check" });
      expect(plain.language).toBe("en");
      const bad = await send("POST", BLOG_API.adminPosts, draft({ language: "fr" as never }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toEqual({ code: "invalid_post", field: "language", message: `Language must be one of: ${blogLanguages.join(", ")}.` });

      const moved = (await send("PUT", postUrl(plain.id), draft({ title: plain.title, language: "hi", status: "published" }))).json<{ post: BlogPost }>().post;
      expect(moved.language).toBe("hi");
      expect((await publicList("?lang=hi")).total).toBe(3);
      expect((await publicList()).total).toBe(12);
      expect((await adminGet(postUrl(plain.id))).json<{ post: BlogPost }>().post.language).toBe("hi");
      await send("DELETE", postUrl(plain.id));
    });

    it("tells each post's reading time from its words", async () => {
      const words = (n: number) => `<p>${Array.from({ length: n }, (_, i) => `शब्द${i}`).join(" ")}</p>`;
      const short = await create({ title: "Reading Time One", content: words(120) });
      const long = await create({ title: "Reading Time Three", content: `<h2>एक</h2>${words(450)}` });
      expect([short.reading_minutes, long.reading_minutes]).toEqual([1, 3]);
      await send("DELETE", postUrl(short.id));
      await send("DELETE", postUrl(long.id));
    });

    it("lists each post once in the sitemap at its own language's address", async () => {
      const sitemap = (await get("/sitemap.xml")).body;
      const site = t.config.site.siteUrl;
      expect(sitemap).toContain(`<loc>${site}/hi/blog/kharif-se-pehle-jaanch</loc>`);
      expect(sitemap).not.toContain(`<loc>${site}/blog/kharif-se-pehle-jaanch</loc>`);
      expect(sitemap).toContain(`<loc>${site}/blog/kharif-note-03</loc>`);
      expect(sitemap).not.toContain(`${site}/hi/blog/kharif-note-03`);
      expect(sitemap.split("kharif-se-pehle-jaanch")).toHaveLength(2);
      expect(sitemap).not.toContain("adhura-lekh");
    });

    it("serves one RSS feed per language, each with its own posts and language", async () => {
      const hi = await get("/hi/blog/rss.xml");
      expect(hi.statusCode).toBe(200);
      expect(hi.headers["content-type"]).toContain("application/rss+xml");
      expect(hi.body).toContain("<language>hi-in</language>");
      expect(hi.body).toContain(`<link>${t.config.site.siteUrl}/hi/blog</link>`);
      expect(hi.body).toContain(`<atom:link href="${t.config.site.siteUrl}/hi/blog/rss.xml" rel="self"`);
      expect(hi.body).toContain(`<link>${t.config.site.siteUrl}/hi/blog/kharif-se-pehle-jaanch</link>`);
      expect(hi.body).toContain("<category>मिट्टी की बातें</category>");
      expect(hi.body.match(/<item>/g)).toHaveLength(2);
      expect(hi.body).not.toContain("Kharif Note");

      const en = (await get("/blog/rss.xml")).body;
      expect(en).toContain("<language>en-in</language>");
      expect(en).toContain("<category>Soil Science</category>");
      expect(en).not.toContain("खरीफ़");
    });
  });

  it("stores only safe HTML: no script, no event handlers, no javascript: links, and pictures only from this site's paths", async () => {
    const dirty = [
      "<h1>Soil pH</h1>",
      "<p onclick=\"steal()\">Lime raises <b>pH</b> in acidic soil.<script>alert('x')</script></p>",
      "<a href=\"javascript:alert(1)\">click</a> <a href=\"JaVaScRiPt:alert(1)\">again</a> <a href=\"java&#09;script:alert(1)\">tab</a>",
      "<a href=\"https://icar.org.in\" target=\"_blank\">ICAR</a> <a href=\"/find-clinic\">clinics</a> <a href=\"mailto:info@example.in\">mail</a>",
      "<img src=\"x\" onerror=\"alert(1)\"><img src=\"data:image/png;base64,AAAA\" alt=\"d\"><img src=\"http://plain.example/a.png\"><img src=\"/blog/soil-sampling.svg\" alt=\"Sampling\">",
      "<img src=\"https://cdn.example/far.png\"><img src=\"//cdn.example/rel.png\"><img src=\"/\\cdn.example/slash.png\"><img src=\"/\\\\cdn.example/two.png\">",
      "<iframe src=\"https://evil.example\"></iframe><style>body{display:none}</style><svg onload=\"alert(1)\"></svg>",
      "<table><tr><th scope=\"col\" style=\"color:red\">Dose</th></tr><tr><td>10 kg</td></tr></table>",
    ].join("");
    const post = await create({ title: "Lime for Acidic Soil", content: dirty, status: "published" });
    for (const html of [post.content, (await get(`${BLOG_API.posts}/${post.slug}`)).json<{ post: BlogPost }>().post.content]) {
      expect(html).not.toMatch(/<script|onclick|onerror|onload|javascript:|data:|<iframe|<style|<svg|style=|target=/i);
      expect(html).toContain("<h2>Soil pH</h2>");
      expect(html).toContain("<strong>pH</strong>");
      expect(html).toContain('<a href="https://icar.org.in" rel="noopener">ICAR</a>');
      expect(html).toContain('<a href="/find-clinic" rel="noopener">clinics</a>');
      expect(html).toContain('href="mailto:info@example.in"');
      expect(html).toContain('<img src="/blog/soil-sampling.svg" alt="Sampling" loading="lazy" />');
      expect(html).not.toContain("plain.example");
      // Pictures only from this site's own paths, the same rule as the CSP's img-src 'self'.
      expect(html).not.toContain("cdn.example");
      expect(html.match(/<img /g)).toHaveLength(1);
      expect(html).toContain('<th scope="col">Dose</th>');
      expect(html).toContain("click");
    }

    const preview = await send("POST", BLOG_API.adminPreview, { content: "<p>Hi<script>alert(1)</script></p>" });
    expect(preview.json()).toEqual({ html: "<p>Hi</p>" });

    const onlyScript = await send("POST", BLOG_API.adminPosts, draft({ content: "<script>alert(1)</script>" }));
    expect(onlyScript.statusCode).toBe(400);
    expect(onlyScript.json().error).toMatchObject({ code: "content_empty", field: "content", message: expect.stringContaining("Content") });
  });

  it("answers 400 with a message naming the field for a post that breaks a rule", async () => {
    const cases: [unknown, string, string][] = [
      [{ ...draft(), title: undefined }, "title", "Title is required."],
      [draft({ title: "   " }), "title", "Title is required."],
      [draft({ title: "t".repeat(BLOG_LIMITS.titleMax + 1) }), "title", `Title must be at most ${BLOG_LIMITS.titleMax} characters.`],
      [draft({ excerpt: "" }), "excerpt", "Excerpt is required."],
      [draft({ author: "" }), "author", "Author is required."],
      [draft({ content: "c".repeat(BLOG_LIMITS.contentMax + 1) }), "content", "Content must be at most 1,00,000 characters."],
      [draft({ category: "Poultry" as never }), "category", "Category must be one of: Soil Science, Organic Farming, Technology, Success Stories."],
      [draft({ status: "archived" as never }), "status", "Status must be draft, scheduled or published."],
      [draft({ slug: "Soil Test!" }), "slug", "Slug may contain only letters a–z, digits and single hyphens between words."],
      [draft({ image_url: "javascript:alert(1)" }), "image_url", SITE_IMAGE_PATH_MESSAGE],
      [draft({ image_url: "//evil.example/a.png" }), "image_url", SITE_IMAGE_PATH_MESSAGE],
      [draft({ image_url: "/\\evil.example/x.png" }), "image_url", SITE_IMAGE_PATH_MESSAGE],
      [draft({ image_url: "https://cdn.example/a.png" }), "image_url", SITE_IMAGE_PATH_MESSAGE],
      [draft({ tags: Array.from({ length: BLOG_LIMITS.tagsMax + 1 }, (_, i) => `tag ${i}`) }), "tags", `Tags: a post may have at most ${BLOG_LIMITS.tagsMax}.`],
      [draft({ tags: ["x".repeat(BLOG_LIMITS.tagMax + 1)] }), "tags", `Each tag must be at most ${BLOG_LIMITS.tagMax} characters.`],
      [["not", "an", "object"], "", "Please send the post as a JSON object."],
    ];
    for (const [body, field, message] of cases) {
      const res = await send("POST", BLOG_API.adminPosts, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error, message).toEqual({ code: "invalid_post", field: field || null, message });
    }
    const text = await t.app.inject({ method: "POST", url: BLOG_API.adminPosts, headers: { ...auth, "content-type": "text/plain" }, payload: "hello" });
    expect(text.json().error).toMatchObject({ field: null, message: "Please send the post as a JSON object." });
    // Errors of the framework itself still reach the app's one error handler.
    const xml = await t.app.inject({ method: "POST", url: BLOG_API.adminPosts, headers: { ...auth, "content-type": "application/xml" }, payload: "<post/>" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe("bad_request");
    const broken = await t.app.inject({ method: "POST", url: BLOG_API.adminPosts, headers: { ...auth, "content-type": "application/json" }, payload: "{" });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe("bad_request");
  });

  it("takes a long article in a three-byte script, and tidies tags", async () => {
    const hindi = `<p>${"मिट्टी की जाँच ".repeat(Math.floor((BLOG_LIMITS.contentMax - 10) / 15))}</p>`;
    const post = await create({ title: "मिट्टी की जाँच", content: hindi, tags: [" Zinc ", "zinc", "", "Paddy"] });
    expect(post.content.length).toBeGreaterThan(BLOG_LIMITS.contentMax - 100);
    expect(post.tags).toEqual(["Zinc", "Paddy"]);

    const tooBig = await send("POST", BLOG_API.adminPosts, draft({ content: "x".repeat(POST_BODY_LIMIT_BYTES) }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe("payload_too_large");
  });

  it("deletes a post for good, and answers 404 for an unknown id", async () => {
    const post = await create({ title: "Short-lived Post", status: "published" });
    expect((await send("DELETE", postUrl(post.id))).statusCode).toBe(204);
    expect((await adminGet(postUrl(post.id))).statusCode).toBe(404);
    expect((await get(`${BLOG_API.posts}/${post.slug}`)).statusCode).toBe(404);
    for (const [method, payload] of [["GET"], ["PUT", draft()], ["DELETE"]] as const) {
      const res = await t.app.inject({ method, url: postUrl(post.id), headers: auth, ...(payload ? { payload } : {}) });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().error.message, method).toBe("No post with that id.");
    }
  });

  it("answers 401 on the admin endpoints without a session, and serves the public ones without", async () => {
    for (const [method, url] of [
      ["GET", BLOG_API.adminPosts],
      ["POST", BLOG_API.adminPosts],
      ["GET", postUrl("x")],
      ["PUT", postUrl("x")],
      ["DELETE", postUrl("x")],
      ["POST", BLOG_API.adminPreview],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "POST" || method === "PUT" ? draft() : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await get(BLOG_API.posts)).statusCode).toBe(200);
  });
});
