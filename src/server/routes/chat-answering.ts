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
import { NOTE_LIMITS } from "../../shared/schemas/chat-notes.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { notFound, parseInput } from "../errors.ts";
import { rateChat, ratingSummary, requestTranscript } from "../services/chat/after-chat.ts";
import { createCannedReply, deleteCannedReply, listCannedReplies, updateCannedReply } from "../services/chat/canned-replies.ts";
import { teamState } from "../services/chat/team-chats.ts";
import { sessionIdParam, visitorToken } from "./chat-params.ts";
import { allow, signedIn } from "../plugins/auth.ts";

/** The console's tools: agents and admins (deleting a canned reply is for admins). */
const agentsToo = allow("agent");
import { perMinute } from "../plugins/rate-limits.ts";
import { TAGS, documented, errorResponses, idParams, noContent } from "../openapi/common.ts";
import { agentSessionSchema } from "../openapi/chat.ts";
import { cannedReplySchema as cannedReplyAnswer, ratingAnswerSchema, ratingSummarySchema, teamStateSchema } from "../openapi/chat-answering.ts";
import { visitorErrors } from "../openapi/chat-routes.ts";

/** Per client address per minute, as the other visitor routes count. */
export const ANSWERING_RATE_LIMITS = { rating: 10, transcript: 5 } as const;

export interface ChatAnsweringOptions {
  site: SiteConfig;
  rateLimits?: Partial<Record<keyof typeof ANSWERING_RATE_LIMITS, number>>;
}

const replyIdSchema = z.object({ id: z.uuid() });
const sessionParams = idParams("chat session");
const replyAnswer = z.object({ reply: cannedReplyAnswer });
const chatTag = [TAGS.chat];
const agentTag = [TAGS.agent];
// Bodies are described, not checked by Fastify: each handler parses its own (after the visitor token, or to 404 first).
function replyId(req: FastifyRequest): string {
  const parsed = replyIdSchema.safeParse(req.params);
  if (!parsed.success) throw notFound("No canned reply with that id.");
  return parsed.data.id;
}

