// The visitor's chat kept in localStorage, so every tab of the site shows the same conversation and a visitor who closes
// the tab comes back to it (for CHAT_RESUME_HOURS); cleared by Reset.
import type { ChatMessage, SessionStatus } from "../../../shared/schemas/chat-constants.ts";
import type { ChatCursor } from "../../lib/chat-log.ts";
import { mergeMessages } from "./chat-messages.ts";
import type { VisitorInfo, VisitorSession } from "./chat-api.ts";
import { CHAT_KEY, DEFAULT_RESUME_HOURS, keptChat } from "./chat-view.ts";

export type ChatMode = "agent" | "bot";

/** Where the chat with an agent stands, as the server last said. */
export interface QueueState {
  status: SessionStatus;
  /** 1 = next; null unless waiting. */
  queuePosition: number | null;
}

/**
 * Why the widget shows the offer (keep waiting / assistant / call-back): a long wait, no agent for a visitor who asked
 * for one, or the assistant's own offer (it could not help, or heard anger or a wish for a person).
 */
export type OfferReason = "waited" | "no-agent" | "assistant";

export interface SavedChat {
  info: VisitorInfo;
  mode: ChatMode;
  /** The session the visitor token opens: the agent chat, or in bot mode the (ended) session made at the start, if any. */
  session: VisitorSession | null;
  /** Assistant replies may carry `links`; messages saved by an older widget have none, and read the same. */
  messages: ChatMessage[];
  /** The agent ended the chat; nothing more can be sent. */
  ended: boolean;
  /** Agent mode: the last message a read of the chat returned, where the next poll starts (see chat-log.ts). */
  cursor?: ChatCursor;
  /** Agent mode: waiting (with the place in the queue), active or ended. */
  queue?: QueueState;
  /** Agent mode, while waiting: when (ms since 1970, this browser's clock) the offer shows. */
  offerAt?: number;
  /** How long the team lets a chat wait before the offer (the server's CHAT_QUEUE_TIMEOUT_S), for 'Keep waiting'. */
  queueWaitMs?: number;
  /** The offer is showing. */
  offer?: OfferReason;
  /** The visitor left a message for a call-back from this chat. */
  callbackSent?: boolean;
  /** How many of the messages the visitor has had in view; the rest, from others, are unread. */
  seen?: number;
  /** Hours the server keeps the chat open to the visitor after it last changed (CHAT_RESUME_HOURS). */
  resumeHours?: number;
}

/** The JSON of the chat this tab last wrote or read, so a chat read from another tab is not written back to it. */
let lastKept: string | null = null;

export function loadChat(): SavedChat | null {
  const kept = keptChat<SavedChat>();
  const saved = kept?.chat;
  const ok = saved && saved.info && Array.isArray(saved.messages) && (saved.mode === "agent" || saved.mode === "bot");
  lastKept = ok ? JSON.stringify(saved) : null;
  return ok ? saved : null;
}

/**
 * Keeps the chat for every tab and for the visitor's return (CHAT_RESUME_HOURS after its last change); null forgets
 * it. Writes only a change: another tab's chat, once read, is not written back (which would bounce between tabs).
 */
export function saveChat(chat: SavedChat | null): void {
  const json = chat ? JSON.stringify(chat) : null;
  if (json === lastKept) return;
  lastKept = json;
  try {
    if (!chat) window.localStorage.removeItem(CHAT_KEY);
    else window.localStorage.setItem(CHAT_KEY, `{"savedAt":${Date.now()},"resumeHours":${chat.resumeHours ?? DEFAULT_RESUME_HOURS},"chat":${json}}`);
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just does not outlive the page.
  }
}

/** Calls `changed` when another tab changes or forgets the chat. */
export function onChatChangedElsewhere(changed: () => void): () => void {
  const listener = (e: StorageEvent) => {
    if (e.key === CHAT_KEY || e.key === null) changed();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/**
 * Another tab's copy of the chat, with what this tab has that it lacks: the messages of both (each once, in order),
 * the later read cursor and the more messages seen. A different chat (a reset, a new start) or none replaces this one.
 */
export function sameChatMerged(mine: SavedChat | null, theirs: SavedChat | null): SavedChat | null {
  if (!mine || !theirs || mine.mode !== theirs.mode || mine.session?.sessionId !== theirs.session?.sessionId) return theirs;
  const messages = mergeMessages(theirs.messages, mine.messages);
  const cursor = !mine.cursor || (theirs.cursor && theirs.cursor.created_at >= mine.cursor.created_at) ? theirs.cursor : mine.cursor;
  const seen = Math.max(mine.seen ?? 0, theirs.seen ?? 0);
  if (messages === theirs.messages && cursor === theirs.cursor && seen === (theirs.seen ?? 0)) return theirs;
  return { ...theirs, messages, cursor, seen, ended: theirs.ended || mine.ended };
}
