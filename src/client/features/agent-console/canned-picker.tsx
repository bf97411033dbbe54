// The Replies button beside the reply box: lists every canned reply (title, shortcut, text) to insert with a click or
// the keyboard; Escape or a click elsewhere closes it and gives the focus back to the button.
import { useEffect, useId, useRef, useState } from "react";
import type { CannedReply } from "../../../shared/schemas/chat-answering-constants.ts";
import { Link } from "react-router";
import { CANNED_REPLIES_PATH } from "../admin/presence-context.tsx";

export function CannedPicker({ replies, onPick }: { replies: readonly CannedReply[]; onPick: (reply: CannedReply) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>("button, a")?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!panel.current?.contains(e.target as Node) && !button.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="shrink-0">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border-2 border-brand-700 px-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 sm:px-3"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M4 5h16v11H8l-4 4z" />
          <path d="M8 9h8M8 12h5" />
        </svg>
        {/* On a phone the icon alone leaves the reply box room; the name is still read out. */}
        <span className="sr-only sm:not-sr-only">Replies</span>
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        role="group"
        aria-label="Canned replies"
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.stopPropagation();
            close();
          }
        }}
        className="absolute right-3 bottom-full left-3 z-10 mb-1 max-h-72 overflow-y-auto rounded-xl border border-stone-200 bg-white p-1 shadow-lg"
      >
        {replies.length === 0 ? (
          <p className="px-3 py-2 text-sm text-stone-600">The team has no canned replies yet.</p>
        ) : (
          <ul>
            {replies.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    onPick(r);
                  }}
                  className="block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-harvest-400"
                >
                  <span className="font-semibold text-stone-900">{r.title}</span>
                  <span className="ml-2 font-mono text-brand-800">/{r.shortcut}</span>
                  <span className="mt-0.5 block truncate text-stone-600">{r.body}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="border-t border-stone-100 px-3 py-2 text-sm">
          <Link to={CANNED_REPLIES_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
            Manage canned replies
          </Link>
        </p>
      </div>
    </div>
  );
}
