// Retention (issue 27), over HTTP on SQLite and PostgreSQL: the settings (defaults, limits, a save) and the daily job,
// which erases leads, spam and chats older than kept (files and search rows too, with an `erasures` record per batch)
// and keeps the younger ones; it runs once a day, and on one instance at a time (two app instances on PostgreSQL).
import fs from "node:fs";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import type { LeadPage } from "../../shared/schemas/lead-admin.ts";
import { DEFAULT_RETENTION, PEOPLE_API, type RetentionAnswer } from "../../shared/schemas/personal-data.ts";
import { appInstances, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { monthsBefore } from "../services/retention.ts";
import { freshAddress, signInAgent, visitorHeaders, type Agent } from "./chat-test-support.ts";
import { appWithoutRetentionTimer, findEverywhere } from "../test-support/personal-data.ts";

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe.each(testDatabases)("retention on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const getRetention = async () => (await inject({ method: "GET", url: PEOPLE_API.retention, headers: admin.headers })).json<RetentionAnswer>();
  const putRetention = (payload: unknown) => inject({ method: "PUT", url: PEOPLE_API.retention, headers: admin.headers, payload: payload as object });
  /** The job ran today already (the start of the test app's timer is out of reach, but a run here sets it): due again. */
  const makeDue = () => t.app.db.updateTable("job_runs").set({ last_finished_at: null, lease_until: null, holder: null }).where("name", "=", "retention").execute();

  beforeAll(async () => {
    t = await appWithoutRetentionTimer(kind);
    admin = await signInAgent(t.app, "owner@example.in");
  });
  afterAll(async () => t?.close());

  describe("settings", () => {
    it("are 24 months for leads and conversations and 30 days for spam until an admin saves", async () => {
      expect(await getRetention()).toMatchObject({ ...DEFAULT_RETENTION, isDefault: true, updatedAt: null });
    });

    it("refuse 0, 10,000, fractions, text, missing and unknown fields with a clear 400, and change nothing", async () => {
      const good = { leadsMonths: 12, conversationsMonths: 6, spamDays: 7 };
      const cases: [unknown, string][] = [
        [{ ...good, leadsMonths: 0 }, "Leads must be kept for at least 1 month."],
        [{ ...good, leadsMonths: 10_000 }, "Leads must be kept for at most 120 months (10 years)."],
        [{ ...good, conversationsMonths: 10_000 }, "Conversations must be kept for at most 120 months (10 years)."],
        [{ ...good, spamDays: 0 }, "Spam must be kept for at least 1 day."],
        [{ ...good, spamDays: 366 }, "Spam must be kept for at most 365 days."],
        [{ ...good, leadsMonths: 1.5 }, "Leads must be kept for a whole number of months."],
        [{ ...good, leadsMonths: "24" }, "Leads must be kept for a whole number of months."],
        [{ leadsMonths: 12 }, "Conversations must be kept for a whole number of months."],
        [{ ...good, forever: true }, "Only leadsMonths, conversationsMonths and spamDays can be set, not forever."],
        [[12, 6, 7], "Send the retention as { leadsMonths, conversationsMonths, spamDays }."],
      ];
      for (const [payload, message] of cases) {
        const res = await putRetention(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toEqual({ code: "invalid_retention", message });
      }
      expect(await getRetention()).toMatchObject({ ...DEFAULT_RETENTION, isDefault: true });
      expect(await t.app.db.selectFrom("retention_settings").selectAll().execute()).toEqual([]);
    });

    it("are saved, answered back and written to the audit log", async () => {
      const res = await putRetention({ leadsMonths: 12, conversationsMonths: 6, spamDays: 7 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<RetentionAnswer>()).toMatchObject({ leadsMonths: 12, conversationsMonths: 6, spamDays: 7, isDefault: false });
      expect(await getRetention()).toMatchObject({ leadsMonths: 12, conversationsMonths: 6, spamDays: 7 });
      const audit = await t.app.db.selectFrom("audit_log").selectAll().where("action", "=", "settings.change").where("target", "=", "retention").execute();
      expect(audit).toHaveLength(1);
      expect(JSON.parse(audit[0]!.detail)).toEqual({ before: DEFAULT_RETENTION, after: { leadsMonths: 12, conversationsMonths: 6, spamDays: 7 } });
    });
  });

  describe("the daily job", () => {
    const ids: Record<string, string> = {};
    let oldPhotoDir: string;

    /** A lead through the public form, then dated and flagged as the case needs. */
    async function lead(name: string, createdAt: string, spamAt?: string): Promise<string> {
      const res = await inject({ method: "POST", url: "/api/v1/leads", remoteAddress: freshAddress(), payload: validLead({ name, email: `${name.split(" ")[0]!.toLowerCase()}@example.in`, phone: null }) });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ id: string }>().id;
      await t.app.db
        .updateTable("leads")
        .set({ created_at: createdAt, ...(spamAt ? { spam_reason: "marked", spam_at: spamAt } : {}) })
        .where("id", "=", id)
        .execute();
      // Its notification e-mail is as old as it is.
      await t.app.db.updateTable("email_outbox").set({ created_at: createdAt }).where("body_text", "like", `%${name}%`).execute();
      return id;
    }

    async function chat(name: string, createdAt: string): Promise<CreatedChatSession> {
      const res = await inject({ method: "POST", url: CHAT_API.sessions, remoteAddress: freshAddress(), payload: { userName: name, userEmail: `${name.split(" ")[0]!.toLowerCase()}@example.in`, userType: "farmer" } });
      expect(res.statusCode, res.body).toBe(201);
      const c = res.json<CreatedChatSession>();
      // Nobody is online: the chat is the assistant's, and the visitor's words are kept with it.
      const said = await inject({ method: "POST", url: CHAT_API.assistantWords(c.sessionId), headers: visitorHeaders(c), payload: { message: `${name} asks about gypsum` }, remoteAddress: freshAddress() });
      expect(said.statusCode, said.body).toBeLessThan(300);
      await t.app.db.updateTable("chat_sessions").set({ created_at: createdAt }).where("id", "=", c.sessionId).execute();
      return c;
    }

    beforeAll(async () => {
      // Retention now: leads 12 months, chats 6 months, spam 7 days (the settings test saved them).
      await putRetention({ leadsMonths: 12, conversationsMonths: 6, spamDays: 7 });
      ids.oldLead = await lead("Oldfield Lakshmi", monthsBefore(new Date(), 13));
      ids.youngLead = await lead("Youngman Ravi", monthsBefore(new Date(), 11));
      ids.oldSpam = await lead("Spammy Olderson", ago(20 * DAY), ago(8 * DAY));
      ids.youngSpam = await lead("Spammy Youngerson", ago(20 * DAY), ago(6 * DAY));
      const oldChat = await chat("Oldchat Meenakshi", monthsBefore(new Date(), 7));
      ids.oldChat = oldChat.sessionId;
      ids.youngChat = (await chat("Newchat Gurpreet", monthsBefore(new Date(), 5))).sessionId;
      // A photo file of the old chat, as the chat's photo pipeline leaves it (a row, its message and its folder).
      const photoId = "0123456789abcdef0123456789abcdef";
      oldPhotoDir = path.join(t.config.uploadsDir, "chat-photos", photoId);
      fs.mkdirSync(oldPhotoDir, { recursive: true });
      fs.writeFileSync(path.join(oldPhotoDir, "480.webp"), "not really a picture");
      const at = monthsBefore(new Date(), 7);
      await t.app.db.insertInto("chat_photos").values({ id: photoId, session_id: ids.oldChat, sender_type: "user", width: 480, height: 360, widths: "[480,480]", bytes: 20, created_at: at }).execute();
      await t.app.db
        .insertInto("chat_session_messages")
        .values({ id: "6c0d4f0e-3d4c-4a8f-9a57-7e1c5b2b9d01", session_id: ids.oldChat, client_id: null, sender_type: "user", sender_name: "Oldchat Meenakshi", message: "📷 Photo", created_at: at, photo_id: photoId })
        .execute();
      await makeDue();
    });

    it("erases leads, spam and chats older than kept, with their files, search rows and e-mails, and keeps the younger", async () => {
      const before = await t.app.db.selectFrom("erasures").select("id").execute();
      const run = await t.app.retention.runOnce();
      expect(run.ran).toBe(true);
      if (!run.ran) return;
      expect(run.counts).toMatchObject({ leads: 2, chats: 1, chatPhotos: 1 });
      expect(run.counts.chatMessages).toBeGreaterThanOrEqual(1);
      expect(run.counts.assistantMessages).toBeGreaterThanOrEqual(1);
      // The old lead's notification (as old as it), and the notification of the lead a person flagged as spam.
      expect(run.counts.outboxEmails).toBe(2);
      expect(run.photoFilesRemoved).toBe(1);
      expect(fs.existsSync(oldPhotoDir)).toBe(false);

      const leadsLeft = (await t.app.db.selectFrom("leads").select("id").execute()).map((r) => r.id);
      expect(leadsLeft).toEqual(expect.arrayContaining([ids.youngLead, ids.youngSpam]));
      expect(leadsLeft).not.toContain(ids.oldLead);
      expect(leadsLeft).not.toContain(ids.oldSpam);
      const chatsLeft = (await t.app.db.selectFrom("chat_sessions").select("id").execute()).map((r) => r.id);
      expect(chatsLeft).toContain(ids.youngChat);
      expect(chatsLeft).not.toContain(ids.oldChat);
      for (const gone of ["oldfield", "olderson", "oldchat"]) expect(await findEverywhere(t.app.db, gone), gone).toEqual([]);
      for (const kept of ["youngman", "youngerson", "newchat"]) expect((await findEverywhere(t.app.db, kept)).length, kept).toBeGreaterThan(0);
      const search = await inject({ method: "GET", url: "/api/v1/admin/leads?q=Youngman", headers: admin.headers });
      expect(search.json<LeadPage>().leads.map((l) => l.id)).toEqual([ids.youngLead]);

      const erasures = await t.app.db.selectFrom("erasures").selectAll().where("id", "not in", before.length ? before.map((b) => b.id) : [""]).execute();
      expect(erasures).toHaveLength(1);
      expect(erasures[0]).toMatchObject({ actor_id: null, reason: "retention" });
      expect(JSON.parse(erasures[0]!.counts)).toEqual(run.counts);
      const audit = await t.app.db.selectFrom("audit_log").selectAll().where("action", "=", "retention.erase").execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]!.actor_id).toBeNull();
      // Every record of every kind, as the screen says it.
      expect(await getRetention()).toMatchObject({ lastRun: { erased: Object.values(run.counts).reduce((a, b) => a + b, 0) } });
    });

    it("runs once a day: a second run the same day does nothing", async () => {
      const old = await lead("Latecomer Oldham", monthsBefore(new Date(), 13));
      expect(await t.app.retention.runOnce()).toEqual({ ran: false });
      expect((await t.app.db.selectFrom("leads").select("id").where("id", "=", old).execute()).length).toBe(1);
      await makeDue();
      expect((await t.app.retention.runOnce()).ran).toBe(true);
      expect((await t.app.db.selectFrom("leads").select("id").where("id", "=", old).execute()).length).toBe(0);
    });

    it("does not run while another instance holds the lease, and takes over when the lease has run out", async () => {
      const old = await lead("Leaseholder Oldman", monthsBefore(new Date(), 13));
      await makeDue();
      await t.app.db.updateTable("job_runs").set({ lease_until: new Date(Date.now() + 60_000).toISOString(), holder: "another-instance" }).where("name", "=", "retention").execute();
      expect(await t.app.retention.runOnce()).toEqual({ ran: false });
      expect((await t.app.db.selectFrom("leads").select("id").where("id", "=", old).execute()).length).toBe(1);
      // The other instance died mid-run: its lease ran out.
      await t.app.db.updateTable("job_runs").set({ lease_until: ago(1000) }).where("name", "=", "retention").execute();
      expect((await t.app.retention.runOnce()).ran).toBe(true);
      expect((await t.app.db.selectFrom("leads").select("id").where("id", "=", old).execute()).length).toBe(0);
    });
  });

  if (kind === "postgres") {
    describe("on two instances", () => {
      const more = appInstances(() => t);
      afterEach(() => more.closeAll());

      it("runs on exactly one of them when both try at the same moment", async () => {
        const b = await more.another();
        for (let round = 0; round < 5; round++) {
          await makeDue();
          const runs = await Promise.all([t.app.retention.runOnce(), b.retention.runOnce()]);
          expect(runs.filter((r) => r.ran), `round ${round}`).toHaveLength(1);
        }
      });
    });
  }
});
