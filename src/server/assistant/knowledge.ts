// The assistant's knowledge: short passages built from the site's own texts in each language (the page catalogs through
// serverText, figures from constants), so every fact has one source and the Hindi answers are the Hindi pages' words.
import { ADMIN, CLAIMS, CLINIC_BUSINESS, CSR_MODELS, IMPACT, TEST_PARAMETERS, type OFFICE_HOURS } from "../../shared/constants.ts";
import { publicRoute, type PublicPath } from "../../shared/public-routes.ts";
import type { Locale } from "../../shared/locales.ts";
import { whatsappHref, type SiteConfig } from "../../shared/site-config.ts";
import { serverText } from "../i18n.ts";
import { msg, type MessageId, type Msg } from "../../client/i18n/ids.ts";
import { processSteps as farmerSteps, reasons, samplingDonts, samplingSteps } from "../../client/features/marketing/farmers/farmers-content.ts";
import { engagementModels } from "../../client/features/marketing/partners/partner-content.ts";
import { csrFarmersFigure } from "../../client/features/marketing/csr/csr-content.ts";
import { csrPartnershipModels } from "../../shared/schemas/lead-forms.ts";
import { searchTerm, words } from "./language.ts";
import { sentences } from "./text.ts";
import { earnings, indianRange, packages, setupSteps } from "../../client/features/marketing/start-clinic/start-clinic-content.ts";

/** A link under a reply: a page of the site (with an optional #section) or a web address, named in the reply's language. */
export interface ReplyLink {
  label: string;
  path: string;
}

export interface Passage {
  id: string;
  title: string;
  /** Words a visitor may use for this topic that the texts may not contain (any language: they are matched as keys). */
  keywords: string;
  /** The answer's first sentence(s): what the topic is in one breath. */
  lead: string;
  /** A list the answer keeps as a list (steps, packages, services). */
  list?: string[];
  /** Further sentences, added when the question asks about them. */
  more: string[];
  links: ReplyLink[];
  /** What the passage belongs to (a blog post's title and tags): searched, but weighs less than its own words. */
  topic?: string;
  /** How much a match counts against other passages: hand-picked answers 1, passages walked from pages and posts less. */
  weight?: number;
  /**
   * Its further sentences are steps: the reply keeps the ones it shows in the page's order (zig-zag, clear, dig, mix,
   * keep, bag), rather than by how many words each shares with the question.
   */
  ordered?: boolean;
}

/** Page texts carry light markup (<strong>, <link>…</link>): the assistant's replies are plain text. */
export const plain = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** The page link of a path in a language: "/find-clinic" → "Find a Clinic" / "क्लिनिक खोजें". */
export function pageLink(locale: Locale, path: PublicPath, section?: string): ReplyLink {
  return { label: serverText(locale, `route.${publicRoute(path).key}.link` as MessageId), path: section ? `${path}#${section}` : path };
}

/** Keywords per passage, in English, Hinglish and Hindi: they go through the same keys as questions. */
const KEYWORDS: Record<string, string> = {
  "get-tested": "get soil tested how test my soil process steps where go procedure kaise karaye karwaye jaanch karwani प्रक्रिया कराएं करवाएं",
  sampling: "sample sampling collect dig depth deep spots places grams gram kilo how much soil bag dry mix field take namuna gehra gaddha khodna jagah खोदें गहरा गड्ढा थैली ग्राम किलो जगह",
  "sampling-time": "when often season before sowing every year after fertilizer urea manure lime wait days kab baar har saal buvai buai kharif rabi बुआई बार साल सीज़न बाद",
  prices: "price cost fee charge how much rupees pay per sample kitna kharcha lagta paisa daam kitne ka लगता कितने",
  "result-time": "how long time fast quick wait report ready minutes hours days kitni der kitna time kab milegi report der samay lagta lagega लगता लगेगा",
  parameters: "parameters nutrients measure check nitrogen phosphorus potassium zinc boron ph ec organic carbon 13 16 7 npk kya kya check tatva",
  services: "services offer provide products solutions what do you do sevaen suvidha kaam kya karte सेवाएं सुविधाएं",
  "soil-didi": "soil didi become join apply women youth girl training programme village work banna sakhi दीदी बनें",
  device: "device machine kit portable buy rent purchase instrument kiraye kharidna machine लेना खरीदें किराए",
  platform: "platform ai satellite digital app data advice advisory soil intelligence online software",
  "start-clinic": "start open own clinic business franchise package packages invest investment setup cost apna clinic kholna shuru khud",
  earnings: "earn earnings income money profit revenue commission kamai kitna kamayenge munafa break even",
  "why-test": "why benefit benefits save fertilizer yield harvest reasons fayda labh kyu kyon faayda फ़ायदा लाभ क्यों",
  csr: "csr corporate social responsibility foundation fund sponsor budget model pilot regional state company schedule",
  partners: "partner partnership collaborate fpo ngo retailer government research tie-up sath kaam sanstha cooperative",
  contact: "contact phone call email hours talk reach whatsapp number timing sampark baat",
  offices: "office address where located head headquarters city pata kahan",
  visit: "visit come home village doorstep field farm collect pick someone team sample didi ghar gaon khet le jaana",
  financing: "loan emi finance instalment pay payment discount money credit kist kishton",
  "report-language": "report language explain understand marathi kannada tamil telugu bhasha samjhana",
  guides: "guide guides pdf download booklet free read learn resources print share kitab padhe",
};

