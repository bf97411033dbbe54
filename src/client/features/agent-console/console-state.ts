// The agent console's state as pure functions: the waiting list, the agent's chats, their messages and what to announce.
import type { AgentSessionSummary, ChatMessage, SocketEvent } from "../../../shared/schemas/chat-constants.ts";
import { userTypeLabel } from "../admin/data/format.ts";
import { addNewMessages, type ChatCursor } from "../../lib/chat-log.ts";

/** A reply typed here and shown at once (spec 7.3), until the server's copy replaces it. */
export interface PendingMessage {
  localId: string;
  text: string;
  createdAt: string;
  /** Why it could not be sent; undefined while it is on its way. */
  error?: string;
}

export interface ActiveChat {
  session: AgentSessionSummary;
  /** The server's copies, oldest first. */
  messages: ChatMessage[];
  /** Where the next poll starts: the last message a read returned, never one from the socket or a send (chat-log.ts). */
  cursor?: ChatCursor;
  pending: PendingMessage[];
  /** The chat's history has been read once; until then polls read it whole. */
  loaded: boolean;
  loadError?: string;
  minimised: boolean;
  /** Visitor messages that arrived while the chat was minimised. */
  unread: number;
}

export interface ConsoleState {
  /** undefined until the first load. */
  waiting: AgentSessionSummary[] | undefined;
  chats: ActiveChat[] | undefined;
  /** The latest polite announcement for screen readers; `seq` makes a repeated text count as new. */
  announcement: { text: string; seq: number };
}

export const initialConsoleState: ConsoleState = { waiting: undefined, chats: undefined, announcement: { text: "", seq: 0 } };

export type ConsoleAction =
  | { type: "waiting"; sessions: AgentSessionSummary[] }
  | { type: "active"; sessions: AgentSessionSummary[] }
  | { type: "session"; session: Extract<SocketEvent, { type: "session" }>["session"]; me: string }
  | { type: "taken"; session: AgentSessionSummary }
  | { type: "gone"; sessionId: string }
  /**
   * `history`: the chat's whole history (it is loaded from now on), not only what is new. `readTo`: the messages come
   * from a read (history or poll), which moves the cursor there.
   */
  | { type: "messages"; sessionId: string; messages: ChatMessage[]; history?: boolean; readTo?: ChatCursor }
  | { type: "loadFailed"; sessionId: string; error: string }
  | { type: "sending"; sessionId: string; pending: PendingMessage }
  | { type: "sent"; sessionId: string; localId: string; message: ChatMessage }
  | { type: "sendFailed"; sessionId: string; localId: string; error: string }
  | { type: "ended"; sessionId: string }
  /** The agent handed the chat to another agent or back to the queue (issue 14): it leaves their chats. */
  | { type: "released"; sessionId: string }
  | { type: "minimise"; sessionId: string; minimised: boolean };

const isFull = (s: Extract<ConsoleAction, { type: "session" }>["session"]): s is AgentSessionSummary => "userName" in s;

export const waitingAnnouncement = (s: AgentSessionSummary) =>
  `${s.userName}${s.userType ? ` (${userTypeLabel(s.userType)})` : ""} is waiting for an agent.`;

export const messageAnnouncement = (name: string, text: string) => `New message from ${name}: ${text}`;

const newChat = (session: AgentSessionSummary): ActiveChat => ({ session, messages: [], pending: [], loaded: false, minimised: false, unread: 0 });

/** Where the next poll of this chat starts (undefined: from the beginning). */
export const pollCursor = (chat: ActiveChat): ChatCursor | undefined => chat.cursor;

/**
 * Adds the server's messages the chat does not have yet, in server order. An agent message whose text matches a reply
 * still on its way is that reply (the socket can beat the POST's answer), so the local copy gives way to it.
 */
export function mergeMessages(chat: ActiveChat, incoming: ChatMessage[]): { chat: ActiveChat; added: ChatMessage[] } {
  const { messages, added } = addNewMessages(chat.messages, incoming);
  if (added.length === 0) return { chat, added };
  let pending = chat.pending;
  for (const m of added) {
    if (m.sender_type !== "agent") continue;
    const i = pending.findIndex((p) => !p.error && p.text === m.message);
    if (i >= 0) pending = pending.filter((_, j) => j !== i);
  }
  return { chat: { ...chat, messages, pending }, added };
}

function announce(state: ConsoleState, text: string): ConsoleState["announcement"] {
  return text ? { text, seq: state.announcement.seq + 1 } : state.announcement;
}

function updateChat(state: ConsoleState, sessionId: string, fn: (chat: ActiveChat) => ActiveChat): ConsoleState {
  if (!state.chats?.some((c) => c.session.sessionId === sessionId)) return state;
  return { ...state, chats: state.chats.map((c) => (c.session.sessionId === sessionId ? fn(c) : c)) };
}

const withoutWaiting = (state: ConsoleState, sessionId: string) => state.waiting?.filter((s) => s.sessionId !== sessionId);

function addWaiting(state: ConsoleState, sessions: AgentSessionSummary[]): ConsoleState {
  const before = state.waiting;
  const held = new Set(state.chats?.map((c) => c.session.sessionId));
  const waiting = sessions.filter((s) => !held.has(s.sessionId));
  // The first load is what the agent sees on arrival; only visitors who come later are announced.
  const fresh = before ? waiting.filter((s) => !before.some((b) => b.sessionId === s.sessionId)) : [];
  const text = fresh.length === 1 ? waitingAnnouncement(fresh[0]!) : fresh.length > 1 ? `${fresh.length} new customers are waiting.` : "";
  return { ...state, waiting, announcement: announce(state, text) };
}

