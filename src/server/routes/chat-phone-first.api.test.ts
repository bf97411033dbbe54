// Phone first (issue 26) for the chat on SQLite and PostgreSQL: a chat starts with a phone number and no e-mail, the
// session keeps the phone in E.164 and an empty e-mail, the agent's side panel shows the phone and never links other
// phone-only visitors' chats, and bad input gets a 400 a person understands.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { CHAT_API, type AgentSessionSummary, type CreatedChatSession, type VisitorContext } from "../../shared/schemas/chat.ts";
import { CONVERSATIONS_API, type ConversationSummary } from "../../shared/schemas/conversations.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { freshAddress, signInAgent, visitorHeaders, type Agent } from "./chat-test-support.ts";

describe.each(testDatabases)("chat start with a phone on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;

  const inject = (opts: InjectOptions) => t.app.inject({ remoteAddress: freshAddress(), ...opts });
  const start = (body: Record<string, unknown>) =>
    inject({ method: "POST", url: CHAT_API.sessions, payload: { userName: "Ramesh Patil", userType: "farmer", ...body } });
  const row = (id: string) => t.app.db.selectFrom("chat_sessions").select(["user_email", "user_phone", "user_name"]).where("id", "=", id).executeTakeFirstOrThrow();
  const online = (on: boolean) => inject({ method: "PUT", url: CHAT_API.presence, headers: meera.headers, payload: { online: on } });

  beforeAll(async () => {
    t = await createTestApp(kind);
    meera = await signInAgent(t.app, "meera@example.in");
  });
  afterAll(async () => t?.close());

  it("starts a chat with a phone and no e-mail, keeping the phone in E.164 and the e-mail empty", async () => {
    for (const body of [{ userPhone: "098765 43210" }, { userPhone: "+91 98765 43210", userEmail: "" }, { userPhone: "9876543210", userEmail: null }]) {
      const res = await start(body);
      expect(res.statusCode, res.body).toBe(201);
      expect(await row(res.json<CreatedChatSession>().sessionId)).toEqual({ user_email: "", user_phone: "+919876543210", user_name: "Ramesh Patil" });
    }
  });

  it("keeps both when both are given, and no phone for an e-mail-only start", async () => {
    const both = await start({ userPhone: "080 2345 6789", userEmail: "ramesh@example.in" });
    const emailOnly = await start({ userEmail: "ramesh@example.in" });
    expect(await row(both.json<CreatedChatSession>().sessionId)).toMatchObject({ user_email: "ramesh@example.in", user_phone: "+918023456789" });
    expect(await row(emailOnly.json<CreatedChatSession>().sessionId)).toMatchObject({ user_email: "ramesh@example.in", user_phone: null });
  });

  it("refuses neither phone nor e-mail, '123456', a one-letter name and a wrong e-mail with 400 and a clear message", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /^Phone or e-mail: please give a mobile number or an e-mail address/],
      [{ userPhone: "  ", userEmail: "" }, /^Phone or e-mail: /],
      [{ userPhone: "123456" }, /^Phone: this number does not look right\. Please write a 10-digit mobile number/],
      [{ userPhone: "call me" }, /^Phone: this number does not look right/],
      [{ userPhone: "98765 43210", userName: "R" }, /^Name: please write at least 2 letters\.$/],
      [{ userEmail: "ramesh@example" }, /^Email: Please enter a valid email address\.$/],
    ];
    const before = Number((await t.app.db.selectFrom("chat_sessions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    for (const [body, message] of cases) {
      const res = await start(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const { error } = res.json<{ error: { code: string; message: string } }>();
      expect(error.code).toBe("invalid_chat_session");
      expect(error.message).toMatch(message);
    }
    const after = Number((await t.app.db.selectFrom("chat_sessions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    expect(after).toBe(before);
  });

  it("shows the agent the phone of a phone-only visitor, and never another phone-only visitor's chats or leads", async () => {
    // Another farmer without e-mail chatted before; this one left a lead with the phone just before the chat.
    await start({ userName: "Sita Devi", userPhone: "91234 56780" });
    await inject({ method: "POST", url: "/api/v1/leads", payload: validLead({ name: "Sita Devi", email: "", phone: "91234 56780", source: "live_chat" }) });
    const lead = await inject({
      method: "POST",
      url: "/api/v1/leads",
      payload: validLead({ name: "Ramesh Patil", email: "", phone: "99887 76655", location: "Latur", source: "live_chat" }),
    });
    expect(lead.statusCode).toBe(201);
    await online(true);
    try {
      const chat = (await start({ userPhone: "+91 99887 76655" })).json<CreatedChatSession>();
      expect(chat.hasAgent).toBe(true);
      // The waiting list names the number, so the agent knows who is waiting though there is no e-mail to show.
      const waiting = await inject({ method: "GET", url: CHAT_API.waiting, headers: meera.headers });
      expect(waiting.json<{ sessions: AgentSessionSummary[] }>().sessions.find((s) => s.sessionId === chat.sessionId)).toMatchObject({ userEmail: "", userPhone: "+919988776655" });
      expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers })).statusCode).toBe(200);
      const res = await inject({ method: "GET", url: CHAT_API.visitorContext(chat.sessionId), headers: meera.headers });
      expect(res.statusCode).toBe(200);
      const { visitor } = res.json<{ visitor: VisitorContext }>();
      // The number the chat started with, written for the agent to read.
      expect(visitor).toMatchObject({ name: "Ramesh Patil", email: "", phone: "+91 99887 76655", location: "Latur" });
      expect(visitor.earlierChats).toEqual([]);
      expect(visitor.leads.map((l) => l.id)).toEqual([lead.json<{ id: string }>().id]);
      // And the Conversations screen lists the chat with the number.
      const list = await inject({ method: "GET", url: CONVERSATIONS_API, headers: meera.headers });
      expect(list.json<{ conversations: ConversationSummary[] }>().conversations.find((c) => c.id === chat.sessionId)).toMatchObject({ visitorEmail: "", visitorPhone: "+919988776655" });
    } finally {
      await online(false);
    }
  });

  it("e-mails no transcript of a chat started with a phone only: it has no address, and one typed later is not taken (issue 27)", async () => {
    const chat = (await start({ userPhone: "98765 43210" })).json<CreatedChatSession>();
    expect(chat.status).toBe("ended");
    const url = `/api/v1/chat/sessions/${chat.sessionId}/transcript`;
    const refusal = { code: "no_chat_email", message: "This chat was started with a phone number only, so there is no e-mail address to send it to." };
    for (const payload of [{}, { email: "ramesh@example.in" }]) {
      const res = await inject({ method: "POST", url, headers: visitorHeaders(chat), payload });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual(refusal);
    }
    const queued = await t.app.db.selectFrom("email_outbox").select("id").where("kind", "=", "chat_transcript").where("to_address", "=", "ramesh@example.in").execute();
    expect(queued).toEqual([]);
  });
});
