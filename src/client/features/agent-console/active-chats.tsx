// The open conversation of the inbox (spec 2.17, issue 30): the chat the agent chose from their list, or an empty
// state, and the confirm step before a chat ends.
import { useState } from "react";
import { useSiteConfig } from "../../app/site-config.tsx";
import type { ActiveChat } from "./console-state.ts";
import { ChatPanel } from "./chat-panel.tsx";
import { EndChatDialog } from "./end-chat-dialog.tsx";

interface Props {
  /** The open chat; null when the agent holds none (or has not chosen one). */
  chat: ActiveChat | null;
  /** How many chats the agent holds (for the empty state). */
  held: number;
  onSend: (sessionId: string, text: string, localId?: string) => void;
  onEnd: (sessionId: string) => Promise<void>;
  /** After a chat ended and its dialog closed: the list takes the focus (the panel that had it is gone). */
  onEnded: () => void;
  onRetryHistory: (sessionId: string) => void;
  onBack: () => void;
  /** Keyboard shortcuts ask for the end and transfer dialogs: each number changes at every ask. */
  endRequest: number;
  transferRequest: number;
}

export function ActiveChats({ chat, held, onSend, onEnd, onEnded, onRetryHistory, onBack, endRequest, transferRequest }: Props) {
  const site = useSiteConfig();
  const agentName = `${site.brand} Agent`;
  const [ending, setEnding] = useState<ActiveChat | null>(null);
  const [askedEnd, setAskedEnd] = useState(endRequest);
  // A shortcut's ask opens the dialog for the chat open now.
  if (endRequest !== askedEnd) {
    setAskedEnd(endRequest);
    if (chat) setEnding(chat);
  }

  return (
    <section aria-label="Open conversation" className="min-w-0">
      {!chat ? (
        <div className="card py-10 text-center">
          <p className="font-semibold text-stone-900">{held ? "Choose a chat from your list" : "No active chats"}</p>
          <p className="mt-1 text-stone-600">{held ? "It opens here, with the visitor's details beside it." : "Take a waiting session to start chatting"}</p>
        </div>
      ) : (
        // A size container: the chat's side panel sits beside it once the chat is wide enough (chat-panel.tsx).
        <div key={chat.session.sessionId} className="@container min-w-0">
          <ChatPanel
            chat={chat}
            agentName={agentName}
            onSend={(text, localId) => onSend(chat.session.sessionId, text, localId)}
            onEnd={() => setEnding(chat)}
            onRetryHistory={() => onRetryHistory(chat.session.sessionId)}
            onBack={onBack}
            transferRequest={transferRequest}
          />
        </div>
      )}
      <EndChatDialog
        visitorName={ending?.session.userName ?? null}
        onClose={() => setEnding(null)}
        onConfirm={async () => {
          if (!ending) return;
          await onEnd(ending.session.sessionId);
          setEnding(null);
        }}
        // Only once the dialog has closed: closing gives the focus back to the End button, which would undo the move.
        onEnded={onEnded}
      />
    </section>
  );
}
