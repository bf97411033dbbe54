// Fertilizer Guide: N, P, K, secondary and micronutrients, deficiency signs, organic options and per-acre dose planning.
import { FACT_VALUES } from "../../../shared/facts.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, steps, table, type PdfContent } from "../content.ts";
import { contactSection, perAcre } from "./common.ts";

/** Common fertilizers: nutrient content (%) and indicative subsidised retail price per kg (bag MRP / bag weight). */
const products = {
  urea: { name: "Urea", n: 46, p: 0, k: 0, bag: "45 kg bag, ₹266.50", pricePerKg: 266.5 / 45 },
  dap: { name: "DAP", n: 18, p: 46, k: 0, bag: "50 kg bag, ₹1,350", pricePerKg: 1350 / 50 },
  mop: { name: "MOP (muriate of potash)", n: 0, p: 0, k: 60, bag: "50 kg bag, about ₹1,700", pricePerKg: 1700 / 50 },
} as const;

type Plan = { urea: number; dap: number; mop: number };

export const rupees = (n: number) => `₹${Math.round(n).toLocaleString("en-IN")}`;
const cost = (plan: Plan) => plan.urea * products.urea.pricePerKg + plan.dap * products.dap.pricePerKg + plan.mop * products.mop.pricePerKg;
const supplied = (plan: Plan) => ({
  n: (plan.urea * products.urea.n + plan.dap * products.dap.n) / 100,
  p: (plan.dap * products.dap.p) / 100,
  k: (plan.mop * products.mop.k) / 100,
});

/** Products for a nutrient target per acre: DAP covers P, MOP covers K, urea tops N up to the target. */
export function planFor(target: { n: number; p: number; k: number }): Plan {
  const dap = Math.round((target.p * 100) / products.dap.p);
  const nFromDap = (dap * products.dap.n) / 100;
  return {
    dap,
    urea: Math.max(0, Math.round(((target.n - nFromDap) * 100) / products.urea.n)),
    mop: Math.round((target.k * 100) / products.mop.k),
  };
}

/** The worked wheat example: habit (2 bags DAP + 3 bags urea) against a plan from a soil test. */
export function wheatExample() {
  const recommended = { n: perAcre(120), p: perAcre(60), k: perAcre(40) };
  // Soil test: nitrogen medium (full dose), phosphorus high (a quarter less), potassium medium (full dose).
  const target = { n: recommended.n, p: Math.round(recommended.p * 0.75), k: recommended.k };
  const habit: Plan = { dap: 100, urea: 135, mop: 0 };
  const tested = planFor(target);
  return { recommended, target, habit, tested, saving: cost(habit) - cost(tested) };
}

/** The words of the worked example's table in one language. */
export interface DoseTableWords {
  product: Record<keyof Plan, string>;
  kg: string;
  headers: [fertilizer: string, habit: string, cost: string, tested: string, cost: string];
  supplied: string;
  total: string;
  note: string;
}

const ENGLISH_DOSE_TABLE: DoseTableWords = {
  product: { urea: products.urea.name, dap: products.dap.name, mop: products.mop.name },
  kg: "kg",
  headers: ["Fertilizer", "Usual habit", "Cost", "Soil-test plan", "Cost"],
  supplied: "N : P2O5 : K2O supplied (kg)",
  total: "Total per acre",
  note: "Wheat, one acre. Prices are indicative subsidised MRPs (early 2024); check with your dealer.",
};

/** The worked wheat example: habit against the soil-test plan, product by product, with what each supplies and costs. */
export function doseTable(words: DoseTableWords = ENGLISH_DOSE_TABLE) {
  const { habit, tested } = wheatExample();
  const row = (key: keyof Plan) => [
    words.product[key],
    `${habit[key]} ${words.kg}`,
    rupees(habit[key] * products[key].pricePerKg),
    `${tested[key]} ${words.kg}`,
    rupees(tested[key] * products[key].pricePerKg),
  ];
  const nutrients = (plan: Plan) => {
    const s = supplied(plan);
    return `${Math.round(s.n)} : ${Math.round(s.p)} : ${Math.round(s.k)}`;
  };
  return table(
    words.headers,
    [
      row("dap"),
      row("urea"),
      row("mop"),
      [words.supplied, nutrients(habit), "", nutrients(tested), ""],
      [words.total, "", rupees(cost(habit)), "", rupees(cost(tested))],
    ],
    [2, 1.2, 1, 1.3, 1],
    words.note,
  );
}

