import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { publicRoutes } from "../shared/public-routes.ts";
import { localisedPath } from "../shared/locales.ts";
import { createTestApp, testDatabases, type TestApp } from "./test-support/test-app.ts";
import { buildApp } from "./app.ts";

const tables = [
  "users",
  "refresh_tokens",
  "leads",
  "lead_notes",
  "chat_messages",
  "chat_sessions",
  "chat_session_messages",
  "agent_presence",
  "blog_posts",
  "clinics",
  "email_outbox",
];

describe.each(testDatabases)("foundation on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("answers the liveness and readiness probes", async () => {
    expect((await t.app.inject("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await t.app.inject("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", database: kind, outbox: { depth: 0, oldestAgeS: 0, failing: 0, stuck: false }, warnings: [] });
  });

  it("in production without SITE_URL, logs a warning at start and lists it in /readyz, still ready", async () => {
    const lines: string[] = [];
    const prod = await createTestApp(kind, { NODE_ENV: "production" }, { logger: { level: "warn", stream: { write: (l: string) => void lines.push(l) } } });
    try {
      const warning = lines.map((l) => JSON.parse(l) as { level: number; msg: string; setting?: string }).find((l) => l.setting === "SITE_URL");
      expect(warning?.level).toBe(40);
      expect(warning?.msg).toMatch(/^SITE_URL is not set: canonical links.*the sitemap, the RSS feed, the PDF guides/);
      const ready = await prod.app.inject("/readyz");
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: "ready", database: kind, warnings: [warning!.msg] });
    } finally {
      await prod.close();
    }
  });

  it("answers an unknown API path, or a method a path does not have, with a JSON 404", async () => {
    for (const [method, url] of [["GET", "/api/v1/nothing?x=1"], ["DELETE", "/api/v1/leads"]] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: "not_found", message: `No endpoint ${method} ${url.split("?")[0]}.` } });
    }
  });

  it("creates every table of the architecture", async () => {
    for (const table of tables) {
      const rows = await sql`select count(*) as n from ${sql.table(table)}`.execute(t.app.db);
      expect(rows.rows, table).toHaveLength(1);
    }
  });

  it("seeds the sample clinics (the first three and the sample network of 26) in at least six states, once", async () => {
    const clinics = await t.app.db.selectFrom("clinics").select(["state"]).execute();
    expect(clinics).toHaveLength(29);
    expect(new Set(clinics.map((c) => c.state)).size).toBeGreaterThanOrEqual(6);
  });

  it("reuses a migrated database without migrating or seeding twice", async () => {
    const again = await buildApp(t.config, { web: false, logger: false });
    await again.ready();
    expect(await again.db.selectFrom("clinics").select("id").execute()).toHaveLength(29);
    await again.close();
  });

  it("does not bring back a sample clinic the team removed", async () => {
    const [first] = await t.app.db.selectFrom("clinics").select("id").execute();
    await t.app.db.deleteFrom("clinics").where("id", "=", first!.id).execute();
    const again = await buildApp(t.config, { web: false, logger: false });
    await again.ready();
    expect(await again.db.selectFrom("clinics").select("id").execute()).toHaveLength(28);
    await again.close();
  });

  it("sends the security headers", async () => {
    const res = await t.app.inject("/healthz");
    const csp = String(res.headers["content-security-policy"]);
    // Scripts from the site itself, and one inline script: the first tap's, by its hash (server/first-tap.ts).
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("serves robots.txt pointing at the sitemap", async () => {
    const res = await t.app.inject("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${t.config.site.siteUrl}/sitemap.xml`);
    expect(res.body).toContain("Disallow: /admin");
  });

  it("lists every public route in sitemap.xml in English and Hindi, each naming both versions and x-default", async () => {
    const res = await t.app.inject("/sitemap.xml");
    expect(res.headers["content-type"]).toContain("application/xml");
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const site = t.config.site.siteUrl;
    const entries = new Map([...res.body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => [m[1]!, m[2]!]));
    for (const r of publicRoutes) {
      const en = `${site}${r.path}`;
      const hi = `${site}${localisedPath("hi", r.path)}`;
      const alternates = [
        `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
        `<xhtml:link rel="alternate" hreflang="hi" href="${hi}"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${en}"/>`,
      ];
      for (const loc of [en, hi]) {
        expect(entries.has(loc), loc).toBe(true);
        for (const link of alternates) expect(entries.get(loc), loc).toContain(link);
      }
    }
    expect(res.body).toContain(`<loc>${site}/hi</loc>`);
    expect(res.body).not.toContain("/pseudo");
  });

  it("serves the web manifest with the configured brand", async () => {
    const res = await t.app.inject("/manifest.webmanifest");
    expect(res.json()).toMatchObject({ name: t.config.site.brand, theme_color: t.config.site.themeColor });
  });
});
