// The audit log on SQLite and PostgreSQL (issue 27): what is recorded (lead exports with their filter and row count,
// colleagues added, role and status changes, password resets, settings changes, sign-ins from a new address), who may
// read it (admins), its filters and paging, and that the API has no way to change or remove a record.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { AUTH_API, type Role } from "../../shared/schemas/auth.ts";
import { AUDIT_API, type AuditPage, type AuditRecord } from "../../shared/schemas/audit.ts";
import { DEFAULT_BUSINESS_HOURS } from "../../shared/business-hours.ts";
import { BUSINESS_HOURS_API } from "../../shared/schemas/business-hours.ts";
import { ADMIN_CLINICS_API } from "../../shared/schemas/clinic.ts";
import type { AdminClinicList } from "../../shared/schemas/clinic-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { leadRow } from "../test-support/lead-rows.ts";
import { teamOfEveryRole, TEAM_PASSWORD, type SignedInUser } from "../test-support/team-roles.ts";
import { createPasswordReset } from "../services/auth.ts";
import { recordAudit } from "../services/audit.ts";

describe.each(testDatabases)("the audit log on %s", (kind) => {
  let t: TestApp;
  let team: Record<Role, SignedInUser>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    for (const table of ["audit_log", "user_sign_in_addresses", "password_resets", "refresh_tokens", "users", "leads"]) await sql`delete from ${sql.table(table)}`.execute(t.app.db);
    team = await teamOfEveryRole(t.app);
  });

  const read = async (query = "", who: SignedInUser = team.admin) => {
    const res = await t.app.inject({ method: "GET", url: `${AUDIT_API}${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditPage>();
  };
  const only = async (action: string) => (await read(`?action=${action}`)).entries;

  it("records a lead export with its filter and the rows that went out, and never an agent's refused one", async () => {
    await t.app.db.insertInto("leads").values([leadRow({ user_type: "farmer" }), leadRow({ user_type: "farmer" }), leadRow({ user_type: "partner" })]).execute();
    const csv = await t.app.inject({ method: "GET", url: "/api/v1/admin/leads/export?user_type=farmer", headers: team.admin.headers });
    expect(csv.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/leads/export", headers: team.agent.headers })).statusCode).toBe(403);
    const [entry, ...more] = await only("leads.export");
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "leads.export",
      actor_id: team.admin.id,
      actor_email: "admin@example.in",
      target: "leads",
      detail: { filters: { user_type: "farmer" }, rows: 2, complete: true },
      ip: "127.0.0.1",
    });
  });

  it("records colleagues added, role and status changes, each with who did it, and nothing for a change that changes nothing", async () => {
    const added = await only("user.create");
    expect(added.map((e) => [e.target, e.detail])).toEqual([
      [team.editor.id, { email: "editor@example.in", role: "editor" }],
      [team.agent.id, { email: "agent@example.in", role: "agent" }],
    ]);
    const patch = (payload: object) => t.app.inject({ method: "PATCH", url: AUTH_API.adminUser(team.agent.id), headers: team.admin.headers, payload });
    expect((await patch({ role: "editor" })).statusCode).toBe(200);
    expect((await patch({ role: "editor" })).statusCode).toBe(200);
    expect((await patch({ disabled: true })).statusCode).toBe(200);
    expect((await patch({ disabled: false, role: "agent" })).statusCode).toBe(200);
    // Refused changes leave no record.
    expect((await patch({ role: "owner" })).statusCode).toBe(400);
    expect((await t.app.inject({ method: "PATCH", url: AUTH_API.adminUser(team.admin.id), headers: team.admin.headers, payload: { role: "agent" } })).statusCode).toBe(409);

    const roles = await only("user.role");
    expect(roles.map((e) => [e.actor_email, e.target, e.detail])).toEqual([
      ["admin@example.in", team.agent.id, { from: "editor", to: "agent" }],
      ["admin@example.in", team.agent.id, { from: "agent", to: "editor" }],
    ]);
    const statuses = await only("user.status");
    expect(statuses.map((e) => [e.target, e.detail])).toEqual([
      [team.agent.id, { disabled: false }],
      [team.agent.id, { disabled: true }],
    ]);
  });

  it("records a password set with an e-mailed link", async () => {
    const link = await createPasswordReset(t.app.db, "editor@example.in");
    const res = await t.app.inject({ method: "POST", url: AUTH_API.reset, payload: { token: link!.token, password: "naya-password-123" } });
    expect(res.statusCode).toBe(200);
    expect(await only("user.password-reset")).toEqual([expect.objectContaining({ actor_id: team.editor.id, target: team.editor.id, detail: { by: "e-mailed link" } })]);
  });

  it("records settings changes: business hours with what changed, and a clinic removed", async () => {
    const hours = {
      week: DEFAULT_BUSINESS_HOURS.week.map((d) => (d.day === "sun" ? { ...d, open: null, close: null } : { ...d, open: "08:00", close: "16:00" })),
      holidays: [{ date: "2026-12-25", name: "Christmas" }],
    };
    const saved = await t.app.inject({ method: "PUT", url: BUSINESS_HOURS_API, headers: team.admin.headers, payload: hours });
    expect(saved.statusCode, saved.body).toBe(200);
    const clinics = (await t.app.inject({ method: "GET", url: ADMIN_CLINICS_API.list, headers: team.admin.headers })).json<AdminClinicList>().clinics;
    expect(clinics.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: "DELETE", url: ADMIN_CLINICS_API.one(clinics[0]!.id), headers: team.admin.headers })).statusCode).toBe(204);
    const [clinic, businessHours] = await only("settings.change");
    expect(clinic).toMatchObject({ target: "clinics", detail: { clinic: clinics[0]!.id, change: "deleted" } });
    expect(businessHours).toMatchObject({ actor_email: "admin@example.in", target: "business-hours" });
    expect(JSON.stringify(businessHours!.detail)).toContain("Christmas");
  });

  it("records a sign-in from an address the user has not used before, not a repeat, and not the very first", async () => {
    const from = async (remoteAddress: string) => {
      const res = await t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, remoteAddress, payload: { email: "agent@example.in", password: TEAM_PASSWORD } });
      expect(res.statusCode).toBe(200);
    };
    // teamOfEveryRole signed the agent in from 127.0.0.1 first: that starts the list.
    expect(await only("sign-in.new-address")).toEqual([]);
    await from("127.0.0.1");
    await from("203.0.113.9");
    await from("203.0.113.9");
    const entries = await only("sign-in.new-address");
    expect(entries).toEqual([expect.objectContaining({ actor_id: team.agent.id, actor_email: "agent@example.in", ip: "203.0.113.9", detail: { addressesKnown: 1 } })]);
  });

  it("is for admins only, and offers no way to change or remove a record", async () => {
    for (const who of [team.agent, team.editor]) {
      const res = await t.app.inject({ method: "GET", url: AUDIT_API, headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(`Your role (${who.role}) cannot read the audit log.`);
    }
    expect((await t.app.inject({ method: "GET", url: AUDIT_API })).statusCode).toBe(401);
    const [entry] = (await read()).entries;
    for (const method of ["PUT", "PATCH", "DELETE", "POST"] as const) {
      for (const url of [AUDIT_API, `${AUDIT_API}/${entry!.id}`]) {
        expect((await t.app.inject({ method, url, headers: team.admin.headers, payload: {} })).statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await read()).entries[0]).toEqual(entry);
  });

  it("filters by action, actor (id or e-mail) and time, and pages newest first by cursor", async () => {
    await t.app.db.deleteFrom("audit_log").execute();
    for (let i = 0; i < 30; i++) await recordAudit(t.app.db, { actorId: team.admin.id, action: "settings.change", target: `s${i}`, ip: "10.0.0.1" });
    await recordAudit(t.app.db, { actorId: team.agent.id, action: "sign-in.new-address", target: team.agent.id });
    await recordAudit(t.app.db, { actorId: null, action: "retention.erase", detail: { leads: 3 } });

    const first = await read();
    expect(first).toMatchObject({ total: 32, pageSize: 25, position: 0, prevCursor: null });
    const second = await read(`?cursor=${first.nextCursor}`);
    expect(second).toMatchObject({ position: 25, nextCursor: null });
    // Newest first (records of one millisecond by id), each once across the pages.
    const all = [...first.entries, ...second.entries];
    const newestFirst = [...all].sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
    expect(all.map((e) => e.id)).toEqual(newestFirst.map((e) => e.id));
    expect(new Set(all.map((e) => e.target ?? e.action)).size).toBe(32);
    expect(all.find((e) => e.action === "retention.erase")).toMatchObject({ actor_id: null, actor_email: null, detail: { leads: 3 } });
    const back = await read(`?cursor=${second.prevCursor}`);
    expect(back.entries.map((e) => e.id)).toEqual(first.entries.map((e) => e.id));

    expect((await read("?action=settings.change&pageSize=50")).entries).toHaveLength(30);
    const byEmail = await read(`?actor=${encodeURIComponent("Agent@Example.in")}`);
    expect(byEmail.entries.map((e: AuditRecord) => e.action)).toEqual(["sign-in.new-address"]);
    expect((await read(`?actor=${team.admin.id}`)).total).toBe(30);

    const middle = first.entries[10]!.at;
    const older = await read(`?to=${encodeURIComponent(middle)}&pageSize=100`);
    expect(older.entries.every((e) => e.at < middle)).toBe(true);
    const newer = await read(`?from=${encodeURIComponent(middle)}&pageSize=100`);
    expect(older.total + newer.total).toBe(32);
    expect((await read("?from=2099-01-01T00:00:00Z")).entries).toEqual([]);
  });

  it("refuses a bad filter with a sentence that says what to send", async () => {
    for (const [query, message] of [
      ["?action=leads.delete", "action must be one of:"],
      ["?from=yesterday", "Dates must be ISO-8601 timestamps"],
      ["?pageSize=7", "Page size must be 25, 50 or 100."],
      ["?cursor=bm90LWEtY3Vyc29y", "That cursor is not one this list gave out."],
      [`?actor=${"a".repeat(300)}`, "actor must be at most 254 characters."],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url: `${AUDIT_API}${query}`, headers: team.admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toContain(message);
    }
  });

  it("remembers only the latest 20 addresses of a user, each sign-in from a new one recorded", async () => {
    for (let i = 1; i <= 21; i++) {
      const res = await t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, remoteAddress: `198.51.100.${i}`, payload: { email: "editor@example.in", password: TEAM_PASSWORD } });
      expect(res.statusCode).toBe(200);
    }
    const kept = await t.app.db.selectFrom("user_sign_in_addresses").select("ip").where("user_id", "=", team.editor.id).execute();
    expect(kept).toHaveLength(20);
    expect(kept.map((r) => r.ip)).not.toContain("127.0.0.1");
    expect((await read(`?action=sign-in.new-address&actor=${team.editor.id}`)).total).toBe(21);
  });
});
