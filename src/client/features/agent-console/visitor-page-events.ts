// The visitor's page frames, from this tab's one chat feed (use-agent-console.ts) to the side panel of that chat.
import type { VisitorPage } from "../../../shared/schemas/chat-constants.ts";

type Listener = (sessionId: string, page: VisitorPage) => void;
const listeners = new Set<Listener>();

export function emitVisitorPage(sessionId: string, page: VisitorPage): void {
  for (const listener of listeners) listener(sessionId, page);
}

export function onVisitorPage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
