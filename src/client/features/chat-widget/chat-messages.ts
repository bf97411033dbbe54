// Pure rules for the widget's message list: merging without repeats, the agent's end, and the assistant's own lines.
import { ASSISTANT_LIMITS, CHAT_TEXT, type ChatMessage, type SenderType } from "../../../shared/schemas/chat-constants.ts";
import { withoutUnstorable } from "../../../shared/schemas/text-rules.ts";
import { addNewMessages } from "../../lib/chat-log.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import type { MessageId } from "../../i18n/ids.ts";
import type { Translate } from "../../i18n/use-t.ts";

export const isEndMessage = (m: ChatMessage) => m.sender_type === "system" && m.message === CHAT_TEXT.agentEnded;

/** Adds the messages not yet in the list (by id), keeping the list in time order; returns the same list when nothing is new. */
export const mergeMessages = (list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] => addNewMessages(list, incoming).messages;

let serial = 0;
/** A message that exists only in this browser (the visitor's questions to the assistant and its answers). */
export function localMessage(senderType: SenderType, senderName: string, message: string, now = new Date()): ChatMessage {
  return { id: `local-${now.getTime()}-${++serial}`, message, sender_type: senderType, sender_name: senderName, created_at: now.toISOString() };
}

/** One earlier turn as the assistant reads it (the request's `history`). */
export interface AssistantTurn {
  from: "user" | "bot";
  text: string;
}

/**
 * The last turns between the visitor and the assistant, oldest first, as the assistant accepts them (at most 6, each
 * at most 600 characters): a follow-up such as "and how long does it take?" keeps its subject. Agent and system lines
 * are not the assistant's conversation. Characters the server refuses are dropped, so a question once refused for one
 * does not get every later question refused too.
 */
export function assistantHistory(messages: ChatMessage[]): AssistantTurn[] {
  const turns: AssistantTurn[] = [];
  for (const m of messages) {
    if (m.sender_type !== "user" && m.sender_type !== "bot") continue;
    // Cut first, then cleaned: a cut through an emoji leaves half of it, which the cleaning drops.
    const text = withoutUnstorable(m.message.trim().slice(0, ASSISTANT_LIMITS.turnMax)).trim();
    if (text) turns.push({ from: m.sender_type, text });
  }
  return turns.slice(-ASSISTANT_LIMITS.historyMax);
}

export const assistantName = (t: Translate, site: SiteConfig) => t("chat.name.assistant", { brand: site.brand });
export const agentName = (t: Translate, site: SiteConfig) => t("chat.name.agent", { brand: site.brand });

/** Spec 4: in bot mode the assistant greets the visitor (the header and, after hours, the widget say who is there: issue 26). */
export const assistantGreeting = (t: Translate, name: string) => t("chat.assistant.greeting", { name });

/** Spec 8: what the assistant says when it cannot be reached. */
export const assistantFailure = (t: Translate, site: SiteConfig) => t("chat.assistant.failure", { phone: site.phones[0], email: site.infoEmail });

/** The suggested questions of spec 2.18, in the page's language (the English ones are SUGGESTED_QUESTIONS). */
export const SUGGESTED_QUESTION_IDS = ["chat.suggested.test", "chat.suggested.services", "chat.suggested.soilDidi", "chat.suggested.prices"] as const satisfies readonly MessageId[];

// A visitor asking for a person, loosely: the words people use in English, Hindi and Hinglish.
const HUMAN_WORDS = /\b(human|humans|agent|agents|representative|real person|live person|customer care|customer support|executive)\b/i;
const TALK_TO_SOMEONE = /\b(talk|speak|chat|connect|call)\b.{0,24}\b(person|someone|somebody|team|staff|people|man|woman)\b/i;
const HINDI = /(इंसान|इन्सान|एजेंट|एजेन्ट|व्यक्ति से|आदमी से|किसी से बात|insaan|insan\b|kisi se baat)/i;

/** Whether a message in bot mode asks for a person rather than the assistant. */
export const asksForPerson = (text: string): boolean => HUMAN_WORDS.test(text) || TALK_TO_SOMEONE.test(text) || HINDI.test(text);
