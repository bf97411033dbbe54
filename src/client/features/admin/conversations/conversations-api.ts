// Admin chat history calls (issue 14), through the signed-in session.
import {
  CONVERSATIONS_API,
  conversationUrl,
  leadHistoryUrl,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationTranscript,
  type LeadHistory,
} from "../../../../shared/schemas/conversations.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { filtersToQuery } from "../data/api.ts";

export const fetchConversations = (q: ConversationListQuery) => adminApi.get<ConversationPage>(`${CONVERSATIONS_API}${filtersToQuery(q)}`);

export const fetchConversation = (id: string) => adminApi.get<ConversationTranscript>(conversationUrl(id));

export const fetchLeadHistory = (leadId: string) => adminApi.get<LeadHistory>(leadHistoryUrl(leadId));

/** The Conversations screen with one chat's transcript open: where the lead detail's links go. */
export const transcriptPath = (id: string) => `/admin/conversations?chat=${encodeURIComponent(id)}`;
