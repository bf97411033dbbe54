// Soil Health Booklet: why to test, how to take a sample, what each parameter means, how to read a soil health card.
import { CLAIMS } from "../../../shared/constants.ts";
import { FACT_VALUES, FACTS } from "../../../shared/facts.ts";
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, steps, table, type PdfContent } from "../content.ts";
import { contactSection } from "./common.ts";

export function soilHealthBooklet(site: SiteConfig): PdfContent {
  const { spots, depthInches, grams } = CLAIMS.sampling;
  return {
    title: "Soil Health Booklet",
    subtitle: "Why to test your soil, how to take a good sample, and how to read your soil health card.",
    kicker: "Free guide for farmers",
    keywords: ["soil testing", "soil sample", "soil health card", "pH", "organic carbon", "NPK", "micronutrients"],
    sections: [
      {
        title: "Why test your soil?",
        blocks: [
          p(
            "Your soil is like your bank account. Every crop takes nutrients out of it, and fertilizer and manure put nutrients back. If you never check the balance, you either spend money on nutrients the soil already has, or you miss the one nutrient that is holding your crop back.",
          ),
          p(
            "Many farmers apply the same bags of urea and DAP every season, out of habit or on a neighbour's advice. Two fields in the same village can need very different doses. A soil test tells you what your own field has and what it lacks, before you spend money.",
          ),
          h("What a soil test does for you"),
          bullets(
            { term: "Saves money:", text: `farmers who follow soil-test advice save up to ₹${FACT_VALUES.savingsPerAcre} per acre by cutting fertilizer the soil does not need.` },
            { term: "Raises yield:", text: `balanced nutrition typically lifts yield by ${CLAIMS.yieldGainPercent}%, because the missing nutrient (often zinc, sulphur or potash) is finally supplied.` },
            { term: "Protects the soil:", text: "too much urea and DAP year after year makes soil hard, salty and lifeless. Right doses keep it healthy for your children." },
            { term: "Finds hidden problems:", text: "acidity, salt, low organic carbon and micronutrient shortages do not always show on the crop until yield is already lost." },
          ),
          h("When to test"),
          bullets(
            "Two to three weeks before sowing, so the report reaches you in time to buy the right fertilizer.",
            "After harvest, when the field is empty and easy to walk.",
            "At least once a year; every season if you grow high-value vegetables or change crops often.",
            "Do not sample within 45 days of applying fertilizer, manure or lime. The report would show the fertilizer, not your soil.",
          ),
          callout(
            "Fast results near you",
            `A ${site.brand} clinic tests ${CLAIMS.deviceParameters} parameters in ${CLAIMS.deviceResultMinutes} minutes, for ₹${CLAIMS.clinicTestPriceRupees} per sample. You can wait for the report and plan your fertilizer the same day.`,
          ),
        ],
      },
      {
        title: "How to take a soil sample",
        blocks: [
          p(
            "A soil test is only as good as the sample. A few hundred grams must speak for your whole field, so take it with care. It takes about 20 minutes per field.",
          ),
          h("What you need"),
          bullets(
            "A khurpi, spade or soil auger.",
            "A clean plastic bucket or tub. Never use an old fertilizer or cement bag: it spoils the result.",
            "A clean cloth or polythene bag and a label (paper tag and pen).",
          ),
          h("Step by step"),
          steps(
            { term: "Plan the field.", text: "One sample for each field that looks the same: same colour, slope, crop and irrigation. If part of the field is different (low-lying, salty patch, different colour), sample it separately." },
            { term: `Pick ${spots} spots.`, text: `Walk across the field in a zig-zag line and mark ${spots} spots spread over the whole field.` },
            { term: "Clear the surface.", text: "At each spot, scrape away grass, crop stubble and dry leaves. Do not remove the soil itself." },
            { term: `Dig to ${depthInches} inches.`, text: `Dig a V-shaped pit ${depthInches} inches (15 cm) deep. This is the root zone of most field crops. For orchards and sugarcane, ask the clinic: deeper samples are taken.` },
            { term: "Take a slice.", text: `From one side of the pit, cut a slice about 1 inch (2-3 cm) thick from the top to the bottom of the ${depthInches} inches. Put it in the bucket.` },
            { term: "Mix well.", text: "When all spots are done, break the lumps, remove stones and roots, and mix the soil in the bucket thoroughly." },
            { term: `Keep ${grams} g.`, text: `Spread the soil in a circle on a clean sheet, divide it into four quarters, and throw away two opposite quarters. Repeat until about ${grams} g (half a kilo, two big handfuls) is left.` },
            { term: "Dry in shade.", text: "If the soil is wet, dry it in the shade on a clean sheet. Never dry it in the sun, on a stove or near fertilizer." },
            { term: "Pack and label.", text: "Put the soil in the bag and tie it. Write your name, phone number, village, survey or khasra number, the last crop and the next crop on the label." },
          ),
          h(`Do not take soil from`),
          bullets(
            "Bunds, field corners and the edges of the field.",
            "Under trees, near the well, the cattle shed or the compost pit.",
            "Irrigation channels, waterlogged spots or places where fertilizer or manure was heaped.",
            "Spots where stubble or rubbish was burnt.",
          ),
          callout(
            "Tip for FPOs and groups",
            "Sample all fields of a village in the same week and bring the bags to the clinic together. The clinic can test them in one visit, and farmers can compare results at a village meeting.",
          ),
        ],
      },
      {
        title: "What the test measures",
        blocks: [
          p(
            `Our standard test measures ${CLAIMS.deviceParameters} parameters. The full test of a Pro clinic (₹${FACT_VALUES.fullTestPrice} per sample) measures ${CLAIMS.clinicParameters} and works out ${FACTS.fullTest.ratios} ratios that show whether nutrients are in balance. Here is what each one tells you, in plain words.`,
          ),
          table(
            ["Parameter", "What it tells you", "How it is usually rated"],
            [
              ["pH", "Whether the soil is acidic, neutral or alkaline. pH decides how much of every other nutrient the roots can actually take up.", "Below 6.5 acidic; 6.5-7.5 neutral (best for most crops); 7.5-8.5 mildly alkaline; above 8.5 alkaline or sodic"],
              ["EC (electrical conductivity)", "How much salt is in the soil. Salt pulls water away from roots and burns seedlings.", "Below 1 dS/m normal; 1-3 harms germination and sensitive crops; above 3 harmful to most crops"],
              ["Organic carbon (OC)", "The humus and life in your soil. It holds water and nutrients and keeps soil soft.", "Below 0.5% low; 0.5-0.75% medium; above 0.75% high"],
              ["Nitrate and ammonium", "The two forms of nitrogen a crop can take up right now. Nitrogen gives green leaves and growth.", "Together with organic carbon they show available nitrogen: below 280 kg/ha low; 280-560 medium; above 560 high"],
              ["Phosphorus (P)", "Roots, early growth, flowering and grain. Builds up in soils that get DAP every year.", "Available P2O5: below 23 kg/ha low; 23-56 medium; above 56 high"],
              ["Potassium (K)", "Strong stems, grain filling, water use and resistance to disease and lodging.", "Available K2O: below 120 kg/ha low; 120-280 medium; above 280 high"],
              ["Calcium (Ca)", "Cell walls, root tips and fruit quality. Often short in acidic and sandy soils.", "Compared with magnesium (Ca:Mg ratio) and with pH"],
              ["Magnesium (Mg)", "The centre of the green pigment (chlorophyll).", "Below 1 meq/100 g low"],
              ["Sulphur (S)", "Protein and oil. Needed most by pulses, oilseeds and onion.", "Below 10 mg/kg deficient"],
              ["Zinc (Zn)", "The most common micronutrient shortage in India, especially in paddy, wheat and maize.", "Below 0.6 mg/kg deficient"],
              ["Iron (Fe)", "Green colour of young leaves. Short in alkaline and calcareous soils.", "Below 4.5 mg/kg deficient"],
              ["Boron (B)", "Flowering, pollination and fruit setting. Short in sandy and acidic soils.", "Below 0.5 mg/kg deficient"],
              ["Copper (Cu)*", "Enzymes and grain setting in cereals.", "Below 0.2 mg/kg deficient"],
              ["CEC*", "How many nutrients the soil can hold, like the size of a water tank. Sandy soils hold little; clay soils hold a lot.", "Below 10 cmol/kg low; 10-25 medium; above 25 high"],
              ["Total alkalinity*", "Carbonate and bicarbonate. High values push pH up and lock away zinc and iron.", "Compared with pH and with the quality of your irrigation water"],
            ],
            [1.1, 2.3, 2],
            `Parameters marked * are measured in the ${CLAIMS.clinicParameters}-parameter test. Ratings differ slightly between states and laboratories; your report shows the ranges it uses.`,
          ),
          h("The three ratios"),
          bullets(
            { term: "C:N (carbon to nitrogen):", text: "about 10-12 in healthy soil. Above 20, crop residues rot slowly and lock up nitrogen for a while, so the next crop may look yellow." },
            { term: "Ca:Mg (calcium to magnesium):", text: "roughly 3 to 5 parts calcium for each part magnesium is balanced. Too little calcium makes soil sticky; too little magnesium shows as yellow patches between the veins of older leaves." },
            { term: "K:Mg (potassium to magnesium):", text: "heavy potash use can crowd out magnesium, and the reverse. A balanced ratio means neither blocks the other." },
          ),
        ],
      },
      {
        title: "How to read your soil health card",
        blocks: [
          p(
            "Your report, like the Government of India's Soil Health Card, has four parts. Read them in this order.",
          ),
          steps(
            { term: "Check your details.", text: "Name, village, survey number, sample number and date. If these are wrong, the advice may be meant for someone else's field." },
            { term: "Look at the ratings.", text: "Each value is marked Low, Medium or High (often red, yellow and green). Start with pH, EC and organic carbon: they tell you about the health of the soil as a whole." },
            { term: "Read the fertilizer plan for your crop.", text: "The card gives the dose of nitrogen, phosphorus and potash for the crop you will grow, usually with two choices of fertilizer products. Pick the one you can buy at your dealer." },
            { term: "Note the extras.", text: "Micronutrients (zinc, boron, iron), sulphur, and soil correctors such as gypsum for alkaline soil or lime for acidic soil. These small additions often give the biggest jump in yield." },
          ),
          h("An example card and what it means"),
          table(
            ["Parameter", "Result", "Rating", "What the farmer should do"],
            [
              ["pH", "8.1", "Mildly alkaline", "Zinc and iron will be harder for roots to get: watch for yellowing; add organic matter."],
              ["EC", "0.4 dS/m", "Normal", "No salt problem. Nothing to do."],
              ["Organic carbon", "0.38%", "Low", "Add 4-5 tonnes of farmyard manure per acre or grow a green manure crop. Stop burning stubble."],
              ["Available N", "310 kg/ha", "Medium", "Apply the recommended nitrogen dose in split doses, not all at sowing."],
              ["Available P2O5", "62 kg/ha", "High", "Cut DAP by a quarter. The soil already has phosphorus saved from past years."],
              ["Available K2O", "105 kg/ha", "Low", "Add a quarter more potash than recommended (muriate of potash)."],
              ["Sulphur", "8 mg/kg", "Deficient", "Use single super phosphate (SSP) instead of part of the DAP, or apply gypsum."],
              ["Zinc", "0.45 mg/kg", "Deficient", "Apply 10 kg zinc sulphate per acre at sowing, once in two or three seasons."],
            ],
            [1.2, 1, 1.1, 3],
          ),
          callout(
            "What this example saves",
            "This farmer used to put two bags of DAP and no potash. The card shows phosphorus is high and potash is low: less DAP, a little potash and some zinc cost less in total and feed the crop what it is really missing.",
          ),
        ],
      },
      {
        title: "Keep your soil healthy",
        blocks: [
          bullets(
            { term: "Feed the soil, not only the crop:", text: "farmyard manure, compost, vermicompost and green manure build organic carbon year by year." },
            { term: "Never burn crop residue:", text: "burning kills soil life and wastes nutrients. Mix it into the soil or use a happy seeder or mulcher." },
            { term: "Rotate crops:", text: "a pulse crop after a cereal adds nitrogen and breaks pest cycles." },
            { term: "Split your nitrogen:", text: "two or three smaller doses of urea waste far less than one big dose." },
            { term: "Irrigate with care:", text: "too much water washes nutrients away and can bring up salt." },
            { term: "Test again:", text: "keep every report and compare. You will see your soil improve." },
          ),
        ],
      },
      contactSection(
        site,
        `Want your soil tested, or a clinic near your village? ${site.brand} clinics and Soil Didis across India are ready to help.`,
      ),
    ],
  };
}
