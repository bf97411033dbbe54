// Every word a visitor writes is kept, and a call-back carries them (issue 26): words the assistant does not answer
// are stored with the chat, a call-back becomes the chat's own lead's request (no repeat of itself), with the
// location, a readable time, the visitor's words and the conversation; Leads lists call-backs apart and the team's
// e-mail quotes the words.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import { CONVERSATIONS_API } from "../../shared/schemas/conversations.ts";
import type { LeadPage } from "../../shared/schemas/lead-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, signInAgent, visitorHeaders, type Agent } from "./chat-test-support.ts";

let lastPhone = 0;
/** A mobile number of its own for each visitor, so no test's lead repeats another's. */
const nextPhone = () => `97${String(Date.now() % 1_000_000).padStart(6, "0")}${String(++lastPhone).padStart(2, "0")}`;

const WORDS = "खेत की मिट्टी में नमक ज़्यादा है, सफ़ेद परत जम गई है। किसी से बात करनी है";

describe.each(testDatabases)("call-backs and the visitor's words, on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signInAgent(t.app, "asha@example.in");
  });
  afterAll(async () => t?.close());

  /** The widget's steps: the pre-chat form's lead, then the chat (nobody online: the assistant's chat). */
  async function chatWithLead(name: string, leadIdFor?: (own: string) => string): Promise<{ leadId: string; chat: CreatedChatSession }> {
    const lead = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads",
      remoteAddress: freshAddress(),
      payload: { name, email: `${name.split(" ")[0]!.toLowerCase()}@example.in`, phone: nextPhone(), location: "Sangli, Maharashtra", user_type: "farmer", source: "live_chat", elapsedMs: 9000, metadata: { language: "hi" } },
    });
    expect(lead.statusCode).toBe(201);
    const leadId = lead.json<{ id: string }>().id;
    const started = await t.app.inject({
      method: "POST",
      url: CHAT_API.sessions,
      remoteAddress: freshAddress(),
      payload: { userName: name, userEmail: `${name.split(" ")[0]!.toLowerCase()}@example.in`, userType: "farmer", language: "hi", leadId: leadIdFor ? leadIdFor(leadId) : leadId },
    });
    expect(started.statusCode).toBe(201);
    const chat = started.json<CreatedChatSession>();
    // A person takes some seconds to read and type; the spam check wants as much.
    await t.app.db.updateTable("chat_sessions").set({ created_at: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", chat.sessionId).execute();
    return { leadId, chat };
  }

  const keepWords = (chat: CreatedChatSession, message: string, headers = visitorHeaders(chat)) =>
    t.app.inject({ method: "POST", url: CHAT_API.assistantWords(chat.sessionId), headers, payload: { message }, remoteAddress: freshAddress() });
  const ask = (chat: CreatedChatSession, message: string) =>
    t.app.inject({ method: "POST", url: CHAT_API.assistant, headers: visitorHeaders(chat), payload: { message, sessionId: chat.sessionId }, remoteAddress: freshAddress() });
  const callback = (chat: CreatedChatSession, payload: object) =>
    t.app.inject({ method: "POST", url: CHAT_API.callback(chat.sessionId), headers: visitorHeaders(chat), payload, remoteAddress: freshAddress() });

  it("keeps words the assistant does not answer, and its own questions, with the chat, where search finds them", async () => {
    const { chat } = await chatWithLead("Ramesh Patil");
    const kept = await keepWords(chat, WORDS);
    expect(kept.statusCode).toBe(201);
    expect((await ask(chat, "मिट्टी जांच कितने की है?")).statusCode).toBe(200);
    const stored = await t.app.db.selectFrom("chat_messages").select(["sender", "message"]).where("conversation_id", "=", chat.sessionId).orderBy("created_at").execute();
    expect(stored.filter((m) => m.sender === "user").map((m) => m.message)).toEqual([WORDS, "मिट्टी जांच कितने की है?"]);
    // The visitor's question is stored before its answer.
    expect(stored.map((m) => m.sender)).toEqual(["user", "user", "bot"]);

    const found = await t.app.inject({ method: "GET", url: `${CONVERSATIONS_API}?q=${encodeURIComponent("नमक ज़्यादा")}`, headers: admin.headers });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ conversations: { id: string }[] }>().conversations.map((c) => c.id)).toContain(chat.sessionId);
  });

  it("refuses words without the chat's token, for another chat, or empty", async () => {
    const { chat } = await chatWithLead("Sita Jadhav");
    const { chat: other } = await chatWithLead("Gita Jadhav");
    expect((await keepWords(chat, "hello", {} as never)).statusCode).toBe(401);
    expect((await keepWords(chat, "hello", visitorHeaders(other))).statusCode).toBe(403);
    const empty = await keepWords(chat, "   ");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe("invalid_message");
    expect((await keepWords(chat, "x".repeat(5000))).statusCode).toBe(400);
    const none = await t.app.db.selectFrom("chat_messages").select("id").where("conversation_id", "in", [chat.sessionId, other.sessionId]).execute();
    expect(none).toEqual([]);
  });

  it("turns the chat's own lead into the call-back request: words, place, readable time, the chat, no repeat of itself", async () => {
    const { leadId, chat } = await chatWithLead("Kamala Shinde");
    await keepWords(chat, WORDS);
    const phone = (await t.app.db.selectFrom("leads").select("phone").where("id", "=", leadId).executeTakeFirstOrThrow()).phone!;
    const res = await callback(chat, { channel: "phone", phone, preferredTime: "morning", note: "सुबह फोन करना" });
    expect(res.statusCode).toBe(201);
    expect(res.json().leadId).toBe(leadId);

    const lead = await t.app.db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ name: "Kamala Shinde", location: "Sangli, Maharashtra", duplicate_of: null, source: "live_chat" });
    expect(Date.parse(lead.callback_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.parse(lead.metadata!)).toMatchObject({
      language: "hi",
      callbackBy: "Phone call",
      callbackTime: "Morning (9 am to 12 noon)",
      visitorWords: `${WORDS}\nसुबह फोन करना`,
      chatSessionId: chat.sessionId,
    });
    // One lead for the visit, not a second one flagged as a repeat of the first.
    expect(await t.app.db.selectFrom("leads").select("id").where("name", "=", "Kamala Shinde").execute()).toHaveLength(1);

    const mail = await t.app.db.selectFrom("email_outbox").selectAll().where("subject", "like", "Call-back requested: Kamala Shinde%").executeTakeFirstOrThrow();
    expect(mail.body_text).toContain("asked to be called back from the chat: by phone call, morning (9 am to 12 noon).");
    expect(mail.body_text).toContain(`In their words:\n  > ${WORDS}\n  > सुबह फोन करना`);
    expect(mail.body_text).toContain("Location: Sangli, Maharashtra");
    expect(mail.body_text).not.toContain("{");
  });

  it("lists call-backs apart in Leads, with when they were asked", async () => {
    const { leadId, chat } = await chatWithLead("Vijay More");
    const { leadId: plain } = await chatWithLead("Ajay More");
    expect((await callback(chat, { channel: "email", email: "vijay.more@example.in", preferredTime: "any" })).statusCode).toBe(201);
    const list = async (query: string) => (await t.app.inject({ method: "GET", url: `/api/v1/admin/leads${query}`, headers: admin.headers })).json<LeadPage>().leads;
    const callbacks = await list("?callback=true");
    expect(callbacks.map((l) => l.id)).toContain(leadId);
    expect(callbacks.map((l) => l.id)).not.toContain(plain);
    expect(callbacks.every((l) => l.callback_at !== null)).toBe(true);
    expect((await list("")).find((l) => l.id === plain)?.callback_at).toBeNull();
    const lead = (await t.app.db.selectFrom("leads").select("metadata").where("id", "=", leadId).executeTakeFirstOrThrow()).metadata!;
    // A different address for the call-back is kept beside the form's.
    expect(JSON.parse(lead)).toMatchObject({ callbackBy: "E-mail", callbackTime: "Any time", callbackEmail: "vijay.more@example.in" });
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/leads?callback=maybe", headers: admin.headers })).statusCode).toBe(400);
  });

  it("stores a new call-back lead when the chat names no lead of its own, or someone else's", async () => {
    const { leadId: stranger } = await chatWithLead("Meena Kale");
    const { chat } = await chatWithLead("Suresh Kale", () => stranger);
    const phone = nextPhone();
    const res = await callback(chat, { channel: "phone", phone, preferredTime: "evening" });
    expect(res.statusCode).toBe(201);
    expect(res.json().leadId).not.toBe(stranger);
    const lead = await t.app.db.selectFrom("leads").selectAll().where("id", "=", res.json().leadId).executeTakeFirstOrThrow();
    expect(lead.name).toBe("Suresh Kale");
    expect(lead.phone?.replace(/\D/g, "")).toMatch(new RegExp(`${phone}$`));
    expect(lead.callback_at).not.toBeNull();
    expect(JSON.parse(lead.metadata!)).toMatchObject({ callbackTime: "Evening (4 to 7 pm)", chatSessionId: chat.sessionId });
    // Meena's lead is untouched.
    expect((await t.app.db.selectFrom("leads").select("callback_at").where("id", "=", stranger).executeTakeFirstOrThrow()).callback_at).toBeNull();
  });
});
