// Response schemas of the live chat endpoints (visitor and agent console), each tied to the shared type it documents.
// The visitor context's are in visitor-context.ts, canned replies' and ratings' in chat-answering.ts.
import { z } from "zod";
import {
  senderTypes,
  sessionStatuses,
  type AgentSessionSummary,
  type ChatMessage,
  type CreatedChatSession,
  type VisitorMessagesResponse,
  type VisitorSessionState,
} from "../../shared/schemas/chat-constants.ts";
import type { ChatPhoto } from "../../shared/schemas/chat-photos.ts";
import { describes } from "./common.ts";

export const chatPhotoSchema = describes<ChatPhoto>()(
  z
    .object({
      id: z.string().describe("32 hex digits."),
      width: z.number().describe("The large file's width in pixels (at most 1,600)."),
      height: z.number().describe("The large file's height in pixels."),
    })
    .meta({ id: "ChatPhoto" }),
);

export const chatMessageSchema = describes<ChatMessage>()(
  z
    .object({
      id: z.string(),
      message: z.string(),
      sender_type: z.enum(senderTypes),
      sender_name: z.string(),
      created_at: z.string().describe("Later than the message before it, within a chat."),
      links: z.array(z.object({ label: z.string(), path: z.string() })).optional(),
      photo: chatPhotoSchema.optional().describe("A photo the visitor or the agent sent (the text is then \"📷 Photo\"); its files are read at …/photos/{photo.id}/{thumb|large}.{webp|jpg}."),
    })
    .meta({ id: "ChatMessage" }),
);

const queue = {
  agentId: z.string().nullable().describe("The agent who took the chat; null while it waits."),
  status: z.enum(sessionStatuses),
  queuePosition: z.number().nullable().describe("1 for the next visitor an agent takes; null unless waiting."),
  offerInS: z.number().nullable().describe("Seconds until the widget offers other ways to get help; null unless waiting."),
};

export const createdSessionSchema = describes<CreatedChatSession>()(
  z.object({
    sessionId: z.string(),
    hasAgent: z.boolean().describe("An agent was online: the widget starts agent mode, otherwise the assistant answers."),
    visitorToken: z.string().describe("Proves the visitor owns the chat: send it as Authorization: Bearer on the chat's calls."),
    resumeHours: z.number().describe("Hours the token opens the chat after it last changed (CHAT_RESUME_HOURS); later the chat answers 403 and the widget starts afresh."),
    ...queue,
  }),
);

export const visitorSessionStateSchema = describes<VisitorSessionState>()(
  z.object({ sessionId: z.string(), ...queue, callbackRequested: z.boolean() }).meta({ id: "VisitorSessionState" }),
);

export const visitorMessagesSchema = describes<VisitorMessagesResponse>()(
  z.object({ messages: z.array(chatMessageSchema), session: visitorSessionStateSchema }),
);

export const agentSessionSchema = describes<AgentSessionSummary>()(
  z
    .object({
      sessionId: z.string(),
      status: z.enum(sessionStatuses),
      agentId: z.string().nullable(),
      userName: z.string(),
      userEmail: z.string().describe("Empty when the visitor gave only a phone number."),
      userPhone: z.string().nullable().describe("In E.164; null when the visitor gave only an e-mail address."),
      userType: z.string().nullable(),
      language: z.string().describe("The language of the page the visitor chats from: agents answer in it."),
      createdAt: z.string(),
      takenAt: z.string().nullable(),
      waitingMinutes: z.number(),
      firstMessage: z.string().nullable().describe("The visitor's first words in the chat, clipped to 140 characters; null until they write."),
      startPath: z.string().nullable().describe("The page the chat started on, when the widget said."),
      handover: z
        .object({ by: z.string().nullable(), note: z.string().nullable() })
        .optional()
        .describe("Only on the socket frame that hands the chat to an agent: who handed it over (null: automatic assignment) and their note."),
    })
    .meta({ id: "AgentSession" }),
);
