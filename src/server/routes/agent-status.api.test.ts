// The inbox's server side (issue 30) on SQLite and PostgreSQL: an agent's status is online, away or offline (away keeps
// their chats and gets no new ones: no waiting visitor, no transfer), set by `{ status }` or the first API's
// `{ online }`; the waiting list and the agents' socket carry the visitor's first words and start page; a transfer
// carries a note for the receiving agent, who alone gets it with the socket frame, kept as an internal note the
// visitor never sees.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { CHAT_API, type AgentPresence, type AgentSessionSummary, type ChatMessage, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import { ANSWERING_API, type TeamState } from "../../shared/schemas/chat-answering.ts";
import { NOTES_API, type ChatNote } from "../../shared/schemas/chat-notes.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, openChatSocket, signInAgent, visitorHeaders, waitFor, type Agent } from "./chat-test-support.ts";

const NOTE = "Wants a clinic visit before rabi sowing; call after 5 pm";

describe.each(testDatabases)("agent status, first words and transfer notes on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;
  let ravi: Agent;

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const setStatus = (agent: Agent, payload: unknown) => inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: payload as object });
  const statusOf = async (agent: Agent) => (await inject({ method: "GET", url: CHAT_API.presence, headers: agent.headers })).json<AgentPresence>();
  const available = async () => (await inject({ method: "GET", url: CHAT_API.availability, remoteAddress: freshAddress() })).json<{ hasAvailableAgent: boolean }>().hasAvailableAgent;
  const start = async (userName: string, startPath = "/hi/find-clinic") => {
    const res = await inject({ method: "POST", url: CHAT_API.sessions, remoteAddress: freshAddress(), payload: { userName, userEmail: "asha@example.in", userType: "farmer", language: "hi", startPath } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedChatSession>();
  };
  const visitorSays = (chat: CreatedChatSession, message: string) =>
    inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message } });
  const waiting = async (agent: Agent) => (await inject({ method: "GET", url: CHAT_API.waiting, headers: agent.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;
  const transfer = (agent: Agent, chat: CreatedChatSession, payload: unknown) => inject({ method: "POST", url: ANSWERING_API.transfer(chat.sessionId), headers: agent.headers, payload: payload as object });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { chatTiming: { presenceGraceMs: 60_000 } });
    meera = await signInAgent(t.app, "meera.status@example.in");
    ravi = await signInAgent(t.app, "ravi.status@example.in", meera);
    await inject({ method: "PATCH", url: AUTH_API.user, headers: meera.headers, payload: { name: "Meera" } });
  });
  afterAll(async () => t?.close());

  it("keeps an away agent's chats and sends no new visitor to them; online again takes new ones", async () => {
    expect((await setStatus(meera, { status: "online" })).json()).toEqual({ online: true, status: "online" });
    const held = await start("Kamla Devi");
    expect(held.hasAgent).toBe(true);
    expect((await inject({ method: "POST", url: CHAT_API.take(held.sessionId), headers: meera.headers })).statusCode).toBe(200);

    expect((await setStatus(meera, { status: "away" })).json()).toEqual({ online: false, status: "away" });
    expect(await statusOf(meera)).toEqual({ online: false, status: "away" });
    expect(await available()).toBe(false);
    // Nobody takes new chats: the next visitor meets the assistant, as with nobody online.
    const next = await start("Gopal Rao");
    expect(next).toMatchObject({ hasAgent: false, status: "ended" });
    // The chat Meera holds goes on.
    expect((await inject({ method: "POST", url: CHAT_API.agentMessages(held.sessionId), headers: meera.headers, payload: { message: "Still here, Kamla ji" } })).statusCode).toBe(201);
    const team = (await inject({ method: "GET", url: ANSWERING_API.team, headers: ravi.headers })).json<TeamState>();
    expect(team.agents.find((a) => a.id === meera.id)).toMatchObject({ online: false, status: "away" });

    // The first API's { online } still works.
    expect((await setStatus(meera, { online: true })).json()).toEqual({ online: true, status: "online" });
    expect(await available()).toBe(true);
    expect((await setStatus(meera, { online: false })).json()).toEqual({ online: false, status: "offline" });
    expect(await statusOf(meera)).toEqual({ online: false, status: "offline" });
  });

  it("refuses a status it does not know, and changes nothing", async () => {
    await setStatus(meera, { status: "online" });
    for (const body of [{ status: "busy" }, { online: "yes" }, { status: "away", online: true }, {}]) {
      const res = await setStatus(meera, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "invalid_presence", message: expect.stringContaining("online, away, offline") } });
    }
    expect((await statusOf(meera)).status).toBe("online");
  });

  it("shows the visitor's first words and start page in the waiting list, and pushes them to the agents", async () => {
    await setStatus(meera, { status: "online" });
    const socket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
    try {
      const chat = await start("Lakshmi Naik", "/hi/services");
      const before = (await waiting(meera)).find((s) => s.sessionId === chat.sessionId)!;
      expect(before).toMatchObject({ firstMessage: null, startPath: "/hi/services", language: "hi" });
      expect((await visitorSays(chat, "मेरे खेत की मिट्टी में नमक ज़्यादा है, क्या करूं?")).statusCode).toBe(201);
      await visitorSays(chat, "दूसरा सवाल");
      const after = (await waiting(meera)).find((s) => s.sessionId === chat.sessionId)!;
      expect(after.firstMessage).toBe("मेरे खेत की मिट्टी में नमक ज़्यादा है, क्या करूं?");
      const pushed = await waitFor(() =>
        socket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId && "firstMessage" in e.session && e.session.firstMessage),
      );
      expect(pushed).toMatchObject({ session: { status: "waiting", firstMessage: "मेरे खेत की मिट्टी में नमक ज़्यादा है, क्या करूं?", startPath: "/hi/services" } });
      // A long first message is clipped for the list.
      const long = await start("Long Writer");
      await visitorSays(long, "मिट्टी ".repeat(60));
      const clipped = (await waiting(meera)).find((s) => s.sessionId === long.sessionId)!.firstMessage!;
      expect(clipped.length).toBe(140);
      expect(clipped.endsWith("…")).toBe(true);
    } finally {
      socket.close();
    }
  });

  it("hands a chat over with a note the receiving agent alone gets, kept as an internal note, never the visitor's", async () => {
    await setStatus(meera, { status: "online" });
    await setStatus(ravi, { status: "online" });
    const chat = await start("Savitri Kale");
    expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers })).statusCode).toBe(200);
    await visitorSays(chat, "Can someone visit my farm?");
    const raviSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
    const meeraSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
    const visitorSocket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    try {
      const res = await transfer(meera, chat, { agentId: ravi.id, note: `  ${NOTE}  ` });
      expect(res.statusCode, res.body).toBe(200);
      const frame = await waitFor(() => raviSocket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId && "handover" in e.session));
      expect(frame).toMatchObject({ session: { agentId: ravi.id, firstMessage: "Can someone visit my farm?", handover: { by: "Meera", note: NOTE } } });
      const notes = (await inject({ method: "GET", url: NOTES_API.notes(chat.sessionId), headers: ravi.headers })).json<{ notes: ChatNote[] }>().notes;
      expect(notes).toEqual([expect.objectContaining({ text: NOTE, authorName: "Meera" })]);
      // Meera hears only that it left her; the visitor never hears the note.
      await waitFor(() => meeraSocket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId && e.session.agentId === null));
      expect(JSON.stringify(meeraSocket.events)).not.toContain(NOTE);
      const lines = (await inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress() })).json<{ messages: ChatMessage[] }>().messages;
      expect(JSON.stringify(lines)).not.toContain(NOTE);
      await new Promise((r) => setTimeout(r, 100));
      expect(JSON.stringify(visitorSocket.events)).not.toContain(NOTE);
    } finally {
      raviSocket.close();
      meeraSocket.close();
      visitorSocket.close();
    }
  });

  it("refuses a transfer to an agent who is away or offline, or with a note too long, and changes nothing", async () => {
    await setStatus(meera, { status: "online" });
    const chat = await start("Ramesh Patil");
    expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: meera.headers })).statusCode).toBe(200);
    await setStatus(ravi, { status: "away" });
    const away = await transfer(meera, chat, { agentId: ravi.id, note: "over to you" });
    expect(away.statusCode).toBe(409);
    expect(away.json<{ error: { message: string } }>().error.message).toContain("is away");
    await setStatus(ravi, { status: "offline" });
    expect((await transfer(meera, chat, { agentId: ravi.id })).statusCode).toBe(409);
    await setStatus(ravi, { status: "online" });
    const long = await transfer(meera, chat, { agentId: ravi.id, note: "x".repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { code: "invalid_transfer" } });
    // Still Meera's, with no note left behind.
    expect((await inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: meera.headers, payload: { message: "I am still with you" } })).statusCode).toBe(201);
    const notes = (await inject({ method: "GET", url: NOTES_API.notes(chat.sessionId), headers: meera.headers })).json<{ notes: ChatNote[] }>().notes;
    expect(notes).toEqual([]);
  });
});
