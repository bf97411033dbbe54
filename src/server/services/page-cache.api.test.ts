// Kept public pages over HTTP with a real production build, on SQLite and PostgreSQL: a page is rendered once and then
// served from memory, with ETags and 304; a blog or clinic change (on this instance or another) shows on the next
// request; parameters a page does not read make no new page; each language is its own page; admin pages, API answers
// and form posts are never given a public Cache-Control.
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOG_API, type BlogPost, type BlogPostInput } from "../../shared/schemas/blog.ts";
import { ADMIN_CLINICS_API } from "../../shared/schemas/clinic.ts";
import type { ClinicInput } from "../../shared/schemas/clinic-admin.ts";
import { buildApp } from "../app.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { hisarClinic } from "../test-support/clinic-input.ts";
import { decodedBody } from "../test-support/decoded-body.ts";
import { WEB_BUILD_TIMEOUT_MS, webBuild } from "../test-support/web-build.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "./page-cache.ts";

const ADMIN = { email: "lakshmi@example.in", password: "mitti-ka-hisaab" };

const post = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Gypsum for Sodic Soils in Haryana",
  excerpt: "How much gypsum a sodic field needs, and when to apply it.",
  content: "<p>Apply gypsum before the monsoon so the rain washes the sodium below the roots.</p>",
  author: "Lakshmi Rao",
  category: "Soil Science",
  tags: ["gypsum"],
  image_url: "/blog/soil-sampling.svg",
  status: "published",
  ...over,
});

const clinic: ClinicInput = hisarClinic;

let build: Awaited<ReturnType<typeof webBuild>>;
beforeAll(async () => {
  build = await webBuild();
}, WEB_BUILD_TIMEOUT_MS);
afterAll(() => build?.remove());

