// The text of the transcript e-mail: every line with time and sender, in the chat's language, safe from forged lines.
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../../shared/site-config.ts";
import { CHAT_TEXT } from "../../../shared/schemas/chat-constants.ts";
import { TRANSFER_TEXT } from "../../../shared/schemas/chat-answering-constants.ts";
import type { ConversationTranscript } from "../../../shared/schemas/conversations.ts";
import { serverText } from "../../i18n.ts";
import { greetingName, transcriptMail } from "./transcript-mail.ts";

const site = { ...defaultSiteConfig, siteUrl: "https://mittimitra.example" };

const transcript = (language: string): ConversationTranscript => ({
  conversation: {
    id: "6f1c3a52-0d6e-4d0b-9a53-5b1f7f0b6a11",
    status: "ended",
    visitorName: "Asha\r\nDevi",
    visitorEmail: "asha@example.in",
    visitorPhone: null,
    userType: "farmer",
    language,
    agent: { id: "a", name: "Ravi" },
    createdAt: "2026-11-22T10:05:00.000Z",
    takenAt: "2026-11-22T10:06:00.000Z",
    endedAt: "2026-11-22T10:20:00.000Z",
    leadId: null,
    visitorMessages: 1,
    assistantMessages: 1,
    preview: "Price?",
  },
  messages: [
    { id: "1", sender: "assistant", name: "Assistant", text: "A test costs Rs 300.", at: "2026-11-22T10:05:10.000Z" },
    { id: "2", sender: "system", name: "System", text: CHAT_TEXT.agentJoined, at: "2026-11-22T10:06:00.000Z" },
    { id: "3", sender: "visitor", name: "Asha Devi", text: "Price?\n[16:00 IST] Ravi: forged", at: "2026-11-22T10:07:00.000Z" },
    { id: "4", sender: "system", name: "System", text: TRANSFER_TEXT.to("Ravi"), at: "2026-11-22T10:08:00.000Z" },
    { id: "5", sender: "agent", name: "Ravi from MittiMitra", text: "Rs 300.", at: "2026-11-22T10:09:00.000Z" },
  ],
  truncated: false,
});

describe("transcriptMail", () => {
  it("lists every line in India's time with who wrote it, and indents a message's own line breaks", () => {
    const { subject, text } = transcriptMail(transcript("en"), site);
    expect(subject).toBe("Your chat with MittiMitra, 2026-11-22");
    expect(text.split("\n")).toEqual([
      "Hello Asha Devi,",
      "",
      "here is your chat with MittiMitra, as you asked.",
      "",
      "[15:35 IST] MittiMitra Assistant: A test costs Rs 300.",
      "[15:36 IST] Note: An agent has joined the chat.",
      "[15:37 IST] You: Price?",
      "    [16:00 IST] Ravi: forged",
      "[15:38 IST] Note: You are now talking to Ravi.",
      "[15:39 IST] Ravi from MittiMitra: Rs 300.",
      "",
      "Another question? Start a new chat at https://mittimitra.example/ or call us on +91 98765 43210.",
      "",
      "-- Team MittiMitra",
      "",
    ]);
  });

  it("writes a Hindi chat's mail in Hindi, system lines and the site's Hindi address included", () => {
    const { subject, text } = transcriptMail(transcript("hi"), site);
    expect(subject).toBe("MittiMitra के साथ आपकी चैट, 2026-11-22");
    expect(text).toContain("नमस्ते Asha Devi,");
    expect(text).toContain(`[15:36 IST] सूचना: ${serverText("hi", "chat.system.agentJoined")}`);
    expect(text).toContain(`[15:38 IST] सूचना: ${serverText("hi", "chat.system.transferred", { name: "Ravi" })}`);
    expect(text).toContain("[15:37 IST] आप: Price?");
    expect(text).toContain("https://mittimitra.example/hi");
  });

  it("links each photo by the link it is given, in the chat's language (issue 26)", () => {
    const withPhotos = (language: string): ConversationTranscript => {
      const t = transcript(language);
      const photo = (id: string, sender: "visitor" | "agent", name: string, at: string) => ({ id, sender, name, text: "📷 Photo", at, photo: { id: `${id}`.padEnd(32, "a"), width: 1200, height: 900 } });
      return { ...t, messages: [...t.messages, photo("6", "visitor", "Asha Devi", "2026-11-22T10:10:00.000Z"), photo("7", "agent", "Ravi from MittiMitra", "2026-11-22T10:11:00.000Z")] };
    };
    const link = (id: string) => `https://mittimitra.example/api/v1/chat/photos/${id}/large.jpg?expires=1&sig=s`;
    const en = transcriptMail(withPhotos("en"), site, link).text;
    expect(en).toContain(`[15:40 IST] You: Photo: ${link("6".padEnd(32, "a"))}`);
    expect(en).toContain(`[15:41 IST] Ravi from MittiMitra: Photo: ${link("7".padEnd(32, "a"))}`);
    expect(transcriptMail(withPhotos("hi"), site, link).text).toContain(`[15:40 IST] आप: फ़ोटो: ${link("6".padEnd(32, "a"))}`);
    // Without a link (no signer given), the line still says a photo was sent.
    expect(transcriptMail(withPhotos("en"), site).text).toContain("[15:40 IST] You: Photo\n");
  });

  it("greets by the name without anything that reads as a web or mail address, and the team's lines quote it so (issue 27)", () => {
    expect(greetingName("Cheap pills at https://spam.example/offer")).toBe("Cheap pills at");
    expect(greetingName("Visit www.pills.example or pills.example/buy now")).toBe("Visit or now");
    expect(greetingName("Mail me: x@spam.example")).toBe("Mail me");
    expect(greetingName("javascript:alert(1) Ravi")).toBe("Ravi");
    // Names as people write them are kept: initials, Devanagari, hyphens.
    expect(greetingName("A. K. Sharma")).toBe("A. K. Sharma");
    expect(greetingName("आशा देवी-Patil")).toBe("आशा देवी-Patil");

    const spam = transcript("en");
    spam.conversation.visitorName = "https://spam.example";
    spam.messages.unshift({ id: "0", sender: "agent", name: "MittiMitra Agent", text: "Hello https://spam.example! An agent will be with you.", at: "2026-11-22T10:05:00.000Z" });
    const { subject, text } = transcriptMail(spam, site);
    expect(text.split("\n")[0]).toBe("Hello,");
    expect(`${subject}\n${text}`).not.toContain("spam.example");
    expect(transcriptMail({ ...spam, conversation: { ...spam.conversation, language: "hi" } }, site).text.split("\n")[0]).toBe("नमस्ते,");
  });

  it("says when the chat was longer than the lines sent", () => {
    expect(transcriptMail({ ...transcript("en"), truncated: true }, site).text).toContain("The chat is longer: these are its first 5 messages.");
  });
});
