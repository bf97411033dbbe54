// The OpenAPI description of the visitor chat and agent console routes (routes/chat.ts, routes/agent-chat.ts), kept
// here so each route adds one line. Request parts are described only: those handlers check the visitor token or the
// chat before the body, and parse it themselves.
import { z } from "zod";
import {
  agentMessageSchema,
  callbackSchema,
  createSessionSchema,
  messagesQuerySchema,
  presenceSchema,
  visitorMessageSchema,
  visitorPageSchema,
} from "../../shared/schemas/chat.ts";
import { TAGS, documented, errorResponses, idParams } from "./common.ts";
import { AGENT_STATUSES } from "../../shared/schemas/chat-constants.ts";
import { agentSessionSchema, chatMessageSchema, createdSessionSchema, visitorMessagesSchema, visitorSessionStateSchema } from "./chat.ts";
import { visitorContextSchema, visitorPageSchema as visitorPageAnswer } from "./visitor-context.ts";
import { hoursAvailabilitySchema } from "./business-hours.ts";

const chatId = documented(z.object({ id: z.string().describe("The chat's id (a UUID).") })) as z.ZodType<{ id: string }, unknown>;
const visitor = { tags: [TAGS.chat], security: [{ visitorToken: [] }] };
const agent = [TAGS.agent];

const agentPresenceSchema = z.object({
  online: z.boolean().describe("True only while the status is online."),
  status: z.enum(AGENT_STATUSES),
});

/** What every call on one visitor chat can answer besides its own errors. */
export const visitorErrors = {
  401: "No visitor token: start a chat first (POST /api/v1/chat/sessions) and send its visitorToken as a bearer header.",
  403: "The token is not this chat's.",
  404: "No chat has this id.",
} as const;

const posted = (answer: z.ZodType) => ({
  200: answer.describe("A retry of a message already stored (same clientId): the message as it was stored."),
  201: answer.describe("Stored and delivered."),
});

