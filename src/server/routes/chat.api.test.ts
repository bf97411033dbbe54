// The live chat over HTTP and its socket on SQLite and PostgreSQL: presence and availability, sessions, visitor and agent
// messages with a gap-free `since`, who may read what, the take race, ending, the presence grace period and pushed events;
// the queue as the visitor sees it, leaving it or asking for a call-back, and sends retried with the same clientId.
import { randomUUID } from "node:crypto";
import type { AddressInfo, Socket } from "node:net";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance, InjectOptions } from "fastify";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import {
  CHAT_API,
  CHAT_TEXT,
  type AgentSessionSummary,
  type ChatMessage,
  type CreatedChatSession,
  type SocketAuth,
  type SocketEvent,
  type VisitorMessagesResponse,
} from "../../shared/schemas/chat.ts";
import { CHAT_LIMITS } from "../../shared/schemas/chat.ts";
import { SITE_LOCALES } from "../../shared/locales.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { serverText } from "../i18n.ts";
import { CHAT_RATE_LIMITS } from "./chat.ts";
import { WebSocket } from "../test-support/ws-client.ts";
import {
  freshAddress,
  openChatSocket,
  signInAgent,
  startChat,
  visitorHeaders,
  waitFor,
  type Agent,
  type RecordingSocket,
} from "./chat-test-support.ts";

const GRACE_MS = 60_000;
const PING_MS = 100;
/**
 * The shared app's sockets are not dropped as idle while a test holds them: on a loaded machine a disk-synced SQLite
 * commit can hold the event loop for a second, and a short idle time would then drop a socket a test still listens on.
 * The idle drop is tested on a server of its own, with IDLE_MS.
 */
const SHARED_IDLE_MS = 10 * 60_000;
const IDLE_MS = 3000;
const QUEUE_TIMEOUT_S = 120;


/** A chat socket over real TCP (as a browser's), authenticated with `auth`: records events as openChatSocket does. */
async function openTcpChatSocket(base: string, auth: SocketAuth): Promise<RecordingSocket> {
  const ws = new WebSocket(`${base.replace(/^http/, "ws")}${CHAT_API.socket}`);
  const socket: RecordingSocket = { events: [], closed: null, send: (frame) => ws.send(JSON.stringify(frame)), close: () => ws.close() };
  ws.on("message", (data) => socket.events.push(JSON.parse(String(data)) as SocketEvent));
  ws.on("close", (code) => (socket.closed = { code }));
  // An oversize frame may end the connection while the client still writes: the close is what the tests look at.
  ws.on("error", () => undefined);
  await new Promise<void>((resolve) => ws.once("open", resolve));
  socket.send(auth);
  await waitFor(() => socket.events.find((e) => e.type === "ready" || e.type === "error"), 10_000);
  return socket;
}

/** Moves an agent's last sign of life back by `ms`, as if that much time had passed (the app's memory of it too). */
async function ageAgentOn(app: FastifyInstance, agent: Agent, ms: number): Promise<void> {
  await app.db.updateTable("agent_presence").set({ last_seen_at: new Date(Date.now() - ms).toISOString() }).where("user_id", "=", agent.id).execute();
  app.chat.forgetPresenceRenewal(agent.id);
}

const availableOn = async (app: FastifyInstance) =>
  (await app.inject({ method: "GET", url: CHAT_API.availability, remoteAddress: freshAddress() })).json<{ hasAvailableAgent: boolean }>().hasAvailableAgent;

