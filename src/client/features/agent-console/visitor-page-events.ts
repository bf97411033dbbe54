// What the visitor's side says of a chat, from this tab's one chat feed (use-agent-console.ts) to the side panel and
// header of that chat: the pages the visitor opens, and when they were last seen on the site (issue 26).
import type { VisitorPage } from "../../../shared/schemas/chat-constants.ts";

/** One kind of news about a chat, to whoever listens. */
function channel<T>() {
  const listeners = new Set<(sessionId: string, value: T) => void>();
  return {
    emit(sessionId: string, value: T): void {
      for (const listener of listeners) listener(sessionId, value);
    },
    on(listener: (sessionId: string, value: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const pages = channel<VisitorPage>();
const seen = channel<string>();

export const emitVisitorPage = pages.emit;
export const onVisitorPage = pages.on;
/** The visitor of a chat this agent holds was on the site at the time given. */
export const emitVisitorSeen = seen.emit;
export const onVisitorSeen = seen.on;
