// The agent's Go Online / Go Offline (spec 4 'Agent presence'): offline on arrival (also after a reload or a crash that
// left the agent online), online only by the agent's choice, and offline again when the agent goes offline, leaves the
// screen or closes the tab.
import { useCallback, useEffect, useRef, useState } from "react";
import { goOfflineOnExit, putPresence } from "./console-api.ts";

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
  const onlineRef = useRef(false);

  const apply = useCallback((value: boolean) => {
    onlineRef.current = value;
    setOnline(value);
  }, []);

  // The console starts offline (spec 4: offline by default): an agent left online by a crash or a reload is set
  // offline here rather than shown online, and goes online again only by pressing Go Online.
  const reload = useCallback(() => {
    setBusy(true);
    setLoadError(undefined);
    putPresence(false)
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
      .then(apply)
      .catch((err: Error) => {
        console.error(err);
        setChangeError(`You could not go ${next ? "online" : "offline"}: ${err.message}`);
      })
      .finally(() => setBusy(false));
  }, [apply]);

  useEffect(() => {
    reload();
    const onHide = () => {
      if (onlineRef.current) goOfflineOnExit();
    };
    // A tab restored from the back/forward cache went offline when it was hidden: read the status again.
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) reload();
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      // Leaving the screen while online sets the agent offline (spec 4).
      if (onlineRef.current) {
        onlineRef.current = false;
        putPresence(false).catch((err: unknown) => console.error(err));
      }
    };
  }, [reload]);

  return { online, busy, loadError, changeError, toggle, reload };
}
