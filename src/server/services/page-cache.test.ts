// The page cache on its own: which query parameters make a page, the gzip seams of a page with a lead form, encodings
// and ETags, keeping by content version, one render for many requests, the size cap, and fresh version reads.
import zlib from "node:zlib";
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  chooseEncoding,
  crc32Combine,
  crc32Shift,
  freshReads,
  liveGzip,
  PageCache,
  pageKey,
  pageResponse,
  PAGE_PARAMS,
  SHARED_PAGE_CACHE_CONTROL,
  type PageEntry,
  type Rendered,
  type Versions,
} from "./page-cache.ts";
import type { ContentName } from "./content-version.ts";
import { filtersToParams as clinicFilterParams } from "../../client/features/clinics/clinic-filters.ts";
import { nearToParams } from "../../client/features/clinics/clinic-near.ts";
import { filtersToParams as resourceFilterParams } from "../../client/features/marketing/resources/resource-catalog.ts";
import { listSearch } from "../../client/features/blog/list-filters.ts";
import { BOOK_PARAM, SENT_PARAM } from "../../client/features/leads/lead-form-action.ts";
import { CONTACT_ABOUT_PARAM } from "../../client/features/marketing/contact/contact-form.tsx";
import { clinicServices } from "../../shared/schemas/clinic.ts";

const url = (path: string) => new URL(path, "https://example.in");

describe("pageKey", () => {
  it("keeps a page's own parameters, sorted by name, and drops every other one", () => {
    expect(pageKey(url("/about?utm_source=wa&fbclid=x"))).toBe("/about");
    expect(pageKey(url("/find-clinic?utm_source=wa&state=Bihar&near=Patna&services=A&services=B"))).toBe(
      "/find-clinic?near=Patna&services=A&services=B&state=Bihar",
    );
    expect(pageKey(url("/blog?page=2&x=1"))).toBe("/blog?page=2");
    expect(pageKey(url("/hi/blog?q=mitti&utm_medium=x"))).toBe("/hi/blog?q=mitti");
    expect(pageKey(url("/hi/about?q=x"))).toBe("/hi/about");
    expect(pageKey(url("/blog/?page=2&x=1"))).toBe("/blog/?page=2");
    expect(pageKey(url("/hi/find-clinic/?near=Patna"))).toBe("/hi/find-clinic/?near=Patna");
  });

  it("keeps nothing for the admin shell", () => {
    expect(pageKey(url("/admin"))).toBeNull();
    expect(pageKey(url("/admin/leads?q=x"))).toBeNull();
    expect(pageKey(url("/administration"))).toBe("/administration");
  });

  it("knows every parameter the pages write into their own addresses", () => {
    const names = (params: URLSearchParams | string) => [...new URLSearchParams(params).keys()];
    const kept = (page: string, written: string[]) => expect(PAGE_PARAMS[page]).toEqual(expect.arrayContaining(written));
    kept("/find-clinic", names(clinicFilterParams({ query: "x", state: "Bihar", services: [clinicServices[0]] })));
    kept("/find-clinic", names(nearToParams({ near: "Patna" })));
    kept("/find-clinic", names(nearToParams({ lat: 25.6, lng: 85.1 })));
    kept("/find-clinic", [SENT_PARAM, BOOK_PARAM]);
    kept("/resources", names(resourceFilterParams({ query: "x", type: "video", category: "Basics", language: "Hindi" })));
    kept("/blog", names(listSearch({ q: "x", category: "Technology", page: 3 })));
    kept("/contact", [CONTACT_ABOUT_PARAM, SENT_PARAM]);
    for (const page of ["/for-partners", "/csr", "/start-clinic"]) kept(page, [SENT_PARAM]);
  });
});

describe("CRC-32 of joined parts", () => {
  it("equals the CRC of the whole", () => {
    const a = randomBytes(70_001);
    const b = randomBytes(1_234);
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(b), crc32Shift(b.length))).toBe(zlib.crc32(Buffer.concat([a, b])));
    expect(crc32Combine(zlib.crc32(a), zlib.crc32(Buffer.alloc(0)), crc32Shift(0))).toBe(zlib.crc32(a));
  });
});

const SHOWN = (at: string) => `<input type="hidden" name="formShownAt" value="${at}"/>`;

async function entryFor(html: string, shows: ContentName[] = []): Promise<PageEntry> {
  const cache = new PageCache({ maxBytes: 1 << 20, readVersions: async () => new Map() });
  const found = await cache.page("/x", async () => ({ kind: "page", status: 200, html, shows: new Set(shows) }));
  if ("kind" in found) throw new Error("not kept");
  return found.entry;
}

