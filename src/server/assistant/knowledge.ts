// The assistant's knowledge: short passages built from the site's own content, so every fact has one source.
import { CLAIMS, CLINIC_BUSINESS, CSR_MODELS, IMPACT, OFFICE_HOURS, TEST_PARAMETERS } from "../../shared/constants.ts";
import { clinicServices } from "../../shared/schemas/clinic.ts";
import type { PublicPath } from "../../shared/public-routes.ts";
import { routeText } from "../route-text.ts";
import { serverText } from "../i18n.ts";
import type { Msg } from "../../client/i18n/ids.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { processSteps as farmerSteps, reasons, samplingDonts, samplingSteps } from "../../client/features/marketing/farmers/farmers-content.ts";
import { engagementModels } from "../../client/features/marketing/partners/partner-content.ts";
import { audiences, earnings, packages, setupSteps } from "../../client/features/marketing/start-clinic/start-clinic-content.ts";

export interface PageLink {
  label: string;
  path: PublicPath;
}

export interface Passage {
  id: string;
  title: string;
  /** Words a visitor is likely to use for this topic, which the passage text may not contain. */
  keywords: string;
  /** The answer, in plain words. */
  text: string;
  links: PageLink[];
}

const link = (path: PublicPath): PageLink => ({ label: routeText(path, "link"), path });
const { spots, depthInches, grams } = CLAIMS.sampling;
/** A text of the site's pages, in English (the answers are English; issue 12 brings Hindi). */
const en = (m: Msg) => serverText("en", m);
/** A page step as a sentence. */
const sentence = (s: { title: Msg; text: Msg }) => `${en(s.title)}: ${en(s.text)}`;
/** The "who can start a clinic" card about rural women, who become Soil Didis. */
const soilDidiAudience = audiences.find((a) => a.title === "startClinic.who.women.title");

