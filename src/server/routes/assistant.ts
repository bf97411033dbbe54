// POST /api/v1/assistant (spec 7.2 functions/v1/chat): the widget's bot answers a visitor's question → { response }.
import type { FastifyPluginAsync } from "fastify";
import { CHAT_API, CHAT_LIMITS, assistantRequestSchema } from "../../shared/schemas/chat.ts";
import { parseInput } from "../errors.ts";
import { Assistant } from "../assistant/assistant.ts";
import type { ModelEndpoint } from "../assistant/openai-compatible.ts";

/** Questions one client address may ask a minute. */
export const ASSISTANT_RATE_LIMIT_PER_MINUTE = 20;

export interface AssistantRouteOptions {
  model?: ModelEndpoint;
}

const assistant: FastifyPluginAsync<AssistantRouteOptions> = async (app, opts) => {
  const bot = new Assistant(app.db, app.config.site, opts.model, app.log.child({ module: "assistant" }));
  app.post(
    CHAT_API.assistant,
    { bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: { rateLimit: { max: ASSISTANT_RATE_LIMIT_PER_MINUTE, timeWindow: "1 minute" } } },
    async (req) => {
      const { message, userInfo } = parseInput(assistantRequestSchema, req.body, "invalid_assistant_request");
      return { response: await bot.reply(message, { name: userInfo?.name }) };
    },
  );
};
export default assistant;
