// The visitor's live chat (spec 7.1): availability, start a session, send and poll messages, leave the queue or ask for a
// call-back, and the real-time socket.
import type { ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  CHAT_API,
  CHAT_LIMITS,
  callbackSchema,
  createSessionSchema,
  messagesQuerySchema,
  visitorMessageSchema,
  visitorPageSchema,
  type CallbackBody,
  type VisitorMessagesResponse,
} from "../../shared/schemas/chat.ts";
import { parseInput } from "../errors.ts";
import { perMinute } from "../plugins/rate-limits.ts";
import type { NotificationSettings } from "../services/leads.ts";
import { requestCallback } from "../services/callbacks.ts";
import { handleChatSocket } from "../services/chat/socket-hub.ts";
import { teamHoursNow } from "../services/business-hours.ts";
import { sessionIdParam, visitorToken } from "./chat-params.ts";
import { chatRouteDocs } from "../openapi/chat-routes.ts";

/** Requests one client address may make a minute; polling every 2 s needs 30 of the message reads. */
export const CHAT_RATE_LIMITS = {
  availability: 60,
  createSession: 10,
  sendMessage: 30,
  readMessages: 120,
  socket: 30,
  leave: 10,
  callback: 5,
  /** Pages the visitor opens while the socket is down: the same allowance as the socket's page frames. */
  page: CHAT_LIMITS.pagesPerMinute,
} as const;

/**
 * A call-back request, or a 400 naming the answer to fix (`field`: phone, email, …), so the widget can say it in the
 * visitor's language.
 */
