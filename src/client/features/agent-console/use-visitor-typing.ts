// The console's side of "… is typing" (issue 14): which chats' visitors are typing now, and the agent's keystrokes
// told to each chat's visitor over the socket (at most every 2 s per chat; nothing while the console polls).
import { useCallback, useRef, type RefObject } from "react";
import type { SocketEvent } from "../../../shared/schemas/chat-constants.ts";
import type { ChatFeed } from "../../lib/chat-feed.ts";
import { typingSender, useTypingNow, type TypingNow } from "../../lib/typing.ts";

export interface VisitorTyping {
  /** Chats whose visitor is typing now. */
  visitorTyping: TypingNow;
  onTypingEvent: (event: SocketEvent) => void;
  /** The agent typed in a chat's reply box. */
  typed: (sessionId: string) => void;
}

export function useVisitorTyping(feedRef: RefObject<ChatFeed | null>): VisitorTyping {
  const { typing, seen, clear } = useTypingNow();
  const senders = useRef(new Map<string, ReturnType<typeof typingSender>>());

  const onTypingEvent = useCallback(
    (event: SocketEvent) => {
      if (event.type === "typing" && event.from === "visitor") seen(event.sessionId, null);
      else if (event.type === "message" && event.message.sender_type === "user") clear(event.sessionId);
    },
    [seen, clear],
  );

  const typed = useCallback(
    (sessionId: string) => {
      let sender = senders.current.get(sessionId);
      if (!sender) senders.current.set(sessionId, (sender = typingSender(() => void feedRef.current?.send({ type: "typing", sessionId }))));
      sender.typed();
    },
    [feedRef],
  );

  return { visitorTyping: typing, onTypingEvent, typed };
}
