// The visitor's chat kept in sessionStorage, so a reload of the page resumes it; cleared by Reset.
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import type { VisitorInfo, VisitorSession } from "./chat-api.ts";

export type ChatMode = "agent" | "bot";

export interface SavedChat {
  info: VisitorInfo;
  mode: ChatMode;
  /** Only in agent mode: the session the visitor token opens. */
  session: VisitorSession | null;
  messages: ChatMessage[];
  /** The agent ended the chat; nothing more can be sent. */
  ended: boolean;
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
