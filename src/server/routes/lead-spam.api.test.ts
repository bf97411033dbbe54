// Suspected spam on SQLite and PostgreSQL: every bot signal stores the lead flagged (never drops it), keeps it out of
// the leads list, dashboard, repeats and e-mail, shows it under the Spam filter, and a person can restore it or mark
// a lead as spam. Server-to-server posts with the lead API key skip the timing checks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { DashboardStats, LeadDetail, LeadPage } from "../../shared/schemas/lead-admin.ts";
import type { Lead } from "../../shared/schemas/lead.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const ADMIN = { email: "meera@example.in", password: "mitti-ki-sehat" };
const API_KEY = "partner-crm-key-0123456789abcdef";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const person = validLead();

/** The submissions the old code answered 201 and silently dropped, each with the reason it is now flagged for. */
const SUSPECTED: [string, Record<string, unknown>, string][] = [
  ["no elapsedMs", { elapsedMs: undefined }, "untimed"],
  ["a filled honeypot", { honeypot: "https://cheap-seo.example" }, "honeypot"],
  ["a honeypot of 5,000 characters", { honeypot: "x".repeat(5_000) }, "honeypot"],
  ["elapsedMs under what any person can do", { elapsedMs: 300 }, "too_fast"],
];

describe.each(testDatabases)("suspected spam leads on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp(kind, { LEAD_RATE_LIMIT_PER_MINUTE: "1000", LEAD_API_KEY: API_KEY });
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await sql`delete from email_outbox`.execute(t.app.db);
    await sql`delete from leads`.execute(t.app.db);
  });

  const post = async (over: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/leads", headers, payload: { ...person, ...over } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const get = <T>(url: string) => t.app.inject({ method: "GET", url, headers: auth }).then((r) => r.json<T>());
  const row = (id: string) => t.app.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  const mails = () => t.app.db.selectFrom("email_outbox").selectAll().execute();
  const spam = (id: string, on: boolean) =>
    t.app.inject({ method: on ? "PUT" : "DELETE", url: `/api/v1/admin/leads/${id}/spam`, headers: auth });
  const today = () => get<DashboardStats>(`/api/v1/admin/dashboard?todayStart=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}`);

  it.each(SUSPECTED)("stores a lead with %s, flagged, under its real id, and queues no e-mail", async (_what, over, reason) => {
    const id = await post(over);
    expect(id).toMatch(UUID);
    const stored = await row(id);
    expect(stored).toMatchObject({ name: "Asha Devi", email: "asha.devi@example.in", phone: "+919876543210", spam_reason: reason });
    expect(JSON.parse(stored!.metadata!)).toEqual(person.metadata);
    expect(stored!.spam_at).toBe(stored!.created_at);
    expect(await mails()).toEqual([]);

    // Out of the default list and the dashboard, in the Spam view.
    const list = await get<LeadPage>("/api/v1/admin/leads");
    expect(list.total).toBe(0);
    const stats = await today();
    expect(stats.leads).toEqual({ total: 0, today: 0, week: 0, month: 0 });
    expect(stats.recentLeads).toEqual([]);
    const spamView = await get<LeadPage>("/api/v1/admin/leads?spam=true");
    expect(spamView.leads.map((l) => [l.id, l.spam_reason])).toEqual([[id, reason]]);
  });

  it("stores a person's quick autofill (1.5 s) and a very long fill time as ordinary leads", async () => {
    for (const elapsedMs of [1_500, 999_999]) {
      const id = await post({ elapsedMs, email: `fill.${elapsedMs}@example.in` });
      expect((await row(id))?.spam_reason, String(elapsedMs)).toBeNull();
    }
    expect(await mails()).toHaveLength(2);
    expect((await get<LeadPage>("/api/v1/admin/leads")).total).toBe(2);
  });

  it("restoring a lead flagged on arrival counts it and queues the e-mail it missed, once", async () => {
    const id = await post({ elapsedMs: undefined });
    const [first, again] = await Promise.all([spam(id, false), spam(id, false)]);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(first.json<{ lead: Lead }>().lead).toMatchObject({ id, spam_reason: null, spam_at: null });

    const queued = await mails();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ kind: "lead_notification", subject: "New lead: Asha Devi (Farmer)", status: "pending" });
    expect(queued[0]!.body_text).toContain(`Lead id: ${id}`);
    expect((await get<LeadPage>("/api/v1/admin/leads")).leads.map((l) => l.id)).toEqual([id]);
    expect((await get<LeadPage>("/api/v1/admin/leads?spam=true")).total).toBe(0);
    expect((await today()).leads.total).toBe(1);
  });

  it("marks a notified lead as spam without a second e-mail when it is restored", async () => {
    const id = await post();
    expect(await mails()).toHaveLength(1);
    const marked = await spam(id, true);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<{ lead: Lead }>().lead).toMatchObject({ spam_reason: "marked", spam_at: expect.any(String) });
    expect((await get<LeadPage>("/api/v1/admin/leads")).total).toBe(0);
    expect((await today()).leads.total).toBe(0);
    expect((await get<LeadPage>("/api/v1/admin/leads?spam=true")).leads.map((l) => l.spam_reason)).toEqual(["marked"]);

    // Marking twice keeps it marked; restoring brings it back without e-mailing the team again.
    expect((await spam(id, true)).json<{ lead: Lead }>().lead.spam_reason).toBe("marked");
    expect((await spam(id, false)).json<{ lead: Lead }>().lead.spam_reason).toBeNull();
    expect(await mails()).toHaveLength(1);
  });

  it("never makes spam the original of a repeat, and re-links repeats when spam is marked or restored", async () => {
    const bot = await post({ honeypot: "filled" });
    const real = await post({ email: "Asha.Devi@example.in" });
    // The earlier spam with the same e-mail is not the original: the real lead is a first enquiry.
    expect((await row(real))?.duplicate_of).toBeNull();
    const later = await post({ email: "asha.devi@example.in", phone: null });
    expect((await row(later))?.duplicate_of).toBe(real);

    // Restored, the earlier lead is the original of both; marked as spam again, the repeats point back at `real`.
    await spam(bot, false);
    expect((await row(real))?.duplicate_of).toBe(bot);
    expect((await row(later))?.duplicate_of).toBe(bot);
    await spam(bot, true);
    expect((await row(real))?.duplicate_of).toBeNull();
    expect((await row(later))?.duplicate_of).toBe(real);
    const detail = await get<LeadDetail>(`/api/v1/admin/leads/${real}`);
    expect(detail.duplicates.map((d) => d.id)).toEqual([later]);

    // A spam repeat is not listed among a lead's later enquiries.
    await spam(later, true);
    expect((await get<LeadDetail>(`/api/v1/admin/leads/${real}`)).duplicates).toEqual([]);
  });

  it("exports the Spam view with its reason column, and never puts spam in the default export", async () => {
    await post({ name: "Ordinary Lead", email: "ordinary@example.in" });
    await post({ name: "Bot Lead", email: "bot@example.in", honeypot: "filled" });
    const all = (await t.app.inject({ method: "GET", url: "/api/v1/admin/leads/export", headers: auth })).body;
    expect(all.split("\r\n")[0]).toBe('\uFEFF"Name","Email","Phone","Location","User Type","Source","Created At","Language","Lead ID","Status","Notes","Enquiry","Form","Call-back Time","Conversation ID","Conversation Transcript"');
    expect(all).toContain('"Ordinary Lead"');
    expect(all).not.toContain("Bot Lead");

    const spamCsv = (await t.app.inject({ method: "GET", url: "/api/v1/admin/leads/export?spam=true", headers: auth })).body;
    const lines = spamCsv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Phone","Location","User Type","Source","Created At","Language","Lead ID","Status","Notes","Enquiry","Form","Call-back Time","Conversation ID","Conversation Transcript","Spam Reason"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"Bot Lead","bot@example\.in","\+91 98765 43210","Nashik, Maharashtra","Farmer","Website","[^"]+","",.*,"Hidden field filled in"$/);
  });

  it("answers 404 for an unknown lead and 401 without a session", async () => {
    const missing = await spam("not-a-lead", true);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("No lead with that id.");
    const anonymous = await t.app.inject({ method: "PUT", url: `/api/v1/admin/leads/${await post()}/spam` });
    expect(anonymous.statusCode).toBe(401);
  });

  it("answers 400 for a Spam filter that is not true or false", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/v1/admin/leads?spam=maybe", headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Spam must be true or false.");
  });

  it("takes a server-to-server post with the lead API key without timing, but still checks the honeypot", async () => {
    const withKey = { authorization: `Bearer ${API_KEY}` };
    const untimed = await post({ elapsedMs: undefined, email: "crm@example.in" }, withKey);
    expect((await row(untimed))?.spam_reason).toBeNull();
    expect(await mails()).toHaveLength(1);
    const trap = await post({ elapsedMs: undefined, honeypot: "filled", email: "trap@example.in" }, withKey);
    expect((await row(trap))?.spam_reason).toBe("honeypot");
  });

  it("refuses a wrong API key with 401 and stores nothing", async () => {
    for (const authorization of ["Bearer not-the-key", `Basic ${API_KEY}`, "Bearer"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/leads", headers: { authorization }, payload: person });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json().error.code).toBe("invalid_api_key");
    }
    expect(await t.app.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });
  it("marks and restores repeats of one person at the same time without an error, and leaves the repeat links right", async () => {
    // Four enquiries from one phone: each spam change re-links the whole group, so parallel changes lock the same rows.
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push(await post({ email: `same.phone.${n}@example.in` }));
    const changes = Array.from({ length: 48 }, (_, i) => {
      const id = ids[i % ids.length]!;
      if (i % 6 === 5) return t.app.inject({ method: "PATCH", url: `/api/v1/admin/leads/${id}`, headers: auth, payload: { status: "contacted" } });
      return spam(id, i % 3 !== 2);
    });
    const statuses = (await Promise.all(changes)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    // Whatever order they ran in, each lead that is not spam points at the earliest earlier one that is not spam.
    const rows = await t.app.db.selectFrom("leads").selectAll().orderBy("created_at").orderBy("id").execute();
    let original: string | null = null;
    for (const r of rows) {
      if (r.spam_reason) continue;
      expect(r.duplicate_of).toBe(original);
      original ??= r.id;
    }
  });
});
