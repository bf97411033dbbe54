// "… is typing" (issue 14), the parts the widget and the console share: a sender that tells the other side at most
// once per TYPING.throttleMs while the person types, and the list of chats whose other side is typing now, each
// forgotten after TYPING.showMs or as soon as that side's message arrives. Nothing here is ever stored.
import { useCallback, useEffect, useRef, useState } from "react";
import { TYPING } from "../../shared/schemas/chat-answering-constants.ts";

/** Calls `send` for the first keystroke and then at most once per throttle window; `sent` starts a new window at once. */
export function typingSender(send: () => void, now: () => number = Date.now): { typed: () => void; sent: () => void } {
  let last = -Infinity;
  return {
    typed: () => {
      if (now() - last < TYPING.throttleMs) return;
      last = now();
      send();
    },
    sent: () => {
      last = -Infinity;
    },
  };
}

/** Chats (by key) whose other side is typing, with the name to show (null: use the default name). */
export type TypingNow = ReadonlyMap<string, string | null>;

export function useTypingNow(): { typing: TypingNow; seen: (key: string, name: string | null) => void; clear: (key: string) => void } {
  const [typing, setTyping] = useState<TypingNow>(new Map());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const clear = useCallback((key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    setTyping((m) => {
      if (!m.has(key)) return m;
      const next = new Map(m);
      next.delete(key);
      return next;
    });
  }, []);

  const seen = useCallback(
    (key: string, name: string | null) => {
      clearTimeout(timers.current.get(key));
      timers.current.set(key, setTimeout(() => clear(key), TYPING.showMs));
      setTyping((m) => (m.has(key) && m.get(key) === name ? m : new Map(m).set(key, name)));
    },
    [clear],
  );

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
      all.clear();
    };
  }, []);

  return { typing, seen, clear };
}
