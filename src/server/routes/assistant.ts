// POST /api/v1/assistant (spec 7.2 functions/v1/chat): the widget's bot answers a visitor's question →
// { response, links, language, offer? }.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHAT_API, CHAT_LIMITS, assistantRequestSchema, visitorMessageSchema, type AssistantResponse } from "../../shared/schemas/chat.ts";
import { unauthorized } from "../errors.ts";
import { bearerToken } from "../http/bearer.ts";
import { perMinute } from "../plugins/rate-limits.ts";
import { TAGS, describes, errorResponses, inputError } from "../openapi/common.ts";
import { Assistant, storeVisitorWords } from "../assistant/assistant.ts";
import { sessionIdParam, visitorToken } from "./chat-params.ts";
import { visitorErrors } from "../openapi/chat-routes.ts";
import type { ModelEndpoint } from "../assistant/openai-compatible.ts";
import { teamHoursNow } from "../services/business-hours.ts";
import { SITE_LOCALES, isSiteLocale, type SiteLocale } from "../../shared/locales.ts";

/** Questions one client address may ask a minute. */
export const ASSISTANT_RATE_LIMIT_PER_MINUTE = 20;

export interface AssistantRouteOptions {
  model?: ModelEndpoint;
}

/** The visitor token of `Authorization: Bearer …`, needed only to link the exchange to a chat session. */
function bearer(req: FastifyRequest): string {
  const token = bearerToken(req);
  if (!token) throw unauthorized("sessionId needs the chat's visitor token as a bearer header.");
  return token;
}

const assistantResponseSchema = describes<AssistantResponse>()(
  z.object({
    response: z.string().describe("The answer, in the question's language and script."),
    links: z.array(z.object({ label: z.string(), path: z.string() })).optional().describe("Site pages (or web addresses) that say more."),
    language: z.union([z.enum(SITE_LOCALES as unknown as [SiteLocale, ...SiteLocale[]]), z.literal("hi-latn")]).optional().describe("The reply's language (hi-latn: Hindi in Latin letters)."),
    offer: z.literal("callback").optional().describe("The assistant could not answer: the widget offers a call-back."),
  }),
);

const assistant: FastifyPluginAsync<AssistantRouteOptions> = async (parent, opts) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const bot = new Assistant(app.db, app.config.site, opts.model, app.log.child({ module: "assistant" }), { teamHours: () => teamHoursNow(app.db) });
  app.post(
    CHAT_API.assistant,
    {
      bodyLimit: CHAT_LIMITS.bodyMaxBytes,
      config: perMinute(ASSISTANT_RATE_LIMIT_PER_MINUTE),
      schemaErrorFormatter: inputError("invalid_assistant_request"),
      schema: {
        summary: "Ask the assistant",
        description:
          "The widget's bot (spec 7.2 functions/v1/chat) answers from the site's own content, or offers a call-back. With sessionId " +
          "(and that chat's visitor token as a bearer header) the exchange is kept with the bot-mode chat.",
        tags: [TAGS.assistant],
        security: [{}, { visitorToken: [] }],
        body: assistantRequestSchema,
        response: {
          200: assistantResponseSchema,
          ...errorResponses({
            400: "The message is empty or too long, or another field is not valid (code invalid_assistant_request).",
            401: "sessionId was sent without that chat's visitor token.",
            403: "The token is not this chat's: a visitor can only use their own chat.",
          }),
        },
      },
    },
    async (req) => {
      const { message, language, history, sessionId } = req.body;
      const session = sessionId ? await app.chat.visitorSession(sessionId, bearer(req)) : null;
      const pageLocale = language ?? (isSiteLocale(session?.language) ? session.language : undefined);
      return bot.reply(message, { pageLocale, history, conversationId: session?.id ?? null });
    },
  );

  app.post(
    "/api/v1/chat/sessions/:id/assistant-messages",
    {
      bodyLimit: CHAT_LIMITS.bodyMaxBytes,
      config: perMinute(ASSISTANT_RATE_LIMIT_PER_MINUTE),
      schemaErrorFormatter: inputError("invalid_message"),
      schema: {
        summary: "Keep a visitor's message the assistant does not answer",
        description:
          "In assistant mode, a message the widget handles itself (the visitor asks for a person, so it looks for an agent or offers a " +
          "call-back) is kept with the chat like every other, so the team reads it in Conversations and the call-back quotes it.",
        tags: [TAGS.assistant],
        security: [{ visitorToken: [] }],
        params: z.object({ id: z.string() }),
        body: visitorMessageSchema.pick({ message: true }),
        response: {
          201: z.object({ created_at: z.string().describe("When it was stored.") }),
          ...errorResponses({ ...visitorErrors, 400: "The message is empty or too long (code invalid_message)." }),
        },
      },
    },
    async (req, reply) => {
      const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
      return reply.code(201).send({ created_at: await storeVisitorWords(app.db, session.id, req.body.message) });
    },
  );
};
export default assistant;
