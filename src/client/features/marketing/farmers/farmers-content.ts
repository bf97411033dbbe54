// Copy for the For farmers page (spec 2.7): reasons to test, the three steps, sampling advice (spec 9) and farmers' words.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { Step } from "../solutions/numbered-steps.tsx";
import type { IconCard } from "../start-clinic/icon-card-grid.tsx";

const { spots, depthInches, grams } = CLAIMS.sampling;

export const heroFigures = [
  { value: `₹${CLAIMS.savingsPerAcreRupees}`, label: "saved per acre" },
  { value: `${CLAIMS.yieldGainPercent}%`, label: "more harvest" },
  { value: `₹${CLAIMS.clinicTestPriceRupees}`, label: "per soil test" },
] as const;

export const reasons: readonly IconCard[] = [
  {
    icon: "rupee",
    title: "Stop paying for fertilizer your soil does not need",
    text: `Many fields already have enough phosphorus or potash. A test shows what to skip, and farmers save up to ₹${CLAIMS.savingsPerAcreRupees} per acre.`,
  },
  {
    icon: "sprout",
    title: "Grow a bigger harvest",
    text: `When the crop gets what is really missing, it grows stronger. Farmers who follow their soil report harvest ${CLAIMS.yieldGainPercent}% more.`,
  },
  {
    icon: "target",
    title: "Find the hidden problem",
    text: "Yellow leaves, weak grain or stunted plants are often a shortage of zinc, sulfur or boron. Urea and DAP cannot fix that. A test finds it.",
  },
  {
    icon: "drop",
    title: "Fix sour or salty soil",
    text: "A pH and salt (EC) reading tells you if your soil needs lime, gypsum or organic matter before any fertilizer can work.",
  },
  {
    icon: "leaf",
    title: "Keep your soil alive for your children",
    text: "Too much chemical fertilizer hardens the soil and kills the life in it. Testing helps you use less and add what builds the soil back.",
  },
  {
    icon: "book",
    title: "Advice you can understand",
    text: "You get a simple report and a fertilizer plan for your crop: which fertilizer, how much, and when. Explained in your language.",
  },
];

export const processSteps: readonly Step[] = [
  {
    icon: "sprout",
    title: "Take a soil sample",
    text: `Collect soil from ${spots} spots in your field, ${depthInches} inches deep, mix it and keep about ${grams} g. See the guide below. A Soil Didi can also collect it for you.`,
  },
  {
    icon: "store",
    title: "Bring it to a soil clinic",
    text: `Your nearest clinic tests it for ₹${CLAIMS.clinicTestPriceRupees}. Results are ready in ${CLAIMS.deviceResultMinutes} minutes, so you can wait for them.`,
  },
  {
    icon: "book",
    title: "Get your fertilizer plan",
    text: "Take home a report and a plan for your next crop: which fertilizer, how much per acre and when to apply it. Follow it and watch your costs fall.",
  },
];

export const samplingSteps: readonly string[] = [
  `Walk across your field in a zig-zag line and mark ${spots} spots. Together they stand for the whole field.`,
  "At each spot, scrape away grass, crop stubble and dry leaves from the surface.",
  `Dig a V-shaped pit ${depthInches} inches (15 cm) deep with a spade or khurpi. Cut a thin slice of soil from one side, top to bottom.`,
  "Put the soil from all the spots in a clean bucket or on a clean sheet. Break the lumps, remove stones and roots, and mix it well.",
  `Keep about ${grams} g (half a kilo) of the mixed soil. Dry it in the shade, never in the sun.`,
  "Fill a clean cloth or plastic bag. Write your name, mobile number, village, field or khasra number and the crop you will sow next.",
];

export const samplingDonts: readonly string[] = [
  "Near trees, bunds, field corners, water channels or manure pits",
  "Where fertilizer was spread in the last three months",
  "From very wet or waterlogged soil",
  "In a used fertilizer or cement bag",
];

export interface FarmerStory {
  name: string;
  initials: string;
  place: string;
  crop: string;
  quote: string;
  result: string;
}

export const farmerStories: readonly FarmerStory[] = [
  {
    name: "Ramesh Patil",
    initials: "RP",
    place: "Latur, Maharashtra",
    crop: "Soybean, 4 acres",
    quote:
      "Every year the shop sold me the same mixture for soybean. The test said my field had plenty of phosphorus and was short of sulfur. I bought less, added what was missing, and the pods filled better than the year before.",
    result: "Saved about ₹900 per acre",
  },
  {
    name: "Sunita Devi",
    initials: "SD",
    place: "Vaishali, Bihar",
    crop: "Wheat and paddy, 2 acres",
    quote:
      "Our Soil Didi took the sample from my field herself and explained the report to me in our own language. For the first time I knew why my wheat stayed weak.",
    result: "Wheat harvest up 18%",
  },
  {
    name: "Harjit Kaur",
    initials: "HK",
    place: "Bathinda, Punjab",
    crop: "Paddy and wheat, 6 acres",
    quote:
      "I was spreading more urea every year and getting less. The clinic showed the real problem was low organic carbon and zinc. Now I use less urea and my paddy looks healthier.",
    result: "One bag less urea per acre",
  },
  {
    name: "Lakshmamma",
    initials: "L",
    place: "Tumakuru, Karnataka",
    crop: "Groundnut and ragi, 3 acres",
    quote:
      "My soil was too sour. The test result said lime, not more fertilizer. It cost me little and the groundnut pods filled up the way they used to.",
    result: "Groundnut yield up 25%",
  },
];
