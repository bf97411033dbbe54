// Rules the widget and the agent console share for a chat's messages: adding what is new, and the polling cursor.
import type { ChatMessage } from "../../shared/schemas/chat-constants.ts";

const byTime = (a: ChatMessage, b: ChatMessage) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);

/**
 * Adds the messages not yet in the list (by id), keeping it in time order with a stable sort, so messages of the same
 * millisecond keep the order the server gave them. Returns the same list when nothing is new.
 */
export function addNewMessages(list: ChatMessage[], incoming: ChatMessage[]): { messages: ChatMessage[]; added: ChatMessage[] } {
  const seen = new Set(list.map((m) => m.id));
  const added = incoming.filter((m) => !seen.has(m.id) && seen.add(m.id));
  if (added.length === 0) return { messages: list, added };
  return { messages: [...list, ...added].sort(byTime), added };
}

/** The query for messages written after `last` (docs/api.md: since + afterId), or none for all of them. */
export const messagesAfter = (last?: ChatMessage) => (last ? `?${new URLSearchParams({ since: last.created_at, afterId: last.id })}` : "");
