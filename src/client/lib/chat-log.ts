// Rules the widget and the agent console share for a chat's messages: adding what is new, the polling cursor, and the
// ids a sender gives its messages.
import type { ChatMessage } from "../../shared/schemas/chat-constants.ts";
import { ApiError } from "./api-client.ts";

/**
 * Where the next poll starts: the last message a read of the chat's messages returned. Only a read (GET) counts, because
 * it returns every message up to that point in server order; a message that came any other way (the answer to a send,
 * a socket frame) may have overtaken one still on its way, and polling from it would skip that one for good.
 */
export type ChatCursor = Pick<ChatMessage, "id" | "created_at">;

const byTime = (a: ChatMessage, b: ChatMessage) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);

/**
 * Adds the messages not yet in the list (by id), keeping it in time order with a stable sort. The server gives each
 * message of a chat a later time than the one before, so time order is the server's order. Returns the same list when
 * nothing is new.
 */
export function addNewMessages(list: ChatMessage[], incoming: ChatMessage[]): { messages: ChatMessage[]; added: ChatMessage[] } {
  const seen = new Set(list.map((m) => m.id));
  const added = incoming.filter((m) => !seen.has(m.id) && seen.add(m.id));
  if (added.length === 0) return { messages: list, added };
  return { messages: [...list, ...added].sort(byTime), added };
}

/** The cursor after a read that returned `read` (oldest first): its last message, or the old cursor when it was empty. */
export function cursorAfter(cursor: ChatCursor | undefined, read: ChatMessage[]): ChatCursor | undefined {
  const last = read.at(-1);
  return last ? { id: last.id, created_at: last.created_at } : cursor;
}

/** The query for messages written after `cursor` (docs/api.md: since + afterId), or none for all of them. */
export const messagesAfter = (cursor?: ChatCursor) => (cursor ? `?${new URLSearchParams({ since: cursor.created_at, afterId: cursor.id })}` : "");

/** The server answers at most this many messages per read; a full page means there may be more. */
export const READ_PAGE_SIZE = 500;

/**
 * Reads everything after `cursor`, page by page, and hands each page on as it comes. Returns the new cursor. Used by
 * every poll and catch-up, so both sides follow the same rule.
 */
export async function readAfter(
  cursor: ChatCursor | undefined,
  read: (cursor: ChatCursor | undefined) => Promise<ChatMessage[]>,
  onPage: (messages: ChatMessage[], cursor: ChatCursor | undefined) => void,
): Promise<ChatCursor | undefined> {
  for (;;) {
    const page = await read(cursor);
    cursor = cursorAfter(cursor, page);
    onPage(page, cursor);
    if (page.length < READ_PAGE_SIZE) return cursor;
  }
}

/**
 * A random UUID (v4) for a message's clientId. crypto.randomUUID exists only on HTTPS pages and localhost; the
 * random bytes it is made of exist everywhere.
 */
export function newClientId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Waits before each retry of a send whose answer was lost (no answer, or the server failed): 1 s, then 3 s. */
export const SEND_RETRY_MS = [1000, 3000];

/**
 * Calls `send` and, when no answer came back (network) or the server failed (5xx), tries again with the same body.
 * Only for sends that carry a clientId: the server stores such a message once, however often it arrives.
 */
export async function withRetries<T>(send: () => Promise<T>, waits: readonly number[] = SEND_RETRY_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      const lost = err instanceof ApiError && (err.status === 0 || err.status >= 500);
      if (!lost || attempt >= waits.length) throw err;
      await new Promise((r) => setTimeout(r, waits[attempt]));
    }
  }
}
