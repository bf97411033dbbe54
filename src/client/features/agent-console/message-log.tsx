// One chat's messages (role="log"): sender and time on each, the agent's own on the right, replies still on their way
// marked as sending, and a failed one with a way to send it again.
import type { ReactNode } from "react";
import { useStickToBottom } from "../../lib/use-stick-to-bottom.ts";
import type { ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import type { PendingMessage } from "./console-state.ts";
import { PhotoSource, type PhotoLoader } from "../chat-photos/photo-view.tsx";
import { ConsolePhoto } from "./console-photos.tsx";

const clock = new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit" });

interface Props {
  label: string;
  messages: ChatMessage[];
  pending: PendingMessage[];
  /** The sender name of the agent's own messages. */
  agentName: string;
  onResend: (pending: PendingMessage) => void;
  /** False while the chat is minimised; on expanding, the log shows its latest messages. */
  visible: boolean;
  /** How the chat's photos are read (issue 26). */
  photos?: PhotoLoader | null;
}

function Bubble({ id, own, system, name, at, photo, children }: { id?: string; own: boolean; system: boolean; name: string; at: string; photo?: boolean; children: ReactNode }) {
  if (system) {
    return (
      <li data-message-id={id} className="mx-auto max-w-[90%] rounded-full bg-stone-100 px-3 py-1 text-center text-xs text-stone-700">
        {children} <time dateTime={at}>{clock.format(new Date(at))}</time>
      </li>
    );
  }
  return (
    <li data-message-id={id} className={`flex max-w-[85%] flex-col ${own ? "ml-auto items-end" : "mr-auto items-start"}`}>
      <p className="text-xs text-stone-600">
        <span className="font-semibold text-stone-800">{name}</span> · <time dateTime={at}>{clock.format(new Date(at))}</time>
      </p>
      <div className={`mt-0.5 rounded-2xl ${photo ? "p-1" : "px-3.5 py-2"} break-words whitespace-pre-wrap ${own ? "rounded-br-sm bg-brand-700 text-white" : "rounded-bl-sm bg-stone-100 text-stone-900"}`}>
        {children}
      </div>
    </li>
  );
}

export function MessageLog({ label, messages, pending, agentName, onResend, visible, photos = null }: Props) {
  // Follow the conversation unless the agent has scrolled up, also when a second chat opening beside it reflows the
  // text. (The log turns off the browser's scroll anchoring, whose own scroll would count as the agent scrolling up.)
  const { ref, onScroll } = useStickToBottom<HTMLDivElement>([messages.length + pending.length, visible]);

  return (
    <div
      ref={ref}
      role="log"
      // New visitor messages are announced once by the console's announcer; the log itself stays quiet.
      aria-live="off"
      aria-label={label}
      tabIndex={0}
      onScroll={onScroll}
      className="h-72 overflow-y-auto bg-white px-4 py-3 [overflow-anchor:none] focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-harvest-400"
    >
      <ol className="flex flex-col gap-3">
        <PhotoSource.Provider value={photos}>
          {messages.map((m) => (
            <Bubble key={m.id} id={m.id} own={m.sender_type === "agent"} system={m.sender_type === "system"} name={m.sender_name} at={m.created_at} photo={!!m.photo}>
              {m.photo ? <ConsolePhoto photo={m.photo} sender={m.sender_name} /> : m.message}
            </Bubble>
          ))}
        </PhotoSource.Provider>
        {pending.map((p) => (
          <Bubble key={p.localId} own system={false} name={agentName} at={p.createdAt}>
            {p.text}
            <span className={`mt-1 block text-xs ${p.error ? "font-semibold text-red-100" : "text-brand-100"}`}>
              {p.error ? `Not sent: ${p.error}` : "Sending..."}
            </span>
            {p.error && (
              <button type="button" onClick={() => onResend(p)} className="mt-1 rounded-full bg-white px-3 py-0.5 text-xs font-semibold text-brand-800 hover:bg-brand-50">
                Send again
              </button>
            )}
          </Bubble>
        ))}
      </ol>
    </div>
  );
}
