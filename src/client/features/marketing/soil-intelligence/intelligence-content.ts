// Content of the Soil intelligence page (spec 2.11): indicator groups, comparison, process, features and stories.
// Texts are message ids of the `intelligence` catalog; the figures come from the shared constants.
import { CLAIMS } from "../../../../shared/constants.ts";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { StepContent } from "../solutions/numbered-steps.tsx";
import type { IconCard } from "../start-clinic/icon-card-grid.tsx";

export interface IndicatorGroup {
  id: string;
  icon: IconName;
  title: MessageId;
  text: MessageId;
  measures: readonly MessageId[];
}

export const indicatorGroups: readonly IndicatorGroup[] = [
  {
    id: "biological-health",
    icon: "sprout",
    title: "intelligence.indicators.biological.title",
    text: "intelligence.indicators.biological.text",
    measures: [
      "intelligence.indicators.biological.microbialBiomass",
      "intelligence.indicators.biological.respiration",
      "intelligence.indicators.biological.earthworms",
      "intelligence.indicators.biological.enzymes",
    ],
  },
  {
    id: "soil-structure",
    icon: "drop",
    title: "intelligence.indicators.structure.title",
    text: "intelligence.indicators.structure.text",
    measures: [
      "intelligence.indicators.structure.aggregates",
      "intelligence.indicators.structure.bulkDensity",
      "intelligence.indicators.structure.infiltration",
      "intelligence.indicators.structure.waterHolding",
    ],
  },
  {
    id: "carbon-nutrient-cycles",
    icon: "leaf",
    title: "intelligence.indicators.carbon.title",
    text: "intelligence.indicators.carbon.text",
    measures: [
      "intelligence.indicators.carbon.organic",
      "intelligence.indicators.carbon.active",
      "intelligence.indicators.carbon.cnRatio",
      "intelligence.indicators.carbon.release",
    ],
  },
  {
    id: "functional-indicators",
    icon: "target",
    title: "intelligence.indicators.functional.title",
    text: "intelligence.indicators.functional.text",
    measures: [
      "intelligence.indicators.functional.supply",
      "intelligence.indicators.functional.water",
      "intelligence.indicators.functional.disease",
      "intelligence.indicators.functional.resilience",
    ],
  },
];

export interface ComparisonRow {
  aspect: MessageId;
  traditional: MessageId;
  intelligence: Msg;
}

export const comparison: readonly ComparisonRow[] = [
  {
    aspect: "intelligence.comparison.measured.aspect",
    traditional: "intelligence.comparison.measured.traditional",
    intelligence: msg("intelligence.comparison.measured.intelligence", { parameters: CLAIMS.clinicParameters }),
  },
  {
    aspect: "intelligence.comparison.life.aspect",
    traditional: "intelligence.comparison.life.traditional",
    intelligence: "intelligence.comparison.life.intelligence",
  },
  {
    aspect: "intelligence.comparison.water.aspect",
    traditional: "intelligence.comparison.water.traditional",
    intelligence: "intelligence.comparison.water.intelligence",
  },
  {
    aspect: "intelligence.comparison.view.aspect",
    traditional: "intelligence.comparison.view.traditional",
    intelligence: "intelligence.comparison.view.intelligence",
  },
  {
    aspect: "intelligence.comparison.advice.aspect",
    traditional: "intelligence.comparison.advice.traditional",
    intelligence: "intelligence.comparison.advice.intelligence",
  },
  {
    aspect: "intelligence.comparison.years.aspect",
    traditional: "intelligence.comparison.years.traditional",
    intelligence: "intelligence.comparison.years.intelligence",
  },
];

export const processSteps: readonly StepContent[] = [
  {
    icon: "people",
    title: "intelligence.process.sample.title",
    text: msg("intelligence.process.sample.text", { spots: CLAIMS.sampling.spots, depth: CLAIMS.sampling.depthInches }),
  },
  {
    icon: "flask",
    title: "intelligence.process.analysis.title",
    text: msg("intelligence.process.analysis.text", { minutes: CLAIMS.deviceResultMinutes }),
  },
  { icon: "satellite", title: "intelligence.process.ai.title", text: "intelligence.process.ai.text" },
  { icon: "chat", title: "intelligence.process.advisory.title", text: "intelligence.process.advisory.text" },
];

export const features: readonly IconCard[] = [
  { icon: "satellite", title: "intelligence.features.satellite.title", text: "intelligence.features.satellite.text" },
  { icon: "target", title: "intelligence.features.plans.title", text: "intelligence.features.plans.text" },
  { icon: "phoneScreen", title: "intelligence.features.phone.title", text: "intelligence.features.phone.text" },
  { icon: "chart", title: "intelligence.features.tracking.title", text: "intelligence.features.tracking.text" },
  { icon: "clock", title: "intelligence.features.weather.title", text: "intelligence.features.weather.text" },
  { icon: "building", title: "intelligence.features.dashboards.title", text: "intelligence.features.dashboards.text" },
];

export interface SuccessStory {
  title: MessageId;
  place: MessageId;
  text: MessageId;
  result: MessageId;
}

export const successStories: readonly SuccessStory[] = [
  {
    title: "intelligence.stories.cotton.title",
    place: "intelligence.stories.cotton.place",
    text: "intelligence.stories.cotton.text",
    result: "intelligence.stories.cotton.result",
  },
  {
    title: "intelligence.stories.ragi.title",
    place: "intelligence.stories.ragi.place",
    text: "intelligence.stories.ragi.text",
    result: "intelligence.stories.ragi.result",
  },
  {
    title: "intelligence.stories.paddy.title",
    place: "intelligence.stories.paddy.place",
    text: "intelligence.stories.paddy.text",
    result: "intelligence.stories.paddy.result",
  },
];
