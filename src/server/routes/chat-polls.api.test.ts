// Polls answered from memory (issue 16), on SQLite and PostgreSQL and across two instances: a quiet chat's poll reads
// no messages, and a new message, an end, a take ahead in the queue or a wrong token still get the answer a read gives.
import type { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import { CHAT_API, type ChatMessage, type CreatedChatSession, type VisitorMessagesResponse } from "../../shared/schemas/chat.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { twoInstancesOnPostgres } from "./two-instances.ts";
import { freshAddress, signInAgent, startChat, visitorHeaders, type Agent } from "./chat-test-support.ts";

const cursorOf = (m: ChatMessage) => `?${new URLSearchParams({ since: m.created_at, afterId: m.id })}`;

async function visitorPoll(app: FastifyInstance, chat: CreatedChatSession, query = "", token = chat.visitorToken) {
  const res = await app.inject({ method: "GET", url: `${CHAT_API.visitorMessages(chat.sessionId)}${query}`, headers: visitorHeaders({ ...chat, visitorToken: token }), remoteAddress: freshAddress() });
  return { status: res.statusCode, body: res.json<VisitorMessagesResponse>() };
}

async function agentPoll(app: FastifyInstance, agent: Agent, chat: CreatedChatSession, query = "") {
  const res = await app.inject({ method: "GET", url: `${CHAT_API.agentMessages(chat.sessionId)}${query}`, headers: agent.headers });
  return { status: res.statusCode, body: res.json<{ messages: ChatMessage[] }>() };
}

/** Resolves once `check` resolves truthy (at most 3 s): events reach an instance's memory a moment after the write. */
async function until<T>(check: () => Promise<T | null | undefined | false>): Promise<T> {
  for (const end = Date.now() + 3000; ; await new Promise((r) => setTimeout(r, 20))) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error("timed out waiting");
  }
}

/** Polls `chat` from its last message until the answer comes from memory (no messages read), and returns that answer. */
async function quietPoll(app: FastifyInstance, chat: CreatedChatSession, last: ChatMessage) {
  const reads = vi.spyOn(app.chat, "messages");
  try {
    return await until(async () => {
      const before = reads.mock.calls.length;
      const poll = await visitorPoll(app, chat, cursorOf(last));
      return reads.mock.calls.length === before && poll;
    });
  } finally {
    reads.mockRestore();
  }
}

/**
 * Holds back every event the instance's bus hands its subscribers (poll memory, sockets) until the returned function
 * is called, which hands them over in order. On PostgreSQL an instance's own write comes back through NOTIFY only a
 * moment after the writer has its answer; holding the events makes that moment last as long as the test needs, on
 * either database (in process the bus would otherwise hand them over at the commit).
 */
function holdBusEvents(app: FastifyInstance): () => void {
  const bus = app.chatBus as unknown as { emitter?: EventEmitter; local?: { emitter: EventEmitter } };
  const emitter = bus.local?.emitter ?? bus.emitter;
  if (!emitter) throw new Error("the chat bus has no emitter to hold");
  const emit = emitter.emit.bind(emitter);
  const held: unknown[][] = [];
  const spy = vi.spyOn(emitter, "emit").mockImplementation((name: string | symbol, ...args: unknown[]) => {
    if (name !== "event") return emit(name, ...args);
    held.push(args);
    return true;
  });
  return () => {
    spy.mockRestore();
    for (const args of held) emit("event", ...args);
  };
}

