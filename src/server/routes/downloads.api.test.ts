// GET /downloads/<name>.pdf (and /downloads/<language>/<name>.pdf for the guides in the site's other languages) serves
// each guide as a PDF attachment, cached in memory and revalidated by ETag.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS } from "../../shared/constants.ts";
import { FARMER_GUIDES, GUIDE_LANGUAGES, SOURCE_LANGUAGE, guidePath } from "../../shared/guide-downloads.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const paths = Object.values(DOWNLOADS);
const translated = GUIDE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE).flatMap((language) => FARMER_GUIDES.map((p) => ({ language, path: guidePath(p, language) })));

describe.each(testDatabases)("downloads on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SITE_BRAND: "Bhoomi Labs" });
  });
  afterAll(async () => t?.close());

  it.each(paths)("serves %s as a PDF attachment named after the brand", async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    const name = path.split("/").pop();
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="bhoomi-labs-${name}"`);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it("renders a guide once and serves the same bytes afterwards", async () => {
    const first = await t.app.inject(DOWNLOADS.cropAdvisory);
    const second = await t.app.inject(DOWNLOADS.cropAdvisory);
    // A re-render would differ: pdfkit stamps each document with its creation time and a random id.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it("answers 304 Not Modified when the browser already has the current file", async () => {
    const first = await t.app.inject(DOWNLOADS.fertilizerGuide);
    const again = await t.app.inject({ url: DOWNLOADS.fertilizerGuide, headers: { "if-none-match": first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers HEAD without a body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: DOWNLOADS.partnerProposal });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.length).toBe(0);
  });

  it("answers 404 for a guide that does not exist", async () => {
    const res = await t.app.inject("/downloads/secret-plans.pdf");
    expect(res.statusCode).toBe(404);
  });

  it.each(translated)("serves the $language guide $path with its Devanagari font embedded", async ({ language, path }) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    const name = path.split("/").pop()!.replace(/\.pdf$/, `-${language}.pdf`);
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="bhoomi-labs-${name}"`);
    const pdf = res.rawPayload.toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(pdf).toContain("/FontFile2");
    // A different file from the English guide at the same name.
    const english = await t.app.inject(path.replace(`/${language}/`, "/"));
    expect(english.headers.etag).not.toBe(res.headers.etag);
  });

  it("answers 304 Not Modified for a Hindi guide the browser already has", async () => {
    const path = guidePath(DOWNLOADS.soilHealthBooklet, "hi");
    const first = await t.app.inject(path);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: path, headers: { "if-none-match": first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it.each(GUIDE_LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE))("has no partner proposal in %s", async (language) => {
    const res = await t.app.inject(guidePath(DOWNLOADS.partnerProposal, language));
    expect(res.statusCode).toBe(404);
  });
});
