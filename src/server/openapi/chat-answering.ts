// Response schemas of the answering endpoints (issue 14): canned replies, the team's chats, the visitor's
// rating and transcript e-mail, and the dashboard's rating figure; each tied to the shared type it documents.
import { AGENT_STATUSES } from "../../shared/schemas/chat-constants.ts";
import { z } from "zod";
import {
  ratings,
  type CannedReply,
  type ChatRating,
  type RatingSummary,
  type TeamAgent,
  type TeamChat,
  type TeamState,
} from "../../shared/schemas/chat-answering-constants.ts";
import { describes } from "./common.ts";

export const cannedReplySchema = describes<CannedReply>()(
  z
    .object({
      id: z.string(),
      title: z.string(),
      shortcut: z.string().describe("Lower case, typed after / in the console's reply box."),
      body: z.string().describe("The text; {first_name} and {agent_name} are filled in when an agent inserts it."),
      createdAt: z.string(),
      updatedAt: z.string(),
    })
    .meta({ id: "CannedReply" }),
);

const teamAgentSchema = describes<TeamAgent>()(
  z.object({ id: z.string(), name: z.string().describe("Display name, or the e-mail when none is set."), online: z.boolean().describe("Takes new chats now: a transfer may go to them."), status: z.enum(AGENT_STATUSES) }),
);
const teamChatSchema = describes<TeamChat>()(
  z.object({ sessionId: z.string(), userName: z.string(), agentId: z.string(), agentName: z.string(), takenAt: z.string().nullable() }),
);
export const teamStateSchema = describes<TeamState>()(
  z.object({ agents: z.array(teamAgentSchema).describe("Every active admin, online ones first."), chats: z.array(teamChatSchema).describe("Live chats and who holds each; never their messages.") }),
);

export const ratingAnswerSchema = z.object({
  rating: describes<ChatRating>()(z.object({ rating: z.enum(ratings), comment: z.string().nullable(), ratedAt: z.string() })),
});

export const ratingSummarySchema = describes<RatingSummary>()(z.object({ days: z.number(), good: z.number(), bad: z.number() }));
