// The widget's chat after the lead form: agent mode over the chat feed (waiting in the queue, then connected), or bot
// mode with the assistant; the offer of other help after a long wait; Reset starts over.
import { useCallback, useEffect, useRef, useState } from "react";
import { CHAT_LIMITS, type ChatMessage, type SocketEvent, type VisitorSessionState } from "../../../shared/schemas/chat-constants.ts";
import { ApiError } from "../../lib/api-client.ts";
import { openChatFeed, type ChatFeed } from "../../lib/chat-feed.ts";
import { newClientId, readAfter, type ChatCursor } from "../../lib/chat-log.ts";
import { useSiteConfig } from "../../app/site-config.tsx";
import { useProblemText } from "../../i18n/error-text.ts";
import { useLocale, useT } from "../../i18n/use-t.ts";
import {
  askAssistant,
  fetchAvailability,
  fetchMessages,
  keepAssistantWords,
  leaveSession,
  requestCallback,
  sendVisitorMessage,
  startSession,
  type CallbackRequest,
  type VisitorInfo,
  type VisitorSession,
} from "./chat-api.ts";
import {
  assistantHistory,
  asksForPerson,
  assistantFailure,
  assistantGreeting,
  assistantName,
  isEndMessage,
  localMessage,
  mergeMessages,
} from "./chat-messages.ts";
import { loadChat, onChatChangedElsewhere, sameChatMerged, saveChat, type QueueState, type SavedChat } from "./chat-storage.ts";
import { useAgentTyping, type AgentTyping } from "./use-agent-typing.ts";
import { usePageReports } from "./page-reports.ts";

export interface LiveChat {
  /** Null until the lead form is sent, and again after Reset. */
  chat: SavedChat | null;
  /** A question waits for the assistant's reply (typing indicator, input disabled). */
  awaitingReply: boolean;
  /** The agent is typing now (issue 14); null otherwise, and always while the widget polls. */
  agentTyping: AgentTyping["agentTyping"];
  /** The visitor typed in the message box: the agent is told, at most every 2 s. */
  typed: () => void;
  /** Why the visitor's last message to the agent was not sent. */
  sendError: string | null;
  /** Looking for an online agent for a visitor who asked for a person. */
  findingAgent: boolean;
  start: (info: VisitorInfo) => Promise<void>;
  /** Sends a message; resolves false when it was not sent, so the input keeps the text. */
  send: (text: string) => Promise<boolean>;
  /** Bot mode: connect to an agent if one is online, or offer a call-back. */
  askForPerson: () => Promise<void>;
  /** The offer's answers. */
  keepWaiting: () => void;
  switchToAssistant: () => Promise<void>;
  /** Resolves with the error to show, or null once the call-back request is stored. */
  leaveMessage: (request: CallbackRequest) => Promise<string | null>;
  reset: () => void;
  /** Messages from the agent, the assistant or the team that came since the visitor last had the chat in view. */
  unread: number;
  /** The visitor has the chat in view: every message so far counts as read. */
  markSeen: () => void;
  /** Shows a message the server has just stored for the visitor (a photo sent, issue 26) before the feed brings it. */
  accept: (message: ChatMessage) => void;
}

const queueOf = (s: Pick<VisitorSessionState, "status" | "queuePosition">): QueueState => ({ status: s.status, queuePosition: s.queuePosition });

/** The chat as the server's latest word on its session has it. */
function withSessionState(c: SavedChat, s: Pick<VisitorSessionState, "status" | "queuePosition"> & Partial<VisitorSessionState>): SavedChat {
  const queue = queueOf(s);
  const ended = c.ended || s.status === "ended";
  // An agent who hands the chat back to the queue starts a new wait, with its own offer time.
  const requeued = c.queue?.status === "active" && s.status === "waiting";
  const firstOffer = (c.offerAt === undefined || requeued) && typeof s.offerInS === "number";
  const offerAt = firstOffer ? Date.now() + s.offerInS! * 1000 : c.offerAt;
  // Learnt when the chat starts waiting, so 'Keep waiting' waits as long again.
  const queueWaitMs = c.queueWaitMs ?? (firstOffer ? s.offerInS! * 1000 : undefined);
  // The offer belongs to waiting: once an agent has taken the chat (or it ended) it goes.
  const offer = s.status === "waiting" ? c.offer : c.offer === "waited" ? undefined : c.offer;
  if (c.queue?.status === queue.status && c.queue.queuePosition === queue.queuePosition && ended === c.ended && offerAt === c.offerAt && offer === c.offer) return c;
  return { ...c, queue, ended, offerAt, offer, queueWaitMs };
}

