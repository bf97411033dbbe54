// What the start-a-clinic page says (spec 2.16 and 9), as message ids of the start-clinic catalog; every number comes
// from constants and goes into the messages as a value.
import { ADMIN, CLAIMS, CLINIC_BUSINESS, IMPACT, TEST_PARAMETERS } from "../../../../shared/constants.ts";
import type { Locale } from "../../../../shared/locales.ts";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";
import type { Translate } from "../../../i18n/use-t.ts";
import type { IconName } from "../contact/line-icon.tsx";

export const rupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`;

/** A rupee range from constants ("10,000-100,000") written with Indian grouping: "10,000-1,00,000". */
export const indianRange = (range: string): string =>
  range
    .split("-")
    .map((part) => Number(part.replace(/,/g, "")).toLocaleString("en-IN"))
    .join("-");

/** An amount in rupees: "₹500-750". */
const rupeeMsg = (range: string): Msg => msg("startClinic.rupees", { amount: indianRange(range) });

export const heroStats: { value: Msg; label: MessageId }[] = [
  { value: msg("startClinic.stat.parameters.value", { count: CLAIMS.clinicParameters }), label: "startClinic.stat.parameters.label" },
  { value: msg("startClinic.stat.minutes.value", { minutes: CLAIMS.deviceResultMinutes }), label: "startClinic.stat.minutes.label" },
  { value: rupeeMsg(CLINIC_BUSINESS.soilTestRupees), label: "startClinic.stat.price.label" },
];

export const heroBadge = msg("startClinic.hero.badge", { farmers: IMPACT.startClinic.farmers });
export const introText = msg("startClinic.intro.text", { farmers: IMPACT.startClinic.farmers });

export interface IconTextCard {
  icon: IconName;
  title: MessageId;
  text: Msg;
}

export const benefits: IconTextCard[] = [
  { icon: "heart", title: "startClinic.benefit.trust.title", text: "startClinic.benefit.trust.text" },
  { icon: "rupee", title: "startClinic.benefit.income.title", text: "startClinic.benefit.income.text" },
  { icon: "leaf", title: "startClinic.benefit.soil.title", text: "startClinic.benefit.soil.text" },
  { icon: "flask", title: "startClinic.benefit.science.title", text: "startClinic.benefit.science.text" },
];

/** The soil parameters' names; symbols (pH, EC, CEC, P, K …) are written the same in every language. */
const parameterNames: Partial<Record<string, MessageId>> = {
  Nitrate: "startClinic.param.nitrate",
  Ammonium: "startClinic.param.ammonium",
  Phosphorus: "startClinic.param.phosphorus",
  Potassium: "startClinic.param.potassium",
  Zinc: "startClinic.param.zinc",
  Iron: "startClinic.param.iron",
  Boron: "startClinic.param.boron",
  Copper: "startClinic.param.copper",
  Calcium: "startClinic.param.calcium",
  Magnesium: "startClinic.param.magnesium",
  Sulfur: "startClinic.param.sulfur",
  "Organic carbon": "startClinic.param.organicCarbon",
  "Total alkalinity": "startClinic.param.totalAlkalinity",
};

/** A parameter as a text to show: its name's message, or the symbol itself. */
export interface Parameter {
  key: string;
  /** The message id of its name, when it has a name and not only a symbol. */
  name?: MessageId;
}

const parameter = (key: string): Parameter => ({ key, name: parameterNames[key] });

const groupTexts: Record<keyof typeof TEST_PARAMETERS.soil, { title: MessageId; note: MessageId }> = {
  Macro: { title: "startClinic.params.group.macro", note: "startClinic.params.group.macro.note" },
  Micro: { title: "startClinic.params.group.micro", note: "startClinic.params.group.micro.note" },
  Secondary: { title: "startClinic.params.group.secondary", note: "startClinic.params.group.secondary.note" },
  Properties: { title: "startClinic.params.group.properties", note: "startClinic.params.group.properties.note" },
};

export const soilGroups = (Object.entries(TEST_PARAMETERS.soil) as [keyof typeof TEST_PARAMETERS.soil, readonly string[]][]).map(
  ([group, parameters]) => ({ group, title: groupTexts[group].title, note: groupTexts[group].note, parameters: parameters.map(parameter) }),
);

const waterNames: Record<(typeof TEST_PARAMETERS.water)[number], MessageId> = {
  pH: "startClinic.water.acidity",
  EC: "startClinic.water.salinity",
  TDS: "startClinic.water.tds",
  Fe: "startClinic.water.iron",
  S: "startClinic.water.sulfur",
  NO3: "startClinic.water.nitrate",
  K: "startClinic.water.potassium",
  P: "startClinic.water.phosphorus",
  Na: "startClinic.water.sodium",
  B: "startClinic.water.boron",
};
export const waterParameters = TEST_PARAMETERS.water.map((code) => ({ code, name: waterNames[code] }));

export const earnings: { title: MessageId; amount: Msg; unit: MessageId; text: Msg }[] = [
  {
    title: "startClinic.earn.soil.title",
    amount: rupeeMsg(CLINIC_BUSINESS.soilTestRupees),
    unit: "startClinic.earn.soil.unit",
    text: msg("startClinic.earn.soil.text", { parameters: CLAIMS.clinicParameters }),
  },
  {
    title: "startClinic.earn.water.title",
    amount: rupeeMsg(CLINIC_BUSINESS.waterTestAddOnRupees),
    unit: "startClinic.earn.water.unit",
    text: "startClinic.earn.water.text",
  },
  { title: "startClinic.earn.inputs.title", amount: "startClinic.earn.inputs.amount", unit: "startClinic.earn.inputs.unit", text: "startClinic.earn.inputs.text" },
  {
    title: "startClinic.earn.projects.title",
    amount: rupeeMsg(CLINIC_BUSINESS.bulkProjectRupeesPerMonth),
    unit: "startClinic.earn.projects.unit",
    text: "startClinic.earn.projects.text",
  },
];

export const breakEven = msg("startClinic.earn.breakEven", { months: CLINIC_BUSINESS.breakEvenMonths });

export const keyFeatures: IconTextCard[] = [
  { icon: "phoneScreen", title: "startClinic.feature.reports.title", text: "startClinic.feature.reports.text" },
  { icon: "sparkle", title: "startClinic.feature.advisory.title", text: "startClinic.feature.advisory.text" },
  { icon: "pin", title: "startClinic.feature.geo.title", text: "startClinic.feature.geo.text" },
  { icon: "satellite", title: "startClinic.feature.satellite.title", text: "startClinic.feature.satellite.text" },
  { icon: "chart", title: "startClinic.feature.dashboard.title", text: "startClinic.feature.dashboard.text" },
];

export const included: IconTextCard[] = [
  { icon: "flask", title: "startClinic.included.kit.title", text: "startClinic.included.kit.text" },
  { icon: "graduation", title: "startClinic.included.training.title", text: "startClinic.included.training.text" },
  { icon: "phoneScreen", title: "startClinic.included.software.title", text: "startClinic.included.software.text" },
  { icon: "megaphone", title: "startClinic.included.marketing.title", text: "startClinic.included.marketing.text" },
  { icon: "shield", title: "startClinic.included.support.title", text: "startClinic.included.support.text" },
  { icon: "truck", title: "startClinic.included.delivery.title", text: "startClinic.included.delivery.text" },
];

export const audiences: IconTextCard[] = [
  { icon: "graduation", title: "startClinic.who.students.title", text: "startClinic.who.students.text" },
  { icon: "store", title: "startClinic.who.retailers.title", text: "startClinic.who.retailers.text" },
  { icon: "heart", title: "startClinic.who.ngo.title", text: "startClinic.who.ngo.text" },
  { icon: "sprout", title: "startClinic.who.farmers.title", text: "startClinic.who.farmers.text" },
  { icon: "person", title: "startClinic.who.women.title", text: "startClinic.who.women.text" },
  { icon: "sparkle", title: "startClinic.who.startups.title", text: "startClinic.who.startups.text" },
];

export const setupSteps: { title: MessageId; text: Msg }[] = [
  { title: "startClinic.setup.form.title", text: "startClinic.setup.form.text" },
  { title: "startClinic.setup.talk.title", text: "startClinic.setup.talk.text" },
  { title: "startClinic.setup.device.title", text: "startClinic.setup.device.text" },
  { title: "startClinic.setup.testing.title", text: "startClinic.setup.testing.text" },
  { title: "startClinic.setup.reports.title", text: "startClinic.setup.reports.text" },
  { title: "startClinic.setup.earning.title", text: breakEven },
];

/** Clinic owners' words; their names stay as they are in every language. */
/** Clinic owners' words; the avatar's initials come from the name as the page's language writes it. */
export const testimonials: { quote: MessageId; author: MessageId; role: MessageId }[] = [
  { quote: "startClinic.testimonial.savita.quote", author: "startClinic.testimonial.savita.name", role: "startClinic.testimonial.savita.role" },
  { quote: "startClinic.testimonial.rakesh.quote", author: "startClinic.testimonial.rakesh.name", role: "startClinic.testimonial.rakesh.role" },
  { quote: "startClinic.testimonial.anil.quote", author: "startClinic.testimonial.anil.name", role: "startClinic.testimonial.anil.role" },
];

const sharedExtras: Msg[] = [
  "startClinic.feature.dashboard.title",
  "startClinic.included.marketing.title",
  "startClinic.included.training.title",
  "startClinic.included.support.title",
];

/** A list of parameters for a message value: names in the page's language, symbols as they are. */
export interface ParameterList {
  parameters: readonly Parameter[];
}

function isParameterList(value: unknown): value is ParameterList {
  return typeof value === "object" && value !== null && Array.isArray((value as ParameterList).parameters);
}

/** A parameter's name in the page's language, or its symbol. */
export const parameterText = (t: Translate, p: Parameter): string => (p.name ? t(p.name) : p.key);

/** A message whose values may hold lists of parameters, in the page's language: "13 soil parameters: Nitrate, …". */
export function listText(t: Translate, m: Msg): string {
  if (typeof m === "string" || !m.values) return t(m);
  const values = Object.fromEntries(
    Object.entries(m.values).map(([k, v]) => [k, isParameterList(v) ? v.parameters.map((p) => parameterText(t, p)).join(", ") : v]),
  );
  return t(m.id, values);
}

const advancedSoil = TEST_PARAMETERS.advancedSoil.map(parameter);

export const packages: {
  id: "advanced" | "pro";
  name: MessageId;
  price: string;
  gstNote: MessageId;
  popular: boolean;
  summary: Msg;
  /** `list` values hold the parameters to name (ParameterList): a component writes them in its language. */
  features: Msg[];
}[] = [
  {
    id: "advanced",
    name: "startClinic.package.advanced.name",
    price: rupees(CLINIC_BUSINESS.packages.advanced.priceRupees),
    gstNote: "startClinic.packages.gst",
    popular: false,
    summary: msg("startClinic.package.soilParameters", { count: TEST_PARAMETERS.advancedSoil.length }),
    features: [
      msg("startClinic.package.soilParameterList", { count: TEST_PARAMETERS.advancedSoil.length, list: { parameters: advancedSoil } satisfies ParameterList }),
      "startClinic.package.soilKit",
      ...sharedExtras,
    ],
  },
  {
    id: "pro",
    name: "startClinic.package.pro.name",
    price: rupees(CLINIC_BUSINESS.packages.pro.priceRupees),
    gstNote: "startClinic.packages.gst",
    popular: true,
    summary: msg("startClinic.package.soilParametersWater", { count: CLAIMS.clinicParameters }),
    features: [
      msg("startClinic.package.soilParameters", { count: CLAIMS.clinicParameters }),
      msg("startClinic.package.ratios", { count: TEST_PARAMETERS.ratios.length, list: { parameters: TEST_PARAMETERS.ratios.map(parameter) } satisfies ParameterList }),
      msg("startClinic.package.waterKit", { count: TEST_PARAMETERS.water.length }),
      "startClinic.package.soilKit",
      ...sharedExtras,
    ],
  },
];

export const paymentPoints: { icon: IconName; text: MessageId }[] = [
  { icon: "rupee", text: "startClinic.packages.pay.emi" },
  { icon: "people", text: "startClinic.packages.pay.discounts" },
  { icon: "truck", text: "startClinic.packages.pay.delivery" },
];

const partnerOptionTexts: Record<(typeof CLINIC_BUSINESS.partnerOptions)[number], MessageId> = {
  "CSR and NGO tie-ups": "startClinic.partnerOption.csrNgo",
  "FPO and retailer packages": "startClinic.partnerOption.fpoRetailer",
  "Franchise / multi-clinic": "startClinic.partnerOption.franchise",
  "District-wide projects": "startClinic.partnerOption.district",
  "Brand integrations": "startClinic.partnerOption.brand",
};
export const partnerOptions: MessageId[] = CLINIC_BUSINESS.partnerOptions.map((o) => partnerOptionTexts[o]);

export const interestThanks = msg("startClinic.form.thanksBody", { hours: ADMIN.replyWithinHours });

/** The demo video's four steps: `caption` is drawn on the video, `text` is its caption track and the transcript. */
export const demoSteps: { title: MessageId; caption: Msg; text: Msg }[] = [
  {
    title: "startClinic.demo.sample.title",
    caption: msg("startClinic.demo.sample.caption", { spots: CLAIMS.sampling.spots, depth: CLAIMS.sampling.depthInches, grams: CLAIMS.sampling.grams }),
    text: msg("startClinic.demo.sample.text", { spots: CLAIMS.sampling.spots, depth: CLAIMS.sampling.depthInches, grams: CLAIMS.sampling.grams }),
  },
  { title: "startClinic.demo.reagents.title", caption: "startClinic.demo.reagents.caption", text: "startClinic.demo.reagents.text" },
  {
    title: "startClinic.demo.device.title",
    caption: msg("startClinic.demo.device.caption", { parameters: CLAIMS.clinicParameters, minutes: CLAIMS.deviceResultMinutes }),
    text: msg("startClinic.demo.device.text", { parameters: CLAIMS.clinicParameters, minutes: CLAIMS.deviceResultMinutes }),
  },
  { title: "startClinic.demo.report.title", caption: "startClinic.demo.report.caption", text: "startClinic.demo.report.text" },
];

/** The demo video's title card and closing card, and its files, made by scripts/make-demo-video.ts into public/. */
export const demoVideo = {
  title: "startClinic.demo.title" as MessageId,
  summary: "startClinic.demo.summary" as MessageId,
  closing: "startClinic.demo.closing" as MessageId,
  src: "/media/clinic-demo.webm",
  poster: "/media/clinic-demo-poster.webp",
  /** The English caption track, which the script writes. */
  captions: "/media/clinic-demo.en.vtt",
  width: 1280,
  height: 720,
};

/** The caption tracks, one per language that has one; a page offers its own language's first. */
export const demoCaptions: { locale: Locale; src: string }[] = [
  { locale: "en", src: demoVideo.captions },
  { locale: "hi", src: "/media/clinic-demo.hi.vtt" },
];