function addChat(state: ConsoleState, session: AgentSessionSummary): ConsoleState {
  const chats = state.chats ?? [];
  if (chats.some((c) => c.session.sessionId === session.sessionId)) return { ...state, waiting: withoutWaiting(state, session.sessionId) };
  // A chat handed over arrives unseen: it counts as news until the agent opens it (issue 30).
  const chat = newChat(session);
  return { ...state, waiting: withoutWaiting(state, session.sessionId), chats: [...chats, session.handover ? { ...chat, minimised: true } : chat] };
}

export function consoleReducer(state: ConsoleState, action: ConsoleAction): ConsoleState {
  switch (action.type) {
    case "waiting":
      return addWaiting(state, action.sessions);
    case "active": {
      const chats = state.chats ?? [];
      const kept = chats.filter((c) => action.sessions.some((s) => s.sessionId === c.session.sessionId));
      const added = action.sessions.filter((s) => !chats.some((c) => c.session.sessionId === s.sessionId)).map(newChat);
      return { ...state, chats: [...kept, ...added] };
    }
    case "session": {
      const s = action.session;
      if (s.status === "waiting") {
        // A chat of this agent's back in the queue (handed back, perhaps from another tab): it is waiting, not held.
        const base = consoleReducer(state, { type: "released", sessionId: s.sessionId });
        if (!isFull(s)) return base;
        // Already listed: the visitor wrote their first words (issue 30), which the list shows.
        if (base.waiting?.some((w) => w.sessionId === s.sessionId)) return { ...base, waiting: base.waiting.map((w) => (w.sessionId === s.sessionId ? s : w)) };
        return addWaiting(base, [...(base.waiting ?? []), s]);
      }
      if (s.status === "active" && s.agentId === action.me && isFull(s)) {
        // Neither held nor waiting here: another agent handed it over. Say so, as a new waiting visitor is announced.
        const known = (list: { sessionId: string }[] | undefined) => list?.some((x) => x.sessionId === s.sessionId);
        const handed = state.chats !== undefined && !known(state.chats.map((c) => c.session)) && !known(state.waiting);
        const next = addChat(state, s);
        return handed ? { ...next, announcement: announce(next, `The chat with ${s.userName} is now yours.`) } : next;
      }
      // Another agent holds it now (taken from the queue, or handed over by this agent): it is not this agent's any more.
      if (s.status === "active") return { ...consoleReducer(state, { type: "released", sessionId: s.sessionId }), waiting: withoutWaiting(state, s.sessionId) };
      if (s.status === "ended" && s.agentId === action.me) return consoleReducer(state, { type: "ended", sessionId: s.sessionId });
      return { ...state, waiting: withoutWaiting(state, s.sessionId) };
    }
    case "taken":
      return addChat(state, action.session);
    case "gone":
      return { ...state, waiting: withoutWaiting(state, action.sessionId) };
    case "messages": {
      let text = "";
      const next = updateChat(state, action.sessionId, (chat) => {
        const base = action.history ? { ...chat, loaded: true, loadError: undefined } : chat;
        const { chat: merged, added } = mergeMessages(action.readTo ? { ...base, cursor: action.readTo } : base, action.messages);
        // History read for the first time is not news; a visitor's message arriving later is.
        const news = chat.loaded ? added.filter((m) => m.sender_type === "user") : [];
        const last = news.at(-1);
        if (last) text = news.length === 1 ? messageAnnouncement(last.sender_name, last.message) : `${news.length} new messages from ${last.sender_name}.`;
        return { ...merged, unread: merged.unread + (merged.minimised ? news.length : 0) };
      });
      return text ? { ...next, announcement: announce(next, text) } : next;
    }
    case "loadFailed":
      return updateChat(state, action.sessionId, (chat) => ({ ...chat, loadError: action.error }));
    case "sending":
      return updateChat(state, action.sessionId, (chat) => ({
        ...chat,
        pending: [...chat.pending.filter((p) => p.localId !== action.pending.localId), action.pending],
      }));
    case "sent":
      return updateChat(state, action.sessionId, (chat) => {
        const { chat: merged } = mergeMessages({ ...chat, pending: chat.pending.filter((p) => p.localId !== action.localId) }, [action.message]);
        return merged;
      });
    case "sendFailed":
      return updateChat(state, action.sessionId, (chat) => ({
        ...chat,
        pending: chat.pending.map((p) => (p.localId === action.localId ? { ...p, error: action.error } : p)),
      }));
    case "ended":
      return { ...state, chats: state.chats?.filter((c) => c.session.sessionId !== action.sessionId), waiting: withoutWaiting(state, action.sessionId) };
    case "released":
      return state.chats?.some((c) => c.session.sessionId === action.sessionId) ? { ...state, chats: state.chats.filter((c) => c.session.sessionId !== action.sessionId) } : state;
    case "minimise":
      return updateChat(state, action.sessionId, (chat) => ({ ...chat, minimised: action.minimised, unread: action.minimised ? chat.unread : 0 }));
  }
}
