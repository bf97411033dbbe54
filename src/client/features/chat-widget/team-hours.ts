// The team's business hours as the widget needs them (issue 26): read from GET /api/v1/chat/availability while the
// assistant answers (nobody online), so the widget can say whether the team is away and when it is back, or that no one
// is online right now. Read again when the team opens, and every few minutes, so "tomorrow" never goes stale.
import { useCallback, useEffect, useState } from "react";
import { CHAT_API, type Availability } from "../../../shared/schemas/chat-constants.ts";
import { backText, reopeningWords } from "../../../shared/business-hours.ts";
import { localeInfo } from "../../../shared/locales.ts";
import { requestJson } from "../../lib/api-client.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";

/** How often the hours are read again while shown. */
const REFRESH_MS = 5 * 60_000;

export interface TeamHours {
  /** The last answer; null until the first arrives (or while it cannot be read). */
  availability: Availability | null;
  /** Outside the hours with nobody online: "We're back tomorrow at 9:00 am." in the page's language; else null. */
  back: string | null;
  /** The after-hours notice was put away for the chat `key`. */
  dismissed: boolean;
  dismiss: () => void;
}

/**
 * Reads the hours while `key` (the chat the assistant answers) is set; `key` changing (a new chat) shows a dismissed
 * notice again.
 */
export function useTeamHours(key: string | null): TeamHours {
  const t = useT();
  const locale = useLocale();
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const active = key !== null;

  useEffect(() => {
    if (!active) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      let next: Availability | null = null;
      try {
        next = await requestJson<Availability>(CHAT_API.availability);
      } catch {
        // Unknown hours: the widget says nothing about them rather than something wrong.
      }
      if (stopped) return;
      setAvailability(next);
      const opensIn = next?.nextOpenAt ? Date.parse(next.nextOpenAt) - Date.now() + 1000 : Infinity;
      timer = setTimeout(() => void read(), Math.max(1000, Math.min(REFRESH_MS, opensIn)));
    };
    void read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [active]);

  const closed = availability && !availability.open && !availability.hasAvailableAgent && availability.nextOpenAt;
  const back = closed ? backText(t, reopeningWords(new Date(availability.nextOpenAt!), new Date(), localeInfo(locale).intl)) : null;
  const dismiss = useCallback(() => setDismissedFor(key), [key]);
  return { availability: active ? availability : null, back: active ? back : null, dismissed: dismissedFor !== null && dismissedFor === key, dismiss };
}
