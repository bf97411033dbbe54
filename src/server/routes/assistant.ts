// POST /api/v1/assistant (spec 7.2 functions/v1/chat): the widget's bot answers a visitor's question →
// { response, links, language, offer? }.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { CHAT_API, CHAT_LIMITS, assistantRequestSchema, type AssistantResponse } from "../../shared/schemas/chat.ts";
import { unauthorized } from "../errors.ts";
import { bearerToken } from "../http/bearer.ts";
import { perMinute } from "../plugins/rate-limits.ts";
import { TAGS, describes, errorResponses, inputError } from "../openapi/common.ts";
import { Assistant } from "../assistant/assistant.ts";
import type { ModelEndpoint } from "../assistant/openai-compatible.ts";

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
    language: z.enum(["en", "hi", "hi-latn"]).optional(),
    offer: z.literal("callback").optional().describe("The assistant could not answer: the widget offers a call-back."),
  }),
);

const assistant: FastifyPluginAsync<AssistantRouteOptions> = async (parent, opts) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const bot = new Assistant(app.db, app.config.site, opts.model, app.log.child({ module: "assistant" }));
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
      const pageLocale = language ?? (session?.language === "hi" ? "hi" : undefined);
      return bot.reply(message, { pageLocale, history, conversationId: session?.id ?? null });
    },
  );
};
export default assistant;
