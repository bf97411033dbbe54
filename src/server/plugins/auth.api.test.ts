// Walks the server's route table: every route under /api/v1/admin and /api/v1/agent, present or added later,
// and the signed-in user's own endpoints, answers 401 without a token, with an expired one, with a forged one and with an unsigned one.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RouteOptions } from "fastify";
import { SignJWT, UnsecuredJWT } from "jose";
import { AUTH_API, type AuthSession } from "../../shared/schemas/auth.ts";
import { CHAT_API } from "../../shared/schemas/chat-constants.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from "../services/auth.ts";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256-signing";
const PROTECTED = /^\/api\/v1\/(admin|agent)(\/|$)/;
/** The signed-in user's own endpoints, outside those prefixes. */
const SIGNED_IN_AUTH: string[] = [AUTH_API.user, AUTH_API.logout];

interface Endpoint {
  method: string;
  url: string;
}

/** A concrete URL for a route pattern: every :param becomes a UUID, a wildcard a plain segment. */
const concrete = (pattern: string) =>
  pattern.replace(/:[A-Za-z_][\w-]*(\([^)]*\))?/g, "00000000-0000-4000-8000-000000000000").replace(/\*/g, "x");

describe.each(testDatabases)("session check on every admin and agent route on %s", (kind) => {
  let t: TestApp;
  const endpoints: Endpoint[] = [];
  let session: AuthSession;

  beforeAll(async () => {
    const seen = new Set<string>();
    const onRoute = (route: RouteOptions) => {
      if (!PROTECTED.test(route.url) && !SIGNED_IN_AUTH.includes(route.url)) return;
      for (const method of [route.method].flat()) {
        const key = `${method} ${route.url}`;
        if (!seen.has(key)) endpoints.push({ method, url: concrete(route.url) });
        seen.add(key);
      }
    };
    t = await createTestApp(kind, { JWT_SECRET: SECRET }, { onRoute });
    await t.app.inject({ method: "POST", url: AUTH_API.setup, payload: { email: "asha@example.in", password: "khet-ki-mitti" } });
    session = (
      await t.app.inject({
        method: "POST",
        url: `${AUTH_API.token}?grant_type=password`,
        payload: { email: "asha@example.in", password: "khet-ki-mitti" },
      })
    ).json<AuthSession>();
  });
  afterAll(async () => t?.close());

  /** A token like the real one (same user and sign-in), changed by `tweak`. */
  async function tokenLike(tweak: (jwt: SignJWT) => SignJWT, key = new TextEncoder().encode(SECRET)): Promise<string> {
    const claims = JSON.parse(Buffer.from(session.access_token.split(".")[1]!, "base64url").toString()) as { sid: string; email: string };
    const jwt = new SignJWT({ sid: claims.sid, email: claims.email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(session.user.id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime("1h");
    return tweak(jwt).sign(key);
  }

  it("finds the protected routes, including the team endpoints and the user's own", () => {
    expect(endpoints).toEqual(
      expect.arrayContaining([
        { method: "GET", url: AUTH_API.adminUsers },
        { method: "POST", url: AUTH_API.adminUsers },
        { method: "GET", url: AUTH_API.user },
        { method: "PUT", url: AUTH_API.user },
        { method: "POST", url: AUTH_API.logout },
        // The console's side panel (issue 14).
        { method: "GET", url: CHAT_API.visitorContext("00000000-0000-4000-8000-000000000000") },
      ]),
    );
  });

  it("lets the real token through, so the 401s below are about the token", async () => {
    const res = await t.app.inject({ method: "GET", url: AUTH_API.adminUsers, headers: { authorization: `Bearer ${session.access_token}` } });
    expect(res.statusCode).toBe(200);
  });

  it("stops taking a token it has already checked once that token expires", async () => {
    // A token good for an hour is checked (and kept) once for real; then the clock, which the server reads through Date,
    // is moved to just before and to the second of its expiry. No request has to beat a real expiry.
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const headers = { authorization: `Bearer ${await tokenLike((j) => j.setExpirationTime(exp))}` };
    expect((await t.app.inject({ method: "GET", url: AUTH_API.user, headers })).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(exp * 1000 - 1000);
      const before = await t.app.inject({ method: "GET", url: AUTH_API.user, headers });
      expect(before.statusCode).toBe(200);
      // As jose has it: expired once the current second reaches `exp`.
      vi.setSystemTime(exp * 1000);
      const res = await t.app.inject({ method: "GET", url: AUTH_API.user, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: "unauthorized", message: "Your session has expired. Please sign in again." });
    } finally {
      vi.useRealTimers();
    }
  });

  const cases: [string, () => Promise<Record<string, string>>][] = [
    ["no token", async () => ({})],
    ["a malformed header", async () => ({ authorization: "Token abc" })],
    [
      "an expired token",
      async () => {
        const past = Math.floor(Date.now() / 1000) - 120;
        return { authorization: `Bearer ${await tokenLike((j) => j.setIssuedAt(past - 3600).setExpirationTime(past))}` };
      },
    ],
    [
      "a token signed with another secret",
      async () => ({ authorization: `Bearer ${await tokenLike((j) => j, new TextEncoder().encode("someone-elses-secret-of-plenty-length"))}` }),
    ],
    [
      "an unsigned (alg none) token",
      async () => ({
        authorization: `Bearer ${new UnsecuredJWT({ sid: "x" }).setSubject(session.user.id).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setExpirationTime("1h").encode()}`,
      }),
    ],
  ];

  it.each(cases)("answers 401 with %s", async (_label, headersFor) => {
    const headers = await headersFor();
    const failures: string[] = [];
    for (const { method, url } of endpoints) {
      const res = await t.app.inject({ method: method as "GET", url, headers });
      const body = method === "HEAD" ? null : res.json();
      if (res.statusCode !== 401 || (body && body.error?.code !== "unauthorized")) failures.push(`${method} ${url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });
});
