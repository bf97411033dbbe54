// Crop Advisory: kharif and rabi guidance for paddy, wheat, cotton, maize, pulses and vegetables, tied to soil test results.
// The structure and the doses are here; the words are in locales/crop-advisory/<language>.json.
import type { SiteConfig } from "../../../shared/site-config.ts";
import { bullets, callout, h, p, table, type Block, type PdfContent } from "../content.ts";
import type { GuideWords, PrefixOf } from "../words.ts";
import { contactSection, npkPerAcre, perAcre } from "./common.ts";

type T = GuideWords<"crop-advisory">;
type Id = Parameters<T>[0];

/** General N : P2O5 : K2O recommendations, kg per hectare, for irrigated crops, in the season table's order. */
const DOSES = [
  { crop: "paddy", npkPerHectare: [120, 60, 40] },
  { crop: "maize", npkPerHectare: [150, 60, 40] },
  { crop: "cotton", npkPerHectare: [150, 60, 60] },
  { crop: "pulses", npkPerHectare: [20, 40, 20] },
  { crop: "wheat", npkPerHectare: [120, 60, 40] },
  { crop: "tomato", npkPerHectare: [150, 80, 80] },
  { crop: "onion", npkPerHectare: [100, 50, 80] },
  { crop: "potato", npkPerHectare: [180, 80, 100] },
] as const;

/** The conditions of the "fix the soil first" table (each has .condition and .action). */
const SOIL_FIXES = ["acidic", "alkaline", "salty", "lowCarbon", "zinc", "sulphur", "boron"] as const;

export function cropAdvisory(t: T, site: SiteConfig): PdfContent {
  const paddyN = DOSES[0].npkPerHectare[0];
  /** A crop's heading, soil, practices, and what to do when the soil test shows a problem. */
  const crop = (id: PrefixOf<Id, ".soil">, practices: Id[], ifTest: Id[]): Block[] => [
    h(t(`${id}.name`)),
    p(t(`${id}.soil`)),
    bullets(...practices.map((x) => t(x))),
    bullets(...ifTest.map((x) => ({ term: t("crops.ifTest"), text: t(x) }))),
  ];
  return {
    title: t("title"),
    subtitle: t("subtitle"),
    kicker: t("kicker"),
    keywords: t("keywords").split(/\s*,\s*/),
    sections: [
      {
        title: t("use.title"),
        blocks: [
          p(t("use.intro")),
          h(t("use.adjust.title")),
          table(
            [t("use.adjust.column.rating"), t("use.adjust.column.action"), t("use.adjust.column.example")],
            [
              [t("use.adjust.low.rating"), t("use.adjust.low.action"), t("use.adjust.nPerAcre", { kg: perAcre(paddyN * 1.25) })],
              [t("use.adjust.medium.rating"), t("use.adjust.medium.action"), t("use.adjust.nPerAcre", { kg: perAcre(paddyN) })],
              [t("use.adjust.high.rating"), t("use.adjust.high.action"), t("use.adjust.nPerAcre", { kg: perAcre(paddyN * 0.75) })],
              [t("use.adjust.veryHigh.rating"), t("use.adjust.veryHigh.action"), t("use.adjust.veryHigh.example")],
            ],
            [1.4, 2, 1.6],
          ),
          h(t("use.fix.title")),
          table(
            [t("use.fix.column.condition"), t("use.fix.column.action")],
            SOIL_FIXES.map((k) => [t(`use.fix.${k}.condition`), t(`use.fix.${k}.action`)]),
            [1.6, 4],
          ),
        ],
      },
      {
        title: t("calendar.title"),
        blocks: [
          p(t("calendar.intro")),
          table(
            [t("calendar.column.crop"), t("calendar.column.season"), t("calendar.column.sowing"), t("calendar.column.npk"), t("calendar.column.watch")],
            DOSES.map((d) => [
              t(`calendar.${d.crop}.crop`),
              t(`calendar.${d.crop}.season`),
              t(`calendar.${d.crop}.sowing`),
              npkPerAcre(d.npkPerHectare),
              t(`calendar.${d.crop}.watch`),
            ]),
            [1.5, 0.9, 2.1, 1.2, 1.1],
            t("calendar.caption"),
          ),
          callout(t("calendar.test.title"), t("calendar.test.text")),
        ],
      },
      {
        title: t("kharif.title"),
        blocks: [
          ...crop(
            "paddy",
            ["paddy.practice.split", "paddy.practice.greenManure", "paddy.practice.water"],
            ["paddy.ifTest.zinc", "paddy.ifTest.iron", "paddy.ifTest.potassium"],
          ),
          ...crop("maize", ["maize.practice.split", "maize.practice.ridges"], ["maize.ifTest.zinc", "maize.ifTest.carbon"]),
          ...crop(
            "cotton",
            ["cotton.practice.split", "cotton.practice.nitrogen"],
            ["cotton.ifTest.boron", "cotton.ifTest.magnesium", "cotton.ifTest.salt"],
          ),
        ],
      },
      {
        title: t("rabi.title"),
        blocks: [
          ...crop(
            "wheat",
            ["wheat.practice.split", "wheat.practice.seeder", "wheat.practice.irrigation"],
            ["wheat.ifTest.zinc", "wheat.ifTest.sulphur", "wheat.ifTest.manganese"],
          ),
          ...crop(
            "pulses",
            ["pulses.practice.seed", "pulses.practice.starter"],
            ["pulses.ifTest.sulphur", "pulses.ifTest.acidic", "pulses.ifTest.salt"],
          ),
        ],
      },
      {
        title: t("vegetables.title"),
        blocks: [
          p(t("vegetables.intro")),
          ...crop(
            "tomato",
            ["tomato.practice.manure", "tomato.practice.split", "tomato.practice.irrigation"],
            ["tomato.ifTest.boron", "tomato.ifTest.calcium"],
          ),
          ...crop("onionPotato", ["onionPotato.practice.onion", "onionPotato.practice.potato"], ["onionPotato.ifTest.sulphur", "onionPotato.ifTest.potassium"]),
        ],
      },
      contactSection(t, site, t("talk.intro", { brand: site.brand })),
    ],
  };
}
