// Pure rules for the widget's message list: merging without repeats, the agent's end, and the assistant's own lines.
import { CHAT_TEXT, type ChatMessage, type SenderType } from "../../../shared/schemas/chat-constants.ts";
import { addNewMessages } from "../../lib/chat-log.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";

export const isEndMessage = (m: ChatMessage) => m.sender_type === "system" && m.message === CHAT_TEXT.agentEnded;

/** Adds the messages not yet in the list (by id), keeping the list in time order; returns the same list when nothing is new. */
export const mergeMessages = (list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] => addNewMessages(list, incoming).messages;

let serial = 0;
/** A message that exists only in this browser (the visitor's questions to the assistant and its answers). */
export function localMessage(senderType: SenderType, senderName: string, message: string, now = new Date()): ChatMessage {
  return { id: `local-${now.getTime()}-${++serial}`, message, sender_type: senderType, sender_name: senderName, created_at: now.toISOString() };
}

export const assistantName = (site: SiteConfig) => `${site.brand} Assistant`;
export const agentName = (site: SiteConfig) => `${site.brand} Agent`;

/** Spec 4: in bot mode the assistant greets the visitor and says all agents are busy. */
export const assistantGreeting = (name: string) =>
  `Hello ${name}! All our agents are busy right now, so I will help you. Ask me about soil testing, our services, Soil Didi or prices, or tap a question below.`;

/** Spec 8: what the assistant says when it cannot be reached. */
export const assistantFailure = (site: SiteConfig) =>
  `I apologize, but I'm having trouble connecting right now. For immediate assistance, please contact us at ${site.phones[0]} or email ${site.infoEmail}.`;

// A visitor asking for a person, loosely: the words people use in English, Hindi and Hinglish.
const HUMAN_WORDS = /\b(human|humans|agent|agents|representative|real person|live person|customer care|customer support|executive)\b/i;
const TALK_TO_SOMEONE = /\b(talk|speak|chat|connect|call)\b.{0,24}\b(person|someone|somebody|team|staff|people|man|woman)\b/i;
const HINDI = /(इंसान|इन्सान|एजेंट|एजेन्ट|व्यक्ति से|आदमी से|किसी से बात|insaan|insan\b|kisi se baat)/i;

/** Whether a message in bot mode asks for a person rather than the assistant. */
export const asksForPerson = (text: string): boolean => HUMAN_WORDS.test(text) || TALK_TO_SOMEONE.test(text) || HINDI.test(text);
