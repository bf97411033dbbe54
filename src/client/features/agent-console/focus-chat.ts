// A notification's click opens the console with the chat to show (issues 14, 30): the chat opens in the inbox and its
// messages take the focus; for a visitor who started waiting, the waiting list does.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ConsoleFocus } from "../admin/presence-context.tsx";
import type { ActiveChat } from "./console-state.ts";

export function focusElement(el: HTMLElement | null): void {
  if (!el) return;
  if (!el.hasAttribute("tabindex") && !el.matches("a, button, input, textarea, select")) el.setAttribute("tabindex", "-1");
  el.focus();
  el.scrollIntoView({ block: "nearest" });
}

/** The open chat's messages, once it is on the page. */
export const chatLog = (sessionId: string) => document.querySelector<HTMLElement>(`section[data-session="${CSS.escape(sessionId)}"] [role="log"]`);

/** `open(id)` opens a chat in the inbox (null: shows the list, on a phone). */
export function useFocusFromNotification(chats: ActiveChat[] | undefined, open: (sessionId: string | null) => void): void {
  const location = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const state = location.state as Partial<ConsoleFocus> | null;
    if (!state || state.focusChat === undefined || handled.current === location.key) return;
    const id = state.focusChat;
    if (id === null) {
      handled.current = location.key;
      open(null);
      requestAnimationFrame(() => focusElement(document.getElementById("waiting-heading")));
      return;
    }
    if (!chats) return; // the chats are still loading
    handled.current = location.key;
    if (!chats.some((c) => c.session.sessionId === id)) return;
    open(id);
    requestAnimationFrame(() => focusElement(chatLog(id)));
  }, [location, chats, open]);
}