export function fertilizerGuide(site: SiteConfig): PdfContent {
  const ex = wheatExample();
  return {
    title: "Fertilizer Guide",
    subtitle: "What each nutrient does, how to spot a shortage in the field, organic options, and how to plan the right dose per acre.",
    kicker: "Free guide for farmers",
    keywords: ["fertilizer", "urea", "DAP", "potash", "zinc", "deficiency symptoms", "organic manure", "dose per acre"],
    sections: [
      {
        title: "Nutrients your crop needs",
        blocks: [
          p(
            "Plants need 17 nutrients. Air and water give carbon, hydrogen and oxygen. The other 14 come from the soil, and when the soil runs short, from fertilizer and manure. They fall into three groups.",
          ),
          bullets(
            { term: "Primary nutrients:", text: "nitrogen (N), phosphorus (P) and potassium (K). Needed in the largest amounts; this is what 'NPK' on a bag means." },
            { term: "Secondary nutrients:", text: "calcium (Ca), magnesium (Mg) and sulphur (S). Needed in moderate amounts." },
            { term: "Micronutrients:", text: "zinc (Zn), iron (Fe), boron (B), copper (Cu), manganese (Mn), molybdenum (Mo), chlorine and nickel. Needed in tiny amounts, but a crop short of any one of them cannot yield well." },
          ),
          callout(
            "The weakest link decides your yield",
            "A crop grows only as well as the nutrient in shortest supply allows. If zinc is missing, extra urea will not help; it will only be wasted. That is why a soil test comes before the fertilizer bag.",
          ),
        ],
      },
      {
        title: "Nitrogen, phosphorus and potassium",
        blocks: [
          h("Nitrogen (N)"),
          p("Nitrogen makes leaves green and drives growth and tillering. It moves quickly in soil and is easily lost to water and air, so timing matters more than for any other nutrient."),
          bullets(
            { term: "Shortage:", text: "older, lower leaves turn pale yellow first, starting from the tip; in maize the yellow runs down the middle of the leaf in a V shape. Plants are thin and short." },
            { term: "Too much:", text: "dark, soft, leafy plants that fall over (lodging) and attract more pests and disease." },
            { term: "Sources:", text: "urea (46% N), DAP (18% N), ammonium sulphate (20.6% N, also gives sulphur), and complex fertilizers such as 20:20:0:13." },
            { term: "Good practice:", text: "split urea into two or three doses; apply on moist soil and cover it with soil or irrigate lightly; use neem-coated urea; never broadcast urea on standing water in strong sun." },
          ),
          h("Phosphorus (P)"),
          p("Phosphorus builds roots, helps early growth and is essential for flowering and grain. It hardly moves in soil, so it must be placed near the roots at sowing. Soils that got DAP every season often have plenty stored."),
          bullets(
            { term: "Shortage:", text: "stunted plants with dark green or purple-red leaves, especially in cold weather; poor root growth and late maturity." },
            { term: "Sources:", text: "DAP (46% P2O5), single super phosphate or SSP (16% P2O5, also 11% sulphur and calcium), and complexes such as 10:26:26 or 12:32:16." },
            { term: "Good practice:", text: "apply all phosphorus as a basal dose at sowing, drilled below or beside the seed. Phosphate-solubilising bacteria (PSB) help free the phosphorus already in the soil." },
          ),
          h("Potassium (K)"),
          p("Potassium gives strong stems, fills grain and fruit, helps the plant use water and resist drought, frost and disease. Many Indian farmers skip potash entirely, and many soils are now running short."),
          bullets(
            { term: "Shortage:", text: "edges and tips of older leaves turn yellow and then brown and dry, as if scorched; weak stems, small grains, poor fruit colour and taste." },
            { term: "Sources:", text: "muriate of potash or MOP (60% K2O), sulphate of potash or SOP (50% K2O, for chloride-sensitive crops like tobacco and potato), and complexes." },
            { term: "Good practice:", text: "apply as basal dose; on sandy soils split it between sowing and the first top dressing." },
          ),
        ],
      },
      {
        title: "Secondary nutrients and micronutrients",
        blocks: [
          p("These are needed in small amounts, and most soil tests in India find at least one of them short. A small spend here often gives the biggest return."),
          table(
            ["Nutrient", "Signs of shortage in the field", "How to correct it (per acre)"],
            [
              ["Sulphur (S)", "Young leaves pale yellow all over (unlike nitrogen, which starts on old leaves). Oilseeds, pulses and onion suffer most.", "Gypsum 100 kg, or use SSP in place of part of the DAP, or bentonite sulphur (90% S) 10 kg."],
              ["Calcium (Ca)", "Young leaves and growing tips die back; blossom-end rot in tomato; weak roots. Common in acidic soils.", "Agricultural lime on acidic soils (dose from a lime requirement test); gypsum on neutral and alkaline soils."],
              ["Magnesium (Mg)", "Yellow between the veins of older leaves while veins stay green; reddening of cotton leaves.", "Magnesium sulphate 10 kg to the soil, or a 1% spray (10 g per litre of water)."],
              ["Zinc (Zn)", "Paddy: rusty brown spots and stunted plants 2-4 weeks after transplanting (khaira). Maize: white bud. Wheat: pale bands on leaves.", "Zinc sulphate (21% Zn) 10 kg at sowing, once in two or three seasons; or a 0.5% zinc sulphate spray."],
              ["Iron (Fe)", "Young leaves turn yellow-white between green veins; common in alkaline soils and paddy nurseries on light soils.", "Spray 0.5-1% ferrous sulphate (5-10 g per litre) two or three times, a week apart. Soil application works poorly."],
              ["Boron (B)", "Poor flowering and fruit set; hollow or brown stems in cauliflower and cabbage; cracked fruit; shedding of cotton squares.", "Borax 4 kg to the soil, or a 0.2% borax spray (2 g per litre) at flowering. Too much boron is toxic: do not repeat without a test."],
              ["Copper (Cu)", "Tips of young leaves twist and die; ears of wheat stay empty.", "Copper sulphate 2-4 kg to the soil on deficient soils only."],
            ],
            [1, 2.2, 2.2],
          ),
          callout(
            "Spray solutions safely",
            "Use clean water, spray in the morning or evening, not in hot sun, and never mix micronutrient sprays with pesticides unless the label says you may. Wear a mask and gloves.",
          ),
        ],
      },
      {
        title: "Organic options",
        blocks: [
          p("Organic manures feed the soil as well as the crop. They build organic carbon, hold water and keep soil life active, so chemical fertilizer works better. Use them together with a soil-test plan; they seldom replace it fully."),
          table(
            ["Organic source", "Nutrients (approximate)", "How to use (per acre)"],
            [
              ["Farmyard manure (FYM)", "0.5% N, 0.2% P2O5, 0.5% K2O", "4-5 tonnes of well-rotted manure, spread and mixed 2-3 weeks before sowing. Fresh dung can burn seedlings."],
              ["Vermicompost", "1-1.5% N, 0.8% P2O5, 1% K2O", "1-2 tonnes for field crops; a handful around each plant in vegetables."],
              ["Green manure (dhaincha, sunhemp)", "Adds 25-30 kg N", "Sow 20 kg seed; plough in at 40-45 days, before flowering, one week before transplanting paddy."],
              ["Neem cake", "4-5% N, also slows nitrogen loss", "80-100 kg at sowing; can be mixed with urea."],
              ["Biofertilizers", "Fix nitrogen or free phosphorus", "Rhizobium for pulses; Azotobacter or Azospirillum for cereals; PSB for all crops. Treat seed with 200 g per 10 kg seed, in shade, just before sowing."],
              ["Crop residue", "Returns most of the potash the crop took", "Chop and mix into the soil or leave as mulch. Never burn it."],
            ],
            [1.4, 1.5, 2.6],
          ),
          p("Subtract what your manure supplies from the fertilizer dose. For example, 4 tonnes of good farmyard manure gives roughly 20 kg nitrogen, 8 kg phosphate and 20 kg potash, though only about a third of it becomes available in the first season."),
        ],
      },
      {
        title: "Plan your dose per acre",
        blocks: [
          p("Recommendations from universities and soil-test reports are often written in kilograms of nutrient per hectare. Your fertilizer comes in bags of product. Here is how to get from one to the other."),
          steps(
            { term: "Change hectare to acre.", text: "Divide by 2.47. For example, 120 kg N per hectare is about 49 kg N per acre." },
            { term: "Adjust to your soil test.", text: "Low rating: add a quarter (x 1.25). Medium: use the dose as it is. High: cut a quarter (x 0.75)." },
            { term: "Start with phosphorus.", text: "Kilograms of DAP = kg of P2O5 needed x 100 / 46. Note that DAP also gives 18% nitrogen." },
            { term: "Then potash.", text: "Kilograms of MOP = kg of K2O needed x 100 / 60." },
            { term: "Then top up nitrogen.", text: "Kilograms of urea = (kg N needed - N already from DAP) x 100 / 46. Split it into two or three doses." },
          ),
          h("A worked example: one acre of wheat"),
          p(
            `The general recommendation for irrigated wheat is 120 : 60 : 40 kg N : P2O5 : K2O per hectare, that is ${ex.recommended.n} : ${ex.recommended.p} : ${ex.recommended.k} kg per acre. The soil test shows nitrogen medium, phosphorus high and potassium medium, so phosphorus is cut by a quarter to ${ex.target.p} kg.`,
          ),
          doseTable(),
          callout(
            `You save about ${rupees(ex.saving)} per acre`,
            `The soil-test plan costs about ${rupees(ex.saving)} less and, unlike the habit, it gives the crop the potash it needs. Across five acres that is about ${rupees(ex.saving * 5)} back in your pocket every season. Savings of up to ₹${FACT_VALUES.savingsPerAcre} per acre are common once farmers follow their soil report.`,
          ),
          h("Buying and applying"),
          bullets(
            "Buy from a licensed dealer and ask for a bill. Check the bag is sealed and not past its date.",
            "Match each product to its job: DAP and MOP at sowing, urea in splits.",
            "Keep fertilizer dry, off the floor and away from seed, food and children.",
            "Write down what you applied and when. Compare with your next soil test.",
          ),
        ],
      },
      contactSection(site, `Not sure about your dose? Bring your soil report to a ${site.brand} clinic or call us, and we will work out a plan for your field and crop.`),
    ],
  };
}
