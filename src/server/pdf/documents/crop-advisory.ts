// Crop Advisory: kharif and rabi guidance for paddy, wheat, cotton, maize, pulses and vegetables, tied to soil test results.
import { CLAIMS } from "../../../shared/constants.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, table, type Block, type PdfContent } from "../content.ts";
import { contactSection, npkPerAcre, perAcre } from "./common.ts";

interface CropDose {
  crop: string;
  season: string;
  sowing: string;
  /** General N : P2O5 : K2O recommendation, kg per hectare, for irrigated crops. */
  npkPerHectare: readonly [number, number, number];
  watch: string;
}

export const doses: CropDose[] = [
  { crop: "Paddy (transplanted)", season: "Kharif", sowing: "Nursery late May-June; transplant June-July", npkPerHectare: [120, 60, 40], watch: "Zinc, iron in nurseries" },
  { crop: "Maize (hybrid)", season: "Kharif / Rabi", sowing: "June-July with the monsoon; October-November in rabi areas", npkPerHectare: [150, 60, 40], watch: "Zinc" },
  { crop: "Cotton (Bt, irrigated)", season: "Kharif", sowing: "April-May in the north; June with the monsoon elsewhere", npkPerHectare: [150, 60, 60], watch: "Boron, magnesium" },
  { crop: "Pulses (tur, moong, urad, chana)", season: "Kharif / Rabi", sowing: "June-July (tur, moong, urad); October-November (chana)", npkPerHectare: [20, 40, 20], watch: "Sulphur, molybdenum" },
  { crop: "Wheat (timely sown)", season: "Rabi", sowing: "1-25 November (up to mid-December for late varieties)", npkPerHectare: [120, 60, 40], watch: "Zinc, manganese, sulphur" },
  { crop: "Tomato", season: "All seasons", sowing: "Transplant June-July, October-November or January-February", npkPerHectare: [150, 80, 80], watch: "Boron, calcium" },
  { crop: "Onion", season: "Kharif / Rabi", sowing: "Transplant July-August (kharif) or December-January (rabi)", npkPerHectare: [100, 50, 80], watch: "Sulphur" },
  { crop: "Potato", season: "Rabi", sowing: "October-November", npkPerHectare: [180, 80, 100], watch: "Potash, zinc" },
];

function cropBlocks(name: string, soil: string, dos: string[], test: string[]): Block[] {
  return [h(name), p(soil), bullets(...dos), bullets(...test.map((text) => ({ term: "If your soil test shows", text })))];
}

