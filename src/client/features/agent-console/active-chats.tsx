// The agent's active chats (spec 2.17): one panel each, an empty state, and the confirm step before a chat ends.
import { useEffect, useRef, useState } from "react";
import { useSiteConfig } from "../../app/site-config.tsx";
import type { ActiveChat } from "./console-state.ts";
import { ChatPanel } from "./chat-panel.tsx";
import { EndChatDialog } from "./end-chat-dialog.tsx";

interface Props {
  chats: ActiveChat[] | undefined;
  onSend: (sessionId: string, text: string, localId?: string) => void;
  onMinimise: (sessionId: string, minimised: boolean) => void;
  onEnd: (sessionId: string) => Promise<void>;
  onRetryHistory: (sessionId: string) => void;
}

export function ActiveChats({ chats, onSend, onMinimise, onEnd, onRetryHistory }: Props) {
  const site = useSiteConfig();
  const agentName = `${site.brand} Agent`;
  const [ending, setEnding] = useState<ActiveChat | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ended = useRef(false);
  // The panel that held the focus is gone: continue from the list's heading, once the dialog has let go of the page.
  useEffect(() => {
    if (ending || !ended.current) return;
    ended.current = false;
    headingRef.current?.focus();
  }, [ending]);

  return (
    <section aria-labelledby="active-heading" className="min-w-0 space-y-4">
      <h2 id="active-heading" ref={headingRef} tabIndex={-1} className="heading-3 outline-none">
        Active chats{chats && chats.length > 0 ? ` (${chats.length})` : ""}
      </h2>
      {!chats ? (
        <p className="text-stone-600">Loading...</p>
      ) : chats.length === 0 ? (
        <div className="card py-10 text-center">
          <p className="font-semibold text-stone-900">No active chats</p>
          <p className="mt-1 text-stone-600">Take a waiting session to start chatting</p>
        </div>
      ) : (
        // One chat fills the column; two or more sit side by side where each still gets 24rem.
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,24rem),1fr))] gap-4">
          {chats.map((chat) => {
            const id = chat.session.sessionId;
            return (
              // A size container: the chat's side panel sits beside it once the chat is wide enough (chat-panel.tsx).
              <div key={id} className="@container min-w-0">
                <ChatPanel
                  chat={chat}
                  agentName={agentName}
                  onSend={(text, localId) => onSend(id, text, localId)}
                  onMinimise={(minimised) => onMinimise(id, minimised)}
                  onEnd={() => setEnding(chat)}
                  onRetryHistory={() => onRetryHistory(id)}
                />
              </div>
            );
          })}
        </div>
      )}
      <EndChatDialog
        visitorName={ending?.session.userName ?? null}
        onClose={() => setEnding(null)}
        onConfirm={async () => {
          if (!ending) return;
          await onEnd(ending.session.sessionId);
          ended.current = true;
          setEnding(null);
        }}
      />
    </section>
  );
}
