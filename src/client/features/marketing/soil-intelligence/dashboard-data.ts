// The demo dashboard's sample report (spec 2.11): three tabs of four illustrative metrics. Not measurements of a real field.

export type MetricStatus = "excellent" | "good" | "moderate";
export type TrendDirection = "up" | "down" | "steady";

export interface Metric {
  name: string;
  value: string;
  unit: string;
  /** What the reading means for a farmer, in one line. */
  about: string;
  status: MetricStatus;
  trend: { direction: TrendDirection; text: string };
}

export interface DashboardTab {
  id: "biological" | "structure" | "carbon";
  label: string;
  title: string;
  summary: string;
  metrics: readonly [Metric, Metric, Metric, Metric];
}

export const sampleField = "Sample field: 2 acres of wheat, rabi season";

export const dashboardTabs: readonly DashboardTab[] = [
  {
    id: "biological",
    label: "Biological",
    title: "Biological health",
    summary: "Soil life is active and growing. Earthworms are still few: keep crop residue in the field and add farmyard manure.",
    metrics: [
      {
        name: "Microbial biomass carbon",
        value: "412",
        unit: "mg/kg",
        about: "The living microbes that feed your crop",
        status: "good",
        trend: { direction: "up", text: "Up 12% since last season" },
      },
      {
        name: "Soil respiration",
        value: "38",
        unit: "mg CO₂/kg/day",
        about: "How busy the soil life is",
        status: "excellent",
        trend: { direction: "up", text: "Up 9% since last season" },
      },
      {
        name: "Earthworm count",
        value: "11",
        unit: "per m²",
        about: "Nature's ploughs, which open the soil for roots",
        status: "moderate",
        trend: { direction: "steady", text: "No change since last season" },
      },
      {
        name: "Enzyme activity",
        value: "26",
        unit: "µg TPF/g/day",
        about: "How fast residue turns into plant food",
        status: "good",
        trend: { direction: "up", text: "Up 6% since last season" },
      },
    ],
  },
  {
    id: "structure",
    label: "Structure",
    title: "Soil structure",
    summary: "Crumbs hold together and water soaks in well. The soil is a little compacted: avoid ploughing it when wet.",
    metrics: [
      {
        name: "Aggregate stability",
        value: "64",
        unit: "%",
        about: "How well soil crumbs survive rain",
        status: "good",
        trend: { direction: "up", text: "Up 5 points since last season" },
      },
      {
        name: "Bulk density",
        value: "1.42",
        unit: "g/cm³",
        about: "Lower means looser soil and deeper roots",
        status: "moderate",
        trend: { direction: "down", text: "Down 0.03: less compaction" },
      },
      {
        name: "Water infiltration",
        value: "26",
        unit: "mm/hour",
        about: "How fast rain and irrigation soak in",
        status: "good",
        trend: { direction: "up", text: "Up 15% since last season" },
      },
      {
        name: "Water-holding capacity",
        value: "38",
        unit: "%",
        about: "Water kept for the crop between rains",
        status: "excellent",
        trend: { direction: "steady", text: "Steady since last season" },
      },
    ],
  },
  {
    id: "carbon",
    label: "Carbon",
    title: "Carbon and nutrient cycles",
    summary: "Organic carbon is rising slowly and nitrogen is released well, so the urea dose for the next crop can come down.",
    metrics: [
      {
        name: "Organic carbon",
        value: "0.68",
        unit: "%",
        about: "The base of fertile soil",
        status: "good",
        trend: { direction: "up", text: "Up from 0.61% last season" },
      },
      {
        name: "Active carbon",
        value: "520",
        unit: "mg/kg",
        about: "Fresh carbon that feeds soil life",
        status: "excellent",
        trend: { direction: "up", text: "Up 14% since last season" },
      },
      {
        name: "C:N ratio",
        value: "11:1",
        unit: "",
        about: "Balance of carbon and nitrogen for steady release",
        status: "excellent",
        trend: { direction: "steady", text: "Steady, in the ideal range" },
      },
      {
        name: "Available nitrogen",
        value: "298",
        unit: "kg/ha",
        about: "Nitrogen the soil can give this crop",
        status: "moderate",
        trend: { direction: "up", text: "Up 4% since last season" },
      },
    ],
  },
];