/** Builds the passages for one site configuration (brand, phones and e-mails may be overridden by the environment). */
export function buildKnowledge(site: SiteConfig): Passage[] {
  const contactLine = `Call ${site.phones[0]} or ${site.phones[1]}, or e-mail ${site.infoEmail}.`;
  const hours = OFFICE_HOURS.map((h) => `${h.short} ${h.hours}`).join(", ");
  return [
    {
      id: "get-tested",
      title: "How to get your soil tested",
      keywords: "get soil tested test my soil testing how sample steps process nearest clinic",
      text: [
        `Collect soil from ${spots} spots in your field, ${depthInches} inches deep, mix it and keep about ${grams} g. A Soil Didi can also collect it for you.`,
        sentence(farmerSteps[1]!),
        sentence(farmerSteps[2]!),
      ].join(" "),
      links: [link("/find-clinic"), link("/for-farmers")],
    },
    {
      id: "sampling",
      title: "How to take a soil sample",
      keywords: "sample sampling collect dig depth spots grams bag dry mix field",
      text: `${samplingSteps.map(en).join(" ")} Do not take soil: ${samplingDonts.map((d) => en(d).toLowerCase()).join("; ")}.`,
      links: [link("/for-farmers"), link("/resources")],
    },
    {
      id: "services",
      title: "Our services",
      keywords: "services offer provide products solutions what do you do device clinic platform",
      text: [
        `We offer four things. A portable soil-testing device that tests ${CLAIMS.deviceParameters} soil parameters with results in ${CLAIMS.deviceResultMinutes} minutes (buy or rent one through the contact page).`,
        `Village soil clinics run by trained agri-graduates, testing up to ${CLAIMS.clinicParameters} parameters at ₹${CLAIMS.clinicTestPriceRupees} per sample.`,
        "The Soil Didi programme, which trains rural women and young people to collect samples, test soil and explain the results.",
        "A digital platform that combines soil data, satellite images and AI into crop-specific fertilizer advice.",
        "You can also start your own soil clinic with our kit, training and support.",
      ].join(" "),
      links: [link("/solutions"), link("/find-clinic"), link("/start-clinic")],
    },
    {
      id: "soil-didi",
      title: "Becoming a Soil Didi",
      keywords: "soil didi become join apply women youth training programme earn village",
      text: [
        "Soil Didis are rural women and young people we train to collect soil samples, test them and explain the results to farmers in their own village.",
        soilDidiAudience ? sentence(soilDidiAudience) : "",
        `${IMPACT.partner.soilDidis} Soil Didis are already at work.`,
        "To apply, send us a message through the contact form, or see how to start your own clinic.",
      ]
        .filter(Boolean)
        .join(" "),
      links: [link("/contact"), link("/start-clinic")],
    },
    {
      id: "prices",
      title: "Testing prices",
      keywords: "price prices cost costs fee charge rupees how much testing prices pay cheap",
      text: [
        `A soil test at a soil clinic costs ₹${CLAIMS.clinicTestPriceRupees} per sample, and the results are ready in ${CLAIMS.deviceResultMinutes} minutes.`,
        `Farmers who follow their report save up to ₹${CLAIMS.savingsPerAcreRupees} per acre on fertilizer.`,
        `If you run your own clinic, you earn ₹${CLINIC_BUSINESS.soilTestRupees} per test for a full report with crop advice; the ${packages.map((p) => `${en(p.name)} costs ${p.price} ${en(p.gstNote)}`).join(" and the ")}.`,
      ].join(" "),
      links: [link("/find-clinic"), link("/start-clinic")],
    },
    {
      id: "clinics",
      title: "Soil clinics near you",
      keywords: "clinic clinics near nearest find location district state map where address",
      text: `Our soil clinics are small testing centres in villages and market towns, run by trained agri-graduates. The clinic finder lets you search by clinic name, district or state, filter by service (${clinicServices.join(", ")}), and see each clinic's address, phone and directions on a map. There are ${IMPACT.startClinic.clinics} clinics in the network.`,
      links: [link("/find-clinic")],
    },
    {
      id: "start-clinic",
      title: "Start your own soil clinic",
      keywords: "start open own clinic business franchise package packages entrepreneur invest setup earn income",
      text: [
        `Two packages: ${packages.map((p) => `${en(p.name)}, ${p.price} ${en(p.gstNote)} (${en(p.summary)})`).join("; ")}.`,
        `Both include ${packages[0]!.features.slice(-4).map(en).join(", ").toLowerCase()}.`,
        `Setup in ${setupSteps.length} steps: ${setupSteps.map((s) => en(s.title).toLowerCase()).join(", ")}.`,
        `Active clinics break even within ${CLINIC_BUSINESS.breakEvenMonths} months. EMI and partner discounts are available, with pan-India delivery.`,
      ].join(" "),
      links: [link("/start-clinic")],
    },
    {
      id: "earnings",
      title: "What a clinic earns",
      keywords: "earn earnings income money profit revenue commission water test add-on",
      text: `A clinic earns from ${earnings.map((e) => `${en(e.title).toLowerCase()} (${en(e.amount)} ${en(e.unit)})`).join(", ")}. Active clinics break even within ${CLINIC_BUSINESS.breakEvenMonths} months.`,
      links: [link("/start-clinic")],
    },
    {
      id: "parameters",
      title: "What the test measures",
      keywords: "parameters nutrients measure nitrogen phosphorus potassium zinc ph ec organic carbon water test ratios",
      text: [
        `The clinic test covers ${CLAIMS.clinicParameters} soil parameters: ${Object.entries(TEST_PARAMETERS.soil)
          .map(([group, names]) => `${group.toLowerCase()}: ${names.join(", ")}`)
          .join("; ")}.`,
        `It also gives the ratios ${TEST_PARAMETERS.ratios.join(", ")}, and the water kit tests ${TEST_PARAMETERS.water.join(", ")}.`,
      ].join(" "),
      links: [link("/start-clinic"), link("/solutions")],
    },
    {
      id: "why-test",
      title: "Why test your soil",
      keywords: "why benefit benefits save fertilizer yield harvest reasons",
      text: reasons.map((r) => `${en(r.title)}. ${en(r.text)}`).join(" "),
      links: [link("/for-farmers")],
    },
    {
      id: "csr",
      title: "CSR partnerships",
      keywords: "csr corporate social responsibility foundation fund sponsor budget model pilot regional state",
      text: [
        `Our CSR programmes have reached ${IMPACT.csr.farmers} farmers through ${IMPACT.csr.clinics} clinics.`,
        `Models: ${CSR_MODELS.map((m) => `${m.model} (${m.budget}, ${m.clinics} clinics, ${m.farmers} farmers, ${m.duration})`).join("; ")}.`,
      ].join(" "),
      links: [link("/csr")],
    },
    {
      id: "partners",
      title: "Partnering with us",
      keywords: "partner partnership collaborate fpo ngo retailer government research investor tie-up",
      text: [
        `Ways to work with us: ${engagementModels.map((m) => `${en(m.title).toLowerCase()}: ${en(m.description)}`).join(" ")}`,
        `Partner options also include ${CLINIC_BUSINESS.partnerOptions.join(", ").toLowerCase()}.`,
        `So far: ${IMPACT.partner.farmers} farmers, ${IMPACT.partner.tests} tests, ${IMPACT.partner.states} states.`,
      ].join(" "),
      links: [link("/for-partners"), link("/csr")],
    },
    {
      id: "platform",
      title: "Soil intelligence platform",
      keywords: "platform ai satellite digital app data advice advisory soil intelligence",
      text: "Every test feeds our digital platform, which combines your soil results with satellite images of your field, the weather and your crop, and turns them into a simple plan: which fertilizer, how much and when.",
      links: [link("/soil-intelligence")],
    },
    {
      id: "device",
      title: "The portable testing device",
      keywords: "device machine kit portable buy rent purchase instrument",
      text: `Our portable device tests ${CLAIMS.deviceParameters} soil parameters in the village, with results in ${CLAIMS.deviceResultMinutes} minutes. You can buy or rent one: tell us through the contact page.`,
      links: [link("/solutions"), link("/contact")],
    },
    {
      id: "contact",
      title: "Contact us",
      keywords: "contact phone call email address office hours talk speak reach whatsapp",
      text: `${contactLine} Offices: ${[site.offices.bangalore, site.offices.delhi].map((o) => `${o.city}, ${o.lines.join(", ")}`).join("; ")}. Hours: ${hours}.`,
      links: [link("/contact")],
    },
  ];
}
