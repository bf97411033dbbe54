// Copy and pictures for the About page (spec 2.5): vision and mission, problems solved, pillars, leaders, awards.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { IconCard } from "../start-clinic/icon-card-grid.tsx";
import agriInnovation from "../../../assets/about/award-agri-innovation.svg";
import digitalAgriculture from "../../../assets/about/award-digital-agriculture.svg";
import socialImpact from "../../../assets/about/award-social-impact.svg";
import startupChallenge from "../../../assets/about/award-startup-challenge.svg";
import sustainability from "../../../assets/about/award-sustainability.svg";
import womenEnterprise from "../../../assets/about/award-women-enterprise.svg";
import ananya from "../../../assets/about/team-ananya.svg";
import farida from "../../../assets/about/team-farida.svg";
import suresh from "../../../assets/about/team-suresh.svg";
import vikram from "../../../assets/about/team-vikram.svg";

export interface Purpose {
  icon: IconName;
  title: string;
  text: string;
}

export const purposes: readonly Purpose[] = [
  {
    icon: "target",
    title: "Our vision",
    text: "An India where every farmer knows the health of their soil and feeds it right, so that land stays fertile for the next generation and farming pays.",
  },
  {
    icon: "sprout",
    title: "Our mission",
    text: "Put a soil clinic within reach of every village, run by trained local youth and women, and turn each soil test into advice a farmer can act on the same day.",
  },
];

export const problemsSolved: readonly IconCard[] = [
  {
    icon: "rupee",
    title: "Money lost to guesswork",
    text: `Farmers stop buying fertilizer their soil does not need and save up to ₹${CLAIMS.savingsPerAcreRupees} per acre.`,
  },
  {
    icon: "map",
    title: "Labs too far away",
    text: "A clinic in or near the village replaces a long trip to a district lab.",
  },
  {
    icon: "clock",
    title: "Results too late to use",
    text: `Results in ${CLAIMS.deviceResultMinutes} minutes instead of weeks, in time for sowing.`,
  },
  {
    icon: "chat",
    title: "Advice nobody could read",
    text: "Reports explained in the farmer's own language, with a plan of which fertilizer, how much and when.",
  },
  {
    icon: "leaf",
    title: "Soil getting weaker",
    text: "Balanced feeding and organic matter bring carbon and life back to tired fields.",
  },
  {
    icon: "people",
    title: "Few jobs in the village",
    text: "Soil Didis and clinic owners earn a living close to home by serving their neighbours.",
  },
];

export interface Pillar {
  icon: IconName;
  title: string;
  text: string;
  points: readonly string[];
}

export const pillars: readonly Pillar[] = [
  {
    icon: "flask",
    title: "Technology",
    text: "Lab-grade testing that fits on a clinic table, and a platform that turns numbers into advice.",
    points: [
      `Portable device reading ${CLAIMS.deviceParameters} soil parameters`,
      "Soil data combined with satellite images and weather",
      "Crop-specific fertilizer plans from our agronomy engine",
    ],
  },
  {
    icon: "graduation",
    title: "Training",
    text: "People, not machines, earn a farmer's confidence. We train the people who serve each village.",
    points: [
      "Agri-graduates certified to run soil clinics",
      "Soil Didis: rural women trained to sample and explain",
      "Refresher courses every season",
    ],
  },
  {
    icon: "shield",
    title: "Trust",
    text: "A farmer acts on advice only when it works. We keep our promises small, clear and checked.",
    points: [
      `Fair, fixed price of ₹${CLAIMS.clinicTestPriceRupees} per sample`,
      "No fertilizer pushed on anyone: the plan comes from the soil",
      "Follow-up visits to see the result in the field",
    ],
  },
];

export interface Leader {
  name: string;
  role: string;
  description: string;
  image: string;
}

export const leaders: readonly Leader[] = [
  {
    name: "Dr. Ananya Rao",
    role: "Co-founder and Chief Executive",
    description: "Soil scientist with fifteen years in farm research across Karnataka and Telangana. She started the first clinic after seeing test reports that farmers could not use.",
    image: ananya,
  },
  {
    name: "Vikram Mehta",
    role: "Co-founder and Chief Technology Officer",
    description: "Engineer who built the portable tester and the advice platform. Before this he designed sensors for water utilities in Pune.",
    image: vikram,
  },
  {
    name: "Farida Sheikh",
    role: "Head of the Soil Didi Programme",
    description: "Has trained self-help groups in rural Maharashtra for a decade. She leads the training, certification and support of every Soil Didi.",
    image: farida,
  },
  {
    name: "Suresh Patil",
    role: "Head of Clinics and Farmer Relations",
    description: "Grew up on a sugarcane farm in Belagavi and spent twenty years with farmer cooperatives. He opens new clinics and listens to what farmers need.",
    image: suresh,
  },
];

export interface Award {
  title: string;
  organization: string;
  description: string;
  image: string;
}

export const awards: readonly Award[] = [
  {
    title: "Agri-Innovation of the Year",
    organization: "National Agri-Tech Summit",
    description: "For the portable soil tester that brings lab results to the village in under an hour.",
    image: agriInnovation,
  },
  {
    title: "Rural Social Impact Award",
    organization: "India Rural Development Forum",
    description: "For helping thousands of small farmers cut fertilizer costs through soil testing.",
    image: socialImpact,
  },
  {
    title: "Winner, Agri Start-up Challenge",
    organization: "Bengaluru Agri Innovation Hub",
    description: "First place among more than two hundred farm start-ups for a model that villages can run themselves.",
    image: startupChallenge,
  },
  {
    title: "Women in Rural Enterprise Award",
    organization: "Federation of Women Entrepreneurs",
    description: "For the Soil Didi programme, which gives rural women a skilled job and a respected place in farming.",
    image: womenEnterprise,
  },
  {
    title: "Sustainable Farming Champion",
    organization: "Green Earth Sustainability Awards",
    description: "For reducing chemical overuse and bringing organic carbon back into farmers' fields.",
    image: sustainability,
  },
  {
    title: "Best Digital Agriculture Platform",
    organization: "AgriTech India Forum",
    description: "For combining soil tests, satellite data and local-language advice in one platform.",
    image: digitalAgriculture,
  },
];
