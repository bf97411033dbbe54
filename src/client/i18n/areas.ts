// The slices of each language's catalog: `common` (header, footer, forms, errors, the 404 page) and one per page or
// feature, so a page downloads only the texts it shows. Catalogs live in ./locales/<area>/<locale>.json.
export const AREAS = [
  "common",
  "home",
  "about",
  "solutions",
  "farmers",
  "partners",
  "csr",
  "clinics",
  "start-clinic",
  "intelligence",
  "resources",
  "contact",
  "legal",
  "blog",
  "chat",
] as const;

export type Area = (typeof AREAS)[number];
