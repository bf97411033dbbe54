// The business's facts (issue 28): every figure and rule the site, the PDF guides, the e-mails and the assistant state,
// once, typed. Pages get them as catalog values: every message may name a fact in braces ("₹{testPrice} per sample"),
// and withFacts() hands each Lingui instance all of them (written the way the site writes numbers: Latin digits,
// Indian grouping, a hyphen in ranges). How a fact is said in a language stays in that language's catalog; the
// value never does. The number of clinics is not here: it is counted in the database (services/clinics.ts).
//
// Decisions that settled contradictions on the site are recorded in docs/decisions.md ("One set of facts").
import type { I18n, MessageDescriptor, MessageOptions } from "@lingui/core";

type Values = MessageDescriptor["values"];

export interface Range {
  min: number;
  max: number;
}

const range = (min: number, max: number): Range => ({ min, max });

export const FACTS = {
  /** The basic test some clinics offer (a clinic service, spec 3): the main nutrients and pH only. */
  basicTest: { parameters: 7 },
  /** The standard soil test a farmer pays for at a clinic, per sample. */
  standardTest: { parameters: 13, priceRupees: range(300, 500) },
  /** The full test of a Pro clinic: all 16 soil parameters and the 3 ratios, per sample. */
  fullTest: { parameters: 16, ratios: 3, priceRupees: range(500, 750) },
  /** The water test of a Pro clinic's water kit. */
  waterTest: { parameters: 10, priceRupees: range(100, 250) },
  /** From the sample on the clinic's counter to the printed report. */
  reportMinutes: range(45, 60),
  sampling: {
    spots: range(5, 10),
    depthInches: 6,
    depthCm: 15,
    grams: 500,
    /** No sample from a field within this many days of fertilizer, manure or lime. */
    daysAfterFertilizer: 45,
  },
  /** What farmers who follow the report typically save and gain. */
  results: { savingsPerAcreRupees: 1000, yieldGainPercent: range(10, 30) },
  /** Farmers reached by the network since it began (all programmes), and through CSR programmes alone. */
  reach: { farmers: 50_000, csrFarmers: 5_500, tests: 4_000, soilDidis: 25, states: 7 },
  /** Starting a clinic (spec 9): packages before GST, and what a clinic earns. */
  clinicBusiness: {
    advancedPriceRupees: 75_000,
    proPriceRupees: 80_000,
    bulkProjectRupeesPerMonth: range(10_000, 100_000),
    breakEvenMonths: 2,
    supportYears: 1,
  },
} as const;

/** A whole number as the site writes it: Indian grouping with Latin digits ("1,00,000"). */
export const grouped = (n: number): string => n.toLocaleString("en-IN");

/** "300-500", "10,000-1,00,000". */
export const rangeText = (r: Range): string => `${grouped(r.min)}-${grouped(r.max)}`;

/** "50,000+": a count the network has passed. */
export const atLeast = (n: number): string => `${grouped(n)}+`;

/**
 * Every fact as a catalog value, by the name messages use. Rupee amounts carry no "₹" (the message writes it, so a
 * language may place it), counts that grow carry their "+".
 */
export const FACT_VALUES = {
  testPrice: rangeText(FACTS.standardTest.priceRupees),
  testParameters: FACTS.standardTest.parameters,
  fullTestPrice: rangeText(FACTS.fullTest.priceRupees),
  fullTestParameters: FACTS.fullTest.parameters,
  ratios: FACTS.fullTest.ratios,
  waterParameters: FACTS.waterTest.parameters,
  waterTestPrice: rangeText(FACTS.waterTest.priceRupees),
  reportMinutes: rangeText(FACTS.reportMinutes),
  samplingSpots: rangeText(FACTS.sampling.spots),
  samplingDepthInches: FACTS.sampling.depthInches,
  samplingDepthCm: FACTS.sampling.depthCm,
  samplingGrams: FACTS.sampling.grams,
  daysAfterFertilizer: FACTS.sampling.daysAfterFertilizer,
  savingsPerAcre: grouped(FACTS.results.savingsPerAcreRupees),
  yieldGain: rangeText(FACTS.results.yieldGainPercent),
  farmersReached: atLeast(FACTS.reach.farmers),
  csrFarmersReached: atLeast(FACTS.reach.csrFarmers),
  testsDone: atLeast(FACTS.reach.tests),
  soilDidis: atLeast(FACTS.reach.soilDidis),
  statesReached: FACTS.reach.states,
  advancedClinicPrice: grouped(FACTS.clinicBusiness.advancedPriceRupees),
  proClinicPrice: grouped(FACTS.clinicBusiness.proPriceRupees),
  bulkProjectPrice: rangeText(FACTS.clinicBusiness.bulkProjectRupeesPerMonth),
  breakEvenMonths: FACTS.clinicBusiness.breakEvenMonths,
} as const;

export type FactName = keyof typeof FACT_VALUES;

export const isFactName = (name: string): name is FactName => Object.hasOwn(FACT_VALUES, name);

/**
 * Gives every message of a Lingui instance the facts as values (a value the caller passes wins), so a catalog can
 * write "₹{testPrice}" without each page handing the price in. Both of Lingui's entry points are wrapped: `_` (what
 * `Trans` and translate() call) and `t` (what useLingui's `_` calls; Lingui binds it once, at construction).
 */
export function withFacts(i18n: I18n): I18n {
  const original = i18n._.bind(i18n) as (id: string | MessageDescriptor, values?: Values, options?: MessageOptions) => string;
  const translate = ((id: string | MessageDescriptor, values?: Values, options?: MessageOptions) =>
    typeof id === "object" && id !== null
      ? original({ ...id, values: { ...FACT_VALUES, ...(id.values ?? values) } }, undefined, options)
      : original(id, { ...FACT_VALUES, ...values }, options)) as I18n["_"];
  i18n._ = translate;
  i18n.t = translate;
  return i18n;
}
