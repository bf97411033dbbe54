// Content of the Solutions page (spec 2.6): the four solutions, how they work together, and where each one leads.
// Texts are message ids of the `solutions` catalog; the figures come from the shared constants.
import { CLAIMS, IMPACT, TEST_PARAMETERS } from "../../../../shared/constants.ts";
import deviceImage from "../../../assets/solutions/device.svg";
import clinicImage from "../../../assets/solutions/clinic.svg";
import soilDidiImage from "../../../assets/solutions/soil-didi.svg";
import platformImage from "../../../assets/solutions/platform.svg";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { StepContent } from "./numbered-steps.tsx";

export interface SolutionAction {
  text: MessageId;
  to: string;
}

export interface Solution {
  id: string;
  icon: IconName;
  /** Short name for the overview cards. */
  name: MessageId;
  summary: Msg;
  eyebrow: MessageId;
  title: MessageId;
  text: Msg;
  /** A point may use `{parameterNames}`, the device's parameter names in the page's language (see `deviceParameterNames`). */
  points: readonly Msg[];
  image: { src: string; alt: MessageId };
  /** A figure worth showing beside the points. */
  figure?: { value: Msg; label: MessageId };
  actions: readonly SolutionAction[];
}

/** The names of the parameters the device measures, in the order of the shared list. */
export const deviceParameterNames: readonly MessageId[] = TEST_PARAMETERS.advancedSoil.map(
  (p): MessageId => `solutions.param.${p}`,
);

const minutes = CLAIMS.deviceResultMinutes;
const price = CLAIMS.clinicTestPriceRupees;

export const solutions: readonly Solution[] = [
  {
    id: "device",
    icon: "flask",
    name: "solutions.device.name",
    summary: msg("solutions.device.summary", { parameters: CLAIMS.deviceParameters, minutes }),
    eyebrow: "solutions.device.eyebrow",
    title: "solutions.device.title",
    text: msg("solutions.device.text", { parameters: CLAIMS.deviceParameters, minutes }),
    points: [
      "solutions.device.point.measures",
      msg("solutions.device.point.minutes", { minutes }),
      "solutions.device.point.portable",
      "solutions.device.point.saved",
      "solutions.device.point.audience",
    ],
    image: { src: deviceImage, alt: "solutions.device.imageAlt" },
    figure: { value: msg("solutions.device.figureValue", { minutes }), label: "solutions.device.figureLabel" },
    actions: [{ text: "solutions.device.action", to: "/contact" }],
  },
  {
    id: "clinics",
    icon: "store",
    name: "solutions.clinics.name",
    summary: msg("solutions.clinics.summary", { price }),
    eyebrow: "solutions.clinics.eyebrow",
    title: "solutions.clinics.title",
    text: msg("solutions.clinics.text", { price }),
    points: [
      msg("solutions.clinics.point.parameters", { parameters: CLAIMS.clinicParameters }),
      "solutions.clinics.point.water",
      "solutions.clinics.point.advice",
      "solutions.clinics.point.startOwn",
    ],
    image: { src: clinicImage, alt: "solutions.clinics.imageAlt" },
    figure: { value: msg("solutions.clinics.figureValue", { price }), label: "solutions.clinics.figureLabel" },
    actions: [
      { text: "solutions.clinics.action.find", to: "/find-clinic" },
      { text: "solutions.clinics.action.start", to: "/start-clinic" },
    ],
  },
  {
    id: "soil-didi",
    icon: "people",
    name: "solutions.soilDidi.name",
    summary: "solutions.soilDidi.summary",
    eyebrow: "solutions.soilDidi.eyebrow",
    title: "solutions.soilDidi.title",
    text: "solutions.soilDidi.text",
    points: [
      "solutions.soilDidi.point.training",
      "solutions.soilDidi.point.kit",
      "solutions.soilDidi.point.income",
      "solutions.soilDidi.point.women",
    ],
    image: { src: soilDidiImage, alt: "solutions.soilDidi.imageAlt" },
    figure: { value: msg("solutions.soilDidi.figureValue", { count: IMPACT.partner.soilDidis }), label: "solutions.soilDidi.figureLabel" },
    actions: [{ text: "solutions.soilDidi.action", to: "/contact" }],
  },
  {
    id: "platform",
    icon: "satellite",
    name: "solutions.platform.name",
    summary: "solutions.platform.summary",
    eyebrow: "solutions.platform.eyebrow",
    title: "solutions.platform.title",
    text: "solutions.platform.text",
    points: [
      "solutions.platform.point.cropSpecific",
      "solutions.platform.point.satellite",
      "solutions.platform.point.history",
      "solutions.platform.point.dashboards",
    ],
    image: { src: platformImage, alt: "solutions.platform.imageAlt" },
    actions: [{ text: "solutions.platform.action", to: "/soil-intelligence" }],
  },
];

/** How the four solutions meet in one farmer's season. */
export const journeySteps: readonly StepContent[] = [
  {
    icon: "people",
    title: "solutions.journey.collect.title",
    text: msg("solutions.journey.collect.text", { spots: CLAIMS.sampling.spots }),
  },
  {
    icon: "flask",
    title: "solutions.journey.test.title",
    text: msg("solutions.journey.test.text", { parameters: CLAIMS.clinicParameters, minutes }),
  },
  {
    icon: "satellite",
    title: "solutions.journey.advise.title",
    text: "solutions.journey.advise.text",
  },
  {
    icon: "sprout",
    title: "solutions.journey.grow.title",
    text: msg("solutions.journey.grow.text", { savings: CLAIMS.savingsPerAcreRupees, yieldGain: CLAIMS.yieldGainPercent }),
  },
];
