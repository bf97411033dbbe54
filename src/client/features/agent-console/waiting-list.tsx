// The waiting list (spec 2.17; issue 30): each visitor with their first words (once they write), the page they started
// on, contact, user type, language and waiting time, and a Take button while the agent is online or away.
import { useEffect, useRef } from "react";
import type { AgentSessionSummary } from "../../../shared/schemas/chat-constants.ts";
import { Button } from "../../components/ui/button.tsx";
import { languageLabel } from "../../../shared/locales.ts";
import { userTypeLabel } from "../admin/data/format.ts";
import { useNow, waitingMinutes, waitingText } from "./waiting-time.ts";
import { contactLine } from "../admin/contact-line.ts";

interface Props {
  sessions: AgentSessionSummary[] | undefined;
  online: boolean;
  taking: string | undefined;
  takeError: string | undefined;
  onTake: (session: AgentSessionSummary) => void;
}

export function WaitingList({ sessions, online, taking, takeError, onTake }: Props) {
  const now = useNow();
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The row whose Take button had focus may be gone: the server's answer takes the focus instead.
  useEffect(() => {
    if (takeError) errorRef.current?.focus();
  }, [takeError]);

  return (
    <section aria-labelledby="waiting-heading" className="card p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="waiting-heading" className="heading-3">
          Waiting customers
        </h2>
        {sessions && sessions.length > 0 && <span className="text-sm text-stone-600">{sessions.length} waiting</span>}
      </div>
      {takeError && (
        <p ref={errorRef} tabIndex={-1} role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {takeError}
        </p>
      )}
      {!sessions ? (
        <p className="mt-4 text-stone-600">Loading...</p>
      ) : sessions.length === 0 ? (
        <p className="mt-4 rounded-lg bg-stone-50 px-4 py-6 text-center text-stone-700">No customers waiting</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-200" aria-label="Waiting customers">
          {sessions.map((s) => (
            <li key={s.sessionId} data-session={s.sessionId} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-stone-900">{s.userName}</p>
                <p className={`mt-0.5 line-clamp-2 text-sm break-words ${s.firstMessage ? "text-stone-900" : "text-stone-600 italic"}`}>
                  {s.firstMessage ? `“${s.firstMessage}”` : "Has not written yet"}
                </p>
                <p className="truncate text-sm text-stone-700">{contactLine(s.userEmail, s.userPhone)}</p>
                {s.startPath && <p className="truncate font-mono text-xs text-stone-600">From {s.startPath}</p>}
                <p className="text-sm text-stone-600">
                  {s.userType ? `${userTypeLabel(s.userType)} · ` : ""}
                  {s.language ? `${languageLabel(s.language)} · ` : ""}
                  <span className="font-medium text-soil-800">{waitingText(waitingMinutes(s, now))}</span>
                </p>
              </div>
              <Button
                size="sm"
                disabled={!online || taking !== undefined}
                title={online ? undefined : "Go online to take chats"}
                aria-label={`Take chat with ${s.userName}`}
                onClick={() => onTake(s)}
              >
                {taking === s.sessionId ? "Taking..." : "Take"}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
