// Admin clinic endpoints: list with search and state filter, create, read, change (including closing a clinic),
// delete, CSV export and all-or-nothing CSV import, and a PIN code or place look-up for the form's coordinates.
// The auth plugin checks the session for every /api/v1/admin route.
import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import { ADMIN_CLINICS_API } from "../../shared/schemas/clinic.ts";
import { adminClinicQuerySchema, CLINIC_CSV_COLUMNS, clinicInputSchema } from "../../shared/schemas/clinic-admin.ts";
import { buildCsv } from "../../shared/csv.ts";
import { badRequest, notFound, parseInput } from "../errors.ts";
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

const adminClinics: FastifyPluginAsync = async (app) => {
  // The import takes the CSV file as it is (text/csv) or inside JSON, up to 5 MB.
  app.addContentTypeParser("text/csv", { parseAs: "string", bodyLimit: IMPORT_LIMIT_BYTES }, (_req, body, done) => done(null, body));

  app.get(ADMIN_CLINICS_API.list, async (req) => listAdminClinics(app.db, parseInput(adminClinicQuerySchema, req.query, "invalid_input")));

  app.post(ADMIN_CLINICS_API.list, async (req, reply) => {
    const fields = parseInput(clinicInputSchema, req.body, "invalid_input");
    const clinic = await createClinic(app.db, fields);
    req.log.info({ clinicId: clinic.id, by: req.user?.id }, "clinic created");
    return reply.code(201).send({ clinic });
  });

  app.get(ADMIN_CLINICS_API.export, async (_req, reply) => {
    const csv = buildCsv([...CLINIC_CSV_COLUMNS], await clinicCsvRows(app.db));
    const date = new Date().toISOString().slice(0, 10);
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${app.config.site.brandSlug}-clinics-${date}.csv"`)
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.post(ADMIN_CLINICS_API.import, { bodyLimit: IMPORT_LIMIT_BYTES }, async (req, reply) => {
    // The file as text/csv, or as JSON { "csv": "…" } (what the admin screen sends through its JSON client).
    const body: unknown = req.body;
    const text = typeof body === "string" ? body : typeof body === "object" && body !== null && "csv" in body ? body.csv : undefined;
    if (typeof text !== "string") throw badRequest("Send the CSV file as text/csv, or as JSON with the file's text in \"csv\".", "invalid_csv");
    const report = await importClinicCsv(app.db, text);
    if (report.error) throw badRequest(report.error, "invalid_csv");
    req.log.info({ added: report.added, updated: report.updated, refused: report.refused, applied: report.applied, by: req.user?.id }, "clinic import");
    return reply.code(report.applied ? 200 : 422).send(report);
  });

  app.get(ADMIN_CLINICS_API.place, async (req) => {
    const { q } = parseInput(placeQuerySchema, req.query, "invalid_input");
    const place = await findPlace(q);
    if (!place) throw notFound(/^\d[\d\s]*$/.test(q) ? `PIN code "${q}" is not known.` : `Place "${q}" is not known.`);
    return { place };
  });

  app.get<{ Params: { id: string } }>(`${ADMIN_CLINICS_API.list}/:id`, async (req) => ({ clinic: await getAdminClinic(app.db, req.params.id) }));

  app.put<{ Params: { id: string } }>(`${ADMIN_CLINICS_API.list}/:id`, async (req) => {
    const fields = parseInput(clinicInputSchema, req.body, "invalid_input");
    const clinic = await updateClinic(app.db, req.params.id, fields);
    req.log.info({ clinicId: clinic.id, active: clinic.active, by: req.user?.id }, "clinic changed");
    return { clinic };
  });

  app.delete<{ Params: { id: string } }>(`${ADMIN_CLINICS_API.list}/:id`, async (req, reply) => {
    await deleteClinic(app.db, req.params.id);
    req.log.info({ clinicId: req.params.id, by: req.user?.id }, "clinic deleted");
    return reply.code(204).send();
  });
};
export default adminClinics;