const chatAnswering: FastifyPluginAsync<ChatAnsweringOptions> = async (app, opts) => {
  const limits = { ...ANSWERING_RATE_LIMITS, ...opts.rateLimits };

  // ---- canned replies (every signed-in admin; the team shares one list; listed with the console's routes) ----
  app.get(
    ANSWERING_API.cannedReplies,
    { config: agentsToo, schema: { summary: "List the team's canned replies", description: "By shortcut; at most 200.", tags: agentTag, response: { 200: z.object({ replies: z.array(cannedReplyAnswer) }) } } },
    async () => ({ replies: await listCannedReplies(app.db) }),
  );

  const cannedErrors = errorResponses({ 400: "A field is missing or breaks a rule; the message names it (code invalid_canned_reply).", 409: "Another reply has this shortcut (shortcut_taken), or the team already keeps 200 (too_many_replies)." });
  app.post(
    ANSWERING_API.cannedReplies,
    {
      bodyLimit: CHAT_LIMITS.bodyMaxBytes,
      config: agentsToo,
      schema: { summary: "Add a canned reply", tags: agentTag, body: documented(cannedReplySchema), response: { 201: replyAnswer, ...cannedErrors } },
    },
    async (req, reply) => {
      const body = parseInput(cannedReplySchema, req.body, "invalid_canned_reply");
      return reply.code(201).send({ reply: await createCannedReply(app.db, body, signedIn(req).id) });
    },
  );

  app.patch(
    `${ANSWERING_API.cannedReplies}/:id`,
    {
      bodyLimit: CHAT_LIMITS.bodyMaxBytes,
      config: agentsToo,
      schema: {
        summary: "Change a canned reply",
        description: "Any of title, shortcut and text.",
        tags: agentTag,
        params: idParams("canned reply"),
        body: documented(cannedReplyPatchSchema),
        response: { 200: replyAnswer, ...cannedErrors, ...errorResponses({ 404: "No canned reply has this id." }) },
      },
    },
    async (req) => {
      const id = replyId(req);
      return { reply: await updateCannedReply(app.db, id, parseInput(cannedReplyPatchSchema, req.body, "invalid_canned_reply")) };
    },
  );

  app.delete(
    `${ANSWERING_API.cannedReplies}/:id`,
    { config: allow(), schema: { summary: "Delete a canned reply", tags: agentTag, params: idParams("canned reply"), response: { 204: noContent("Deleted."), ...errorResponses({ 404: "No canned reply has this id." }) } } },
    async (req, reply) => {
      await deleteCannedReply(app.db, replyId(req));
      return reply.code(204).send();
    },
  );

  // ---- the dashboard's rating figure ----
  app.get(
    ANSWERING_API.ratingSummary,
    {
      config: agentsToo,
      schema: {
        summary: "Count the chat ratings of the last days",
        description: "Good and bad ratings visitors gave in the last `days` days (default 30), for the dashboard.",
        tags: [TAGS.adminConversations],
        querystring: documented(ratingSummaryQuerySchema),
        response: { 200: ratingSummarySchema, ...errorResponses({ 400: "days is not a whole number from 1 to 365 (code invalid_query)." }) },
      },
    },
    async (req) => {
      const { days } = parseInput(ratingSummaryQuerySchema, req.query, "invalid_query");
      return ratingSummary(app.db, days);
    },
  );

  // ---- transfer and the team's chats (agent console) ----
  app.get(
    ANSWERING_API.team,
    { config: agentsToo, schema: { summary: "The team: who is online and who holds which chat", tags: agentTag, response: { 200: teamStateSchema } } },
    async () => teamState(app.db, app.chat),
  );

  app.post(
    "/api/v1/agent/sessions/:id/transfer",
    {
      bodyLimit: NOTE_LIMITS.bodyMaxBytes,
      config: agentsToo,
      schema: {
        summary: "Hand a chat to another online agent, or back to the queue",
        description:
          "`agentId` null puts it back in the queue. The visitor reads a system line saying who answers now. `note` (optional) is " +
          "kept as an internal note on the chat and shown to the receiving agent with the alert; the visitor never sees it.",
        tags: agentTag,
        params: sessionParams,
        body: documented(transferSchema),
        response: {
          200: z.object({ session: agentSessionSchema }),
          ...errorResponses({
            400: "agentId is not an admin's id, is yourself, or names no active admin (code invalid_transfer).",
            403: "You do not hold this chat.",
            404: "No chat has this id.",
            409: "The agent is not online (offline or away), or the chat has ended.",
          }),
        },
      },
    },
    async (req) => {
      const id = sessionIdParam(req);
      const { agentId, note } = parseInput(transferSchema, req.body, "invalid_transfer");
      return { session: await app.chat.transfer(id, signedIn(req).id, agentId, note) };
    },
  );

  // ---- after the chat (the visitor, with the chat's visitor token) ----
  app.post(
    "/api/v1/chat/sessions/:id/rating",
    {
      bodyLimit: CHAT_LIMITS.bodyMaxBytes,
      config: perMinute(limits.rating),
      schema: {
        summary: "Rate an ended chat",
        description: "Good or bad, with an optional comment; a second rating replaces the first. Needs the chat's visitor token.",
        tags: chatTag,
        params: sessionParams,
        body: documented(ratingSchema),
        response: {
          200: ratingAnswerSchema,
          ...errorResponses({ ...visitorErrors, 400: "Rating is not good or bad, or the comment is too long (code invalid_rating).", 409: "The chat has not ended (chat_not_ended)." }),
        },
      },
    },
    async (req) => {
      const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
      return { rating: await rateChat(app.db, session, parseInput(ratingSchema, req.body ?? {}, "invalid_rating")) };
    },
  );

  app.post(
    "/api/v1/chat/sessions/:id/transcript",
    {
      bodyLimit: CHAT_LIMITS.bodyMaxBytes,
      config: perMinute(limits.transcript),
      schema: {
        summary: "E-mail an ended chat's transcript to the visitor",
        description:
          "Only to the address given when the chat started (`email`, if sent, must be that address), in the chat's language, " +
          "through the outbox. At most 3 per chat and 3 a day per address across all chats; never for a chat without a message from the visitor.",
        tags: chatTag,
        params: sessionParams,
        body: documented(transcriptRequestSchema),
        response: {
          202: z.object({ to: z.string().describe("Where the transcript goes.") }),
          ...errorResponses({
            ...visitorErrors,
            400: "The e-mail address is not valid (code invalid_transcript).",
            403: "The token does not open this chat, or `email` is not the address the chat started with (code transcript_address).",
            409: "The chat has not ended (chat_not_ended), was started with a phone only and has no address (no_chat_email), or has no message from the visitor (transcript_empty).",
            429: "This chat was already e-mailed 3 times (transcript_limit), the address has had 3 chats today (transcript_recipient_limit), or too many requests from this client address.",
          }),
        },
      },
    },
    async (req, reply) => {
      const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
      const { email } = parseInput(transcriptRequestSchema, req.body ?? {}, "invalid_transcript");
      // Photos are linked by addresses signed for a few days (issue 26): the mail is read without a sign-in.
      const sent = await requestTranscript(app.db, session, email, opts.site, (photoId) => app.chatPhotos.link(photoId, opts.site.siteUrl));
      app.outbox.kick();
      return reply.code(202).send(sent);
    },
  );
};
export default chatAnswering;
