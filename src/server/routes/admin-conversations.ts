// Admin chat history (issue 14): the list of every chat with search, filters and keyset paging, one chat's
// transcript, and a lead's chats and related leads. The auth plugin checks the session for every /api/v1/admin route.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONVERSATIONS_API, conversationListQuerySchema } from "../../shared/schemas/conversations.ts";
import { TAGS, errorResponses, idParams, inputError } from "../openapi/common.ts";
import { conversationPageSchema, leadHistorySchema, transcriptSchema } from "../openapi/conversations.ts";
import { getConversation, getLeadHistory, listConversations } from "../services/conversations.ts";
import { ratingOf } from "../services/chat/after-chat.ts";
import { allow } from "../plugins/auth.ts";

/** Chat history is for agents and admins. */
const agentsToo = allow("agent");

const adminConversations: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = [TAGS.adminConversations];

  app.get(
    CONVERSATIONS_API,
    {
      schemaErrorFormatter: inputError("invalid_input"),
      config: agentsToo,
      schema: {
        summary: "List chats",
        description: "Every chat, newest first, with search (name, e-mail, message text), filters and keyset paging.",
        tags,
        querystring: conversationListQuerySchema,
        response: { 200: conversationPageSchema, ...errorResponses({ 400: "A filter, page size or cursor is not valid (code invalid_input)." }) },
      },
    },
    async (req) => listConversations(app.db, req.query),
  );

  // The transcript, with the visitor's rating of the chat when they gave one (issue 14).
  app.get(
    `${CONVERSATIONS_API}/:id`,
    {
      config: agentsToo,
      schema: {
        summary: "One chat's transcript, with the visitor's rating",
        tags,
        params: idParams("chat"),
        response: { 200: transcriptSchema, ...errorResponses({ 404: "No chat has this id." }) },
      },
    },
    async (req) => ({
      ...(await getConversation(app.db, req.params.id, { team: true })),
      rating: await ratingOf(app.db, req.params.id),
    }),
  );

  app.get(
    "/api/v1/admin/leads/:id/history",
    {
      config: agentsToo,
      schema: {
        summary: "A lead's chats and related leads",
        description: "The visitor's chats (same e-mail, or the lead's call-back) and other leads with the same e-mail or phone.",
        tags: [TAGS.adminLeads],
        params: idParams("lead"),
        response: { 200: leadHistorySchema, ...errorResponses({ 404: "No lead has this id." }) },
      },
    },
    async (req) => getLeadHistory(app.db, req.params.id),
  );
};
export default adminConversations;
