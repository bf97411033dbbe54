// Finds the business's facts (facts.ts) stated with another value in a text, in English or Hindi (issue 28): a price,
// a count of tested parameters, the report time, the wait after fertilizer, the sampling depth and spots, the farmers
// reached, a count of clinics that is not the network's, a package price, rupees written without Indian grouping.
// The consistency test runs it over every rendered page and PDF guide; what it finds is a sentence that would tell a
// farmer something different from the rest of the site.
import { FACTS, grouped, rangeText, type Range } from "./facts.ts";

export interface FactProblem {
  /** Which fact: "testPrice", "parameters", … */
  fact: string;
  /** What the text says. */
  found: string;
  /** What the facts say. */
  expected: string;
  /** The sentence it was found in. */
  sentence: string;
}

export interface FactContext {
  /** The clinics of the network today (counted in the database). */
  clinics: number;
}

/** A number as written on the site ("1,00,000", "300"). */
const num = (text: string): number => Number(text.replace(/,/g, ""));
const rangeOf = (a: string, b: string): Range => ({ min: num(a), max: num(b) });
const sameRange = (r: Range, s: Range): boolean => r.min === s.min && r.max === s.max;

/** Sentences: split at full stops (Latin and the danda), question marks, line ends and list separators. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?।])\s+|\n+|\s[·|]\s/)
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

const PRICE_RANGES: readonly Range[] = [FACTS.standardTest.priceRupees, FACTS.fullTest.priceRupees, FACTS.waterTest.priceRupees, FACTS.clinicBusiness.bulkProjectRupeesPerMonth];
const PARAMETER_COUNTS = new Set<number>([FACTS.basicTest.parameters, FACTS.standardTest.parameters, FACTS.fullTest.parameters, FACTS.waterTest.parameters]);
const PACKAGE_PRICES = new Set<number>([FACTS.clinicBusiness.advancedPriceRupees, FACTS.clinicBusiness.proPriceRupees]);
const FARMER_FIGURES = new Set<number>([FACTS.reach.farmers, FACTS.reach.csrFarmers]);

const RUPEE_RANGE = /₹\s?(\d[\d,]*)\s?[-–]\s?(\d[\d,]*)(?![\d,])(?!\s*(?:lakh|crore|लाख|करोड़|कोटी))/g;
const PARAMETERS = /(?<![\d,])(\d+)(\+?)(?:-|\s)*(?:soil\s+)?(?:parameters?|चीज़ों|चीज़ें|चीजों|चीजें|जांचों|जांचें|पैरामीटर|घटक)/gi;
const MINUTE_RANGE = /(\d+)\s?[-–]\s?(\d+)\s*(?:minutes?|mins?|मिनट)/gi;
const DAYS = /(\d+)\s*(?:days?|दिन)/gi;
const VAGUE_WAIT = /three months|3 months|few weeks|couple of weeks|तीन महीन|3 महीन|कुछ हफ़्त|कुछ हफ्त/i;
const FERTILIZER = /fertili[sz]er|manure|\blime\b|खाद|चूना/i;
const SAMPLING = /\bsampl|soil from|take soil|नमूना|नमूने|मिट्टी न लें|मिट्टी लें/i;
const DEPTH = /\bdeep\b|depth|गहर/i;
const INCHES = /(\d+)[\s-]*(?:inch(?:es)?|इंच)/gi;
const SPOTS = /(\d+)\s?[-–]\s?(\d+)\s*(?:spots|places|जगहों|जगह)/gi;
const FARMERS = /(\d[\d,]*)\+\s*(?:farmers|किसान)/gi;
const CLINICS = /(?<![\d,-])(\d[\d,]*)(\+?)\s+(?:soil\s+)?(?:clinics|(?:मिट्टी\s+)?(?:जांच\s+)?क्लिनिक)/gi;
const PACKAGE = /₹\s?(\d[\d,]*)\s*(?:\+\s*GST|plus GST|और GST|\+ जीएसटी)/gi;
const UNGROUPED_RUPEES = /₹\s?(\d{4,})(?!\d)/g;

/** Every statement in `text` that gives one of the facts another value. */
export function checkFacts(text: string, context: FactContext): FactProblem[] {
  const problems: FactProblem[] = [];
  for (const sentence of sentences(text)) {
    const problem = (fact: string, found: string, expected: string) => problems.push({ fact, found, expected, sentence });

    const prices: Range[] = [];
    for (const m of sentence.matchAll(RUPEE_RANGE)) {
      const r = rangeOf(m[1]!, m[2]!);
      prices.push(r);
      if (!PRICE_RANGES.some((known) => sameRange(known, r))) problem("price", m[0], PRICE_RANGES.map((k) => `₹${rangeText(k)}`).join(" or "));
    }
    for (const m of sentence.matchAll(PARAMETERS)) {
      const count = num(m[1]!);
      if (m[2]) problem("parameters", m[0], "an exact count, without +");
      else if (!PARAMETER_COUNTS.has(count)) problem("parameters", m[0], [...PARAMETER_COUNTS].join(", "));
      // A price and a count in one sentence belong to one test.
      else if (prices.some((p) => sameRange(p, FACTS.standardTest.priceRupees)) && count === FACTS.fullTest.parameters && !prices.some((p) => sameRange(p, FACTS.fullTest.priceRupees)))
        problem("parameters", m[0], `${FACTS.standardTest.parameters} for ₹${rangeText(FACTS.standardTest.priceRupees)}`);
      else if (prices.some((p) => sameRange(p, FACTS.fullTest.priceRupees)) && count === FACTS.standardTest.parameters && !prices.some((p) => sameRange(p, FACTS.standardTest.priceRupees)))
        problem("parameters", m[0], `${FACTS.fullTest.parameters} for ₹${rangeText(FACTS.fullTest.priceRupees)}`);
    }
    for (const m of sentence.matchAll(MINUTE_RANGE)) {
      if (!sameRange(rangeOf(m[1]!, m[2]!), FACTS.reportMinutes)) problem("reportMinutes", m[0], `${rangeText(FACTS.reportMinutes)} minutes`);
    }
    if (FERTILIZER.test(sentence) && SAMPLING.test(sentence)) {
      const wait = `${FACTS.sampling.daysAfterFertilizer} days`;
      const vague = VAGUE_WAIT.exec(sentence);
      if (vague) problem("daysAfterFertilizer", vague[0], wait);
      for (const m of sentence.matchAll(DAYS)) if (num(m[1]!) !== FACTS.sampling.daysAfterFertilizer) problem("daysAfterFertilizer", m[0], wait);
    }
    if (DEPTH.test(sentence)) for (const m of sentence.matchAll(INCHES)) if (num(m[1]!) !== FACTS.sampling.depthInches) problem("samplingDepth", m[0], `${FACTS.sampling.depthInches} inches`);
    for (const m of sentence.matchAll(SPOTS)) if (!sameRange(rangeOf(m[1]!, m[2]!), FACTS.sampling.spots)) problem("samplingSpots", m[0], `${rangeText(FACTS.sampling.spots)} spots`);
    for (const m of sentence.matchAll(FARMERS)) if (!FARMER_FIGURES.has(num(m[1]!))) problem("farmersReached", m[0], [...FARMER_FIGURES].map((n) => `${grouped(n)}+`).join(" or "));
    for (const m of sentence.matchAll(CLINICS)) {
      if (m[2] || num(m[1]!) !== context.clinics) problem("clinics", m[0], `${context.clinics} (the network's clinics, counted)`);
    }
    for (const m of sentence.matchAll(PACKAGE)) if (!PACKAGE_PRICES.has(num(m[1]!))) problem("packagePrice", m[0], [...PACKAGE_PRICES].map((n) => `₹${grouped(n)}`).join(" or "));
    for (const m of sentence.matchAll(UNGROUPED_RUPEES)) problem("rupeeGrouping", m[0], `₹${grouped(num(m[1]!))}`);
  }
  return problems;
}
