// A notification's click opens the console with the chat to show (issue 14): the chat is expanded and its messages take
// the focus; for a visitor who started waiting, the waiting list does.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ConsoleFocus } from "../admin/presence-context.tsx";
import type { AgentConsole } from "./use-agent-console.ts";

function focusElement(el: HTMLElement | null): void {
  if (!el) return;
  if (!el.hasAttribute("tabindex") && !el.matches("a, button, input, textarea, select")) el.setAttribute("tabindex", "-1");
  el.focus();
  el.scrollIntoView({ block: "nearest" });
}

export function useFocusFromNotification(live: AgentConsole): void {
  const location = useLocation();
  const handled = useRef<string | null>(null);
  const { chats } = live.state;
  const { minimise } = live;

  useEffect(() => {
    const state = location.state as Partial<ConsoleFocus> | null;
    if (!state || state.focusChat === undefined || handled.current === location.key) return;
    const id = state.focusChat;
    if (id === null) {
      handled.current = location.key;
      focusElement(document.getElementById("waiting-heading"));
      return;
    }
    if (!chats) return; // the chats are still loading
    const chat = chats.find((c) => c.session.sessionId === id);
    if (chat?.minimised) return minimise(id, false); // focused once it is expanded (this runs again)
    handled.current = location.key;
    if (chat) focusElement(document.querySelector<HTMLElement>(`section[data-session="${CSS.escape(id)}"] [role="log"]`));
  }, [location, chats, minimise]);
}
