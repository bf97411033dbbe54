// The agent console's live chat (spec 7.3): presence, waiting and active chats, take, messages, end. The auth plugin
// has already checked the session of every route here; each request also counts as the agent's heartbeat.
import type { FastifyPluginAsync } from "fastify";
import { CHAT_API, CHAT_LIMITS, agentMessageSchema, messagesQuerySchema, presenceSchema } from "../../shared/schemas/chat.ts";
import type { AgentStatus } from "../../shared/schemas/chat-constants.ts";
import { parseInput } from "../errors.ts";
import { allow, signedIn } from "../plugins/auth.ts";
import { sessionIdParam } from "./chat-params.ts";
import { chatRouteDocs } from "../openapi/chat-routes.ts";

/** The live chat is for agents and admins. */
const agentsToo = allow("agent");

const agentChat: FastifyPluginAsync = async (app) => {
  app.addHook("preHandler", async (req) => {
    if (req.user) await app.chat.touchPresence(req.user.id);
  });

  const presence = (status: AgentStatus) => ({ online: status === "online", status });
  app.get(CHAT_API.presence, { config: agentsToo, schema: chatRouteDocs.presence }, async (req) => presence(await app.chat.statusOf(signedIn(req).id)));

  app.put(CHAT_API.presence, { config: agentsToo, schema: chatRouteDocs.setPresence, bodyLimit: CHAT_LIMITS.bodyMaxBytes }, async (req) => {
    const status = parseInput(presenceSchema, req.body, "invalid_presence");
    return presence(await app.chat.setPresence(signedIn(req).id, status));
  });

  app.get(CHAT_API.waiting, { config: agentsToo, schema: chatRouteDocs.waiting }, async () => ({ sessions: await app.chat.waitingSessions() }));

  app.get(CHAT_API.active, { config: agentsToo, schema: chatRouteDocs.active }, async (req) => ({ sessions: await app.chat.activeSessions(signedIn(req).id) }));

  app.post("/api/v1/agent/sessions/:id/take", { config: agentsToo, schema: chatRouteDocs.take }, async (req) => ({ session: await app.chat.take(sessionIdParam(req), signedIn(req).id) }));

  app.get("/api/v1/agent/sessions/:id/messages", { config: agentsToo, schema: chatRouteDocs.agentMessages }, async (req) => {
    const query = parseInput(messagesQuerySchema, req.query, "invalid_query");
    return { messages: await app.chat.agentPoll(sessionIdParam(req), signedIn(req).id, query) };
  });

  app.post("/api/v1/agent/sessions/:id/messages", { config: agentsToo, schema: chatRouteDocs.agentSend, bodyLimit: CHAT_LIMITS.bodyMaxBytes }, async (req, reply) => {
    const id = sessionIdParam(req);
    const { message, clientId } = parseInput(agentMessageSchema, req.body, "invalid_chat_message");
    const posted = await app.chat.postAgentMessage(id, signedIn(req).id, { text: message, clientId });
    return reply.code(posted.replayed ? 200 : 201).send(posted.message);
  });

  // Who the agent is talking to: the console's side panel (issue 14).
  app.get("/api/v1/agent/sessions/:id/visitor", { config: agentsToo, schema: chatRouteDocs.visitorContext }, async (req) => ({
    visitor: await app.chat.visitorContext(sessionIdParam(req), signedIn(req).id),
  }));

  app.post("/api/v1/agent/sessions/:id/end", { config: agentsToo, schema: chatRouteDocs.end }, async (req) => ({ session: await app.chat.end(sessionIdParam(req), signedIn(req).id) }));
};
export default agentChat;
