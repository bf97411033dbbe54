// Clinic facts both halves need, kept free of zod so the public clinic finder can use them without the schema code.

/** The four clinic services of spec 2.10, in the spec's order. */
export const clinicServices = ["7-Parameter Test", "13-Parameter Test", "Advisory Services", "Satellite Analysis"] as const;
export type ClinicService = (typeof clinicServices)[number];

/** The public list of clinics (GET), and the nearest clinics with `?near=` or `?lat=&lng=`. */
export const CLINICS_API_PATH = "/api/v1/clinics";

/** The team's clinic endpoints: list, create, one clinic, CSV import and export. */
export const ADMIN_CLINICS_API = {
  list: "/api/v1/admin/clinics",
  one: (id: string) => `/api/v1/admin/clinics/${encodeURIComponent(id)}`,
  import: "/api/v1/admin/clinics/import",
  export: "/api/v1/admin/clinics/export",
  place: "/api/v1/admin/clinics/place",
} as const;

/** Beyond this distance a clinic is not "near": the finder then offers a soil test visit instead. */
export const NEAR_CLINIC_KM = 50;

/** The states and union territories of India, as clinics are filed under them. */
export const indianStates = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

/** India's mainland and islands inside one box: coordinates outside it are a typing mistake (a swapped pair, a lost minus). */
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37.5, minLng: 68, maxLng: 97.5 } as const;
