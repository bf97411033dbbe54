// Soil Health Booklet: why to test, how to take a sample, what each parameter means, how to read a soil health card.
// The structure is here; the words are in locales/soil-health-booklet/<language>.json.
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, steps, table, type PdfContent } from "../content.ts";
import { termItems, type GuideWords } from "../words.ts";
import { contactSection } from "./common.ts";

type T = GuideWords<"soil-health-booklet">;

/** The parameters the test measures, in the table's order (each has .name, .meaning and .rating). */
const PARAMETERS = ["ph", "ec", "oc", "nitrate", "p", "k", "ca", "mg", "s", "zn", "fe", "b", "cu", "cec", "alkalinity"] as const;

/** The example card's rows (each has .name, .result, .rating and .action). */
const CARD_ROWS = ["ph", "ec", "oc", "n", "p", "k", "s", "zn"] as const;

export function soilHealthBooklet(t: T, site: SiteConfig): PdfContent {
  const item = termItems(t);
  return {
    title: t("title"),
    subtitle: t("subtitle"),
    kicker: t("kicker"),
    keywords: t("keywords").split(/\s*,\s*/),
    sections: [
      {
        title: t("why.title"),
        blocks: [
          p(t("why.bank")),
          p(t("why.habit")),
          h(t("why.benefits.title")),
          bullets(item("why.benefits.money"), item("why.benefits.yield"), item("why.benefits.soil"), item("why.benefits.hidden")),
          h(t("why.when.title")),
          bullets(t("why.when.beforeSowing"), t("why.when.afterHarvest"), t("why.when.yearly"), t("why.when.wait")),
          callout(t("why.fast.title"), t("why.fast.text", { brand: site.brand })),
        ],
      },
      {
        title: t("sampling.title"),
        blocks: [
          p(t("sampling.intro")),
          h(t("sampling.need.title")),
          bullets(t("sampling.need.tool"), t("sampling.need.bucket"), t("sampling.need.bag")),
          h(t("sampling.steps.title")),
          steps(
            item("sampling.steps.plan"),
            item("sampling.steps.spots"),
            item("sampling.steps.clear"),
            item("sampling.steps.dig"),
            item("sampling.steps.slice"),
            item("sampling.steps.mix"),
            item("sampling.steps.keep"),
            item("sampling.steps.dry"),
            item("sampling.steps.pack"),
          ),
          h(t("sampling.avoid.title")),
          bullets(t("sampling.avoid.edges"), t("sampling.avoid.trees"), t("sampling.avoid.wet"), t("sampling.avoid.burnt")),
          callout(t("sampling.groups.title"), t("sampling.groups.text")),
        ],
      },
      {
        title: t("measures.title"),
        blocks: [
          p(t("measures.intro")),
          table(
            [t("measures.column.parameter"), t("measures.column.meaning"), t("measures.column.rating")],
            PARAMETERS.map((k) => [t(`measures.${k}.name`), t(`measures.${k}.meaning`), t(`measures.${k}.rating`)]),
            [1.1, 2.3, 2],
            t("measures.caption"),
          ),
          h(t("measures.ratios.title")),
          bullets(item("measures.ratios.cn"), item("measures.ratios.camg"), item("measures.ratios.kmg")),
        ],
      },
      {
        title: t("card.title"),
        blocks: [
          p(t("card.intro")),
          steps(item("card.steps.details"), item("card.steps.ratings"), item("card.steps.plan"), item("card.steps.extras")),
          h(t("card.example.title")),
          table(
            [t("card.column.parameter"), t("card.column.result"), t("card.column.rating"), t("card.column.action")],
            CARD_ROWS.map((k) => [t(`card.${k}.name`), t(`card.${k}.result`), t(`card.${k}.rating`), t(`card.${k}.action`)]),
            [1.2, 1, 1.1, 3],
          ),
          callout(t("card.saves.title"), t("card.saves.text")),
        ],
      },
      {
        title: t("care.title"),
        blocks: [
          bullets(
            item("care.feed"),
            item("care.residue"),
            item("care.rotate"),
            item("care.split"),
            item("care.irrigate"),
            item("care.retest"),
          ),
        ],
      },
      contactSection(t, site, t("talk.intro", { brand: site.brand })),
    ],
  };
}
