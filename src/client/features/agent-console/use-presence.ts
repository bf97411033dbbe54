// The agent's status (spec 4's Go Online / Go Offline; away, issue 30), held by the admin shell (issue 14) so it lasts
// while the agent moves between admin screens. The server is the one record: a tab reads the status there on arrival
// and keeps it. A reload, a second tab or a short network loss therefore changes nothing, and an agent whose last tab is
// gone drops to offline once the server's grace period passes without a sign of them (CHAT_LIMITS.presenceGraceMs), as
// after a crash. Signing out takes the agent offline on the server. Other admin tabs of this browser hear each change at
// once (tab-peers.ts).
import { useCallback, useEffect, useRef, useState } from "react";
import type { AgentStatus } from "../../../shared/schemas/chat-constants.ts";
import { putPresence } from "./console-api.ts";
import { fetchPresence, openTabPeers, type TabPeers } from "./tab-peers.ts";

export interface Presence {
  /** undefined while the first read is under way or failed. */
  status: AgentStatus | undefined;
  /** The status is online: the agent takes new chats (undefined while unknown). */
  online: boolean | undefined;
  busy: boolean;
  /** Why the status could not be read (the controls wait for it)… */
  loadError: string | undefined;
  /** …or changed (trying again retries). */
  changeError: string | undefined;
  /** Go Online from offline; Go Offline from online or away. */
  toggle: () => void;
  setStatus: (status: AgentStatus) => void;
  reload: () => void;
}

export function usePresence(): Presence {
  const [status, setStatusState] = useState<AgentStatus>();
  const [busy, setBusy] = useState(true);
  const [loadError, setLoadError] = useState<string>();
  const [changeError, setChangeError] = useState<string>();
  const statusRef = useRef<AgentStatus | undefined>(undefined);
  const peers = useRef<TabPeers | null>(null);

  const apply = useCallback((value: AgentStatus) => {
    statusRef.current = value;
    setStatusState(value);
  }, []);

  const reload = useCallback(() => {
    setBusy(true);
    setLoadError(undefined);
    fetchPresence()
      .then(apply)
      .catch((err: Error) => {
        console.error(err);
        setLoadError(err.message);
      })
      .finally(() => setBusy(false));
  }, [apply]);

  const setStatus = useCallback(
    (next: AgentStatus) => {
      setBusy(true);
      setChangeError(undefined);
      putPresence(next)
        .then((value) => {
          apply(value);
          peers.current?.share(value);
        })
        .catch((err: Error) => {
          console.error(err);
          setChangeError(`You could not go ${next}: ${err.message}`);
        })
        .finally(() => setBusy(false));
    },
    [apply],
  );

  const toggle = useCallback(() => setStatus(statusRef.current === "offline" ? "online" : "offline"), [setStatus]);

  useEffect(() => {
    peers.current = openTabPeers(apply);
    reload();
    // A tab restored from the back/forward cache may hold an old status: read it again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) reload();
    };
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pageshow", onShow);
      peers.current?.close();
      peers.current = null;
    };
  }, [reload, apply]);

  return { status, online: status === undefined ? undefined : status === "online", busy, loadError, changeError, toggle, setStatus, reload };
}
