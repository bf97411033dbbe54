// Admin lead endpoints: list with filters and paging, CSV export of the filtered leads, detail, status, notes,
// and the dashboard figures. The auth plugin checks the session and the role (agents too, but the export is admins').
import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  dashboardQuerySchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "../../shared/schemas/lead-admin.ts";
import { csvRow, LEADS_CSV_COLUMNS, leadsCsvFileName, SPAM_CSV_COLUMN, UTF8_BOM } from "../../shared/csv.ts";
import { unauthorized } from "../errors.ts";
import { allow, auditActor } from "../plugins/auth.ts";
import { recordAudit } from "../services/audit.ts";
import { TAGS, errorResponses, fileResponse, idParams, inputError } from "../openapi/common.ts";
import { dashboardStatsSchema, leadDetailSchema, leadNoteSchema as noteAnswerSchema, leadPageSchema, leadSchema } from "../openapi/leads.ts";
import { addLeadNote, dashboardStats, getLeadDetail, listLeads, setLeadStatus } from "../services/lead-admin.ts";
import { setLeadSpam } from "../services/lead-spam.ts";
import { leadExportRows } from "../services/lead-export.ts";

const tags = [TAGS.adminLeads];
const noLead = errorResponses({ 404: "No lead has this id." });
const leadAnswer = z.object({ lead: leadSchema });
/** Agents work the leads (view, status, spam, notes); exporting them all is for admins. */
const agentsToo = { config: allow("agent") };

const adminLeads: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // A request that does not fit its route's schema answers 400 invalid_input with the first problem, on every route here.
  app.setSchemaErrorFormatter(inputError("invalid_input"));
  app.get(
    "/api/v1/admin/leads",
    {
      ...agentsToo,
      schema: {
        summary: "List leads",
        description: "Newest first, filtered, a page at a time by keyset cursor. Spam is left out unless spam=true.",
        tags,
        querystring: leadListQuerySchema,
        response: { 200: leadPageSchema, ...errorResponses({ 400: "A filter, page size or cursor is not valid (code invalid_input)." }) },
      },
    },
    async (req) => listLeads(app.db, req.query),
  );

  app.get(
    "/api/v1/admin/leads/export",
    {
      config: { ...allow(), denied: "export leads" },
      schema: {
        summary: "Export the filtered leads as CSV",
        description:
          "UTF-8 with a byte-order mark, every cell quoted and formula starts neutralised. Columns: Name, Email, Phone, Location, User Type, Source, Created At, Language, " +
          "Lead ID, Status, Notes (every note, oldest first, one a line with its IST date and author), Enquiry (what the person wrote), Form, " +
          "Call-back Time (the preferred time, how, and when it was asked; empty for other leads), Conversation ID and Conversation Transcript " +
          "(the admin URL of the chat the lead came from). A spam export adds Spam Reason.",
        tags,
        querystring: leadFiltersSchema,
        response: { 200: fileResponse("text/csv", "The CSV file (Content-Disposition: attachment)."), ...errorResponses({ 400: "A filter is not valid (code invalid_input)." }) },
      },
    },
    async (req, reply) => {
      const filters = req.query;
      const db = app.db;
      // An export of the Spam view says why each lead is held; every other export has the columns of LEADS_CSV_COLUMNS.
      const spamColumn = filters.spam === true;
      const actor = auditActor(req);
      async function* lines() {
        let rows = 0;
        let complete = false;
        try {
          yield UTF8_BOM + csvRow(spamColumn ? [...LEADS_CSV_COLUMNS, SPAM_CSV_COLUMN] : LEADS_CSV_COLUMNS) + "\r\n";
          for await (const batch of leadExportRows(db, filters, { siteUrl: app.config.site.siteUrl, spamColumn })) {
            rows += batch.length;
            yield batch.map(csvRow).join("\r\n") + "\r\n";
          }
          complete = true;
        } finally {
          // Written once the file is sent, or when the download stops half-way (complete: false), with the rows that went out.
          await recordAudit(db, { ...actor, action: "leads.export", target: "leads", detail: { filters, rows, complete } });
        }
      }
      const name = leadsCsvFileName(app.config.site.brandSlug, new Date());
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(Readable.from(lines()));
    },
  );

  app.get(
    "/api/v1/admin/leads/:id",
    { ...agentsToo, schema: { summary: "One lead with its notes and duplicates", tags, params: idParams("lead"), response: { 200: leadDetailSchema, ...noLead } } },
    async (req) => getLeadDetail(app.db, req.params.id),
  );

  app.patch(
    "/api/v1/admin/leads/:id",
    {
      ...agentsToo,
      schema: {
        summary: "Set a lead's status",
        tags,
        params: idParams("lead"),
        body: leadUpdateSchema,
        response: { 200: leadAnswer, ...errorResponses({ 400: "Unknown status (code invalid_input).", 404: "No lead has this id." }) },
      },
    },
    async (req) => ({ lead: await setLeadStatus(app.db, req.params.id, req.body.status) }),
  );

  // The spam flag as a resource: PUT holds the lead as spam, DELETE restores it (and sends the e-mail it missed).
  const notification = { notifyTo: app.config.leadNotifyTo, site: app.config.site };
  for (const [method, spam] of [["PUT", true], ["DELETE", false]] as const) {
    app.route({
      method,
      url: "/api/v1/admin/leads/:id/spam",
      ...agentsToo,
      schema: {
        summary: spam ? "Hold a lead as spam" : "Restore a lead from spam",
        description: spam ? "The lead moves to the Spam view." : "The lead comes back to the list, and the notification e-mail it missed is sent.",
        tags,
        params: idParams("lead"),
        response: { 200: leadAnswer, ...noLead },
      },
      handler: async (req) => {
        const { lead, outboxId } = await setLeadSpam(app.db, req.params.id, spam, notification);
        if (outboxId) app.outbox.kick();
        req.log.info({ leadId: lead.id, spam, by: req.user?.id }, spam ? "lead marked as spam" : "lead restored from spam");
        return { lead };
      },
    });
  }

  app.post(
    "/api/v1/admin/leads/:id/notes",
    {
      ...agentsToo,
      schema: {
        summary: "Add a note to a lead",
        tags,
        params: idParams("lead"),
        body: leadNoteSchema,
        response: { 201: z.object({ note: noteAnswerSchema }), ...errorResponses({ 400: "The note is empty or too long (code invalid_input).", 404: "No lead has this id." }) },
      },
    },
    async (req, reply) => {
      const user = req.user;
      if (!user) throw unauthorized();
      const note = await addLeadNote(app.db, req.params.id, { id: user.id, name: user.email }, req.body.body);
      return reply.code(201).send({ note });
    },
  );

  app.get(
    "/api/v1/admin/dashboard",
    {
      ...agentsToo,
      schema: {
        summary: "The dashboard's figures",
        description: "Lead counts (today counted from the admin's local midnight, todayStart), chat messages, published posts and the newest leads.",
        tags,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardStatsSchema, ...errorResponses({ 400: "todayStart is not an ISO-8601 time (code invalid_input)." }) },
      },
    },
    async (req) => dashboardStats(app.db, new Date(), req.query.todayStart ? new Date(req.query.todayStart) : undefined),
  );
};
export default adminLeads;