export function cropAdvisory(site: SiteConfig): PdfContent {
  const paddy = doses[0]!.npkPerHectare;
  return {
    title: "Crop Advisory",
    subtitle: "Kharif and rabi guidance for paddy, wheat, cotton, maize, pulses and vegetables, and how to adjust it to your soil test.",
    kicker: "Season guide for farmers",
    keywords: ["crop advisory", "kharif", "rabi", "paddy", "wheat", "cotton", "maize", "pulses", "vegetables", "fertilizer dose"],
    sections: [
      {
        title: "How to use this advisory",
        blocks: [
          p(
            "The doses in this guide are general recommendations for irrigated crops with medium soil fertility. Your own field may need more or less. Use this guide together with your soil test report and the package of practices of your state agricultural university or Krishi Vigyan Kendra (KVK).",
          ),
          h("Adjusting a dose to your soil test"),
          table(
            ["Soil test rating", "What to do with the recommended dose", "Example: paddy nitrogen"],
            [
              ["Low", "Add a quarter (x 1.25)", `${perAcre(paddy[0] * 1.25)} kg N per acre`],
              ["Medium", "Use the dose as it is", `${perAcre(paddy[0])} kg N per acre`],
              ["High", "Cut a quarter (x 0.75)", `${perAcre(paddy[0] * 0.75)} kg N per acre`],
              ["Very high (phosphorus or potash)", "Skip that nutrient for one season and test again", "Not applicable to nitrogen"],
            ],
            [1.4, 2, 1.6],
          ),
          h("Fix the soil before you feed the crop"),
          table(
            ["If your soil test shows", "What to do"],
            [
              ["pH below 5.5 (acidic)", "Apply agricultural lime as per the lime requirement on your report, 2-3 weeks before sowing. Prefer pulses and crops that tolerate acidity until pH improves."],
              ["pH above 8.5 (alkaline or sodic)", "Apply gypsum as per the gypsum requirement, flood and drain. Add organic manure. Expect zinc and iron shortages."],
              ["EC above 3 dS/m (salty)", "Level the field, irrigate with good water to wash the salt down, and choose tolerant crops such as barley, mustard or cotton."],
              ["Organic carbon below 0.5%", "Add 4-5 tonnes of farmyard manure per acre or grow a green manure crop; keep crop residue on the field."],
              ["Zinc below 0.6 mg/kg", "Apply 10 kg zinc sulphate per acre at sowing or puddling, once in two or three seasons."],
              ["Sulphur below 10 mg/kg", "Use SSP for part of the phosphorus, or 100 kg gypsum per acre."],
              ["Boron below 0.5 mg/kg", "Apply 4 kg borax per acre, or spray 0.2% borax at flowering."],
            ],
            [1.6, 4],
          ),
        ],
      },
      {
        title: "Season calendar and doses",
        blocks: [
          p(
            "Kharif crops are sown with the monsoon (June-July) and harvested from September to November. Rabi crops are sown after the monsoon (October-December) and harvested from March to April. Sowing windows below are typical for north and central India; follow your local calendar.",
          ),
          table(
            ["Crop", "Season", "Sowing time", "N : P2O5 : K2O (kg per acre)", "Watch for"],
            doses.map((d) => [d.crop, d.season, d.sowing, npkPerAcre(d.npkPerHectare), d.watch]),
            [1.5, 0.9, 2.1, 1.2, 1.1],
            "General recommendations for irrigated crops on soils of medium fertility, converted from kg per hectare. Adjust them to your soil test.",
          ),
          callout(
            "Test before every main season",
            `A test 2-3 weeks before kharif and again before rabi lets you plan each crop's fertilizer. At a clinic it costs ₹${CLAIMS.clinicTestPriceRupees} and takes ${CLAIMS.deviceResultMinutes} minutes, usually far less than one wasted bag of DAP.`,
          ),
        ],
      },
      {
        title: "Kharif crops",
        blocks: [
          ...cropBlocks(
            "Paddy",
            "Paddy grows best at pH 5.5-7.5 on clay or clay-loam soils that hold water. Zinc shortage (khaira) is the most common hidden loss, especially on alkaline soils and fields that stay flooded.",
            [
              "Apply all phosphorus and potash at the last puddling, and nitrogen in three parts: at transplanting, at tillering (3 weeks) and at panicle initiation (6-7 weeks).",
              "Grow dhaincha or sunhemp as green manure for 40-45 days before transplanting: it can replace about a quarter of the urea.",
              "Keep 2-5 cm of water in the field; drain before top-dressing urea and re-flood after 2 days.",
            ],
            [
              "zinc below 0.6 mg/kg: mix 10 kg zinc sulphate per acre into the puddle. Never mix zinc sulphate with DAP in the same basket.",
              "iron shortage or pH above 8: spray 1% ferrous sulphate on yellowing nursery seedlings.",
              "potassium low: do not skip MOP; paddy on sandy soils loses potash fast.",
            ],
          ),
          ...cropBlocks(
            "Maize",
            "Maize needs well-drained loam soil at pH 5.5-7.5. It cannot stand waterlogging even for a day or two at the young stage, and it is very sensitive to zinc shortage.",
            [
              "Apply a third of the nitrogen and all phosphorus and potash at sowing; the rest of the nitrogen at knee height and just before tasselling.",
              "Sow on ridges in heavy soils so roots do not sit in water after rain.",
            ],
            [
              "zinc below 0.6 mg/kg: apply 10 kg zinc sulphate per acre at sowing. White streaks on young leaves (white bud) mean zinc is already short: spray 0.5% zinc sulphate.",
              "organic carbon low: add farmyard manure; maize responds well to it.",
            ],
          ),
          ...cropBlocks(
            "Cotton",
            "Cotton grows on deep black soils and alluvial soils at pH 6-8 and tolerates some salt. Boron and magnesium shortages cause shedding of squares and bolls and red leaves.",
            [
              "Apply all phosphorus and potash and a third of the nitrogen at sowing; the rest at square formation and at flowering.",
              "Do not over-apply nitrogen: it gives tall, leafy plants, more sucking pests and late bolls.",
            ],
            [
              "boron below 0.5 mg/kg: apply 4 kg borax per acre, or spray 0.2% borax at square formation and flowering.",
              "magnesium low or reddening leaves: spray 1% magnesium sulphate at flowering and boll formation.",
              "EC above 4 dS/m: expect poor germination; sow on the side of the ridge and irrigate lightly and often.",
            ],
          ),
        ],
      },
      {
        title: "Rabi crops",
        blocks: [
          ...cropBlocks(
            "Wheat",
            "Wheat grows best on loam soils at pH 6-8. In rice-wheat fields, zinc, manganese and sulphur shortages are common, and organic carbon is often low because of residue burning.",
            [
              "Apply half the nitrogen and all phosphorus and potash at sowing; the other half at the first irrigation (crown root stage, about 21 days).",
              "Sow with a happy seeder into rice residue instead of burning it.",
              "Give the first irrigation at 20-25 days; missing it costs more yield than any fertilizer can make up.",
            ],
            [
              "zinc below 0.6 mg/kg: apply 10 kg zinc sulphate per acre at sowing, unless it was given to the rice crop before.",
              "sulphur below 10 mg/kg: use SSP instead of part of the DAP.",
              "light sandy soil after rice: watch for grey streaks on middle leaves (manganese shortage) and spray 0.5% manganese sulphate.",
            ],
          ),
          ...cropBlocks(
            "Pulses (chana, masoor; also kharif tur, moong and urad)",
            "Pulses make much of their own nitrogen through root nodules, so they need only a starter dose. They need phosphorus and sulphur, and most are sensitive to salt and waterlogging.",
            [
              "Treat seed with Rhizobium and PSB culture (200 g each per 10 kg seed) in the shade, just before sowing.",
              "Give only the starter nitrogen in the table; more nitrogen reduces nodules and encourages leaf instead of pods.",
            ],
            [
              "sulphur below 10 mg/kg: apply 100 kg gypsum per acre or use SSP as the phosphorus source.",
              "pH below 5.5: apply lime; on acidic soils a seed treatment with sodium molybdate (1 g per kg seed) helps nodules.",
              "EC above 2 dS/m: choose another crop for that field; chana and moong lose heavily on salty soil.",
            ],
          ),
        ],
      },
      {
        title: "Vegetables",
        blocks: [
          p(
            "Vegetables give high returns per acre but take a lot of nutrients in a short time. Good organic manure, split fertilizer doses and micronutrients make the difference between an average and a good crop.",
          ),
          ...cropBlocks(
            "Tomato",
            "Tomato prefers well-drained loam at pH 6-7. Boron and calcium shortages cause fruit cracking and blossom-end rot (black patch at the bottom of the fruit).",
            [
              "Mix 8-10 tonnes of farmyard manure per acre before transplanting.",
              "Give half the nitrogen and all phosphorus and potash at transplanting; the rest in two or three doses up to fruiting, or through drip.",
              "Irrigate evenly: dry-then-wet spells cause blossom-end rot even when soil calcium is fine.",
            ],
            ["boron below 0.5 mg/kg: apply 4 kg borax per acre, or spray 0.2% borax at flowering.", "calcium low or pH below 6: apply lime before planting; spray 0.5% calcium nitrate at fruit set."],
          ),
          ...cropBlocks(
            "Onion and potato",
            "Onion needs sulphur for pungency and storage; potato needs plenty of potash for tuber size and quality. Both like loose, well-drained soil rich in organic matter.",
            [
              "Onion: give all phosphorus and potash and a third of the nitrogen at transplanting; the rest at 30 and 45 days. Stop nitrogen 60 days after transplanting so bulbs store well.",
              "Potato: apply half the nitrogen and all phosphorus and potash at planting; the rest at earthing up, about 30 days later.",
            ],
            [
              "sulphur below 10 mg/kg (onion): apply 100 kg gypsum per acre or use ammonium sulphate for part of the nitrogen.",
              "potassium low (potato): add a quarter more potash; use sulphate of potash if you grow for processing.",
            ],
          ),
        ],
      },
      contactSection(site, `For advice on your own field and crop, bring your soil report to a ${site.brand} clinic or call us before the season starts.`),
    ],
  };
}
