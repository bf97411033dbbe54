// Copy and pictures for the Home page (spec 2.4): partner logos, the soil crisis, the journey, the science, farmers' words, press.
import { CLAIMS } from "../../../../shared/constants.ts";
import type { StripLogo } from "../../../components/logo-strip.tsx";
import type { Testimonial } from "../../../components/testimonial-carousel.tsx";
import type { IconName } from "../contact/line-icon.tsx";
import type { Step } from "../solutions/numbered-steps.tsx";
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
import journeyBefore from "../../../assets/home/journey-before.svg";
import journeyDuring from "../../../assets/home/journey-during.svg";

const { spots, depthInches, grams } = CLAIMS.sampling;
const savings = `₹${CLAIMS.savingsPerAcreRupees}`;

const partnerLogo = (name: string, src: string): StripLogo => ({ name, src, width: 260, height: 72 });

/** Organisations we work with: farmer producer federations, agricultural universities and CSR foundations. */
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

export const heroFigures = [
  { value: `${CLAIMS.deviceParameters}`, label: "soil parameters tested" },
  { value: `${CLAIMS.deviceResultMinutes} min`, label: "to your results" },
  { value: `₹${CLAIMS.clinicTestPriceRupees}`, label: "per sample" },
] as const;

export interface CrisisPoint {
  icon: IconName;
  title: string;
  text: string;
}

export const crisisPoints: readonly CrisisPoint[] = [
  {
    icon: "leaf",
    title: "Soil is losing its life",
    text: "Years of burning stubble and heavy chemical use have left many fields low in organic carbon. Such soil holds less water and feeds the crop poorly.",
  },
  {
    icon: "rupee",
    title: "Fertilizer by guesswork",
    text: "Most farmers buy urea and DAP by habit or on the shop's word. Money goes on nutrients the field already has, while the real shortage stays.",
  },
  {
    icon: "target",
    title: "Hidden shortages",
    text: "Zinc, sulfur and boron shortages are common and invisible until the crop suffers. No amount of urea can make up for them.",
  },
  {
    icon: "map",
    title: "Labs are far away",
    text: "A government lab can be hours away and take weeks to reply. By then the sowing window has passed, so most farmers never test at all.",
  },
];

export interface JourneyStage {
  stage: string;
  title: string;
  image: string;
  alt: string;
  points: readonly string[];
}

export const journeyStages: readonly JourneyStage[] = [
  {
    stage: "Before",
    title: "Guessing and spending",
    image: journeyBefore,
    alt: "Dry, cracked field with weak plants and a note saying urea and DAP by guesswork",
    points: [
      "Fertilizer bought by habit, season after season",
      "Costs go up every year, the harvest does not",
      "Yellow leaves and weak grain with no clear cause",
    ],
  },
  {
    stage: "During",
    title: "Testing at the village clinic",
    image: journeyDuring,
    alt: "Soil testing device on a clinic table beside a soil sample and test tubes",
    points: [
      `Take soil from ${spots} spots, ${depthInches} inches deep, and bring about ${grams} g`,
      `${CLAIMS.deviceParameters} parameters tested in ${CLAIMS.deviceResultMinutes} minutes`,
      `₹${CLAIMS.clinicTestPriceRupees} per sample, and you wait for the result`,
    ],
  },
  {
    stage: "After",
    title: "The right dose, a better crop",
    image: journeyAfter,
    alt: "Rows of healthy green crop with full heads of grain",
    points: [
      "A written fertilizer plan for your crop and your field",
      `Save up to ${savings} per acre on fertilizer`,
      `Harvest ${CLAIMS.yieldGainPercent}% more by feeding what is missing`,
    ],
  },
];

export const scienceSteps: readonly Step[] = [
  {
    icon: "sprout",
    title: "Sample the right way",
    text: `Soil from ${spots} spots across the field, each ${depthInches} inches deep, mixed into one sample of about ${grams} g. One sample then speaks for the whole field.`,
  },
  {
    icon: "flask",
    title: "Test on the spot",
    text: `Our portable device reads ${CLAIMS.deviceParameters} parameters, from nitrogen, phosphorus and potassium to pH, salts, organic carbon and micronutrients, in ${CLAIMS.deviceResultMinutes} minutes.`,
  },
  {
    icon: "satellite",
    title: "Read it with more data",
    text: "The platform combines your soil result with satellite images of your field, the season's weather and the crop you plan to grow.",
  },
  {
    icon: "book",
    title: "Advice you can follow",
    text: "You get a plan in your language: which fertilizer, how much per acre, and when to apply it. A Soil Didi follows up through the season.",
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    quote: `I used to put two bags of DAP on every acre because my father did. The test showed my field already had enough phosphorus but needed zinc. I spent less and my ragi came up thicker than ever.`,
    author: "Ramesh Gowda",
    role: "Ragi and tomato farmer",
    location: "Tumakuru, Karnataka",
    avatar: ramesh,
    stats: [
      { label: "saved per acre", value: savings },
      { label: "more ragi", value: "22%" },
      { label: "acres tested", value: "4" },
    ],
  },
  {
    quote: "The Soil Didi from our village took the sample with me and explained the report in Kannada. Now our whole FPO tests before every kharif season.",
    author: "Lakshmi Devi",
    role: "Paddy farmer and FPO member",
    location: "Raichur, Karnataka",
    avatar: lakshmi,
    stats: [
      { label: "saved per acre", value: "₹850" },
      { label: "more paddy", value: "18%" },
      { label: "FPO members now testing", value: "120" },
    ],
  },
  {
    quote: "My wheat was yellowing every year. The clinic found sulfur was low and my soil was turning salty. With gypsum and the right dose, the crop stayed green till harvest.",
    author: "Gurpreet Singh",
    role: "Wheat and paddy farmer",
    location: "Sangrur, Punjab",
    avatar: gurpreet,
    stats: [
      { label: "saved per acre", value: "₹700" },
      { label: "more wheat", value: "15%" },
      { label: "minutes to the result", value: "50" },
    ],
  },
  {
    quote: `For ₹400 I learnt more about my land than in twenty years of farming. My cotton bolls are bigger and I stopped buying the costly mixtures the shop pushed on me.`,
    author: "Savitri Bai Patil",
    role: "Cotton and soybean farmer",
    location: "Yavatmal, Maharashtra",
    avatar: savitri,
    stats: [
      { label: "saved per acre", value: "₹900" },
      { label: "more cotton", value: "27%" },
      { label: "paid for the test", value: "₹400" },
    ],
  },
];

export interface MediaOutlet extends StripLogo {
  href: string;
  description: string;
}

const mediaLogo = { width: 200, height: 64 } as const;

/** Press that has covered the clinics and Soil Didis. */
export const mediaOutlets: readonly MediaOutlet[] = [
  { name: "DD Kisan", src: ddKisan, ...mediaLogo, href: "https://ddkisan.gov.in/", description: "A farm-science feature on testing soil in the village" },
  { name: "Krishi Jagran", src: krishiJagran, ...mediaLogo, href: "https://krishijagran.com/", description: "How Soil Didis bring the lab to the field" },
  { name: "Down To Earth", src: downToEarth, ...mediaLogo, href: "https://www.downtoearth.org.in/", description: "Soil health and cutting chemical overuse" },
  { name: "BusinessLine", src: businessline, ...mediaLogo, href: "https://www.thehindubusinessline.com/", description: "Agri-tech start-ups building rural jobs" },
  { name: "Rural Voice", src: ruralVoice, ...mediaLogo, href: "https://www.ruralvoice.in/", description: "Farmers who test first and then spend" },
];
