// Personal data under India's DPDP Act (issue 27), over HTTP on SQLite and PostgreSQL: a person with a website lead,
// a chat's lead and call-back, two chats (messages, the assistant, a photo, a rating, a transcript e-mail) and a team
// note is found by e-mail and by phone, exported as JSON and as a page, and erased: afterwards nothing of them is found
// by the lead search, the leads CSV, the conversations list and search, the outbox, the photo folder, or a scan of every
// text column of every table, while another visitor's records stay. Bad queries and unknown people change nothing.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_API, type AuthSession } from "../../shared/schemas/auth.ts";
import { CHAT_API, type ChatMessage, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import { NOTES_API } from "../../shared/schemas/chat-notes.ts";
import { ANSWERING_API } from "../../shared/schemas/chat-answering.ts";
import { CHAT_PHOTO_API } from "../../shared/schemas/chat-photos.ts";
import { CONVERSATIONS_API, type ConversationPage } from "../../shared/schemas/conversations.ts";
import type { LeadPage } from "../../shared/schemas/lead-admin.ts";
import { PEOPLE_API, type ErasureAnswer, type PersonRecord } from "../../shared/schemas/personal-data.ts";
import { testDatabases, type TestApp } from "../test-support/test-app.ts";
import { appWithoutRetentionTimer, findEverywhere } from "../test-support/personal-data.ts";
import { transcriptRecipientKey } from "../services/chat/after-chat.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { freshAddress, signInAgent, visitorHeaders, type Agent } from "./chat-test-support.ts";

/** A multipart/form-data body holding one file. */
function multipart(bytes: Buffer, filename: string, type: string) {
  const boundary = "----mittimitra-people-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** The person whose data is asked for: unique name, e-mail and phone (written as a farmer writes it). */
const PERSON = { name: "Zubeida Quraishi", email: "Zubeida.Q@example.in", phone: "98111 22334", e164: "+919811122334" };
/** Someone else, whose records must outlive the erasure. */
const OTHER = { name: "Harpreet Sandhu", email: "harpreet.s@example.in", phone: "97222 33445" };
/** What must not be found anywhere after the erasure. */
const NEEDLES = ["zubeida", "zubeida.q@example.in", "9811122334", "98111 22334", "quraishi"];

describe.each(testDatabases)("personal data of one person on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  let leadId: string;
  let chatLeadId: string;
  let photoId: string;
  let otherLeadId: string;
  let otherChatId: string;
  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const get = (url: string) => inject({ method: "GET", url, headers: admin.headers });
  const lookup = (query: string) => get(`${PEOPLE_API.people}?${query}`);
  const erasureCount = async () => (await t.app.db.selectFrom("erasures").select("id").execute()).length;

  async function startChat(who: { name: string; email: string }, leadIdOfForm?: string): Promise<CreatedChatSession> {
    const res = await inject({
      method: "POST",
      url: CHAT_API.sessions,
      remoteAddress: freshAddress(),
      payload: { userName: who.name, userEmail: who.email, userType: "farmer", startPath: "/find-clinic", timeZone: "Asia/Kolkata", ...(leadIdOfForm ? { leadId: leadIdOfForm } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedChatSession>();
  }
  const visitorSays = async (chat: CreatedChatSession, message: string) => {
    const res = await inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), payload: { message }, remoteAddress: freshAddress() });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  beforeAll(async () => {
    t = await appWithoutRetentionTimer(kind);
    admin = await signInAgent(t.app, "owner@example.in");
    expect((await inject({ method: "PUT", url: CHAT_API.presence, headers: admin.headers, payload: { online: true } })).statusCode).toBe(200);

    // 1. A website form, with a message that tries to be HTML.
    const lead = await inject({
      method: "POST",
      url: "/api/v1/leads",
      remoteAddress: freshAddress(),
      payload: validLead({ name: PERSON.name, email: PERSON.email, phone: PERSON.phone, metadata: { form: "contact", audience: "farmer", message: "<script>alert('x')</script> my soil is salty" } }),
    });
    expect(lead.statusCode, lead.body).toBe(201);
    leadId = lead.json<{ id: string }>().id;
    expect((await inject({ method: "POST", url: `/api/v1/admin/leads/${leadId}/notes`, headers: admin.headers, payload: { body: "Zubeida wants a visit in March." } })).statusCode).toBe(201);

    // 2. The chat widget's pre-chat lead, its chat (left waiting) and a call-back from it.
    const chatLead = await inject({
      method: "POST",
      url: "/api/v1/leads",
      remoteAddress: freshAddress(),
      payload: validLead({ name: PERSON.name, email: PERSON.email, phone: PERSON.phone, source: "live_chat", metadata: { language: "en" } }),
    });
    expect(chatLead.statusCode, chatLead.body).toBe(201);
    chatLeadId = chatLead.json<{ id: string }>().id;
    const waiting = await startChat(PERSON, chatLeadId);
    await t.app.db.updateTable("chat_sessions").set({ created_at: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", waiting.sessionId).execute();
    await visitorSays(waiting, "Please call me about the salt in my field");
    const callback = await inject({
      method: "POST",
      url: CHAT_API.callback(waiting.sessionId),
      headers: visitorHeaders(waiting),
      remoteAddress: freshAddress(),
      payload: { channel: "phone", phone: PERSON.phone, preferredTime: "morning", note: "After 10 please" },
    });
    expect(callback.statusCode, callback.body).toBeLessThan(300);

    // 3. A chat an agent answers: the visitor's words and photo, the assistant, an end, a rating and the transcript e-mail.
    const chat = await startChat(PERSON);
    expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: admin.headers })).statusCode).toBe(200);
    await visitorSays(chat, "Here is my leaf, Zubeida from Nashik");
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#3a7d44" } }).png().toBuffer();
    const body = multipart(png, "leaf.png", "image/png");
    const photo = await inject({ method: "POST", url: CHAT_PHOTO_API.visitor(chat.sessionId), payload: body.payload, headers: { ...visitorHeaders(chat), ...body.headers }, remoteAddress: freshAddress() });
    expect(photo.statusCode, photo.body).toBe(201);
    photoId = photo.json<ChatMessage>().photo!.id;
    expect((await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: admin.headers, payload: { message: "Thank you Zubeida." } })).statusCode).toBeLessThan(300);
    const asked = await inject({ method: "POST", url: CHAT_API.assistant, headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message: "How much is a soil test?", sessionId: chat.sessionId } });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((await inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: admin.headers })).statusCode).toBe(200);
    const rated = await inject({ method: "POST", url: ANSWERING_API.rating(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { rating: "good", comment: "Zubeida says thanks" } });
    expect(rated.statusCode, rated.body).toBe(200);
    const transcript = await inject({ method: "POST", url: ANSWERING_API.transcript(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { email: PERSON.email } });
    expect(transcript.statusCode, transcript.body).toBeLessThan(300);
    // The team's internal note on the chat (issue 30) is about them too.
    expect((await inject({ method: "POST", url: NOTES_API.notes(chat.sessionId), headers: admin.headers, payload: { text: "Zubeida prefers a call in Marathi" } })).statusCode).toBe(201);

    // Someone else, who must keep everything.
    const other = await inject({ method: "POST", url: "/api/v1/leads", remoteAddress: freshAddress(), payload: validLead({ name: OTHER.name, email: OTHER.email, phone: OTHER.phone }) });
    otherLeadId = other.json<{ id: string }>().id;
    const otherChat = await startChat(OTHER);
    otherChatId = otherChat.sessionId;
    await visitorSays(otherChat, "My wheat needs nitrogen");
  }, 60_000);
  afterAll(async () => t?.close());

  it("finds every kind of record by e-mail (any case), with the chats' messages and the e-mails about them", async () => {
    const res = await lookup(`email=${encodeURIComponent(PERSON.email.toUpperCase())}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const record = res.json<PersonRecord>();
    expect(record.found).toBe(true);
    expect(record.query).toEqual({ email: PERSON.email.toLowerCase() });
    // The transcript's per-recipient cap is a counter keyed by the address's hash: about them too.
    expect(record.counts).toMatchObject({ leads: 2, callbacks: 1, leadNotes: 1, chats: 2, chatPhotos: 1, chatRatings: 1, transcriptRequests: 1, limitCounters: 1 });
    expect(record.counts.chatMessages).toBeGreaterThanOrEqual(4);
    expect(record.counts.assistantMessages).toBe(2);
    // Two lead notifications to the team quoting them, a second one for the call-back, and the transcript to them.
    expect(record.counts.outboxEmails).toBeGreaterThanOrEqual(3);
    expect(record.emails.some((e) => e.kind === "chat_transcript" && e.to === PERSON.email)).toBe(true);
    expect(record.leads.map((l) => l.id).sort()).toEqual([leadId, chatLeadId].sort());
    expect(record.leads.find((l) => l.id === leadId)!.notes).toEqual([expect.objectContaining({ text: "Zubeida wants a visit in March." })]);
    const answered = record.chats.find((c) => c.photos.length === 1)!;
    expect(answered.photos[0]!.id).toBe(photoId);
    expect(answered.messages.map((m) => m.sender)).toEqual(expect.arrayContaining(["visitor", "agent", "assistant"]));
    expect(answered.rating).toMatchObject({ rating: "good", comment: "Zubeida says thanks" });
    expect(answered.notes).toEqual([expect.objectContaining({ text: "Zubeida prefers a call in Marathi" })]);
    expect(answered.startPath).toBe("/find-clinic");
    expect(JSON.stringify(record)).not.toContain(OTHER.email);
  });

  it("finds the same records by phone, however it is written", async () => {
    for (const phone of [PERSON.phone, PERSON.e164, "098111-22334"]) {
      const record = (await lookup(`phone=${encodeURIComponent(phone)}`)).json<PersonRecord>();
      expect(record.query).toEqual({ phone: PERSON.e164 });
      expect(record.leads.map((l) => l.id).sort()).toEqual([leadId, chatLeadId].sort());
      // The chat started by e-mail is found through its form's lead; the other through the e-mail under otherContacts.
      expect(record.otherContacts.emails).toContain(PERSON.email.toLowerCase());
    }
  });

  it("exports it as a JSON file and as a page with every value escaped and no script", async () => {
    const json = await get(`${PEOPLE_API.export}?email=${encodeURIComponent(PERSON.email)}`);
    expect(json.statusCode).toBe(200);
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.headers["content-disposition"]).toMatch(/^attachment; filename=".+-personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(json.headers["content-disposition"]).not.toContain("zubeida");
    const file = JSON.parse(json.body) as PersonRecord & { exportedAt: string };
    expect(file.counts.leads).toBe(2);
    expect(file.exportedAt).toMatch(/^\d{4}-/);

    const html = await get(`${PEOPLE_API.export}?phone=${encodeURIComponent(PERSON.phone)}&format=html`);
    expect(html.statusCode).toBe(200);
    expect(html.headers["content-type"]).toMatch(/^text\/html/);
    expect(html.headers["content-disposition"]).toMatch(/^attachment; filename=".+\.html"$/);
    expect(html.body).toContain("Zubeida Quraishi");
    expect(html.body).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(html.body).not.toMatch(/<script/i);
    expect(html.body).toContain("default-src 'none'");
  });

  it("refuses a query with both, neither, or a value that is not an e-mail or phone, on all three calls (400, nothing changed)", async () => {
    const before = await erasureCount();
    const cases: [string, RegExp][] = [
      [`email=${encodeURIComponent(PERSON.email)}&phone=${encodeURIComponent(PERSON.phone)}`, /not both/],
      ["", /e-mail address \(email=…\) or phone number/],
      ["email=", /e-mail address \(email=…\) or phone number/],
      ["email=not-an-address", /not an e-mail address/],
      ["phone=12", /not a phone number that can be dialled/],
      [`phone=${"9".repeat(40)}`, /too long/],
    ];
    for (const [query, message] of cases) {
      for (const [method, url] of [["GET", PEOPLE_API.people], ["GET", PEOPLE_API.export], ["DELETE", PEOPLE_API.people]] as const) {
        const res = await inject({ method, url: `${url}?${query}`, headers: admin.headers });
        expect(res.statusCode, `${method} ${url}?${query}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: "invalid_person_query", message: expect.stringMatching(message) });
      }
    }
    expect((await get(`${PEOPLE_API.export}?email=${encodeURIComponent(PERSON.email)}&format=pdf`)).statusCode).toBe(400);
    expect(await erasureCount()).toBe(before);
    expect((await lookup(`email=${encodeURIComponent(PERSON.email)}`)).json<PersonRecord>().counts.leads).toBe(2);
  });

  it("answers 404 for erasing someone nothing is held about, and changes nothing", async () => {
    const before = await erasureCount();
    const leads = (await t.app.db.selectFrom("leads").select("id").execute()).length;
    const res = await inject({ method: "DELETE", url: `${PEOPLE_API.people}?email=nobody.here@example.in`, headers: admin.headers });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Nothing is held about that e-mail address: no lead, chat or e-mail names it. Nothing was erased.");
    const byPhone = await inject({ method: "DELETE", url: `${PEOPLE_API.people}?phone=${encodeURIComponent("+44 20 7946 0958")}`, headers: admin.headers });
    expect(byPhone.statusCode).toBe(404);
    expect(await erasureCount()).toBe(before);
    expect((await t.app.db.selectFrom("leads").select("id").execute()).length).toBe(leads);
    // A lookup of nobody is not an error: it says nothing is held.
    expect((await lookup("email=nobody.here@example.in")).json<PersonRecord>()).toMatchObject({ found: false, leads: [], chats: [], emails: [] });
  });

  it("is for signed-in admins only", async () => {
    expect((await inject({ method: "GET", url: `${PEOPLE_API.people}?email=${encodeURIComponent(PERSON.email)}` })).statusCode).toBe(401);
    expect((await inject({ method: "DELETE", url: `${PEOPLE_API.people}?email=${encodeURIComponent(PERSON.email)}` })).statusCode).toBe(401);
    expect((await inject({ method: "GET", url: `${PEOPLE_API.export}?email=${encodeURIComponent(PERSON.email)}` })).statusCode).toBe(401);
  });

  it("refuses agents and editors (403): personal data is for admins", async () => {
    for (const role of ["agent", "editor"] as const) {
      const credentials = { email: `${role}.people@example.in`, password: "mitti-ki-sehat" };
      expect((await inject({ method: "POST", url: AUTH_API.adminUsers, headers: admin.headers, payload: { ...credentials, role } })).statusCode).toBe(201);
      const session = (await inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: credentials })).json<AuthSession>();
      const headers = { authorization: `Bearer ${session.access_token}` };
      const query = `?email=${encodeURIComponent(PERSON.email)}`;
      for (const [method, url] of [["GET", PEOPLE_API.people + query], ["GET", PEOPLE_API.export + query], ["DELETE", PEOPLE_API.people + query], ["GET", PEOPLE_API.retention]] as const) {
        expect((await inject({ method, url, headers })).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await inject({ method: "PUT", url: PEOPLE_API.retention, headers, payload: { leadsMonths: 1, conversationsMonths: 1, spamDays: 1 } })).statusCode).toBe(403);
    }
    expect((await lookup(`email=${encodeURIComponent(PERSON.email)}`)).json<PersonRecord>().counts.leads).toBe(2);
  });

  it("writes each lookup, export and erasure to the audit log with counts, never the e-mail or phone asked about", async () => {
    const rows = await t.app.db.selectFrom("audit_log").select(["action", "target", "detail"]).where("action", "like", "person.%").execute();
    expect(new Set(rows.map((r) => r.action))).toEqual(new Set(["person.lookup", "person.export"]));
    const exported = rows.find((r) => r.action === "person.export" && JSON.parse(r.detail).format === "html")!;
    expect(JSON.parse(exported.detail)).toMatchObject({ found: true, leads: 2, chats: 1 });
    const text = JSON.stringify(rows).toLowerCase();
    for (const needle of NEEDLES) expect(text).not.toContain(needle);
  });

  describe("erased", () => {
    let answer: ErasureAnswer;
    const photosDir = () => path.join(t.config.uploadsDir, "chat-photos");

    beforeAll(async () => {
      // Before: the person is everywhere the test looks afterwards (so each look below could fail).
      const before = await Promise.all(NEEDLES.map((n) => findEverywhere(t.app.db, n)));
      expect(before.flat().length).toBeGreaterThan(0);
      expect(before[0]).toEqual(expect.arrayContaining(["leads.name", "chat_sessions.user_name", "email_outbox.body_text"]));
      expect(fs.existsSync(path.join(photosDir(), photoId))).toBe(true);
      expect(await t.app.db.selectFrom("rate_limits").select("key").where("key", "=", transcriptRecipientKey(PERSON.email)).execute()).toHaveLength(1);
      expect((await get("/api/v1/admin/leads?q=Zubeida")).json<LeadPage>().leads).toHaveLength(2);
      expect((await get(`${CONVERSATIONS_API}?q=zubeida`)).json<ConversationPage>().conversations).toHaveLength(2);

      const res = await inject({ method: "DELETE", url: `${PEOPLE_API.people}?email=${encodeURIComponent(PERSON.email)}`, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json<ErasureAnswer>();
    });

    it("answers what was erased, and keeps only a record of counts", async () => {
      expect(answer.counts).toMatchObject({ leads: 2, callbacks: 1, leadNotes: 1, chats: 2, chatPhotos: 1, chatRatings: 1, transcriptRequests: 1, assistantMessages: 2, limitCounters: 1 });
      expect(await t.app.db.selectFrom("rate_limits").select("key").where("key", "=", transcriptRecipientKey(PERSON.email)).execute()).toEqual([]);
      expect(answer.counts.outboxEmails).toBeGreaterThanOrEqual(3);
      expect(answer.photoFilesRemoved).toBe(1);
      const row = await t.app.db.selectFrom("erasures").selectAll().where("id", "=", answer.erasureId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ actor_id: admin.id, reason: "request" });
      expect(JSON.parse(row.counts)).toEqual(answer.counts);
      expect(Object.keys(row).sort()).toEqual(["actor_id", "at", "counts", "id", "reason"]);
      const audit = await t.app.db.selectFrom("audit_log").selectAll().where("action", "=", "person.erase").execute();
      expect(audit).toEqual([expect.objectContaining({ actor_id: admin.id, target: answer.erasureId })]);
      expect(JSON.parse(audit[0]!.detail)).toMatchObject({ leads: 2, chats: 2, chatPhotos: 1 });
    });

    it("leaves nothing in the lead search, the leads CSV, the conversations list and search, or the outbox", async () => {
      for (const q of ["Zubeida", "zubeida.q@example.in", "9811122334", "98111 22334"]) {
        expect((await get(`/api/v1/admin/leads?q=${encodeURIComponent(q)}`)).json<LeadPage>().leads, q).toEqual([]);
        expect((await get(`${CONVERSATIONS_API}?q=${encodeURIComponent(q)}`)).json<ConversationPage>().conversations, q).toEqual([]);
      }
      const csv = (await get("/api/v1/admin/leads/export")).body.toLowerCase();
      const list = JSON.stringify((await get(CONVERSATIONS_API)).json<ConversationPage>()).toLowerCase();
      const outbox = JSON.stringify(await t.app.db.selectFrom("email_outbox").selectAll().execute()).toLowerCase();
      for (const needle of NEEDLES) {
        expect(csv, needle).not.toContain(needle);
        expect(list, needle).not.toContain(needle);
        expect(outbox, needle).not.toContain(needle);
      }
      expect((await lookup(`phone=${encodeURIComponent(PERSON.phone)}`)).json<PersonRecord>()).toMatchObject({ found: false });
    });

    it("removes the photo's files", () => {
      expect(fs.existsSync(path.join(photosDir(), photoId))).toBe(false);
    });

    it("leaves no trace in any text column of any table, search indexes included", async () => {
      for (const needle of NEEDLES) expect(await findEverywhere(t.app.db, needle), needle).toEqual([]);
    });

    it("keeps everyone else's records, findable as before", async () => {
      expect((await t.app.db.selectFrom("leads").select("id").where("id", "=", otherLeadId).execute()).length).toBe(1);
      expect((await get(`/api/v1/admin/leads?q=${encodeURIComponent("Harpreet")}`)).json<LeadPage>().leads.map((l) => l.id)).toEqual([otherLeadId]);
      expect((await get(`${CONVERSATIONS_API}?q=wheat`)).json<ConversationPage>().conversations.map((c) => c.id)).toEqual([otherChatId]);
    });

    it("answers 404 when asked to erase the same person again", async () => {
      const before = await erasureCount();
      expect((await inject({ method: "DELETE", url: `${PEOPLE_API.people}?email=${encodeURIComponent(PERSON.email)}`, headers: admin.headers })).statusCode).toBe(404);
      expect(await erasureCount()).toBe(before);
    });
  });
});
