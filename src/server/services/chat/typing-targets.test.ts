// Typing targets: a chat is read once for all its typing frames, and read again after any change of who holds it.
import { describe, expect, it, vi } from "vitest";
import { sessionSummary } from "../../test-support/chat-rows.ts";
import { LocalBus } from "./event-bus.ts";
import { TypingTargets, type TypingTarget } from "./typing-targets.ts";

const CHAT = "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11";
const OTHER = "7a2d4b63-1e7f-4e1c-8b64-6c2a8a1c7b22";
const MEERA = "11111111-2222-4333-8444-555555555555";

const held: TypingTarget = { status: "active", agentId: MEERA, agentDisplayName: "Meera" };
const session = (sessionId: string) => sessionSummary(sessionId, { status: "ended", agentId: MEERA });

function counted(target: TypingTarget | null = held) {
  let reads = 0;
  return { read: async () => (reads++, target), reads: () => reads };
}

describe("TypingTargets", () => {
  it("reads a chat once for any number of typing frames, and again after that chat's session event only", async () => {
    const bus = new LocalBus();
    const targets = new TypingTargets(bus);
    const a = counted();
    for (let i = 0; i < 5; i++) expect(await targets.get(CHAT, a.read)).toEqual(held);
    expect(a.reads()).toBe(1);
    void bus.publish({ kind: "session", session: session(OTHER) });
    await targets.get(CHAT, a.read);
    expect(a.reads()).toBe(1);
    void bus.publish({ kind: "session", session: session(CHAT) });
    await targets.get(CHAT, a.read);
    expect(a.reads()).toBe(2);
  });

  it("does not keep a read that the chat's session event overtook", async () => {
    const bus = new LocalBus();
    const targets = new TypingTargets(bus);
    let reads = 0;
    const slow = async () => {
      reads++;
      void bus.publish({ kind: "session", session: session(CHAT) });
      return held;
    };
    await targets.get(CHAT, slow);
    await targets.get(CHAT, slow);
    expect(reads).toBe(2);
    expect(targets.size).toBe(0);
  });

  it("forgets the chats an agent holds when the agent's name changes, everything after a gap, and trusts nothing while the bus is down", async () => {
    const bus = new LocalBus();
    const targets = new TypingTargets(bus);
    const a = counted();
    await targets.get(CHAT, a.read);
    await targets.get(OTHER, counted({ status: "active", agentId: null, agentDisplayName: null }).read);
    targets.forgetAgent(MEERA);
    expect(targets.size).toBe(1);
    await targets.get(CHAT, a.read);
    bus.gap();
    expect(targets.size).toBe(0);
    const down = new TypingTargets(Object.assign(new LocalBus(), { live: false }));
    const b = counted();
    await down.get(CHAT, b.read);
    await down.get(CHAT, b.read);
    expect(b.reads()).toBe(2);
  });

  it("reads again after a minute, so a name changed on another instance shows", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const targets = new TypingTargets(new LocalBus());
      const a = counted();
      await targets.get(CHAT, a.read);
      vi.setSystemTime(Date.now() + 61_000);
      await targets.get(CHAT, a.read);
      expect(a.reads()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps at most its limit of chats, the oldest going first, and forgets a failed read", async () => {
    const targets = new TypingTargets(new LocalBus(), 3);
    for (let i = 0; i < 5; i++) await targets.get(crypto.randomUUID(), counted().read);
    expect(targets.size).toBe(3);
    const fresh = new TypingTargets(new LocalBus());
    await expect(fresh.get(CHAT, () => Promise.reject(new Error("database gone")))).rejects.toThrow("database gone");
    expect(fresh.size).toBe(0);
  });
});
