// Automatic assignment's setting (issue 30): everyone who answers chats reads it (the console says whether chats come
// by themselves); admins change it, and the change is in the audit log. Saving it on hands out what is waiting now.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ASSIGNMENT_API, assignmentSchema, type AssignmentSettings } from "../../shared/schemas/chat-assignment.ts";
import { TAGS, describes, documented, errorResponses } from "../openapi/common.ts";
import { parseInput } from "../errors.ts";
import { allow, auditActor, signedIn } from "../plugins/auth.ts";
import { readAssignment, saveAssignment } from "../services/chat/auto-assign.ts";
import { recordAudit } from "../services/audit.ts";

const settingsSchema = describes<AssignmentSettings>()(
  z
    .object({
      autoAssign: z.boolean().describe("Waiting chats are handed to online agents (not away) by turns."),
      capacity: z.number().describe("Most chats one agent holds before the next agent gets the new ones."),
    })
    .meta({ id: "ChatAssignment" }),
);

const chatAssignment: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    ASSIGNMENT_API,
    { config: allow("agent"), schema: { summary: "Automatic assignment of waiting chats", tags: [TAGS.agent], response: { 200: settingsSchema } } },
    async () => readAssignment(app.db),
  );

  app.put(
    ASSIGNMENT_API,
    {
      config: allow(),
      bodyLimit: 1024,
      schema: {
        summary: "Switch automatic assignment on or off, and set each agent's capacity",
        description: "Admins only. Agents can still take waiting chats by hand. Switched on, what is waiting now is handed out at once.",
        tags: [TAGS.agent],
        body: documented(assignmentSchema),
        response: { 200: settingsSchema, ...errorResponses({ 400: "autoAssign is not true or false, or capacity is not a whole number from 1 to 20 (code invalid_assignment)." }) },
      },
    },
    async (req) => {
      const wanted = parseInput(assignmentSchema, req.body ?? {}, "invalid_assignment");
      const before = await readAssignment(app.db);
      const saved = await saveAssignment(app.db, wanted, signedIn(req).id);
      await recordAudit(app.db, { ...auditActor(req), action: "settings.change", target: "chat-assignment", detail: { before, after: saved } });
      if (saved.autoAssign) app.chat.assignSoon();
      return saved;
    },
  );
};
export default chatAssignment;
