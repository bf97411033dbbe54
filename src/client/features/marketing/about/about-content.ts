// Structure and pictures of the About page (spec 2.5): vision and mission, problems solved, pillars, leaders, awards.
// Texts are message ids of the `about` catalog; figures from CLAIMS go in as values.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { IconCard } from "../start-clinic/icon-card-grid.tsx";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";
import type { LocalisedAsset } from "../../../components/localised-image.ts";
import agriInnovation from "../../../assets/about/award-agri-innovation.svg";
import digitalAgriculture from "../../../assets/about/award-digital-agriculture.svg";
import socialImpact from "../../../assets/about/award-social-impact.svg";
import startupChallenge from "../../../assets/about/award-startup-challenge.svg";
import startupChallengeHi from "../../../assets/about/award-startup-challenge.hi.svg";
import sustainability from "../../../assets/about/award-sustainability.svg";
import womenEnterprise from "../../../assets/about/award-women-enterprise.svg";
import ananya from "../../../assets/about/team-ananya.svg";
import farida from "../../../assets/about/team-farida.svg";
import suresh from "../../../assets/about/team-suresh.svg";
import vikram from "../../../assets/about/team-vikram.svg";

export interface Purpose {
  icon: IconName;
  title: MessageId;
  text: MessageId;
}

export const purposes: readonly Purpose[] = [
  { icon: "target", title: "about.vision.title", text: "about.vision.text" },
  { icon: "sprout", title: "about.mission.title", text: "about.mission.text" },
];

export const problemsSolved: readonly IconCard[] = [
  { icon: "rupee", title: "about.problems.money.title", text: msg("about.problems.money.text", { savings: CLAIMS.savingsPerAcreRupees }) },
  { icon: "map", title: "about.problems.labs.title", text: "about.problems.labs.text" },
  { icon: "clock", title: "about.problems.late.title", text: msg("about.problems.late.text", { minutes: CLAIMS.deviceResultMinutes }) },
  { icon: "chat", title: "about.problems.advice.title", text: "about.problems.advice.text" },
  { icon: "leaf", title: "about.problems.soil.title", text: "about.problems.soil.text" },
  { icon: "people", title: "about.problems.jobs.title", text: "about.problems.jobs.text" },
];

export interface Pillar {
  icon: IconName;
  title: MessageId;
  text: MessageId;
  points: readonly Msg[];
}

export const pillars: readonly Pillar[] = [
  {
    icon: "flask",
    title: "about.pillars.technology.title",
    text: "about.pillars.technology.text",
    points: [
      msg("about.pillars.technology.device", { parameters: CLAIMS.deviceParameters }),
      "about.pillars.technology.data",
      "about.pillars.technology.plans",
    ],
  },
  {
    icon: "graduation",
    title: "about.pillars.training.title",
    text: "about.pillars.training.text",
    points: ["about.pillars.training.graduates", "about.pillars.training.soilDidis", "about.pillars.training.refresher"],
  },
  {
    icon: "shield",
    title: "about.pillars.trust.title",
    text: "about.pillars.trust.text",
    points: [msg("about.pillars.trust.price", { price: CLAIMS.clinicTestPriceRupees }), "about.pillars.trust.noPush", "about.pillars.trust.followUp"],
  },
];

export interface Leader {
  name: MessageId;
  role: MessageId;
  description: MessageId;
  image: string;
}

export const leaders: readonly Leader[] = [
  { name: "about.team.ananya.name", role: "about.team.ananya.role", description: "about.team.ananya.description", image: ananya },
  { name: "about.team.vikram.name", role: "about.team.vikram.role", description: "about.team.vikram.description", image: vikram },
  { name: "about.team.farida.name", role: "about.team.farida.role", description: "about.team.farida.description", image: farida },
  { name: "about.team.suresh.name", role: "about.team.suresh.role", description: "about.team.suresh.description", image: suresh },
];

export interface Award {
  title: MessageId;
  organization: MessageId;
  description: MessageId;
  image: LocalisedAsset;
}

export const awards: readonly Award[] = [
  {
    title: "about.awards.innovation.title",
    organization: "about.awards.innovation.organization",
    description: "about.awards.innovation.description",
    image: agriInnovation,
  },
  {
    title: "about.awards.socialImpact.title",
    organization: "about.awards.socialImpact.organization",
    description: "about.awards.socialImpact.description",
    image: socialImpact,
  },
  {
    title: "about.awards.startup.title",
    organization: "about.awards.startup.organization",
    description: "about.awards.startup.description",
    image: { en: startupChallenge, hi: startupChallengeHi },
  },
  {
    title: "about.awards.womenEnterprise.title",
    organization: "about.awards.womenEnterprise.organization",
    description: "about.awards.womenEnterprise.description",
    image: womenEnterprise,
  },
  {
    title: "about.awards.sustainability.title",
    organization: "about.awards.sustainability.organization",
    description: "about.awards.sustainability.description",
    image: sustainability,
  },
  {
    title: "about.awards.digital.title",
    organization: "about.awards.digital.organization",
    description: "about.awards.digital.description",
    image: digitalAgriculture,
  },
];
