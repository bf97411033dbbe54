// Structure and pictures of the Home page (spec 2.4): partner logos, the soil crisis, the journey, the science, farmers'
// words, press. Texts are message ids of the `home` catalog; figures from CLAIMS go in as values.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { StripLogo } from "../../../components/logo-strip.tsx";
import type { IconName } from "../contact/line-icon.tsx";
import type { StepContent } from "../solutions/numbered-steps.tsx";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";
import type { LocalisedAsset } from "../../../components/localised-image.ts";
import annadata from "../../../assets/logos/annadata-csr-foundation.svg";
import businessline from "../../../assets/logos/businessline.svg";
import ddKisan from "../../../assets/logos/dd-kisan.svg";
import deccanFpo from "../../../assets/logos/deccan-fpo-federation.svg";
import downToEarth from "../../../assets/logos/down-to-earth.svg";
import graminVikas from "../../../assets/logos/gramin-vikas-trust.svg";
import indoGangetic from "../../../assets/logos/indo-gangetic-soil-institute.svg";
import krishiJagran from "../../../assets/logos/krishi-jagran.svg";
import malwaFpc from "../../../assets/logos/malwa-farmer-producer-company.svg";
import ruralVoice from "../../../assets/logos/rural-voice.svg";
import sahyadri from "../../../assets/logos/sahyadri-agri-sciences-university.svg";
import tungabhadra from "../../../assets/logos/tungabhadra-agri-university.svg";
import vidarbhaFpo from "../../../assets/logos/vidarbha-kisan-fpo-network.svg";
import gurpreet from "../../../assets/home/farmer-gurpreet.svg";
import lakshmi from "../../../assets/home/farmer-lakshmi.svg";
import ramesh from "../../../assets/home/farmer-ramesh.svg";
import savitri from "../../../assets/home/farmer-savitri.svg";
import journeyAfter from "../../../assets/home/journey-after.svg";
import journeyAfterHi from "../../../assets/home/journey-after.hi.svg";
import journeyBefore from "../../../assets/home/journey-before.svg";
import journeyBeforeHi from "../../../assets/home/journey-before.hi.svg";
import journeyDuring from "../../../assets/home/journey-during.svg";
import journeyDuringHi from "../../../assets/home/journey-during.hi.svg";

const { spots, depthInches: depth, grams } = CLAIMS.sampling;
const parameters = CLAIMS.deviceParameters;
const minutes = CLAIMS.deviceResultMinutes;
const price = CLAIMS.clinicTestPriceRupees;
const savings = CLAIMS.savingsPerAcreRupees;

const partnerLogo = (name: string, src: string): StripLogo => ({ name, src, width: 260, height: 72 });

/** Organisations we work with: farmer producer federations, agricultural universities and CSR foundations (names as on their logos). */
export const partnerLogos: readonly StripLogo[] = [
  partnerLogo("Deccan FPO Federation", deccanFpo),
  partnerLogo("Tungabhadra Agricultural University", tungabhadra),
  partnerLogo("Annadata CSR Foundation", annadata),
  partnerLogo("Malwa Farmer Producer Company", malwaFpc),
  partnerLogo("Vidarbha Kisan FPO Network", vidarbhaFpo),
  partnerLogo("Gramin Vikas Trust", graminVikas),
  partnerLogo("Indo-Gangetic Soil Research Institute", indoGangetic),
  partnerLogo("Sahyadri University of Agricultural Sciences", sahyadri),
];

export interface HomeFigure {
  value: Msg;
  label: MessageId;
}

export const heroFigures: readonly HomeFigure[] = [
  { value: msg("home.figure.count", { count: parameters }), label: "home.hero.figure.parameters" },
  { value: msg("home.figure.minutes", { minutes }), label: "home.hero.figure.time" },
  { value: msg("home.figure.price", { price }), label: "home.hero.figure.price" },
];

export interface CrisisPoint {
  icon: IconName;
  title: MessageId;
  text: MessageId;
}

export const crisisPoints: readonly CrisisPoint[] = [
  { icon: "leaf", title: "home.crisis.lifeless.title", text: "home.crisis.lifeless.text" },
  { icon: "rupee", title: "home.crisis.guesswork.title", text: "home.crisis.guesswork.text" },
  { icon: "target", title: "home.crisis.shortages.title", text: "home.crisis.shortages.text" },
  { icon: "map", title: "home.crisis.labs.title", text: "home.crisis.labs.text" },
];

export interface JourneyStage {
  stage: MessageId;
  title: MessageId;
  image: LocalisedAsset;
  alt: MessageId;
  points: readonly Msg[];
}

