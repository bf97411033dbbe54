// The team's view of a clinic: every field validated with a message a person can act on, shared by the admin form,
// the admin API and the CSV import (the same rules everywhere).
import { z } from "zod";
import { INDIA_BOUNDS, clinicServices, indianStates } from "./clinic-constants.ts";
import { safeText, searchText } from "./text.ts";

// Every text field keeps the app's text rule (text-rules.ts): no control characters, as the other forms refuse them.
const text = (label: string, min: number, max: number) =>
  safeText(label, `${label} is required.`)
    .trim()
    .min(min, min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

const PHONE = /^\+?[\d\s().-]+$/;

export const clinicInputSchema = z.object({
  name: text("Name", 3, 120),
  address: text("Address", 5, 300),
  district: text("District", 2, 80),
  state: z.enum(indianStates, { error: "State must be one of the states or union territories of India." }),
  pinCode: safeText("PIN code", "PIN code is required.")
    .trim()
    .regex(/^[1-9]\d{5}$/, "PIN code must be 6 digits and cannot start with 0."),
  services: z
    .array(z.enum(clinicServices, { error: `Services must be among: ${clinicServices.join(", ")}.` }), { error: "Services are required." })
    .min(1, "Choose at least one service.")
    .refine((s) => new Set(s).size === s.length, "A service is listed twice."),
  phone: safeText("Phone", "Phone is required.")
    .trim()
    .refine((p) => PHONE.test(p), "Phone may hold only digits, spaces, brackets, dashes and a leading +.")
    .refine((p) => {
      const digits = p.replace(/\D/g, "").length;
      return digits >= 10 && digits <= 13;
    }, "Phone must have 10 to 13 digits."),
  email: safeText("E-mail", "E-mail is required.").trim().pipe(z.email("E-mail must be a valid address, like name@example.in.")),
  coordinates: z.object(
    {
      lat: z
        .number({ error: "Latitude must be a number." })
        .min(INDIA_BOUNDS.minLat, `Latitude must be inside India (${INDIA_BOUNDS.minLat} to ${INDIA_BOUNDS.maxLat}).`)
        .max(INDIA_BOUNDS.maxLat, `Latitude must be inside India (${INDIA_BOUNDS.minLat} to ${INDIA_BOUNDS.maxLat}).`),
      lng: z
        .number({ error: "Longitude must be a number." })
        .min(INDIA_BOUNDS.minLng, `Longitude must be inside India (${INDIA_BOUNDS.minLng} to ${INDIA_BOUNDS.maxLng}).`)
        .max(INDIA_BOUNDS.maxLng, `Longitude must be inside India (${INDIA_BOUNDS.minLng} to ${INDIA_BOUNDS.maxLng}).`),
    },
    { error: "Coordinates are required." },
  ),
  openingHours: text("Opening hours", 3, 120),
  languages: z
    .array(text("A language", 2, 30), { error: "Languages are required." })
    .min(1, "Name at least one language spoken.")
    .max(10, "Name at most 10 languages."),
  active: z.boolean({ error: "Active must be true or false." }).default(true),
  /** The name and address as Hindi pages show them; "" (or absent) shows the English ones there. */
  nameHi: safeText("Name (Hindi)").trim().max(120, "Name (Hindi) must be at most 120 characters.").default(""),
  addressHi: safeText("Address (Hindi)").trim().max(300, "Address (Hindi) must be at most 300 characters.").default(""),
});
export type ClinicInput = z.input<typeof clinicInputSchema>;
export type ClinicFields = z.output<typeof clinicInputSchema>;

/** A clinic as the team sees it: every field, whether it is shown to the public, and when it was created and changed. */
export interface AdminClinic extends ClinicFields {
  id: string;
  createdAt: string;
  updatedAt: string;
}

export const adminClinicQuerySchema = z.object({
  q: searchText("The search must be text.").trim().max(100, "The search is too long.").optional(),
  state: z.enum(indianStates, { error: "Unknown state." }).optional(),
  status: z.enum(["all", "active", "inactive"], { error: "Status must be all, active or inactive." }).default("all"),
});
export type AdminClinicQuery = z.infer<typeof adminClinicQuerySchema>;

export interface AdminClinicList {
  clinics: AdminClinic[];
  total: number;
}

/** The columns of a clinic CSV, export and import alike; lists are separated by semicolons. */
export const CLINIC_CSV_COLUMNS = [
  "ID",
  "Name",
  "Address",
  "District",
  "State",
  "PIN Code",
  "Services",
  "Phone",
  "Email",
  "Latitude",
  "Longitude",
  "Opening Hours",
  "Languages",
  "Active",
  "Name (Hindi)",
  "Address (Hindi)",
] as const;

/** Columns an import may leave out: a new clinic's ID, Active (yes), and the Hindi name and address. */
export const OPTIONAL_CSV_COLUMNS: readonly (typeof CLINIC_CSV_COLUMNS)[number][] = ["ID", "Active", "Name (Hindi)", "Address (Hindi)"];

/** One row of an import report: its line in the file, what happened, and why when refused. */
export interface ClinicImportRow {
  line: number;
  name: string;
  status: "added" | "updated" | "refused";
  id?: string;
  errors?: string[];
}

/** The answer of POST /import: applied only when no row is refused (nothing is half-imported). */
export interface ClinicImportReport {
  applied: boolean;
  added: number;
  updated: number;
  refused: number;
  rows: ClinicImportRow[];
  /** A problem with the file as a whole (no header, a missing column). */
  error?: string;
}

/** What a PIN code or place name resolves to (the admin form fills coordinates from it). */
export interface PlaceLookup {
  label: string;
  lat: number;
  lng: number;
  district?: string;
  state?: string;
}
