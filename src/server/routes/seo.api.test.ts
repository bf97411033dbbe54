// The sitemap and the RSS feeds kept like pages, on SQLite and PostgreSQL with a real production build: built once per
// blog version, compressed once, with ETag and 304, and built again on the next request after a post changes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_API, type BlogPost, type BlogPostInput } from "../../shared/schemas/blog.ts";
import { blogFeedPath } from "../../shared/schemas/blog-fields.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { decodedBody } from "../test-support/decoded-body.ts";
import { WEB_BUILD_TIMEOUT_MS, webBuild } from "../test-support/web-build.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "../services/page-cache.ts";

const ADMIN = { email: "meera@example.in", password: "mitti-ka-hisaab" };

const post = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Boron for Groundnut in Anantapur",
  excerpt: "Why pods stay empty on sandy red soils, and how much borax fixes it.",
  content: "<p>Spray borax at flowering; a soil test tells whether the field needs it.</p>",
  author: "Meera Reddy",
  category: "Soil Science",
  tags: ["boron"],
  image_url: "/blog/soil-sampling.svg",
  status: "published",
  ...over,
});

let build: Awaited<ReturnType<typeof webBuild>>;
beforeAll(async () => {
  build = await webBuild();
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => build?.remove());

describe.each(testDatabases)("sitemap and feeds kept on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const br = { "accept-encoding": "br, gzip" };
  const get = (url: string, headers: Record<string, string> = br) => t.app.inject({ method: "GET", url, headers });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { web: true, distDir: build.distDir });
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(() => t?.close());

  const documents = [
    { path: "/sitemap.xml", type: "application/xml; charset=utf-8" },
    { path: blogFeedPath("en"), type: "application/rss+xml; charset=utf-8" },
    { path: blogFeedPath("hi"), type: "application/rss+xml; charset=utf-8" },
  ];

  it.each(documents)("builds $path once and serves it from memory, compressed, with an ETag and 304", async ({ path, type }) => {
    const first = await get(path);
    expect(first.statusCode).toBe(200);
    const renders = t.app.pageCache!.stats().renders;
    const second = await get(path);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(t.app.pageCache!.stats().renders).toBe(renders);
    expect(second.headers["content-type"]).toBe(type);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(decodedBody(second)).toBe(decodedBody(first));
    expect(decodedBody(second)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(decodedBody(await get(path, { "accept-encoding": "gzip" }))).toBe(decodedBody(first));
    expect((await get(path, {})).body).toBe(decodedBody(first));

    const etag = second.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(path, { ...br, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("lists a new post in the sitemap and its feed on the very next request, and drops it once unpublished", async () => {
    const sitemapTag = (await get("/sitemap.xml")).headers.etag as string;
    const feedTag = (await get(blogFeedPath("en"))).headers.etag as string;
    expect((await get("/sitemap.xml")).headers["x-page-cache"]).toBe("hit");

    const created = (await send("POST", BLOG_API.adminPosts, post())).json<{ post: BlogPost }>().post;
    const sitemap = await get("/sitemap.xml", { ...br, "if-none-match": sitemapTag });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers["x-page-cache"]).toBe("miss");
    expect(decodedBody(sitemap)).toContain(`/blog/${created.slug}</loc>`);
    const feed = await get(blogFeedPath("en"), { ...br, "if-none-match": feedTag });
    expect(feed.statusCode).toBe(200);
    expect(decodedBody(feed)).toContain("<title>Boron for Groundnut in Anantapur</title>");
    // The Hindi feed lists Hindi posts only.
    expect(decodedBody(await get(blogFeedPath("hi")))).not.toContain("Boron for Groundnut");

    const draft = await send("PUT", `${BLOG_API.adminPosts}/${created.id}`, post({ slug: created.slug, status: "draft" }));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(decodedBody(await get("/sitemap.xml"))).not.toContain(`/blog/${created.slug}<`);
    expect(decodedBody(await get(blogFeedPath("en")))).not.toContain("Boron for Groundnut");
    expect((await send("DELETE", `${BLOG_API.adminPosts}/${created.id}`)).statusCode).toBe(204);
  });
});
