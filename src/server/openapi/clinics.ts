// Response schemas of the clinic endpoints (the public ones are the shared zod schemas themselves).
import { z } from "zod";
import { clinicInputSchema, type AdminClinic, type AdminClinicList, type ClinicImportReport, type PlaceLookup } from "../../shared/schemas/clinic-admin.ts";
import { clinicListSchema, nearestClinicsSchema, placeChoicesSchema } from "../../shared/schemas/clinic.ts";
import { describes } from "./common.ts";

export const publicClinicsSchema = z.union([
  clinicListSchema.describe("Without near or lat/lng: every active clinic."),
  nearestClinicsSchema.describe(
    "With near or lat/lng: the nearest active clinics, nearest first, each with distanceKm; a clinic of the searched place's own district is always listed, marked inDistrict.",
  ),
  placeChoicesSchema.describe("With near= a name several places share (Aurangabad): choices, each with the near= query that finds it alone."),
]);

export const adminClinicSchema = describes<AdminClinic>()(
  clinicInputSchema.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() }).meta({ id: "AdminClinic" }),
);
export const adminClinicListSchema = describes<AdminClinicList>()(z.object({ clinics: z.array(adminClinicSchema), total: z.number() }));
export const clinicAnswerSchema = z.object({ clinic: adminClinicSchema });

export const importReportSchema = describes<ClinicImportReport>()(
  z
    .object({
      applied: z.boolean().describe("True only when no row was refused: nothing is half-imported."),
      added: z.number(),
      updated: z.number(),
      refused: z.number(),
      rows: z.array(
        z.object({
          line: z.number(),
          name: z.string(),
          status: z.enum(["added", "updated", "refused"]),
          id: z.string().optional(),
          errors: z.array(z.string()).optional(),
        }),
      ),
      error: z.string().optional(),
    })
    .meta({ id: "ClinicImportReport" }),
);

export const placeSchema = describes<PlaceLookup>()(
  z.object({ label: z.string(), lat: z.number(), lng: z.number(), district: z.string().optional(), state: z.string().optional() }),
);
