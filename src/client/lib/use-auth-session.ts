// React access to the browser session: the current status and session, re-rendered on every auth-state change.
import { useEffect, useSyncExternalStore } from "react";
import { authClient, type AuthSnapshot } from "./auth-session.ts";

const LOADING: AuthSnapshot = { status: "loading", session: null };

/** `{ status: "loading" | "signed-in" | "signed-out", session }`; starts the session check on first use. */
export function useAuthSession(): AuthSnapshot {
  const client = authClient();
  const snapshot = useSyncExternalStore(client.subscribe, client.getSnapshot, () => LOADING);
  useEffect(() => {
    void client.initialize();
  }, [client]);
  return snapshot;
}
