// Merging chat messages from the socket and the poll never repeats one and keeps time order.
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { CHAT_TEXT, preferredTimeLabels, SUGGESTED_QUESTIONS } from "../../../shared/schemas/chat-constants.ts";
import { userTypeLabels } from "../../../shared/schemas/lead.ts";
import en from "../../i18n/locales/chat/en.json";
import hi from "../../i18n/locales/chat/hi.json";
import type { Translate } from "../../i18n/use-t.ts";
import { systemText } from "../../../shared/schemas/chat-system-lines.ts";
import { assistantHistory, asksForPerson, isEndMessage, localMessage, mergeMessages, SUGGESTED_QUESTION_IDS } from "./chat-messages.ts";

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

describe("assistantHistory", () => {
  const say = (sender_type: ChatMessage["sender_type"], message: string, at: string): ChatMessage => ({ ...msg(`${sender_type}-${at}`, at, message), sender_type });

  it("sends the last six turns between the visitor and the assistant, oldest first, without agent or system lines", () => {
    const messages = [
      say("agent", "Hello Asha! An agent will be with you in a moment.", "01"),
      say("system", CHAT_TEXT.visitorLeft, "02"),
      ...["03", "04", "05", "06", "07", "08", "09", "10"].map((at, i) => say(i % 2 ? "bot" : "user", `turn ${at}`, at)),
    ];
    expect(assistantHistory(messages)).toEqual([
      { from: "user", text: "turn 05" },
      { from: "bot", text: "turn 06" },
      { from: "user", text: "turn 07" },
      { from: "bot", text: "turn 08" },
      { from: "user", text: "turn 09" },
      { from: "bot", text: "turn 10" },
    ]);
    expect(assistantHistory([])).toEqual([]);
  });

  it("keeps each turn within the assistant's 600 characters and drops characters it refuses", () => {
    const long = `${"क".repeat(599)}😀 and more`;
    const [cut] = assistantHistory([say("bot", long, "01")]);
    // The cut went through the emoji: its half is dropped rather than sent (the server refuses a lone half).
    expect(cut).toEqual({ from: "bot", text: "क".repeat(599) });
    expect(assistantHistory([say("user", "  mitti\u0000 ki jaanch  ", "01"), say("user", "\u0007  ", "02")])).toEqual([{ from: "user", text: "mitti ki jaanch" }]);
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

describe("the widget's texts", () => {
  // A stand-in for useT(): the Hindi catalog, ids only (the messages used here have no placeholders).
  const hindi: Translate = (m) => hi[(typeof m === "string" ? m : m.id) as keyof typeof hi];

  it("shows the server's English system lines in the page's language, and anything else as it is", () => {
    expect(systemText(hindi, CHAT_TEXT.agentJoined)).toBe(hi["chat.system.agentJoined"]);
    expect(systemText(hindi, CHAT_TEXT.agentEnded)).toBe(hi["chat.system.agentEnded"]);
    expect(systemText(hindi, CHAT_TEXT.visitorLeft)).toBe(hi["chat.system.visitorLeft"]);
    expect(systemText(hindi, CHAT_TEXT.callbackLeft)).toBe(hi["chat.system.callbackLeft"]);
    expect(systemText(hindi, "Something the server says one day")).toBe("Something the server says one day");
  });

  it("keeps the English texts the spec and the server use word for word", () => {
    expect(SUGGESTED_QUESTION_IDS.map((id) => en[id])).toEqual([...SUGGESTED_QUESTIONS]);
    expect(en["chat.system.agentJoined"]).toBe(CHAT_TEXT.agentJoined);
    expect(en["chat.system.agentEnded"]).toBe(CHAT_TEXT.agentEnded);
    expect(en["chat.system.visitorLeft"]).toBe(CHAT_TEXT.visitorLeft);
    expect(en["chat.system.callbackLeft"]).toBe(CHAT_TEXT.callbackLeft);
    expect(en["chat.agent.greeting"].replace("{name}", "Asha").replace("{brand}", "MittiMitra")).toBe(CHAT_TEXT.greeting("Asha", "MittiMitra"));
    for (const [value, label] of Object.entries(userTypeLabels)) expect(en[`chat.userType.${value}` as keyof typeof en]).toBe(label);
    for (const [value, label] of Object.entries(preferredTimeLabels)) expect(en[`chat.callback.time.${value}` as keyof typeof en]).toBe(label);
  });

  it("asks the assistant, not a person, for every Hindi suggested question", () => {
    for (const id of SUGGESTED_QUESTION_IDS) expect(asksForPerson(hi[id]), hi[id]).toBe(false);
  });
});
