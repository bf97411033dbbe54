// The agent console's REST calls (spec 7.3, docs/api.md 'Live chat, agent console'), through the signed-in session.
import { CHAT_API, type AgentPresence, type AgentSessionSummary, type AgentStatus, type ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { adminApi } from "../../lib/admin-api.ts";
import { messagesAfter, withRetries, type ChatCursor } from "../../lib/chat-log.ts";
import { authClient } from "../../lib/auth-session.ts";

type Sessions = { sessions: AgentSessionSummary[] };
type Session = { session: AgentSessionSummary };


export const putPresence = (status: AgentStatus) => adminApi.put<AgentPresence>(CHAT_API.presence, { status }).then((p) => p.status);

export const fetchWaiting = () => adminApi.get<Sessions>(CHAT_API.waiting).then((r) => r.sessions);

export const fetchActive = () => adminApi.get<Sessions>(CHAT_API.active).then((r) => r.sessions);

export const takeSession = (id: string) => adminApi.post<Session>(CHAT_API.take(id)).then((r) => r.session);

export const endSession = (id: string) => adminApi.post<Session>(CHAT_API.end(id)).then((r) => r.session);

/** Sends a reply; `clientId` makes a retry (here after a lost answer, or the agent's 'Send again') store it once. */
export const sendAgentMessage = (id: string, message: string, clientId: string) =>
  withRetries(() => adminApi.post<ChatMessage>(CHAT_API.agentMessages(id), { message, clientId }));

/** The chat's messages; with `after` only those written after it (docs/api.md: since + afterId). */
export function fetchMessages(id: string, after?: ChatCursor): Promise<ChatMessage[]> {
  return adminApi.get<{ messages: ChatMessage[] }>(`${CHAT_API.agentMessages(id)}${messagesAfter(after)}`).then((r) => r.messages);
}

/** A fresh access token for the agent's socket (refreshed first when nearly expired). */
export async function agentAccessToken(): Promise<string> {
  const token = await authClient().getAccessToken();
  if (!token) throw new Error("Not signed in.");
  return token;
}
