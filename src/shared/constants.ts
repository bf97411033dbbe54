// Business constants and limits of spec section 9, shared by server and client.
import { FACT_VALUES, FACTS } from "./facts.ts";

export const AUTH = {
  refreshTickMs: 30_000,
  refreshThresholdTicks: 3,
  retryStartMs: 200,
  retryWindowMs: 30_000,
  jwksCacheMs: 10 * 60_000,
  minPasswordLength: 6,
} as const;

export const CHAT = {
  widgetPollMs: 2000,
  agentPollMs: 3000,
  panelWidthPx: 380,
  panelHeightPx: 600,
  minimisedHeightPx: 60,
  fallbackLocation: "India",
} as const;

export const ADMIN = {
  weekDays: 7,
  monthDays: 30,
  recentLeads: 5,
  contactFormDelayMs: 1500,
  replyWithinHours: 48,
  setupRedirectMs: 3000,
} as const;

export const LAYOUT = {
  navScrollThresholdPx: 10,
  mapZoom: 5,
  indiaCentre: { lat: 22.5937, lng: 78.9629 },
  mapHeightPx: 400,
  logoStripLoopSeconds: 35,
  logoStripStepPx: 300,
  heroFadeDelaysS: [0, 0.2, 0.4],
  heroFadeDurationS: 0.6,
} as const;

/** The device and service figures of spec 9, written for messages; the facts themselves live in facts.ts. */
export const CLAIMS = {
  deviceParameters: FACTS.standardTest.parameters,
  deviceResultMinutes: FACT_VALUES.reportMinutes,
  clinicParameters: FACTS.fullTest.parameters,
  clinicTestPriceRupees: FACT_VALUES.testPrice,
  savingsPerAcreRupees: FACTS.results.savingsPerAcreRupees,
  yieldGainPercent: FACT_VALUES.yieldGain,
  sampling: { spots: FACT_VALUES.samplingSpots, depthInches: FACTS.sampling.depthInches, grams: FACTS.sampling.grams },
} as const;

/**
 * The network's reach as the pages show it (facts.ts). One figure of farmers everywhere: the CSR page's is the part
 * reached through CSR programmes, and says so. Clinics are counted in the database, not written here.
 */
export const IMPACT = {
  partner: { farmers: FACT_VALUES.farmersReached, tests: FACT_VALUES.testsDone, soilDidis: FACT_VALUES.soilDidis, states: String(FACTS.reach.states) },
  csr: { farmers: FACT_VALUES.csrFarmersReached },
  startClinic: { farmers: FACT_VALUES.farmersReached },
} as const;

/** Free PDFs the server generates and serves (spec 2.8 partner proposal, 2.12 resource downloads). */
export const DOWNLOADS = {
  soilHealthBooklet: "/downloads/soil-health-booklet.pdf",
  fertilizerGuide: "/downloads/fertilizer-guide.pdf",
  cropAdvisory: "/downloads/crop-advisory.pdf",
  partnerProposal: "/downloads/partner-proposal.pdf",
} as const;

/** CSR partnership models of spec 9; the custom model's figures are not shown, so it is agreed case by case. */
export const CSR_MODELS = [
  { model: "Pilot", budget: "₹5-10 lakh", clinics: "1-2", farmers: "300-600", duration: "3-6 months" },
  { model: "Regional", budget: "₹25-50 lakh", clinics: "5-10", farmers: "1,500-3,000", duration: "12-18 months" },
  { model: "State", budget: "₹1-2 crore", clinics: "20-50", farmers: "6,000-15,000", duration: "24-36 months" },
  { model: "Custom", budget: "Tailored", clinics: "Tailored", farmers: "Tailored", duration: "Tailored" },
] as const;

/** What the clinic kit measures (spec 9): the 16 soil parameters by group, the derived ratios, the water kit. */
export const TEST_PARAMETERS = {
  soil: {
    Macro: ["Nitrate", "Ammonium", "Phosphorus", "Potassium"],
    Micro: ["Zinc", "Iron", "Boron", "Copper"],
    Secondary: ["Calcium", "Magnesium", "Sulfur"],
    Properties: ["pH", "EC", "Organic carbon", "CEC", "Total alkalinity"],
  },
  ratios: ["C:N", "Ca:Mg", "K:Mg"],
  water: ["pH", "EC", "TDS", "Fe", "S", "NO3", "K", "P", "Na", "B"],
  /** The 13 soil parameters of the Advanced Clinic package. */
  advancedSoil: ["Nitrate", "Ammonium", "P", "K", "pH", "EC", "OC", "Ca", "Mg", "S", "Zn", "Fe", "B"],
} as const;

/** The clinic business of spec 9: earnings per service, break-even and the two packages (prices in rupees, plus GST). */
export const CLINIC_BUSINESS = {
  /** What a clinic earns from a farmer's full test (16 parameters); the standard 13-parameter test is cheaper (facts.ts). */
  soilTestRupees: FACT_VALUES.fullTestPrice,
  waterTestAddOnRupees: FACT_VALUES.waterTestPrice,
  bulkProjectRupeesPerMonth: FACT_VALUES.bulkProjectPrice,
  breakEvenMonths: FACTS.clinicBusiness.breakEvenMonths,
  packages: {
    advanced: { name: "Advanced Clinic", priceRupees: FACTS.clinicBusiness.advancedPriceRupees },
    pro: { name: "Pro Clinic (Soil + Water)", priceRupees: FACTS.clinicBusiness.proPriceRupees },
  },
  partnerOptions: [
    "CSR and NGO tie-ups",
    "FPO and retailer packages",
    "Franchise / multi-clinic",
    "District-wide projects",
    "Brand integrations",
  ],
} as const;

/** Office working hours shown on the contact page (spec 2.13). */
export const OFFICE_HOURS = [
  { days: "Monday to Friday", short: "Mon-Fri", hours: "9:00 AM-6:00 PM" },
  { days: "Saturday", short: "Sat", hours: "9:00 AM-1:00 PM" },
  { days: "Sunday", short: "Sun", hours: "Closed" },
] as const;
