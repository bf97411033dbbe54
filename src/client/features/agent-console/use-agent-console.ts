// The console's live data: waiting list and the agent's chats, kept current by the chat feed (socket, or a 3 s poll
// while it is down, spec 7.3 and 9), and the agent's actions on them: take, send, end, minimise.
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { CHAT_LIMITS, type AgentSessionSummary, type SocketEvent } from "../../../shared/schemas/chat-constants.ts";
import { ApiError } from "../../lib/api-client.ts";
import { openChatFeed, type ChatFeed, type FeedStatus } from "../../lib/chat-feed.ts";
import { newClientId, readAfter } from "../../lib/chat-log.ts";
import {
  agentAccessToken,
  endSession,
  fetchActive,
  fetchMessages,
  fetchWaiting,
  sendAgentMessage,
  takeSession,
} from "./console-api.ts";
import { consoleReducer, initialConsoleState, pollCursor, type ConsoleState } from "./console-state.ts";
import { transferSession } from "./answering-api.ts";
import { useVisitorTyping, type VisitorTyping } from "./use-visitor-typing.ts";
import { emitVisitorPage, emitVisitorSeen } from "./visitor-page-events.ts";
import { onPhotoSent } from "./console-photos.tsx";

/** The feed's own states, plus 'refused': the server closed the socket for good and polling stopped with it. */
export type ConnectionState = FeedStatus | "refused";

/** A socket refused sooner than this after opening is not reopened by itself (the agent can reconnect). */
const REOPEN_AFTER_MS = 60_000;

export interface AgentConsole {
  state: ConsoleState;
  connection: ConnectionState;
  reconnect: () => void;
  loadError: string | undefined;
  reload: () => void;
  /** The chat being taken, if any. */
  taking: string | undefined;
  /** The server's answer to a take that failed, e.g. 'Another agent has already taken this chat.' */
  takeError: string | undefined;
  take: (session: AgentSessionSummary) => Promise<void>;
  send: (sessionId: string, text: string, localId?: string) => Promise<void>;
  end: (sessionId: string) => Promise<void>;
  retryHistory: (sessionId: string) => void;
  minimise: (sessionId: string, minimised: boolean) => void;
  /** Chats whose visitor is typing now, and the agent's own typing to tell (issue 14). */
  visitorTyping: VisitorTyping["visitorTyping"];
  typed: VisitorTyping["typed"];
  /** Hands a chat to another online agent (with a note for them), or back to the queue (null); throws the server's refusal. */
  transfer: (sessionId: string, agentId: string | null, note?: string | null) => Promise<void>;
}