export const chatRouteDocs = {
  availability: {
    summary: "Whether an agent is online, and the team's business hours",
    description: "hasAvailableAgent: an agent is online now. open: inside the business hours (India time); while closed, nextOpenAt says when the team opens next.",
    tags: [TAGS.chat],
    response: { 200: z.object({ hasAvailableAgent: z.boolean() }).extend(hoursAvailabilitySchema.shape) },
  },
  createSession: {
    summary: "Start a chat",
    description: "With an agent online the chat waits for one (or is taken); otherwise the assistant answers. The answer carries the visitor token.",
    tags: [TAGS.chat],
    body: documented(createSessionSchema),
    response: { 201: createdSessionSchema, ...errorResponses({ 400: "A field is missing or not valid (code invalid_chat_session)." }) },
  },
  sendMessage: {
    summary: "Send a message as the visitor",
    ...visitor,
    params: chatId,
    body: documented(visitorMessageSchema),
    response: {
      ...posted(chatMessageSchema),
      ...errorResponses({
        ...visitorErrors,
        400: "The message is empty or too long (code invalid_chat_message).",
        409: "The chat has ended (code chat_ended), or the clientId was used for another message.",
      }),
    },
  },
  readMessages: {
    summary: "Poll a chat's messages (visitor)",
    description: "The widget's fallback while the socket is down: messages after since/afterId, and where the chat stands.",
    ...visitor,
    params: chatId,
    querystring: documented(messagesQuerySchema),
    response: { 200: visitorMessagesSchema, ...errorResponses({ ...visitorErrors, 400: "since or afterId is not valid (code invalid_query)." }) },
  },
  leave: {
    summary: "Leave the queue or end the chat (visitor)",
    ...visitor,
    params: chatId,
    response: { 200: z.object({ session: visitorSessionStateSchema }), ...errorResponses(visitorErrors) },
  },
  callback: {
    summary: "Ask to be called back instead",
    description: "Stores a lead (source live_chat) linked to the chat and leaves the queue; once per chat.",
    ...visitor,
    params: chatId,
    body: documented(callbackSchema),
    response: {
      201: z.object({ leadId: z.string(), session: visitorSessionStateSchema }),
      ...errorResponses({
        ...visitorErrors,
        400: "A field is missing or not valid (code invalid_callback); `field` names it.",
        409: "A call-back was already asked for from this chat (code callback_exists).",
      }),
    },
  },
  visitorPage: {
    summary: "Report a page the visitor opened",
    description:
      "While the socket is down (otherwise its `page` frame does the same): the page joins the chat's list for the agent's side panel. Needs the visitor token as a bearer header (401 without it).",
    tags: [TAGS.chat],
    params: idParams("chat"),
    body: documented(visitorPageSchema),
    response: {
      201: z.object({ page: visitorPageAnswer }).describe("The page joined the chat's list."),
      200: z.object({ page: z.null() }).describe("It was the page already last (or the start page): nothing added."),
      ...errorResponses({
        400: "Not a page path: a site path only, no address, query or #part (invalid_page).",
        401: "No visitor token.",
        403: "The token does not open this chat.",
        404: "No chat has this id.",
        409: "The chat has ended.",
      }),
    },
  },
  socket: {
    summary: "The chat's WebSocket",
    description:
      "Upgrade with `GET` and `Connection: Upgrade`. The first frame authenticates: `{ type: 'auth', role: 'visitor', sessionId, token }` " +
      "or `{ type: 'auth', role: 'agent', accessToken }`. Then the server pushes messages and session changes; clients ping. " +
      "docs/api.md lists every frame. A plain GET (no upgrade) is answered 426 with the usual error body.",
    tags: [TAGS.chat, TAGS.agent],
    response: {
      101: z.null().describe("Switching Protocols: the socket is open."),
      ...errorResponses({
        426: "Not a WebSocket upgrade (code upgrade_required): open it with a WebSocket client.",
        503: "This instance is shutting down (code draining, Retry-After: 1): connect again, and a load balancer sends you to another.",
      }),
    },
  },
  presence: { summary: "Your status for chats: online, away or offline", tags: agent, response: { 200: agentPresenceSchema } },
  setPresence: {
    summary: "Go online, away or offline for chats",
    description:
      "`{ status: \"online\" | \"away\" | \"offline\" }`, or the first API's `{ online: true | false }`. Away keeps your chats and " +
      "gives you no new ones (no new visitor waits for you, no transfer, no automatic assignment).",
    tags: agent,
    body: documented(presenceSchema),
    response: { 200: agentPresenceSchema, ...errorResponses({ 400: "Neither a known status nor online true/false (code invalid_presence)." }) },
  },
  waiting: { summary: "Chats waiting for an agent", tags: agent, response: { 200: z.object({ sessions: z.array(agentSessionSchema) }) } },
  active: { summary: "Your active chats", tags: agent, response: { 200: z.object({ sessions: z.array(agentSessionSchema) }) } },
  take: {
    summary: "Take a waiting chat",
    tags: agent,
    params: chatId,
    response: {
      200: z.object({ session: agentSessionSchema }),
      ...errorResponses({ 404: "No chat has this id.", 409: "Another agent took it first, or it has ended." }),
    },
  },
  agentMessages: {
    summary: "Read a chat's messages (agent)",
    tags: agent,
    params: chatId,
    querystring: documented(messagesQuerySchema),
    response: {
      200: z.object({ messages: z.array(chatMessageSchema) }),
      ...errorResponses({ 400: "since or afterId is not valid (code invalid_query).", 403: "You have not taken this chat.", 404: "No chat has this id." }),
    },
  },
  agentSend: {
    summary: "Send a message as the agent",
    tags: agent,
    params: chatId,
    body: documented(agentMessageSchema),
    response: {
      ...posted(chatMessageSchema),
      ...errorResponses({
        400: "The message is empty or too long (code invalid_chat_message).",
        403: "You have not taken this chat.",
        404: "No chat has this id.",
        409: "The chat has ended, or the clientId was used for another message.",
      }),
    },
  },
  visitorContext: {
    summary: "Who the visitor of a chat is",
    description:
      "The console's side panel for a chat the agent holds: contact details (phone and location from the visitor's lead), the page the chat started on and the pages opened since, the visitor's time zone, earlier chats and leads with the same e-mail.",
    tags: agent,
    params: idParams("chat"),
    response: {
      200: z.object({ visitor: visitorContextSchema }),
      ...errorResponses({ 403: "The agent does not hold this chat.", 404: "No chat has this id." }),
    },
  },
  end: {
    summary: "End a chat",
    tags: agent,
    params: chatId,
    response: { 200: z.object({ session: agentSessionSchema }), ...errorResponses({ 403: "You have not taken this chat.", 404: "No chat has this id.", 409: "It has already ended." }) },
  },
};
