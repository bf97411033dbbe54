// Words and figures of the CSR page (spec 2.9): impact, approach, stories and the sample dashboard.
import { CLAIMS, IMPACT } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { Figure } from "../partners/figure-grid.tsx";
import type { Story } from "../partners/story-card.tsx";

export const csrFigures: Figure[] = [
  { value: IMPACT.csr.farmers, label: "Farmers reached through CSR programmes" },
  { value: IMPACT.csr.clinics, label: "Soil clinics set up" },
  { value: `₹${CLAIMS.savingsPerAcreRupees.toLocaleString("en-IN")}`, label: "Fertilizer saved per acre, up to" },
  { value: `${CLAIMS.yieldGainPercent}%`, label: "Higher yields on tested fields" },
];

export const approachSteps: { icon: IconName; title: string; text: string }[] = [
  { icon: "map", title: "Choose the districts", text: "We study your focus areas with you and pick villages where soil testing is scarce and farmers need it most." },
  { icon: "graduation", title: "Train local people", text: "Women and young people from those villages train as Soil Didis and clinic operators, and earn from their work." },
  { icon: "flask", title: "Test and advise", text: `Every farmer gets a soil test in ${CLAIMS.deviceResultMinutes} minutes and crop-wise fertilizer advice in their own language.` },
  { icon: "chart", title: "Measure and report", text: "Each test is geo-tagged. You see farmers reached, tests done and fertilizer saved on a live dashboard." },
];

export const csrStories: Story[] = [
  {
    title: "Soil clinics for paddy farmers in the delta",
    place: "Krishna district, Andhra Pradesh",
    partner: "Pilot programme funded by a manufacturing company's foundation",
    story:
      "Two clinics opened in village panchayat offices and four local women trained as Soil Didis. Within six months, paddy farmers had a soil report in hand before transplanting, and many stopped the extra bag of urea their soil did not need.",
    results: ["600 farmers tested in six months", "Two clinics still running on test fees", "Programme grew into a regional model"],
  },
  {
    title: "A women-led network across three districts",
    place: "Marathwada, Maharashtra",
    partner: "Regional programme with a bank's CSR arm and a local NGO",
    story:
      "Eight clinics, each run by a Soil Didi from a self-help group, now serve about forty villages. Pulses and cotton growers use the reports to plan fertilizer before sowing, and the district agriculture office uses the geo-tagged data in its planning.",
    results: ["2,400 farmers reached", "8 women earning as clinic operators", "Quarterly impact report to the board"],
  },
];

/** Sample figures for the dashboard preview: what a regional programme's sponsor sees after one year. */
export const dashboardSample = {
  programme: "Regional programme, year 1 (sample figures)",
  kpis: [
    { label: "Farmers reached", value: "2,460" },
    { label: "Soil tests done", value: "3,180" },
    { label: "Clinics active", value: "8" },
    { label: "Women trained", value: "11" },
  ],
  monthlyTests: [
    { month: "Apr", tests: 140 },
    { month: "May", tests: 210 },
    { month: "Jun", tests: 420 },
    { month: "Jul", tests: 380 },
    { month: "Aug", tests: 190 },
    { month: "Sep", tests: 230 },
    { month: "Oct", tests: 360 },
    { month: "Nov", tests: 410 },
    { month: "Dec", tests: 250 },
  ],
  districts: [
    { district: "Latur", clinics: 3, farmers: "1,020", saved: "₹8.6 lakh" },
    { district: "Osmanabad", clinics: 3, farmers: "890", saved: "₹7.1 lakh" },
    { district: "Beed", clinics: 2, farmers: "550", saved: "₹4.4 lakh" },
  ],
};

/** Schedule VII of the Companies Act, 2013: the CSR activity heads a soil programme counts under. */
export const scheduleSevenHeads = [
  "Eradicating hunger and poverty (item i)",
  "Livelihood enhancement and vocational skills (item ii)",
  "Promoting gender equality and empowering women (item iii)",
  "Environmental sustainability and soil conservation (item iv)",
  "Rural development projects (item x)",
];