describe.each(testDatabases)("kept public pages on %s", (kind) => {
  let t: TestApp;
  let other: FastifyInstance | undefined;
  let auth: { authorization: string };
  const br = { "accept-encoding": "br, gzip" };

  const get = (url: string, headers: Record<string, string> = br, app: FastifyInstance = t.app) => app.inject({ method: "GET", url, headers });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object, app: FastifyInstance = t.app) =>
    app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const entries = () => t.app.pageCache!.stats().entries;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { web: true, distDir: build.distDir });
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  it("renders a page once and serves the second request from memory, compressed once", async () => {
    const first = await get("/about");
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-page-cache"]).toBe("miss");
    const renders = t.app.pageCache!.stats().renders;
    const second = await get("/about");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(t.app.pageCache!.stats().renders).toBe(renders);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers.vary).toBe("Accept-Encoding");
    expect(second.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(second.headers["set-cookie"]).toBeUndefined();
    expect(decodedBody(second)).toBe(decodedBody(first));
    expect(decodedBody(second)).toContain("<title>");
    const gzip = await get("/about", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decodedBody(gzip)).toBe(decodedBody(first));
    const plain = await get("/about", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(decodedBody(first));
  });

  it("answers 304 to a browser holding the current page, in any encoding, and 200 once it changed", async () => {
    const page = await get("/blog");
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get("/blog", { ...br, "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect((await get("/blog", { "accept-encoding": "gzip", "if-none-match": etag })).statusCode).toBe(304);
    expect((await get("/blog", { ...br, "if-none-match": '"another-page"' })).statusCode).toBe(200);

    const created = (await send("POST", BLOG_API.adminPosts, post())).json<{ post: BlogPost }>().post;
    const changed = await get("/blog", { ...br, "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(decodedBody(changed)).toContain(created.title);
    expect((await send("DELETE", `${BLOG_API.adminPosts}/${created.id}`)).statusCode).toBe(204);
  });

  it("shows a blog post's creation, edit, unpublishing and deletion on the very next request", async () => {
    await get("/blog");
    expect((await get("/blog")).headers["x-page-cache"]).toBe("hit");
    const created = (await send("POST", BLOG_API.adminPosts, post({ title: "Zinc for Paddy Nurseries" }))).json<{ post: BlogPost }>().post;
    const list = await get("/blog");
    expect(list.headers["x-page-cache"]).toBe("miss");
    expect(decodedBody(list)).toContain("Zinc for Paddy Nurseries");
    expect(decodedBody(await get(`/blog/${created.slug}`))).toContain("Zinc for Paddy Nurseries");
    expect((await get(`/blog/${created.slug}`)).headers["x-page-cache"]).toBe("hit");

    const edited = await send("PUT", `${BLOG_API.adminPosts}/${created.id}`, post({ title: "Zinc Sulphate for Paddy Nurseries", slug: created.slug }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(decodedBody(await get(`/blog/${created.slug}`))).toContain("Zinc Sulphate for Paddy Nurseries");
    expect(decodedBody(await get("/blog"))).toContain("Zinc Sulphate for Paddy Nurseries");

    await send("PUT", `${BLOG_API.adminPosts}/${created.id}`, post({ title: "Zinc Sulphate for Paddy Nurseries", slug: created.slug, status: "draft" }));
    expect((await get(`/blog/${created.slug}`)).statusCode).toBe(404);
    expect(decodedBody(await get("/blog"))).not.toContain("Zinc Sulphate for Paddy Nurseries");

    await send("PUT", `${BLOG_API.adminPosts}/${created.id}`, post({ title: "Zinc Sulphate for Paddy Nurseries", slug: created.slug }));
    expect((await get(`/blog/${created.slug}`)).statusCode).toBe(200);
    expect((await send("DELETE", `${BLOG_API.adminPosts}/${created.id}`)).statusCode).toBe(204);
    const gone = await get(`/blog/${created.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.headers["cache-control"]).toBe("no-cache");
  });

  it("shows a clinic change made on this instance or another one on the very next request", async () => {
    expect(decodedBody(await get("/find-clinic"))).not.toContain(clinic.name);
    expect((await get("/find-clinic")).headers["x-page-cache"]).toBe("hit");
    const created = await send("POST", ADMIN_CLINICS_API.list, clinic);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ clinic: { id: string } }>().clinic.id;
    expect(decodedBody(await get("/find-clinic"))).toContain(clinic.name);

    // A second server on the same database makes the next change; this one has not been told, yet shows it at once.
    other = await buildApp(t.config, { web: true, distDir: build.distDir, logger: false });
    await other.ready();
    const renamed = await send("PUT", ADMIN_CLINICS_API.one(id), { ...clinic, name: "Hisar Renamed Soil Clinic" }, other);
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = decodedBody(await get("/find-clinic"));
    expect(page).toContain("Hisar Renamed Soil Clinic");
    expect(page).not.toContain(clinic.name);
    expect(decodedBody(await get("/find-clinic?near=125001"))).toContain("Hisar Renamed Soil Clinic");
    expect((await send("DELETE", ADMIN_CLINICS_API.one(id), undefined, other)).statusCode).toBe(204);
    expect(decodedBody(await get("/find-clinic"))).not.toContain("Hisar Renamed Soil Clinic");
  });

  it("makes no new page for a query parameter the page does not read, and one for a parameter it does", async () => {
    await get("/for-farmers");
    const before = entries();
    for (const query of ["?utm_source=whatsapp", "?fbclid=IwAR0x&utm_medium=social", "?q=zinc", "?page=4"]) {
      const res = await get(`/for-farmers${query}`);
      expect(res.headers["x-page-cache"], query).toBe("hit");
    }
    expect(entries()).toBe(before);

    const paged = await get("/blog?category=Technology&utm_source=x");
    expect(paged.headers["x-page-cache"]).toBe("miss");
    expect(entries()).toBe(before + 1);
    expect((await get("/blog?utm_campaign=y&category=Technology")).headers["x-page-cache"]).toBe("hit");
    // The page is rendered without the parameters it does not read, so none of them shows up in its links.
    expect(decodedBody(paged)).not.toContain("utm_source");
  });

  it("keeps the Hindi and English pages apart", async () => {
    const en = await get("/contact?about=partner");
    const hi = await get("/hi/contact?about=partner");
    expect(hi.headers["x-page-cache"]).toBe("miss");
    expect(decodedBody(en)).toContain('<html lang="en"');
    expect(decodedBody(hi)).toContain('<html lang="hi"');
    expect((await get("/hi/contact?about=partner")).headers["x-page-cache"]).toBe("hit");
    expect(decodedBody(await get("/contact?about=partner"))).toContain('<html lang="en"');
  });

  it("sends a page with a lead form with this request's time in it, to no shared cache", async () => {
    await get("/csr");
    const before = Date.now();
    const res = await get("/csr");
    expect(res.headers["x-page-cache"]).toBe("hit");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    expect(res.headers.etag).toBeUndefined();
    const shownAt = Number(decodedBody(res).match(/name="formShownAt" value="(\d+)"/)?.[1]);
    expect(shownAt).toBeGreaterThanOrEqual(before);
    expect(shownAt).toBeLessThanOrEqual(Date.now());
  });

  it("gives no public Cache-Control to admin pages, private API answers or form posts", async () => {
    const admin = await get("/admin/leads");
    expect(admin.headers["x-page-cache"]).toBe("bypass");
    expect(admin.headers["cache-control"]).toBe("no-cache");
    expect(admin.headers.etag).toBeUndefined();
    const leads = await t.app.inject({ method: "GET", url: "/api/v1/admin/leads", headers: auth });
    expect(leads.statusCode).toBe(200);
    expect(leads.headers["cache-control"]).toBe("no-store");
    const clinics = await get("/api/v1/clinics");
    expect(String(clinics.headers["cache-control"])).not.toMatch(/public|s-maxage/);
    const posted = await t.app.inject({
      method: "POST",
      url: "/contact",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "form=contact&name=&email=",
    });
    expect(posted.statusCode).toBe(400);
    expect(posted.headers["cache-control"]).toBe("no-cache");
    expect(posted.headers["x-page-cache"]).toBe("bypass");
  });
});
