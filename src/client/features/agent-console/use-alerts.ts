// Not missing a visitor (issue 14): a sound, a desktop notification and a count in the tab title when a visitor starts
// waiting, or a visitor writes in a chat the agent holds but is not looking at (another screen, the chat minimised, or
// the tab hidden). Each can be switched off (alert-prefs.ts). Works on every admin screen: the shell holds it.
import { useEffect, useRef, useState } from "react";
import { FIRST_MESSAGE_PREVIEW_CHARS, type AgentSessionSummary, type ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { clip } from "../../../shared/clip.ts";
import type { AlertPrefs } from "./alert-prefs.ts";
import { playAlertSound } from "./alert-sound.ts";
import type { ActiveChat, ConsoleState } from "./console-state.ts";
import { userTypeLabel } from "../admin/data/format.ts";
import { contactLine } from "../admin/contact-line.ts";

export interface AlertsInput {
  state: ConsoleState;
  online: boolean;
  prefs: AlertPrefs;
  /** The console screen is the one shown (its waiting list and expanded chats are in view while the tab is). */
  consoleShown: boolean;
  /** A notification was clicked: show that chat (null: the waiting list). */
  onOpen: (sessionId: string | null) => void;
}

/** What the agent has not seen yet: visitors who started waiting, and visitor messages per chat. */
export interface Unseen {
  waiting: ReadonlySet<string>;
  messages: ReadonlyMap<string, number>;
}

const NONE: Unseen = { waiting: new Set(), messages: new Map() };

export const unseenCount = (u: Unseen) => u.waiting.size + [...u.messages.values()].reduce((a, b) => a + b, 0);

/** True while the tab is shown; a hidden tab's agent sees nothing of it. */
function useTabVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === "undefined" || document.visibilityState === "visible");
  useEffect(() => {
    const update = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, []);
  return visible;
}

/** Visitors in `now`'s waiting list who were not in `before`'s (none on the first load: that is what the agent finds). */
export function newlyWaiting(before: ConsoleState, now: ConsoleState): AgentSessionSummary[] {
  if (!before.waiting || !now.waiting) return [];
  const known = new Set(before.waiting.map((s) => s.sessionId));
  return now.waiting.filter((s) => !known.has(s.sessionId));
}

/** Waiting visitors whose first words arrived since `before` (the alert for them is renewed with the words). */
export function firstWordsWhileWaiting(before: ConsoleState, now: ConsoleState): AgentSessionSummary[] {
  return (now.waiting ?? []).filter((s) => s.firstMessage && before.waiting?.some((b) => b.sessionId === s.sessionId && !b.firstMessage));
}

/** Chats another agent (or the automatic assignment) handed to this one since `before` (issue 30). */
export function handedOver(before: ConsoleState, now: ConsoleState): ActiveChat[] {
  if (!before.chats) return [];
  return (now.chats ?? []).filter((c) => c.session.handover && !before.chats!.some((b) => b.session.sessionId === c.session.sessionId));
}

/** What a waiting visitor's alert says: their first words once they wrote, else who they are. */
export const waitingAlertBody = (s: AgentSessionSummary) =>
  s.firstMessage ? `“${s.firstMessage}”` : [s.userType ? userTypeLabel(s.userType) : "", contactLine(s.userEmail, s.userPhone)].filter(Boolean).join(" · ");

/** Visitor messages added to chats whose history was already read (a history read on opening a chat is not news). */
export function newVisitorMessages(before: ConsoleState, now: ConsoleState): { chat: ActiveChat; messages: ChatMessage[] }[] {
  const found: { chat: ActiveChat; messages: ChatMessage[] }[] = [];
  for (const chat of now.chats ?? []) {
    const old = before.chats?.find((c) => c.session.sessionId === chat.session.sessionId);
    if (!old?.loaded || old.messages === chat.messages) continue;
    const known = new Set(old.messages.map((m) => m.id));
    const messages = chat.messages.filter((m) => m.sender_type === "user" && !known.has(m.id));
    if (messages.length) found.push({ chat, messages });
  }
  return found;
}

/** A desktop notification, if the agent allowed them; clicking it brings the tab forward. */
function notify(title: string, body: string, tag: string, onClick: () => void): void {
  if (typeof Notification === "undefined" || Notification.permission !== "granted") return;
  try {
    // The tag replaces an earlier notification of the same chat rather than stacking them.
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
  } catch {
    // Some browsers (Chrome on Android) show notifications only from a service worker: the sound and title still tell.
  }
}


