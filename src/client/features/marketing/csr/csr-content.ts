// Structure and figures of the CSR page (spec 2.9): impact, approach, stories and the sample dashboard. Texts are
// message ids of the `csr` catalog; figures from CLAIMS and IMPACT go in as values.
import { CLAIMS, IMPACT } from "../../../../shared/constants.ts";
import type { IconName } from "../contact/line-icon.tsx";
import type { NetworkSize } from "../../clinics/network-size.ts";
import type { StoryContent } from "../partners/story-card.tsx";
import { msg, type MessageId, type Msg } from "../../../i18n/ids.ts";

/** Farmers reached through CSR programmes (a fixed figure, unlike the clinics). */
export const csrFarmersFigure: { value: Msg; label: MessageId } = { value: msg("csr.figure.count", { value: IMPACT.csr.farmers }), label: "csr.figure.farmers" };

/** The impact figures; the clinics are those of the network today (counted in the database). */
export const csrFigures = (network: NetworkSize): readonly { value: Msg; label: MessageId }[] => [
  csrFarmersFigure,
  { value: msg("csr.figure.count", { value: network.clinics }), label: "csr.figure.clinics" },
  { value: msg("csr.figure.rupees", { amount: CLAIMS.savingsPerAcreRupees }), label: "csr.figure.saved" },
  { value: msg("csr.figure.percent", { percent: CLAIMS.yieldGainPercent }), label: "csr.figure.yields" },
];

export const approachSteps: readonly { icon: IconName; title: MessageId; text: Msg }[] = [
  { icon: "map", title: "csr.approach.districts.title", text: "csr.approach.districts.text" },
  { icon: "graduation", title: "csr.approach.train.title", text: "csr.approach.train.text" },
  { icon: "flask", title: "csr.approach.test.title", text: msg("csr.approach.test.text", { minutes: CLAIMS.deviceResultMinutes }) },
  { icon: "chart", title: "csr.approach.measure.title", text: "csr.approach.measure.text" },
];

export const csrStories: readonly StoryContent[] = [
  {
    title: "csr.story.delta.title",
    place: "csr.story.delta.place",
    partner: "csr.story.delta.partner",
    story: "csr.story.delta.story",
    results: ["csr.story.delta.result.tested", "csr.story.delta.result.running", "csr.story.delta.result.grew"],
  },
  {
    title: "csr.story.network.title",
    place: "csr.story.network.place",
    partner: "csr.story.network.partner",
    story: "csr.story.network.story",
    results: ["csr.story.network.result.reached", "csr.story.network.result.women", "csr.story.network.result.report"],
  },
];

/** Sample figures for the dashboard preview: what a regional programme's sponsor sees after one year. */
export const dashboardSample = {
  programme: "csr.dashboard.programme",
  kpis: [
    { label: "csr.dashboard.kpi.farmers", value: 2460 },
    { label: "csr.dashboard.kpi.tests", value: 3180 },
    { label: "csr.dashboard.kpi.clinics", value: 8 },
    { label: "csr.dashboard.kpi.women", value: 11 },
  ],
  monthlyTests: [
    { month: "csr.dashboard.month.apr", tests: 140 },
    { month: "csr.dashboard.month.may", tests: 210 },
    { month: "csr.dashboard.month.jun", tests: 420 },
    { month: "csr.dashboard.month.jul", tests: 380 },
    { month: "csr.dashboard.month.aug", tests: 190 },
    { month: "csr.dashboard.month.sep", tests: 230 },
    { month: "csr.dashboard.month.oct", tests: 360 },
    { month: "csr.dashboard.month.nov", tests: 410 },
    { month: "csr.dashboard.month.dec", tests: 250 },
  ],
  /** Fertilizer saved in lakh rupees. */
  districts: [
    { district: "csr.dashboard.district.latur", clinics: 3, farmers: 1020, savedLakh: 8.6 },
    { district: "csr.dashboard.district.osmanabad", clinics: 3, farmers: 890, savedLakh: 7.1 },
    { district: "csr.dashboard.district.beed", clinics: 2, farmers: 550, savedLakh: 4.4 },
  ],
} as const satisfies {
  programme: MessageId;
  kpis: readonly { label: MessageId; value: number }[];
  monthlyTests: readonly { month: MessageId; tests: number }[];
  districts: readonly { district: MessageId; clinics: number; farmers: number; savedLakh: number }[];
};

/** Schedule VII of the Companies Act, 2013: the CSR activity heads a soil programme counts under. */
export const scheduleSevenHeads: readonly MessageId[] = [
  "csr.schedule.hunger",
  "csr.schedule.livelihood",
  "csr.schedule.gender",
  "csr.schedule.environment",
  "csr.schedule.rural",
];

/** What every CSR model includes. */
export const modelIncludes: readonly MessageId[] = [
  "csr.includes.kits",
  "csr.includes.advisory",
  "csr.includes.dashboard",
  "csr.includes.certificates",
  "csr.includes.visits",
];
