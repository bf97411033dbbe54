// Team management on SQLite and PostgreSQL (issue 15): display names, disabling and enabling admins (sessions end at
// once, the last active admin stays), last sign-in, and password reset by e-mail over real SMTP.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "kysely";
import { AUTH_API, AUTH_MESSAGES, type AdminUser, type AdminUserList, type AuthSession } from "../../shared/schemas/auth.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { startSmtpSink } from "../test-support/smtp-sink.ts";
import { createPasswordReset, PASSWORD_RESETS_PER_HOUR } from "../services/auth.ts";
import { SECRET_REMOVED } from "../services/email-outbox.ts";

const ASHA = { email: "asha@example.in", password: "khet-ki-mitti" };
const RAVI = { email: "ravi@example.in", password: "ganne-ka-khet" };

/** The token of the link in a password reset e-mail. */
const tokenIn = (text: string) => /#token=([\w-]+)/.exec(text)?.[1] ?? "";

describe.each(testDatabases)("team management on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000", SIGN_IN_FAILED_LIMIT_PER_EMAIL: "1000", SITE_URL: "https://mittimitra.example" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    for (const table of ["email_outbox", "password_resets", "refresh_tokens", "users", "rate_limits"]) await sql`delete from ${sql.table(table)}`.execute(t.app.db);
  });

  const signIn = (who: { email: string; password: string }) =>
    t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: who });
  const as = (s: AuthSession) => ({ authorization: `Bearer ${s.access_token}` });
  const call = (s: AuthSession, method: "GET" | "PATCH" | "POST", url: string, payload?: object) => t.app.inject({ method, url, headers: as(s), payload });

  /** Asha (the first admin) and Ravi, both signed in. */
  async function twoAdmins(): Promise<{ asha: AuthSession; ravi: AuthSession }> {
    expect((await t.app.inject({ method: "POST", url: AUTH_API.setup, payload: ASHA })).statusCode).toBe(201);
    const asha = (await signIn(ASHA)).json<AuthSession>();
    expect((await call(asha, "POST", AUTH_API.adminUsers, { ...RAVI, name: "Ravi Kumar" })).statusCode).toBe(201);
    const ravi = (await signIn(RAVI)).json<AuthSession>();
    return { asha, ravi };
  }
  const listed = async (s: AuthSession) => (await call(s, "GET", AUTH_API.adminUsers)).json<AdminUserList>().users;

  it("keeps a display name per admin, shows each admin's last sign-in, and names agents by it in chats", async () => {
    const { asha, ravi } = await twoAdmins();
    expect(ravi.user.name).toBe("Ravi Kumar");
    expect(asha.user.name).toBeNull();
    const users = await listed(asha);
    expect(users.map((u) => [u.email, u.name, u.disabled_at])).toEqual([
      [ASHA.email, null, null],
      [RAVI.email, "Ravi Kumar", null],
    ]);
    for (const u of users) expect(Date.parse(u.last_sign_in_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(await t.app.chat.agentNameOf(asha.user.id)).toBe("MittiMitra Agent");

    const named = await call(asha, "PATCH", AUTH_API.user, { name: "  Asha Patil " });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ email: ASHA.email, name: "Asha Patil" });
    expect(await t.app.chat.agentNameOf(asha.user.id)).toBe("Asha Patil from MittiMitra");
    expect((await call(asha, "GET", AUTH_API.user)).json()).toMatchObject({ name: "Asha Patil" });

    for (const [body, message] of [
      [{ name: "   " }, "Name is required."],
      [{ name: "A".repeat(61) }, "Name must be at most 60 characters."],
      [{}, "Name is required."],
    ] as const) {
      const res = await call(asha, "PATCH", AUTH_API.user, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it("disables another admin at once (sessions end, sign-in refused with a reason) and enables them again", async () => {
    const { asha, ravi } = await twoAdmins();
    // Signed in and just checked: the check is remembered briefly, and disabling must still end the session at once.
    expect((await call(ravi, "GET", AUTH_API.user)).statusCode).toBe(200);
    const disabled = await call(asha, "PATCH", AUTH_API.adminUser(ravi.user.id), { disabled: true });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<AdminUser>().disabled_at).not.toBeNull();

    expect((await call(ravi, "GET", AUTH_API.user)).statusCode).toBe(401);
    const refreshed = await t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=refresh_token`, payload: { refresh_token: ravi.refresh_token } });
    expect(refreshed.statusCode).toBe(401);
    const again = await signIn(RAVI);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toEqual({ code: "account_disabled", message: AUTH_MESSAGES.accountDisabled });
    // A wrong password is just wrong: a disabled account is named only to someone who knows its password.
    expect((await signIn({ ...RAVI, password: "not-his-password" })).json().error.code).toBe("invalid_credentials");

    const enabled = await call(asha, "PATCH", AUTH_API.adminUser(ravi.user.id), { disabled: false });
    expect(enabled.json<AdminUser>().disabled_at).toBeNull();
    expect((await signIn(RAVI)).statusCode).toBe(200);
  });

  it("refuses to disable yourself, an unknown admin, or a body without a yes or no", async () => {
    const { asha } = await twoAdmins();
    const self = await call(asha, "PATCH", AUTH_API.adminUser(asha.user.id), { disabled: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe(AUTH_MESSAGES.cannotDisableSelf);
    expect((await call(asha, "PATCH", AUTH_API.adminUser("00000000-0000-4000-8000-000000000000"), { disabled: true })).statusCode).toBe(404);
    const bad = await call(asha, "PATCH", AUTH_API.adminUser(asha.user.id), { disabled: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("disabled must be true or false.");
  });

  it("keeps one admin active when two disable each other at the same moment", async () => {
    const { asha, ravi } = await twoAdmins();
    const results = await Promise.all([
      call(asha, "PATCH", AUTH_API.adminUser(ravi.user.id), { disabled: true }),
      call(ravi, "PATCH", AUTH_API.adminUser(asha.user.id), { disabled: true }),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const conflict = results.find((r) => r.statusCode === 409);
    if (conflict) expect(conflict.json().error.message).toBe(AUTH_MESSAGES.lastActiveAdmin);
    const active = await t.app.db.selectFrom("users").select("email").where("disabled_at", "is", null).execute();
    expect(active).toHaveLength(1);
  });

  describe("password reset", () => {
    const recover = (email: string, ip = "203.0.113.7") => t.app.inject({ method: "POST", url: AUTH_API.recover, payload: { email }, remoteAddress: ip });
    // Each test asks from its own address: the per-address limit outlives a test.
    let address = 0;
    beforeEach(() => void address++);
    const reset = (token: string, password: string) =>
      t.app.inject({ method: "POST", url: AUTH_API.reset, payload: { token, password }, remoteAddress: `203.0.113.${address}` });
    const mails = () => t.app.db.selectFrom("email_outbox").selectAll().where("kind", "=", "password_reset").execute();

    it("answers the same for any e-mail, and e-mails a single-use link only to an active admin", async () => {
      const { asha, ravi } = await twoAdmins();
      const unknown = await recover("nobody@example.in");
      const known = await recover(" Ravi@Example.IN ");
      expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
      expect(unknown.json()).toEqual(known.json());
      expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetRequested });
      const [mail, ...more] = await mails();
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ to_address: RAVI.email, subject: "Set a new password for the MittiMitra admin" });
      expect(mail!.body_text).toMatch(/https:\/\/mittimitra\.example\/admin\/reset-password#token=[\w-]{43}\n/);
      const token = tokenIn(mail!.body_text);
      // Only the token's hash is stored.
      const stored = await t.app.db.selectFrom("password_resets").selectAll().executeTakeFirstOrThrow();
      expect(stored.token_hash).not.toContain(token);

      const done = await reset(token, "naya-password-2026");
      expect(done.statusCode).toBe(200);
      expect(done.json().user).toMatchObject({ email: RAVI.email });
      expect((await signIn(RAVI)).statusCode).toBe(400);
      expect((await signIn({ ...RAVI, password: "naya-password-2026" })).statusCode).toBe(200);
      // Every session Ravi had ends; Asha's do not.
      expect((await call(ravi, "GET", AUTH_API.user)).statusCode).toBe(401);
      expect((await call(asha, "GET", AUTH_API.user)).statusCode).toBe(200);

      const reused = await reset(token, "third-password-2026");
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error).toEqual({ code: "invalid_reset_link", message: AUTH_MESSAGES.resetLinkInvalid });
    });

    it("refuses an expired link, a made-up one, a weak password, and sends nothing to a disabled admin", async () => {
      const { asha, ravi } = await twoAdmins();
      const old = await createPasswordReset(t.app.db, RAVI.email, new Date(Date.now() - 31 * 60_000));
      expect((await reset(old!.token, "naya-password-2026")).statusCode).toBe(400);
      expect((await reset("x".repeat(43), "naya-password-2026")).statusCode).toBe(400);
      const fresh = await createPasswordReset(t.app.db, RAVI.email);
      const weak = await reset(fresh!.token, "short");
      expect(weak.statusCode).toBe(400);
      expect(weak.json().error.message).toMatch(/^Password must be at least/);

      await call(asha, "PATCH", AUTH_API.adminUser(ravi.user.id), { disabled: true });
      expect((await reset(fresh!.token, "naya-password-2026")).statusCode).toBe(400);
      expect((await recover(RAVI.email)).statusCode).toBe(202);
      expect(await mails()).toEqual([]);
    });

    it(`sends at most ${PASSWORD_RESETS_PER_HOUR} links an hour to one account, and limits asking per address`, async () => {
      await twoAdmins();
      for (let i = 0; i < PASSWORD_RESETS_PER_HOUR + 1; i++) expect((await recover(RAVI.email, `198.51.100.${i}`)).statusCode).toBe(202);
      expect(await mails()).toHaveLength(PASSWORD_RESETS_PER_HOUR);
      const codes: number[] = [];
      for (let i = 0; i < 6; i++) codes.push((await recover("someone@example.in", "192.0.2.50")).statusCode);
      expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
    });
  });
});

describe.each(testDatabases)("password reset e-mail over SMTP on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("delivers the link, then keeps no copy of it in the outbox", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const t = await createTestApp(kind, { SMTP_URL: sink.url, SITE_URL: "https://mittimitra.example" }, { outboxTiming: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } });
    cleanups.push(t.close);
    await t.app.inject({ method: "POST", url: AUTH_API.setup, payload: ASHA });
    expect((await t.app.inject({ method: "POST", url: AUTH_API.recover, payload: { email: ASHA.email } })).statusCode).toBe(202);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 5000, interval: 25 });
    const mail = sink.messages[0]!;
    expect(mail.to).toEqual([ASHA.email]);
    expect(mail.subject).toBe("Set a new password for the MittiMitra admin");
    const token = tokenIn(mail.text);
    expect(token).toHaveLength(43);
    await vi.waitFor(async () => {
      const row = await t.app.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "sent", body_text: SECRET_REMOVED });
    });
    const done = await t.app.inject({ method: "POST", url: AUTH_API.reset, payload: { token, password: "naya-password-2026" } });
    expect(done.statusCode).toBe(200);
  });
});
