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
import { NOTES_API, type ChatLabel, type ChatNote } from "../../../../shared/schemas/chat-notes.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { filtersToQuery } from "../data/api.ts";

export const fetchConversations = (q: ConversationListQuery) => adminApi.get<ConversationPage>(`${CONVERSATIONS_API}${filtersToQuery(q)}`);

export const fetchConversation = (id: string) => adminApi.get<ConversationTranscript>(conversationUrl(id));

export const fetchLeadHistory = (leadId: string) => adminApi.get<LeadHistory>(leadHistoryUrl(leadId));

/** The Conversations screen with one chat's transcript open: where the lead detail's links go. */
export const transcriptPath = (id: string) => `/admin/conversations?chat=${encodeURIComponent(id)}`;

// ---- the team's notes and labels (issue 30) ----

export const fetchLabels = () => adminApi.get<{ labels: ChatLabel[] }>(NOTES_API.labels).then((r) => r.labels);
export const addLabel = (name: string) => adminApi.post<ChatLabel>(NOTES_API.labels, { name });
export const removeLabel = (name: string) => adminApi.delete(NOTES_API.label(name));
export const setChatLabels = (chatId: string, labels: string[]) => adminApi.put<{ labels: string[] }>(NOTES_API.chatLabels(chatId), { labels }).then((r) => r.labels);
export const fetchNotes = (chatId: string) => adminApi.get<{ notes: ChatNote[] }>(NOTES_API.notes(chatId)).then((r) => r.notes);
export const addNote = (chatId: string, text: string) => adminApi.post<ChatNote>(NOTES_API.notes(chatId), { text });
