// Partnership Proposal for FPOs, NGOs, CSR teams, agri-businesses and government: who we are, how we work together, what it costs.
import { ADMIN, CLAIMS, CSR_MODELS, IMPACT } from "../../../shared/constants.ts";
import { FACT_VALUES } from "../../../shared/facts.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, steps, table, type PdfContent } from "../content.ts";
import { contactSection } from "./common.ts";

export function partnerProposal(site: SiteConfig): PdfContent {
  const brand = site.brand;
  const impact = IMPACT.partner;
  return {
    title: "Partnership Proposal",
    subtitle: `Bring soil testing and crop advice to the farmers you serve, with ${brand}: for FPOs, NGOs, CSR teams, agri-businesses and government.`,
    kicker: "For partners",
    keywords: ["partnership", "CSR", "FPO", "NGO", "soil testing", "soil clinic", "Soil Didi", "agri-business", "government"],
    sections: [
      {
        title: `About ${brand}`,
        blocks: [
          p(
            `${brand} makes soil testing fast, affordable and local, and turns every test into advice a farmer can act on. We combine four things that work together in the village:`,
          ),
          bullets(
            { term: "A portable soil-testing device:", text: `${CLAIMS.deviceParameters} parameters, including micronutrients, with results in ${CLAIMS.deviceResultMinutes} minutes, right in the village.` },
            { term: "Village soil clinics:", text: `run by trained agri-graduates and local entrepreneurs, charging farmers ₹${CLAIMS.clinicTestPriceRupees} per sample.` },
            { term: "Soil Didi:", text: "a programme that trains rural women and youth to collect samples, run tests and explain results to farmers in their own language, and earn an income doing it." },
            { term: "A digital platform:", text: "soil data, satellite data and AI combined into crop-specific fertilizer advice, with geo-tagged history for every field and a dashboard for partners." },
          ),
          h("The problem we solve"),
          p(
            "Most Indian farmers decide fertilizer by habit. Laboratory testing is slow and far away, and reports often arrive after sowing, in a format that is hard to act on. The result is overuse of urea and DAP, neglect of potash, sulphur and micronutrients, rising costs and tired soils.",
          ),
          p(
            `A test in the village, explained by someone the farmer trusts, changes that. Farmers who follow the advice save up to ₹${FACT_VALUES.savingsPerAcre} per acre on fertilizer and see yield gains of ${CLAIMS.yieldGainPercent}%.`,
          ),
        ],
      },
      {
        title: "Our impact so far",
        blocks: [
          table(
            ["Measure", "Figure"],
            [
              ["Farmers reached", impact.farmers],
              ["Soil tests done", impact.tests],
              ["Soil Didis trained and working", impact.soilDidis],
              ["States", impact.states],
            ],
            [3, 1.5],
          ),
          p("Every figure is backed by geo-tagged records on our platform. Partners see the same data for their own projects on their dashboard, down to the village and the individual farmer report."),
        ],
      },
      {
        title: "Ways to work together",
        blocks: [
          p("We shape each partnership around the farmers you already serve. These are the models partners choose most often; many combine two or more."),
          h("Farmer producer organisations (FPOs)"),
          bullets(
            "A soil clinic at the FPO office or collection centre, run by the FPO's own staff or a Soil Didi.",
            "Testing for every member before each season at a bulk rate, with soil health cards in the local language.",
            "Input planning: aggregated, soil-test based fertilizer orders, so the FPO buys what members actually need.",
          ),
          h("NGOs and foundations"),
          bullets(
            "Soil Didi training for women's self-help groups and rural youth, with certification and a device.",
            "Village soil-health camps combined with your existing livelihood, water or nutrition programmes.",
            "Baseline and end-line soil data for your impact reports.",
          ),
          h("CSR programmes"),
          bullets(
            "Funded clinics and farmer camps in the districts you choose, with a clear budget, reach and timeline (see the models in the next section).",
            "Eligible under Schedule VII of the Companies Act, 2013: livelihood enhancement, environmental sustainability and rural development.",
            "A live dashboard and quarterly impact reports for your board and annual CSR report.",
          ),
          h("Agri-businesses and input retailers"),
          bullets(
            "A clinic inside your shop or warehouse: test first, then recommend the right products. Farmers come back to a dealer who saved them money.",
            "FPO and retailer packages, franchise and multi-clinic set-ups.",
            "Brand integrations: your products in our crop advice where the soil test calls for them, always led by the soil data.",
          ),
          h("Government bodies"),
          bullets(
            "District-wide soil testing drives that complement the Soil Health Card scheme, with results in minutes instead of weeks.",
            "Work with Krishi Vigyan Kendras and agriculture departments on training and demonstrations.",
            "Field-level soil data for district planning, available to the department on the dashboard.",
          ),
        ],
      },
      {
        title: "CSR partnership models",
        blocks: [
          p("Four models with clear budgets and outcomes. Each includes devices, training, clinic set-up, farmer testing, advisory and reporting."),
          table(
            ["Model", "Budget", "Clinics", "Farmers", "Duration"],
            CSR_MODELS.map((m) => [m.model, m.budget, m.clinics, m.farmers, m.duration]),
            [1.1, 1.3, 0.9, 1.2, 1.2],
            "Budgets in Indian rupees, excluding GST. The custom model is designed with you for your geography and goals.",
          ),
          h("What every partner receives"),
          bullets(
            "A partner dashboard with tests, farmers, villages and soil trends, updated as tests happen.",
            "A soil health card for every farmer tested, shared on paper and on WhatsApp.",
            "Quarterly reports with photographs, farmer stories and outcome figures; a final impact report.",
            "Your organisation's name on clinic boards, camp banners and farmer reports, where you wish.",
          ),
          callout(
            "Start small, scale with evidence",
            "Many partners begin with a pilot of one or two clinics for one season, review the farmer results with us, and then expand to a regional or state programme.",
          ),
        ],
      },
      {
        title: "How we engage",
        blocks: [
          steps(
            { term: "Introductory call.", text: "We learn about your farmers, geography and goals, and share relevant results from our current projects." },
            { term: "Field assessment.", text: "A short visit or data review to choose villages, clinic locations and the right model." },
            { term: "Proposal and agreement.", text: "A written plan with budget, targets, timeline and reporting, signed as an MoU or contract." },
            { term: "Set-up and training.", text: "Devices delivered, clinic operators and Soil Didis trained and certified, and farmers mobilised through camps." },
            { term: "Testing and advisory.", text: "Farmers tested each season, with crop-specific advice and follow-up visits." },
            { term: "Review and scale.", text: "Regular reviews on the dashboard, a final impact report, and a plan for what comes next." },
          ),
        ],
      },
      contactSection(
        site,
        `We would be glad to discuss a partnership. Write to us or call, and a member of our partnerships team will reply within ${ADMIN.replyWithinHours} hours.`,
        "To help us prepare, tell us about your organisation, the districts you work in, the number of farmers you reach and the model that interests you.",
      ),
    ],
  };
}
