// Two tabs that each hear a message and write the chat at once: the tab reading the other's copy keeps both messages,
// the later cursor and the most seen; another chat (a reset, a new start) replaces its own.
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { sameChatMerged, type SavedChat } from "./chat-storage.ts";

const message = (id: string, at: string, text: string): ChatMessage => ({ id, message: text, sender_type: "agent", sender_name: "Meera", created_at: `2026-11-28T06:00:${at}.000Z` });
const info: SavedChat["info"] = { name: "Rekha Pawar", email: "rekha@example.in", phone: null, location: null, userType: "farmer" };
const chat = (sessionId: string, messages: ChatMessage[], seen = 0): SavedChat => ({
  info,
  mode: "agent",
  session: { sessionId, token: `token-${sessionId}` } as SavedChat["session"],
  messages,
  ended: false,
  cursor: messages.length ? { id: messages.at(-1)!.id, created_at: messages.at(-1)!.created_at } : undefined,
  seen,
});

const hello = message("a", "01", "Namaste");
const seenInBoth = message("b", "02", "Seen in both tabs");
const counted = message("c", "03", "Counted on the bar");

describe("sameChatMerged", () => {
  it("keeps the messages of both tabs, in order, once, with the later cursor and the most seen", () => {
    const mine = chat("s1", [hello, seenInBoth], 2);
    const theirs = chat("s1", [hello, counted], 1);
    const merged = sameChatMerged(mine, theirs)!;
    expect(merged.messages.map((m) => m.message)).toEqual(["Namaste", "Seen in both tabs", "Counted on the bar"]);
    expect(merged.cursor).toEqual({ id: "c", created_at: counted.created_at });
    expect(merged.seen).toBe(2);
  });

  it("takes the other tab's copy as it is when it already has everything", () => {
    const theirs = chat("s1", [hello, seenInBoth, counted], 3);
    expect(sameChatMerged(chat("s1", [hello], 1), theirs)).toBe(theirs);
  });

  it("lets another chat or a reset replace this tab's", () => {
    const next = chat("s2", []);
    expect(sameChatMerged(chat("s1", [hello]), next)).toBe(next);
    expect(sameChatMerged(chat("s1", [hello]), null)).toBeNull();
  });
});
