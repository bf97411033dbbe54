// A soil clinic as stored and as shown on the clinic finder (spec 3, 2.10), and the list GET /api/v1/clinics returns.
import { z } from "zod";
import { clinicServices } from "./clinic-constants.ts";

export { CLINICS_API_PATH, clinicServices, type ClinicService } from "./clinic-constants.ts";

export const clinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  state: z.string(),
  services: z.array(z.enum(clinicServices)),
  phone: z.string(),
  email: z.email(),
  coordinates: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type Clinic = z.infer<typeof clinicSchema>;

/** The body of GET /api/v1/clinics. */
export const clinicListSchema = z.object({ clinics: z.array(clinicSchema) });
export type ClinicList = z.infer<typeof clinicListSchema>;
