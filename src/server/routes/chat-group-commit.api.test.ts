// Chat messages written by group commit (issue 16, message-batch.ts) on SQLite and PostgreSQL: a burst of messages
// shares one transaction and one set of statements yet keeps every rule of a message written alone: times at least
// 1 ms apart in stored order, a retried send answered with its first copy even in the same group, sockets told in
// stored order, and a refused message failing alone.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type ChatMessage, type CreatedChatSession, type SocketEvent } from "../../shared/schemas/chat.ts";
import type { PostedMessage } from "../services/chat/chat-service.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, openChatSocket, signInAgent, startChat, visitorHeaders, waitFor, type Agent } from "./chat-test-support.ts";

describe.each(testDatabases)("group commit of chat messages on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;
  let ravi: Agent;

  beforeAll(async () => {
    t = await createTestApp(kind);
    meera = await signInAgent(t.app, "meera@mittimitra.in");
    ravi = await signInAgent(t.app, "ravi@mittimitra.in", meera);
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: meera.headers, payload: { online: true } });
    expect(t.app.chat.groupCommit).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A chat Meera has taken, and what the visitor's service calls need. */
  const takenChat = async () => {
    const chat = await startChat(t.app);
    const taken = await t.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers });
    expect(taken.statusCode).toBe(200);
    // The agent's name is read once and kept, so every send below reaches the committer in the same turn.
    await t.app.chat.agentNameOf(meera.id);
    return { chat, session: await t.app.chat.visitorSession(chat.sessionId, chat.visitorToken) };
  };
  const stored = async (chat: CreatedChatSession) =>
    (
      await t.app.inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress() })
    ).json<{ messages: ChatMessage[] }>().messages;
  const messagesOf = (events: SocketEvent[], sessionId: string) =>
    events.flatMap((e) => (e.type === "message" && e.sessionId === sessionId ? [e.message] : []));

  it("writes a burst of one chat's messages in one group, each at least 1 ms after the one before, and sockets get them in stored order", async () => {
    const { chat, session } = await takenChat();
    const visitorSocket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    const agentSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
    const before = (await stored(chat)).length;
    const groups = t.app.chat.messageCommitStats.groups;
    const texts = Array.from({ length: 24 }, (_, i) => `burst ${i}`);
    const posted = await Promise.all(
      texts.map((text, i) =>
        i % 2 ? t.app.chat.postAgentMessage(chat.sessionId, meera.id, { text }) : t.app.chat.postVisitorMessage(session, { text, clientId: randomUUID() }),
      ),
    );
    expect(t.app.chat.messageCommitStats.groups).toBe(groups + 1);
    // Stored in the order the sends reached the committer (an agent's send first looks up the agent's name).
    const messages = (await stored(chat)).slice(before);
    expect(messages.map((m) => m.message).sort()).toEqual([...texts].sort());
    expect(messages).toEqual(posted.map((p) => p.message).sort((a, b) => a.created_at.localeCompare(b.created_at)));
    for (let i = 1; i < messages.length; i++) {
      expect(Date.parse(messages[i]!.created_at) - Date.parse(messages[i - 1]!.created_at)).toBeGreaterThanOrEqual(1);
    }
    const ids = messages.map((m) => m.id);
    await waitFor(() => messagesOf(visitorSocket.events, chat.sessionId).length >= texts.length);
    await waitFor(() => messagesOf(agentSocket.events, chat.sessionId).length >= texts.length);
    expect(messagesOf(visitorSocket.events, chat.sessionId).slice(-texts.length).map((m) => m.id)).toEqual(ids);
    expect(messagesOf(agentSocket.events, chat.sessionId).slice(-texts.length).map((m) => m.id)).toEqual(ids);
    visitorSocket.close();
    agentSocket.close();
  });

  it("answers a retried send that lands in the same group as its first copy with that copy, and stores and pushes it once", async () => {
    const { chat, session } = await takenChat();
    const socket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    const clientId = randomUUID();
    const groups = t.app.chat.messageCommitStats.groups;
    const results = await Promise.allSettled([
      t.app.chat.postVisitorMessage(session, { text: "Is the soil test free?", clientId }),
      t.app.chat.postVisitorMessage(session, { text: "Is the soil test free?", clientId }),
      t.app.chat.postVisitorMessage(session, { text: "Something else", clientId }),
      t.app.chat.postVisitorMessage(session, { text: "And the report?", clientId: randomUUID() }),
    ]);
    expect(t.app.chat.messageCommitStats.groups).toBe(groups + 1);
    const [first, retry, reused, next] = results;
    const firstCopy = (first as PromiseFulfilledResult<PostedMessage>).value;
    expect(firstCopy.replayed).toBe(false);
    expect(retry).toEqual({ status: "fulfilled", value: { message: firstCopy.message, replayed: true } });
    expect(reused.status).toBe("rejected");
    expect((reused as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    expect(next.status).toBe("fulfilled");
    const texts = (await stored(chat)).map((m) => m.message);
    expect(texts.filter((m) => m === "Is the soil test free?")).toHaveLength(1);
    expect(texts.slice(-2)).toEqual(["Is the soil test free?", "And the report?"]);
    await waitFor(() => messagesOf(socket.events, chat.sessionId).some((m) => m.message === "And the report?"));
    expect(messagesOf(socket.events, chat.sessionId).filter((m) => m.message === "Is the soil test free?")).toHaveLength(1);
    socket.close();
  });

  it("keeps each chat's messages to itself when a group holds several chats, and answers a later retry with the stored copy", async () => {
    const chats = [await takenChat(), await takenChat(), await takenChat()];
    const groups = t.app.chat.messageCommitStats.groups;
    const sends = Array.from({ length: 30 }, (_, i) => ({ chat: chats[i % 3]!, text: `chat ${i % 3} line ${Math.floor(i / 3)}`, clientId: randomUUID() }));
    const posted = await Promise.all(sends.map((s) => t.app.chat.postVisitorMessage(s.chat.session, { text: s.text, clientId: s.clientId })));
    expect(t.app.chat.messageCommitStats.groups).toBe(groups + 1);
    for (const [n, { chat }] of chats.entries()) {
      const mine = (await stored(chat)).filter((m) => m.sender_type === "user");
      expect(mine.map((m) => m.message)).toEqual(Array.from({ length: 10 }, (_, line) => `chat ${n} line ${line}`));
      for (let i = 1; i < mine.length; i++) expect(Date.parse(mine[i]!.created_at)).toBeGreaterThan(Date.parse(mine[i - 1]!.created_at));
    }
    // A retry after the group committed (its answer was lost) reads the stored copy from the database.
    const again = await t.app.chat.postVisitorMessage(sends[4]!.chat.session, { text: sends[4]!.text, clientId: sends[4]!.clientId });
    expect(again).toEqual({ message: posted[4]!.message, replayed: true });
  });

  it("refuses a message of the group alone (not the holder, no such chat, a chat that ended) and stores the rest", async () => {
    const { chat, session } = await takenChat();
    const ended = await takenChat();
    await t.app.inject({ method: "POST", url: CHAT_API.end(ended.chat.sessionId), headers: meera.headers });
    await t.app.chat.agentNameOf(ravi.id);
    const groups = t.app.chat.messageCommitStats.groups;
    const results = await Promise.allSettled([
      t.app.chat.postAgentMessage(chat.sessionId, meera.id, { text: "Namaste, I am here" }),
      t.app.chat.postAgentMessage(chat.sessionId, ravi.id, { text: "Not my chat" }),
      t.app.chat.postAgentMessage(randomUUID(), meera.id, { text: "Nobody reads this" }),
      t.app.chat.postVisitorMessage({ ...ended.session, status: "ended" }, { text: "Too late" }),
      t.app.chat.postVisitorMessage(session, { text: "Thank you" }),
    ]);
    expect(t.app.chat.messageCommitStats.groups).toBe(groups + 1);
    expect(results.map((r) => (r.status === "fulfilled" ? 201 : (r.reason as { statusCode: number }).statusCode))).toEqual([201, 403, 404, 409, 201]);
    expect((await stored(chat)).map((m) => m.message).slice(-2).sort()).toEqual(["Namaste, I am here", "Thank you"]);
    expect((await stored(ended.chat)).map((m) => m.message)).not.toContain("Too late");
  });

  it("answers agent messages sent at once over HTTP with 201s, stored in the order the answers' times give", async () => {
    const { chat } = await takenChat();
    const sends = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        t.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: `reply ${i}`, clientId: randomUUID() } }),
      ),
    );
    expect(sends.map((r) => r.statusCode)).toEqual(Array.from({ length: 16 }, () => 201));
    const answered = sends.map((r) => r.json<ChatMessage>()).sort((a, b) => a.created_at.localeCompare(b.created_at));
    expect((await stored(chat)).slice(-16)).toEqual(answered);
  });
});
