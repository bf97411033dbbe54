// Whether the visitor of a chat is on the site (issue 26): seen by a socket ping, a poll or a message within
// VISITOR_AWAY_MS; gone longer, they left (a closed tab, a lost network); seen again after that, they are back.
import { useEffect, useState } from "react";
import { useNow } from "./waiting-time.ts";

/** Without a sign of the visitor for this long, they have left: four of their socket's 15 s pings missed. */
export const VISITOR_AWAY_MS = 60_000;
/** How often the words are worked out again. */
const PRESENCE_TICK_MS = 5000;

export type VisitorPresence = { state: "here" | "back"; since?: undefined } | { state: "left"; since: number } | { state: "unknown"; since?: undefined };

export function visitorPresence(seenAt: string | null | undefined, now: number, wasAway: boolean): VisitorPresence {
  if (!seenAt) return { state: "unknown" };
  const seen = Date.parse(seenAt);
  if (now - seen > VISITOR_AWAY_MS) return { state: "left", since: seen };
  return { state: wasAway ? "back" : "here" };
}

/** The presence of a chat's visitor, told again as time passes; "back" once they return after having left. */
export function useVisitorPresence(seenAt: string | null | undefined): { presence: VisitorPresence; now: number } {
  const now = useNow(PRESENCE_TICK_MS);
  const [wasAway, setWasAway] = useState(false);
  const presence = visitorPresence(seenAt, now, wasAway);
  useEffect(() => {
    if (presence.state === "left") setWasAway(true);
  }, [presence.state]);
  return { presence, now };
}

/** The words for an agent: "On the site", "Left the site 3 min ago", "Back on the site". */
export function presenceText(p: VisitorPresence, now: number): string {
  if (p.state === "here") return "On the site";
  if (p.state === "back") return "Back on the site";
  if (p.state === "left") {
    const minutes = Math.max(1, Math.round((now - p.since) / 60_000));
    return `Left the site ${minutes} min ago`;
  }
  return "Not known";
}
