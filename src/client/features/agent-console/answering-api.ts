// The console's calls for answering quickly (issue 14): the team's canned replies, the team's chats and transfer.
import { ANSWERING_API, type CannedReply, type TeamState } from "../../../shared/schemas/chat-answering-constants.ts";
import type { AgentSessionSummary } from "../../../shared/schemas/chat-constants.ts";
import { adminApi } from "../../lib/admin-api.ts";

export interface CannedReplyInput {
  title: string;
  shortcut: string;
  body: string;
}

export const fetchCannedReplies = () => adminApi.get<{ replies: CannedReply[] }>(ANSWERING_API.cannedReplies).then((r) => r.replies);
export const createCannedReply = (input: CannedReplyInput) => adminApi.post<{ reply: CannedReply }>(ANSWERING_API.cannedReplies, input).then((r) => r.reply);
export const updateCannedReply = (id: string, input: Partial<CannedReplyInput>) => adminApi.patch<{ reply: CannedReply }>(ANSWERING_API.cannedReply(id), input).then((r) => r.reply);
export const deleteCannedReply = (id: string) => adminApi.delete<void>(ANSWERING_API.cannedReply(id));

export const fetchTeam = () => adminApi.get<TeamState>(ANSWERING_API.team);

/** Hands the chat to an online agent, or back to the queue with `agentId` null. */
export const transferSession = (id: string, agentId: string | null, note: string | null = null) =>
  adminApi.post<{ session: AgentSessionSummary }>(ANSWERING_API.transfer(id), { agentId, note }).then((r) => r.session);
