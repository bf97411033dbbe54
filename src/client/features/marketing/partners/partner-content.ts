// Words and figures of the partner page (spec 2.8): collaboration and engagement models, stories, collaborators.
import { CLAIMS, IMPACT } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { Figure } from "./figure-grid.tsx";

export const partnerFigures: Figure[] = [
  { value: IMPACT.partner.farmers, label: "Farmers reached" },
  { value: IMPACT.partner.tests, label: "Soil tests done" },
  { value: IMPACT.partner.soilDidis, label: "Soil Didis trained" },
  { value: IMPACT.partner.states, label: "States" },
];

export const collaborationModels: { icon: IconName; title: string; who: string; text: string }[] = [
  {
    icon: "people",
    title: "Clinics for your members",
    who: "FPOs and cooperatives",
    text: "We set up a soil clinic at your office or collection centre and train your staff to run it. Your members get tested soil and clear advice at a fair price, and the FPO earns from every test.",
  },
  {
    icon: "heart",
    title: "Programmes that reach the last village",
    who: "NGOs and CSR foundations",
    text: "Fund clinics and Soil Didi training in the districts you care about. We run the field work and report farmers reached, tests done and fertilizer saved, village by village.",
  },
  {
    icon: "store",
    title: "Testing at the input counter",
    who: "Agri-input retailers and companies",
    text: "Add soil testing where farmers already buy seed and fertilizer. Sell the right product for each field, build trust, and give your customers advice they come back for.",
  },
  {
    icon: "building",
    title: "Soil health at district scale",
    who: "Government and research bodies",
    text: "Support Soil Health Card work with fast, portable testing and geo-tagged results. Researchers get clean, consented field data for trials and studies.",
  },
];

export const successStories = [
  {
    title: "A farmer producer company cuts its members' urea bill",
    place: "Dharwad district, Karnataka",
    partner: "Farmer producer organisation, 1,200 members",
    story:
      "The FPO opened two soil clinics at its collection centres and trained four members' daughters as Soil Didis. In the first kharif season they tested over 900 fields. Farmers who followed the advice cut urea and DAP where the soil did not need it, and put the money into zinc and boron where it did.",
    results: ["900+ fields tested in one season", `Up to ₹${CLAIMS.savingsPerAcreRupees.toLocaleString("en-IN")} saved per acre on fertilizer`, "Clinic running costs covered by test fees"],
  },
  {
    title: "Women run soil clinics in drought-prone villages",
    place: "Vidarbha region, Maharashtra",
    partner: "NGO working with women's self-help groups",
    story:
      "With CSR funds, the NGO chose twelve women from self-help groups to become Soil Didis. Each now tests soil for farmers in four to five villages and shares reports on WhatsApp. Cotton and soybean growers changed their fertilizer plan before sowing, and the Didis earn a steady income close to home.",
    results: ["12 Soil Didis earning from their clinics", `${CLAIMS.yieldGainPercent}% higher yields reported on tested fields`, "Results shared with the district agriculture office"],
  },
];

export const engagementModels = [
  {
    title: "Service partner",
    description: "Buy soil testing for the farmers you serve, with no set-up on your side.",
    features: ["Testing camps in your villages", "Printed and WhatsApp reports in the local language", "Season-wise crop advisory", "A summary report for your team"],
  },
  {
    title: "Implementation partner",
    description: "Run clinics under your own programme, with our device, training and platform.",
    features: ["Clinic kits and Soil Didi training", "Your own dashboard of tests and farmers", "Field support and refresher training", "Joint impact report each season"],
  },
  {
    title: "Strategic partner",
    description: "Build soil health into your products, schemes or research over several years.",
    features: ["District or state-wide roll-out plan", "Data sharing with farmer consent", "Co-branded farmer outreach", "Quarterly reviews with our leadership"],
  },
];

export const collaboratorGroups = [
  { title: "Farmer producer organisations", text: "FPOs and cooperatives that host clinics for their members." },
  { title: "Krishi Vigyan Kendras", text: "District farm science centres that use our results in farmer training." },
  { title: "Agricultural universities", text: "Soil scientists who check our methods and advise on crop recommendations." },
  { title: "Women's self-help groups", text: "Groups whose members train and work as Soil Didis." },
  { title: "CSR foundations", text: "Company foundations that fund clinics in their focus districts." },
  { title: "NGOs", text: "Field organisations that bring testing to the farmers they already serve." },
  { title: "Agri-input retailers", text: "Shops that offer testing before they sell fertilizer." },
  { title: "District agriculture offices", text: "Officials who use our geo-tagged results in their soil health work." },
];
