// Typing frames: who sees them, how often they pass, and which are dropped.
import { describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import type { ChatBus, ChatEvent } from "./event-bus.ts";
import type { ChatService } from "./chat-service.ts";
import { typingRelay } from "./typing-relay.ts";
import { visibleEvent } from "./socket-hub.ts";

const SESSION = "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11";
const MEERA = "11111111-2222-4333-8444-555555555555";
const RAVI = "66666666-7777-4888-9999-000000000000";

function setup(target: { status: string; agentId: string | null; agentDisplayName: string | null } | null) {
  const published: ChatEvent[] = [];
  const bus = { publish: async (e: ChatEvent) => void published.push(e) } as unknown as ChatBus;
  const chat = { typingTarget: async () => target } as unknown as ChatService;
  const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;
  return { published, deps: { chat, bus, log } };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe("typingRelay", () => {
  it("passes one frame per throttle window and drops the ones in between", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const { published, deps } = setup({ status: "active", agentId: MEERA, agentDisplayName: "Meera" });
      const relay = typingRelay({ role: "visitor", sessionId: SESSION }, deps);
      relay({ type: "typing" });
      relay({ type: "typing" });
      await settle();
      expect(published).toEqual([{ kind: "typing", sessionId: SESSION, agentId: MEERA, from: "visitor", name: null }]);
      vi.setSystemTime(Date.now() + 1500);
      relay({ type: "typing" });
      await settle();
      expect(published).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends an agent's frame only for a live chat the agent holds, with the agent's name", async () => {
    const held = setup({ status: "active", agentId: MEERA, agentDisplayName: "Meera" });
    typingRelay({ role: "agent", agentId: MEERA }, held.deps)({ type: "typing", sessionId: SESSION });
    typingRelay({ role: "agent", agentId: RAVI }, held.deps)({ type: "typing", sessionId: SESSION });
    typingRelay({ role: "agent", agentId: MEERA }, held.deps)({ type: "typing", sessionId: "not-a-uuid" });
    typingRelay({ role: "agent", agentId: MEERA }, held.deps)({ type: "typing" });
    const ended = setup({ status: "ended", agentId: MEERA, agentDisplayName: "Meera" });
    typingRelay({ role: "agent", agentId: MEERA }, ended.deps)({ type: "typing", sessionId: SESSION });
    await settle();
    expect(held.published).toEqual([{ kind: "typing", sessionId: SESSION, agentId: MEERA, from: "agent", name: "Meera" }]);
    expect(ended.published).toEqual([]);
  });
});

describe("visibleEvent for typing", () => {
  const fromVisitor: ChatEvent = { kind: "typing", sessionId: SESSION, agentId: MEERA, from: "visitor", name: null };
  const fromAgent: ChatEvent = { kind: "typing", sessionId: SESSION, agentId: MEERA, from: "agent", name: "Meera" };

  it("shows the visitor's typing only to the agent holding the chat", () => {
    expect(visibleEvent({ role: "agent", agentId: MEERA, familyId: "f", accessToken: "t" }, fromVisitor)).toEqual({ type: "typing", sessionId: SESSION, from: "visitor", name: null });
    expect(visibleEvent({ role: "agent", agentId: RAVI, familyId: "f", accessToken: "t" }, fromVisitor)).toBeNull();
    expect(visibleEvent({ role: "visitor", sessionId: SESSION }, fromVisitor)).toBeNull();
  });

  it("shows the agent's typing only to that chat's visitor", () => {
    expect(visibleEvent({ role: "visitor", sessionId: SESSION }, fromAgent)).toEqual({ type: "typing", sessionId: SESSION, from: "agent", name: "Meera" });
    expect(visibleEvent({ role: "visitor", sessionId: RAVI }, fromAgent)).toBeNull();
    expect(visibleEvent({ role: "agent", agentId: MEERA, familyId: "f", accessToken: "t" }, fromAgent)).toBeNull();
  });
});