describe("a page with lead forms", () => {
  it("is sent with the request's own time in every form, as valid gzip", async () => {
    const html = `<main>${"Soil ".repeat(5000)}<form>${SHOWN("1700000000000")}</form><p>मिट्टी</p><form>${SHOWN("1700000000001")}</form></main>`;
    const entry = await entryFor(html);
    expect(entry.body.kind).toBe("live");
    const sent = pageResponse(entry, { acceptEncoding: "br, gzip" }, 1800000000000);
    expect(sent.headers["content-encoding"]).toBe("gzip");
    expect(sent.headers.etag).toBeUndefined();
    expect(sent.headers["cache-control"]).toBe("private, no-cache");
    expect(zlib.gunzipSync(sent.body!).toString()).toBe(html.replace(/value="17\d+"/g, 'value="1800000000000"'));
    // Checked without the gzip wrapper too, as a browser's strict decoder reads the CRC and the length.
    expect(liveGzip(entry.body as never, "123").subarray(-4).readUInt32LE()).toBe(Buffer.byteLength(html) - 2 * 13 + 2 * 3);
    const plain = pageResponse(entry, {}, 1800000000000);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body!.toString()).toContain(SHOWN("1800000000000"));
  });
});

describe("encodings and ETags", () => {
  it("picks brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=1.0, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  it("sends each encoding with its own strong ETag and answers 304 to any of them", async () => {
    const html = `<p>${"Soil health card ".repeat(400)}</p>`;
    const entry = await entryFor(html);
    const br = pageResponse(entry, { acceptEncoding: "br" });
    const gz = pageResponse(entry, { acceptEncoding: "gzip" });
    const plain = pageResponse(entry, {});
    expect(zlib.brotliDecompressSync(br.body!).toString()).toBe(html);
    expect(zlib.gunzipSync(gz.body!).toString()).toBe(html);
    expect(plain.body!.toString()).toBe(html);
    const tags = [br, gz, plain].map((r) => r.headers.etag!);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(br.headers["cache-control"]).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(br.headers.vary).toBe("Accept-Encoding");

    const again = pageResponse(entry, { acceptEncoding: "br", ifNoneMatch: `"other", W/${tags[1]}` });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.etag).toBe(tags[1]);
    expect(pageResponse(entry, { acceptEncoding: "br", ifNoneMatch: "*" }).status).toBe(304);
    expect(pageResponse(entry, { acceptEncoding: "br", ifNoneMatch: '"other"' }).status).toBe(200);
  });
});

/** Content versions held in memory, as the database's table would answer them; counts its reads. */
function versionTable() {
  const versions = new Map<ContentName, number>([
    ["clinics", 1],
    ["blog", 1],
  ]);
  const table = {
    reads: 0,
    bump: (name: ContentName) => versions.set(name, versions.get(name)! + 1),
    read: async (): Promise<Versions> => {
      table.reads++;
      return new Map(versions);
    },
  };
  return table;
}

function renderer(shows: ContentName[] = [], status = 200) {
  const r = {
    count: 0,
    render: async (pageUrl: string): Promise<Rendered> => {
      r.count++;
      return { kind: "page", status, html: `<p>${pageUrl} render ${r.count} ${"x".repeat(2000)}</p>`, shows: new Set(shows) };
    },
  };
  return r;
}

