// Copy for the Solutions page (spec 2.6): the four solutions, how they work together, and where each one leads.
import { CLAIMS, IMPACT, TEST_PARAMETERS } from "../../../../shared/constants.ts";
import deviceImage from "../../../assets/solutions/device.svg";
import clinicImage from "../../../assets/solutions/clinic.svg";
import soilDidiImage from "../../../assets/solutions/soil-didi.svg";
import platformImage from "../../../assets/solutions/platform.svg";
import type { IconName } from "../contact/line-icon.tsx";
import type { Step } from "./numbered-steps.tsx";

export interface SolutionAction {
  text: string;
  to: string;
}

export interface Solution {
  id: string;
  icon: IconName;
  /** Short name for the overview cards. */
  name: string;
  summary: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  image: { src: string; alt: string };
  /** A figure worth showing beside the points. */
  figure?: { value: string; label: string };
  actions: readonly SolutionAction[];
}

export const solutions: readonly Solution[] = [
  {
    id: "device",
    icon: "flask",
    name: "Testing device",
    summary: `Test ${CLAIMS.deviceParameters} soil parameters anywhere, with results in ${CLAIMS.deviceResultMinutes} minutes.`,
    eyebrow: "Portable soil-testing device",
    title: "A soil lab that fits in a bag",
    text: `Our portable device tests ${CLAIMS.deviceParameters} soil parameters right in the village and gives results in ${CLAIMS.deviceResultMinutes} minutes. No sending samples to a city lab, no waiting weeks for a report that comes after sowing.`,
    points: [
      `Measures ${TEST_PARAMETERS.advancedSoil.join(", ")}: the nutrients and soil properties that decide your fertilizer dose.`,
      `Results in ${CLAIMS.deviceResultMinutes} minutes, while the farmer waits.`,
      "Light and battery-powered, so it goes where the farmers are.",
      "Every report is saved on the platform and turned into crop-wise fertilizer advice.",
      "Made for FPOs, agri-input retailers, NGOs, Krishi Vigyan Kendras and rural entrepreneurs.",
    ],
    image: { src: deviceImage, alt: "The portable soil-testing device showing results on its screen, with a soil probe and a sample cup" },
    figure: { value: `${CLAIMS.deviceResultMinutes} min`, label: "from sample to result" },
    actions: [{ text: "Buy or Rent a Device", to: "/contact" }],
  },
  {
    id: "clinics",
    icon: "store",
    name: "Soil clinics",
    summary: `A testing centre near your village, run by a trained agri-graduate, at ₹${CLAIMS.clinicTestPriceRupees} a sample.`,
    eyebrow: "Village soil clinics",
    title: "A soil clinic in your own area",
    text: `A soil clinic is a small testing centre in a village or market town, run by a trained agri-graduate. Bring a sample, pay ₹${CLAIMS.clinicTestPriceRupees}, and go home the same day with a report and a fertilizer plan for your next crop.`,
    points: [
      `Up to ${CLAIMS.clinicParameters} soil parameters, including micronutrients like zinc, iron and boron.`,
      "Water testing at clinics with the soil and water kit.",
      "Advice from a trained agri-graduate who knows the crops of your area.",
      "Want to run one? We give the kit, the training and the support to start your own clinic.",
    ],
    image: { src: clinicImage, alt: "A village soil clinic with a green signboard and testing flasks in the window, and a farmer arriving with a soil sample" },
    figure: { value: `₹${CLAIMS.clinicTestPriceRupees}`, label: "per soil sample" },
    actions: [
      { text: "Find a Clinic", to: "/find-clinic" },
      { text: "Start Your Own Clinic", to: "/start-clinic" },
    ],
  },
  {
    id: "soil-didi",
    icon: "people",
    name: "Soil Didi programme",
    summary: "Rural women and youth trained to collect samples, test soil and explain results at every doorstep.",
    eyebrow: "Soil Didi programme",
    title: "Soil Didis: trusted soil experts from the village itself",
    text: "We train rural women and young people to collect soil samples, run tests and explain the results to their neighbours. A Soil Didi earns an income in her own village, and farmers get advice from someone they know and trust.",
    points: [
      "Training in correct sampling, testing on the device and reading a soil report.",
      "A testing kit and a phone app to record every sample and report.",
      "An income from every test and every follow-up visit.",
      "Women farmers often find it easier to ask a Soil Didi than an outsider.",
    ],
    image: { src: soilDidiImage, alt: "A Soil Didi in a field holding a soil sample bag and a tablet with a soil report" },
    figure: { value: IMPACT.partner.soilDidis, label: "Soil Didis already at work" },
    actions: [{ text: "Apply to Become a Soil Didi", to: "/contact" }],
  },
  {
    id: "platform",
    icon: "satellite",
    name: "Digital platform",
    summary: "Soil data, satellite images and AI combined into crop-specific fertilizer advice.",
    eyebrow: "Digital platform",
    title: "Soil data, satellites and AI working for your crop",
    text: "Every test feeds our digital platform. It puts your soil results together with satellite images of your field, the weather and your crop, and our AI turns it all into a simple plan: which fertilizer, how much, and when.",
    points: [
      "Crop-specific fertilizer advice, not one dose for the whole district.",
      "Satellite images show crop stress early, before you can see it in the field.",
      "Your soil history is kept season after season, so you can see your soil improve.",
      "Dashboards for FPOs, CSR partners and government programmes to follow every field.",
    ],
    image: { src: platformImage, alt: "A satellite above a tablet that shows a map of fields beside a soil chart and a fertilizer recommendation" },
    actions: [{ text: "Explore Soil Intelligence", to: "/soil-intelligence" }],
  },
];

/** How the four solutions meet in one farmer's season. */
export const journeySteps: readonly Step[] = [
  {
    icon: "people",
    title: "A Soil Didi collects the sample",
    text: `She takes soil from ${CLAIMS.sampling.spots} spots in your field, the right way, and labels it with your name and crop.`,
  },
  {
    icon: "flask",
    title: "The device or clinic tests it",
    text: `Up to ${CLAIMS.clinicParameters} parameters measured near your village, with results in ${CLAIMS.deviceResultMinutes} minutes.`,
  },
  {
    icon: "satellite",
    title: "The platform turns results into advice",
    text: "Soil data, satellite images and AI give a fertilizer plan made for your field and your crop.",
  },
  {
    icon: "sprout",
    title: "You grow more for less",
    text: `Farmers save up to ₹${CLAIMS.savingsPerAcreRupees} per acre on fertilizer and harvest ${CLAIMS.yieldGainPercent}% more.`,
  },
];