/** Asks for the notification permission, from a click only (never at page load); resolves with the answer. */
export async function askNotificationPermission(): Promise<NotificationPermission | "unsupported"> {
  if (typeof Notification === "undefined") return "unsupported";
  if (Notification.permission !== "default") return Notification.permission;
  return Notification.requestPermission();
}

export function useAlerts({ state, online, prefs, consoleShown, onOpen }: AlertsInput): Unseen {
  const visible = useTabVisible();
  const looking = visible && consoleShown;
  const [unseen, setUnseen] = useState<Unseen>(NONE);
  const previous = useRef<ConsoleState | null>(null);
  // The latest of what the effect below reads but should not re-run for.
  const latest = useRef({ online, prefs, looking, onOpen });
  latest.current = { online, prefs, looking, onOpen };

  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (!before) return;
    const { online: on, prefs: p, looking: inView, onOpen: open } = latest.current;
    const arrived = on ? newlyWaiting(before, state) : [];
    const spoke = on ? firstWordsWhileWaiting(before, state) : [];
    // A chat handed over reaches this agent whatever their status and screen: it is theirs now.
    const handed = handedOver(before, state);
    const written = newVisitorMessages(before, state).filter(({ chat }) => !(inView && !chat.minimised));
    if ((arrived.length || handed.length || written.length) && p.sound) playAlertSound();
    if (p.notifications && !inView) {
      for (const s of [...arrived, ...spoke]) notify(`${s.userName} is waiting`, waitingAlertBody(s), `waiting-${s.sessionId}`, () => open(null));
    }
    if (p.notifications) {
      for (const { session: s } of handed) {
        const h = s.handover!;
        notify(
          h.by ? `${h.by} handed you the chat with ${s.userName}` : `The chat with ${s.userName} is yours`,
          h.note ? `Note: ${clip(h.note, FIRST_MESSAGE_PREVIEW_CHARS)}` : s.firstMessage ? `“${s.firstMessage}”` : "Open it to answer.",
          `chat-${s.sessionId}`,
          () => open(s.sessionId),
        );
      }
    }
    if (p.notifications) {
      for (const { chat, messages } of written) {
        const last = messages.at(-1)!;
        notify(`New message from ${last.sender_name}`, clip(last.message, FIRST_MESSAGE_PREVIEW_CHARS), `chat-${chat.session.sessionId}`, () => open(chat.session.sessionId));
      }
    }
    if ((arrived.length && !inView) || written.length || handed.length) {
      setUnseen((u) => {
        const waiting = inView ? u.waiting : new Set([...u.waiting, ...arrived.map((s) => s.sessionId)]);
        const messages = new Map(u.messages);
        for (const { chat, messages: m } of written) messages.set(chat.session.sessionId, (messages.get(chat.session.sessionId) ?? 0) + m.length);
        // The chat handed over counts as one unseen until the agent opens it.
        for (const chat of handed) if (!(inView && !chat.minimised)) messages.set(chat.session.sessionId, (messages.get(chat.session.sessionId) ?? 0) + 1);
        return { waiting, messages };
      });
    }
  }, [state]);

  // What the agent now sees, or what is gone (taken, left, ended), is no longer unseen.
  useEffect(() => {
    setUnseen((u) => {
      const waitingIds = new Set(state.waiting?.map((s) => s.sessionId));
      const waiting = looking ? new Set<string>() : new Set([...u.waiting].filter((id) => waitingIds.has(id)));
      const messages = new Map(
        [...u.messages].filter(([id]) => state.chats?.some((c) => c.session.sessionId === id && !(looking && !c.minimised))),
      );
      const same = waiting.size === u.waiting.size && messages.size === u.messages.size;
      return same ? u : { waiting, messages };
    });
  }, [state, looking]);

  return unseen;
}

/**
 * "(2) Live Chat | MittiMitra" while `count` is above 0. The admin area sets the title on every navigation (after this
 * shell's effects have run), so the count is put back whenever the title changes.
 */
export function useTitleCount(count: number): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(/^\(\d+\) /, "");
      const wanted = count > 0 ? `(${count}) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = document.title.replace(/^\(\d+\) /, "");
    };
  }, [count]);
}
