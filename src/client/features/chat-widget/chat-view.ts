// Whether the chat panel was open or minimised in this tab, so the next page (or a reload) shows it again, and whether
// this browser holds a chat to come back to. No React here: the page's start reads both to wake the chat button at once
// for a visitor in a chat (app/island-wake.ts).
export type WidgetView = "closed" | "open" | "minimised";

const VIEW_KEY = "mittimitra.chat-view";

export function savedView(): WidgetView {
  try {
    const v = window.sessionStorage.getItem(VIEW_KEY);
    return v === "open" || v === "minimised" ? v : "closed";
  } catch {
    return "closed";
  }
}

export function saveView(view: WidgetView): void {
  try {
    if (view === "closed") window.sessionStorage.removeItem(VIEW_KEY);
    else window.sessionStorage.setItem(VIEW_KEY, view);
  } catch {
    // Storage blocked: the panel simply starts closed after a reload.
  }
}

/** Where the visitor's chat is kept (chat-storage.ts), in localStorage: every tab of the site shares it, and it outlives the tab. */
export const CHAT_KEY = "mittimitra.chat";
/** Hours a kept chat is offered again when the server did not say (CHAT_RESUME_HOURS' default). */
export const DEFAULT_RESUME_HOURS = 24;

/** The kept chat: when it last changed and how long it may be come back to. */
export interface KeptChat<T> {
  savedAt: number;
  resumeHours: number;
  chat: T;
}

/** The kept chat, if there is one still within its resume time; an older one is forgotten. */
export function keptChat<T>(): KeptChat<T> | null {
  try {
    const raw = window.localStorage.getItem(CHAT_KEY);
    const kept = raw ? (JSON.parse(raw) as Partial<KeptChat<T>>) : null;
    if (!kept || typeof kept.savedAt !== "number" || !kept.chat) return null;
    const hours = typeof kept.resumeHours === "number" ? kept.resumeHours : DEFAULT_RESUME_HOURS;
    if (Date.now() - kept.savedAt > hours * 3600_000) {
      window.localStorage.removeItem(CHAT_KEY);
      return null;
    }
    return kept as KeptChat<T>;
  } catch {
    return null;
  }
}

/** A kept chat with a person that is still going: replies may arrive while the panel is closed. */
export function chatGoingOn(): boolean {
  const chat = keptChat<{ mode?: string; ended?: boolean }>()?.chat;
  return chat?.mode === "agent" && !chat.ended;
}
