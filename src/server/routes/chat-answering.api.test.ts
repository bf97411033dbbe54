// Answering quickly and after the chat (issue 14) on SQLite and PostgreSQL: the team's canned replies, transfer to
// another agent or the queue with the team's chats, typing frames over the socket, the visitor's rating and the
// transcript e-mail (queued in the visitor's language to the chat's own address only, limited per chat and per
// recipient a day, never for a chat the visitor wrote nothing in, delivered over SMTP).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { InjectOptions } from "fastify";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { CHAT_API, CHAT_TEXT, type AgentSessionSummary, type ChatMessage, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import { ANSWERING_API, TRANSCRIPTS_PER_CHAT, TRANSCRIPTS_PER_RECIPIENT_PER_DAY, TRANSFER_TEXT, type CannedReply, type RatingSummary, type TeamState } from "../../shared/schemas/chat-answering.ts";
import { conversationUrl, type ConversationTranscript } from "../../shared/schemas/conversations.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { startSmtpSink } from "../test-support/smtp-sink.ts";
import { serverText } from "../i18n.ts";
import { transcriptRecipientKey } from "../services/chat/after-chat.ts";
import { freshAddress, openChatSocket, signInAgent, startChat, visitorHeaders, waitFor, type Agent } from "./chat-test-support.ts";

