// A soil clinic as stored and as shown on the clinic finder (spec 3, 2.10), the list GET /api/v1/clinics returns, and
// the nearest clinics to a PIN code, place or point.
import { z } from "zod";
import { clinicServices } from "./clinic-constants.ts";

export {
  ADMIN_CLINICS_API,
  CLINICS_API_PATH,
  INDIA_BOUNDS,
  NEAR_CLINIC_KM,
  clinicServices,
  indianStates,
  type ClinicService,
} from "./clinic-constants.ts";

export const clinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  state: z.string(),
  /** The clinic's 6-digit PIN code (clinics from before the clinic network may have none). */
  pinCode: z.string().optional(),
  services: z.array(z.enum(clinicServices)),
  phone: z.string(),
  email: z.email(),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  /** "Mon–Sat 9:00–18:00", as the clinic writes it. */
  openingHours: z.string().optional(),
  /** Languages spoken at the clinic. */
  languages: z.array(z.string()).optional(),
  /** The name and address in Hindi, shown on Hindi pages; absent where the team has not written them. */
  nameHi: z.string().optional(),
  addressHi: z.string().optional(),
  /** Distance from the place searched, in kilometres (nearest searches only). */
  distanceKm: z.number().optional(),
  /** The clinic is in the searched place's own district (nearest searches by PIN code or name only). */
  inDistrict: z.boolean().optional(),
});
export type Clinic = z.infer<typeof clinicSchema>;

/** The body of GET /api/v1/clinics. */
export const clinicListSchema = z.object({ clinics: z.array(clinicSchema) });
export type ClinicList = z.infer<typeof clinicListSchema>;

/** What a searched name turned out to be; "point" is the visitor's own position. */
export const placeKinds = ["pin", "district", "town", "village", "state", "point"] as const;

/** The place a nearest search understood: a PIN code, a town or district, or the visitor's own position. */
export const nearPlaceSchema = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The place's own name (or the PIN code), its district and state, in English as the place data spells them. */
  name: z.string().optional(),
  district: z.string().optional(),
  state: z.string().optional(),
  kind: z.enum(placeKinds).optional(),
});
export type NearPlace = z.infer<typeof nearPlaceSchema>;

/** The body of GET /api/v1/clinics?near=… (or ?lat=&lng=): clinics nearest first, each with distanceKm. */
export const nearestClinicsSchema = z.object({ near: nearPlaceSchema, clinics: z.array(clinicSchema) });
export type NearestClinics = z.infer<typeof nearestClinicsSchema>;

/** One of several places a name could mean; `query` searches for it alone ("Aurangabad, Bihar"). */
export const placeChoiceSchema = z.object({ label: z.string(), name: z.string(), district: z.string(), state: z.string(), query: z.string() });
export type PlaceChoice = z.infer<typeof placeChoiceSchema>;

/** The body of GET /api/v1/clinics?near=<a name several places share>: the places to choose from, and no clinics. */
export const placeChoicesSchema = z.object({ choices: z.array(placeChoiceSchema).min(2) });
export type PlaceChoices = z.infer<typeof placeChoicesSchema>;

/** The query of a nearest search: a PIN code or place name, or a point; `limit` caps the list. */
export const nearestQuerySchema = z
  .object({
    near: z.string().trim().max(100, "The PIN code or place is too long.").optional(),
    lat: z.coerce.number().min(-90, "lat must be between -90 and 90.").max(90, "lat must be between -90 and 90.").optional(),
    lng: z.coerce.number().min(-180, "lng must be between -180 and 180.").max(180, "lng must be between -180 and 180.").optional(),
    limit: z.coerce.number().int().min(1, "limit must be between 1 and 200.").max(200, "limit must be between 1 and 200.").default(50),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: "Give both lat and lng, or neither." });
export type NearestQuery = z.infer<typeof nearestQuerySchema>;
