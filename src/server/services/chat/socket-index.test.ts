// The socket index: each event reaches exactly the sockets that may see it, and a closed socket leaves nothing behind.
import type { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import type { AgentSessionSummary, ChatMessage, SocketEvent } from "../../../shared/schemas/chat.ts";
import { LocalBus, type ChatEvent } from "./event-bus.ts";
import { SocketIndex } from "./socket-index.ts";
import { visibleEvent } from "./socket-hub.ts";

type Viewer = Parameters<typeof visibleEvent>[0];

const CHAT_A = "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11";
const CHAT_B = "7a2d4b63-1e7f-4e1c-8b64-6c2a8a1c7b22";
const MEERA = "11111111-2222-4333-8444-555555555555";
const RAVI = "66666666-7777-4888-9999-000000000000";

const message = (text: string): ChatMessage => ({ id: crypto.randomUUID(), message: text, sender_type: "user", sender_name: "Asha", created_at: new Date().toISOString() });
const summary = (sessionId: string, status: AgentSessionSummary["status"], agentId: string | null): AgentSessionSummary => ({
  sessionId,
  status,
  agentId,
  userName: "Asha",
  userEmail: "asha@example.in",
  userPhone: null,
  userType: "farmer",
  language: "en",
  createdAt: new Date().toISOString(),
  takenAt: null,
  waitingMinutes: 0,
  firstMessage: null,
  startPath: null,
});

/** An index on a fresh bus, and sockets that record the frames they get. */
function setup() {
  const bus = new LocalBus();
  const index = new SocketIndex<Viewer>(bus, visibleEvent);
  const open = (viewer: Viewer) => {
    const frames: SocketEvent[] = [];
    const close = index.add(viewer, (json) => frames.push(JSON.parse(json) as SocketEvent));
    return { frames, close };
  };
  const publish = (event: ChatEvent) => void bus.publish(event);
  return { bus, index, open, publish };
}

const visitor = (sessionId: string): Viewer => ({ role: "visitor", sessionId });
const agent = (agentId: string): Viewer => ({ role: "agent", agentId, familyId: "family", accessToken: "token" });

describe("SocketIndex", () => {
  it("delivers a message to its chat's visitor sockets and its agent's sockets only", () => {
    const { open, publish } = setup();
    const a1 = open(visitor(CHAT_A));
    const a2 = open(visitor(CHAT_A)); // the same visitor in a second tab
    const b = open(visitor(CHAT_B));
    const meera = open(agent(MEERA));
    const ravi = open(agent(RAVI));
    const m = message("Namaste");
    publish({ kind: "message", sessionId: CHAT_A, agentId: MEERA, message: m });
    const expected = { type: "message", sessionId: CHAT_A, message: m };
    expect(a1.frames).toEqual([expected]);
    expect(a2.frames).toEqual([expected]);
    expect(meera.frames).toEqual([expected]);
    expect(b.frames).toEqual([]);
    expect(ravi.frames).toEqual([]);
  });

  it("delivers a waiting chat's message (no agent yet) to its visitor alone", () => {
    const { open, publish } = setup();
    const a = open(visitor(CHAT_A));
    const meera = open(agent(MEERA));
    publish({ kind: "message", sessionId: CHAT_A, agentId: null, message: message("Hello?") });
    expect(a.frames).toHaveLength(1);
    expect(meera.frames).toEqual([]);
  });

  it("passes typing to the other side of the chat and a page to the holding agent only", () => {
    const { open, publish } = setup();
    const a = open(visitor(CHAT_A));
    const b = open(visitor(CHAT_B));
    const meera = open(agent(MEERA));
    const ravi = open(agent(RAVI));
    publish({ kind: "typing", sessionId: CHAT_A, agentId: MEERA, from: "visitor", name: null });
    publish({ kind: "typing", sessionId: CHAT_A, agentId: MEERA, from: "agent", name: "Meera" });
    publish({ kind: "page", sessionId: CHAT_A, agentId: MEERA, page: { path: "/find-clinic", at: new Date().toISOString() } });
    expect(meera.frames.map((f) => f.type)).toEqual(["typing", "page"]);
    expect(meera.frames[0]).toMatchObject({ from: "visitor" });
    expect(a.frames).toEqual([{ type: "typing", sessionId: CHAT_A, from: "agent", name: "Meera" }]);
    expect(b.frames).toEqual([]);
    expect(ravi.frames).toEqual([]);
  });

  it("tells a session change to its visitor and to every agent, each as visibleEvent shapes it", () => {
    const { open, publish } = setup();
    const a = open(visitor(CHAT_A));
    const b = open(visitor(CHAT_B));
    const meera = open(agent(MEERA));
    const ravi = open(agent(RAVI));
    const taken = summary(CHAT_A, "active", MEERA);
    publish({ kind: "session", session: taken });
    expect(a.frames).toEqual([{ type: "session", session: { sessionId: CHAT_A, status: "active", agentId: MEERA } }]);
    expect(meera.frames).toEqual([{ type: "session", session: taken }]);
    // Ravi only learns that the chat left the waiting list.
    expect(ravi.frames).toEqual([{ type: "session", session: { sessionId: CHAT_A, status: "active", agentId: null } }]);
    expect(b.frames).toEqual([]);
  });

  it("tells presence to every socket", () => {
    const { open, publish } = setup();
    const sockets = [open(visitor(CHAT_A)), open(visitor(CHAT_B)), open(agent(MEERA))];
    publish({ kind: "presence", hasAvailableAgent: false });
    for (const s of sockets) expect(s.frames).toEqual([{ type: "presence", hasAvailableAgent: false }]);
  });

  it("stops delivering to a closed socket and keeps nothing of it", () => {
    const { index, open, publish } = setup();
    const a1 = open(visitor(CHAT_A));
    const a2 = open(visitor(CHAT_A));
    const meera = open(agent(MEERA));
    expect(index.size).toBe(3);
    expect(index.keys).toBe(2);
    a1.close();
    publish({ kind: "message", sessionId: CHAT_A, agentId: MEERA, message: message("Still there?") });
    expect(a1.frames).toEqual([]);
    expect(a2.frames).toHaveLength(1);
    a2.close();
    meera.close();
    a1.close(); // closing twice is harmless
    expect(index.size).toBe(0);
    expect(index.keys).toBe(0);
  });

  it("keeps a chat's other socket when one of two closes and a new one opens for the same chat", () => {
    const { index, open, publish } = setup();
    const first = open(visitor(CHAT_A));
    first.close();
    const second = open(visitor(CHAT_A));
    first.close(); // a late second close of the old socket must not drop the new one
    publish({ kind: "message", sessionId: CHAT_A, agentId: null, message: message("Back again") });
    expect(second.frames).toHaveLength(1);
    expect(index.size).toBe(1);
  });

  it("holds one bus listener for all its sockets and none after close", () => {
    const { bus, index, open } = setup();
    const emitter = (bus as unknown as { emitter: EventEmitter }).emitter;
    for (let i = 0; i < 100; i++) open(visitor(crypto.randomUUID()));
    expect(emitter.listenerCount("event")).toBe(1);
    index.close();
    expect(emitter.listenerCount("event")).toBe(0);
    expect(index.size).toBe(0);
  });
});
