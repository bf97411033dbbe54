// The inbox's keyboard shortcuts (issue 30): single keys, heard anywhere on the console except while typing in a field
// or with Ctrl, Alt or Meta held, so they never take a letter meant for a reply or a browser shortcut.
import { useEffect, useRef } from "react";
import type { AgentSessionSummary } from "../../../shared/schemas/chat-constants.ts";
import type { ActiveChat } from "./console-state.ts";

export const INBOX_KEYS = [
  { key: "j", does: "Next chat" },
  { key: "k", does: "Previous chat" },
  { key: "t", does: "Take the visitor waiting longest" },
  { key: "r", does: "Write a reply in the open chat" },
  { key: "h", does: "Hand the open chat over (transfer)" },
  { key: "e", does: "End the open chat" },
] as const;

interface InboxKeys {
  chats: ActiveChat[] | undefined;
  waiting: AgentSessionSummary[] | undefined;
  openId: string | null;
  canTake: boolean;
  open: (sessionId: string) => void;
  take: (session: AgentSessionSummary) => void;
  end: () => void;
  transfer: () => void;
  reply: () => void;
}

/** A key press meant for a field, a dialog or the browser, not for the inbox. */
function notForInbox(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented) return true;
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  return Boolean(t.closest("input, textarea, select, [contenteditable=''], [contenteditable='true'], dialog[open]"));
}

export function useInboxKeys(input: InboxKeys): void {
  const latest = useRef(input);
  latest.current = input;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (notForInbox(e)) return;
      const { chats = [], waiting = [], openId, canTake, open, take, end, transfer, reply } = latest.current;
      const at = chats.findIndex((c) => c.session.sessionId === openId);
      const step = (by: number) => {
        if (!chats.length) return;
        const next = chats[(Math.max(at, by > 0 ? -1 : 0) + by + chats.length) % chats.length]!;
        open(next.session.sessionId);
      };
      const act: Record<string, () => void> = {
        j: () => step(1),
        k: () => step(-1),
        t: () => canTake && waiting[0] && take(waiting[0]),
        r: () => openId && reply(),
        h: () => openId && transfer(),
        e: () => openId && end(),
      };
      const run = act[e.key.toLowerCase()];
      if (!run || e.shiftKey) return;
      e.preventDefault();
      run();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
}

/** The shortcuts, listed where the agent can find them. */
export function KeyboardHelp() {
  return (
    <details className="rounded-xl border border-stone-200 bg-white px-4 py-2 text-sm">
      <summary className="cursor-pointer font-semibold text-stone-800">Keyboard shortcuts</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {INBOX_KEYS.map((k) => (
          <div key={k.key} className="contents">
            <dt>
              <kbd className="rounded border border-stone-300 bg-stone-50 px-1.5 font-mono">{k.key.toUpperCase()}</kbd>
            </dt>
            <dd className="text-stone-700">{k.does}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-stone-600">Not while typing in a box.</p>
    </details>
  );
}
