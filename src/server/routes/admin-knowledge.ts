// The knowledge bank's admin API (issue 28): entries the assistant answers with, an import of many at once, and the
// gap queue of questions it could not answer, answered in one step. Content, like the blog: admins and editors.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { KNOWLEDGE_API, KNOWLEDGE_LIMITS, answerGapSchema, knowledgeImportSchema, knowledgeInputSchema, knowledgeStatuses } from "../../shared/schemas/knowledge.ts";
import { parseInput } from "../errors.ts";
import { allow, signedIn } from "../plugins/auth.ts";
import { TAGS, documented, errorResponses, idParams, noContent } from "../openapi/common.ts";
import { knowledgeEntrySchema, knowledgeGapGroupSchema, knowledgePageSchema } from "../openapi/knowledge.ts";
import { answerGap, createEntries, deleteEntry, getEntry, listEntries, listGaps, updateEntry } from "../services/knowledge.ts";

const tags = [TAGS.adminKnowledge];
const writers = allow("editor");
/** An import of KNOWLEDGE_LIMITS.importMax entries with long answers in two languages fits; more is refused early. */
const IMPORT_BODY_BYTES = 4 * 1024 * 1024;

const listQuery = z.object({
  q: z.string().max(200, "Search text must be at most 200 characters.").optional(),
  status: z.enum(knowledgeStatuses, { error: `Status must be one of: ${knowledgeStatuses.join(", ")}.` }).optional(),
  page: z.coerce.number({ error: "Page must be a number." }).int("Page must be a whole number.").min(1, "Page must be 1 or more.").max(10_000, "Page must be at most 10000.").default(1),
});

const bodyRules =
  "question (3-200 characters), paraphrases (at most 30, any language or script), answers by language ({ en?, hi? }, at least one, " +
  `each at most ${KNOWLEDGE_LIMITS.answerMax} characters with its facts filled in; facts are named in braces, such as ₹{testPrice}), ` +
  "links (at most two site paths: a public page, with or without #section, or a published blog post), status (published or draft).";

const adminKnowledge: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    KNOWLEDGE_API.entries,
    {
      config: writers,
      schema: {
        summary: "List knowledge entries",
        description: "Newest first, 50 a page, searched in questions, paraphrases and answers.",
        tags,
        querystring: documented(listQuery),
        response: { 200: knowledgePageSchema, ...errorResponses({ 400: "A filter or page is not valid (code invalid_input)." }) },
      },
    },
    async (req) => listEntries(app.db, parseInput(listQuery, req.query, "invalid_input")),
  );

  app.post(
    KNOWLEDGE_API.entries,
    {
      config: writers,
      schema: {
        summary: "Create a knowledge entry",
        description: `The assistant answers with it on every instance at once when published. Body: ${bodyRules}`,
        tags,
        body: documented(knowledgeInputSchema),
        response: {
          201: z.object({ entry: knowledgeEntrySchema }),
          ...errorResponses({ 400: "A field is not valid, an answer names an unknown fact (code invalid_knowledge), or a link goes to no page (code broken_link)." }),
        },
      },
    },
    async (req, reply) => {
      const values = parseInput(knowledgeInputSchema, req.body, "invalid_knowledge");
      const [entry] = await createEntries(app.db, [values], signedIn(req).id);
      return reply.code(201).send({ entry: entry! });
    },
  );

  app.post(
    KNOWLEDGE_API.import,
    {
      config: writers,
      bodyLimit: IMPORT_BODY_BYTES,
      schema: {
        summary: "Import knowledge entries",
        description: `{ entries: [...] }, at most ${KNOWLEDGE_LIMITS.importMax} at once, each as for a new entry; all are stored or none. Body: ${bodyRules}`,
        tags,
        body: documented(knowledgeImportSchema),
        response: {
          201: z.object({ created: z.number() }),
          ...errorResponses({
            400: `An entry is not valid (its number is in the message; code invalid_knowledge), more than ${KNOWLEDGE_LIMITS.importMax} entries, or a broken link (code broken_link).`,
            413: "The body is larger than 4 MB (code payload_too_large).",
          }),
        },
      },
    },
    async (req, reply) => {
      const parsed = knowledgeImportSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const at = issue.path[0] === "entries" && typeof issue.path[1] === "number" ? `Entry ${issue.path[1] + 1}: ` : "";
        return reply.code(400).send({ error: { code: "invalid_knowledge", message: `${at}${issue.message}` } });
      }
      const entries = await createEntries(app.db, parsed.data.entries, signedIn(req).id);
      return reply.code(201).send({ created: entries.length });
    },
  );

  app.get(
    "/api/v1/admin/knowledge/:id",
    {
      config: writers,
      schema: { summary: "A knowledge entry", tags, params: idParams("entry"), response: { 200: z.object({ entry: knowledgeEntrySchema }), ...errorResponses({ 404: "No entry has this id (code not_found)." }) } },
    },
    async (req) => ({ entry: await getEntry(app.db, req.params.id) }),
  );

  app.put(
    "/api/v1/admin/knowledge/:id",
    {
      config: writers,
      schema: {
        summary: "Change a knowledge entry",
        description: `Replaces the entry's fields. Body: ${bodyRules}`,
        tags,
        params: idParams("entry"),
        body: documented(knowledgeInputSchema),
        response: {
          200: z.object({ entry: knowledgeEntrySchema }),
          ...errorResponses({ 400: "A field is not valid (code invalid_knowledge) or a link goes to no page (code broken_link).", 404: "No entry has this id (code not_found)." }),
        },
      },
    },
    async (req) => ({ entry: await updateEntry(app.db, req.params.id, parseInput(knowledgeInputSchema, req.body, "invalid_knowledge"), signedIn(req).id) }),
  );

  app.delete(
    "/api/v1/admin/knowledge/:id",
    {
      config: writers,
      schema: { summary: "Delete a knowledge entry", tags, params: idParams("entry"), response: { 204: noContent("Deleted."), ...errorResponses({ 404: "No entry has this id (code not_found)." }) } },
    },
    async (req, reply) => {
      await deleteEntry(app.db, req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    KNOWLEDGE_API.gaps,
    {
      config: writers,
      schema: {
        summary: "Questions the assistant could not answer",
        description:
          "Open gaps grouped by their search terms (the same question in other words is one group), the most asked first: each with its ways " +
          "of asking, count, languages, why it landed here (unanswered, rated_bad, asked_person) and its latest conversation.",
        tags,
        response: { 200: z.object({ groups: z.array(knowledgeGapGroupSchema) }) },
      },
    },
    async () => ({ groups: await listGaps(app.db) }),
  );

  app.post(
    KNOWLEDGE_API.answerGap,
    {
      config: writers,
      schema: {
        summary: "Answer a group of questions",
        description: `Creates the entry, with the group's ways of asking as paraphrases, and closes the group. Body: key (the group's), and ${bodyRules}`,
        tags,
        body: documented(answerGapSchema),
        response: {
          201: z.object({ entry: knowledgeEntrySchema }),
          ...errorResponses({ 400: "A field is not valid (code invalid_knowledge) or a link goes to no page (code broken_link).", 404: "No open question has this key (code not_found)." }),
        },
      },
    },
    async (req, reply) => {
      const { key, ...values } = parseInput(answerGapSchema, req.body, "invalid_knowledge");
      return reply.code(201).send({ entry: await answerGap(app.db, key, values, signedIn(req).id) });
    },
  );
};

export default adminKnowledge;
