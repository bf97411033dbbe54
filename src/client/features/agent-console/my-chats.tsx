// The agent's own chats in the inbox's list (issue 30): each with the visitor's language, first words and what came
// since the agent last looked; choosing one opens it beside the list.
import type { ActiveChat } from "./console-state.ts";
import { languageLabel } from "../../../shared/locales.ts";

interface Props {
  chats: ActiveChat[] | undefined;
  /** The chat open now (none on a phone's list). */
  openId: string | null;
  onOpen: (sessionId: string) => void;
}

export function MyChats({ chats, openId, onOpen }: Props) {
  return (
    <section aria-labelledby="mine-heading" className="card p-5">
      <h2 id="mine-heading" className="heading-3">
        My chats{chats && chats.length > 0 ? ` (${chats.length})` : ""}
      </h2>
      {!chats ? (
        <p className="mt-3 text-stone-600">Loading...</p>
      ) : chats.length === 0 ? (
        <p className="mt-3 text-stone-600">You hold no chat now.</p>
      ) : (
        <ul className="mt-3 space-y-2" aria-label="My chats">
          {chats.map((c) => {
            const s = c.session;
            const open = s.sessionId === openId;
            const lastVisitor = c.messages.findLast((m) => m.sender_type === "user")?.message;
            return (
              // The button covers the whole card (its ::after), so a tap anywhere opens the chat; its name is the visitor's.
              <li
                key={s.sessionId}
                className={`relative rounded-xl border px-3 py-2 focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-harvest-400 ${
                  open ? "border-brand-600 bg-brand-50" : "border-stone-200 bg-white hover:bg-stone-50"
                }`}
              >
                <span className="flex items-center justify-between gap-2">
                  <button
                    type="button"
                    data-chat={s.sessionId}
                    aria-current={open ? "true" : undefined}
                    onClick={() => onOpen(s.sessionId)}
                    className="min-w-0 truncate text-left font-semibold text-stone-900 outline-none after:absolute after:inset-0 after:content-['']"
                  >
                    <span className="sr-only">Open chat with </span>
                    {s.userName}
                    {c.unread > 0 && <span className="sr-only">, {c.unread} new</span>}
                  </button>
                  <span className="flex shrink-0 items-center gap-1 text-xs" aria-hidden="true">
                    <span className="rounded-full bg-white px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200">{languageLabel(s.language)}</span>
                    {c.unread > 0 && <span className="rounded-full bg-harvest-400 px-2 py-0.5 font-bold text-stone-900">{c.unread} new</span>}
                  </span>
                </span>
                <span className="mt-0.5 block truncate text-sm text-stone-700">{lastVisitor ?? s.firstMessage ?? "No message yet"}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
