// The visitor's chat kept in sessionStorage, so a reload of the page resumes it; cleared by Reset.
import type { ChatMessage, SessionStatus } from "../../../shared/schemas/chat-constants.ts";
import type { ChatCursor } from "../../lib/chat-log.ts";
import type { VisitorInfo, VisitorSession } from "./chat-api.ts";

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
}

const KEY = "mittimitra.chat";

export function loadChat(): SavedChat | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const saved = raw ? (JSON.parse(raw) as SavedChat) : null;
    return saved && saved.info && Array.isArray(saved.messages) && (saved.mode === "agent" || saved.mode === "bot") ? saved : null;
  } catch {
    return null;
  }
}

export function saveChat(chat: SavedChat | null): void {
  try {
    if (chat) window.sessionStorage.setItem(KEY, JSON.stringify(chat));
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked (private mode): the chat still works, it just does not survive a reload.
  }
}
