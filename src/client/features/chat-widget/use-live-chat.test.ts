// A place in the queue that the socket sends late: positions are read and sent in batches, so one read before an agent
// took the chat can come after the "taken" event, and must not put the widget back to "waiting for an agent".
import { describe, expect, it } from "vitest";
import type { SavedChat } from "./chat-storage.ts";
import { withQueuePosition } from "./use-live-chat.ts";

const chat = (queue: SavedChat["queue"]): SavedChat => ({
  info: { name: "Sita Ram", email: "sita@example.in", phone: null, location: null, userType: "farmer" },
  mode: "agent",
  session: { sessionId: "s-1", token: "t-1" } as SavedChat["session"],
  messages: [],
  ended: false,
  queue,
});

describe("withQueuePosition", () => {
  it("moves a waiting chat's place in the queue", () => {
    expect(withQueuePosition(chat({ status: "waiting", queuePosition: 3 }), 1).queue).toEqual({ status: "waiting", queuePosition: 1 });
  });

  it("leaves a chat an agent has taken as it is, and one that has ended", () => {
    const taken = chat({ status: "active", queuePosition: null });
    expect(withQueuePosition(taken, 1)).toBe(taken);
    const ended = { ...chat({ status: "ended", queuePosition: null }), ended: true };
    expect(withQueuePosition(ended, 1)).toBe(ended);
  });
});
