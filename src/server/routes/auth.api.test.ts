// The auth API on SQLite and PostgreSQL: once-only setup, sign-in, rate limits, refresh rotation with reuse detection,
// sign-out, password change and adding admins.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { decodeJwt } from "jose";
import { AUTH_API, AUTH_MESSAGES, type AuthSession, type AuthUser } from "../../shared/schemas/auth.ts";
import { appInstances, createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { ACCESS_TOKEN_TTL_S, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../services/auth.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ADMIN = { email: "asha@example.in", password: "khet-ki-mitti" };

describe.each(testDatabases)("auth API on %s", (kind) => {
  let t: TestApp;
  // Limits raised here: the tests below sign in many times from one address; the limits have their own app further down.
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000", SIGN_IN_FAILED_LIMIT_PER_EMAIL: "1000" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await sql`delete from refresh_tokens`.execute(t.app.db);
    await sql`delete from users`.execute(t.app.db);
  });

  const setup = (body: object) => t.app.inject({ method: "POST", url: AUTH_API.setup, payload: body });
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email, password } });
  const refresh = (refresh_token: string) =>
    t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=refresh_token`, payload: { refresh_token } });
  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
  const getUser = (token: string) => t.app.inject({ method: "GET", url: AUTH_API.user, headers: withToken(token) });
  const userCount = async () =>
    Number((await t.app.db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

  async function signedInAdmin(): Promise<AuthSession> {
    expect((await setup(ADMIN)).statusCode).toBe(201);
    const res = await signIn(ADMIN.email, ADMIN.password);
    expect(res.statusCode).toBe(200);
    return res.json<AuthSession>();
  }

  describe("first-run setup", () => {
    it("is open with no users, creates the first admin with an argon2id hash, then closes with 403", async () => {
      expect((await t.app.inject({ method: "GET", url: AUTH_API.setup })).json()).toEqual({ setupOpen: true });

      const res = await setup({ email: "  Asha@Example.IN ", password: ADMIN.password });
      expect(res.statusCode).toBe(201);
      const { user } = res.json<{ user: AuthUser }>();
      expect(user).toMatchObject({ id: expect.stringMatching(UUID), email: "asha@example.in" });
      const row = await t.app.db.selectFrom("users").selectAll().executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(ADMIN.password);

      expect((await t.app.inject({ method: "GET", url: AUTH_API.setup })).json()).toEqual({ setupOpen: false });
      const again = await setup({ email: "intruder@example.in", password: "another-password" });
      expect(again.statusCode).toBe(403);
      expect(again.json()).toEqual({ error: { code: "forbidden", message: AUTH_MESSAGES.setupClosed } });
      expect(await userCount()).toBe(1);
    });

    it("refuses a short password and a bad e-mail with the spec's messages", async () => {
      const short = await setup({ email: ADMIN.email, password: "12345" });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe("Password must be at least 6 characters long");
      const bad = await setup({ email: "not-an-email", password: ADMIN.password });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe("Please enter a valid email address.");
      expect(await userCount()).toBe(0);
    });

    it("creates exactly one admin when several setups race", async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => setup({ email: `racer${i}@example.in`, password: ADMIN.password })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403, 403, 403, 403]);
      expect(await userCount()).toBe(1);
    });
  });

  describe("password sign-in", () => {
    it("returns the session of spec 3 with a 1-hour HS256 access token for the user", async () => {
      await setup(ADMIN);
      const before = Math.floor(Date.now() / 1000);
      const res = await signIn("ASHA@example.in", ADMIN.password);
      expect(res.statusCode).toBe(200);
      const session = res.json<AuthSession>();
      expect(session).toMatchObject({ token_type: "bearer", expires_in: ACCESS_TOKEN_TTL_S, user: { email: ADMIN.email } });
      expect(session.expires_at).toBeGreaterThanOrEqual(before + ACCESS_TOKEN_TTL_S);
      expect(session.refresh_token).toMatch(/^[\w-]{40,}$/);
      const claims = decodeJwt(session.access_token);
      expect(claims).toMatchObject({ sub: session.user.id, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, exp: session.expires_at });

      const me = await getUser(session.access_token);
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(session.user);
      // Only the hash of the refresh token is stored.
      const stored = await t.app.db.selectFrom("refresh_tokens").select("token_hash").executeTakeFirstOrThrow();
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(stored.token_hash).not.toBe(session.refresh_token);
    });

    it("answers a wrong password and an unknown e-mail alike: 400 'Invalid login credentials'", async () => {
      await setup(ADMIN);
      for (const res of [await signIn(ADMIN.email, "wrong-password"), await signIn("nobody@example.in", ADMIN.password)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: { code: "invalid_credentials", message: "Invalid login credentials" } });
      }
    });

    it("refuses a missing grant type and a missing password", async () => {
      const noGrant = await t.app.inject({ method: "POST", url: AUTH_API.token, payload: ADMIN });
      expect(noGrant.statusCode).toBe(400);
      const noPassword = await t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email: ADMIN.email } });
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().error.message).toBe("Password is required.");
    });
  });

  describe("refresh tokens", () => {
    it("rotate on each use: the old token is marked replaced and the new one works", async () => {
      const first = await signedInAdmin();
      const res = await refresh(first.refresh_token);
      expect(res.statusCode).toBe(200);
      const second = res.json<AuthSession>();
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(second.user).toEqual(first.user);
      expect((await getUser(second.access_token)).statusCode).toBe(200);

      const rows = await t.app.db.selectFrom("refresh_tokens").selectAll().orderBy("created_at").execute();
      expect(rows).toHaveLength(2);
      expect(rows[0]!.family_id).toBe(rows[1]!.family_id);
      const old = rows.find((r) => r.replaced_by)!;
      expect(old.revoked_at).not.toBeNull();
      expect(old.replaced_by).toBe(rows.find((r) => r !== old)!.id);
      expect((await refresh(second.refresh_token)).statusCode).toBe(200);
    });

    it("revoke the whole family when an already-rotated token is presented again", async () => {
      const first = await signedInAdmin();
      const second = (await refresh(first.refresh_token)).json<AuthSession>();
      const third = (await refresh(second.refresh_token)).json<AuthSession>();

      const reuse = await refresh(first.refresh_token);
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().error.code).toBe("invalid_refresh_token");
      // The thief's and the owner's latest tokens are both dead now.
      expect((await refresh(third.refresh_token)).statusCode).toBe(401);
      expect((await getUser(third.access_token)).statusCode).toBe(401);
      const live = await t.app.db.selectFrom("refresh_tokens").select("id").where("revoked_at", "is", null).execute();
      expect(live).toEqual([]);
    });

    it("give ten parallel refreshes with one token the same new session, which then keeps working", async () => {
      const first = await signedInAdmin();
      const results = await Promise.all(Array.from({ length: 10 }, () => refresh(first.refresh_token)));
      expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      const sessions = results.map((r) => r.json<AuthSession>());
      expect(new Set(sessions.map((x) => x.refresh_token)).size).toBe(1);
      expect(new Set(sessions.map((x) => x.access_token)).size).toBe(1);
      expect(sessions[0]!.refresh_token).not.toBe(first.refresh_token);
      expect(await t.app.db.selectFrom("refresh_tokens").select("id").execute()).toHaveLength(2);

      // A retry a little later (a lost answer) gets that session again; the session itself keeps working.
      const retried = await refresh(first.refresh_token);
      expect(retried.json<AuthSession>()).toEqual(sessions[0]);
      expect((await getUser(sessions[0]!.access_token)).statusCode).toBe(200);
      expect((await refresh(sessions[0]!.refresh_token)).statusCode).toBe(200);
    });

    it("treat a rotated token presented after the 30-second grace as reuse and revoke the family", async () => {
      const first = await signedInAdmin();
      const second = (await refresh(first.refresh_token)).json<AuthSession>();
      const past = new Date(Date.now() - 31_000).toISOString();
      await t.app.db.updateTable("refresh_tokens").set({ revoked_at: past }).where("replaced_by", "is not", null).execute();

      const late = await refresh(first.refresh_token);
      expect(late.statusCode).toBe(401);
      expect(late.json().error.code).toBe("invalid_refresh_token");
      expect((await refresh(second.refresh_token)).statusCode).toBe(401);
      expect((await getUser(second.access_token)).statusCode).toBe(401);
    });

    it("end the grace when the session was signed out", async () => {
      const first = await signedInAdmin();
      const second = (await refresh(first.refresh_token)).json<AuthSession>();
      await t.app.inject({ method: "POST", url: AUTH_API.logout, headers: withToken(second.access_token), payload: {} });
      expect((await refresh(first.refresh_token)).statusCode).toBe(401);
    });

    it("refuse an unknown token with 401", async () => {
      expect((await refresh("made-up-token")).statusCode).toBe(401);
    });
  });

  describe("sign-out", () => {
    it("revokes that session's refresh token and access token but leaves the user's other sessions alive", async () => {
      const session = await signedInAdmin();
      const other = (await signIn(ADMIN.email, ADMIN.password)).json<AuthSession>();

      const out = await t.app.inject({ method: "POST", url: AUTH_API.logout, headers: withToken(session.access_token), payload: {} });
      expect(out.statusCode).toBe(204);
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
      expect((await getUser(session.access_token)).statusCode).toBe(401);

      expect((await getUser(other.access_token)).statusCode).toBe(200);
      expect((await refresh(other.refresh_token)).statusCode).toBe(200);
    });

    it("needs a token", async () => {
      expect((await t.app.inject({ method: "POST", url: AUTH_API.logout })).statusCode).toBe(401);
    });
  });

  describe("own password", () => {
    const change = (token: string, body: object) => t.app.inject({ method: "PUT", url: AUTH_API.user, headers: withToken(token), payload: body });

    it("changes after the current password is confirmed and signs out the user's other sessions", async () => {
      const session = await signedInAdmin();
      const elsewhere = (await signIn(ADMIN.email, ADMIN.password)).json<AuthSession>();

      const wrong = await change(session.access_token, { current_password: "not-it", password: "naya-password" });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe(AUTH_MESSAGES.currentPasswordWrong);
      const short = await change(session.access_token, { current_password: ADMIN.password, password: "abc" });
      expect(short.json().error.message).toBe("Password must be at least 6 characters long");

      const ok = await change(session.access_token, { current_password: ADMIN.password, password: "naya-password" });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<AuthUser>().email).toBe(ADMIN.email);

      expect((await signIn(ADMIN.email, ADMIN.password)).statusCode).toBe(400);
      expect((await signIn(ADMIN.email, "naya-password")).statusCode).toBe(200);
      expect((await getUser(session.access_token)).statusCode).toBe(200);
      expect((await getUser(elsewhere.access_token)).statusCode).toBe(401);
      expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(401);
    });
  });

  describe("team", () => {
    it("lets a signed-in admin list admins and add one, who can then sign in; a taken e-mail gets 409", async () => {
      const session = await signedInAdmin();
      const headers = withToken(session.access_token);
      const added = await t.app.inject({
        method: "POST",
        url: AUTH_API.adminUsers,
        headers,
        payload: { email: "Ravi@Example.in", password: "ravi-ka-password" },
      });
      expect(added.statusCode).toBe(201);
      expect(added.json().user).toMatchObject({ email: "ravi@example.in", id: expect.stringMatching(UUID) });

      const list = await t.app.inject({ method: "GET", url: AUTH_API.adminUsers, headers });
      expect(list.json<{ users: AuthUser[] }>().users.map((u) => u.email)).toEqual([ADMIN.email, "ravi@example.in"]);
      expect(JSON.stringify(list.json())).not.toContain("argon2");

      const twice = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, headers, payload: { email: "ravi@example.in", password: "something-else" } });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.message).toBe(AUTH_MESSAGES.adminExists);

      expect((await signIn("ravi@example.in", "ravi-ka-password")).statusCode).toBe(200);
    });

    it("refuses to add an admin without a token", async () => {
      await setup(ADMIN);
      const res = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, payload: { email: "x@example.in", password: "123456" } });
      expect(res.statusCode).toBe(401);
      expect(await userCount()).toBe(1);
    });
  });
});

describe.each(testDatabases)("sign-in rate limits on %s (defaults: 10 per address per minute, back-off after 5 failures per e-mail and address)", (kind) => {
  let t: TestApp;
  const instances = appInstances(() => t);
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.inject({ method: "POST", url: AUTH_API.setup, payload: ADMIN });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await sql`delete from rate_limits`.execute(t.app.db);
  });
  afterEach(() => instances.closeAll());

  const signInOn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email, password }, remoteAddress });
  const signIn = (email: string, password: string, remoteAddress: string) => signInOn(t.app, email, password, remoteAddress);

  it("lets the right password in from a clean address after many wrong ones for the e-mail from another", async () => {
    for (let i = 0; i < 7; i++) {
      const res = await signIn(ADMIN.email, `guess-${i}`, "10.1.0.1");
      expect(res.statusCode).toBe(i < 5 ? 400 : 429);
    }
    const admin = await signIn(ADMIN.email, ADMIN.password, "10.1.0.2");
    expect(admin.statusCode).toBe(200);
    expect(admin.json<AuthSession>().user.email).toBe(ADMIN.email);
  });

  it("makes the guessing address wait, even with the right password, and only for that e-mail", async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(ADMIN.email, `guess-${i}`, "10.1.1.1")).statusCode).toBe(400);
    const held = await signIn(ADMIN.email, ADMIN.password, "10.1.1.1");
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(held.headers["retry-after"])).toBeLessThanOrEqual(60);
    expect(held.json().error).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many failed sign-in attempts\. Please wait (\d\d seconds|1 minute) and try again\.$/),
    });
    expect((await signIn("someone-else@example.in", "whatever", "10.1.1.1")).statusCode).toBe(400);

    // Once the wait is over (the last failure moved a minute back), the right password gets in and clears the count.
    await sql`update rate_limits set reset_at = reset_at - 60000 where key like ${"sign-in:pair:%"}`.execute(t.app.db);
    expect((await signIn(ADMIN.email, ADMIN.password, "10.1.1.1")).statusCode).toBe(200);
    expect((await signIn(ADMIN.email, "one-more-typo", "10.1.1.1")).statusCode).toBe(400);
  });

  it("limits one address to 10 attempts a minute while another address still gets through", async () => {
    for (let i = 0; i < 10; i++) expect((await signIn(`user${i}@example.in`, "whatever", "10.2.0.1")).statusCode).toBe(400);
    const blocked = await signIn("user10@example.in", "whatever", "10.2.0.1");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(blocked.json().error.message).toMatch(/^Too many sign-in attempts from your network\. Please wait (\d+ seconds?|1 minute) and try again\.$/);
    expect((await signIn("user10@example.in", "whatever", "10.2.0.2")).statusCode).toBe(400);
  });

  it("counts in the database: two instances share the count, and a restart keeps it", async () => {
    const second = await instances.another();
    for (let i = 0; i < 5; i++) {
      const res = await signInOn(i % 2 ? second : t.app, ADMIN.email, `guess-${i}`, "10.3.0.1");
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn(ADMIN.email, ADMIN.password, "10.3.0.1")).statusCode).toBe(429);
    expect((await signInOn(second, ADMIN.email, ADMIN.password, "10.3.0.1")).statusCode).toBe(429);

    await second.close();
    const restarted = await instances.another();
    expect((await signInOn(restarted, ADMIN.email, ADMIN.password, "10.3.0.1")).statusCode).toBe(429);
    expect((await signInOn(restarted, ADMIN.email, ADMIN.password, "10.3.0.2")).statusCode).toBe(200);
  });
});