describe("PageCache", () => {
  it("renders a page once and reads no versions for a page that shows no content", async () => {
    const table = versionTable();
    const cache = new PageCache({ maxBytes: 1 << 20, readVersions: table.read });
    const page = renderer();
    const first = await cache.page("/about", page.render);
    const second = await cache.page("/about", page.render);
    expect(first).toMatchObject({ hit: false });
    expect(second).toMatchObject({ hit: true });
    expect(page.count).toBe(1);
    expect(table.reads).toBe(1);
  });

  it("renders again after a change to the content the page shows, and only then", async () => {
    const table = versionTable();
    const cache = new PageCache({ maxBytes: 1 << 20, readVersions: table.read });
    const blog = renderer(["blog"]);
    await cache.page("/blog", blog.render);
    table.bump("clinics");
    expect(await cache.page("/blog", blog.render)).toMatchObject({ hit: true });
    table.bump("blog");
    expect(await cache.page("/blog", blog.render)).toMatchObject({ hit: false });
    expect(await cache.page("/blog", blog.render)).toMatchObject({ hit: true });
    expect(blog.count).toBe(2);
  });

  it("renders once for requests that arrive while the page renders", async () => {
    const cache = new PageCache({ maxBytes: 1 << 20, readVersions: versionTable().read });
    const page = renderer(["clinics"]);
    const all = await Promise.all(Array.from({ length: 20 }, () => cache.page("/find-clinic", page.render)));
    expect(page.count).toBe(1);
    expect(new Set(all.map((r) => ("entry" in r ? r.entry : null))).size).toBe(1);
  });

  it("keeps the page rendered after a change even when a render from before it ends last", async () => {
    const table = versionTable();
    const cache = new PageCache({ maxBytes: 1 << 20, readVersions: table.read });
    const releases: (() => void)[] = [];
    let n = 0;
    const slow = async (): Promise<Rendered> => {
      const mine = ++n;
      await new Promise<void>((r) => releases.push(r));
      return { kind: "page", status: 200, html: `<p>render ${mine}</p>`, shows: new Set(["blog"]) };
    };
    const old = cache.page("/blog", slow);
    await new Promise((r) => setImmediate(r));
    table.bump("blog");
    const fresh = cache.page("/blog", slow);
    await new Promise((r) => setImmediate(r));
    expect(releases).toHaveLength(2);
    releases[1]!();
    await fresh;
    releases[0]!();
    await old;
    const kept = await cache.page("/blog", slow);
    expect(kept).toMatchObject({ hit: true });
    if ("kind" in kept) throw new Error("not kept");
    expect(zlib.gunzipSync(pageResponse(kept.entry, { acceptEncoding: "gzip" }).body!).toString()).toBe("<p>render 2</p>");
  });

  it("keeps no page that is not a 200 or reads content without a version, and drops what it kept there", async () => {
    const table = versionTable();
    const cache = new PageCache({ maxBytes: 1 << 20, readVersions: table.read });
    await cache.page("/blog/a-post", renderer(["blog"]).render);
    expect(cache.stats().entries).toBe(1);
    table.bump("blog"); // the post is deleted
    const gone = await cache.page("/blog/a-post", renderer(["blog"], 404).render);
    expect(gone).toMatchObject({ kind: "uncached" });
    expect(cache.stats().entries).toBe(0);
    const unversioned = await cache.page("/x", async () => ({ kind: "page", status: 200, html: "<p>x</p>", shows: null }));
    expect(unversioned).toMatchObject({ kind: "uncached" });
    expect(cache.stats().entries).toBe(0);
  });

  it("renders a page again the next day (its year and dates are today's)", async () => {
    let now = new Date(2026, 11, 31, 23, 59).getTime();
    const cache = new PageCache({ maxBytes: 1 << 20, readVersions: versionTable().read, now: () => now });
    const page = renderer();
    await cache.page("/", page.render);
    expect(await cache.page("/", page.render)).toMatchObject({ hit: true });
    now += 2 * 60_000;
    expect(await cache.page("/", page.render)).toMatchObject({ hit: false });
  });

  it("stays within its size, letting the page asked least recently go", async () => {
    const cache = new PageCache({ maxBytes: 4_000, readVersions: versionTable().read });
    const random = (pageUrl: string): Promise<Rendered> =>
      Promise.resolve({ kind: "page", status: 200, html: `<p>${pageUrl}${randomBytes(600).toString("hex")}</p>`, shows: new Set() });
    await cache.page("/a", random);
    await cache.page("/b", random);
    await cache.page("/a", random);
    await cache.page("/c", random);
    expect(cache.stats().bytes).toBeLessThanOrEqual(4_000);
    expect(await cache.page("/a", random)).toMatchObject({ hit: true });
    expect(await cache.page("/b", random)).toMatchObject({ hit: false });
  });

  it("renders without keeping when the versions cannot be read", async () => {
    const errors: unknown[] = [];
    const cache = new PageCache({
      maxBytes: 1 << 20,
      readVersions: () => Promise.reject(new Error("database down")),
      onVersionError: (err) => errors.push(err),
    });
    expect(await cache.page("/blog", renderer(["blog"]).render)).toMatchObject({ kind: "uncached" });
    expect(errors).toHaveLength(1);
  });
});

describe("freshReads", () => {
  const nextTurn = () => new Promise<void>((r) => setImmediate(r));
  /** A read that takes the value as it starts and ends when released. */
  const gatedReads = (value: () => number) => {
    const gates: (() => void)[] = [];
    const reads = freshReads(async () => {
      const seen = value();
      await new Promise<void>((r) => gates.push(r));
      return seen;
    });
    return { reads, gates };
  };

  it("never answers a caller with a read that began before it asked", async () => {
    let value = 0;
    const { reads, gates } = gatedReads(() => value);
    const first = reads();
    while (gates.length < 1) await nextTurn();
    value = 1; // a change committed while the first read runs
    const second = reads();
    const third = reads();
    gates[0]!();
    expect(await first).toBe(0);
    while (gates.length < 2) await nextTurn();
    gates[1]!();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
    expect(gates).toHaveLength(2);
  });

  it("gives the callers who ask in the same turn one read, which starts after all of them asked", async () => {
    let value = 0;
    const { reads, gates } = gatedReads(() => value);
    const asked = [reads(), reads()];
    value = 1; // changed after the first two asked, in the same turn
    asked.push(reads());
    while (gates.length < 1) await nextTurn();
    gates[0]!();
    expect(await asked[0]).toBe(1);
    await nextTurn();
    // No second read was needed: the other two callers were answered by the same one.
    expect(gates).toHaveLength(1);
    expect(await Promise.all(asked)).toEqual([1, 1, 1]);
  });
});
