// Words, prices and figures of the start-a-clinic page (spec 2.16 and 9); every number comes from constants.
import { CLAIMS, CLINIC_BUSINESS, TEST_PARAMETERS } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";

export const rupees = (amount: number): string => `₹${amount.toLocaleString("en-IN")}`;

export const heroStats = [
  { value: `${CLAIMS.clinicParameters}+`, label: "Soil parameters" },
  { value: `${CLAIMS.deviceResultMinutes} min`, label: "Results in" },
  { value: `₹${CLINIC_BUSINESS.soilTestRupees}`, label: "Per test" },
];

export const benefits: { icon: IconName; title: string; text: string }[] = [
  { icon: "heart", title: "Farmer trust", text: "You become the person farmers ask before they buy fertilizer. A test result on paper builds trust that lasts for seasons." },
  { icon: "rupee", title: "Sustainable income", text: "Earn from every soil and water test, from advice and input sales, and from bulk projects with FPOs, NGOs and CSR programmes." },
  { icon: "leaf", title: "Soil health regeneration", text: "Right doses mean less waste, more organic carbon and soil that gets better every year instead of more tired." },
  { icon: "flask", title: "Scientific farming", text: "Replace guesswork with numbers. Farmers see what their soil lacks and what it already has, crop by crop." },
];

export const soilGroups = Object.entries(TEST_PARAMETERS.soil).map(([group, parameters]) => ({
  group,
  parameters,
  note: {
    Macro: "The main plant foods. Most fertilizer money goes here.",
    Micro: "Needed in small amounts; a shortage still cuts yield.",
    Secondary: "Build strong plants and healthy grain.",
    Properties: "How the soil holds and gives nutrients to the crop.",
  }[group],
}));

const waterNames: Record<(typeof TEST_PARAMETERS.water)[number], string> = {
  pH: "acidity",
  EC: "salinity",
  TDS: "total dissolved solids",
  Fe: "iron",
  S: "sulfur",
  NO3: "nitrate",
  K: "potassium",
  P: "phosphorus",
  Na: "sodium",
  B: "boron",
};
export const waterParameters = TEST_PARAMETERS.water.map((code) => ({ code, name: waterNames[code] }));

export const earnings = [
  { title: "Soil testing", amount: `₹${CLINIC_BUSINESS.soilTestRupees}`, unit: "per farmer", text: `A full report on ${CLAIMS.clinicParameters} parameters with crop advice.` },
  { title: "Water testing add-on", amount: `₹${CLINIC_BUSINESS.waterTestAddOnRupees}`, unit: "per test", text: "Borewell and canal water checked for salts and nutrients." },
  { title: "Input sales", amount: "Commission", unit: "on each sale", text: "Recommend and supply the right fertilizer and bio-inputs for each report." },
  { title: "CSR, FPO and NGO projects", amount: `₹${CLINIC_BUSINESS.bulkProjectRupeesPerMonth}`, unit: "per month", text: "Bulk testing contracts for whole villages and programmes." },
];

export const keyFeatures: { icon: IconName; title: string; text: string }[] = [
  { icon: "phoneScreen", title: "Instant digital reports", text: "Print on the spot or send on WhatsApp." },
  { icon: "sparkle", title: "AI crop advisory", text: "Fertilizer doses for the farmer's crop and season." },
  { icon: "pin", title: "Geo-tagging and history", text: "Every sample mapped; every field's history kept." },
  { icon: "satellite", title: "Satellite advisory", text: "Optional crop-health alerts from satellite data." },
  { icon: "chart", title: "Clinic dashboard", text: "Tests, farmers, income and stock in one place." },
];

export const included: { icon: IconName; title: string; text: string }[] = [
  { icon: "flask", title: "Portable testing kit", text: "Device, reagents and glassware for soil, and water for the Pro Clinic." },
  { icon: "graduation", title: "Training and certification", text: "Hands-on training in sampling, testing and advice, with a certificate at the end." },
  { icon: "phoneScreen", title: "Software and dashboard", text: "The reporting app and your clinic dashboard, ready on day one." },
  { icon: "megaphone", title: "Marketing support", text: "Banners, leaflets and WhatsApp messages to tell farmers about your clinic." },
  { icon: "shield", title: "1-year support", text: "Phone and WhatsApp help, device service and refresher sessions for a year." },
  { icon: "truck", title: "Pan-India delivery", text: "We deliver the kit to your town, anywhere in India." },
];

export const audiences: { icon: IconName; title: string; text: string }[] = [
  { icon: "graduation", title: "Agriculture students and graduates", text: "Put your degree to work in your own district." },
  { icon: "store", title: "Agri-input retailers", text: "Test before you sell, and win loyal customers." },
  { icon: "heart", title: "NGO and CSR field workers", text: "Add a service your villages will pay for and value." },
  { icon: "sprout", title: "Progressive farmers and FPO leaders", text: "Serve your members and neighbours from your farm." },
  { icon: "person", title: "Rural women entrepreneurs", text: "Become a Soil Didi and earn close to home." },
  { icon: "sparkle", title: "Agri-tech startups", text: "Add trusted field testing to your platform." },
];