export const journeyStages: readonly JourneyStage[] = [
  {
    stage: "home.journey.before.stage",
    title: "home.journey.before.title",
    image: { en: journeyBefore, hi: journeyBeforeHi },
    alt: "home.journey.before.alt",
    points: ["home.journey.before.habit", "home.journey.before.costs", "home.journey.before.symptoms"],
  },
  {
    stage: "home.journey.during.stage",
    title: "home.journey.during.title",
    image: { en: journeyDuring, hi: journeyDuringHi },
    alt: "home.journey.during.alt",
    points: [
      msg("home.journey.during.sample", { spots, depth, grams }),
      msg("home.journey.during.test", { parameters, minutes }),
      msg("home.journey.during.price", { price }),
    ],
  },
  {
    stage: "home.journey.after.stage",
    title: "home.journey.after.title",
    image: { en: journeyAfter, hi: journeyAfterHi },
    alt: "home.journey.after.alt",
    points: [
      "home.journey.after.plan",
      msg("home.journey.after.savings", { savings }),
      msg("home.journey.after.harvest", { percent: CLAIMS.yieldGainPercent }),
    ],
  },
];

export const scienceSteps: readonly StepContent[] = [
  { icon: "sprout", title: "home.science.sample.title", text: msg("home.science.sample.text", { spots, depth, grams }) },
  { icon: "flask", title: "home.science.test.title", text: msg("home.science.test.text", { parameters, minutes }) },
  { icon: "satellite", title: "home.science.data.title", text: "home.science.data.text" },
  { icon: "book", title: "home.science.advice.title", text: "home.science.advice.text" },
];

export interface FarmerStory {
  quote: MessageId;
  author: MessageId;
  role: MessageId;
  location: MessageId;
  /** Portrait of the speaker; decorative, since the name is printed beside it. */
  avatar: string;
  stats: readonly { label: MessageId; value: Msg }[];
}

const rupees = (amount: number) => msg("home.figure.rupees", { amount });
const percent = (n: number) => msg("home.figure.percent", { percent: n });
const count = (n: number) => msg("home.figure.count", { count: n });

export const testimonials: readonly FarmerStory[] = [
  {
    quote: "home.voices.ramesh.quote",
    author: "home.voices.ramesh.name",
    role: "home.voices.ramesh.role",
    location: "home.voices.ramesh.location",
    avatar: ramesh,
    stats: [
      { label: "home.voices.stat.saved", value: rupees(savings) },
      { label: "home.voices.ramesh.stat.yield", value: percent(22) },
      { label: "home.voices.ramesh.stat.acres", value: count(4) },
    ],
  },
  {
    quote: "home.voices.lakshmi.quote",
    author: "home.voices.lakshmi.name",
    role: "home.voices.lakshmi.role",
    location: "home.voices.lakshmi.location",
    avatar: lakshmi,
    stats: [
      { label: "home.voices.stat.saved", value: rupees(850) },
      { label: "home.voices.lakshmi.stat.yield", value: percent(18) },
      { label: "home.voices.lakshmi.stat.members", value: count(120) },
    ],
  },
  {
    quote: "home.voices.gurpreet.quote",
    author: "home.voices.gurpreet.name",
    role: "home.voices.gurpreet.role",
    location: "home.voices.gurpreet.location",
    avatar: gurpreet,
    stats: [
      { label: "home.voices.stat.saved", value: rupees(700) },
      { label: "home.voices.gurpreet.stat.yield", value: percent(15) },
      { label: "home.voices.gurpreet.stat.minutes", value: count(50) },
    ],
  },
  {
    quote: "home.voices.savitri.quote",
    author: "home.voices.savitri.name",
    role: "home.voices.savitri.role",
    location: "home.voices.savitri.location",
    avatar: savitri,
    stats: [
      { label: "home.voices.stat.saved", value: rupees(900) },
      { label: "home.voices.savitri.stat.yield", value: percent(27) },
      { label: "home.voices.savitri.stat.paid", value: rupees(400) },
    ],
  },
];

export interface MediaOutlet extends StripLogo {
  href: string;
  description: MessageId;
}

const mediaLogo = { width: 200, height: 64 } as const;

/** Press that has covered the clinics and Soil Didis (names as on their logos). */
export const mediaOutlets: readonly MediaOutlet[] = [
  { name: "DD Kisan", src: ddKisan, ...mediaLogo, href: "https://ddkisan.gov.in/", description: "home.press.ddKisan" },
  { name: "Krishi Jagran", src: krishiJagran, ...mediaLogo, href: "https://krishijagran.com/", description: "home.press.krishiJagran" },
  { name: "Down To Earth", src: downToEarth, ...mediaLogo, href: "https://www.downtoearth.org.in/", description: "home.press.downToEarth" },
  { name: "BusinessLine", src: businessline, ...mediaLogo, href: "https://www.thehindubusinessline.com/", description: "home.press.businessLine" },
  { name: "Rural Voice", src: ruralVoice, ...mediaLogo, href: "https://www.ruralvoice.in/", description: "home.press.ruralVoice" },
];
