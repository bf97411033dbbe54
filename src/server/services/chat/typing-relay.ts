// "… is typing" (issue 14): a visitor's or an agent's typing frame, passed on to the other side of the chat and never
// stored. Clients send at most one a TYPING.throttleMs; the relay drops frames closer together than half that (a
// client's timer may run a little early), frames for a chat the sender is not in, and frames that do not parse.
import { TYPING } from "../../../shared/schemas/chat-answering-constants.ts";
import type { FastifyBaseLogger } from "fastify";
import type { ChatBus } from "./event-bus.ts";
import type { ChatService } from "./chat-service.ts";
import type { IndexedViewer } from "./socket-index.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function typingRelay(viewer: IndexedViewer, deps: { chat: ChatService; bus: ChatBus; log: FastifyBaseLogger }): (frame: unknown) => void {
  const last = new Map<string, number>();
  return (frame) => {
    const sessionId = viewer.role === "visitor" ? viewer.sessionId : (frame as { sessionId?: unknown }).sessionId;
    if (typeof sessionId !== "string" || !UUID.test(sessionId)) return;
    const now = Date.now();
    if (now - (last.get(sessionId) ?? 0) < TYPING.throttleMs / 2) return;
    last.set(sessionId, now);
    // An agent types in at most a handful of chats at once; keep the map from growing over a long shift.
    if (last.size > 50) last.delete(last.keys().next().value!);
    void deps.chat
      .typingTarget(sessionId)
      .then(async (target) => {
        if (!target || target.status !== "active") return;
        if (viewer.role === "agent") {
          if (target.agentId !== viewer.agentId) return;
          await deps.bus.publish({ kind: "typing", sessionId, agentId: target.agentId, from: "agent", name: target.agentDisplayName });
        } else {
          await deps.bus.publish({ kind: "typing", sessionId, agentId: target.agentId, from: "visitor", name: null });
        }
      })
      .catch((err: unknown) => deps.log.warn({ err }, "could not pass on a typing frame"));
  };
}
