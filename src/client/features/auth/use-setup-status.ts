// Whether first-run setup is still open (no admin exists yet), asked of the server once per screen.
import { useEffect, useState } from "react";
import { AUTH_API, type SetupStatus } from "../../../shared/schemas/auth.ts";
import { requestJson } from "../../lib/api-client.ts";

/** "unknown" when the server could not be asked; the screen then lets the server decide on submit. */
export type SetupState = "checking" | "open" | "closed" | "unknown";

export function useSetupStatus(): [SetupState, (next: SetupState) => void] {
  const [state, setState] = useState<SetupState>("checking");
  useEffect(() => {
    const controller = new AbortController();
    requestJson<SetupStatus>(AUTH_API.setup, { signal: controller.signal })
      .then((s) => setState(s.setupOpen ? "open" : "closed"))
      .catch(() => {
        if (!controller.signal.aborted) setState("unknown");
      });
    return () => controller.abort();
  }, []);
  return [state, setState];
}
