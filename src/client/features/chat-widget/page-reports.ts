// The visitor's page trail for the agent (issue 14): the page a chat starts on and the visitor's time zone go with the
// session's start; each page opened during a chat with an agent is reported over the socket, or by REST while the
// socket is down. Paths only: never the query or #part, which can hold what the visitor typed.
import { useEffect, useRef, useState, type RefObject } from "react";
import { CHAT_API, CHAT_LIMITS, VISITOR_PATH_PATTERN } from "../../../shared/schemas/chat-constants.ts";
import { requestJson } from "../../lib/api-client.ts";
import type { ChatFeed } from "../../lib/chat-feed.ts";
import type { VisitorSession } from "./chat-api.ts";

/** A path the server accepts, or undefined (a path it would refuse is not worth a failed chat start). */
export function reportablePath(pathname: string): string | undefined {
  return pathname.length <= CHAT_LIMITS.pagePathMax && VISITOR_PATH_PATTERN.test(pathname) ? pathname : undefined;
}

/** The browser's IANA time zone ("Asia/Kolkata"), when it names one. */
export function browserTimeZone(): string | undefined {
  try {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return tz && tz.length <= 64 && /^[A-Za-z][\w+\-/]*$/.test(tz) ? tz : undefined;
  } catch {
    return undefined;
  }
}

/** Where the chat starts: sent with POST /chat/sessions. */
export const startContext = () => ({ startPath: reportablePath(window.location.pathname), timeZone: browserTimeZone() });

/**
 * The page's path, kept current. The widget is an island on public pages, outside any router, and a link between public
 * pages loads the next page (which mounts the widget again); a router's in-page navigation, where there is one, is
 * heard through popstate and the Navigation API.
 */
function useCurrentPath(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    window.addEventListener("popstate", update);
    navigation?.addEventListener("navigatesuccess", update);
    return () => {
      window.removeEventListener("popstate", update);
      navigation?.removeEventListener("navigatesuccess", update);
    };
  }, []);
  return path;
}

function postPage(session: VisitorSession, path: string): Promise<unknown> {
  return requestJson(CHAT_API.visitorPage(session.sessionId), { method: "POST", body: { path }, headers: { authorization: `Bearer ${session.token}` } });
}

/**
 * Reports each page the visitor opens while `session` (a chat with an agent, not ended) lasts and the chat runs (its
 * panel open or minimised), including the page shown when it begins here (the server adds a page only when it differs from the last one, so the start page or a reload
 * adds nothing). A socket that is still connecting gets one widget poll interval before REST is used instead. A report
 * that fails is let go: it is context for the agent, not part of the chat.
 */
export function usePageReports(session: VisitorSession | null, feed: RefObject<ChatFeed | null>): void {
  const pathname = useCurrentPath();
  const sessionId = session?.sessionId;
  const token = session?.token;
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    };
  }, [sessionId]);

  useEffect(() => {
    const path = reportablePath(pathname);
    if (!sessionId || !token || !path) return;
    const frame = { type: "page", path };
    if (feed.current?.send(frame)) return;
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      if (!feed.current?.send(frame)) postPage({ sessionId, token }, path).catch(() => undefined);
    }, CHAT_LIMITS.widgetPollMs);
    timers.current.add(timer);
  }, [pathname, sessionId, token, feed]);
}
