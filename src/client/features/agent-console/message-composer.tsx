// The reply box of one chat: a labelled text area, Enter sends (Shift+Enter for a new line), empty replies are not sent
// (spec 5) and the length stops at the server's limit. Canned replies (issue 14): "/" and a shortcut opens a list of
// matches (arrows move, Enter or Tab inserts, Esc closes), and the Replies button lists them all; {first_name} and
// {agent_name} are filled in as a reply goes in. Each keystroke may tell the visitor "… is typing".
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { CHAT_LIMITS } from "../../../shared/schemas/chat-constants.ts";
import type { CannedReply } from "../../../shared/schemas/chat-answering-constants.ts";
import { Button } from "../../components/ui/button.tsx";
import { cannedMatches } from "./canned-menu.ts";
import { CannedPicker } from "./canned-picker.tsx";

/** The counter appears once a reply is this close to the limit. */
const COUNTER_FROM = CHAT_LIMITS.messageMax - 200;

export interface CannedSource {
  replies: readonly CannedReply[];
  /** The reply's text with its variables filled for this chat. */
  fill: (reply: CannedReply) => string;
}

interface Props {
  visitorName: string;
  onSend: (text: string) => void;
  canned?: CannedSource;
  onTyping?: () => void;
  /** Beside the box: the camera button (issue 26). */
  tools?: ReactNode;
}

export function MessageComposer({ visitorName, onSend, canned, onTyping, tools }: Props) {
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const [menuClosedFor, setMenuClosedFor] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const counterId = useId();
  const menuId = useId();
  const trimmed = text.trim();
  const matches = canned && menuClosedFor !== text ? cannedMatches(text, canned.replies) : [];
  const menuOpen = matches.length > 0;
  const current = menuOpen ? Math.min(active, matches.length - 1) : -1;

  const submit = () => {
    if (!trimmed) return;
    onSend(trimmed);
    setText("");
  };

  /** Puts a reply in the box: in place of a "/shortcut", else at the caret. */
  const insert = (reply: CannedReply) => {
    if (!canned) return;
    const filled = canned.fill(reply);
    const el = box.current;
    let next = filled;
    let caret = filled.length;
    if (el && !text.startsWith("/")) {
      const start = el.selectionStart ?? text.length;
      const end = el.selectionEnd ?? text.length;
      next = text.slice(0, start) + filled + text.slice(end);
      caret = start + filled.length;
    }
    next = next.slice(0, CHAT_LIMITS.messageMax);
    setText(next);
    setActive(0);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(caret, caret);
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (menuOpen && !e.nativeEvent.isComposing) {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const step = e.key === "ArrowDown" ? 1 : -1;
        setActive((current + step + matches.length) % matches.length);
        return;
      }
      if ((e.key === "Enter" && !e.shiftKey) || e.key === "Tab") {
        e.preventDefault();
        insert(matches[current]!);
        return;
      }
      if (e.key === "Escape") {
        // Closes the menu only; the chat stays as it is.
        e.preventDefault();
        e.stopPropagation();
        setMenuClosedFor(text);
        return;
      }
    }
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="relative flex items-end gap-2 border-t border-stone-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {menuOpen && (
        <ul id={menuId} role="listbox" aria-label="Canned replies" className="absolute right-3 bottom-full left-3 z-10 mb-1 max-h-64 overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 shadow-lg">
          {matches.map((r, i) => (
            <li
              key={r.id}
              id={`${menuId}-${i}`}
              role="option"
              aria-selected={i === current}
              // A pointer picks without taking the focus from the box.
              onMouseDown={(e) => {
                e.preventDefault();
                insert(r);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === current ? "bg-brand-50" : ""}`}
            >
              <span className="font-mono font-semibold text-brand-800">/{r.shortcut}</span>
              <span className="ml-2 font-semibold text-stone-900">{r.title}</span>
              <span className="mt-0.5 block truncate text-stone-600">{r.body}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          Reply to {visitorName}
        </label>
        <textarea
          ref={box}
          id={id}
          rows={2}
          value={text}
          maxLength={CHAT_LIMITS.messageMax}
          placeholder={canned ? `Reply to ${visitorName} (type / for canned replies)` : `Reply to ${visitorName}`}
          aria-autocomplete={canned ? "list" : undefined}
          aria-controls={menuOpen ? menuId : undefined}
          aria-activedescendant={menuOpen ? `${menuId}-${current}` : undefined}
          aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            if (e.target.value.trim() && !e.target.value.startsWith("/")) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          className="field-input resize-none py-2"
        />
        {text.length >= COUNTER_FROM && (
          <p id={counterId} className="mt-1 text-xs text-stone-600">
            {text.length} of {CHAT_LIMITS.messageMax} characters
          </p>
        )}
      </div>
      {tools}
      {canned && <CannedPicker replies={canned.replies} onPick={insert} />}
      <Button type="submit" disabled={!trimmed}>
        Send
      </Button>
    </form>
  );
}
