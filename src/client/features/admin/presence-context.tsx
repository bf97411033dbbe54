// The signed-in admin shell's live chat (issue 14): the agent's presence, the one chat feed of this tab (waiting list
// and held chats), and the alerts, on every admin screen. The console and the admin bar read it from here, so moving
// between screens keeps the agent online and keeps one socket per tab.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthSession } from "../../lib/use-auth-session.ts";
import { useAlertPrefs, type AlertPrefs } from "../agent-console/alert-prefs.ts";
import { readySoundOnFirstGesture } from "../agent-console/alert-sound.ts";
import { askNotificationPermission, unseenCount, useAlerts, useTitleCount, type Unseen } from "../agent-console/use-alerts.ts";
import { useAgentConsole, type AgentConsole } from "../agent-console/use-agent-console.ts";
import { usePresence, type Presence } from "../agent-console/use-presence.ts";
import type { AgentStatus } from "../../../shared/schemas/chat-constants.ts";

export const CONSOLE_PATH = "/admin/chat";
/** The team's canned replies, under the console. */
export const CANNED_REPLIES_PATH = `${CONSOLE_PATH}/replies`;

/** Where a notification's click sends the agent: this chat, or the waiting list (null). */
export interface ConsoleFocus {
  focusChat: string | null;
}

export interface AgentShell {
  /** Its `toggle` (Go Online / Go Offline) and `setStatus` ask for the notification permission the first time the agent goes online. */
  presence: Presence;
  live: AgentConsole;
  prefs: AlertPrefs;
  setPrefs: (change: Partial<AlertPrefs>) => void;
  unseen: Unseen;
}

const AgentShellContext = createContext<AgentShell | null>(null);

export function AgentShellProvider({ children }: { children: ReactNode }) {
  const { session } = useAuthSession();
  const me = session?.user.id;
  const own = usePresence();
  const live = useAgentConsole(me);
  const [prefs, setPrefs] = useAlertPrefs(me);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onOpen = useCallback((sessionId: string | null) => navigate(CONSOLE_PATH, { state: { focusChat: sessionId } satisfies ConsoleFocus }), [navigate]);
  const unseen = useAlerts({ state: live.state, online: own.online === true, prefs, consoleShown: pathname === CONSOLE_PATH, onOpen });
  useTitleCount(prefs.title ? unseenCount(unseen) : 0);
  useEffect(readySoundOnFirstGesture, []);

  const { toggle, setStatus, status } = own;
  // The browser's prompt comes from the click that goes online, once: an agent who answered it is not asked again.
  const askOnce = useCallback(() => {
    if (status === "offline" && prefs.notifications && !prefs.asked) {
      setPrefs({ asked: true });
      void askNotificationPermission();
    }
  }, [status, prefs.notifications, prefs.asked, setPrefs]);
  const togglePresence = useCallback(() => {
    askOnce();
    toggle();
  }, [askOnce, toggle]);
  const setPresenceStatus = useCallback(
    (next: AgentStatus) => {
      if (next === "online") askOnce();
      setStatus(next);
    },
    [askOnce, setStatus],
  );

  const presence = useMemo(() => ({ ...own, toggle: togglePresence, setStatus: setPresenceStatus }), [own, togglePresence, setPresenceStatus]);
  const value = useMemo(() => ({ presence, live, prefs, setPrefs, unseen }), [presence, live, prefs, setPrefs, unseen]);
  return <AgentShellContext.Provider value={value}>{children}</AgentShellContext.Provider>;
}

export function useAgentShell(): AgentShell {
  const shell = useContext(AgentShellContext);
  if (!shell) throw new Error("useAgentShell needs the signed-in admin shell (AgentShellProvider).");
  return shell;
}
