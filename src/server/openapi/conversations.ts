// Response schemas of the admin chat history endpoints, each tied to the shared type it documents.
import { z } from "zod";
import type { ConversationPage, ConversationSummary, ConversationTranscript, LeadHistory, RelatedLead, TranscriptMessage } from "../../shared/schemas/conversations.ts";
import { conversationStatuses } from "../../shared/schemas/conversations.ts";
import { ratings, type ChatRating } from "../../shared/schemas/chat-answering-constants.ts";
import { describes } from "./common.ts";
import { chatPhotoSchema } from "./chat.ts";

export const conversationSummarySchema = describes<ConversationSummary>()(
  z
    .object({
      id: z.string(),
      status: z.enum(conversationStatuses),
      visitorName: z.string(),
      visitorEmail: z.string().describe("Empty when the visitor gave only a phone number."),
      visitorPhone: z.string().nullable().describe("In E.164; null when the visitor gave only an e-mail address."),
      userType: z.string().nullable(),
      language: z.string(),
      agent: z.object({ id: z.string(), name: z.string() }).nullable().describe("The agent who took the chat; null when nobody did."),
      createdAt: z.string(),
      takenAt: z.string().nullable(),
      endedAt: z.string().nullable(),
      leadId: z.string().nullable().describe("The call-back lead left from this chat."),
      visitorMessages: z.number(),
      assistantMessages: z.number(),
      preview: z.string().nullable().describe("The visitor's first message, cut at 160 characters."),
      labels: z.array(z.string()).optional().describe("The team's labels on the chat (in the list and the transcript)."),
    })
    .meta({ id: "ConversationSummary" }),
);

export const conversationPageSchema = describes<ConversationPage>()(
  z.object({
    conversations: z.array(conversationSummarySchema),
    pageSize: z.number(),
    position: z.number(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  }),
);

const transcriptMessageSchema = describes<TranscriptMessage>()(
  z.object({
    id: z.string(),
    sender: z.enum(["visitor", "agent", "assistant", "system", "note"]).describe("note: the team's internal note, only in this transcript, never the visitor's."),
    name: z.string(),
    text: z.string(),
    at: z.string(),
    photo: chatPhotoSchema.optional().describe("A photo sent in the chat: GET /api/v1/admin/conversations/{id}/photos/{photo.id}/{thumb|large}.{webp|jpg}."),
  }),
);

export const chatRatingSchema = describes<ChatRating>()(
  z.object({ rating: z.enum(ratings), comment: z.string().nullable(), ratedAt: z.string() }).meta({ id: "ChatRating" }),
);

export const transcriptSchema = describes<ConversationTranscript>()(
  z.object({
    conversation: conversationSummarySchema,
    messages: z.array(transcriptMessageSchema),
    truncated: z.boolean().describe("More than 2,000 messages: only the first are here."),
    rating: chatRatingSchema.nullable().optional().describe("The visitor's rating of the chat, when given."),
  }),
);

const relatedLeadSchema = describes<RelatedLead>()(
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    source: z.string(),
    created_at: z.string(),
    matches: z.array(z.enum(["email", "phone"])),
  }),
);

export const leadHistorySchema = describes<LeadHistory>()(
  z.object({ conversations: z.array(conversationSummarySchema), relatedLeads: z.array(relatedLeadSchema) }),
);
