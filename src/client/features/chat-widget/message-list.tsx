// The chat log: each message with its sender and time, kept scrolled to the newest unless the visitor scrolled up to read.
import type { ReactNode } from "react";
import { useStickToBottom } from "../../lib/use-stick-to-bottom.ts";
import { useT } from "../../i18n/use-t.ts";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { PhotoSource, type PhotoLoader } from "../chat-photos/photo-view.tsx";

/** `photos`: how the chat's photos are read (issue 26). */
export function MessageList({ messages, onNavigate, photos = null, children }: { messages: ChatMessage[]; onNavigate: () => void; photos?: PhotoLoader | null; children?: ReactNode }) {
  const t = useT();
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>([messages, children]);

  return (
    <div
      ref={ref}
      onScroll={onScroll}
      className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-stone-50 px-3 py-4"
    >
      <div role="log" aria-live="polite" aria-label={t("chat.log.label")}>
        <PhotoSource.Provider value={photos}>
          <ol className="space-y-3">
            {messages.map((m) => (
              <MessageBubble key={m.id} message={m} onNavigate={onNavigate} />
            ))}
          </ol>
        </PhotoSource.Provider>
      </div>
      {children}
    </div>
  );
}
