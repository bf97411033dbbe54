// Answering quickly and after the chat (issue 14): the team's canned replies (admin), transfer and the team's chats
// (agent console), the visitor's rating and transcript e-mail, and the dashboard's rating figure. The auth plugin
// checks the session of every /api/v1/admin and /api/v1/agent route.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  ANSWERING_API,
  cannedReplyPatchSchema,
  cannedReplySchema,
  ratingSchema,
  ratingSummaryQuerySchema,
  transcriptRequestSchema,
  transferSchema,
} from "../../shared/schemas/chat-answering.ts";
import { CHAT_LIMITS } from "../../shared/schemas/chat.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { notFound, parseInput, unauthorized } from "../errors.ts";
import { rateChat, ratingSummary, requestTranscript } from "../services/chat/after-chat.ts";
import { createCannedReply, deleteCannedReply, listCannedReplies, updateCannedReply } from "../services/chat/canned-replies.ts";
import { teamState } from "../services/chat/team-chats.ts";
import { sessionIdParam } from "./chat-params.ts";

/** Per client address per minute, as the other visitor routes count. */
export const ANSWERING_RATE_LIMITS = { rating: 10, transcript: 5 } as const;

export interface ChatAnsweringOptions {
  site: SiteConfig;
  rateLimits?: Partial<Record<keyof typeof ANSWERING_RATE_LIMITS, number>>;
}

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

const userId = (req: FastifyRequest): string => {
  if (!req.user) throw unauthorized();
  return req.user.id;
};

/** The visitor token from `Authorization: Bearer …`, as on the other visitor routes. */
function visitorToken(req: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  if (!match) throw unauthorized("This chat needs its visitor token: start a chat first.");
  return match[1]!;
}

const replyIdSchema = z.object({ id: z.uuid() });
function replyId(req: FastifyRequest): string {
  const parsed = replyIdSchema.safeParse(req.params);
  if (!parsed.success) throw notFound("No canned reply with that id.");
  return parsed.data.id;
}

const chatAnswering: FastifyPluginAsync<ChatAnsweringOptions> = async (app, opts) => {
  const limits = { ...ANSWERING_RATE_LIMITS, ...opts.rateLimits };

  // ---- canned replies (every signed-in admin; the team shares one list) ----
  app.get(ANSWERING_API.cannedReplies, async () => ({ replies: await listCannedReplies(app.db) }));

  app.post(ANSWERING_API.cannedReplies, { bodyLimit: CHAT_LIMITS.bodyMaxBytes }, async (req, reply) => {
    const body = parseInput(cannedReplySchema, req.body, "invalid_canned_reply");
    return reply.code(201).send({ reply: await createCannedReply(app.db, body, userId(req)) });
  });

  app.patch(`${ANSWERING_API.cannedReplies}/:id`, { bodyLimit: CHAT_LIMITS.bodyMaxBytes }, async (req) => {
    const id = replyId(req);
    return { reply: await updateCannedReply(app.db, id, parseInput(cannedReplyPatchSchema, req.body, "invalid_canned_reply")) };
  });

  app.delete(`${ANSWERING_API.cannedReplies}/:id`, async (req, reply) => {
    await deleteCannedReply(app.db, replyId(req));
    return reply.code(204).send();
  });

  // ---- the dashboard's rating figure ----
  app.get(ANSWERING_API.ratingSummary, async (req) => {
    const { days } = parseInput(ratingSummaryQuerySchema, req.query, "invalid_query");
    return ratingSummary(app.db, days);
  });

  // ---- transfer and the team's chats (agent console) ----
  app.get(ANSWERING_API.team, async () => teamState(app.db, app.chat.timing.presenceGraceMs));

  app.post("/api/v1/agent/sessions/:id/transfer", { bodyLimit: CHAT_LIMITS.bodyMaxBytes }, async (req) => {
    const id = sessionIdParam(req);
    const { agentId } = parseInput(transferSchema, req.body, "invalid_transfer");
    return { session: await app.chat.transfer(id, userId(req), agentId) };
  });

  // ---- after the chat (the visitor, with the chat's visitor token) ----
  app.post("/api/v1/chat/sessions/:id/rating", { bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(limits.rating) }, async (req) => {
    const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
    return { rating: await rateChat(app.db, session, parseInput(ratingSchema, req.body ?? {}, "invalid_rating")) };
  });

  app.post("/api/v1/chat/sessions/:id/transcript", { bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(limits.transcript) }, async (req, reply) => {
    const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
    const { email } = parseInput(transcriptRequestSchema, req.body ?? {}, "invalid_transcript");
    const sent = await requestTranscript(app.db, session, email, opts.site);
    app.outbox.kick();
    return reply.code(202).send(sent);
  });
};
export default chatAnswering;
