// The widget's side of "… is typing" (issue 14): the agent's typing frames shown as "Asha is typing…", and the
// visitor's own keystrokes told to the agent over the socket. While the widget polls (no live socket) nothing is sent
// and nothing arrives: the indicator simply does not show.
import { useCallback, useMemo, type RefObject } from "react";
import type { SocketEvent } from "../../../shared/schemas/chat-constants.ts";
import type { ChatFeed } from "../../lib/chat-feed.ts";
import { typingSender, useTypingNow } from "../../lib/typing.ts";

export interface AgentTyping {
  /** The agent is typing in this chat now; `name` is the agent's display name when one is set. */
  agentTyping: { name: string | null } | null;
  /** Every socket event goes through here first. */
  onTypingEvent: (event: SocketEvent) => void;
  /** The visitor typed a character. */
  typed: () => void;
}

export function useAgentTyping(feedRef: RefObject<ChatFeed | null>, sessionId: string | undefined): AgentTyping {
  const { typing, seen, clear } = useTypingNow();
  const sender = useMemo(() => typingSender(() => void feedRef.current?.send({ type: "typing" })), [feedRef]);

  const onTypingEvent = useCallback(
    (event: SocketEvent) => {
      if (event.type === "typing" && event.from === "agent") seen(event.sessionId, event.name);
      // The agent's message is what the typing was for.
      else if (event.type === "message" && event.message.sender_type === "agent") clear(event.sessionId);
    },
    [seen, clear],
  );

  const agentTyping = sessionId && typing.has(sessionId) ? { name: typing.get(sessionId) ?? null } : null;
  return { agentTyping, onTypingEvent, typed: sender.typed };
}
