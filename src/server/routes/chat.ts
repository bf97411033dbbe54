// The visitor's live chat (spec 7.1): availability, start a session, send and poll messages, and the real-time socket.
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  CHAT_API,
  CHAT_LIMITS,
  createSessionSchema,
  messagesQuerySchema,
  visitorMessageSchema,
} from "../../shared/schemas/chat.ts";
import { parseInput, unauthorized } from "../errors.ts";
import { handleChatSocket } from "../services/chat/socket-hub.ts";
import { sessionIdParam } from "./chat-params.ts";

/** Requests one client address may make a minute; polling every 2 s needs 30 of the message reads. */
export const CHAT_RATE_LIMITS = {
  availability: 60,
  createSession: 10,
  sendMessage: 30,
  readMessages: 120,
  socket: 30,
} as const;

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

/** The visitor token from `Authorization: Bearer …`; it proves the visitor started this chat. */
function visitorToken(req: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  if (!match) throw unauthorized("This chat needs its visitor token: start a chat first.");
  return match[1]!;
}

const chat: FastifyPluginAsync = async (app) => {
  app.get(CHAT_API.availability, { config: perMinute(CHAT_RATE_LIMITS.availability) }, async () => ({
    hasAvailableAgent: await app.chat.hasAvailableAgent(),
  }));

  app.post(CHAT_API.sessions, { bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(CHAT_RATE_LIMITS.createSession) }, async (req, reply) => {
    const body = parseInput(createSessionSchema, req.body, "invalid_chat_session");
    return reply.code(201).send(await app.chat.createSession(body));
  });

  app.post(
    "/api/v1/chat/sessions/:id/messages",
    { bodyLimit: CHAT_LIMITS.bodyMaxBytes, config: perMinute(CHAT_RATE_LIMITS.sendMessage) },
    async (req, reply) => {
      const token = visitorToken(req);
      const session = await app.chat.visitorSession(sessionIdParam(req), token);
      const { message } = parseInput(visitorMessageSchema, req.body, "invalid_chat_message");
      return reply.code(201).send(await app.chat.postVisitorMessage(session, message));
    },
  );

  app.get("/api/v1/chat/sessions/:id/messages", { config: perMinute(CHAT_RATE_LIMITS.readMessages) }, async (req) => {
    const token = visitorToken(req);
    const session = await app.chat.visitorSession(sessionIdParam(req), token);
    const query = parseInput(messagesQuerySchema, req.query, "invalid_query");
    return { messages: await app.chat.messages(session.id, query) };
  });

  // An upgrade injected in process has no address; count those together rather than failing.
  const socketLimit = { rateLimit: { ...perMinute(CHAT_RATE_LIMITS.socket).rateLimit, keyGenerator: (req: FastifyRequest) => req.ip ?? "in-process" } };
  app.get(CHAT_API.socket, { websocket: true, config: socketLimit }, (socket) => {
    handleChatSocket(socket, { chat: app.chat, bus: app.chatBus, sessions: app.sessions, log: app.log.child({ module: "chat-socket" }) });
  });

};
export default chat;