describe.each(testDatabases)("answering quickly and after the chat on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;
  let ravi: Agent;
  let sunil: Agent;

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const setOnline = (agent: Agent, online: boolean) => inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online } });
  const take = (agent: Agent, chat: CreatedChatSession) => inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
  const end = (agent: Agent, chat: CreatedChatSession) => inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: agent.headers });
  const transfer = (agent: Agent, chat: CreatedChatSession, agentId: unknown) =>
    inject({ method: "POST", url: ANSWERING_API.transfer(chat.sessionId), headers: agent.headers, payload: { agentId } });
  const visitorMessages = async (chat: CreatedChatSession) =>
    (await inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress() })).json<{ messages: ChatMessage[] }>().messages;
  const rate = (chat: CreatedChatSession, payload: unknown, headers = visitorHeaders(chat)) =>
    inject({ method: "POST", url: ANSWERING_API.rating(chat.sessionId), headers, payload: payload as object, remoteAddress: freshAddress() });
  const askTranscript = (chat: CreatedChatSession, payload: unknown = {}) =>
    inject({ method: "POST", url: ANSWERING_API.transcript(chat.sessionId), headers: visitorHeaders(chat), payload: payload as object, remoteAddress: freshAddress() });
  /** A chat Meera has taken and ended, with one line each way. */
  async function endedChat(language: "en" | "hi" = "en", userEmail = "asha@example.in", userName = "Asha Devi"): Promise<CreatedChatSession> {
    const res = await inject({ method: "POST", url: CHAT_API.sessions, remoteAddress: freshAddress(), payload: { userName, userEmail, userType: "farmer", language } });
    const chat = res.json<CreatedChatSession>();
    expect((await take(meera, chat)).statusCode).toBe(200);
    await inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), payload: { message: "How much is a soil test?" }, remoteAddress: freshAddress() });
    await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Rs 300 at any clinic." } });
    expect((await end(meera, chat)).statusCode).toBe(200);
    return chat;
  }

  beforeAll(async () => {
    t = await createTestApp(kind, { SITE_URL: "https://mittimitra.example" }, { chatTiming: { presenceGraceMs: 60_000 } });
    meera = await signInAgent(t.app, "meera@example.in");
    ravi = await signInAgent(t.app, "ravi@example.in", meera);
    sunil = await signInAgent(t.app, "sunil@example.in", meera);
    await inject({ method: "PATCH", url: AUTH_API.user, headers: ravi.headers, payload: { name: "Ravi" } });
    await inject({ method: "PATCH", url: AUTH_API.user, headers: meera.headers, payload: { name: "Meera" } });
  });
  afterAll(async () => t?.close());

  describe("canned replies", () => {
    const list = async () => (await inject({ method: "GET", url: ANSWERING_API.cannedReplies, headers: meera.headers })).json<{ replies: CannedReply[] }>().replies;

    it("starts with the three starter replies, by shortcut, each showing a variable or a link", async () => {
      const replies = await list();
      expect(replies.map((r) => r.shortcut)).toEqual(["bye", "clinic", "hello"]);
      expect(replies.find((r) => r.shortcut === "hello")!.body).toContain("{first_name}");
    });

    it("adds, changes and deletes a reply any agent then sees", async () => {
      const created = await inject({
        method: "POST",
        url: ANSWERING_API.cannedReplies,
        headers: meera.headers,
        payload: { title: "Soil test price", shortcut: "/Price", body: "Hello {first_name}, a soil test costs Rs 300." },
      });
      expect(created.statusCode).toBe(201);
      const reply = created.json<{ reply: CannedReply }>().reply;
      expect(reply.shortcut).toBe("price");
      const fromRavi = (await inject({ method: "GET", url: ANSWERING_API.cannedReplies, headers: ravi.headers })).json<{ replies: CannedReply[] }>().replies;
      expect(fromRavi.map((r) => r.id)).toContain(reply.id);

      const patched = await inject({ method: "PATCH", url: ANSWERING_API.cannedReply(reply.id), headers: ravi.headers, payload: { title: "Price of a test" } });
      expect(patched.statusCode).toBe(200);
      expect(patched.json<{ reply: CannedReply }>().reply).toMatchObject({ title: "Price of a test", shortcut: "price", body: reply.body });

      expect((await inject({ method: "DELETE", url: ANSWERING_API.cannedReply(reply.id), headers: meera.headers })).statusCode).toBe(204);
      expect((await list()).map((r) => r.id)).not.toContain(reply.id);
      expect((await inject({ method: "DELETE", url: ANSWERING_API.cannedReply(reply.id), headers: meera.headers })).statusCode).toBe(404);
      expect((await inject({ method: "PATCH", url: ANSWERING_API.cannedReply("not-an-id"), headers: meera.headers, payload: { title: "x" } })).statusCode).toBe(404);
    });

    it("refuses a taken shortcut with 409 and bad fields with a 400 naming them", async () => {
      const taken = await inject({ method: "POST", url: ANSWERING_API.cannedReplies, headers: meera.headers, payload: { title: "Hi", shortcut: "hello", body: "Hi" } });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ error: { code: "shortcut_taken", message: "Another reply already has the shortcut /hello. Choose another." } });
      const hello = (await list()).find((r) => r.shortcut === "hello")!;
      const renameToTaken = await inject({ method: "PATCH", url: ANSWERING_API.cannedReply(hello.id), headers: meera.headers, payload: { shortcut: "bye" } });
      expect(renameToTaken.statusCode).toBe(409);

      const cases: [unknown, string][] = [
        [{ title: "", shortcut: "a", body: "b" }, "Title is required."],
        [{ title: "A", shortcut: "two words", body: "b" }, "Shortcut: use letters, digits and dashes only (such as price or soil-test)."],
        [{ title: "A", shortcut: "a", body: "x".repeat(2001) }, "Text must be at most 2000 characters."],
        [{ title: "A", body: "b" }, "Shortcut is required."],
      ];
      for (const [payload, message] of cases) {
        const res = await inject({ method: "POST", url: ANSWERING_API.cannedReplies, headers: meera.headers, payload: payload as object });
        expect(res.statusCode, message).toBe(400);
        expect(res.json<{ error: { code: string; message: string } }>().error).toEqual({ code: "invalid_canned_reply", message });
      }
      const empty = await inject({ method: "PATCH", url: ANSWERING_API.cannedReply(hello.id), headers: meera.headers, payload: {} });
      expect(empty.statusCode).toBe(400);
    });

    it("answers 401 to a stranger", async () => {
      expect((await inject({ method: "GET", url: ANSWERING_API.cannedReplies })).statusCode).toBe(401);
      expect((await inject({ method: "POST", url: ANSWERING_API.cannedReplies, payload: { title: "A", shortcut: "a", body: "b" } })).statusCode).toBe(401);
    });
  });

  describe("transfer and the team's chats", () => {
    beforeAll(async () => {
      await setOnline(meera, true);
      await setOnline(ravi, true);
      await setOnline(sunil, false);
    });

    it("hands a chat to an online agent, who reads the whole chat; the visitor reads who they talk to now", async () => {
      const chat = await startChat(t.app);
      await take(meera, chat);
      await inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), payload: { message: "My soil is very hard" }, remoteAddress: freshAddress() });
      const meeraSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
      const raviSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
      try {
        const res = await transfer(meera, chat, ravi.id);
        expect(res.statusCode).toBe(200);
        expect(res.json<{ session: AgentSessionSummary }>().session).toMatchObject({ sessionId: chat.sessionId, status: "active", agentId: ravi.id });

        const lines = (await visitorMessages(chat)).map((m) => m.message);
        expect(lines).toEqual(expect.arrayContaining(["My soil is very hard", TRANSFER_TEXT.to("Ravi")]));
        const history = (await inject({ method: "GET", url: CHAT_API.agentMessages(chat.sessionId), headers: ravi.headers })).json<{ messages: ChatMessage[] }>().messages;
        expect(history.map((m) => m.message)).toEqual(expect.arrayContaining([CHAT_TEXT.agentJoined, "My soil is very hard", TRANSFER_TEXT.to("Ravi")]));
        expect((await inject({ method: "GET", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers })).statusCode).toBe(403);
        expect((await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "still here?" } })).statusCode).toBe(403);
        expect((await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: ravi.headers, payload: { message: "Hello, Ravi here" } })).statusCode).toBe(201);

        // Ravi's console learns the chat is his; Meera's only that it is no longer hers.
        await waitFor(() => raviSocket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId && e.session.agentId === ravi.id && "userName" in e.session));
        await waitFor(() => meeraSocket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId && e.session.agentId === null && e.session.status === "active"));
      } finally {
        meeraSocket.close();
        raviSocket.close();
      }
    });

    it("puts a chat back in the queue for any agent to take, and tells the visitor its place", async () => {
      const chat = await startChat(t.app);
      await take(meera, chat);
      const socket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
      const res = await transfer(meera, chat, null);
      expect(await waitFor(() => socket.events.find((e) => e.type === "queue"))).toEqual({ type: "queue", sessionId: chat.sessionId, queuePosition: expect.any(Number) });
      expect(await waitFor(() => socket.events.find((e) => e.type === "session" && e.session.status === "waiting"))).toBeTruthy();
      socket.close();
      expect(res.statusCode).toBe(200);
      expect(res.json<{ session: AgentSessionSummary }>().session).toMatchObject({ status: "waiting", agentId: null, takenAt: null });
      expect((await visitorMessages(chat)).at(-1)!.message).toBe(TRANSFER_TEXT.toQueue);
      const waiting = (await inject({ method: "GET", url: CHAT_API.waiting, headers: ravi.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(waiting.map((s) => s.sessionId)).toContain(chat.sessionId);
    });

    it("starts a new wait for a chat handed back to the queue, so other help is not offered at once", async () => {
      const chat = await startChat(t.app);
      await take(meera, chat);
      // The chat started long ago, longer than the queue's patience.
      const longAgo = new Date(Date.now() - 3600_000).toISOString();
      await t.app.db.updateTable("chat_sessions").set({ created_at: longAgo, updated_at: longAgo }).where("id", "=", chat.sessionId).execute();
      expect((await transfer(meera, chat, null)).statusCode).toBe(200);
      const state = await inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress() });
      const session = state.json<{ session: { status: string; offerInS: number } }>().session;
      expect(session.status).toBe("waiting");
      expect(session.offerInS).toBeGreaterThan(60);
      expect((await take(ravi, chat)).statusCode).toBe(200);
      await end(ravi, chat);
    });

    it("refuses an offline agent (409), oneself or an unknown id (400), and anyone but the holder (403)", async () => {
      const chat = await startChat(t.app);
      await take(meera, chat);
      const offline = await transfer(meera, chat, sunil.id);
      expect(offline.statusCode).toBe(409);
      expect(offline.json<{ error: { message: string } }>().error.message).toBe("sunil@example.in is not online. Choose an online agent or the queue.");
      expect((await transfer(meera, chat, meera.id)).statusCode).toBe(400);
      expect((await transfer(meera, chat, "00000000-0000-4000-8000-000000000000")).json()).toEqual({ error: { code: "invalid_transfer", message: "There is no such agent on the team." } });
      expect((await transfer(meera, chat, "ravi")).json<{ error: { message: string } }>().error.message).toBe("agentId must be the id of an online agent, or null for the queue.");
      expect((await transfer(ravi, chat, null)).statusCode).toBe(403);
      await end(meera, chat);
      expect((await transfer(meera, chat, ravi.id)).statusCode).toBe(409);
      expect((await inject({ method: "POST", url: ANSWERING_API.transfer(chat.sessionId), payload: { agentId: null } })).statusCode).toBe(401);
    });

    it("lists who is online and which chats each agent holds, without their messages", async () => {
      const chat = await startChat(t.app, "Gopal Rao");
      await take(ravi, chat);
      const res = await inject({ method: "GET", url: ANSWERING_API.team, headers: meera.headers });
      expect(res.statusCode).toBe(200);
      const team = res.json<TeamState>();
      expect(team.agents).toEqual(
        expect.arrayContaining([
          { id: meera.id, name: "Meera", online: true, status: "online" },
          { id: ravi.id, name: "Ravi", online: true, status: "online" },
          { id: sunil.id, name: "sunil@example.in", online: false, status: "offline" },
        ]),
      );
      const held = team.chats.find((c) => c.sessionId === chat.sessionId);
      expect(held).toEqual({ sessionId: chat.sessionId, userName: "Gopal Rao", agentId: ravi.id, agentName: "Ravi", takenAt: expect.any(String) });
      expect(JSON.stringify(team)).not.toContain("message");
      await end(ravi, chat);
      expect((await inject({ method: "GET", url: ANSWERING_API.team })).statusCode).toBe(401);
    });
  });

  describe("typing", () => {
    it("passes the agent's typing to the visitor (with the agent's name) and the visitor's to the agent holding the chat", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      await take(meera, chat);
      const visitor = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
      const agent = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
      try {
        agent.send({ type: "typing", sessionId: chat.sessionId });
        expect(await waitFor(() => visitor.events.find((e) => e.type === "typing"))).toEqual({ type: "typing", sessionId: chat.sessionId, from: "agent", name: "Meera" });
        visitor.send({ type: "typing" });
        expect(await waitFor(() => agent.events.find((e) => e.type === "typing"))).toEqual({ type: "typing", sessionId: chat.sessionId, from: "visitor", name: null });
        // Nothing about typing is stored.
        expect((await visitorMessages(chat)).some((m) => /typing/i.test(m.message))).toBe(false);
      } finally {
        visitor.close();
        agent.close();
        await end(meera, chat);
      }
    });
  });

  describe("after the chat", () => {
    it("takes a rating only once the chat has ended, replaces it on a second one, and shows it with the transcript", async () => {
      await setOnline(meera, true);
      const live = await startChat(t.app);
      const early = await rate(live, { rating: "good" });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toEqual({ error: { code: "chat_not_ended", message: "You can do this once the chat has ended." } });

      const chat = await endedChat();
      const first = await rate(chat, { rating: "bad", comment: "  " });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ rating: { rating: "bad", comment: null } });
      expect((await rate(chat, { rating: "good", comment: "Very helpful, thank you" })).statusCode).toBe(200);
      const transcript = (await inject({ method: "GET", url: conversationUrl(chat.sessionId), headers: meera.headers })).json<ConversationTranscript>();
      expect(transcript.rating).toMatchObject({ rating: "good", comment: "Very helpful, thank you" });
      const unrated = (await inject({ method: "GET", url: conversationUrl(live.sessionId), headers: meera.headers })).json<ConversationTranscript>();
      expect(unrated.rating).toBeNull();
    });

    it("refuses a bad rating (400), no token (401) and another chat's token (403)", async () => {
      const chat = await endedChat();
      const other = await startChat(t.app);
      expect((await rate(chat, { rating: "great" })).json()).toEqual({ error: { code: "invalid_rating", message: "Rating must be good or bad." } });
      expect((await rate(chat, { rating: "good", comment: "x".repeat(1001) })).statusCode).toBe(400);
      expect((await inject({ method: "POST", url: ANSWERING_API.rating(chat.sessionId), payload: { rating: "good" }, remoteAddress: freshAddress() })).statusCode).toBe(401);
      expect((await rate(chat, { rating: "good" }, visitorHeaders(other))).statusCode).toBe(403);
    });

    it("counts the last 30 days' ratings for the dashboard", async () => {
      const before = (await inject({ method: "GET", url: ANSWERING_API.ratingSummary, headers: meera.headers })).json<RatingSummary>();
      const a = await endedChat();
      const b = await endedChat();
      await rate(a, { rating: "good" });
      await rate(b, { rating: "bad" });
      const old = await endedChat();
      await rate(old, { rating: "bad" });
      await t.app.db.updateTable("chat_ratings").set({ rated_at: new Date(Date.now() - 31 * 86_400_000).toISOString() }).where("session_id", "=", old.sessionId).execute();
      const after = (await inject({ method: "GET", url: ANSWERING_API.ratingSummary, headers: meera.headers })).json<RatingSummary>();
      expect(after).toEqual({ days: 30, good: before.good + 1, bad: before.bad + 1 });
      expect((await inject({ method: "GET", url: `${ANSWERING_API.ratingSummary}?days=0`, headers: meera.headers })).statusCode).toBe(400);
      expect((await inject({ method: "GET", url: ANSWERING_API.ratingSummary })).statusCode).toBe(401);
    });

    const transcriptMails = (to: string) => t.app.db.selectFrom("email_outbox").selectAll().where("kind", "=", "chat_transcript").where("to_address", "=", to).orderBy("created_at").execute();
    const errorCode = (res: { json: <T>() => T }) => res.json<{ error: { code: string } }>().error.code;

    it("queues the transcript to the chat's own e-mail, in the chat's language, at most three times per chat", async () => {
      const chat = await endedChat("en", "asha.per-chat@example.in");
      const res = await askTranscript(chat);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ to: "asha.per-chat@example.in" });
      // A client may still name the address, if it is the chat's own (in any case).
      expect((await askTranscript(chat, { email: "Asha.Per-Chat@example.in" })).json()).toEqual({ to: "asha.per-chat@example.in" });
      const mine = await transcriptMails("asha.per-chat@example.in");
      expect(mine).toHaveLength(2);
      expect(mine[0]!.subject).toMatch(/^Your chat with MittiMitra, \d{4}-\d{2}-\d{2}$/);
      expect(mine[0]!.body_text).toContain("You: How much is a soil test?");
      expect(mine[0]!.body_text).toContain("Meera from MittiMitra: Rs 300 at any clinic.");

      for (let i = 2; i < TRANSCRIPTS_PER_CHAT; i++) expect((await askTranscript(chat)).statusCode).toBe(202);
      const queued = async () => (await t.app.db.selectFrom("email_outbox").select("id").where("kind", "=", "chat_transcript").execute()).length;
      const before = await queued();
      const over = await askTranscript(chat);
      expect(over.statusCode).toBe(429);
      expect(errorCode(over)).toBe("transcript_limit");
      expect(await queued()).toBe(before);

      const hindi = await endedChat("hi", "asha.hindi@example.in");
      await askTranscript(hindi);
      const [hiMail] = await transcriptMails("asha.hindi@example.in");
      expect(hiMail!.body_text).toContain("नमस्ते Asha Devi,");
      expect(hiMail!.subject).toMatch(/^MittiMitra के साथ आपकी चैट, /);
      expect(hiMail!.body_text).toContain("आप: How much is a soil test?");
      expect(hiMail!.body_text).toContain(`सूचना: ${serverText("hi", "chat.system.agentEnded")}`);
    });

    it("sends to no address but the chat's own: another one is refused (403) and nothing is queued (issue 27)", async () => {
      const chat = await endedChat("en", "asha.own@example.in");
      const res = await askTranscript(chat, { email: "victim@elsewhere.example" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: "transcript_address", message: "A chat can be e-mailed only to the address given when it started." } });
      expect(await transcriptMails("victim@elsewhere.example")).toEqual([]);
      expect(await transcriptMails("asha.own@example.in")).toEqual([]);
    });

    it("sends one address at most three chats a day, from any chats and client addresses, and says when to try again", async () => {
      const to = "asha.daily@example.in";
      const chats = await Promise.all(Array.from({ length: TRANSCRIPTS_PER_RECIPIENT_PER_DAY + 1 }, () => endedChat("en", to)));
      for (const chat of chats.slice(0, TRANSCRIPTS_PER_RECIPIENT_PER_DAY)) expect((await askTranscript(chat)).statusCode).toBe(202);
      const over = await askTranscript(chats[TRANSCRIPTS_PER_RECIPIENT_PER_DAY]!);
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ error: { code: "transcript_recipient_limit", message: "This address has already been sent 3 chats today. Please try again tomorrow." } });
      expect(Number(over.headers["retry-after"])).toBeGreaterThan(86_000);
      expect(await transcriptMails(to)).toHaveLength(TRANSCRIPTS_PER_RECIPIENT_PER_DAY);
      // The count is kept in the database under a hash, not the address; it is the address, in any case, that counts.
      const keys = (await t.app.db.selectFrom("rate_limits").select("key").where("key", "like", "transcript-to:%").execute()).map((r) => r.key);
      expect(keys).toContain(transcriptRecipientKey("ASHA.DAILY@example.in"));
      expect(keys.join()).not.toContain("asha");
      // Another address is not held up.
      expect((await askTranscript(await endedChat("en", "ravi.daily@example.in"))).statusCode).toBe(202);
    });

    it("sends no transcript of a chat without a message from the visitor (409), and writes no address in the greeting", async () => {
      const res = await inject({ method: "POST", url: CHAT_API.sessions, remoteAddress: freshAddress(), payload: { userName: "Asha", userEmail: "asha.silent@example.in", userType: "farmer" } });
      const silent = res.json<CreatedChatSession>();
      expect((await take(meera, silent)).statusCode).toBe(200);
      await inject({ method: "POST", url: CHAT_API.agentMessages(silent.sessionId), headers: meera.headers, payload: { message: "Hello, how can I help?" } });
      expect((await end(meera, silent)).statusCode).toBe(200);
      const refused = await askTranscript(silent);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: { code: "transcript_empty", message: "There is nothing to e-mail: this chat has no message from you." } });
      expect(await transcriptMails("asha.silent@example.in")).toEqual([]);

      const spam = await endedChat("en", "asha.spam@example.in", "Cheap pills at https://spam.example/offer www.pills.example pills.example");
      expect((await askTranscript(spam)).statusCode).toBe(202);
      const [mail] = await transcriptMails("asha.spam@example.in");
      expect(mail!.body_text.split("\n")[0]).toBe("Hello Cheap pills at,");
      expect(`${mail!.subject}\n${mail!.body_text}`).not.toMatch(/spam\.example|pills\.example/);
    });

    it("refuses a transcript before the end (409) and a bad address (400)", async () => {
      const live = await startChat(t.app);
      expect((await askTranscript(live)).statusCode).toBe(409);
      const chat = await endedChat("en", "asha.bad@example.in");
      expect((await askTranscript(chat, { email: "not-an-address" })).json()).toEqual({ error: { code: "invalid_transcript", message: "Email: Please enter a valid email address." } });
    });
  });
});

