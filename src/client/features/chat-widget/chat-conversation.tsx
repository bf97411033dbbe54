// Step 2 of the widget: the messages, suggested questions (bot mode), the typing indicator and the message box or, once the agent ends, a new start.
import { SUGGESTED_QUESTIONS } from "../../../shared/schemas/chat-constants.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { Button } from "../../components/ui/button.tsx";
import { assistantName } from "./chat-messages.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageList } from "./message-list.tsx";
import type { LiveChat } from "./use-live-chat.ts";

export function ChatConversation({ live, onNavigate }: { live: LiveChat; onNavigate: () => void }) {
  const site = useSiteConfig();
  const { chat, awaitingReply, sendError, send, reset } = live;
  if (!chat) return null;
  const showSuggestions = chat.mode === "bot" && !awaitingReply && !chat.messages.some((m) => m.sender_type === "user");

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <MessageList messages={chat.messages} onNavigate={onNavigate}>
        {awaitingReply && (
          <p role="status" className="flex items-center gap-2 px-1 text-sm text-stone-600">
            <span aria-hidden="true" className="flex gap-1">
              <span className="size-1.5 animate-bounce rounded-full bg-stone-500" />
              <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:150ms]" />
              <span className="size-1.5 animate-bounce rounded-full bg-stone-500 [animation-delay:300ms]" />
            </span>
            {assistantName(site)} is typing...
          </p>
        )}
        {showSuggestions && (
          <div role="group" aria-label="Suggested questions" className="flex flex-wrap gap-2 pt-1">
            {SUGGESTED_QUESTIONS.map((q) => (
              <button
                key={q}
                type="button"
                onClick={() => void send(q)}
                className="rounded-full border border-brand-700 bg-white px-3 py-1.5 text-left text-sm text-brand-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-harvest-400"
              >
                {q}
              </button>
            ))}
          </div>
        )}
      </MessageList>
      {chat.ended ? (
        <div className="shrink-0 border-t border-stone-200 px-4 py-3 text-center">
          <p className="mb-2 text-sm text-stone-700">This chat has ended. Thank you for talking to us.</p>
          <Button onClick={reset} data-autofocus className="w-full">
            Start a new chat
          </Button>
        </div>
      ) : (
        <MessageComposer disabled={awaitingReply} error={sendError} onSend={send} />
      )}
    </div>
  );
}
