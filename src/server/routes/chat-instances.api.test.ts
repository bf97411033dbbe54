// Two app instances on one PostgreSQL database: an event written through instance A reaches a socket held by instance B
// (LISTEN/NOTIFY), once, and a message stays private to its chat across instances.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { CHAT_API, CHAT_LIMITS, type ChatMessage, type SocketEvent } from "../../shared/schemas/chat.ts";
import type { TestApp } from "../test-support/test-app.ts";
import { twoInstancesOnPostgres } from "./two-instances.ts";
import { freshAddress, openChatSocket, startChat, visitorHeaders, waitFor, type Agent } from "./chat-test-support.ts";

describe.runIf(!!process.env.TEST_DATABASE_URL)("live chat across two instances on PostgreSQL", () => {
  const both = twoInstancesOnPostgres();
  let a: TestApp;
  let b: FastifyInstance;
  let agent: Agent;
  beforeAll(() => ({ a, b, agent } = both));

  it("sees on instance B the agent that went online through instance A", async () => {
    expect((await b.inject({ method: "GET", url: CHAT_API.availability })).json()).toMatchObject({ hasAvailableAgent: true });
  });

  it("pushes a message written through A to the visitor's socket on B, exactly once", async () => {
    const chat = await startChat(a.app);
    const other = await startChat(a.app);
    const socket = await openChatSocket(b, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    await a.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    await a.app.inject({ method: "POST", url: CHAT_API.take(other.sessionId), headers: agent.headers });
    await a.app.inject({ method: "POST", url: CHAT_API.agentMessages(other.sessionId), headers: agent.headers, payload: { message: "Not for this visitor" } });
    await a.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: agent.headers, payload: { message: "Hello from instance A" } });
    const isIt = (e: SocketEvent) => e.type === "message" && e.message.message === "Hello from instance A";
    await waitFor(() => socket.events.find(isIt));
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.events.filter(isIt)).toHaveLength(1);
    expect(JSON.stringify(socket.events)).not.toContain("Not for this visitor");
    socket.close();
  });

  it("carries a maximum-length message of multi-byte characters and emoji from A to a socket on B intact", async () => {
    const name = "अ".repeat(CHAT_LIMITS.nameMax);
    const chat = await startChat(a.app, name);
    await a.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    const socket = await openChatSocket(b, { type: "auth", role: "agent", accessToken: agent.accessToken });
    // About 5,700 bytes of UTF-8 and a 360-byte name; the quote, backslash and newline grow again when escaped.
    const text = `🌾"\\\n${"मिट्टीकीसेहत🌱".repeat(142)}मिट्टीक`;
    expect(text).toHaveLength(CHAT_LIMITS.messageMax);
    const res = await a.app.inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message: text } });
    expect(res.statusCode).toBe(201);
    const arrived = await waitFor(() => socket.events.find((e) => e.type === "message" && e.message.id === res.json<ChatMessage>().id));
    expect(arrived).toEqual({ type: "message", sessionId: chat.sessionId, message: res.json() });
    expect(arrived.type === "message" && arrived.message.message).toBe(text);
    socket.close();
  });

  it("carries an event far beyond PostgreSQL's 8,000-byte NOTIFY limit, in order with the events around it", async () => {
    const chat = await startChat(a.app);
    const socket = await openChatSocket(b, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    // Escaped as \u0001 each, the control characters alone make 12,000 bytes; the rest makes the event about 60 KB.
    const big = "\u0001".repeat(2000) + "क🌾".repeat(15_000);
    const message = (id: string, text: string): ChatMessage => ({ id, message: text, sender_type: "agent", sender_name: "MittiMitra Agent", created_at: new Date().toISOString() });
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const [i, text] of ["before", big, "after"].entries()) {
      await a.app.chatBus.publish({ kind: "message", sessionId: chat.sessionId, agentId: agent.id, message: message(ids[i]!, text) });
    }
    await waitFor(() => socket.events.find((e) => e.type === "message" && e.message.id === ids[2]));
    const got = socket.events.flatMap((e) => (e.type === "message" ? [e.message] : []));
    expect(got.map((m) => m.id)).toEqual(ids);
    expect(got[1]!.message).toBe(big);
    socket.close();
  });

  it("delivers a chat's messages written at once through both instances to sockets on both, each once, in the chat's order", async () => {
    const chat = await startChat(a.app);
    await a.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    const onA = await openChatSocket(a.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    const onB = await openChatSocket(b, { type: "auth", role: "agent", accessToken: agent.accessToken });
    const address = freshAddress();
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? a.app.inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: address, payload: { message: `visitor ${i}` } })
        : b.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: agent.headers, payload: { message: `agent ${i}` } }),
    );
    expect((await Promise.all(writes)).map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const stored = (await b.inject({ method: "GET", url: CHAT_API.agentMessages(chat.sessionId), headers: agent.headers })).json<{ messages: ChatMessage[] }>().messages;
    const written = stored.filter((m) => /^(visitor|agent) \d+$/.test(m.message)).map((m) => m.id);
    expect(written).toHaveLength(12);
    for (const socket of [onA, onB]) {
      const pushed = () => socket.events.flatMap((e) => (e.type === "message" && e.sessionId === chat.sessionId && written.includes(e.message.id) ? [e.message.id] : []));
      await waitFor(() => pushed().length >= 12);
      await new Promise((r) => setTimeout(r, 100));
      expect(pushed()).toEqual(written);
      socket.close();
    }
  });

  it("tells an agent's socket on B about a chat started through A", async () => {
    const socket = await openChatSocket(b, { type: "auth", role: "agent", accessToken: agent.accessToken });
    expect(socket.events[0]).toMatchObject({ type: "ready", role: "agent" });
    const chat = await startChat(a.app, "Cross Instance Kavita");
    const arrived = await waitFor(() => socket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId));
    expect(arrived).toMatchObject({ session: { status: "waiting", userName: "Cross Instance Kavita" } });
    socket.close();
  });
});
