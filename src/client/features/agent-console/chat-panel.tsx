// The open chat of the inbox (spec 2.17, issue 30): the visitor's details, the messages and the reply box, and the side
// panel on who the visitor is (issue 14), beside the chat where it is wide and a sheet where it is not; it can be
// transferred and ended. A chat handed over shows who handed it and their note.
import { useId, useRef, useState } from "react";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { languageLabel } from "../../../shared/locales.ts";
import { userTypeLabel } from "../admin/data/format.ts";
import { LoadError } from "../admin/data/load-error.tsx";
import type { ActiveChat, PendingMessage } from "./console-state.ts";
import { MessageComposer } from "./message-composer.tsx";
import { MessageLog } from "./message-log.tsx";
import { useAnswering } from "./answering-context.tsx";
import { TransferDialog } from "./transfer-dialog.tsx";
import { VisitorPanel } from "./visitor-panel.tsx";
import { useConsolePhotos } from "./console-photos.tsx";
import { useAgentShell } from "../admin/presence-context.tsx";
import { useVisitorContext } from "./use-visitor-context.ts";
import { presenceText, useVisitorPresence } from "./visitor-presence.ts";
import { contactLine } from "../admin/contact-line.ts";

interface Props {
  chat: ActiveChat;
  agentName: string;
  onSend: (text: string, localId?: string) => void;
  onEnd: () => void;
  onRetryHistory: () => void;
  /** On a phone, back to the list of conversations. */
  onBack: () => void;
  /** The console asks to open the transfer dialog (a keyboard shortcut): `seq` changes each time. */
  transferRequest: number;
}

export function ChatPanel({ chat, agentName, onSend, onEnd, onRetryHistory, onBack, transferRequest }: Props) {
  const { session } = chat;
  const headingId = useId();
  const name = session.userName;
  // Typing, canned replies and transfer (issue 14), where the console provides them.
  const answering = useAnswering();
  const [transferring, setTransferring] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const closeSheet = () => {
    setSheetOpen(false);
    sheetButton.current?.focus();
  };
  // A shortcut's ask (a new number) opens the dialog; the number a chat opens with is an old ask, not a new one.
  const [askedTransfer, setAskedTransfer] = useState(transferRequest);
  if (transferRequest !== askedTransfer) {
    setAskedTransfer(transferRequest);
    setTransferring(true);
  }
  const visitorTyping = answering?.live.visitorTyping.has(session.sessionId) ?? false;
  // Photos (issue 26): the camera button, the chat's photos and why the last one was not sent.
  const photos = useConsolePhotos(session.sessionId);
  // Who the visitor is, for the side panel, and whether they are on the site, for the header too (issue 26).
  const { live } = useAgentShell();
  const context = useVisitorContext(session.sessionId, live.connection);
  const { presence, now } = useVisitorPresence(context.visitor?.seenAt);

  return (
    // Beside the chat where the panel is wide (its wrapper is a size container), below it where it is not.
    <section
      aria-labelledby={headingId}
      data-session={session.sessionId}
      className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm @2xl:grid @2xl:grid-cols-[minmax(0,1fr)_17rem]"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 bg-brand-50 px-4 py-3 @2xl:col-span-2">
        <button type="button" onClick={onBack} className="-ml-1 rounded-md px-1 py-1 text-sm font-semibold text-brand-800 underline lg:hidden">
          ← All conversations
        </button>
        <div className="min-w-0 basis-full sm:basis-auto">
          <h3 id={headingId} className="font-display text-lg font-semibold text-stone-900">
            {name}
            {/* The language of the page the visitor chats from: answer in it. */}
            {session.language && (
              <span title="The visitor's language" className="ml-2 rounded-full bg-white px-2 py-0.5 align-middle font-sans text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                {languageLabel(session.language)}
              </span>
            )}
          </h3>
          <p className="truncate text-sm text-stone-700">
            {contactLine(session.userEmail, session.userPhone)}
            {session.userType ? ` · ${userTypeLabel(session.userType)}` : ""}
          </p>
          {presence.state !== "unknown" && (
            <p role="status" className={`text-xs font-semibold ${presence.state === "left" ? "text-amber-800" : "text-brand-800"}`}>
              <span aria-hidden="true" className={`mr-1 inline-block size-2 rounded-full ${presence.state === "left" ? "bg-amber-500" : "bg-brand-600"}`} />
              {presenceText(presence, now)}
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button ref={sheetButton} type="button" className={buttonClass("outline", "sm", "@2xl:hidden")} aria-expanded={sheetOpen} onClick={() => setSheetOpen((o) => !o)}>
            Details<span className="sr-only"> about {name}</span>
          </button>
          {answering && (
            <Button variant="outline" size="sm" onClick={() => setTransferring(true)}>
              Transfer<span className="sr-only"> chat with {name}</span>
            </Button>
          )}
          <Button variant="danger" size="sm" onClick={onEnd}>
            End<span className="sr-only"> chat with {name}</span>
          </Button>
        </div>
        {session.handover && (
          <p className="basis-full rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            <span className="font-semibold">{session.handover.by ? `Handed to you by ${session.handover.by}` : "Given to you automatically"}</span>
            {session.handover.note ? `: “${session.handover.note}”` : "."}
          </p>
        )}
      </header>
      <div>
        {chat.loadError && !chat.loaded ? (
          <div className="p-4">
            <LoadError what="The messages" message={chat.loadError} onRetry={onRetryHistory} />
          </div>
        ) : (
          <MessageLog
            label={`Messages with ${name}`}
            messages={chat.messages}
            pending={chat.pending}
            agentName={agentName}
            visible
            onResend={(p: PendingMessage) => onSend(p.text, p.localId)}
            photos={photos.loader}
          />
        )}
        {photos.error && (
          <p role="alert" className="px-4 pt-2 text-sm font-semibold text-red-700">
            {photos.error}
          </p>
        )}
        {visitorTyping && (
          <p role="status" className="px-4 pb-1 text-sm text-stone-600 italic">
            {name} is typing…
          </p>
        )}
        <MessageComposer
          visitorName={name}
          onSend={(text) => onSend(text)}
          canned={answering ? { replies: answering.replies, fill: (r) => answering.fill(r, name) } : undefined}
          onTyping={answering ? () => answering.live.typed(session.sessionId) : undefined}
          tools={photos.button}
        />
      </div>
      <VisitorPanel
        name={name}
        chatId={session.sessionId}
        hidden={false}
        sheetOpen={sheetOpen}
        onCloseSheet={closeSheet}
        context={context}
        presence={presenceText(presence, now)}
      />
      {answering && <TransferDialog open={transferring} sessionId={session.sessionId} visitorName={name} onClose={() => setTransferring(false)} />}
    </section>
  );
}
