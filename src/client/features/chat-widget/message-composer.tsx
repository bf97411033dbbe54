// The visitor's message box: Enter sends, Shift+Enter starts a new line, with a counter as the length limit nears.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { CHAT_LIMITS } from "../../../shared/schemas/chat-constants.ts";
import { useT } from "../../i18n/use-t.ts";
import { WidgetProblem } from "./widget-problem.tsx";

/** The counter shows once this few characters are left. */
const COUNTER_FROM = 200;

interface ComposerProps {
  /** While the assistant is answering (spec 4). */
  disabled: boolean;
  error: string | null;
  onSend: (text: string) => Promise<boolean>;
  /** The visitor typed (the agent sees "… is typing", issue 14). */
  onTyping?: () => void;
  /** Beside the box: the camera button while the visitor talks to the team (issue 26). */
  tools?: ReactNode;
}

export function MessageComposer({ disabled, error, onSend, onTyping, tools }: ComposerProps) {
  const t = useT();
  const [text, setText] = useState("");
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const left = CHAT_LIMITS.messageMax - text.length;
  const canSend = !disabled && text.trim().length > 0;

  // Sending from the box or a suggested question leaves focus nowhere (the box is disabled, the question gone):
  // when the reply is in, give it back to the box so the visitor can type on.
  useEffect(() => {
    if (!disabled && (document.activeElement === document.body || document.activeElement === null)) box.current?.focus();
  }, [disabled]);

  const submit = async () => {
    if (!canSend) return;
    const sent = text;
    setText("");
    if (!(await onSend(sent))) setText((now) => (now === "" ? sent : now));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      className="shrink-0 border-t border-stone-200 bg-white px-3 py-3"
    >
      {error && <WidgetProblem className="mb-2">{error}</WidgetProblem>}
      <label htmlFor={id} className="sr-only">
        {t("chat.composer.label")}
      </label>
      <div className="flex items-end gap-2">
        {tools}
        <textarea
          ref={box}
          id={id}
          data-autofocus
          rows={2}
          value={text}
          maxLength={CHAT_LIMITS.messageMax}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) onTyping?.();
          }}
          onKeyDown={onKeyDown}
          placeholder={t("chat.composer.placeholder")}
          aria-describedby={left <= COUNTER_FROM ? `${id}-count` : undefined}
          className="field-input max-h-32 min-h-11 flex-1 resize-none py-2 text-sm"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="h-11 shrink-0 rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t("chat.composer.send")}
        </button>
      </div>
      {left <= COUNTER_FROM && (
        <p id={`${id}-count`} className={`mt-1 text-right text-xs ${left === 0 ? "font-semibold text-red-700" : "text-stone-600"}`}>
          {t("chat.composer.count", { count: text.length, max: CHAT_LIMITS.messageMax })}
        </p>
      )}
    </form>
  );
}
