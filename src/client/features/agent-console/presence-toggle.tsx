// The agent's status on the console (spec 2.17; away, issue 30): 'Go Online' while offline, 'Go Offline' otherwise,
// and beside it 'Set Away' while online or 'Back Online' while away.
import { Button } from "../../components/ui/button.tsx";
import type { Presence } from "./use-presence.ts";

export function PresenceToggle({ presence }: { presence: Presence }) {
  const { status, busy, toggle, setStatus } = presence;
  if (status === undefined) {
    return (
      <Button variant="outline" disabled>
        {busy ? "Loading..." : "Go Online"}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {status !== "offline" && (
        <Button variant="outline" disabled={busy} onClick={() => setStatus(status === "away" ? "online" : "away")}>
          {status === "away" ? "Back Online" : "Set Away"}
        </Button>
      )}
      <Button variant={status === "offline" ? "primary" : "outline"} disabled={busy} onClick={toggle}>
        {status === "offline" ? "Go Online" : "Go Offline"}
      </Button>
    </div>
  );
}