describe.each(testDatabases)("transcript e-mail over SMTP on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("delivers the chat, line by line, to the visitor", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const t = await createTestApp(kind, { SMTP_URL: sink.url, SITE_URL: "https://mittimitra.example", MAIL_FROM: "MittiMitra <no-reply@mittimitra.example>" }, { outboxTiming: { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 } });
    cleanups.push(t.close);
    const agent = await signInAgent(t.app, "meera@example.in");
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online: true } });
    const chat = await startChat(t.app, "Asha Devi");
    await t.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    await t.app.inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), payload: { message: "Line one\nName: forged" }, remoteAddress: freshAddress() });
    await t.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: agent.headers, payload: { message: "Thank you for asking." } });
    await t.app.inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: agent.headers });

    const res = await t.app.inject({ method: "POST", url: ANSWERING_API.transcript(chat.sessionId), headers: visitorHeaders(chat), payload: {}, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(202);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 5000, interval: 25 });
    const mail = sink.messages[0]!;
    expect(mail.to).toEqual(["asha@example.in"]);
    expect(mail.subject).toMatch(/^Your chat with MittiMitra, /);
    const lines = mail.text.split("\n");
    expect(lines[0]).toBe("Hello Asha Devi,");
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^\[\d{2}:\d{2} IST\] Note: An agent has joined the chat\.$/), expect.stringMatching(/^\[\d{2}:\d{2} IST\] You: Line one$/), "    Name: forged"]));
    expect(mail.text).toContain("MittiMitra Agent: Thank you for asking.");
    expect(mail.text).toContain("Another question? Start a new chat at https://mittimitra.example/ or call us on +91 98765 43210.");
  });
});
