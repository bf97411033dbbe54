// Size and timing limits of a lead, kept free of zod so the public forms can use them without shipping the schema code.
export const LEAD_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 30,
  locationMax: 200,
  metadataMaxBytes: 8 * 1024,
  /** A real person takes at least this long between opening a form and sending it. */
  minFillMs: 2000,
} as const;
