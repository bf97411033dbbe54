// GET /api/v1/clinics: every active clinic for the public clinic finder (spec 2.10); with ?near=<PIN code or place> or
// ?lat=&lng=, the nearest active clinics with their distance. Not rate-limited: the server renders /find-clinic by
// calling it in process. Answers are not cached, so a change by the team shows at once.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CLINICS_API_PATH, nearestQuerySchema, type ClinicList, type NearestClinics, type PlaceChoices } from "../../shared/schemas/clinic.ts";
import { TAGS, errorResponses, inputError } from "../openapi/common.ts";
import { publicClinicsSchema } from "../openapi/clinics.ts";
import { listClinics, nearestClinics } from "../services/clinics.ts";
import { placeIndex } from "../services/places.ts";

const clinics: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  // Read the PIN code data once the server listens, so the first visitor's search does not wait for it.
  app.addHook("onListen", async () => {
    placeIndex().then(
      (index) => app.log.info(index.stats, "PIN code and place data loaded"),
      (err: unknown) => app.log.error({ err }, "PIN code and place data could not be loaded"),
    );
  });

  const schema = {
    summary: "Active clinics, or the nearest to a place",
    description:
      "For the clinic finder (spec 2.10). near= takes a 6-digit PIN code or a town, district or state, in English or Hindi letters, " +
      "old spellings (Poona, Banaras) and a letter or two wrong included; a name several places share answers `choices`. lat= and lng= a point.",
    tags: [TAGS.clinics],
    querystring: nearestQuerySchema,
    response: {
      200: publicClinicsSchema,
      ...errorResponses({
        400:
          "A query value is out of range or only one of lat and lng is given (code invalid_input); the PIN code or place is not known (unknown_place); " +
          "a PIN code without 6 digits (pin_digits); a word in two scripts (mixed_script); no place name at all (no_place_name); a PIN code and a place that disagree (pin_conflict).",
      }),
    },
  };
  app.get(CLINICS_API_PATH, { schema, schemaErrorFormatter: inputError("invalid_input") }, async (req, reply): Promise<ClinicList | NearestClinics | PlaceChoices> => {
    const query = req.query;
    const onInvalid = (invalid: unknown) => req.log.warn({ clinic: invalid }, "clinic left out of the list: stored data does not fit the schema");
    reply.header("cache-control", "no-cache");
    if (query.near !== undefined) return nearestClinics(app.db, query.near, { limit: query.limit, onInvalid });
    if (query.lat !== undefined && query.lng !== undefined) return nearestClinics(app.db, { lat: query.lat, lng: query.lng }, { limit: query.limit, onInvalid });
    return { clinics: await listClinics(app.db, onInvalid) };
  });
};
export default clinics;
