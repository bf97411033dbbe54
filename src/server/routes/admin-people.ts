// Personal data under India's DPDP Act (issue 27), admins only: find everything held about a person by e-mail or phone,
// export it as one file (JSON, or a page to read), erase it everywhere, and the retention settings of the daily job.
// Every call is written to the audit log with counts only: not the e-mail or phone asked about.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  PEOPLE_API,
  PERSON_KINDS,
  personQuerySchema,
  retentionSchema,
  type ErasureAnswer,
  type PersonCounts,
  type PersonExport,
  type RetentionAnswer,
} from "../../shared/schemas/personal-data.ts";
import { parseInput } from "../errors.ts";
import { TAGS, documented, errorResponses, fileResponse } from "../openapi/common.ts";
import { erasureAnswerSchema, personRecordSchema, retentionAnswerSchema } from "../openapi/personal-data.ts";
import { allow, signedIn } from "../plugins/auth.ts";
import { recordAudit } from "../services/audit.ts";
import { personExportHtml } from "../services/person-export-html.ts";
import { erasePerson, findPerson, removePhotoFiles } from "../services/personal-data.ts";
import { readRetention, saveRetention } from "../services/retention.ts";

const tags = [TAGS.adminPeople];
const adminOnly = { config: allow() };

/** The query as the document shows it; the handlers read it with personQuerySchema (exactly one, phone to E.164). */
const personQueryDoc = z.object({
  email: z.string().optional().describe("The person's e-mail address (any case). Give this or phone, not both."),
  phone: z.string().optional().describe("The person's phone as they write it (98765 43210, +91 98765 43210, another country's with its +)."),
});
const badQuery = "Neither or both of email and phone, or one that is not an e-mail address or a phone number (code invalid_person_query).";

/** Counts only, for the audit log: the kinds that have any. */
const nonZero = (counts: PersonCounts) => Object.fromEntries(PERSON_KINDS.filter((k) => counts[k] > 0).map((k) => [k, counts[k]]));

const adminPeople: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const personOf = (query: unknown) => parseInput(personQuerySchema, query, "invalid_person_query");

  app.get(
    PEOPLE_API.people,
    {
      ...adminOnly,
      schema: {
        summary: "Find everything held about a person",
        description:
          "By e-mail or by phone (exactly one): their leads (forms, chat starts, call-backs) with the team's notes, their chats with every message, " +
          "photo, rating and transcript request, the e-mails addressed to them or quoting them, and rate-limit counters naming them. found is false when nothing is held.",
        tags,
        querystring: documented(personQueryDoc),
        response: { 200: personRecordSchema, ...errorResponses({ 400: badQuery }) },
      },
    },
    async (req, reply) => {
      const user = signedIn(req);
      const record = await findPerson(app.db, personOf(req.query));
      await recordAudit(app.db, { actorId: user.id, action: "person.lookup", target: null, detail: { found: record.found, ...nonZero(record.counts) }, ip: req.ip });
      reply.header("cache-control", "no-store");
      return record;
    },
  );

  // Without the zod type provider: the answer is a file (JSON or HTML text), not the record's typed object.
  parent.get(
    PEOPLE_API.export,
    {
      ...adminOnly,
      schema: {
        summary: "Export everything held about a person",
        description: "The lookup's answer as one file to hand to the person: JSON (format=json, the default) or a page to read (format=html: escaped, no scripts). Content-Disposition: attachment.",
        tags,
        querystring: documented(personQueryDoc.extend({ format: z.enum(["json", "html"]).optional().describe("json (default) or html.") })),
        response: {
          200: { description: "The file.", content: { "application/json": { schema: personRecordSchema }, ...fileResponse("text/html", "").content } },
          ...errorResponses({ 400: badQuery }),
        },
      },
    },
    async (req, reply) => {
      const user = signedIn(req);
      const query = req.query as { format?: string };
      const key = personOf(req.query);
      const format = query.format ?? "json";
      const record = await findPerson(app.db, key);
      const data: PersonExport = { ...record, exportedAt: new Date().toISOString(), site: app.config.site.brand };
      await recordAudit(app.db, { actorId: user.id, action: "person.export", target: null, detail: { format, found: record.found, ...nonZero(record.counts) }, ip: req.ip });
      // The file's name says what it is and when, not whom: a download folder is no place for an e-mail address.
      const name = `${app.config.site.brandSlug}-personal-data-${data.exportedAt.slice(0, 10)}.${format}`;
      reply.header("content-disposition", `attachment; filename="${name}"`).header("cache-control", "no-store");
      if (format === "html") return reply.type("text/html; charset=utf-8").send(personExportHtml(data));
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    PEOPLE_API.people,
    {
      ...adminOnly,
      schema: {
        summary: "Erase everything held about a person",
        description:
          "Deletes what the lookup finds, everywhere, in one transaction: leads, notes, chats, messages, assistant exchanges, photos (their files after the commit), " +
          "ratings, transcript requests, outbox e-mails and counters, and the search index rows that follow them. Keeps only an erasures record: when, who, counts.",
        tags,
        querystring: documented(personQueryDoc),
        response: {
          200: erasureAnswerSchema,
          ...errorResponses({ 400: badQuery, 404: "Nothing is held about this e-mail or phone; nothing was changed." }),
        },
      },
    },
    async (req): Promise<ErasureAnswer> => {
      const user = signedIn(req);
      const result = await erasePerson(app.db, personOf(req.query), user.id, (trx, counts, erasureId) =>
        recordAudit(trx, { actorId: user.id, action: "person.erase", target: erasureId, detail: nonZero(counts), ip: req.ip }),
      );
      const photoFilesRemoved = await removePhotoFiles(result.photoIds, (id) => app.chatPhotos.discard(id));
      req.log.info({ by: user.id, erasureId: result.erasureId, counts: nonZero(result.counts), photoFilesRemoved }, "personal data erased");
      return { erasureId: result.erasureId, at: result.at, counts: result.counts, photoFilesRemoved };
    },
  );

  app.get(
    PEOPLE_API.retention,
    {
      ...adminOnly,
      schema: {
        summary: "Retention settings",
        description: "How long leads, conversations and spam are kept before the daily job erases them, and the job's last run.",
        tags,
        response: { 200: retentionAnswerSchema },
      },
    },
    async (): Promise<RetentionAnswer> => readRetention(app.db),
  );

  app.put(
    PEOPLE_API.retention,
    {
      ...adminOnly,
      schema: {
        summary: "Set the retention",
        description: "{ leadsMonths, conversationsMonths, spamDays }: whole months from 1 to 120, whole days from 1 to 365. The next daily run uses them.",
        tags,
        body: documented(retentionSchema),
        response: { 200: retentionAnswerSchema, ...errorResponses({ 400: "A value is missing, not a whole number, or out of its range (code invalid_retention)." }) },
      },
    },
    async (req): Promise<RetentionAnswer> => {
      const user = signedIn(req);
      const settings = parseInput(retentionSchema, req.body, "invalid_retention");
      const before = await readRetention(app.db);
      await saveRetention(app.db, settings, user.id);
      await recordAudit(app.db, {
        actorId: user.id,
        action: "settings.change",
        target: "retention",
        detail: { before: { leadsMonths: before.leadsMonths, conversationsMonths: before.conversationsMonths, spamDays: before.spamDays }, after: settings },
        ip: req.ip,
      });
      return readRetention(app.db);
    },
  );
};

export default adminPeople;
