// Waiting time in whole minutes (spec 9), recomputed on a timer so the list ages while the agent watches it.
import { useEffect, useState } from "react";
import type { AgentSessionSummary } from "../../../shared/schemas/chat-constants.ts";

/** How often the waiting times are recomputed. */
export const WAITING_TICK_MS = 30_000;

/** Whole minutes since the visitor started, never less than the server counted (a browser clock may run slow). */
export function waitingMinutes(session: AgentSessionSummary, now: number): number {
  return Math.max(session.waitingMinutes, Math.floor((now - Date.parse(session.createdAt)) / 60_000), 0);
}

export const waitingText = (minutes: number) => `Waiting ${minutes} min`;

/** The current time, renewed every `everyMs`. */
export function useNow(everyMs = WAITING_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
