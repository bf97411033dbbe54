// Size and timing limits of a lead, kept free of zod so the public forms can use them without shipping the schema code.
export const LEAD_LIMITS = {
  nameMax: 120,
  emailMax: 254,
  phoneMax: 30,
  locationMax: 200,
  metadataMaxBytes: 8 * 1024,
  /**
   * Below this a form was sent faster than any person can, even with the browser filling it in (a quick autofill
   * and a click take about 1.5 s): the lead is stored but held as suspected spam.
   */
  minFillMs: 800,
} as const;
