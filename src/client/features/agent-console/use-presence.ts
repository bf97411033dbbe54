// The agent's Go Online / Go Offline (spec 4 'Agent presence'), held by the admin shell (issue 14) so it lasts while the
// agent moves between admin screens: offline on arrival (also after a reload or a crash that left the agent online),
// online only by the agent's choice, and offline again when the agent goes offline, leaves the admin area or closes the
// tab. Other admin tabs of this browser share it (tab-peers.ts): a new tab takes their status instead of going offline,
// and only the last one to close takes the agent offline.
import { useCallback, useEffect, useRef, useState } from "react";
import { goOfflineOnExit, putPresence } from "./console-api.ts";
import { fetchPresence, openTabPeers, type TabPeers } from "./tab-peers.ts";

export interface Presence {
  /** undefined while the first read is under way or failed. */
  online: boolean | undefined;
  busy: boolean;
  /** Why the presence could not be read (the toggle waits for it)… */
  loadError: string | undefined;
  /** …or changed (pressing the toggle again retries). */
  changeError: string | undefined;
  toggle: () => void;
  reload: () => void;
}

export function usePresence(): Presence {
  const [online, setOnline] = useState<boolean>();
  const [busy, setBusy] = useState(true);
  const [loadError, setLoadError] = useState<string>();
  const [changeError, setChangeError] = useState<string>();
  const onlineRef = useRef<boolean | undefined>(undefined);
  const peers = useRef<TabPeers | null>(null);

  const apply = useCallback((value: boolean) => {
    onlineRef.current = value;
    setOnline(value);
  }, []);

  // The first admin tab starts offline (spec 4: offline by default): an agent left online by a crash or a reload is set
  // offline here rather than shown online, and goes online again only by pressing Go Online. A tab opened beside
  // another one reads the status the agent has there.
  const reload = useCallback(() => {
    setBusy(true);
    setLoadError(undefined);
    (peers.current?.greet() ?? Promise.resolve(undefined))
      .then((other) => (other === undefined ? putPresence(false) : fetchPresence()))
      .then(apply)
      .catch((err: Error) => {
        console.error(err);
        setLoadError(err.message);
      })
      .finally(() => setBusy(false));
  }, [apply]);

  const toggle = useCallback(() => {
    const next = !onlineRef.current;
    setBusy(true);
    setChangeError(undefined);
    putPresence(next)
      .then((value) => {
        apply(value);
        peers.current?.share(value);
      })
      .catch((err: Error) => {
        console.error(err);
        setChangeError(`You could not go ${next ? "online" : "offline"}: ${err.message}`);
      })
      .finally(() => setBusy(false));
  }, [apply]);

  useEffect(() => {
    peers.current = openTabPeers(() => onlineRef.current, apply);
    reload();
    const onHide = () => {
      // The last admin tab going away takes the agent offline; another one still open keeps the agent as they are.
      if (onlineRef.current && !peers.current?.hasPeers()) goOfflineOnExit();
      peers.current?.close();
    };
    // A tab restored from the back/forward cache said goodbye when it was hidden: greet again and read the status.
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      peers.current = openTabPeers(() => onlineRef.current, apply);
      reload();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      const last = !peers.current?.hasPeers();
      peers.current?.close();
      peers.current = null;
      // Leaving the admin area while online sets the agent offline (spec 4), unless another admin tab is still open.
      if (onlineRef.current && last) {
        onlineRef.current = false;
        putPresence(false).catch((err: unknown) => console.error(err));
      }
    };
  }, [reload, apply]);

  return { online, busy, loadError, changeError, toggle, reload };
}
