// Security headers: no caching of auth, admin and agent answers; HSTS only over HTTPS (seen through a trusted proxy);
// a Permissions-Policy; X-Frame-Options agreeing with the CSP's frame-ancestors; an img-src that admits what the blog allows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { BLOG_API } from "../../shared/schemas/blog.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { HSTS } from "./security.ts";

describe.each(testDatabases)("security headers on %s", (kind) => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    // Behind a proxy at 10.0.0.5: only it may say how the request arrived.
    proxied = await createTestApp(kind, { TRUST_PROXY: "10.0.0.5" });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it("answer auth, admin and agent requests with Cache-Control: no-store, public reads without it", async () => {
    const privateAnswers = [
      await t.app.inject({ method: "GET", url: AUTH_API.setup }),
      await t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email: "a@example.in", password: "whatever" } }),
      await t.app.inject({ method: "GET", url: AUTH_API.adminUsers }),
      await t.app.inject({ method: "GET", url: "/api/v1/agent/sessions" }),
      await t.app.inject({ method: "GET", url: "/api/v1/admin/no-such-thing" }),
    ];
    for (const res of privateAnswers) expect(res.headers["cache-control"], res.raw.req.url).toBe("no-store");
    const blog = await t.app.inject({ method: "GET", url: BLOG_API.posts });
    expect(blog.statusCode).toBe(200);
    expect(blog.headers["cache-control"]).not.toBe("no-store");
  });

  it("send a Permissions-Policy and X-Frame-Options: DENY matching frame-ancestors 'none'", async () => {
    const res = await t.app.inject({ method: "GET", url: BLOG_API.posts });
    const policy = String(res.headers["permissions-policy"]).split(", ");
    expect(policy).toEqual(expect.arrayContaining(["camera=()", "microphone=()", "geolocation=(self)", "payment=()", "usb=()"]));
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("let pictures come from the site and the map tiles only, as the blog's rule does", async () => {
    const csp = String((await t.app.inject({ method: "GET", url: BLOG_API.posts })).headers["content-security-policy"]);
    const imgSrc = csp.split(";").map((d) => d.trim()).find((d) => d.startsWith("img-src "))!.split(" ").slice(1);
    expect(imgSrc).toContain("'self'");
    expect(imgSrc.filter((s) => !["'self'", "data:", "blob:"].includes(s)).every((s) => /tile/.test(s))).toBe(true);
    expect(imgSrc).not.toContain("https:");
  });

  it("send HSTS only when the request arrived over HTTPS, as said by a trusted proxy", async () => {
    const viaProxy = { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };
    const plain = await t.app.inject({ method: "GET", url: BLOG_API.posts });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY nobody may claim HTTPS by header.
    const claimed = await t.app.inject({ method: "GET", url: BLOG_API.posts, headers: viaProxy, remoteAddress: "10.0.0.5" });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    const trusted = await proxied.app.inject({ method: "GET", url: BLOG_API.posts, headers: viaProxy, remoteAddress: "10.0.0.5" });
    expect(trusted.headers["strict-transport-security"]).toBe(HSTS);
    const stranger = await proxied.app.inject({ method: "GET", url: BLOG_API.posts, headers: viaProxy, remoteAddress: "198.51.100.7" });
    expect(stranger.headers["strict-transport-security"]).toBeUndefined();
  });

  it("count sign-ins per visitor behind a trusted proxy, not per proxy", async () => {
    const signIn = (forwardedFor: string, email = "nobody@example.in") =>
      proxied.app.inject({
        method: "POST",
        url: `${AUTH_API.token}?grant_type=password`,
        payload: { email, password: "whatever" },
        headers: { "x-forwarded-for": forwardedFor },
        remoteAddress: "10.0.0.5",
      });
    // Different e-mails, so only the per-address limit (10 a minute) is in play.
    for (let i = 0; i < 10; i++) expect((await signIn("203.0.113.10", `user${i}@example.in`)).statusCode).toBe(400);
    expect((await signIn("203.0.113.10")).statusCode).toBe(429);
    expect((await signIn("203.0.113.11")).statusCode).toBe(400);
  });
});