/**
 * A place in the queue from the socket. Positions are read and sent in batches, so one read before an agent took the
 * chat may come after the "taken" event: only a chat still waiting takes it (a chat handed back to the queue waits
 * again by its own session event first).
 */
export function withQueuePosition(c: SavedChat, queuePosition: number): SavedChat {
  return c.queue?.status === "waiting" ? withSessionState(c, { status: "waiting", queuePosition }) : c;
}

export function useLiveChat(): LiveChat {
  const site = useSiteConfig();
  const t = useT();
  const locale = useLocale();
  const describe = useProblemText();
  const [chat, setChat] = useState<SavedChat | null>(loadChat);
  const [awaitingReply, setAwaitingReply] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [findingAgent, setFindingAgent] = useState(false);
  // Bumped by Reset, so a reply that arrives for the old chat is dropped.
  const generation = useRef(0);
  // The poll cursor of the agent chat, kept here as well so a poll right after another starts where that one ended.
  const cursor = useRef<{ sessionId: string; at: ChatCursor | undefined } | null>(null);
  // A message whose send failed: sent again with the same clientId, so the server stores it once.
  const unsent = useRef<{ text: string; clientId: string } | null>(null);

  useEffect(() => {
    saveChat(chat);
  }, [chat]);
  // One conversation in every tab: what another tab writes (a message, a reset) shows here too. The same chat is merged,
  // not replaced: two tabs that each heard a message and wrote at once would otherwise each drop the other's.
  useEffect(() => onChatChangedElsewhere(() => setChat((mine) => sameChatMerged(mine, loadChat()))), []);

  const update = useCallback((fn: (c: SavedChat) => SavedChat) => setChat((c) => (c ? fn(c) : c)), []);

  /** Adds messages; `readTo` is the cursor after a read of the chat, which only reads may move. */
  const receive = useCallback(
    (incoming: ChatMessage[], readTo?: ChatCursor) =>
      update((c) => {
        const messages = mergeMessages(c.messages, incoming);
        const ended = c.ended || incoming.some(isEndMessage);
        const next = readTo && readTo !== c.cursor ? readTo : c.cursor;
        return messages === c.messages && ended === c.ended && next === c.cursor ? c : { ...c, messages, ended, cursor: next };
      }),
    [update],
  );

  /** When the socket last said how the session stands: a read asked before then brings an older word. */
  const sessionEventAt = useRef(0);

  /** Reads everything after the cursor, and the session's state with it. */
  const catchUp = useCallback(
    async (session: VisitorSession) => {
      const asked = Date.now();
      const start = cursor.current?.sessionId === session.sessionId ? cursor.current.at : undefined;
      let state: VisitorSessionState | undefined;
      await readAfter(
        start,
        async (at) => {
          const res = await fetchMessages(session, at);
          state = res.session;
          return res.messages;
        },
        (page, at) => {
          cursor.current = { sessionId: session.sessionId, at };
          receive(page, at);
        },
      );
      // A read that set off before the socket's latest session event ("taken") answers with the state before it.
      if (state && asked >= sessionEventAt.current) {
        const s = state;
        update((c) => (c.session?.sessionId === session.sessionId && c.mode === "agent" ? withSessionState(c, s) : c));
      }
    },
    [receive, update],
  );

  // Agent mode: the socket pushes, and while it is down the 2 s poll of spec 9 reads what came after the cursor.
  const sessionId = chat?.mode === "agent" && !chat.ended ? chat.session?.sessionId : undefined;
  const token = chat?.session?.token;
  const feedRef = useRef<ChatFeed | null>(null);
  const { agentTyping, onTypingEvent, typed } = useAgentTyping(feedRef, sessionId);
  const savedCursor = useRef(chat?.cursor);
  savedCursor.current = chat?.cursor;
  useEffect(() => {
    if (!sessionId || !token) return;
    const session = { sessionId, token };
    if (cursor.current?.sessionId !== sessionId) cursor.current = { sessionId, at: savedCursor.current };
    const onEvent = (event: SocketEvent) => {
      onTypingEvent(event);
      if (event.type === "message" && event.sessionId === sessionId) receive([event.message]);
      else if (event.type === "session" && event.session.sessionId === sessionId) {
        sessionEventAt.current = Date.now();
        const s = event.session;
        update((c) => withSessionState(c, { status: s.status, queuePosition: s.status === "waiting" ? (c.queue?.queuePosition ?? null) : null }));
      } else if (event.type === "queue" && event.sessionId === sessionId) {
        update((c) => withQueuePosition(c, event.queuePosition));
      }
      // The token does not open this chat (too old, or not this visitor's): start afresh, never show another chat.
      else if (event.type === "error" && event.code === "forbidden") setChat(null);
      // The server refused this chat for good (it is over).
      else if (event.type === "error") update((c) => (c.ended ? c : { ...c, ended: true }));
    };
    const poll = () =>
      catchUp(session).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 403) setChat(null);
        throw err;
      });
    const feed = openChatFeed({ auth: { role: "visitor", sessionId, token }, pollMs: CHAT_LIMITS.widgetPollMs, poll, onEvent });
    feedRef.current = feed;
    return () => {
      feedRef.current = null;
      feed.close();
    };
  }, [sessionId, token, receive, update, catchUp, onTypingEvent]);
  // The pages the visitor opens during the chat, for the agent's side panel (issue 14).
  usePageReports(sessionId && token ? { sessionId, token } : null, feedRef);

  // The offer after a long wait (CHAT_QUEUE_TIMEOUT_S): shown when the time comes, while the chat still waits.
  const offerAt = chat?.mode === "agent" && chat.queue?.status === "waiting" && !chat.offer ? chat.offerAt : undefined;
  useEffect(() => {
    if (offerAt === undefined) return;
    const timer = setTimeout(() => update((c) => (c.queue?.status === "waiting" && !c.offer ? { ...c, offer: "waited" } : c)), Math.max(0, offerAt - Date.now()));
    return () => clearTimeout(timer);
  }, [offerAt, update]);

  /** Starts a chat with an agent if one is online; resolves false (and starts nothing) when none is. */
  const startAgentChat = useCallback(
    async (info: VisitorInfo, keep: ChatMessage[] = []): Promise<SavedChat | null> => {
      const created = await startSession(info, locale);
      if (!created) return null;
      const session = { sessionId: created.sessionId, token: created.visitorToken };
      const resumeHours = created.resumeHours;
      if (!created.hasAgent) return { info, mode: "bot", session, messages: keep, ended: false, resumeHours };
      // The agent's greeting is stored with the session: show it at once rather than after the first poll.
      const first = await fetchMessages(session).catch(() => null);
      const messages = mergeMessages(keep, first?.messages ?? []);
      const at = first?.messages.at(-1);
      cursor.current = { sessionId: session.sessionId, at: at && { id: at.id, created_at: at.created_at } };
      const base: SavedChat = { info, mode: "agent", session, messages, ended: false, cursor: cursor.current.at, resumeHours };
      return withSessionState(base, first?.session ?? { status: created.status, queuePosition: created.queuePosition, offerInS: created.offerInS });
    },
    [locale],
  );

  const start = useCallback(
    async (info: VisitorInfo) => {
      const gen = generation.current;
      const started = await startAgentChat(info);
      let next: SavedChat;
      if (started?.mode === "agent") next = started;
      else {
        const greeting = localMessage("bot", assistantName(t, site), assistantGreeting(t, info.name));
        next = { info, mode: "bot", session: started?.session ?? null, messages: [greeting], ended: false, resumeHours: started?.resumeHours };
      }
      if (gen === generation.current) setChat(next);
    },
    [site, startAgentChat, t],
  );

  /** Bot mode, the visitor wants a person: an agent if one is online now, otherwise the offer at once. */
  const askForPerson = useCallback(async () => {
    if (!chat || chat.mode !== "bot") return;
    const gen = generation.current;
    setFindingAgent(true);
    try {
      const online = await fetchAvailability().catch(() => false);
      const started = online ? await startAgentChat(chat.info, chat.messages) : null;
      if (gen !== generation.current) return;
      if (started?.mode === "agent") setChat(started);
      else {
        const reply = localMessage("bot", assistantName(t, site), t("chat.person.noAgentReply"));
        update((c) => ({ ...c, session: started?.session ?? c.session, offer: "no-agent", messages: mergeMessages(c.messages, [reply]) }));
      }
    } finally {
      setFindingAgent(false);
    }
  }, [chat, startAgentChat, update, site, t]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (!chat || chat.ended || !message || awaitingReply) return false;
      const gen = generation.current;
      setSendError(null);
      if (chat.mode === "agent" && chat.session) {
        const clientId = unsent.current?.text === message ? unsent.current.clientId : newClientId();
        unsent.current = { text: message, clientId };
        try {
          // The answer is shown at once but does not move the cursor: only reads do (chat-log.ts).
          receive([await sendVisitorMessage(chat.session, message, clientId)]);
          unsent.current = null;
          return true;
        } catch (err) {
          if (gen !== generation.current) return false;
          if (err instanceof ApiError && err.status === 409) update((c) => ({ ...c, ended: true }));
          if (err instanceof ApiError && err.status >= 400 && err.status < 500) unsent.current = null;
          setSendError(err instanceof ApiError && err.status >= 400 && err.status < 500 ? describe(err) : t("chat.composer.sendFailed"));
          return false;
        }
      }
      receive([localMessage("user", chat.info.name, message)]);
      if (asksForPerson(message)) {
        // Not a question for the assistant, but the visitor's words all the same: kept with the chat before anything else.
        if (chat.session) await keepAssistantWords(chat.session, message).catch((err: unknown) => console.warn("Could not keep the message", err));
        await askForPerson();
        return true;
      }
      setAwaitingReply(true);
      const name = assistantName(t, site);
      let reply: ChatMessage;
      let offerCallback = false;
      try {
        // The turns before this question: it goes as the message itself.
        const answer = await askAssistant(message, chat.info, { language: locale, history: assistantHistory(chat.messages), session: chat.session });
        reply = answer ? { ...localMessage("bot", name, answer.text), ...(answer.links.length ? { links: answer.links } : {}) } : localMessage("bot", name, t("chat.assistant.empty"));
        offerCallback = answer?.offerCallback ?? false;
      } catch {
        reply = localMessage("bot", name, assistantFailure(t, site));
      }
      if (gen === generation.current) {
        // The assistant could not help, or heard anger or a wish for a person: the call-back offer opens under its
        // reply (an offer already showing stays; after a call-back was left, its reply and links say the rest). Its own
        // offer folds away once it answers a later question, which the visitor asked instead of taking it.
        const offer = (c: SavedChat) => (offerCallback ? (c.offer ?? (c.callbackSent ? undefined : "assistant")) : c.offer === "assistant" ? undefined : c.offer);
        update((c) => ({ ...c, messages: mergeMessages(c.messages, [reply]), offer: offer(c) }));
        setAwaitingReply(false);
      }
      return true;
    },
    [chat, awaitingReply, receive, update, askForPerson, site, t, describe, locale],
  );

  const keepWaiting = useCallback(() => {
    update((c) => ({ ...c, offer: undefined, offerAt: c.mode === "agent" ? Date.now() + (c.queueWaitMs || CHAT_LIMITS.queueTimeoutS * 1000) : undefined }));
  }, [update]);

  const switchToAssistant = useCallback(async () => {
    if (!chat) return;
    const gen = generation.current;
    if (chat.mode === "agent" && chat.session && !chat.ended) await leaveSession(chat.session).catch((err: unknown) => console.warn("Could not leave the queue", err));
    if (gen !== generation.current) return;
    update((c) => ({
      ...c,
      mode: "bot",
      ended: false,
      offer: undefined,
      offerAt: undefined,
      queue: undefined,
      messages: c.mode === "bot" ? c.messages : mergeMessages(c.messages, [localMessage("bot", assistantName(t, site), t("chat.assistant.afterQueue", { name: c.info.name }))]),
    }));
  }, [chat, update, site, t]);

  const leaveMessage = useCallback(
    async (request: CallbackRequest): Promise<string | null> => {
      if (!chat?.session) return t("chat.callback.failed");
      const gen = generation.current;
      try {
        await requestCallback(chat.session, request);
      } catch (err) {
        return err instanceof ApiError && err.status >= 400 && err.status < 500 ? describe(err) : t("chat.callback.failed");
      }
      if (gen !== generation.current) return null;
      const thanks = localMessage(
        chat.mode === "bot" ? "bot" : "system",
        chat.mode === "bot" ? assistantName(t, site) : "System",
        t("chat.callback.thanks", { channel: request.channel, when: request.preferredTime }),
      );
      // Waiting for an agent ends here (the server ended the chat); in bot mode the assistant stays.
      update((c) => ({ ...c, offer: undefined, callbackSent: true, ended: c.mode === "agent" ? true : c.ended, messages: mergeMessages(c.messages, [thanks]) }));
      return null;
    },
    [chat, update, site, t, describe],
  );

  const reset = useCallback(() => {
    generation.current++;
    // A visitor who starts over is no longer waiting: take the chat out of the agents' queue.
    if (chat?.mode === "agent" && chat.session && !chat.ended) void leaveSession(chat.session).catch(() => undefined);
    cursor.current = null;
    unsent.current = null;
    setChat(null);
    setAwaitingReply(false);
    setSendError(null);
  }, [chat]);

  const markSeen = useCallback(() => update((c) => (c.seen === c.messages.length ? c : { ...c, seen: c.messages.length })), [update]);
  // Like a sent text's answer: shown at once, without moving the cursor (only reads do).
  const accept = useCallback((message: ChatMessage) => receive([message]), [receive]);
  const unread = chat ? chat.messages.slice(chat.seen ?? chat.messages.length).filter((m) => m.sender_type !== "user").length : 0;

  return { chat, agentTyping, typed, awaitingReply, sendError, findingAgent, start, send, askForPerson, keepWaiting, switchToAssistant, leaveMessage, reset, unread, markSeen, accept };
}
