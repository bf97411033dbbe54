// Admin chat history (issue 14): the list of every chat with search, filters and keyset paging, one chat's
// transcript, and a lead's chats and related leads. The auth plugin checks the session for every /api/v1/admin route.
import type { FastifyPluginAsync } from "fastify";
import { CONVERSATIONS_API, conversationListQuerySchema } from "../../shared/schemas/conversations.ts";
import { parseInput } from "../errors.ts";
import { getConversation, getLeadHistory, listConversations } from "../services/conversations.ts";
import { ratingOf } from "../services/chat/after-chat.ts";

const adminConversations: FastifyPluginAsync = async (app) => {
  app.get(CONVERSATIONS_API, async (req) => listConversations(app.db, parseInput(conversationListQuerySchema, req.query, "invalid_input")));

  // The transcript, with the visitor's rating of the chat when they gave one (issue 14).
  app.get<{ Params: { id: string } }>(`${CONVERSATIONS_API}/:id`, async (req) => ({
    ...(await getConversation(app.db, req.params.id)),
    rating: await ratingOf(app.db, req.params.id),
  }));

  app.get<{ Params: { id: string } }>("/api/v1/admin/leads/:id/history", async (req) => getLeadHistory(app.db, req.params.id));
};
export default adminConversations;
