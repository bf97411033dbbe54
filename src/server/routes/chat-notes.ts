// The team's notes and labels on a chat (issue 30). Notes: agents and admins, on chats they may see (never a live chat
// another agent holds). Labels: everyone who reads chats sets them from the team's list; admins keep the list.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LABEL_LIMITS, NOTES_API, NOTE_LIMITS, chatLabelsInputSchema, labelInputSchema, noteInputSchema, type ChatLabel, type ChatNote } from "../../shared/schemas/chat-notes.ts";
import { TAGS, describes, documented, errorResponses, idParams } from "../openapi/common.ts";
import { parseInput } from "../errors.ts";
import { allow, signedIn } from "../plugins/auth.ts";
import { addNote, createLabel, deleteLabel, listLabels, listNotes, setChatLabels } from "../services/chat/chat-notes.ts";

const agentsToo = allow("agent");
const adminOnly = allow();

const noteSchema = describes<ChatNote>()(z.object({ id: z.string(), text: z.string(), authorName: z.string(), at: z.string() }).meta({ id: "ChatNote" }));
const labelSchema = describes<ChatLabel>()(z.object({ name: z.string(), chats: z.number() }).meta({ id: "ChatLabel" }));
const mayNotSee = { 403: "The chat is live with another agent: only they or an admin may add to it now.", 404: "No chat has this id." } as const;

const chatNotes: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/api/v1/agent/sessions/:id/notes",
    {
      config: agentsToo,
      schema: {
        summary: "A chat's internal notes",
        description: "The team's notes on the chat, oldest first. Never sent to the visitor.",
        tags: [TAGS.agent],
        params: idParams("chat"),
        response: { 200: z.object({ notes: z.array(noteSchema) }), ...errorResponses(mayNotSee) },
      },
    },
    async (req) => ({ notes: await listNotes(app.db, req.params.id, signedIn(req)) }),
  );

  app.post(
    "/api/v1/agent/sessions/:id/notes",
    {
      config: agentsToo,
      bodyLimit: NOTE_LIMITS.bodyMaxBytes,
      schema: {
        summary: "Add an internal note to a chat",
        description: `Text up to ${NOTE_LIMITS.textMax} characters. Only the team sees it: not the widget, not the visitor's transcript e-mail; the admin transcript shows it, set apart.`,
        tags: [TAGS.agent],
        params: idParams("chat"),
        body: documented(noteInputSchema),
        response: { 201: noteSchema, ...errorResponses({ ...mayNotSee, 400: "The note is empty or too long (code invalid_note)." }) },
      },
    },
    async (req, reply) => {
      const { text } = parseInput(noteInputSchema, req.body ?? {}, "invalid_note");
      return reply.code(201).send(await addNote(app.db, req.params.id, signedIn(req), text));
    },
  );

  app.get(
    NOTES_API.labels,
    {
      config: agentsToo,
      schema: { summary: "The team's labels", description: "Each label of the list with how many chats carry it.", tags: [TAGS.adminConversations], response: { 200: z.object({ labels: z.array(labelSchema) }) } },
    },
    async () => ({ labels: await listLabels(app.db) }),
  );

  app.post(
    NOTES_API.labels,
    {
      config: adminOnly,
      bodyLimit: NOTE_LIMITS.bodyMaxBytes,
      schema: {
        summary: "Add a label to the team's list",
        description: `At most ${LABEL_LIMITS.listMax} labels of up to ${LABEL_LIMITS.nameMax} characters; "Urgent" and "urgent" are one label.`,
        tags: [TAGS.adminConversations],
        body: documented(labelInputSchema),
        response: { 201: labelSchema, ...errorResponses({ 400: "The name is not valid (invalid_label), already in the list (label_exists), or the list is full (too_many_labels)." }) },
      },
    },
    async (req, reply) => {
      const { name } = parseInput(labelInputSchema, req.body ?? {}, "invalid_label");
      return reply.code(201).send(await createLabel(app.db, name));
    },
  );

  app.delete(
    "/api/v1/admin/labels/:name",
    {
      config: adminOnly,
      schema: {
        summary: "Delete a label",
        description: "Removes it from the list and from every chat that carried it.",
        tags: [TAGS.adminConversations],
        params: documented(z.object({ name: z.string().describe("The label's name.") })) as z.ZodType<{ name: string }, unknown>,
        response: { 204: z.null(), ...errorResponses({ 404: "The list has no such label." }) },
      },
    },
    async (req, reply) => {
      await deleteLabel(app.db, req.params.name);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/v1/admin/conversations/:id/labels",
    {
      config: agentsToo,
      bodyLimit: NOTE_LIMITS.bodyMaxBytes,
      schema: {
        summary: "Set a chat's labels",
        description: `All of the chat's labels at once (an empty list removes them), each from the team's list, at most ${LABEL_LIMITS.perChat}.`,
        tags: [TAGS.adminConversations],
        params: idParams("chat"),
        body: documented(chatLabelsInputSchema),
        response: {
          200: z.object({ labels: z.array(z.string()) }),
          ...errorResponses({ ...mayNotSee, 400: "A label is not in the team's list (unknown_label) or the list is not valid (invalid_labels)." }),
        },
      },
    },
    async (req) => {
      const { labels } = parseInput(chatLabelsInputSchema, req.body ?? {}, "invalid_labels");
      return { labels: await setChatLabels(app.db, req.params.id, signedIn(req), labels) };
    },
  );
};
export default chatNotes;
