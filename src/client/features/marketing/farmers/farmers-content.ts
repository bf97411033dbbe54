// Structure of the For farmers page (spec 2.7): reasons to test, the three steps, sampling advice (spec 9) and
// farmers' words. Texts are message ids of the `farmers` catalog; figures from CLAIMS go in as values.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { StepContent } from "../solutions/numbered-steps.tsx";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";

const { spots, depthInches: depth, grams } = CLAIMS.sampling;
const savings = CLAIMS.savingsPerAcreRupees;
const percent = CLAIMS.yieldGainPercent;
const price = CLAIMS.clinicTestPriceRupees;

/** The hero's figures and the sampling guide's three numbers, as the texts that state them need them. */
export const samplingValues = { spots, depth, grams } as const;
export const heroValues = { savings, percent } as const;

export const heroFigures: readonly { value: Msg; label: MessageId }[] = [
  // Written with Indian grouping (₹1,000); the same figure slot also shows a price range ("300-500") as it is.
  { value: msg("farmers.figure.rupees", { amount: savings.toLocaleString("en-IN") }), label: "farmers.figure.saved" },
  { value: msg("farmers.figure.percent", { percent }), label: "farmers.figure.harvest" },
  { value: msg("farmers.figure.rupees", { amount: price }), label: "farmers.figure.price" },
];

/** Cards for IconCardGrid, with plain ids as titles. */
export interface ReasonCard {
  icon: IconName;
  title: MessageId;
  text: Msg;
}

export const reasons: readonly ReasonCard[] = [
  { icon: "rupee", title: "farmers.reason.save.title", text: msg("farmers.reason.save.text", { savings }) },
  { icon: "sprout", title: "farmers.reason.harvest.title", text: msg("farmers.reason.harvest.text", { percent }) },
  { icon: "target", title: "farmers.reason.hidden.title", text: "farmers.reason.hidden.text" },
  { icon: "drop", title: "farmers.reason.ph.title", text: "farmers.reason.ph.text" },
  { icon: "leaf", title: "farmers.reason.alive.title", text: "farmers.reason.alive.text" },
  { icon: "book", title: "farmers.reason.advice.title", text: "farmers.reason.advice.text" },
];

export const processSteps: readonly StepContent[] = [
  { icon: "sprout", title: "farmers.process.sample.title", text: msg("farmers.process.sample.text", { spots, depth, grams }) },
  { icon: "store", title: "farmers.process.clinic.title", text: msg("farmers.process.clinic.text", { price, minutes: CLAIMS.deviceResultMinutes }) },
  { icon: "book", title: "farmers.process.plan.title", text: "farmers.process.plan.text" },
];

export const samplingSteps: readonly Msg[] = [
  msg("farmers.sampling.step.zigzag", { spots }),
  "farmers.sampling.step.clear",
  msg("farmers.sampling.step.dig", { depth }),
  "farmers.sampling.step.mix",
  msg("farmers.sampling.step.keep", { grams }),
  "farmers.sampling.step.bag",
];

export const samplingDonts: readonly MessageId[] = [
  "farmers.sampling.dont.edges",
  "farmers.sampling.dont.fertilized",
  "farmers.sampling.dont.wet",
  "farmers.sampling.dont.bag",
];

export interface FarmerStory {
  name: MessageId;
  place: MessageId;
  crop: MessageId;
  quote: MessageId;
  result: MessageId;
}

const story = (key: "ramesh" | "sunita" | "harjit" | "lakshmamma"): FarmerStory => ({
  name: `farmers.story.${key}.name`,
  place: `farmers.story.${key}.place`,
  crop: `farmers.story.${key}.crop`,
  quote: `farmers.story.${key}.quote`,
  result: `farmers.story.${key}.result`,
});

export const farmerStories: readonly FarmerStory[] = [story("ramesh"), story("sunita"), story("harjit"), story("lakshmamma")];
