// The reply box of one chat: a labelled text area, Enter sends (Shift+Enter for a new line), empty replies are not sent
// (spec 5) and the length stops at the server's limit.
import { useId, useState } from "react";
import { CHAT_LIMITS } from "../../../shared/schemas/chat-constants.ts";
import { Button } from "../../components/ui/button.tsx";

/** The counter appears once a reply is this close to the limit. */
const COUNTER_FROM = CHAT_LIMITS.messageMax - 200;

export function MessageComposer({ visitorName, onSend }: { visitorName: string; onSend: (text: string) => void }) {
  const [text, setText] = useState("");
  const id = useId();
  const counterId = useId();
  const trimmed = text.trim();

  const submit = () => {
    if (!trimmed) return;
    onSend(trimmed);
    setText("");
  };

  return (
    <form
      className="flex items-end gap-2 border-t border-stone-200 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          Reply to {visitorName}
        </label>
        <textarea
          id={id}
          rows={2}
          value={text}
          maxLength={CHAT_LIMITS.messageMax}
          placeholder={`Reply to ${visitorName}`}
          aria-describedby={text.length >= COUNTER_FROM ? counterId : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              submit();
            }
          }}
          className="field-input resize-none py-2"
        />
        {text.length >= COUNTER_FROM && (
          <p id={counterId} className="mt-1 text-xs text-stone-600">
            {text.length} of {CHAT_LIMITS.messageMax} characters
          </p>
        )}
      </div>
      <Button type="submit" disabled={!trimmed}>
        Send
      </Button>
    </form>
  );
}
