// The agent console at /admin/chat (spec 2.17, 4, 7.3): presence, the waiting list and the agent's active chats, live,
// and the agent's alert switches (issue 14).
import { LoadError } from "../admin/data/load-error.tsx";
import { CANNED_REPLIES_PATH, useAgentShell } from "../admin/presence-context.tsx";
import { ActiveChats } from "./active-chats.tsx";
import { ConnectionStatus } from "./connection-status.tsx";
import { PresenceToggle } from "./presence-toggle.tsx";
import { AlertSettings } from "./alert-settings.tsx";
import { useFocusFromNotification } from "./focus-chat.ts";
import { WaitingList } from "./waiting-list.tsx";
import { Link } from "react-router";
import { AnsweringProvider } from "./answering-context.tsx";
import { TeamChats } from "./team-chats.tsx";

export function ChatScreen() {
  // Presence, the chats and the alerts belong to the admin shell (issue 14): they carry on on the other screens.
  const { presence, live, prefs, setPrefs } = useAgentShell();
  const online = presence.online === true;
  useFocusFromNotification(live);

  return (
    <AnsweringProvider live={live}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="heading-2">Live Chat</h1>
            <p className="mt-1 text-stone-600">
              Take waiting customers and answer them here.{" "}
              <Link to={CANNED_REPLIES_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
                Canned replies
              </Link>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <ConnectionStatus online={online} connection={live.connection} onReconnect={live.reconnect} />
            <PresenceToggle presence={presence} />
          </div>
        </div>

        {presence.loadError && <LoadError what="Your online status" message={presence.loadError} onRetry={presence.reload} />}
        {presence.changeError && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {presence.changeError}
          </p>
        )}
        {presence.online === false && (
          <p className="rounded-lg border border-soil-200 bg-soil-50 p-4 text-soil-800">
            You are currently offline. Click &quot;Go Online&quot; to start receiving chat requests from customers.
          </p>
        )}
        {live.loadError && <LoadError what="The chats" message={live.loadError} onRetry={live.reload} />}
        <AlertSettings prefs={prefs} onChange={setPrefs} />

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-6">
            <WaitingList sessions={live.state.waiting} online={online} taking={live.taking} takeError={live.takeError} onTake={(s) => void live.take(s)} />
            <TeamChats />
          </div>
          <ActiveChats
            chats={live.state.chats}
            onSend={(id, text, localId) => void live.send(id, text, localId)}
            onMinimise={live.minimise}
            onEnd={live.end}
            onRetryHistory={live.retryHistory}
          />
        </div>

        <p role="status" aria-live="polite" className="sr-only">
          <span key={live.state.announcement.seq}>{live.state.announcement.text}</span>
        </p>
      </div>
    </AnsweringProvider>
  );
}
