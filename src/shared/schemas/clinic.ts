// A soil clinic as stored and as shown on the clinic finder (spec 3, 2.10).
import { z } from "zod";

export const clinicServices = ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"] as const;
export type ClinicService = (typeof clinicServices)[number];

export const clinicSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  district: z.string(),
  state: z.string(),
  services: z.array(z.enum(clinicServices)),
  phone: z.string(),
  email: z.email(),
  coordinates: z.object({ lat: z.number(), lng: z.number() }),
});
export type Clinic = z.infer<typeof clinicSchema>;
