// The widget's chat after the lead form: agent mode over the chat feed, or bot mode with the assistant; Reset starts over.
import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_LIMITS, type ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { ApiError } from "../../lib/api-client.ts";
import { openChatFeed } from "../../lib/chat-feed.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { askAssistant, fetchMessages, sendVisitorMessage, startSession, type VisitorInfo } from "./chat-api.ts";
import { assistantFailure, assistantGreeting, assistantName, isEndMessage, localMessage, mergeMessages } from "./chat-messages.ts";
import { loadChat, saveChat, type SavedChat } from "./chat-storage.ts";

export interface LiveChat {
  /** Null until the lead form is sent, and again after Reset. */
  chat: SavedChat | null;
  /** A question waits for the assistant's reply (typing indicator, input disabled). */
  awaitingReply: boolean;
  /** Why the visitor's last message to the agent was not sent. */
  sendError: string | null;
  start: (info: VisitorInfo) => Promise<void>;
  /** Sends a message; resolves false when it was not sent, so the input keeps the text. */
  send: (text: string) => Promise<boolean>;
  reset: () => void;
}

const SEND_FAILED = "Your message could not be sent. Please try again.";

export function useLiveChat(): LiveChat {
  const site = useSiteConfig();
  const [chat, setChat] = useState<SavedChat | null>(loadChat);
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  // Bumped by Reset, so a reply that arrives for the old chat is dropped.
  const generation = useRef(0);
  const lastMessage = useRef<ChatMessage | undefined>(undefined);

  useEffect(() => {
    saveChat(chat);
    lastMessage.current = chat?.messages.at(-1);
  }, [chat]);

  const receive = useCallback((incoming: ChatMessage[]) => {
    setChat((c) => {
      if (!c) return c;
      const messages = mergeMessages(c.messages, incoming);
      const ended = c.ended || incoming.some(isEndMessage);
      return messages === c.messages && ended === c.ended ? c : { ...c, messages, ended };
    });
  }, []);

  const end = useCallback(() => setChat((c) => (c && !c.ended ? { ...c, ended: true } : c)), []);

  // Agent mode: the socket pushes, and while it is down the 2 s poll of spec 9 fetches what came after the last message.
  const sessionId = chat?.mode === "agent" && !chat.ended ? chat.session?.sessionId : undefined;
  const token = chat?.session?.token;
  useEffect(() => {
    if (!sessionId || !token) return;
    const session = { sessionId, token };
    const feed = openChatFeed({
      auth: { role: "visitor", sessionId, token },
      pollMs: CHAT_LIMITS.widgetPollMs,
      poll: async () => receive(await fetchMessages(session, lastMessage.current)),
      onEvent: (event) => {
        if (event.type === "message" && event.sessionId === sessionId) receive([event.message]);
        else if (event.type === "session" && event.session.sessionId === sessionId && event.session.status === "ended") end();
        // The server refused this chat for good (it is over, or the token no longer opens it).
        else if (event.type === "error") end();
      },
    });
    return () => feed.close();
  }, [sessionId, token, receive, end]);

  const start = useCallback(async (info: VisitorInfo) => {
    const gen = generation.current;
    const created = await startSession(info);
    let next: SavedChat;
    if (created?.hasAgent) {
      const session = { sessionId: created.sessionId, token: created.visitorToken };
      // The agent's greeting is stored with the session: show it at once rather than after the first poll.
      const messages = await fetchMessages(session).catch(() => []);
      next = { info, mode: "agent", session, messages, ended: false };
    } else {
      next = { info, mode: "bot", session: null, messages: [localMessage("bot", assistantName(site), assistantGreeting(info.name))], ended: false };
    }
    if (gen === generation.current) setChat(next);
  }, [site]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!chat || chat.ended || !message || awaitingReply) return false;
      const gen = generation.current;
      setSendError(null);
      if (chat.mode === "agent" && chat.session) {
        try {
          receive([await sendVisitorMessage(chat.session, message)]);
          return true;
        } catch (err) {
          if (gen !== generation.current) return false;
          if (err instanceof ApiError && err.status === 409) end();
          setSendError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : SEND_FAILED);
          return false;
        }
      }
      receive([localMessage("user", chat.info.name, message)]);
      setAwaitingReply(true);
      let reply: string;
      try {
        reply = await askAssistant(message, chat.info);
      } catch {
        reply = assistantFailure(site);
      }
      if (gen === generation.current) {
        receive([localMessage("bot", assistantName(site), reply)]);
        setAwaitingReply(false);
      }
      return true;
    },
    [chat, awaitingReply, receive, end, site],
  );

  const reset = useCallback(() => {
    generation.current++;
    setChat(null);
    setAwaitingReply(false);
    setSendError(null);
  }, []);

  return { chat, awaitingReply, sendError, start, send, reset };
}
