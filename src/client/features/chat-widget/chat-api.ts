// The widget's calls (spec 7.1, 7.2): the lead, availability, the visitor's chat session and messages, and the assistant.
import { CHAT } from "../../../shared/constants.ts";
import {
  CHAT_API,
  type AssistantLink,
  type AssistantResponse,
  type Availability,
  type CallbackChannel,
  type ChatMessage,
  type CreatedChatSession,
  type PreferredTime,
  type VisitorMessagesResponse,
  type VisitorSessionState,
} from "../../../shared/schemas/chat-constants.ts";
import type { PublicLeadInput, UserType } from "../../../shared/schemas/lead.ts";
import type { Locale } from "../../../shared/locales.ts";
import type { CreateSessionBody } from "../../../shared/schemas/chat.ts";
import { ApiError, postJson, requestJson } from "../../lib/api-client.ts";
import { messagesAfter, withRetries, type ChatCursor } from "../../lib/chat-log.ts";
import { LEADS_URL } from "../leads/use-lead-submit.ts";
import type { AssistantTurn } from "./chat-messages.ts";
import { startContext } from "./page-reports.ts";

/** What the visitor told us in the lead form, trimmed; empty optional answers are null. */
export interface VisitorInfo {
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  userType: UserType;
  /** The lead the pre-chat form stored. */
  leadId?: string;
}

/** The visitor's proof of a chat with an agent. */
export interface VisitorSession {
  sessionId: string;
  token: string;
}

/** Spec 3: a widget lead has source live_chat and metadata with the time, the browser's user agent and the page's language. */
export function widgetLead(info: VisitorInfo, honeypot: string, elapsedMs: number, now: Date, userAgent: string, language: Locale): PublicLeadInput {
  return {
    name: info.name,
    email: info.email,
    phone: info.phone,
    location: info.location,
    user_type: info.userType,
    source: "live_chat",
    metadata: { timestamp: now.toISOString(), userAgent, language },
    honeypot,
    elapsedMs: Math.max(0, Math.round(elapsedMs)),
  };
}

export const postLead = (lead: PublicLeadInput) => postJson<{ id: string }>(LEADS_URL, lead);

/**
 * Spec 4's availability check and session start in one call: the answer's `hasAgent` is the server's availability at
 * the moment the session was made. Spec 8: a failed start means no chat session, so the assistant answers. The session
 * keeps the page's language, so the agent (and the assistant) know which language the visitor reads.
 */
export async function startSession(info: VisitorInfo, language: Locale): Promise<CreatedChatSession | null> {
  try {
    const body: CreateSessionBody = { userName: info.name, userEmail: info.email, userPhone: info.phone, userType: info.userType, language, ...startContext(), ...(info.leadId ? { leadId: info.leadId } : {}) };
    return await postJson<CreatedChatSession>(CHAT_API.sessions, body);
  } catch (err) {
    console.warn("Could not start a chat session", err);
    return null;
  }
}

/** The header that proves a chat is the visitor's. */
export const bearer = (session: VisitorSession) => ({ authorization: `Bearer ${session.token}` });

/** Keeps a message the assistant does not answer (the visitor asked for a person) with the chat. */
export function keepAssistantWords(session: VisitorSession, message: string): Promise<{ created_at: string }> {
  return withRetries(() => requestJson<{ created_at: string }>(CHAT_API.assistantWords(session.sessionId), { method: "POST", body: { message }, headers: bearer(session) }));
}

export function sendVisitorMessage(session: VisitorSession, message: string, clientId: string): Promise<ChatMessage> {
  return withRetries(() =>
    requestJson<ChatMessage>(CHAT_API.visitorMessages(session.sessionId), { method: "POST", body: { message, clientId }, headers: bearer(session) }),
  );
}

/** Messages after `cursor` (all of them without it), oldest first, and where the chat stands now. */
export function fetchMessages(session: VisitorSession, cursor?: ChatCursor): Promise<VisitorMessagesResponse> {
  return requestJson<VisitorMessagesResponse>(`${CHAT_API.visitorMessages(session.sessionId)}${messagesAfter(cursor)}`, { headers: bearer(session) });
}

export const fetchAvailability = () => requestJson<Availability>(CHAT_API.availability).then((a) => a.hasAvailableAgent);

/** The visitor leaves the queue (or the chat): agents no longer see it waiting. */
export function leaveSession(session: VisitorSession): Promise<{ session: VisitorSessionState }> {
  return requestJson(CHAT_API.leave(session.sessionId), { method: "POST", headers: bearer(session) });
}

export interface CallbackRequest {
  channel: CallbackChannel;
  phone: string | null;
  email: string | null;
  preferredTime: PreferredTime;
  note: string | null;
}

/** Leaves a message for a call-back: stored as a lead linked to this chat, and the team is e-mailed. */
export function requestCallback(session: VisitorSession, body: CallbackRequest): Promise<{ leadId: string; session: VisitorSessionState }> {
  return requestJson(CHAT_API.callback(session.sessionId), { method: "POST", body, headers: bearer(session) });
}

/** What the widget needs of an assistant reply: the text, its titled links and whether to offer a call-back. */
export interface AssistantAnswer {
  text: string;
  links: AssistantLink[];
  offerCallback: boolean;
}

/** What the assistant is told besides the question. */
export interface AssistantContext {
  /** The page's language: it settles only a message without words (a PIN code, an emoji). */
  language: Locale;
  /** The last turns of this chat, oldest first (assistantHistory). */
  history: AssistantTurn[];
  /** The chat's session, when it has one: the exchange is logged under it, so a call-back lead's chat can be read. */
  session: VisitorSession | null;
}

/**
 * Asks the assistant (spec 7.2); the location is 'India' when the visitor gave none. Resolves null for an empty answer;
 * throws when it cannot be reached.
 */
export async function askAssistant(message: string, info: VisitorInfo, context: AssistantContext): Promise<AssistantAnswer | null> {
  const body = {
    message,
    language: context.language,
    history: context.history,
    userInfo: { name: info.name, email: info.email, phone: info.phone, location: info.location ?? CHAT.fallbackLocation, userType: info.userType },
  };
  const ask = (session: VisitorSession | null) =>
    session
      ? requestJson<AssistantResponse>(CHAT_API.assistant, { body: { ...body, sessionId: session.sessionId }, headers: bearer(session) })
      : postJson<AssistantResponse>(CHAT_API.assistant, body);
  let reply: AssistantResponse;
  try {
    reply = await ask(context.session);
  } catch (err) {
    // A session the server no longer opens (its token refused) only loses the log's link to the chat: the visitor
    // still gets an answer.
    if (!(context.session && err instanceof ApiError && (err.status === 401 || err.status === 403))) throw err;
    reply = await ask(null);
  }
  if (!reply.response?.trim()) return null;
  return { text: reply.response, links: reply.links ?? [], offerCallback: reply.offer === "callback" };
}