function parseCallback(value: unknown): { body: CallbackBody } | { problem: { code: string; message: string; field?: string } } {
  const parsed = callbackSchema.safeParse(value ?? {});
  if (parsed.success) return { body: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = typeof issue.path[0] === "string" ? issue.path[0] : undefined;
  return { problem: { code: "invalid_callback", message: issue.message, ...(field ? { field } : {}) } };
}

export interface ChatRouteOptions {
  /** Where a call-back request is announced (the lead notification e-mail). */
  notification: NotificationSettings;
  /** Browser tests, whose every visitor comes from one address, raise some limits. */
  rateLimits?: Partial<Record<keyof typeof CHAT_RATE_LIMITS, number>>;
}

const chat: FastifyPluginAsync<ChatRouteOptions> = async (app, opts) => {
  const limits = { ...CHAT_RATE_LIMITS, ...opts.rateLimits };
  // Whether an agent is online, and the team's business hours: open now, or when it opens next (issue 26).
  /** The visitor is on the site (issue 26): noted without holding up the answer. */
  const seen = (sessionId: string) => void app.chat.visitorSeen(sessionId).catch((err: unknown) => app.log.warn({ err }, "could not note the visitor as seen"));

  app.get(CHAT_API.availability, { schema: chatRouteDocs.availability, config: perMinute(limits.availability) }, async () => ({
    hasAvailableAgent: await app.chat.hasAvailableAgent(),
    ...(await teamHoursNow(app.db)),
  }));

  app.post(CHAT_API.sessions, { schema: chatRouteDocs.createSession, bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(limits.createSession) }, async (req, reply) => {
    const body = parseInput(createSessionSchema, req.body, "invalid_chat_session");
    return reply.code(201).send(await app.chat.createSession(body));
  });

  app.post(
    "/api/v1/chat/sessions/:id/messages",
    { schema: chatRouteDocs.sendMessage, bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(limits.sendMessage) },
    async (req, reply) => {
      const token = visitorToken(req);
      const session = await app.chat.visitorSession(sessionIdParam(req), token);
      const { message, clientId } = parseInput(visitorMessageSchema, req.body, "invalid_chat_message");
      const posted = await app.chat.postVisitorMessage(session, { text: message, clientId });
      seen(session.id);
      // A retry of a message already stored answers 200 with it, as it was stored.
      return reply.code(posted.replayed ? 200 : 201).send(posted.message);
    },
  );

  app.get("/api/v1/chat/sessions/:id/messages", { schema: chatRouteDocs.readMessages, config: perMinute(limits.readMessages) }, async (req): Promise<VisitorMessagesResponse> => {
    const token = visitorToken(req);
    const query = parseInput(messagesQuerySchema, req.query, "invalid_query");
    const read = await app.chat.visitorPoll(sessionIdParam(req), token, query);
    seen(read.session.sessionId);
    return read;
  });

  app.post("/api/v1/chat/sessions/:id/leave", { schema: chatRouteDocs.leave, config: perMinute(limits.leave) }, async (req) => {
    const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
    return { session: await app.chat.leave(session) };
  });

  // The visitor opened another page while the socket is down (the socket's `page` frame does the same). 201 with the
  // page when it joined the chat's list, 200 with null when it was the page already there.
  app.post(
    "/api/v1/chat/sessions/:id/pages",
    { schema: chatRouteDocs.visitorPage, bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(limits.page) },
    async (req, reply) => {
      const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
      const { path } = parseInput(visitorPageSchema, req.body, "invalid_page");
      const page = await app.chat.recordPage(session.id, path);
      return reply.code(page ? 201 : 200).send({ page });
    },
  );

  app.post(
    "/api/v1/chat/sessions/:id/callback",
    { schema: chatRouteDocs.callback, bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(limits.callback) },
    async (req, reply) => {
      const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
      const parsed = parseCallback(req.body);
      if ("problem" in parsed) return reply.code(400).send({ error: parsed.problem });
      const { body } = parsed;
      await app.chat.requireNoCallback(session);
      const leadId = await requestCallback(app.db, session, body, { userAgent: req.headers["user-agent"] ?? null, settings: opts.notification });
      req.log.info({ leadId, sessionId: session.id }, "call-back requested from the chat");
      app.outbox.kick();
      return reply.code(201).send({ leadId, session: await app.chat.markCallback(session, leadId) });
    },
  );

  // An upgrade injected in process has no address; count those together rather than failing.
  const socketLimit = { rateLimit: { ...perMinute(limits.socket).rateLimit, keyGenerator: (req: FastifyRequest) => req.ip ?? "in-process" } };
  const socketDeps = { chat: app.chat, bus: app.chatBus, sessions: app.sessions, queue: app.chatQueue, log: app.log.child({ module: "chat-socket" }) };
  // A copy of the docs, so nothing the plugin does to a route's schema reaches the shared object. A plain GET (no
  // Upgrade header) gets the handler: 426 with the API's error body, rather than the plugin's empty 404.
  app.route({
    method: "GET",
    url: CHAT_API.socket,
    schema: { ...chatRouteDocs.socket },
    config: socketLimit,
    // While the instance drains before stopping (shutdown.ts), a new socket would be closed again within seconds:
    // 503, so the proxy tries another instance (deploy/nginx/mittimitra.conf) and the widget's next try goes elsewhere.
    onRequest: async (_req, reply) => {
      if (app.drain.since === null) return;
      return reply.code(503).header("retry-after", "1").send({ error: { code: "draining", message: "This server is shutting down: connect again." } });
    },
    wsHandler: (socket, req) => {
      releaseUpgrade(socket, req);
      handleChatSocket(socket, socketDeps);
    },
    handler: async (_req, reply) =>
      reply
        .code(426)
        .header("upgrade", "websocket")
        .header("connection", "Upgrade")
        .send({ error: { code: "upgrade_required", message: "This is the chat's WebSocket: open it with a WebSocket client (Connection: Upgrade, Upgrade: websocket)." } }),
  });};

/**
 * @fastify/websocket keeps the upgrade's request and reply alive as long as the socket: its error listener holds them,
 * and the HTTP response stays assigned to the TCP socket. Nothing reads them again, and a chat socket lives for hours:
 * they were about 3 KB of heap per socket (docs/performance.md, "Memory at 10,000 sockets"). Let them go; the chat
 * socket's own error listener (socket-hub.ts) logs an error and drops the socket, as the plugin's did.
 */
function releaseUpgrade(socket: { removeAllListeners(event: "error"): unknown }, req: FastifyRequest): void {
  socket.removeAllListeners("error");
  // (An upgrade injected in process, as the API tests make, has no TCP socket.)
  const tcp = req.raw.socket as (Socket & { _httpMessage?: ServerResponse | null }) | undefined;
  if (tcp) tcp._httpMessage?.detachSocket(tcp);
}

export default chat;
