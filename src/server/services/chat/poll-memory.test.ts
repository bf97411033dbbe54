// Poll memory: a poll is answered from memory only while the bus's events prove nothing changed since the read.
import { describe, expect, it } from "vitest";
import { sessionRow, sessionSummary } from "../../test-support/chat-rows.ts";
import type { AgentSessionSummary, ChatMessage } from "../../../shared/schemas/chat.ts";
import { LocalBus } from "./event-bus.ts";
import { PollMemory, cursorKey } from "./poll-memory.ts";

const CHAT = "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11";
const OTHER = "7a2d4b63-1e7f-4e1c-8b64-6c2a8a1c7b22";
const MEERA = "11111111-2222-4333-8444-555555555555";

const row = (status: string, id = CHAT) => sessionRow({ id, status, agent_id: status === "waiting" ? null : MEERA });
const message = (n: number): ChatMessage => ({
  id: crypto.randomUUID(),
  message: `message ${n}`,
  sender_type: "user",
  sender_name: "Asha",
  created_at: new Date(Date.parse("2026-11-26T10:00:00.000Z") + n).toISOString(),
});
const after = (m: ChatMessage) => ({ since: m.created_at, afterId: m.id });
const summary = (status: AgentSessionSummary["status"]) => sessionSummary(CHAT, { status, agentId: MEERA });

/** A memory whose chat was read once: its messages were `m1`, `m2`. */
function readOnce(status = "active") {
  const bus = new LocalBus();
  const memory = new PollMemory(bus);
  const [m1, m2] = [message(1), message(2)];
  memory.begin(CHAT, 500)(row(status), {}, [m1!, m2!]);
  return { bus, memory, m1: m1!, m2: m2! };
}

describe("PollMemory", () => {
  it("answers a poll from the last message read, and no other cursor", () => {
    const { memory, m1, m2 } = readOnce();
    expect(memory.quiet(CHAT, after(m2))).toMatchObject({ id: CHAT, status: "active" });
    expect(memory.quiet(CHAT, after(m1))).toBeNull();
    expect(memory.quiet(CHAT, {})).toBeNull();
    expect(memory.quiet(OTHER, after(m2))).toBeNull();
  });

  it("matches a cursor whose time is spelled differently", () => {
    const { memory, m2 } = readOnce();
    const offset = new Date(Date.parse(m2.created_at)).toISOString().replace("Z", "+00:00");
    expect(memory.quiet(CHAT, { since: offset, afterId: m2.id })).not.toBeNull();
  });

  it("keeps a read that found nothing under the cursor it was asked with", () => {
    const bus = new LocalBus();
    const memory = new PollMemory(bus);
    const m = message(5);
    memory.begin(CHAT, 500)(row("active"), after(m), []);
    expect(cursorKey(after(m))).toBe(`${m.created_at}|${m.id}`);
    expect(memory.quiet(CHAT, after(m))).not.toBeNull();
  });

  it("forgets a chat when a new message of it is published, and only that chat", () => {
    const { bus, memory, m2 } = readOnce();
    memory.begin(OTHER, 500)(row("active", OTHER), {}, [m2]);
    void bus.publish({ kind: "message", sessionId: CHAT, agentId: MEERA, message: message(3) });
    expect(memory.quiet(CHAT, after(m2))).toBeNull();
    expect(memory.quiet(OTHER, after(m2))).not.toBeNull();
  });

  it("forgets a chat this instance wrote to at once, before its own event comes back", () => {
    const { memory, m2 } = readOnce();
    memory.forget(CHAT);
    expect(memory.quiet(CHAT, after(m2))).toBeNull();
  });

  it("forgets a chat when it changes (an end), and never answers for an ended chat", () => {
    const { bus, memory, m2 } = readOnce();
    void bus.publish({ kind: "session", session: summary("ended") });
    expect(memory.quiet(CHAT, after(m2))).toBeNull();
    memory.begin(CHAT, 500)(row("ended"), {}, [m2]);
    expect(memory.quiet(CHAT, after(m2))).toBeNull();
  });

  it("does not keep a read that a message overtook", () => {
    const bus = new LocalBus();
    const memory = new PollMemory(bus);
    const m1 = message(1);
    const fill = memory.begin(CHAT, 500);
    // The read saw m1; m2 was stored and published before the read finished.
    void bus.publish({ kind: "message", sessionId: CHAT, agentId: MEERA, message: message(2) });
    fill(row("active"), {}, [m1]);
    expect(memory.quiet(CHAT, after(m1))).toBeNull();
  });

  it("does not keep a full page (more may follow it) or a failed read", () => {
    const bus = new LocalBus();
    const memory = new PollMemory(bus);
    const page = [message(1), message(2)];
    memory.begin(CHAT, 2)(row("active"), {}, page);
    expect(memory.quiet(CHAT, after(page[1]!))).toBeNull();
    memory.begin(CHAT, 500)(null, {}, []);
    expect(memory.size).toBe(0);
  });

  it("forgets everything on a gap in the bus's events, and answers nothing while the bus is not live", () => {
    const { bus, memory, m2 } = readOnce();
    bus.gap();
    expect(memory.quiet(CHAT, after(m2))).toBeNull();
    const down = Object.assign(new LocalBus(), { live: false });
    const blind = new PollMemory(down);
    blind.begin(CHAT, 500)(row("active"), {}, [m2]);
    expect(blind.quiet(CHAT, after(m2))).toBeNull();
  });

  it("keeps at most its limit of chats, the oldest going first", () => {
    const bus = new LocalBus();
    const memory = new PollMemory(bus, 3);
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    const m = message(1);
    for (const id of ids) memory.begin(id, 500)(row("active", id), {}, [m]);
    expect(memory.size).toBe(3);
    expect(memory.quiet(ids[0]!, after(m))).toBeNull();
    expect(memory.quiet(ids[4]!, after(m))).not.toBeNull();
  });

  it("stops following the bus once closed", () => {
    const { bus, memory } = readOnce();
    memory.close();
    expect(memory.size).toBe(0);
    expect((bus as unknown as { emitter: { listenerCount(e: string): number } }).emitter.listenerCount("event")).toBe(0);
  });
});