describe.each(testDatabases)("chat polls answered from memory on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;
  let ravi: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    meera = await signInAgent(t.app, "meera@example.in");
    ravi = await signInAgent(t.app, "ravi@example.in", meera);
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: meera.headers, payload: { online: true } });
  });
  afterAll(async () => t?.close());

  const taken = async () => {
    const chat = await startChat(t.app);
    await t.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
    const first = await visitorPoll(t.app, chat);
    return { chat, last: first.body.messages.at(-1)! };
  };

  it("answers a quiet chat's poll without reading its messages, as a read would answer it", async () => {
    const { chat, last } = await taken();
    const fromMemory = await quietPoll(t.app, chat, last);
    expect(fromMemory.status).toBe(200);
    expect(fromMemory.body).toEqual({
      messages: [],
      session: { sessionId: chat.sessionId, status: "active", agentId: meera.id, queuePosition: null, offerInS: null, callbackRequested: false },
    });
  });

  it("returns a message stored after the quiet poll, to the visitor and to the agent", async () => {
    const { chat, last } = await taken();
    await quietPoll(t.app, chat, last);
    const sent = await t.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Your report is ready" } });
    expect(sent.statusCode).toBe(201);
    const next = await until(async () => {
      const poll = await visitorPoll(t.app, chat, cursorOf(last));
      return poll.body.messages.length > 0 && poll;
    });
    expect(next.body.messages.map((m) => m.message)).toEqual(["Your report is ready"]);

    const agentLast = (await agentPoll(t.app, meera, chat)).body.messages.at(-1)!;
    expect((await agentPoll(t.app, meera, chat, cursorOf(agentLast))).body.messages).toEqual([]);
    const reply = await t.app.inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message: "Thank you" } });
    expect(reply.statusCode).toBe(201);
    const seen = await until(async () => {
      const poll = await agentPoll(t.app, meera, chat, cursorOf(agentLast));
      return poll.body.messages.length > 0 && poll;
    });
    expect(seen.body.messages.map((m) => m.message)).toEqual(["Thank you"]);
  });

  it("tells a quiet chat's visitor that the agent ended it, with the end message", async () => {
    const { chat, last } = await taken();
    await quietPoll(t.app, chat, last);
    expect((await t.app.inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: meera.headers })).statusCode).toBe(200);
    const next = await until(async () => {
      const poll = await visitorPoll(t.app, chat, cursorOf(last));
      return poll.body.session.status === "ended" && poll;
    });
    expect(next.body.messages).toHaveLength(1);
    expect(next.body.messages[0]!.sender_type).toBe("system");
  });

  it("answers the first poll after this instance stored a message with it, before the instance's own event comes back", async () => {
    const { chat, last } = await taken();
    const release = holdBusEvents(t.app);
    try {
      await quietPoll(t.app, chat, last);
      // Memory would answer this cursor with "nothing new", and no event of the chat can reach it now.
      expect(t.app.chat.polls.quiet(chat.sessionId, { since: last.created_at, afterId: last.id })).not.toBeNull();
      const sent = await t.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "Your sample reached the lab" } });
      expect(sent.statusCode).toBe(201);
      const next = await visitorPoll(t.app, chat, cursorOf(last));
      expect(next.body.messages.map((m) => m.message)).toEqual(["Your sample reached the lab"]);

      // The same for a visitor's message and the agent's next poll.
      const newest = next.body.messages.at(-1)!;
      expect((await agentPoll(t.app, meera, chat, cursorOf(newest))).body.messages).toEqual([]);
      expect(t.app.chat.polls.quiet(chat.sessionId, { since: newest.created_at, afterId: newest.id })).not.toBeNull();
      const reply = await t.app.inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message: "Thank you, didi" } });
      expect(reply.statusCode).toBe(201);
      expect((await agentPoll(t.app, meera, chat, cursorOf(newest))).body.messages.map((m) => m.message)).toEqual(["Thank you, didi"]);
    } finally {
      release();
    }
  });

  it("refuses a wrong visitor token and an agent who does not hold the chat, even for a quiet chat", async () => {
    const { chat, last } = await taken();
    await quietPoll(t.app, chat, last);
    const other = await startChat(t.app);
    expect((await visitorPoll(t.app, chat, cursorOf(last), other.visitorToken)).status).toBe(403);
    expect((await agentPoll(t.app, ravi, chat, cursorOf(last))).status).toBe(403);
    expect((await agentPoll(t.app, meera, chat, cursorOf(last))).status).toBe(200);
  });

  it("moves a waiting visitor up the queue when a chat ahead is taken", async () => {
    const ahead = await startChat(t.app);
    const behind = await startChat(t.app);
    const first = await visitorPoll(t.app, behind);
    const last = first.body.messages.at(-1)!;
    const before = (await quietPoll(t.app, behind, last)).body.session.queuePosition!;
    expect(before).toBeGreaterThan(1);
    await t.app.inject({ method: "POST", url: CHAT_API.take(ahead.sessionId), headers: meera.headers });
    const moved = await until(async () => {
      const poll = await visitorPoll(t.app, behind, cursorOf(last));
      return poll.body.session.queuePosition === before - 1 && poll;
    });
    expect(moved.body.messages).toEqual([]);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)("chat polls answered from memory across two instances on PostgreSQL", () => {
  const both = twoInstancesOnPostgres();
  let a: TestApp;
  let b: FastifyInstance;
  let agent: Agent;
  beforeAll(() => ({ a, b, agent } = both));

  it("returns on B a message and an end written through A after B answered from memory", async () => {
    const chat = await startChat(a.app);
    await a.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    const last = (await visitorPoll(b, chat)).body.messages.at(-1)!;
    await quietPoll(b, chat, last);
    await a.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: agent.headers, payload: { message: "Written on A" } });
    const next = await until(async () => {
      const poll = await visitorPoll(b, chat, cursorOf(last));
      return poll.body.messages.length > 0 && poll;
    });
    expect(next.body.messages.map((m) => m.message)).toEqual(["Written on A"]);

    const newest = next.body.messages.at(-1)!;
    await quietPoll(b, chat, newest);
    await a.app.inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: agent.headers });
    const ended = await until(async () => {
      const poll = await visitorPoll(b, chat, cursorOf(newest));
      return poll.body.session.status === "ended" && poll;
    });
    expect(ended.body.messages.map((m) => m.sender_type)).toEqual(["system"]);
  });

  it("forgets what it knew when its listener loses the connection", async () => {
    const chat = await startChat(a.app);
    await a.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    const last = (await visitorPoll(b, chat)).body.messages.at(-1)!;
    await quietPoll(b, chat, last);
    expect(b.chat.polls.size).toBeGreaterThan(0);
    // The listener's connection ends as a lost connection would; the bus reconnects a second later.
    await (b.chatBus as unknown as { client: { end(): Promise<void> } }).client.end();
    await until(async () => !b.chatBus.live);
    expect(b.chat.polls.size).toBe(0);
    expect((await visitorPoll(b, chat, cursorOf(last))).body.messages).toEqual([]);
    expect(b.chat.polls.size).toBe(0);
    await until(async () => b.chatBus.live);
  });
});
