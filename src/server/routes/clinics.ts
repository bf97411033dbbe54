// GET /api/v1/clinics: every clinic for the public clinic finder (spec 2.10). Not rate-limited: the server renders
// /find-clinic by calling it in process, and the list is short.
import type { FastifyPluginAsync } from "fastify";
import { CLINICS_API_PATH, type ClinicList } from "../../shared/schemas/clinic.ts";
import { listClinics } from "../services/clinics.ts";

const clinics: FastifyPluginAsync = async (app) => {
  app.get(CLINICS_API_PATH, async (req, reply): Promise<ClinicList> => {
    const list = await listClinics(app.db, (invalid) => req.log.warn({ clinic: invalid }, "clinic left out of the list: stored data does not fit the schema"));
    // Clinics change rarely; a minute of caching spares repeat visits without keeping a change hidden for long.
    reply.header("cache-control", "public, max-age=60");
    return { clinics: list };
  });
};
export default clinics;
