// Admin clinic endpoints: list with search and state filter, create, read, change (including closing a clinic),
// delete, CSV export and all-or-nothing CSV import, and a PIN code or place look-up for the form's coordinates.
// The auth plugin checks the session for every /api/v1/admin route.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ADMIN_CLINICS_API } from "../../shared/schemas/clinic.ts";
import { adminClinicQuerySchema, CLINIC_CSV_COLUMNS, clinicInputSchema } from "../../shared/schemas/clinic-admin.ts";
import { buildCsv } from "../../shared/csv.ts";
import { badRequest, notFound } from "../errors.ts";
import { allow, auditActor } from "../plugins/auth.ts";
import { recordAudit } from "../services/audit.ts";
import { TAGS, documented, errorResponses, fileResponse, idParams, inputError, noContent } from "../openapi/common.ts";
import { adminClinicListSchema, clinicAnswerSchema, importReportSchema, placeSchema } from "../openapi/clinics.ts";
import {
  clinicCsvRows,
  createClinic,
  deleteClinic,
  getAdminClinic,
  importClinicCsv,
  listAdminClinics,
  updateClinic,
} from "../services/clinic-admin.ts";
import { findPlace } from "../services/places.ts";

const IMPORT_LIMIT_BYTES = 5 * 1024 * 1024;
const placeQuerySchema = z.object({ q: z.string({ error: "Give a PIN code or place in q." }).trim().min(1, "Give a PIN code or place in q.").max(100, "The PIN code or place is too long.") });

const tags = [TAGS.adminClinics];
/** The clinic network is a setting of the site: admins only. */
const adminOnly = allow();
const noClinic = errorResponses({ 404: "No clinic has this id." });
const invalidClinic = errorResponses({ 400: "A field is missing or not valid; the message names it (code invalid_input)." });

