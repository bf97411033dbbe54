// Merging chat messages from the socket and the poll never repeats one and keeps time order.
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { CHAT_TEXT } from "../../../shared/schemas/chat-constants.ts";
import { asksForPerson, isEndMessage, localMessage, mergeMessages } from "./chat-messages.ts";

const msg = (id: string, at: string, text = id): ChatMessage => ({
  id,
  message: text,
  sender_type: "agent",
  sender_name: "MittiMitra Agent",
  created_at: `2026-11-22T10:00:${at}.000Z`,
});

describe("mergeMessages", () => {
  it("adds only messages it has not seen", () => {
    const list = [msg("a", "01"), msg("b", "02")];
    expect(mergeMessages(list, [msg("b", "02"), msg("c", "03"), msg("c", "03")]).map((m) => m.id)).toEqual(["a", "b", "c"]);
  });

  it("returns the same list when nothing is new, so React need not render", () => {
    const list = [msg("a", "01")];
    expect(mergeMessages(list, [msg("a", "01")])).toBe(list);
  });

  it("puts a late-arriving older message in its place and keeps same-time messages in arrival order", () => {
    const merged = mergeMessages([msg("a", "01"), msg("c", "05")], [msg("b", "03"), msg("d", "05")]);
    expect(merged.map((m) => m.id)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("message helpers", () => {
  it("recognises the agent's end of the chat only as a system message", () => {
    expect(isEndMessage({ ...msg("x", "01", CHAT_TEXT.agentEnded), sender_type: "system" })).toBe(true);
    expect(isEndMessage(msg("x", "01", CHAT_TEXT.agentEnded))).toBe(false);
  });

  it("gives each local message its own id", () => {
    const now = new Date();
    expect(localMessage("user", "Asha", "Hi", now).id).not.toBe(localMessage("user", "Asha", "Hi", now).id);
  });
});

describe("asksForPerson", () => {
  it("hears a request for a person in English, Hindi and Hinglish", () => {
    for (const text of ["Can I talk to a human?", "I want an agent", "please connect me to someone", "Let me speak with a real person", "मुझे इंसान से बात करनी है", "एजेंट से बात कराओ", "kisi se baat karni hai"]) {
      expect(asksForPerson(text), text).toBe(true);
    }
  });

  it("leaves ordinary questions to the assistant", () => {
    for (const text of ["How do I get my soil tested?", "What are your testing prices?", "How can I become a Soil Didi?", "मिट्टी की जांच कैसे करें?"]) {
      expect(asksForPerson(text), text).toBe(false);
    }
  });
});
