// Admin lead endpoints: list with filters and paging, CSV export of the filtered leads, detail, status, notes,
// and the dashboard figures. The auth plugin checks the session for every /api/v1/admin route.
import { Readable } from "node:stream";
import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import {
  dashboardQuerySchema,
  leadFiltersSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadUpdateSchema,
} from "../../shared/schemas/lead-admin.ts";
import { leadSourceLabels, userTypeLabels, type LeadSource, type UserType } from "../../shared/schemas/lead.ts";
import { spamReasonLabel } from "../../shared/schemas/lead-spam.ts";
import { leadLanguage } from "../../shared/locales.ts";
import { csvPhone, csvRow, LEADS_CSV_COLUMNS, leadsCsvFileName, SPAM_CSV_COLUMN, UTF8_BOM } from "../../shared/csv.ts";
import { parseInput, unauthorized } from "../errors.ts";
import { addLeadNote, dashboardStats, getLeadDetail, leadsForExport, listLeads, setLeadStatus } from "../services/lead-admin.ts";
import { setLeadSpam } from "../services/lead-spam.ts";

const parse = <S extends z.ZodType>(schema: S, input: unknown) => parseInput(schema, input, "invalid_input");

const adminLeads: FastifyPluginAsync = async (app) => {
  app.get("/api/v1/admin/leads", async (req) => listLeads(app.db, parse(leadListQuerySchema, req.query)));

  app.get("/api/v1/admin/leads/export", async (req, reply) => {
    const filters = parse(leadFiltersSchema, req.query);
    const db = app.db;
    // An export of the Spam view says why each lead is held; every other export has the spec's seven columns and the visitor's language.
    const spamColumn = filters.spam === true;
    async function* lines() {
      yield UTF8_BOM + csvRow(spamColumn ? [...LEADS_CSV_COLUMNS, SPAM_CSV_COLUMN] : LEADS_CSV_COLUMNS) + "\r\n";
      for await (const batch of leadsForExport(db, filters)) {
        yield batch
          .map((l) => {
            const cells = [l.name, l.email, csvPhone(l.phone), l.location, userTypeLabels[l.user_type as UserType] ?? l.user_type, leadSourceLabels[l.source as LeadSource] ?? l.source, l.created_at, leadLanguage(l.metadata)];
            return csvRow(spamColumn ? [...cells, spamReasonLabel(l.spam_reason ?? "")] : cells);
          })
          .join("\r\n") + "\r\n";
      }
    }
    const name = leadsCsvFileName(app.config.site.brandSlug, new Date());
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(Readable.from(lines()));
  });

  app.get<{ Params: { id: string } }>("/api/v1/admin/leads/:id", async (req) => getLeadDetail(app.db, req.params.id));

  app.patch<{ Params: { id: string } }>("/api/v1/admin/leads/:id", async (req) => {
    const { status } = parse(leadUpdateSchema, req.body);
    return { lead: await setLeadStatus(app.db, req.params.id, status) };
  });

  // The spam flag as a resource: PUT holds the lead as spam, DELETE restores it (and sends the e-mail it missed).
  const notification = { notifyTo: app.config.leadNotifyTo, site: app.config.site };
  for (const [method, spam] of [["PUT", true], ["DELETE", false]] as const) {
    app.route<{ Params: { id: string } }>({
      method,
      url: "/api/v1/admin/leads/:id/spam",
      handler: async (req) => {
        const { lead, outboxId } = await setLeadSpam(app.db, req.params.id, spam, notification);
        if (outboxId) app.outbox.kick();
        req.log.info({ leadId: lead.id, spam, by: req.user?.id }, spam ? "lead marked as spam" : "lead restored from spam");
        return { lead };
      },
    });
  }

  app.post<{ Params: { id: string } }>("/api/v1/admin/leads/:id/notes", async (req, reply) => {
    const { body } = parse(leadNoteSchema, req.body);
    const user = req.user;
    if (!user) throw unauthorized();
    const note = await addLeadNote(app.db, req.params.id, { id: user.id, name: user.email }, body);
    return reply.code(201).send({ note });
  });

  app.get("/api/v1/admin/dashboard", async (req) => {
    const { todayStart } = parse(dashboardQuerySchema, req.query);
    return dashboardStats(app.db, new Date(), todayStart ? new Date(todayStart) : undefined);
  });
};
export default adminLeads;
