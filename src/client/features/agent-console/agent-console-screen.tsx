// The agent console at /admin/chat (spec 2.17, 4, 7.3), laid out as an inbox (issue 30): on a desktop the list
// (waiting visitors, the agent's chats, the team's) beside the open chat and its side panel; on a phone one pane at a
// time, list then chat and back. Keyboard shortcuts move through the chats and act on the open one.
import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { LoadError } from "../admin/data/load-error.tsx";
import { CANNED_REPLIES_PATH, useAgentShell } from "../admin/presence-context.tsx";
import { ActiveChats } from "./active-chats.tsx";
import { ConnectionStatus } from "./connection-status.tsx";
import { PresenceToggle } from "./presence-toggle.tsx";
import { AlertSettings } from "./alert-settings.tsx";
import { chatLog, focusElement, useFocusFromNotification } from "./focus-chat.ts";
import { WaitingList } from "./waiting-list.tsx";
import { AnsweringProvider } from "./answering-context.tsx";
import { TeamChats } from "./team-chats.tsx";
import { MyChats } from "./my-chats.tsx";
import { useInboxKeys, KeyboardHelp } from "./inbox-keys.tsx";
import { useWideScreen } from "./use-wide-screen.ts";
import { AssignmentSettings } from "./assignment-settings.tsx";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import type { AgentSessionSummary } from "../../../shared/schemas/chat-constants.ts";

export function ChatScreen() {
  // Presence, the chats and the alerts belong to the admin shell (issue 14): they carry on on the other screens.
  const { presence, live, prefs, setPrefs } = useAgentShell();
  const { session } = useAuthSession();
  const { status } = presence;
  const chats = live.state.chats;
  const wide = useWideScreen();
  const [openId, setOpenId] = useState<string | null>(null);
  // On a phone: the list, or the open chat.
  const [pane, setPane] = useState<"list" | "chat">("list");
  const [endRequest, setEndRequest] = useState(0);
  const [transferRequest, setTransferRequest] = useState(0);

  const current = chats?.find((c) => c.session.sessionId === openId) ?? (wide ? (chats?.[0] ?? null) : null);
  // The chat in view: the open one beside the list, or on a phone only while the chat pane is shown.
  const shown = wide || pane === "chat" ? current : null;
  const shownId = shown?.session.sessionId ?? null;

  const open = useCallback((sessionId: string | null) => {
    setOpenId(sessionId);
    setPane(sessionId ? "chat" : "list");
  }, []);
  useFocusFromNotification(chats, open);

  // Only the chat in view counts as seen: the others count what the visitor writes meanwhile (and alert for it).
  const { minimise } = live;
  useEffect(() => {
    for (const c of chats ?? []) {
      const looked = c.session.sessionId === shownId;
      if (c.minimised === looked) minimise(c.session.sessionId, !looked);
    }
  }, [chats, shownId, minimise]);
  // On a phone, a chat that ended or was handed away leaves its pane for the list.
  useEffect(() => {
    if (!wide && pane === "chat" && !current) setPane("list");
  }, [wide, pane, current]);

  const take = useCallback(
    (session: AgentSessionSummary) => {
      void live.take(session).then(() => open(session.sessionId));
    },
    [live, open],
  );

  useInboxKeys({
    chats,
    waiting: live.state.waiting,
    openId: current?.session.sessionId ?? null,
    canTake: status !== undefined && status !== "offline" && live.taking === undefined,
    open: (id) => {
      open(id);
      requestAnimationFrame(() => focusElement(chatLog(id)));
    },
    take,
    end: () => setEndRequest((n) => n + 1),
    transfer: () => setTransferRequest((n) => n + 1),
    reply: () => current && document.querySelector<HTMLTextAreaElement>(`section[data-session="${CSS.escape(current.session.sessionId)}"] textarea`)?.focus(),
  });

  return (
    <AnsweringProvider live={live}>
      {/* On a phone the settings go below the chats, so the lists come first. */}
      <div className="flex flex-col gap-6">
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
            <ConnectionStatus online={status === "online"} connection={live.connection} onReconnect={live.reconnect} />
            <PresenceToggle presence={presence} />
          </div>
        </div>

        {presence.loadError && <LoadError what="Your online status" message={presence.loadError} onRetry={presence.reload} />}
        {presence.changeError && (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {presence.changeError}
          </p>
        )}
        {status === "offline" && (
          <p className="rounded-lg border border-soil-200 bg-soil-50 p-4 text-soil-800">
            You are currently offline. Click &quot;Go Online&quot; to start receiving chat requests from customers.
          </p>
        )}
        {status === "away" && (
          <p className="rounded-lg border border-harvest-300 bg-harvest-50 p-4 text-stone-900">
            You are away: you keep your chats, and new visitors go to the agents who are online. Click &quot;Back Online&quot; to take new
            chats again.
          </p>
        )}
        {live.loadError && <LoadError what="The chats" message={live.loadError} onRetry={live.reload} />}
        <div className="flex flex-wrap items-start gap-3 max-lg:order-last">
          <AlertSettings prefs={prefs} onChange={setPrefs} />
          <AssignmentSettings canChange={session?.user.role === "admin"} />
          <div className="max-lg:hidden">
            <KeyboardHelp />
          </div>
        </div>

        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <div className={`min-w-0 space-y-6 ${pane === "chat" ? "max-lg:hidden" : ""}`}>
            <WaitingList sessions={live.state.waiting} online={status !== undefined && status !== "offline"} taking={live.taking} takeError={live.takeError} onTake={take} />
            <MyChats chats={chats} openId={shownId} onOpen={open} />
            <TeamChats />
          </div>
          <div className={`min-w-0 ${pane === "list" ? "max-lg:hidden" : ""}`}>
            <ActiveChats
              chat={shown}
              held={chats?.length ?? 0}
              onSend={(id, text, localId) => void live.send(id, text, localId)}
              onEnd={live.end}
              onEnded={() => {
                setPane("list");
                requestAnimationFrame(() => focusElement(document.getElementById("mine-heading")));
              }}
              onRetryHistory={live.retryHistory}
              onBack={() => {
                const id = current?.session.sessionId;
                setPane("list");
                requestAnimationFrame(() => focusElement(document.querySelector<HTMLElement>(`button[data-chat="${id}"]`) ?? document.getElementById("mine-heading")));
              }}
              endRequest={endRequest}
              transferRequest={transferRequest}
            />
          </div>
        </div>

        <p role="status" aria-live="polite" className="sr-only">
          <span key={live.state.announcement.seq}>{live.state.announcement.text}</span>
        </p>
      </div>
    </AnsweringProvider>
  );
}