describe.each(testDatabases)("live chat on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;
  let ravi: Agent;

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const setOnline = (agent: Agent, online: boolean) => inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online } });
  const available = () => availableOn(t.app);
  const visitorMessages = async (chat: CreatedChatSession, query = "") =>
    (await inject({ method: "GET", url: `${CHAT_API.visitorMessages(chat.sessionId)}${query}`, headers: visitorHeaders(chat), remoteAddress: freshAddress() })).json<{
      messages: ChatMessage[];
    }>().messages;
  const visitorState = async (chat: CreatedChatSession) =>
    (await inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress() })).json<VisitorMessagesResponse>().session;
  const visitorSend = (chat: CreatedChatSession, message: string, extra: Record<string, unknown> = {}) =>
    inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), payload: { message, senderName: "Asha", ...extra }, remoteAddress: freshAddress() });
  /** True once `check` is (within 2 s): for effects that follow a socket frame. */
  const eventually = async (check: () => Promise<boolean>) => {
    for (const until = Date.now() + 2000; !(await check()); await new Promise((r) => setTimeout(r, 20))) if (Date.now() > until) return false;
    return true;
  };
  /** Moves an agent's last sign of life back by `ms`, as if that much time had passed (the app's memory of it too). */
  const ageAgent = (agent: Agent, ms: number) => ageAgentOn(t.app, agent, ms);

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { chatTiming: { presenceGraceMs: GRACE_MS, socketPingMs: PING_MS, socketIdleMs: SHARED_IDLE_MS, queueTimeoutS: QUEUE_TIMEOUT_S } });
    meera = await signInAgent(t.app, "meera@example.in");
    ravi = await signInAgent(t.app, "ravi@example.in", meera);
  });
  afterAll(async () => t?.close());

  describe("presence and availability", () => {
    it("reports no agent until one goes online, and none again after Go Offline", async () => {
      expect(await available()).toBe(false);
      const on = await setOnline(meera, true);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ online: true, status: "online" });
      expect(await available()).toBe(true);
      expect((await inject({ method: "GET", url: CHAT_API.presence, headers: meera.headers })).json()).toEqual({ online: true, status: "online" });
      await setOnline(meera, false);
      expect(await available()).toBe(false);
    });

    it("counts an online agent as gone once the grace period passes without a poll, and back after one", async () => {
      await setOnline(meera, true);
      await ageAgent(meera, GRACE_MS + 1000);
      expect(await available()).toBe(false);
      await inject({ method: "GET", url: CHAT_API.waiting, headers: meera.headers });
      expect(await available()).toBe(true);
      await setOnline(meera, false);
    });

    it("keeps an agent present while its socket pings, not merely while it is open (a dead browser's socket may linger)", async () => {
      await setOnline(ravi, true);
      const socket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
      expect(socket.events[0]).toEqual({ type: "ready", role: "agent", pingMs: PING_MS });
      await ageAgent(ravi, GRACE_MS + 1000);
      socket.send({ type: "ping" });
      await waitFor(() => socket.events.find((e) => e.type === "pong"));
      expect(await eventually(available)).toBe(true);
      // Open but silent: nothing renews the agent, who stops being offered to visitors once the grace period passes.
      await new Promise((r) => setTimeout(r, PING_MS));
      await ageAgent(ravi, GRACE_MS + 1000);
      expect(await available()).toBe(false);
      socket.close();
      await setOnline(ravi, false);
    });

    it("drops a socket that sends nothing for the idle time, counted from its last frame, and not before", async () => {
      const quick = await createTestApp(kind, {}, { chatTiming: { socketPingMs: PING_MS, socketIdleMs: IDLE_MS } });
      try {
        const asha = await signInAgent(quick.app, "asha.idle@example.in");
        const ws = await quick.app.injectWS(CHAT_API.socket);
        const events: SocketEvent[] = [];
        let idleTimePassed = false;
        let closed: { code: number; idleTimePassed: boolean } | null = null;
        ws.on("message", (data: unknown) => events.push(JSON.parse(String(data)) as SocketEvent));
        ws.on("close", (code: number) => (closed = { code, idleTimePassed }));
        // The time counts from the socket's last frame (here the auth frame, sent a moment after it opened), not from its
        // opening. The mark is armed just before that frame goes, for 1 ms less than the idle time: timers fire in the
        // order they fall due, so it is set before a server timer started on or after that frame for IDLE_MS runs out,
        // however late both are on a busy machine (no clocks are compared).
        await new Promise((r) => setTimeout(r, IDLE_MS / 10));
        setTimeout(() => (idleTimePassed = true), IDLE_MS - 1);
        ws.send(JSON.stringify({ type: "auth", role: "agent", accessToken: asha.accessToken }));
        expect(await waitFor(() => events.find((e) => e.type === "ready" || e.type === "error"), 10_000)).toMatchObject({ type: "ready", role: "agent" });
        // The idle drop ends the connection without a closing handshake (a dead peer would never answer one): 1006, not
        // the auth timeout's 4401, a refused frame's 4400 or a server shutdown's 1001; and only once the time is up.
        expect(await waitFor(() => closed, IDLE_MS + 10_000)).toEqual({ code: 1006, idleTimePassed: true });
        expect(events.map((e) => e.type)).toEqual(["ready"]);
      } finally {
        await quick.close();
      }
    });

    it("takes an agent offline when it signs out while online", async () => {
      const asha = await signInAgent(t.app, "asha.agent@example.in", meera);
      await setOnline(asha, true);
      expect(await available()).toBe(true);
      const out = await inject({ method: "POST", url: AUTH_API.logout, headers: asha.headers });
      expect(out.statusCode).toBe(204);
      expect(await available()).toBe(false);
    });

    it("refuses a presence body that is not a boolean, naming the field", async () => {
      const res = await inject({ method: "PUT", url: CHAT_API.presence, headers: meera.headers, payload: { online: "yes" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/online/);
    });

    describe("with the default timing", () => {
      let d: TestApp;
      let asha: Agent;
      beforeAll(async () => {
        d = await createTestApp(kind);
        asha = await signInAgent(d.app, "asha.default@example.in");
      });
      afterAll(async () => d?.close());

      it("counts an agent gone within 30 s (spec 4 heartbeat: a dead console stops getting new chats), but not for one late ping", async () => {
        expect((await d.app.inject({ method: "PUT", url: CHAT_API.presence, headers: asha.headers, payload: { online: true } })).statusCode).toBe(200);
        // How often the server asks its clients to ping, as a socket hears it.
        const chat = await startChat(d.app);
        const socket = await openChatSocket(d.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
        const pingMs = (socket.events[0] as Extract<SocketEvent, { type: "ready" }>).pingMs!;
        socket.close();
        expect(pingMs).toBeGreaterThan(0);
        // Last seen a ping interval and a half ago (one ping late): still offered to visitors.
        await ageAgentOn(d.app, asha, pingMs * 1.5);
        expect(await availableOn(d.app)).toBe(true);
        // Last seen just over 30 s ago: gone.
        await ageAgentOn(d.app, asha, 30_000 + 1000);
        expect(await availableOn(d.app)).toBe(false);
        // A console request is a sign of life again.
        await d.app.inject({ method: "GET", url: CHAT_API.waiting, headers: asha.headers });
        expect(await availableOn(d.app)).toBe(true);
      });
    });
  });

  describe("visitor sessions and messages", () => {
    it("closes a session at once when no agent is online, so the assistant answers instead", async () => {
      const chat = await startChat(t.app);
      expect(chat).toMatchObject({ hasAgent: false, agentId: null, status: "ended" });
      const refused = await visitorSend(chat, "Hello?");
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toEqual({ code: "chat_ended", message: "This chat has ended. Please start a new chat." });
    });

    it("queues a session with an agent's greeting when an agent is online", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app, "Kavita");
      expect(chat).toMatchObject({ hasAgent: true, agentId: null, status: "waiting" });
      expect(chat.visitorToken).toMatch(/^[\w-]{40,}$/);
      const stored = await t.app.db.selectFrom("chat_sessions").select("visitor_token_hash").where("id", "=", chat.sessionId).executeTakeFirstOrThrow();
      expect(stored.visitor_token_hash).not.toContain(chat.visitorToken);
      const [greeting] = await visitorMessages(chat);
      expect(greeting).toMatchObject({ sender_type: "agent", sender_name: "MittiMitra Agent" });
      expect(greeting!.message).toContain("Kavita");
    });

    it("stores the visitor's messages as the user's, whatever the body claims, and polls only newer ones", async () => {
      const chat = await startChat(t.app);
      const first = await visitorSend(chat, "  My wheat leaves are yellow.  ", { senderType: "agent", sender_type: "agent" });
      expect(first.statusCode).toBe(201);
      expect(first.json<ChatMessage>()).toMatchObject({ message: "My wheat leaves are yellow.", sender_type: "user", sender_name: "Asha Devi" });
      await visitorSend(chat, "Second");
      const all = await visitorMessages(chat);
      expect(all.map((m) => m.message)).toEqual([CHAT_TEXT.greeting("Asha Devi", "MittiMitra"), "My wheat leaves are yellow.", "Second"]);
      const last = all.at(-1)!;
      const cursor = `?since=${encodeURIComponent(last.created_at)}&afterId=${last.id}`;
      expect(await visitorMessages(chat, cursor)).toEqual([]);
      await visitorSend(chat, "Third");
      expect((await visitorMessages(chat, cursor)).map((m) => m.message)).toEqual(["Third"]);
    });

    it("neither skips nor repeats messages that share a timestamp", async () => {
      const chat = await startChat(t.app);
      const at = new Date(Date.now() + 60_000).toISOString();
      const same = ["one", "two", "three"].map((message) => ({ id: randomUUID(), session_id: chat.sessionId, sender_type: "user", sender_name: "Asha", message, created_at: at }));
      for (const row of same) await t.app.db.insertInto("chat_session_messages").values(row).execute();
      const afterFirst = await visitorMessages(chat, `?since=${encodeURIComponent(at)}&afterId=${same[0]!.id}`);
      expect(afterFirst.map((m) => m.message)).toEqual(["two", "three"]);
      expect(await visitorMessages(chat, `?since=${encodeURIComponent(at)}&afterId=${same[2]!.id}`)).toEqual([]);
      // A time written without milliseconds means the same instant.
      const coarse = at.replace(/\.\d{3}Z$/, "Z");
      if (at.endsWith(".000Z")) expect(await visitorMessages(chat, `?since=${coarse}&afterId=${same[1]!.id}`)).toHaveLength(1);
      // A new message written now sorts after them, never before: it is not lost to a poller that has seen "three".
      await visitorSend(chat, "four");
      expect((await visitorMessages(chat, `?since=${encodeURIComponent(at)}&afterId=${same[2]!.id}`)).map((m) => m.message)).toEqual(["four"]);
    });

    it("lets a visitor reach only its own session", async () => {
      const mine = await startChat(t.app);
      const theirs = await startChat(t.app);
      const url = CHAT_API.visitorMessages(theirs.sessionId);
      const noToken = await inject({ method: "GET", url, remoteAddress: freshAddress() });
      expect(noToken.statusCode).toBe(401);
      const read = await inject({ method: "GET", url, headers: visitorHeaders(mine), remoteAddress: freshAddress() });
      expect(read.statusCode).toBe(403);
      expect(read.json().error.message).toBe("You can only read and write your own chat.");
      const write = await inject({ method: "POST", url, headers: visitorHeaders(mine), payload: { message: "hi" }, remoteAddress: freshAddress() });
      expect(write.statusCode).toBe(403);
      const unknown = await inject({ method: "GET", url: CHAT_API.visitorMessages(randomUUID()), headers: visitorHeaders(mine), remoteAddress: freshAddress() });
      expect(unknown.statusCode).toBe(403);
    });

    it("answers bad input with a 4xx that names the field", async () => {
      const post = (payload: unknown) => inject({ method: "POST", url: CHAT_API.sessions, payload: payload as object, remoteAddress: freshAddress() });
      // Phone first (issue 26): a phone or an e-mail, one of the two.
      const noContact = await post({ userName: "Asha", userType: "farmer" });
      expect(noContact.statusCode).toBe(400);
      expect(noContact.json().error.message).toMatch(/^Phone or e-mail: /);
      expect((await post({ userName: "Asha", userEmail: "not-an-email", userType: "farmer" })).json().error.message).toMatch(/^Email: /);
      expect((await post({ userName: "Asha", userEmail: "a@b.in", userType: "farmer-ish" })).json().error.message).toMatch(/^User type must be one of/);

      const chat = await startChat(t.app);
      const empty = await visitorSend(chat, "   ");
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe("Message is required.");
      const long = await visitorSend(chat, "x".repeat(2001));
      expect(long.statusCode).toBe(400);
      expect(long.json().error.message).toBe("Message must be at most 2000 characters.");
      const huge = await visitorSend(chat, "x".repeat(20_000));
      expect(huge.statusCode).toBe(413);
      const badCursor = await inject({ method: "GET", url: `${CHAT_API.visitorMessages(chat.sessionId)}?since=yesterday`, headers: visitorHeaders(chat), remoteAddress: freshAddress() });
      expect(badCursor.statusCode).toBe(400);
      expect(badCursor.json().error.message).toMatch(/^since must be/);
      const badId = await inject({ method: "GET", url: "/api/v1/chat/sessions/not-a-uuid/messages", headers: visitorHeaders(chat), remoteAddress: freshAddress() });
      expect(badId.statusCode).toBe(404);
      const notJson = await inject({ method: "POST", url: CHAT_API.sessions, payload: "{", headers: { "content-type": "application/json" }, remoteAddress: freshAddress() });
      expect(notJson.statusCode).toBe(400);
    });

    it("limits how many chats one address may start in a minute", async () => {
      const address = freshAddress();
      const codes: number[] = [];
      for (let i = 0; i <= CHAT_RATE_LIMITS.createSession; i++) {
        const res = await inject({ method: "POST", url: CHAT_API.sessions, remoteAddress: address, payload: { userName: "Bulk", userEmail: "bulk@example.in", userType: "other" } });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, -1).every((c) => c === 201)).toBe(true);
      expect(codes.at(-1)).toBe(429);
    });
  });

  describe("agent console", () => {
    it("lists waiting chats oldest first with their waiting time in whole minutes", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app, "Waiting Wanda");
      await t.app.db.updateTable("chat_sessions").set({ created_at: new Date(Date.now() - 5 * 60_000 - 5000).toISOString() }).where("id", "=", chat.sessionId).execute();
      const res = await inject({ method: "GET", url: CHAT_API.waiting, headers: meera.headers });
      expect(res.statusCode).toBe(200);
      const sessions = res.json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(sessions[0]).toMatchObject({ sessionId: chat.sessionId, userName: "Waiting Wanda", status: "waiting", waitingMinutes: 5, agentId: null });
    });

    it("gives a chat to exactly one of two agents taking it at once", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      const [a, b] = await Promise.all([
        inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers }),
        inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: ravi.headers }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().error.message).toBe("Another agent has already taken this chat.");
      const winner = a.statusCode === 200 ? meera : ravi;
      const other = winner === meera ? ravi : meera;
      const active = (agent: Agent) => inject({ method: "GET", url: CHAT_API.active, headers: agent.headers }).then((r) => r.json<{ sessions: AgentSessionSummary[] }>().sessions.map((s) => s.sessionId));
      expect(await active(winner)).toContain(chat.sessionId);
      expect(await active(other)).not.toContain(chat.sessionId);
      const waiting = (await inject({ method: "GET", url: CHAT_API.waiting, headers: other.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(waiting.map((s) => s.sessionId)).not.toContain(chat.sessionId);
      expect((await visitorMessages(chat)).at(-1)).toMatchObject({ sender_type: "system", message: CHAT_TEXT.agentJoined });
    });

    it("lets only the holder write and read, and the visitor sees the agent's reply", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
      const sent = await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Please bring 500 g of soil." } });
      expect(sent.statusCode).toBe(201);
      expect(sent.json<ChatMessage>()).toMatchObject({ sender_type: "agent", sender_name: "MittiMitra Agent" });
      expect((await visitorMessages(chat)).at(-1)!.message).toBe("Please bring 500 g of soil.");
      await visitorSend(chat, "Thank you");
      const read = await inject({ method: "GET", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers });
      expect(read.json<{ messages: ChatMessage[] }>().messages.at(-1)).toMatchObject({ sender_type: "user", message: "Thank you" });

      const intruderWrite = await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: ravi.headers, payload: { message: "hi" } });
      expect(intruderWrite.statusCode).toBe(403);
      expect((await inject({ method: "GET", url: CHAT_API.agentMessages(chat.sessionId), headers: ravi.headers })).statusCode).toBe(403);
      expect((await inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: ravi.headers })).statusCode).toBe(403);
      expect((await inject({ method: "POST", url: CHAT_API.take(randomUUID()), headers: ravi.headers })).statusCode).toBe(404);
      const blank = await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: " " } });
      expect(blank.json().error.message).toBe("Message is required.");
    });

    it("ends a chat with a system message the visitor sees, after which nobody can write", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
      const ended = await inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: meera.headers });
      expect(ended.statusCode).toBe(200);
      expect(ended.json().session).toMatchObject({ status: "ended" });
      expect((await visitorMessages(chat)).at(-1)).toMatchObject({ sender_type: "system", message: CHAT_TEXT.agentEnded });
      expect((await visitorSend(chat, "Hello?")).statusCode).toBe(409);
      expect((await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "x" } })).statusCode).toBe(409);
      expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: ravi.headers })).json().error.message).toBe("This chat has already ended.");
      const active = (await inject({ method: "GET", url: CHAT_API.active, headers: meera.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(active.map((s) => s.sessionId)).not.toContain(chat.sessionId);
    });

    it("counts visitor messages to agents on the dashboard", async () => {
      const before = (await inject({ method: "GET", url: "/api/v1/admin/dashboard", headers: meera.headers })).json().userMessages as number;
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      await visitorSend(chat, "Counted once");
      const after = (await inject({ method: "GET", url: "/api/v1/admin/dashboard", headers: meera.headers })).json().userMessages as number;
      expect(after - before).toBe(1);
    });
  });

  describe("socket", () => {
    it("answers a plain GET of the socket's address (no Upgrade) 426 with a JSON error, not an empty 404", async () => {
      const res = await inject({ method: "GET", url: CHAT_API.socket, remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(426);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers.upgrade).toBe("websocket");
      expect(res.json()).toEqual({ error: { code: "upgrade_required", message: expect.stringContaining("WebSocket client") } });
    });

    it("pushes the agent's reply to the visitor's socket, and nothing of another chat", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      const other = await startChat(t.app);
      const socket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
      expect(socket.events[0]).toEqual({ type: "ready", role: "visitor", sessionId: chat.sessionId, pingMs: PING_MS });
      await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
      await inject({ method: "POST", url: CHAT_API.take(other.sessionId), headers: meera.headers });
      await inject({ method: "POST", url: CHAT_API.agentMessages(other.sessionId), headers: meera.headers, payload: { message: "For someone else" } });
      await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Namaste! How can I help?" } });
      const pushed = await waitFor(() => socket.events.find((e): e is Extract<SocketEvent, { type: "message" }> => e.type === "message" && e.message.sender_type === "agent"));
      expect(pushed).toMatchObject({ sessionId: chat.sessionId, message: { message: "Namaste! How can I help?", sender_name: "MittiMitra Agent" } });
      expect(socket.events.find((e) => e.type === "session")).toMatchObject({ session: { sessionId: chat.sessionId, status: "active", agentId: meera.id } });
      expect(JSON.stringify(socket.events)).not.toContain("For someone else");
      socket.close();
    });

    it("pushes a new waiting chat to an agent's socket, but not the chats other agents hold", async () => {
      await setOnline(meera, true);
      const socket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
      const chat = await startChat(t.app, "Socket Sunita");
      const arrived = await waitFor(() => socket.events.find((e): e is Extract<SocketEvent, { type: "session" }> => e.type === "session" && e.session.sessionId === chat.sessionId));
      expect(arrived.session).toMatchObject({ status: "waiting", userName: "Socket Sunita" });
      expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers })).statusCode).toBe(200);
      const sent = await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Private to Meera's chat" } });
      expect(sent.statusCode).toBe(201);
      // A barrier: a chat that starts after that message was stored is pushed to every agent, after every event before
      // it. Once Ravi's socket has it, a leak of Meera's message would have come before it.
      const barrier = await startChat(t.app, "Barrier Bhavna");
      const until = await waitFor(() => {
        const i = socket.events.findIndex((e) => e.type === "session" && e.session.sessionId === barrier.sessionId);
        return i >= 0 && i + 1;
      }, 10_000);
      const before = socket.events.slice(0, until - 1);
      // Ravi learns only that Meera's chat left the waiting list, not who holds it or what is said in it.
      expect(before.filter((e) => e.type === "session" && e.session.sessionId === chat.sessionId).map((e) => e.type === "session" && e.session)).toEqual([
        expect.objectContaining({ status: "waiting" }),
        { sessionId: chat.sessionId, status: "active", agentId: null },
      ]);
      expect(before.filter((e) => e.type === "message")).toEqual([]);
      expect(JSON.stringify(socket.events)).not.toContain("Private to Meera's chat");
      expect(JSON.stringify(socket.events)).not.toContain(chat.visitorToken);
      socket.close();
    });

    it("refuses a wrong visitor token, a bad access token and a malformed frame", async () => {
      const mine = await startChat(t.app);
      const theirs = await startChat(t.app);
      const wrong = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: theirs.sessionId, token: mine.visitorToken });
      expect(wrong.events[0]).toMatchObject({ type: "error", code: "forbidden" });
      expect((await waitFor(() => wrong.closed)).code).toBe(4403);
      const forged = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: "not.a.jwt" });
      expect(forged.events[0]).toMatchObject({ type: "error", code: "unauthorized" });
      expect((await waitFor(() => forged.closed)).code).toBe(4401);
      const bad = await openChatSocket(t.app, { type: "hello" } as never);
      expect(bad.events[0]).toMatchObject({ type: "error", code: "bad_frame" });
    });

    it("drops a socket whose frame is over the size limit, and goes on serving the others (over TCP)", async () => {
      // A listening server and the `ws` client, as a browser connects: the route then lets go of a real upgrade's request.
      if (!t.app.server.listening) await t.app.listen({ host: "127.0.0.1", port: 0 });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const upgraded: Socket[] = [];
      const onUpgrade = (_req: unknown, tcp: Socket) => upgraded.push(tcp);
      t.app.server.on("upgrade", onUpgrade);
      try {
        await setOnline(meera, true);
        const chat = await startChat(t.app);
        const auth = { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken } as const;
        const other = await openTcpChatSocket(base, auth);
        const big = await openTcpChatSocket(base, auth);
        expect([other.events[0], big.events[0]]).toEqual([
          { type: "ready", role: "visitor", sessionId: chat.sessionId, pingMs: PING_MS },
          { type: "ready", role: "visitor", sessionId: chat.sessionId, pingMs: PING_MS },
        ]);
        // The upgraded TCP sockets hold no HTTP response of the upgrade (routes/chat.ts, releaseUpgrade).
        expect(upgraded).toHaveLength(2);
        for (const tcp of upgraded) expect((tcp as Socket & { _httpMessage?: ServerResponse | null })._httpMessage ?? null).toBeNull();

        big.send({ type: "ping", pad: "x".repeat(CHAT_LIMITS.bodyMaxBytes) });
        const dropped = await waitFor(() => big.closed, 10_000);
        // 1009 (message too big) when the close frame gets out before the connection ends, 1006 when it does not.
        expect([1006, 1009]).toContain(dropped.code);
        expect(big.events.some((e) => e.type === "pong")).toBe(false);

        // The socket that was open beside it still gets the chat's events and answers pings.
        await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
        await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Still with you" } });
        await waitFor(() => other.closed ?? other.events.find((e) => e.type === "message" && e.message.message === "Still with you"), 10_000);
        expect(other.closed).toBeNull();
        other.send({ type: "ping" });
        await waitFor(() => other.events.find((e) => e.type === "pong"), 10_000);
        expect(other.closed).toBeNull();
        // And a new one is served too.
        const next = await openTcpChatSocket(base, auth);
        next.send({ type: "ping" });
        await waitFor(() => next.events.find((e) => e.type === "pong"), 10_000);
        expect(other.closed).toBeNull();
        other.close();
        next.close();
      } finally {
        t.app.server.off("upgrade", onUpgrade);
      }
    });

    it("answers a ping after auth, and tells visitors when agent availability changes", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      const socket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
      socket.send({ type: "ping" });
      await waitFor(() => socket.events.find((e) => e.type === "pong"));
      await setOnline(meera, false);
      await setOnline(ravi, false);
      await waitFor(() => socket.events.find((e) => e.type === "presence" && !e.hasAvailableAgent));
      socket.close();
    });
  });
  describe("retried sends (clientId)", () => {
    it("stores a visitor message once however often it is sent with the same clientId, and answers the stored copy", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      const clientId = randomUUID();
      const first = await visitorSend(chat, "Is the test free?", { clientId });
      expect(first.statusCode).toBe(201);
      const again = await visitorSend(chat, "Is the test free?", { clientId });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect((await visitorMessages(chat)).filter((m) => m.message === "Is the test free?")).toHaveLength(1);
      const other = await visitorSend(chat, "Something else", { clientId });
      expect(other.statusCode).toBe(409);
      expect(other.json().error.message).toMatch(/already used for a different message/);
      const bad = await visitorSend(chat, "Hi", { clientId: "not-a-uuid" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toMatch(/^clientId must be a UUID/);
    });

    it("answers a retry of a message stored before the chat ended with that message, but refuses a new one", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
      const clientId = randomUUID();
      const sent = await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Bye for now", clientId } });
      expect(sent.statusCode).toBe(201);
      const visitorId = randomUUID();
      expect((await visitorSend(chat, "Thanks!", { clientId: visitorId })).statusCode).toBe(201);
      await inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: meera.headers });
      const retried = await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Bye for now", clientId } });
      expect(retried.statusCode).toBe(200);
      expect(retried.json<ChatMessage>().id).toBe(sent.json<ChatMessage>().id);
      expect((await visitorSend(chat, "Thanks!", { clientId: visitorId })).statusCode).toBe(200);
      expect((await visitorSend(chat, "One more thing", { clientId: randomUUID() })).statusCode).toBe(409);
      // Another agent cannot use a retry to write or read in the chat.
      expect((await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: ravi.headers, payload: { message: "Bye for now", clientId } })).statusCode).toBe(403);
    });

    it("gives every message of a chat a later time than the one before, even when written in the same millisecond", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      await Promise.all(Array.from({ length: 8 }, (_, i) => visitorSend(chat, `burst ${i}`)));
      const times = (await visitorMessages(chat)).map((m) => m.created_at);
      expect(new Set(times).size).toBe(times.length);
      expect([...times].sort()).toEqual(times);
    });
  });

  describe("the queue as the visitor sees it", () => {
    /** As if the visitor had been chatting for a minute (a call-back sent within seconds of the start looks automated). */
    const ageChat = (chat: CreatedChatSession) =>
      t.app.db.updateTable("chat_sessions").set({ created_at: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", chat.sessionId).execute();
    const clearQueue = () => t.app.db.updateTable("chat_sessions").set({ status: "ended" }).where("status", "=", "waiting").execute();

    it("gives each waiting visitor its place, moves it up when a chat ahead is taken, and pushes the change to its socket", async () => {
      await clearQueue();
      await setOnline(meera, true);
      const first = await startChat(t.app, "First");
      const second = await startChat(t.app, "Second");
      expect(first).toMatchObject({ status: "waiting", queuePosition: 1, offerInS: QUEUE_TIMEOUT_S });
      expect(second.queuePosition).toBe(2);
      const socket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: second.sessionId, token: second.visitorToken });
      // Pings as the widget does: the new place can take a second or two (queue reads and frames are coalesced,
      // queue-snapshot.ts and queue-watch.ts), longer than this app lets a silent socket live (IDLE_MS).
      const pinging = setInterval(() => socket.send({ type: "ping" }), PING_MS);
      await waitFor(() => socket.events.find((e) => e.type === "queue" && e.queuePosition === 2));
      await inject({ method: "POST", url: CHAT_API.take(first.sessionId), headers: meera.headers });
      await waitFor(() => socket.events.find((e) => e.type === "queue" && e.queuePosition === 1), 10_000);
      clearInterval(pinging);
      expect(await visitorState(second)).toEqual({ sessionId: second.sessionId, status: "waiting", agentId: null, queuePosition: 1, offerInS: expect.any(Number), callbackRequested: false });
      expect(await visitorState(first)).toMatchObject({ status: "active", agentId: meera.id, queuePosition: null, offerInS: null });
      socket.close();
    });

    it("says when the widget should offer other help: after CHAT_QUEUE_TIMEOUT_S of waiting, 0 once due", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app);
      expect((await visitorState(chat)).offerInS).toBeGreaterThan(QUEUE_TIMEOUT_S - 5);
      const longAgo = new Date(Date.now() - (QUEUE_TIMEOUT_S + 5) * 1000).toISOString();
      await t.app.db.updateTable("chat_sessions").set({ created_at: longAgo, updated_at: longAgo }).where("id", "=", chat.sessionId).execute();
      expect((await visitorState(chat)).offerInS).toBe(0);
    });

    it("lets a waiting visitor leave the queue: agents see it go, the visitor behind moves up", async () => {
      await clearQueue();
      await setOnline(meera, true);
      const agentSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
      const leaving = await startChat(t.app, "Leaving");
      const staying = await startChat(t.app, "Staying");
      const left = await inject({ method: "POST", url: CHAT_API.leave(leaving.sessionId), headers: visitorHeaders(leaving), remoteAddress: freshAddress() });
      expect(left.statusCode).toBe(200);
      expect(left.json().session).toMatchObject({ status: "ended", queuePosition: null });
      expect((await visitorMessages(leaving)).at(-1)).toMatchObject({ sender_type: "system", message: CHAT_TEXT.visitorLeft });
      await waitFor(() => agentSocket.events.find((e) => e.type === "session" && e.session.sessionId === leaving.sessionId && e.session.status === "ended"));
      const waiting = (await inject({ method: "GET", url: CHAT_API.waiting, headers: meera.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(waiting.map((w) => w.sessionId)).toEqual([staying.sessionId]);
      expect((await visitorState(staying)).queuePosition).toBe(1);
      // Leaving twice is harmless; another visitor's token cannot make someone leave.
      expect((await inject({ method: "POST", url: CHAT_API.leave(leaving.sessionId), headers: visitorHeaders(leaving), remoteAddress: freshAddress() })).statusCode).toBe(200);
      expect((await inject({ method: "POST", url: CHAT_API.leave(staying.sessionId), headers: visitorHeaders(leaving), remoteAddress: freshAddress() })).statusCode).toBe(403);
      agentSocket.close();
    });

    it("stores a call-back request as a live_chat lead linked to the chat, e-mails the team, ends the wait, and takes it once", async () => {
      await setOnline(meera, true);
      const chat = await startChat(t.app, "Callback Kamala");
      await ageChat(chat);
      const url = CHAT_API.callback(chat.sessionId);
      const send = (payload: object) => inject({ method: "POST", url, headers: visitorHeaders(chat), payload, remoteAddress: freshAddress() });
      const missing = await send({ channel: "phone", preferredTime: "morning" });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.message).toBe("Please enter the phone number we should call.");
      expect(missing.json().error).toMatchObject({ code: "invalid_callback", field: "phone" });
      const badPhone = (await send({ channel: "phone", phone: "call me", preferredTime: "morning" })).json().error;
      expect(badPhone).toMatchObject({ code: "invalid_callback", field: "phone" });
      expect(badPhone.message).toMatch(/^Phone: /);
      expect((await send({ channel: "phone", phone: "98765 43210", preferredTime: "midnight" })).json().error.message).toMatch(/^Preferred time must be one of/);

      const res = await send({ channel: "phone", phone: "98765 43210", preferredTime: "evening", note: "About soil testing for 5 acres" });
      expect(res.statusCode).toBe(201);
      const { leadId, session } = res.json<{ leadId: string; session: { status: string; callbackRequested: boolean } }>();
      expect(session).toMatchObject({ status: "ended", callbackRequested: true });
      const lead = await t.app.db.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ name: "Callback Kamala", email: "asha@example.in", phone: "+919876543210", source: "live_chat", user_type: "farmer" });
      expect(JSON.parse(lead.metadata!)).toMatchObject({
        chatSessionId: chat.sessionId,
        callbackBy: "Phone call",
        callbackTime: "Evening (4 to 7 pm)",
        visitorWords: "About soil testing for 5 acres",
      });
      const row = await t.app.db.selectFrom("chat_sessions").select(["lead_id", "status"]).where("id", "=", chat.sessionId).executeTakeFirstOrThrow();
      expect(row).toEqual({ lead_id: leadId, status: "ended" });
      const mail = await t.app.db.selectFrom("email_outbox").selectAll().where("body_text", "like", `%${leadId}%`).execute();
      expect(mail).toHaveLength(1);
      expect((await visitorMessages(chat)).at(-1)).toMatchObject({ sender_type: "system", message: CHAT_TEXT.callbackLeft });

      const twice = await send({ channel: "email", email: "kamala@example.in", preferredTime: "any" });
      expect(twice.statusCode).toBe(409);
      // A code of its own, so the widget says it in the visitor's language.
      expect(twice.json().error.code).toBe("callback_exists");
      expect(await t.app.db.selectFrom("leads").select("id").where("name", "=", "Callback Kamala").execute()).toHaveLength(1);
      expect(lead.spam_reason).toBeNull();
    });

    it("takes a call-back request from a bot-mode chat too (no agent online)", async () => {
      await setOnline(meera, false);
      await setOnline(ravi, false);
      const chat = await startChat(t.app, "Bot Babita");
      expect(chat.status).toBe("ended");
      await ageChat(chat);
      const res = await inject({ method: "POST", url: CHAT_API.callback(chat.sessionId), headers: visitorHeaders(chat), payload: { channel: "email", email: "babita@example.in", preferredTime: "any" }, remoteAddress: freshAddress() });
      expect(res.statusCode).toBe(201);
      const lead = await t.app.db.selectFrom("leads").selectAll().where("id", "=", res.json().leadId).executeTakeFirstOrThrow();
      expect(lead).toMatchObject({ email: "babita@example.in", source: "live_chat" });
    });
  });
  describe("the visitor's language", () => {
    const start = (payload: Record<string, unknown>) =>
      inject({ method: "POST", url: CHAT_API.sessions, remoteAddress: freshAddress(), payload: { userName: "Sunita Devi", userEmail: "sunita@example.in", userType: "farmer", ...payload } });
    const storedLanguage = async (id: string) => (await t.app.db.selectFrom("chat_sessions").select("language").where("id", "=", id).executeTakeFirstOrThrow()).language;

    it("keeps the page's language on the session, English when none is sent", async () => {
      const hindi = await start({ language: "hi" });
      expect(hindi.statusCode).toBe(201);
      expect(await storedLanguage(hindi.json<CreatedChatSession>().sessionId)).toBe("hi");
      const english = await start({ language: "en" });
      expect(await storedLanguage(english.json<CreatedChatSession>().sessionId)).toBe("en");
      const unsaid = await start({});
      expect(await storedLanguage(unsaid.json<CreatedChatSession>().sessionId)).toBe("en");
    });

    it("refuses a language the site does not have with a 400 that says which it has", async () => {
      for (const language of ["fr", "pseudo", "HI", "", 5, null]) {
        const res = await start({ language });
        expect(res.statusCode, String(language)).toBe(400);
        expect(res.json().error).toEqual({ code: "invalid_chat_session", message: `Language must be one of the site's languages: ${SITE_LOCALES.join(", ")}.` });
      }
      expect(await t.app.db.selectFrom("chat_sessions").select("id").where("user_email", "=", "sunita@example.in").where("language", "not in", [...SITE_LOCALES]).execute()).toEqual([]);
    });

    it("greets a Hindi visitor in Hindi, shows agents the language, and puts it on a call-back lead", async () => {
      await setOnline(meera, true);
      const chat = (await start({ language: "hi" })).json<CreatedChatSession>();
      expect(chat.status).toBe("waiting");
      const [greeting] = await visitorMessages(chat);
      expect(greeting).toMatchObject({ sender_type: "agent", message: serverText("hi", "chat.agent.greeting", { name: "Sunita Devi", brand: "MittiMitra" }) });
      expect(greeting!.message).toMatch(/^नमस्ते Sunita Devi!/);
      const waiting = (await inject({ method: "GET", url: CHAT_API.waiting, headers: meera.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(waiting.find((s) => s.sessionId === chat.sessionId)).toMatchObject({ language: "hi", userName: "Sunita Devi" });
      const english = await startChat(t.app, "English Esha");
      expect((await visitorMessages(english))[0]!.message).toBe(CHAT_TEXT.greeting("English Esha", "MittiMitra"));

      const taken = await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
      expect(taken.json<{ session: AgentSessionSummary }>().session).toMatchObject({ language: "hi", status: "active" });
      const active = (await inject({ method: "GET", url: CHAT_API.active, headers: meera.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
      expect(active.find((s) => s.sessionId === chat.sessionId)?.language).toBe("hi");
      await t.app.db.updateTable("chat_sessions").set({ created_at: new Date(Date.now() - 60_000).toISOString() }).where("id", "=", chat.sessionId).execute();
      const callback = await inject({
        method: "POST",
        url: CHAT_API.callback(chat.sessionId),
        headers: visitorHeaders(chat),
        payload: { channel: "phone", phone: "98765 43210", preferredTime: "morning" },
        remoteAddress: freshAddress(),
      });
      expect(callback.statusCode).toBe(201);
      const lead = await t.app.db.selectFrom("leads").select("metadata").where("id", "=", callback.json().leadId).executeTakeFirstOrThrow();
      expect(JSON.parse(lead.metadata!)).toMatchObject({ chatSessionId: chat.sessionId, language: "hi" });
      await t.app.db.updateTable("chat_sessions").set({ status: "ended" }).where("status", "=", "waiting").execute();
      await setOnline(meera, false);
    });
  });
});
