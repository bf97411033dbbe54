// The admin chat history over HTTP on SQLite and PostgreSQL: a chat with an agent and a chat with the assistant alone
// made through the real chat endpoints, many more written straight to the database; the list's order, filters and
// search (names, e-mails, what the visitor and the agent wrote, through the index and by the newest-first walk),
// paging both ways without gaps or repeats, the transcript, a lead's chats and related leads, and clear 400s and 404s.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, CHAT_TEXT } from "../../shared/schemas/chat.ts";
import {
  CONVERSATIONS_API,
  conversationUrl,
  leadHistoryUrl,
  type ConversationPage,
  type ConversationTranscript,
  type LeadHistory,
} from "../../shared/schemas/conversations.ts";
import { leadRow } from "../test-support/lead-rows.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, signInAgent, startChat, visitorHeaders, type Agent } from "./chat-test-support.ts";

const MINUTE = 60_000;
/** Chats written straight to the database, an hour back and older, one a minute (some pairs share a time). */
const BULK = 70;
/**
 * More visitor messages with this word than a search sorts (FEW_MATCHES), in 40 chats: the first page of 25 fills
 * from the most recent chats (the window), the second does not, and the search then walks the chats newest first.
 */
const COMMON_WORD = "mulching";
const COMMON_MESSAGES = 2100;
const COMMON_CHATS = 40;

