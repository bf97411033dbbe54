// The agent's online/offline switch (spec 2.17): 'Go Online' while offline, 'Go Offline' while online.
import { Button } from "../../components/ui/button.tsx";
import type { Presence } from "./use-presence.ts";

export function PresenceToggle({ presence }: { presence: Presence }) {
  const { online, busy, toggle } = presence;
  if (online === undefined) {
    return (
      <Button variant="outline" disabled>
        {busy ? "Loading..." : "Go Online"}
      </Button>
    );
  }
  return (
    <Button variant={online ? "outline" : "primary"} disabled={busy} onClick={toggle}>
      {online ? "Go Offline" : "Go Online"}
    </Button>
  );
}