const adminClinics: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // A request that does not fit its route's schema answers 400 invalid_input with the first problem, on every route here.
  app.setSchemaErrorFormatter(inputError("invalid_input"));
  // The import takes the CSV file as it is (text/csv) or inside JSON, up to 5 MB.
  app.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));

  app.get(
    ADMIN_CLINICS_API.list,
    {
      config: adminOnly,
      schema: {
        summary: "List clinics",
        description: "Every clinic, shown to the public or not, with search and a state filter.",
        tags,
        querystring: adminClinicQuerySchema,
        response: { 200: adminClinicListSchema, ...errorResponses({ 400: "A filter is not valid (code invalid_input)." }) },
      },
    },
    async (req) => listAdminClinics(app.db, req.query),
  );

  app.post(
    ADMIN_CLINICS_API.list,
    { config: adminOnly, schema: { summary: "Add a clinic", tags, body: clinicInputSchema, response: { 201: clinicAnswerSchema, ...invalidClinic } } },
    async (req, reply) => {
      const clinic = await createClinic(app.db, req.body);
      req.log.info({ clinicId: clinic.id, by: req.user?.id }, "clinic created");
      await recordAudit(app.db, { ...auditActor(req), action: "settings.change", target: "clinics", detail: { clinic: clinic.id, change: "added" } });
      return reply.code(201).send({ clinic });
    },
  );

  const exportSchema = {
    summary: "Export every clinic as CSV",
    description: `Columns: ${CLINIC_CSV_COLUMNS.join(", ")}; lists separated by semicolons. The same file imports back.`,
    tags,
    response: { 200: fileResponse("text/csv", "The CSV file (Content-Disposition: attachment).") },
  };
  app.get(ADMIN_CLINICS_API.export, { config: adminOnly, schema: exportSchema }, async (_req, reply) => {
    const csv = buildCsv([...CLINIC_CSV_COLUMNS], await clinicCsvRows(app.db));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${app.config.site.brandSlug}-clinics-${date}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  const importSchema = {
    summary: "Import clinics from CSV (all or nothing)",
    description:
      "The file as text/csv, or as JSON { \"csv\": \"…\" }, up to 5 MB, with the export's columns. A row with an ID updates that " +
      "clinic, one without adds a clinic. Nothing is applied unless every row is valid: then 200, otherwise 422 with each row's problems.",
    tags,
    consumes: ["text/csv", "application/json"],
    body: documented(z.union([z.string().describe("The CSV file's text."), z.object({ csv: z.string() })])),
    response: {
      200: importReportSchema.describe("Applied: every row was added or updated."),
      422: importReportSchema.describe("Not applied: at least one row is refused; rows[].errors say why."),
      ...errorResponses({ 400: "Not a CSV, or the file as a whole is wrong: no header, a missing column (code invalid_csv)." }),
    },
  };
  app.post(ADMIN_CLINICS_API.import, { bodyLimit: IMPORT_LIMIT_BYTES, config: adminOnly, schema: importSchema }, async (req, reply) => {
    // The file as text/csv, or as JSON { "csv": "…" } (what the admin screen sends through its JSON client).
    const body: unknown = req.body;
    const text = typeof body === "string" ? body : typeof body === "object" && body !== null && "csv" in body ? body.csv : undefined;
    if (typeof text !== "string") throw badRequest("Send the CSV file as text/csv, or as JSON with the file's text in \"csv\".", "invalid_csv");
    const report = await importClinicCsv(app.db, text);
    if (report.error) throw badRequest(report.error, "invalid_csv");
    req.log.info({ added: report.added, updated: report.updated, refused: report.refused, applied: report.applied, by: req.user?.id }, "clinic import");
    if (report.applied) await recordAudit(app.db, { ...auditActor(req), action: "settings.change", target: "clinics", detail: { change: "imported", added: report.added, updated: report.updated } });
    return reply.code(report.applied ? 200 : 422).send(report);
  });

  const placeLookupSchema = {
    summary: "Look up a PIN code or place",
    description: "The coordinates (and district and state) the clinic form fills in.",
    tags,
    querystring: placeQuerySchema,
    response: { 200: z.object({ place: placeSchema }), ...errorResponses({ 400: "q is missing or too long (code invalid_input).", 404: "The PIN code or place is not known." }) },
  };
  app.get(ADMIN_CLINICS_API.place, { config: adminOnly, schema: placeLookupSchema }, async (req) => {
    const { q } = req.query;
    const place = await findPlace(q);
    if (!place) throw notFound(/^\d[\d\s]*$/.test(q) ? `PIN code "${q}" is not known.` : `Place "${q}" is not known.`);
    return { place };
  });

  const params = idParams("clinic");
  app.get(
    `${ADMIN_CLINICS_API.list}/:id`,
    { config: adminOnly, schema: { summary: "One clinic", tags, params, response: { 200: clinicAnswerSchema, ...noClinic } } },
    async (req) => ({ clinic: await getAdminClinic(app.db, req.params.id) }),
  );

  app.put(
    `${ADMIN_CLINICS_API.list}/:id`,
    {
      config: adminOnly,
      schema: {
        summary: "Change a clinic",
        description: "Every field is sent; active=false closes the clinic (hidden from the finder, kept for the team).",
        tags,
        params,
        body: clinicInputSchema,
        response: { 200: clinicAnswerSchema, ...invalidClinic, ...noClinic },
      },
    },
    async (req) => {
      const clinic = await updateClinic(app.db, req.params.id, req.body);
      req.log.info({ clinicId: clinic.id, active: clinic.active, by: req.user?.id }, "clinic changed");
      await recordAudit(app.db, { ...auditActor(req), action: "settings.change", target: "clinics", detail: { clinic: clinic.id, change: "changed", active: clinic.active } });
      return { clinic };
    },
  );

  const deleteSchema = { summary: "Delete a clinic", tags, params, response: { 204: noContent("Deleted."), ...noClinic } };
  app.delete(`${ADMIN_CLINICS_API.list}/:id`, { config: adminOnly, schema: deleteSchema }, async (req, reply) => {
    await deleteClinic(app.db, req.params.id);
    req.log.info({ clinicId: req.params.id, by: req.user?.id }, "clinic deleted");
    await recordAudit(app.db, { ...auditActor(req), action: "settings.change", target: "clinics", detail: { clinic: req.params.id, change: "deleted" } });
    return reply.code(204).send();
  });
};
export default adminClinics;