export const setupSteps = [
  { title: "Fill the interest form", text: "Tell us who you are and where you want to open your clinic." },
  { title: "Talk to our team", text: "We call you, answer your questions and help you choose a package." },
  { title: "Get the device and training", text: "Your kit arrives and you train with our agronomists until you are certified." },
  { title: "Start testing soil and water", text: "Open your clinic and test your first farmers' samples." },
  { title: "Share reports and crop advice", text: "Give each farmer a clear report and advice for their crop." },
  { title: "Start earning", text: `Active clinics break even within ${CLINIC_BUSINESS.breakEvenMonths} months.` },
];

export const testimonials = [
  {
    quote: "Farmers in my village used to buy whatever the shop gave them. Now they come to me with their soil first. I tested over 300 samples in my first kharif season.",
    author: "Savita Patil",
    role: "Soil Didi, Belagavi, Karnataka",
    initials: "SP",
  },
  {
    quote: "I added the clinic to my fertilizer shop. My customers trust my advice more, and I sell what their field really needs instead of what is in stock.",
    author: "Rakesh Yadav",
    role: "Agri-input retailer, Sitapur, Uttar Pradesh",
    initials: "RY",
  },
  {
    quote: "After my B.Sc. Agriculture I did not want a city job. The clinic lets me work with farmers at home, and the FPO projects keep the income steady.",
    author: "Anil Meena",
    role: "Clinic owner and agri graduate, Kota, Rajasthan",
    initials: "AM",
  },
];

const sharedExtras = ["Clinic dashboard", "Marketing support", "Training and certification", "1-year support"];

export const packages = [
  {
    id: "advanced",
    name: CLINIC_BUSINESS.packages.advanced.name,
    price: rupees(CLINIC_BUSINESS.packages.advanced.priceRupees),
    gstNote: "+ GST",
    popular: false,
    summary: `${TEST_PARAMETERS.advancedSoil.length} soil parameters`,
    features: [`${TEST_PARAMETERS.advancedSoil.length} soil parameters: ${TEST_PARAMETERS.advancedSoil.join(", ")}`, "Portable soil testing kit", ...sharedExtras],
  },
  {
    id: "pro",
    name: CLINIC_BUSINESS.packages.pro.name,
    price: rupees(CLINIC_BUSINESS.packages.pro.priceRupees),
    gstNote: "+ GST",
    popular: true,
    summary: `${CLAIMS.clinicParameters} soil parameters + water`,
    features: [
      `${CLAIMS.clinicParameters} soil parameters`,
      `${TEST_PARAMETERS.ratios.length} ratios: ${TEST_PARAMETERS.ratios.join(", ")}`,
      `Water testing kit with ${TEST_PARAMETERS.water.length} parameters`,
      "Portable soil testing kit",
      ...sharedExtras,
    ],
  },
];

/** The demo video's four steps: `caption` is drawn on the video, `text` is its caption track and the transcript. */
export const demoSteps = [
  {
    title: "Collect the sample",
    caption: `${CLAIMS.sampling.spots} spots, ${CLAIMS.sampling.depthInches} inches deep, about ${CLAIMS.sampling.grams} g`,
    text: `Take soil from ${CLAIMS.sampling.spots} spots in the field, ${CLAIMS.sampling.depthInches} inches deep. Mix it well and keep about ${CLAIMS.sampling.grams} g.`,
  },
  {
    title: "Prepare with reagents",
    caption: "Dry, sieve and mix with the kit's reagents",
    text: "Dry and sieve the soil, then mix small measured portions with the kit's reagents.",
  },
  {
    title: "Read on the device",
    caption: `${CLAIMS.clinicParameters} parameters in ${CLAIMS.deviceResultMinutes} minutes`,
    text: `The portable device reads ${CLAIMS.clinicParameters} parameters. Results are ready in ${CLAIMS.deviceResultMinutes} minutes.`,
  },
  {
    title: "Share the report",
    caption: "Crop-wise advice, printed or on WhatsApp",
    text: "The farmer gets a report with crop-wise fertilizer advice, printed or on WhatsApp.",
  },
];

/** The demo video's title card and closing card, and its files, made by scripts/make-demo-video.ts into public/. */
export const demoVideo = {
  title: "How a soil test works",
  summary: "From the field to the farmer's phone in four steps.",
  closing: "Start your own soil clinic",
  src: "/media/clinic-demo.webm",
  poster: "/media/clinic-demo-poster.webp",
  captions: "/media/clinic-demo.en.vtt",
  width: 1280,
  height: 720,
};
