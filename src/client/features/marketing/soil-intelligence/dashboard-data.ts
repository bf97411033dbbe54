// The demo dashboard's sample report (spec 2.11): three tabs of four illustrative metrics. Not measurements of a real field.
// Texts are message ids of the `intelligence` catalog; readings are numbers, formatted in the page's language.
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";

export type MetricStatus = "excellent" | "good" | "moderate";
export type TrendDirection = "up" | "down" | "steady";

export interface Metric {
  name: MessageId;
  value: number;
  /** The reading is a ratio to one ("11:1") rather than an amount. */
  ratio?: boolean;
  unit?: MessageId;
  /** The unit in plain words, for a lab unit a farmer would not know. */
  unitNote?: MessageId;
  /** What the reading means for a farmer, in one line. */
  about: MessageId;
  status: MetricStatus;
  trend: { direction: TrendDirection; text: Msg };
}

export interface DashboardTab {
  id: "biological" | "structure" | "carbon";
  label: MessageId;
  title: MessageId;
  summary: MessageId;
  metrics: readonly [Metric, Metric, Metric, Metric];
}

export const sampleField = msg("intelligence.dashboard.sampleField", { acres: 2 });

/** One acre is 4,046.8564224 m², so 0.40468564224 ha. */
export const HECTARES_PER_ACRE = 0.40468564224;

/** A reading per hectare (as labs give it) per acre, the unit farmers here work in, to the whole kilogram. */
export const perAcre = (perHectare: number): number => Math.round(perHectare * HECTARES_PER_ACRE);

const upPercent = (change: number) => msg("intelligence.dashboard.trend.upPercent", { change });

export const dashboardTabs: readonly DashboardTab[] = [
  {
    id: "biological",
    label: "intelligence.dashboard.biological.label",
    title: "intelligence.dashboard.biological.title",
    summary: "intelligence.dashboard.biological.summary",
    metrics: [
      {
        name: "intelligence.dashboard.biological.microbialCarbon.name",
        value: 412,
        unit: "intelligence.dashboard.unit.mgPerKg",
        about: "intelligence.dashboard.biological.microbialCarbon.about",
        status: "good",
        trend: { direction: "up", text: upPercent(12) },
      },
      {
        name: "intelligence.dashboard.biological.respiration.name",
        value: 38,
        unit: "intelligence.dashboard.unit.respiration",
        about: "intelligence.dashboard.biological.respiration.about",
        status: "excellent",
        trend: { direction: "up", text: upPercent(9) },
      },
      {
        name: "intelligence.dashboard.biological.earthworms.name",
        value: 11,
        unit: "intelligence.dashboard.unit.perSquareMetre",
        about: "intelligence.dashboard.biological.earthworms.about",
        status: "moderate",
        trend: { direction: "steady", text: "intelligence.dashboard.trend.noChange" },
      },
      {
        name: "intelligence.dashboard.biological.enzymes.name",
        value: 26,
        unit: "intelligence.dashboard.unit.enzyme",
        unitNote: "intelligence.dashboard.unit.enzyme.note",
        about: "intelligence.dashboard.biological.enzymes.about",
        status: "good",
        trend: { direction: "up", text: upPercent(6) },
      },
    ],
  },
  {
    id: "structure",
    label: "intelligence.dashboard.structure.label",
    title: "intelligence.dashboard.structure.title",
    summary: "intelligence.dashboard.structure.summary",
    metrics: [
      {
        name: "intelligence.dashboard.structure.aggregates.name",
        value: 64,
        unit: "intelligence.dashboard.unit.percent",
        about: "intelligence.dashboard.structure.aggregates.about",
        status: "good",
        trend: { direction: "up", text: msg("intelligence.dashboard.trend.upPoints", { change: 5 }) },
      },
      {
        name: "intelligence.dashboard.structure.bulkDensity.name",
        value: 1.42,
        unit: "intelligence.dashboard.unit.density",
        about: "intelligence.dashboard.structure.bulkDensity.about",
        status: "moderate",
        trend: { direction: "down", text: msg("intelligence.dashboard.trend.lessCompaction", { change: 0.03 }) },
      },
      {
        name: "intelligence.dashboard.structure.infiltration.name",
        value: 26,
        unit: "intelligence.dashboard.unit.mmPerHour",
        about: "intelligence.dashboard.structure.infiltration.about",
        status: "good",
        trend: { direction: "up", text: upPercent(15) },
      },
      {
        name: "intelligence.dashboard.structure.waterHolding.name",
        value: 38,
        unit: "intelligence.dashboard.unit.percent",
        about: "intelligence.dashboard.structure.waterHolding.about",
        status: "excellent",
        trend: { direction: "steady", text: "intelligence.dashboard.trend.steady" },
      },
    ],
  },
  {
    id: "carbon",
    label: "intelligence.dashboard.carbon.label",
    title: "intelligence.dashboard.carbon.title",
    summary: "intelligence.dashboard.carbon.summary",
    metrics: [
      {
        name: "intelligence.dashboard.carbon.organic.name",
        value: 0.68,
        unit: "intelligence.dashboard.unit.percent",
        about: "intelligence.dashboard.carbon.organic.about",
        status: "good",
        trend: { direction: "up", text: msg("intelligence.dashboard.trend.upFromPercent", { previous: 0.61 }) },
      },
      {
        name: "intelligence.dashboard.carbon.active.name",
        value: 520,
        unit: "intelligence.dashboard.unit.mgPerKg",
        about: "intelligence.dashboard.carbon.active.about",
        status: "excellent",
        trend: { direction: "up", text: upPercent(14) },
      },
      {
        name: "intelligence.dashboard.carbon.cnRatio.name",
        value: 11,
        ratio: true,
        about: "intelligence.dashboard.carbon.cnRatio.about",
        status: "excellent",
        trend: { direction: "steady", text: "intelligence.dashboard.trend.idealRange" },
      },
      {
        name: "intelligence.dashboard.carbon.nitrogen.name",
        // 298 kg/ha, as a lab reports it.
        value: perAcre(298),
        unit: "intelligence.dashboard.unit.kgPerAcre",
        about: "intelligence.dashboard.carbon.nitrogen.about",
        status: "moderate",
        trend: { direction: "up", text: upPercent(4) },
      },
    ],
  },
];
