// Chat memory: a value read for a chat is kept until an event of that chat, a gap or the limit puts it out, and nothing
// is trusted while the bus is not live.
import { describe, expect, it } from "vitest";
import { sessionSummary } from "../../test-support/chat-rows.ts";
import { LocalBus } from "./event-bus.ts";
import { ChatMemory } from "./chat-memory.ts";

const CHAT = "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11";
const OTHER = "7a2d4b63-1e7f-4e1c-8b64-6c2a8a1c7b22";

/** A memory of numbers that forgets a chat on its session events only. */
function memoryOf(bus = new LocalBus(), maxChats?: number) {
  const memory = new ChatMemory<number>(bus, (event) => (event.kind === "session" ? event.session.sessionId : undefined), maxChats);
  return { bus, memory };
}

const changed = (sessionId: string) => ({ kind: "session" as const, session: sessionSummary(sessionId) });

describe("ChatMemory", () => {
  it("keeps the value a read returned, per chat", () => {
    const { memory } = memoryOf();
    memory.begin(CHAT)(1);
    memory.begin(OTHER)(2);
    expect(memory.get(CHAT)).toBe(1);
    expect(memory.get(OTHER)).toBe(2);
    expect(memory.size).toBe(2);
  });

  it("answers nothing for a chat whose read is under way, and keeps nothing from a failed read", () => {
    const { memory } = memoryOf();
    memory.begin(CHAT)(1);
    const keep = memory.begin(CHAT);
    expect(memory.get(CHAT)).toBeUndefined();
    keep();
    expect(memory.get(CHAT)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it("forgets a chat on an event the caller names, and only that chat", () => {
    const { bus, memory } = memoryOf();
    memory.begin(CHAT)(1);
    memory.begin(OTHER)(2);
    void bus.publish({ kind: "typing", sessionId: CHAT, agentId: null, from: "visitor", name: null });
    expect(memory.get(CHAT)).toBe(1);
    void bus.publish(changed(CHAT));
    expect(memory.get(CHAT)).toBeUndefined();
    expect(memory.get(OTHER)).toBe(2);
  });

  it("does not keep a read that an event of its chat overtook", () => {
    const { bus, memory } = memoryOf();
    const keep = memory.begin(CHAT);
    void bus.publish(changed(CHAT));
    keep(1);
    expect(memory.get(CHAT)).toBeUndefined();
    expect(memory.size).toBe(0);
  });

  it("does not let an older read overwrite a newer one of the same chat", () => {
    const { memory } = memoryOf();
    const first = memory.begin(CHAT);
    const second = memory.begin(CHAT);
    second(2);
    first(1);
    expect(memory.get(CHAT)).toBe(2);
  });

  it("keeps at most its limit of chats, the oldest going first", () => {
    const { memory } = memoryOf(new LocalBus(), 3);
    const ids = Array.from({ length: 5 }, () => crypto.randomUUID());
    ids.forEach((id, i) => memory.begin(id)(i));
    expect(memory.size).toBe(3);
    expect(memory.get(ids[1]!)).toBeUndefined();
    expect(memory.get(ids[2]!)).toBe(2);
    expect(memory.get(ids[4]!)).toBe(4);
  });

  it("forgets everything on a gap in the bus's events", () => {
    const { bus, memory } = memoryOf();
    memory.begin(CHAT)(1);
    const keep = memory.begin(OTHER);
    bus.gap();
    keep(2);
    expect(memory.size).toBe(0);
  });

  it("keeps and answers nothing while the bus is not live, nor a read that finished after it went down", () => {
    const down = Object.assign(new LocalBus(), { live: false });
    const { memory } = memoryOf(down);
    memory.begin(CHAT)(1);
    expect(memory.get(CHAT)).toBeUndefined();
    expect(memory.size).toBe(0);

    const bus = Object.assign(new LocalBus(), { live: true });
    const { memory: flaky } = memoryOf(bus);
    flaky.begin(OTHER)(2);
    const keep = flaky.begin(CHAT);
    bus.live = false;
    keep(1);
    expect(flaky.get(OTHER)).toBeUndefined();
    bus.live = true;
    expect(flaky.get(CHAT)).toBeUndefined();
  });

  it("forgets the kept values a test picks, leaving reads under way to finish", () => {
    const { memory } = memoryOf();
    memory.begin(CHAT)(1);
    memory.begin(OTHER)(2);
    const keep = memory.begin("third");
    memory.forgetWhere((value) => value !== 2);
    keep(3);
    expect(memory.get(CHAT)).toBeUndefined();
    expect(memory.get(OTHER)).toBe(2);
    expect(memory.get("third")).toBe(3);
  });

  it("stops following the bus once closed", () => {
    const { bus, memory } = memoryOf();
    memory.begin(CHAT)(1);
    memory.close();
    expect(memory.size).toBe(0);
    expect((bus as unknown as { emitter: { listenerCount(e: string): number } }).emitter.listenerCount("event")).toBe(0);
    expect((bus as unknown as { emitter: { listenerCount(e: string): number } }).emitter.listenerCount("gap")).toBe(0);
  });
});
