// The Conversations screen's shapes (issue 14): list filters and keyset paging, a chat's summary and its transcript,
// and the chats and other leads shown on a lead's detail.
import { z } from "zod";
import { searchText } from "./text.ts";
import type { ChatRating } from "./chat-answering-constants.ts";
import type { ChatPhoto } from "./chat-photos.ts";

export const CONVERSATIONS_API = "/api/v1/admin/conversations";
export const conversationUrl = (id: string) => `${CONVERSATIONS_API}/${encodeURIComponent(id)}`;
/** The lead detail's history: the visitor's chats and the other leads with the same e-mail or phone. */
export const leadHistoryUrl = (leadId: string) => `/api/v1/admin/leads/${encodeURIComponent(leadId)}/history`;

export const conversationStatuses = ["waiting", "active", "ended"] as const;
export type ConversationStatus = (typeof conversationStatuses)[number];
/** "with": an agent took the chat; "without": nobody did (the assistant alone, or a visitor who left the queue). */
export const humanFilters = ["with", "without"] as const;
export type HumanFilter = (typeof humanFilters)[number];

export const CONVERSATIONS_PAGE_SIZES = [25, 50, 100] as const;
/** The most messages a transcript returns; a longer chat says so (`truncated`). */
export const TRANSCRIPT_MAX_MESSAGES = 2000;

const isoDate = z.iso.datetime({ offset: true, error: "Dates must be ISO-8601 timestamps." });
const badCursor = "That cursor is not one this list gave out. Start again from the first page.";

export const conversationListQuerySchema = z.object({
  q: searchText("Search text must be one piece of text.").trim().max(200, "Search text must be at most 200 characters.").optional(),
  status: z.enum(conversationStatuses, { error: "Status must be waiting, active or ended." }).optional(),
  /** The id of the agent (admin) who took the chat. */
  agent: z.uuid({ error: "Agent must be an admin's id." }).optional(),
  human: z.enum(humanFilters, { error: "Human must be with or without." }).optional(),
  /** Inclusive lower bound of the chat's start. */
  from: isoDate.optional(),
  /** Exclusive upper bound of the chat's start. */
  to: isoDate.optional(),
  /** Only chats carrying this label of the team's list (issue 30). */
  label: searchText("Label must be one piece of text.").trim().min(1, "Label is empty.").max(30, "A label is at most 30 characters.").optional(),
  cursor: z.string({ error: "Cursor must be one piece of text." }).max(400, badCursor).regex(/^[A-Za-z0-9_-]+$/, badCursor).optional(),
  pageSize: z.coerce
    .number({ error: "Page size must be 25, 50 or 100." })
    .int()
    .refine((n) => (CONVERSATIONS_PAGE_SIZES as readonly number[]).includes(n), "Page size must be 25, 50 or 100.")
    .default(25),
});
export type ConversationFilters = Omit<z.output<typeof conversationListQuerySchema>, "cursor" | "pageSize">;
export type ConversationListQuery = ConversationFilters & { cursor?: string; pageSize: number };

export interface ConversationAgent {
  id: string;
  /** The admin's display name, or the e-mail address when no name is set. */
  name: string;
}

export interface ConversationSummary {
  id: string;
  status: ConversationStatus;
  visitorName: string;
  /** Empty when the visitor gave only a phone number. */
  visitorEmail: string;
  /** In E.164; null when the visitor gave only an e-mail address. */
  visitorPhone: string | null;
  userType: string | null;
  language: string;
  /** The agent who took the chat; null when nobody did. */
  agent: ConversationAgent | null;
  createdAt: string;
  takenAt: string | null;
  endedAt: string | null;
  /** The call-back lead left from this chat, if any. */
  leadId: string | null;
  /** Messages the visitor wrote, to an agent or to the assistant. */
  visitorMessages: number;
  /** Answers the assistant gave in this chat. */
  assistantMessages: number;
  /** The visitor's first message (cut at 160 characters), to tell chats apart in a list. */
  preview: string | null;
  /** The team's labels on the chat (issue 30), in the list and the team's transcript. */
  labels?: string[];
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  pageSize: number;
  /** How many matching chats come before this page (0 on the first page). */
  position: number;
  /** The cursor of the next (older) page, or null on the last page. */
  nextCursor: string | null;
  /** The cursor of the previous (newer) page, or null on the first page. */
  prevCursor: string | null;
}

/**
 * Who wrote a transcript line: the visitor, an agent, the assistant (bot mode), the system (taken, ended), or a
 * member of the team's internal note (issue 30: only in the team's transcript, never the visitor's).
 */
export type TranscriptSender = "visitor" | "agent" | "assistant" | "system" | "note";

export interface TranscriptMessage {
  id: string;
  sender: TranscriptSender;
  /** The name shown on the line: the visitor's, the agent's as the visitor saw it ("Asha from MittiMitra"), "Assistant", "System". */
  name: string;
  text: string;
  at: string;
  /** A photo sent in the chat (issue 26); the text is then CHAT_PHOTO_TEXT. */
  photo?: ChatPhoto;
}

export interface ConversationTranscript {
  conversation: ConversationSummary;
  messages: TranscriptMessage[];
  /** True when the chat has more than TRANSCRIPT_MAX_MESSAGES messages and only the first ones are here. */
  truncated: boolean;
  /** The visitor's rating of the chat (issue 14), when they gave one; the admin transcript carries it. */
  rating?: ChatRating | null;
}

export interface RelatedLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  source: string;
  created_at: string;
  /** What it shares with the lead shown. */
  matches: ("email" | "phone")[];
}

export interface LeadHistory {
  /** The visitor's chats, newest first: started with the lead's e-mail (or that of a lead sharing it), or its call-back. */
  conversations: ConversationSummary[];
  /** Other leads with the same e-mail or phone, newest first. */
  relatedLeads: RelatedLead[];
}