export function useAgentConsole(me: string | undefined): AgentConsole {
  const [state, dispatch] = useReducer(consoleReducer, initialConsoleState);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const [connection, setConnection] = useState<ConnectionState>("connecting");
  const [feedKey, setFeedKey] = useState(0);
  const [loadError, setLoadError] = useState<string>();
  const [taking, setTaking] = useState<string>();
  const [takeError, setTakeError] = useState<string>();
  const feedRef = useRef<ChatFeed | null>(null);
  const { visitorTyping, onTypingEvent, typed } = useVisitorTyping(feedRef);

  const loadHistory = useCallback(async (sessionId: string) => {
    try {
      let first = true;
      await readAfter(undefined, (at) => fetchMessages(sessionId, at), (messages, readTo) => {
        dispatch({ type: "messages", sessionId, messages, history: first, readTo });
        first = false;
      });
    } catch (err) {
      console.error(err);
      dispatch({ type: "loadFailed", sessionId, error: (err as Error).message });
    }
  }, []);

  const loadLists = useCallback(async () => {
    const [waiting, active] = await Promise.all([fetchWaiting(), fetchActive()]);
    dispatch({ type: "active", sessions: active });
    dispatch({ type: "waiting", sessions: waiting });
    const known = new Set(stateRef.current.chats?.filter((c) => c.loaded).map((c) => c.session.sessionId));
    await Promise.all(active.filter((s) => !known.has(s.sessionId)).map((s) => loadHistory(s.sessionId)));
  }, [loadHistory]);

  const reload = useCallback(() => {
    setLoadError(undefined);
    loadLists().catch((err: Error) => {
      console.error(err);
      setLoadError(err.message);
    });
  }, [loadLists]);

  // Spec 7.3: each poll reads the waiting list and what is new in each of the agent's chats.
  const poll = useCallback(async () => {
    const { chats } = stateRef.current; // read before any await, so each cursor is the last message seen so far
    if (!chats) return loadLists().then(() => setLoadError(undefined));
    await Promise.all([
      fetchWaiting().then((sessions) => dispatch({ type: "waiting", sessions })),
      ...chats.map(async (chat) => {
        const sessionId = chat.session.sessionId;
        if (!chat.loaded) return loadHistory(sessionId);
        await readAfter(pollCursor(chat), (at) => fetchMessages(sessionId, at), (messages, readTo) => {
          if (messages.length) dispatch({ type: "messages", sessionId, messages, readTo });
        });
      }),
    ]);
  }, [loadHistory, loadLists]);
  const pollRef = useRef(poll);
  useEffect(() => {
    pollRef.current = poll;
  }, [poll]);

  const onSession = useCallback(
    (session: Extract<SocketEvent, { type: "session" }>["session"]) => {
      if (!me) return;
      const mine = session.status === "active" && session.agentId === me;
      const isNew = mine && !stateRef.current.chats?.some((c) => c.session.sessionId === session.sessionId);
      dispatch({ type: "session", session, me });
      // Taken in another tab of this agent: its history is read here too.
      if (isNew) void loadHistory(session.sessionId);
    },
    [me, loadHistory],
  );

  useEffect(reload, [reload]);
  // A photo the agent sent from a chat's panel (issue 26): shown at once, as a reply's answer is.
  useEffect(() => onPhotoSent((sessionId, message) => dispatch({ type: "messages", sessionId, messages: [message] })), []);

  useEffect(() => {
    if (!me) return;
    const openedAt = Date.now();
    const feed = openChatFeed({
      auth: { role: "agent", accessToken: agentAccessToken },
      poll: () => pollRef.current(),
      pollMs: CHAT_LIMITS.agentPollMs,
      onStatus: setConnection,
      onEvent: (event) => {
        onTypingEvent(event);
        if (event.type === "message") dispatch({ type: "messages", sessionId: event.sessionId, messages: [event.message] });
        else if (event.type === "session") onSession(event.session);
        else if (event.type === "page") emitVisitorPage(event.sessionId, event.page);
        else if (event.type === "visitor") emitVisitorSeen(event.sessionId, event.seenAt);
        else if (event.type === "error") {
          // Usually the access token the socket was opened with has expired (the server re-checks it): open a new feed,
          // which asks for a fresh token. Refused straight away means something else is wrong; the agent decides.
          if (Date.now() - openedAt > REOPEN_AFTER_MS) setFeedKey((k) => k + 1);
          else setConnection("refused");
        }
      },
    });
    feedRef.current = feed;
    return () => {
      feedRef.current = null;
      feed.close();
    };
  }, [me, feedKey, onSession, onTypingEvent]);

  const reconnect = useCallback(() => {
    setConnection("connecting");
    setFeedKey((k) => k + 1);
  }, []);

  const take = useCallback(
    async (session: AgentSessionSummary) => {
      const sessionId = session.sessionId;
      setTaking(sessionId);
      setTakeError(undefined);
      try {
        dispatch({ type: "taken", session: await takeSession(sessionId) });
        void loadHistory(sessionId);
        // Spec 7.3: after a take both lists are read again.
        void Promise.all([fetchWaiting(), fetchActive()])
          .then(([waiting, active]) => {
            dispatch({ type: "active", sessions: active });
            dispatch({ type: "waiting", sessions: waiting });
          })
          .catch((err: unknown) => console.error(err));
      } catch (err) {
        console.error(err);
        // Lost the race, or the visitor's chat is over: it is no longer waiting for anyone.
        if (err instanceof ApiError && (err.status === 409 || err.status === 404)) dispatch({ type: "gone", sessionId });
        setTakeError((err as Error).message);
      } finally {
        setTaking(undefined);
      }
    },
    [loadHistory],
  );

  // The local id is also the message's clientId, so 'Send again' of a reply whose answer was lost stores it once.
  const send = useCallback(async (sessionId: string, text: string, localId = newClientId()) => {
    dispatch({ type: "sending", sessionId, pending: { localId, text, createdAt: new Date().toISOString() } });
    try {
      dispatch({ type: "sent", sessionId, localId, message: await sendAgentMessage(sessionId, text, localId) });
    } catch (err) {
      console.error(err);
      dispatch({ type: "sendFailed", sessionId, localId, error: (err as Error).message });
    }
  }, []);

  const end = useCallback(async (sessionId: string) => {
    await endSession(sessionId);
    dispatch({ type: "ended", sessionId });
  }, []);

  const transfer = useCallback(async (sessionId: string, agentId: string | null, note: string | null = null) => {
    await transferSession(sessionId, agentId, note);
    dispatch({ type: "released", sessionId });
    // Back in the queue: it waits again, for this agent too.
    if (agentId === null) void fetchWaiting().then((sessions) => dispatch({ type: "waiting", sessions }), (err: unknown) => console.error(err));
  }, []);

  const retryHistory = useCallback((sessionId: string) => void loadHistory(sessionId), [loadHistory]);
  const minimise = useCallback((sessionId: string, minimised: boolean) => dispatch({ type: "minimise", sessionId, minimised }), []);

  return { state, connection, reconnect, loadError, reload, taking, takeError, take, send, end, retryHistory, minimise, visitorTyping, typed, transfer };
}
