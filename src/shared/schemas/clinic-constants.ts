// Clinic facts both halves need, kept free of zod so the public clinic finder can use them without the schema code.

/** The four clinic services of spec 2.10, in the spec's order. */
export const clinicServices = ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"] as const;
export type ClinicService = (typeof clinicServices)[number];

/** The public list of clinics (GET). */
export const CLINICS_API_PATH = "/api/v1/clinics";
