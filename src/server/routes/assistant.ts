// POST /api/v1/assistant (spec 7.2 functions/v1/chat): the widget's bot answers a visitor's question →
// { response, links, language, offer? }.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { CHAT_API, CHAT_LIMITS, assistantRequestSchema } from "../../shared/schemas/chat.ts";
import { parseInput, unauthorized } from "../errors.ts";
import { Assistant } from "../assistant/assistant.ts";
import type { ModelEndpoint } from "../assistant/openai-compatible.ts";

/** Questions one client address may ask a minute. */
export const ASSISTANT_RATE_LIMIT_PER_MINUTE = 20;

export interface AssistantRouteOptions {
  model?: ModelEndpoint;
}

/** The visitor token of `Authorization: Bearer …`, needed only to link the exchange to a chat session. */
function bearer(req: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  if (!match) throw unauthorized("sessionId needs the chat's visitor token as a bearer header.");
  return match[1]!;
}

const assistant: FastifyPluginAsync<AssistantRouteOptions> = async (app, opts) => {
  const bot = new Assistant(app.db, app.config.site, opts.model, app.log.child({ module: "assistant" }));
  app.post(
    CHAT_API.assistant,
    { bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: { rateLimit: { max: ASSISTANT_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } } },
    async (req) => {
      const { message, language, history, sessionId } = parseInput(assistantRequestSchema, req.body, "invalid_assistant_request");
      const session = sessionId ? await app.chat.visitorSession(sessionId, bearer(req)) : null;
      const pageLocale = language ?? (session?.language === "hi" ? "hi" : undefined);
      return bot.reply(message, { pageLocale, history, conversationId: session?.id ?? null });
    },
  );
};
export default assistant;
