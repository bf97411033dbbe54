// Copy for the Soil intelligence page (spec 2.11): indicator groups, comparison, process, features and stories.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { Step } from "../solutions/numbered-steps.tsx";
import type { IconCard } from "../start-clinic/icon-card-grid.tsx";

export interface IndicatorGroup {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  measures: readonly string[];
}

export const indicatorGroups: readonly IndicatorGroup[] = [
  {
    id: "biological-health",
    icon: "sprout",
    title: "Biological health",
    text: "A handful of healthy soil holds billions of living microbes. They break down crop residue and feed nutrients to the roots. Dead soil cannot do this, however much fertilizer it gets.",
    measures: ["Microbial biomass", "Soil respiration", "Earthworm activity", "Enzyme activity"],
  },
  {
    id: "soil-structure",
    icon: "drop",
    title: "Soil structure",
    text: "Good soil is crumbly, with space for air, water and roots. Hard, compacted soil sheds rain, dries out fast and keeps roots shallow.",
    measures: ["Aggregate stability", "Bulk density (compaction)", "Water infiltration", "Water-holding capacity"],
  },
  {
    id: "carbon-nutrient-cycles",
    icon: "leaf",
    title: "Carbon and nutrient cycles",
    text: "Organic carbon is the engine of fertile soil. We track how much carbon your soil holds and how well it turns nitrogen, phosphorus and micronutrients into food the crop can use.",
    measures: ["Organic carbon", "Active carbon", "C:N ratio", "Nutrient release (N, P, K and micronutrients)"],
  },
  {
    id: "functional-indicators",
    icon: "target",
    title: "Functional indicators",
    text: "Together, these readings show what your soil can do for your crop: feed it, hold water through a dry spell and keep soil-borne diseases down.",
    measures: ["Nutrient supply", "Water regulation", "Disease suppression", "Resilience to drought and heavy rain"],
  },
];

export interface ComparisonRow {
  aspect: string;
  traditional: string;
  intelligence: string;
}

export const comparison: readonly ComparisonRow[] = [
  {
    aspect: "What is measured",
    traditional: "Nitrogen, phosphorus and potassium, sometimes pH",
    intelligence: `Up to ${CLAIMS.clinicParameters} nutrients and soil properties, plus soil biology, structure and carbon`,
  },
  { aspect: "Soil life", traditional: "Not measured", intelligence: "Microbial activity, respiration and earthworms" },
  { aspect: "Water and structure", traditional: "Not measured", intelligence: "Compaction, infiltration and water-holding capacity" },
  { aspect: "View of the field", traditional: "One sample on one day", intelligence: "The sample plus satellite images of your crop through the season" },
  { aspect: "Advice", traditional: "A general dose for the region", intelligence: "A plan for your crop: which fertilizer, how much and when" },
  { aspect: "Over the years", traditional: "A one-off report", intelligence: "Your soil's history, season after season, so you see it improve" },
];

export const processSteps: readonly Step[] = [
  {
    icon: "people",
    title: "Sample collection",
    text: `A Soil Didi or clinic expert takes a proper sample from ${CLAIMS.sampling.spots} spots, ${CLAIMS.sampling.depthInches} inches deep, and records where the field is.`,
  },
  {
    icon: "flask",
    title: "Multi-parameter analysis",
    text: `The device or clinic measures nutrients, pH, salts and carbon, with results in ${CLAIMS.deviceResultMinutes} minutes, alongside biological and structure readings.`,
  },
  {
    icon: "satellite",
    title: "AI integration",
    text: "Our AI combines your soil results with satellite images of your field, the weather and your crop's needs.",
  },
  {
    icon: "chat",
    title: "Intelligent advisory",
    text: "You get a clear plan in your language, and advice that follows your crop through the season.",
  },
];

export const features: readonly IconCard[] = [
  {
    icon: "satellite",
    title: "Satellite crop watch",
    text: "Regular satellite images show which part of your field is under stress, often before you can see it.",
  },
  {
    icon: "target",
    title: "Crop-specific fertilizer plans",
    text: "Dose and timing worked out for your crop and your soil, not copied from a district average.",
  },
  {
    icon: "phoneScreen",
    title: "Advice on your phone",
    text: "Reports and reminders on your phone, in simple words and in your language. A printed copy is always given too.",
  },
  {
    icon: "chart",
    title: "Season-on-season tracking",
    text: "Every test is kept, so you and your advisor can see organic carbon and soil life improve over the years.",
  },
  {
    icon: "clock",
    title: "Weather-aware timing",
    text: "Advice takes the rain forecast into account, so fertilizer is not washed away the day after you spread it.",
  },
  {
    icon: "building",
    title: "Dashboards for partners",
    text: "FPOs, CSR partners and government programmes see the soil health of every member field in one place.",
  },
];

export interface SuccessStory {
  title: string;
  place: string;
  text: string;
  result: string;
}

export const successStories: readonly SuccessStory[] = [
  {
    title: "Bringing tired cotton soil back to life",
    place: "Yavatmal, Maharashtra",
    text: "An FPO of 400 cotton farmers found very low soil life in their fields. They cut urea, kept crop residue in the field and added farmyard manure on the plan's advice.",
    result: "Microbial activity up by a third in two seasons",
  },
  {
    title: "More crop from every drop of rain",
    place: "Chitradurga, Karnataka",
    text: "Rain-fed ragi farmers learnt that their soil was shedding water. Mulching and less tillage let the rain soak in and stay for the crop.",
    result: "Water infiltration nearly doubled",
  },
  {
    title: "Building carbon in paddy fields",
    place: "Cuttack, Odisha",
    text: "Women farmers' groups, guided by their Soil Didis, grew green manure before paddy and tracked organic carbon every season on the platform.",
    result: "Organic carbon up from 0.42% to 0.51% in three seasons",
  },
];