describe.each(testDatabases)("admin conversations on %s", (kind) => {
  let t: TestApp;
  let asha: Agent;
  let vikram: Agent;
  /** The live chat Ravi had with Asha, and the chat Sunita had with the assistant alone. */
  let agentChatId: string;
  let botChatId: string;
  /** The bulk chats as stored: id, start and agent. */
  let bulk: { id: string; created_at: string; agent_id: string | null }[] = [];
  /** Bulk chats' ids in the list's order: newest first, and by id among those started in the same millisecond. */
  const newestFirst = (chats: typeof bulk) =>
    [...chats].sort((a, b) => (a.created_at !== b.created_at ? (a.created_at < b.created_at ? 1 : -1) : a.id < b.id ? 1 : -1)).map((c) => c.id);

  const get = (url: string, agent: Agent = asha) => t.app.inject({ method: "GET", url, headers: agent.headers });
  const list = async (query: Record<string, string | number> = {}) => {
    const res = await get(`${CONVERSATIONS_API}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConversationPage>();
  };
  /** Every chat a query finds, following nextCursor to the end. */
  const all = async (query: Record<string, string | number> = {}) => {
    const ids: string[] = [];
    let page = await list({ pageSize: 100, ...query });
    for (;;) {
      ids.push(...page.conversations.map((c) => c.id));
      if (!page.nextCursor) return ids;
      page = await list({ pageSize: 100, ...query, cursor: page.nextCursor });
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    asha = await signInAgent(t.app, "asha@example.in");
    vikram = await signInAgent(t.app, "vikram@example.in", asha);
    await t.app.db.updateTable("users").set({ name: "Asha" }).where("id", "=", asha.id).execute();

    const older = Date.now() - 60 * MINUTE;
    const sessions = Array.from({ length: BULK }, (_, i) => {
      // Every tenth pair shares a millisecond, so the list needs the id to order them.
      const at = new Date(older - (i - (i % 10 === 1 ? 1 : 0)) * MINUTE).toISOString();
      const taken = i % 3 === 0;
      return {
        id: randomUUID(),
        agent_id: taken ? (i % 2 === 0 ? asha.id : vikram.id) : null,
        status: "ended",
        user_name: i % 7 === 0 ? `Kisan Gowda ${i}` : `Farmer ${i}`,
        user_email: `farmer${i}@example.in`,
        user_type: "farmer",
        language: "en",
        lead_id: null,
        visitor_token_hash: "x",
        created_at: at,
        taken_at: taken ? at : null,
        ended_at: at,
        updated_at: at,
      };
    });
    await t.app.db.insertInto("chat_sessions").values(sessions).execute();
    bulk = sessions;
    // The common word in the assistant exchanges of the 40 newest bulk chats; a rare word in the oldest one only.
    const messages = Array.from({ length: COMMON_MESSAGES }, (_, i) => ({
      id: randomUUID(),
      conversation_id: sessions[(i * 3) % COMMON_CHATS]!.id,
      sender: "user",
      message: `Is ${COMMON_WORD} good for paddy? (${i})`,
      created_at: sessions[(i * 3) % COMMON_CHATS]!.created_at,
    }));
    for (let i = 0; i < messages.length; i += 500) await t.app.db.insertInto("chat_messages").values(messages.slice(i, i + 500)).execute();
    await t.app.db
      .insertInto("chat_session_messages")
      .values({ id: randomUUID(), session_id: sessions[BULK - 1]!.id, client_id: null, sender_type: "user", sender_name: "Farmer", message: "My sugarcane has red rot", created_at: sessions[BULK - 1]!.created_at })
      .execute();

    // Sunita: no agent online, so the chat starts ended and the assistant answers under it.
    const bot = await startChat(t.app, "Sunita Patil");
    botChatId = bot.sessionId;
    const asked = await t.app.inject({
      method: "POST",
      url: CHAT_API.assistant,
      remoteAddress: freshAddress(),
      headers: visitorHeaders(bot),
      payload: { message: "How much does a soil test cost?", sessionId: bot.sessionId },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    // A question without a chat is answered but belongs to no chat.
    await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: freshAddress(), payload: { message: "What is the price of a soil test?" } });

    // Ravi: Asha is online, takes the chat, both write, Asha ends it.
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: asha.headers, payload: { online: true } });
    const live = await startChat(t.app, "Ravi Kumar");
    agentChatId = live.sessionId;
    await t.app.db.updateTable("chat_sessions").set({ user_email: "Ravi.Kumar@example.in" }).where("id", "=", agentChatId).execute();
    expect((await t.app.inject({ method: "POST", url: CHAT_API.take(agentChatId), headers: asha.headers })).statusCode).toBe(200);
    const visitorSaid = await t.app.inject({
      method: "POST",
      url: CHAT_API.visitorMessages(agentChatId),
      remoteAddress: freshAddress(),
      headers: visitorHeaders(live),
      payload: { message: "My tomato leaves have yellow spots" },
    });
    expect(visitorSaid.statusCode, visitorSaid.body).toBe(201);
    await t.app.inject({ method: "POST", url: CHAT_API.agentMessages(agentChatId), headers: asha.headers, payload: { message: "Please send a photo of the brinjal plot too" } });
    await t.app.inject({ method: "POST", url: CHAT_API.end(agentChatId), headers: asha.headers });
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: asha.headers, payload: { online: false } });
  });
  afterAll(async () => t?.close());

  it("lists every chat newest first, live or ended, with an agent or the assistant alone", async () => {
    const page = await list();
    expect(page.conversations.map((c) => c.id).slice(0, 2)).toEqual([agentChatId, botChatId]);
    const [ravi, sunita] = page.conversations;
    expect(ravi).toMatchObject({ visitorName: "Ravi Kumar", status: "ended", agent: { id: asha.id, name: "Asha" }, visitorMessages: 1, assistantMessages: 0, preview: "My tomato leaves have yellow spots" });
    expect(sunita).toMatchObject({ visitorName: "Sunita Patil", status: "ended", agent: null, visitorMessages: 1, assistantMessages: 1, preview: "How much does a soil test cost?" });
    expect(page.prevCursor).toBeNull();
    const ids = await all();
    expect(ids).toEqual([agentChatId, botChatId, ...newestFirst(bulk)]);
  });

  it("stores an assistant exchange under the widget's chat, and one without a chat under none", async () => {
    const linked = await t.app.db.selectFrom("chat_messages").select(["sender"]).where("conversation_id", "=", botChatId).orderBy("created_at").execute();
    expect(linked.map((m) => m.sender)).toEqual(["user", "bot"]);
    const loose = await t.app.db.selectFrom("chat_messages").select("conversation_id").where("message", "=", "What is the price of a soil test?").execute();
    expect(loose).toEqual([{ conversation_id: null }]);
  });

  it("pages forward and back by cursor without gaps or repeats, also through chats that share a time", async () => {
    const everything = await all();
    const forward: string[] = [];
    const cursors: (string | undefined)[] = [undefined];
    let page = await list({ pageSize: 25 });
    for (;;) {
      forward.push(...page.conversations.map((c) => c.id));
      expect(page.position).toBe(forward.length - page.conversations.length);
      if (!page.nextCursor) break;
      cursors.push(page.nextCursor);
      page = await list({ pageSize: 25, cursor: page.nextCursor });
    }
    expect(forward).toEqual(everything);
    // Back from the last page to the first by prevCursor.
    const backward: string[][] = [page.conversations.map((c) => c.id)];
    while (page.prevCursor) {
      page = await list({ pageSize: 25, cursor: page.prevCursor });
      backward.unshift(page.conversations.map((c) => c.id));
    }
    expect(backward.flat()).toEqual(everything);
    expect(page.position).toBe(0);
  });

  it("filters by status, agent, date range and whether a person took the chat", async () => {
    expect(await all({ status: "waiting" })).toEqual([]);
    const byAsha = await all({ agent: asha.id });
    expect(byAsha).toEqual([agentChatId, ...newestFirst(bulk.filter((c) => c.agent_id === asha.id))]);
    const withHuman = await all({ human: "with" });
    const without = await all({ human: "without" });
    expect(withHuman).toEqual([agentChatId, ...newestFirst(bulk.filter((c) => c.agent_id))]);
    expect(without).toEqual([botChatId, ...newestFirst(bulk.filter((c) => !c.agent_id))]);
    const recent = await all({ from: new Date(Date.now() - 30 * MINUTE).toISOString() });
    expect(recent).toEqual([agentChatId, botChatId]);
    const old = await all({ to: new Date(Date.now() - 30 * MINUTE).toISOString(), human: "with", agent: vikram.id });
    expect(old).toEqual(newestFirst(bulk.filter((c) => c.agent_id === vikram.id)));
  });

  it("finds a chat by the visitor's name, e-mail, the visitor's words and the agent's words, in any case", async () => {
    expect(await all({ q: "ravi kum" })).toEqual([agentChatId]);
    expect(await all({ q: "RAVI.KUMAR@" })).toEqual([agentChatId]);
    expect(await all({ q: "yellow spots" })).toEqual([agentChatId]);
    expect(await all({ q: "brinjal" })).toEqual([agentChatId]);
    expect(await all({ q: "soil test cost" })).toEqual([botChatId]);
    expect(await all({ q: "red rot" })).toEqual([bulk[BULK - 1]!.id]);
    expect(await all({ q: "Kisan Gowda" })).toHaveLength(Math.ceil(BULK / 7));
    // The assistant's answers and system lines are the site's own words, not searched.
    expect(await all({ q: CHAT_TEXT.agentEnded })).toEqual([]);
    expect(await all({ q: "zzqqxx" })).toEqual([]);
    // "50%" is the text, not a pattern.
    expect(await all({ q: "50%" })).toEqual([]);
  });

  it("searches combined with filters, by a short term, and by a word too common to sort (walking newest first)", async () => {
    expect(await all({ q: "ravi", human: "without" })).toEqual([]);
    expect(await all({ q: "Sunita", human: "without" })).toEqual([botChatId]);
    expect(await all({ q: "Ra" })).toContain(agentChatId);
    const common = await all({ q: COMMON_WORD });
    const expected = newestFirst(bulk.slice(0, COMMON_CHATS));
    expect(common).toEqual(expected);
    // The same pages both ways within a search.
    let page = await list({ q: COMMON_WORD, pageSize: 25 });
    const seen = [...page.conversations.map((c) => c.id)];
    while (page.nextCursor) {
      page = await list({ q: COMMON_WORD, pageSize: 25, cursor: page.nextCursor });
      seen.push(...page.conversations.map((c) => c.id));
    }
    expect(seen).toEqual(expected);
    expect(page.prevCursor).not.toBeNull();
    const before = await list({ q: COMMON_WORD, pageSize: 25, cursor: page.prevCursor! });
    expect(before.position).toBe(0);
    expect(before.conversations.map((c) => c.id)).toEqual(expected.slice(0, 25));
  });

  it("gives the whole transcript: visitor, agent with the name the visitor saw, system lines, in order with times", async () => {
    const res = await get(conversationUrl(agentChatId), vikram);
    expect(res.statusCode).toBe(200);
    const { conversation, messages, truncated } = res.json<ConversationTranscript>();
    expect(conversation).toMatchObject({ id: agentChatId, visitorName: "Ravi Kumar", agent: { name: "Asha" }, status: "ended" });
    expect(truncated).toBe(false);
    expect(messages.map((m) => [m.sender, m.name, m.text])).toEqual([
      ["agent", "MittiMitra Agent", CHAT_TEXT.greeting("Ravi Kumar", "MittiMitra")],
      ["system", "System", CHAT_TEXT.agentJoined],
      ["visitor", "Ravi Kumar", "My tomato leaves have yellow spots"],
      ["agent", "Asha from MittiMitra", "Please send a photo of the brinjal plot too"],
      ["system", "System", CHAT_TEXT.agentEnded],
    ]);
    const times = messages.map((m) => m.at);
    expect([...times].sort()).toEqual(times);
  });

  it("marks the assistant's answers in an assistant-only transcript", async () => {
    const { conversation, messages } = (await get(conversationUrl(botChatId))).json<ConversationTranscript>();
    expect(conversation.agent).toBeNull();
    expect(messages.map((m) => [m.sender, m.name])).toEqual([
      ["visitor", "Sunita Patil"],
      ["assistant", "Assistant"],
    ]);
    expect(messages[0]!.text).toBe("How much does a soil test cost?");
    expect(messages[1]!.text.length).toBeGreaterThan(0);
  });

  it("shows a lead's chats (by e-mail in any case, and the call-back's chat) and other leads with the same e-mail or phone", async () => {
    const ravi = leadRow({ name: "Ravi Kumar", email: "ravi.kumar@example.in", phone: "+91 98765 43210", phone_normalized: "9876543210", source: "live_chat" });
    const again = leadRow({ name: "Ravi K", email: "RAVI.KUMAR@example.in", email_normalized: "ravi.kumar@example.in", ageMs: MINUTE });
    const samePhone = leadRow({ name: "Ravi (phone)", phone: "098765 43210", phone_normalized: "9876543210", ageMs: 2 * MINUTE });
    const callback = leadRow({ name: "Sunita Patil", email: "sunita.other@example.in" });
    await t.app.db.insertInto("leads").values([ravi, again, samePhone, callback]).execute();
    await t.app.db.updateTable("chat_sessions").set({ lead_id: callback.id }).where("id", "=", botChatId).execute();

    const history = (await get(leadHistoryUrl(ravi.id))).json<LeadHistory>();
    expect(history.conversations.map((c) => c.id)).toEqual([agentChatId]);
    expect(history.relatedLeads.map((l) => [l.name, l.matches])).toEqual([
      ["Ravi K", ["email"]],
      ["Ravi (phone)", ["phone"]],
    ]);
    const fromCallback = (await get(leadHistoryUrl(callback.id))).json<LeadHistory>();
    expect(fromCallback.conversations.map((c) => c.id)).toEqual([botChatId]);
    expect(fromCallback.relatedLeads).toEqual([]);
  });

  it("answers 404 for an unknown chat or lead and 400 for bad filters or a cursor it did not make", async () => {
    expect((await get(conversationUrl(randomUUID()))).statusCode).toBe(404);
    expect((await get(leadHistoryUrl(randomUUID()))).statusCode).toBe(404);
    for (const query of ["status=open", "human=maybe", "agent=asha", "pageSize=7", "from=yesterday", "cursor=bm90LWEtY3Vyc29y", "cursor=%2B%2B"]) {
      const res = await get(`${CONVERSATIONS_API}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ error: { code: string; message: string } }>().error.message.length).toBeGreaterThan(5);
    }
  });

  it("answers 401 without a signed-in admin", async () => {
    for (const url of [CONVERSATIONS_API, conversationUrl(agentChatId), leadHistoryUrl(randomUUID())]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
