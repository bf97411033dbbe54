// The side panel's data (issue 14): read when the chat opens, then each page the visitor opens arrives by socket; while
// the socket is down the panel reads it again now and then, since page frames are not polled.
import { useCallback, useEffect, useState } from "react";
import { CHAT_API, CHAT_LIMITS, type VisitorContext } from "../../../shared/schemas/chat-constants.ts";
import { adminApi } from "../../lib/admin-api.ts";
import type { ConnectionState } from "./use-agent-console.ts";
import { onVisitorPage, onVisitorSeen } from "./visitor-page-events.ts";

/** How often the panel is read again while the socket is down. */
const REREAD_MS = 15_000;

export const fetchVisitorContext = (sessionId: string) =>
  adminApi.get<{ visitor: VisitorContext }>(CHAT_API.visitorContext(sessionId)).then((r) => r.visitor);

export function useVisitorContext(sessionId: string, connection: ConnectionState): { visitor?: VisitorContext; error?: string; reload: () => void } {
  const [visitor, setVisitor] = useState<VisitorContext>();
  const [error, setError] = useState<string>();

  const reload = useCallback(() => {
    fetchVisitorContext(sessionId).then(
      (v) => {
        setVisitor(v);
        setError(undefined);
      },
      (err: Error) => setError(err.message),
    );
  }, [sessionId]);

  useEffect(
    () =>
      onVisitorPage((id, page) => {
        if (id !== sessionId) return;
        setVisitor((v) => (v && !v.pages.some((p) => p.at === page.at && p.path === page.path) ? { ...v, pages: [...v.pages, page].slice(-CHAT_LIMITS.visitorPagesMax) } : v));
      }),
    [sessionId],
  );

  useEffect(
    () =>
      onVisitorSeen((id, seenAt) => {
        if (id === sessionId) setVisitor((v) => (v && (!v.seenAt || v.seenAt < seenAt) ? { ...v, seenAt } : v));
      }),
    [sessionId],
  );

  // On opening and when back on the socket, read it (frames may have been missed); off the socket, every REREAD_MS.
  const live = connection === "live";
  useEffect(() => {
    reload();
    if (live) return;
    const timer = setInterval(reload, REREAD_MS);
    return () => clearInterval(timer);
  }, [live, reload]);

  return { visitor, error, reload };
}
