// Fertilizer Guide: N, P, K, secondary and micronutrients, deficiency signs, organic options and per-acre dose planning.
// The structure and the worked example's sums are here; the words are in locales/fertilizer-guide/<language>.json.
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, steps, table, type Block, type PdfContent } from "../content.ts";
import { termItems, type GuideWords } from "../words.ts";
import { contactSection, perAcre } from "./common.ts";

type T = GuideWords<"fertilizer-guide">;

/** Common fertilizers: nutrient content (%) and the indicative subsidised retail price of a bag (MRP, early 2024). */
const products = {
  urea: { n: 46, p: 0, k: 0, bagKg: 45, bagRupees: 266.5 },
  dap: { n: 18, p: 46, k: 0, bagKg: 50, bagRupees: 1350 },
  mop: { n: 0, p: 0, k: 60, bagKg: 50, bagRupees: 1700 },
} as const;

type Plan = { urea: number; dap: number; mop: number };

const pricePerKg = (key: keyof Plan) => products[key].bagRupees / products[key].bagKg;

export const rupees = (n: number) => `₹${Math.round(n).toLocaleString("en-IN")}`;
const cost = (plan: Plan) => plan.urea * pricePerKg("urea") + plan.dap * pricePerKg("dap") + plan.mop * pricePerKg("mop");
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

/** The worked wheat example: habit against the soil-test plan, product by product, with what each supplies and costs. */
function doseTable(t: T): Block {
  const { habit, tested } = wheatExample();
  const row = (key: keyof Plan) => [
    t(`dose.product.${key}`),
    t("dose.kg", { kg: habit[key] }),
    rupees(habit[key] * pricePerKg(key)),
    t("dose.kg", { kg: tested[key] }),
    rupees(tested[key] * pricePerKg(key)),
  ];
  const nutrients = (plan: Plan) => {
    const s = supplied(plan);
    return `${Math.round(s.n)} : ${Math.round(s.p)} : ${Math.round(s.k)}`;
  };
  return table(
    [t("dose.column.product"), t("dose.column.habit"), t("dose.column.cost"), t("dose.column.tested"), t("dose.column.cost")],
    [
      row("dap"),
      row("urea"),
      row("mop"),
      [t("dose.supplied"), nutrients(habit), "", nutrients(tested), ""],
      [t("dose.total"), "", rupees(cost(habit)), "", rupees(cost(tested))],
    ],
    [2, 1.2, 1, 1.3, 1],
    t("dose.note"),
  );
}

/** The secondary nutrients and micronutrients, in the table's order (each has .name, .signs and .fix). */
const SECONDARY = ["s", "ca", "mg", "zn", "fe", "b", "cu"] as const;

/** The organic sources, in the table's order (each has .name, .nutrients and .use). */
const ORGANIC = ["fym", "vermicompost", "greenManure", "neemCake", "biofertilizers", "residue"] as const;

export function fertilizerGuide(t: T, site: SiteConfig): PdfContent {
  const item = termItems(t);
  const ex = wheatExample();
  const saving = rupees(ex.saving);
  return {
    title: t("title"),
    subtitle: t("subtitle"),
    kicker: t("kicker"),
    keywords: t("keywords").split(/\s*,\s*/),
    sections: [
      {
        title: t("nutrients.title"),
        blocks: [
          p(t("nutrients.intro")),
          bullets(item("nutrients.primary"), item("nutrients.secondary"), item("nutrients.micro")),
          callout(t("nutrients.weakest.title"), t("nutrients.weakest.text")),
        ],
      },
      {
        title: t("npk.title"),
        blocks: [
          h(t("npk.n.title")),
          p(t("npk.n.intro")),
          bullets(item("npk.n.shortage"), item("npk.n.excess"), item("npk.n.sources"), item("npk.n.practice")),
          h(t("npk.p.title")),
          p(t("npk.p.intro")),
          bullets(item("npk.p.shortage"), item("npk.p.sources"), item("npk.p.practice")),
          h(t("npk.k.title")),
          p(t("npk.k.intro")),
          bullets(item("npk.k.shortage"), item("npk.k.sources"), item("npk.k.practice")),
        ],
      },
      {
        title: t("secondary.title"),
        blocks: [
          p(t("secondary.intro")),
          table(
            [t("secondary.column.nutrient"), t("secondary.column.signs"), t("secondary.column.fix")],
            SECONDARY.map((k) => [t(`secondary.${k}.name`), t(`secondary.${k}.signs`), t(`secondary.${k}.fix`)]),
            [1, 2.2, 2.2],
          ),
          callout(t("secondary.spray.title"), t("secondary.spray.text")),
        ],
      },
      {
        title: t("organic.title"),
        blocks: [
          p(t("organic.intro")),
          table(
            [t("organic.column.source"), t("organic.column.nutrients"), t("organic.column.use")],
            ORGANIC.map((k) => [t(`organic.${k}.name`), t(`organic.${k}.nutrients`), t(`organic.${k}.use`)]),
            [1.4, 1.5, 2.6],
          ),
          p(t("organic.subtract")),
        ],
      },
      {
        title: t("plan.title"),
        blocks: [
          p(t("plan.intro")),
          steps(item("plan.steps.acre"), item("plan.steps.adjust"), item("plan.steps.phosphorus"), item("plan.steps.potash"), item("plan.steps.nitrogen")),
          h(t("plan.example.title")),
          p(t("plan.example.text", { n: ex.recommended.n, p: ex.recommended.p, k: ex.recommended.k, targetP: ex.target.p })),
          doseTable(t),
          callout(t("plan.save.title", { saving }), t("plan.save.text", { saving, savingFiveAcres: rupees(ex.saving * 5) })),
          h(t("plan.buying.title")),
          bullets(t("plan.buying.dealer"), t("plan.buying.match"), t("plan.buying.store"), t("plan.buying.record")),
        ],
      },
      contactSection(t, site, t("talk.intro", { brand: site.brand })),
    ],
  };
}