const FARMER_TERM = searchTerm("farmers");

/**
 * A figure set into its label where the label names the farmers ("5,500+" and "CSR कार्यक्रमों से किसानों तक पहुंचे" →
 * "CSR कार्यक्रमों से 5,500+ किसानों तक पहुंचे।", "5,500+ farmers reached through CSR programmes."), else "label: figure".
 */
function figureInLabel(figure: string, label: string, stop: string): string {
  const farmers = words(label).find((w) => searchTerm(w) === FARMER_TERM);
  if (!farmers) return `${label}: ${figure}${stop}`;
  const at = label.indexOf(farmers);
  const sentence = `${label.slice(0, at)}${figure} ${/^[A-Z][a-z]/.test(farmers) ? farmers.toLowerCase() : farmers}${label.slice(at + farmers.length)}`;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}${stop}`;
}

/** A CSR model's figure in a language, as the CSR page writes it: "₹5-10 lakh" "₹5-10 लाख", "3-6 months" "3-6 महीने". */
function csrFigure(locale: Locale, value: string): string {
  const money = /^₹(\S+) (lakh|crore)$/.exec(value);
  if (money) return serverText(locale, money[2] === "lakh" ? "csr.models.lakh" : "csr.models.crore", { range: money[1] });
  const months = /^(\S+) months$/.exec(value);
  if (months) return serverText(locale, "csr.models.months", { range: months[1] });
  return value;
}

/** A CSR model's name as the CSR form's choices give it in a language ("Pilot", "पायलट"). */
function csrModelName(locale: Locale, model: string): string {
  const option = csrPartnershipModels.find((o) => o.label === model);
  return option ? serverText(locale, `option.model.${option.value}` as MessageId) : model;
}

/** The office hours of the contact page, as its catalog names them (OFFICE_HOURS in the same order). */
const HOURS_IDS = ["weekdays", "saturday", "sunday"] as const satisfies { length: (typeof OFFICE_HOURS)["length"] };

/** Builds the passages of one language for one site configuration (brand, phones and e-mails may be overridden). */
export function buildKnowledge(site: SiteConfig, locale: Locale): Passage[] {
  const t = (m: Msg, values?: Record<string, unknown>) => plain(serverText(locale, m, values));
  const link = (path: PublicPath, section?: string) => pageLink(locale, path, section);
  const { spots, depthInches: depth, grams } = CLAIMS.sampling;
  const price = CLAIMS.clinicTestPriceRupees;
  const minutes = CLAIMS.deviceResultMinutes;
  const figures = {
    price,
    earn: indianRange(CLINIC_BUSINESS.soilTestRupees),
    device: CLAIMS.deviceParameters,
    advanced: TEST_PARAMETERS.advancedSoil.length,
    pro: CLAIMS.clinicParameters,
    ratios: TEST_PARAMETERS.ratios.length,
    water: TEST_PARAMETERS.water.length,
    minutes,
    /** The device's count: the texts about the device and the farmer's test quote it. */
    parameters: CLAIMS.deviceParameters,
  };
  const hours = HOURS_IDS.map((k) => `${t(`contact.hours.${k}.short`)} ${t(`contact.hours.${k}.time`)}`).join(", ");
  /** "Your nearest clinic tests it for ₹300-500." and "Results are ready in 45-60 minutes, so you can wait for them." */
  const clinicStep = sentences(t(farmerSteps[1]!.text));
  const stop = locale === "hi" ? "।" : ".";

  const passages: Omit<Passage, "keywords">[] = [
    {
      id: "get-tested",
      title: t("farmers.process.title"),
      lead: `${t("farmers.process.title")}:`,
      list: farmerSteps.map((s) => t(s.title)),
      more: [t(farmerSteps[1]!.text), t(farmerSteps[0]!.text), t(farmerSteps[2]!.text)],
      links: [link("/find-clinic"), link("/for-farmers", "sampling")],
    },
    {
      id: "sampling",
      title: t("farmers.sampling.title"),
      lead: t(msg("farmers.sampling.intro", { spots, depth, grams })),
      more: [...samplingSteps.map((s) => t(s)), `${t("farmers.sampling.dontTitle")}: ${samplingDonts.map((d) => t(d)).join("; ")}.`],
      links: [link("/for-farmers", "sampling"), link("/resources")],
      ordered: true,
    },
    {
      id: "sampling-time",
      title: t("resources.faq.often.question"),
      lead: t("resources.faq.often.season"),
      more: [t("resources.faq.often.wait"), t("farmers.sampling.bestTime")],
      links: [link("/resources"), link("/for-farmers", "sampling")],
    },
    {
      id: "prices",
      title: t("farmers.figure.price"),
      lead: t("resources.faq.cost.answer", { brand: site.brand, price, parameters: CLAIMS.deviceParameters, minutes }),
      more: [t("chat.assistant.k.priceFigures", figures), t(msg("farmers.reason.save.text", { savings: CLAIMS.savingsPerAcreRupees }))],
      links: [link("/find-clinic"), link("/for-farmers")],
    },
    {
      // The answer is the sentence that says when the report is ready; the device's "Results in 45-60 minutes, while
      // the farmer waits" is a caption without a verb, and the same figure twice (the Hindi review's AS-3).
      id: "result-time",
      title: t("startClinic.stat.minutes.label"),
      lead: clinicStep.find((s) => s.includes(String(minutes))) ?? t(farmerSteps[1]!.text),
      more: clinicStep.filter((s) => !s.includes(String(minutes))),
      links: [link("/find-clinic")],
    },
    {
      id: "parameters",
      title: t("startClinic.stat.parameters.label"),
      lead: t("chat.assistant.k.parameters", figures),
      more: [t("chat.assistant.k.parameterList", { list: Object.values(TEST_PARAMETERS.soil).flat().join(", "), advanced: TEST_PARAMETERS.advancedSoil.join(", ") })],
      links: [link("/start-clinic", "packages"), link("/find-clinic")],
    },
    {
      id: "services",
      title: t("solutions.overview.title"),
      lead: `${t("solutions.overview.eyebrow")}:`,
      list: [
        `${t("solutions.device.name")}: ${t("solutions.device.summary", figures)}`,
        `${t("solutions.clinics.name")}: ${t("solutions.clinics.summary", figures)}`,
        `${t("solutions.soilDidi.name")}: ${t("solutions.soilDidi.summary")}`,
        `${t("solutions.platform.name")}: ${t("solutions.platform.summary")}`,
      ],
      more: [],
      links: [link("/solutions"), link("/find-clinic")],
    },
    {
      id: "soil-didi",
      title: t("solutions.soilDidi.title"),
      lead: t("solutions.soilDidi.summary"),
      more: [t("solutions.soilDidi.point.training"), t("solutions.soilDidi.point.income"), t("chat.assistant.k.soilDidiApply", { count: IMPACT.partner.soilDidis })],
      links: [link("/contact"), link("/solutions", "soil-didi")],
    },
    {
      id: "device",
      title: t("solutions.device.title"),
      lead: t("solutions.device.text", figures),
      more: [t("solutions.device.point.audience"), t("chat.assistant.k.deviceBuy")],
      links: [link("/contact"), link("/solutions")],
    },
    {
      id: "platform",
      title: t("solutions.platform.title"),
      lead: t("solutions.platform.text"),
      more: [t("solutions.platform.point.satellite"), t("solutions.platform.point.history")],
      links: [link("/soil-intelligence")],
    },
    {
      id: "start-clinic",
      title: t("startClinic.packages.title"),
      lead: t("startClinic.packages.intro"),
      list: packages.map((p) => `${t(p.name)}: ${p.price} ${t(p.gstNote)} (${t(p.summary)})`),
      more: [t("startClinic.packages.pay.emi"), t("startClinic.packages.pay.delivery"), `${setupSteps.map((s, i) => `${i + 1}. ${t(s.title)}`).join(" ")}`],
      links: [link("/start-clinic", "packages"), link("/contact")],
    },
    {
      id: "earnings",
      title: t("startClinic.earn.title"),
      lead: t(msg("startClinic.earn.breakEven", { months: CLINIC_BUSINESS.breakEvenMonths })),
      list: earnings.map((e) => `${t(e.title)}: ${t(e.amount)} ${t(e.unit)}`),
      more: [t("chat.assistant.k.priceFigures", figures)],
      links: [link("/start-clinic")],
    },
    {
      id: "why-test",
      title: t("farmers.why.eyebrow"),
      lead: t(reasons[0]!.text),
      list: reasons.slice(1, 4).map((r) => t(r.title)),
      more: [t(reasons[1]!.text)],
      links: [link("/for-farmers"), link("/find-clinic")],
    },
    {
      id: "csr",
      title: t("csr.models.title"),
      lead: `${figureInLabel(t(csrFarmersFigure.value), t(csrFarmersFigure.label), stop)} ${t("csr.models.intro")}`,
      // The models as the CSR page's table shows them in this language: "पायलट: ₹5-10 लाख, …, 3-6 महीने".
      list: CSR_MODELS.filter((m) => m.model !== "Custom").map((m) =>
        t("chat.assistant.k.csrModel", { model: csrModelName(locale, m.model), budget: csrFigure(locale, m.budget), clinics: m.clinics, farmers: m.farmers, duration: csrFigure(locale, m.duration) }),
      ),
      // How to join: the form on the CSR page.
      more: [t("csr.form.intro")],
      links: [link("/csr", "contact-form")],
    },
    {
      id: "partners",
      title: t("partners.models.title"),
      lead: t("partners.models.intro"),
      list: engagementModels.map((m) => t(m.title)),
      more: [t("chat.assistant.k.partnerFigures", { farmers: IMPACT.partner.farmers, tests: IMPACT.partner.tests, states: IMPACT.partner.states })],
      links: [link("/for-partners"), link("/contact")],
    },
    {
      id: "contact",
      title: t("contact.details.title"),
      lead: t("chat.assistant.k.contact", { phone: site.phones[0], phone2: site.phones[1] ?? site.phones[0], email: site.infoEmail, hours }),
      more: [t("contact.details.intro")],
      links: [link("/contact"), { label: t("contact.details.whatsappLink"), path: whatsappHref(site) }],
    },
    {
      id: "offices",
      title: t("footer.offices"),
      lead: [site.offices.bangalore, site.offices.delhi]
        .map((o, i) => `${t(i === 0 ? "contact.details.headOffice" : "contact.details.office", { city: o.city })}: ${o.lines.join(", ")}.`)
        .join(" "),
      more: [t("contact.details.intro"), t("chat.assistant.k.contact", { phone: site.phones[0], phone2: site.phones[1] ?? site.phones[0], email: site.infoEmail, hours })],
      links: [link("/contact"), { label: t("contact.details.whatsappLink"), path: whatsappHref(site) }],
    },
    {
      // A farmer who cannot bring a sample: a Soil Didi or the field team comes, through the finder's visit request.
      id: "visit",
      title: t("clinics.visit.heading"),
      lead: t("clinics.visit.intro", { hours: ADMIN.replyWithinHours }),
      more: [t(farmerSteps[0]!.text), t("solutions.soilDidi.summary")],
      links: [{ label: t("clinics.visit.heading"), path: "/find-clinic" }, link("/solutions", "soil-didi")],
    },
    {
      id: "financing",
      title: t("startClinic.packages.pay.title"),
      lead: t("startClinic.packages.pay.emi"),
      more: [t("startClinic.packages.pay.discounts"), t("startClinic.packages.intro"), t("startClinic.packages.pay.delivery")],
      links: [link("/start-clinic", "packages"), link("/contact")],
    },
    {
      id: "report-language",
      title: t("farmers.reason.advice.title"),
      lead: t("farmers.reason.advice.text"),
      more: [t("intelligence.features.phone.text"), t("contact.details.intro")],
      links: [link("/for-farmers"), link("/contact")],
    },
    {
      id: "guides",
      title: t("resources.faq.share.question"),
      lead: t("resources.faq.share.answer"),
      more: [],
      links: [link("/resources")],
    },
  ];
  return passages.map((p) => ({ ...p, keywords: KEYWORDS[p.id] ?? "" }));
}
