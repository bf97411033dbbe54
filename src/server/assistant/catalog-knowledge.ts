// Passages walked from the public pages' catalog texts, section by section, so whatever a page says (every FAQ, the
// financing lines, privacy, the parts of a clinic package) can answer a question without a hand-written passage.
// A section is the texts sharing a key prefix ("resources.faq.often.*"); it links to the page that shows it.
import { ADMIN, CLAIMS, CLINIC_BUSINESS, IMPACT, OFFICE_HOURS, TEST_PARAMETERS } from "../../shared/constants.ts";
import type { Locale } from "../../shared/locales.ts";
import type { PublicPath } from "../../shared/public-routes.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { MessageId } from "../../client/i18n/ids.ts";
import { serverI18n, serverText } from "../i18n.ts";
import { isFactName } from "../../shared/facts.ts";
import { pageLink, plain, type Passage } from "./knowledge.ts";
import { sentences } from "./text.ts";

/** Walked passages count for less than the hand-picked ones, which say the same things more briefly. */
export const CATALOG_WEIGHT = 0.7;

interface PageSections {
  /** Key prefix of the page's texts. */
  prefix: string;
  path: PublicPath;
  /** Values of this page's placeholders whose meaning differs between pages ("{hours}" is a reply time or office hours). */
  values?: (site: SiteConfig, locale: Locale) => Record<string, unknown>;
}

const officeHours = (locale: Locale) =>
  OFFICE_HOURS.map((_, i) => {
    const k = (["weekdays", "saturday", "sunday"] as const)[i]!;
    return `${serverText(locale, `contact.hours.${k}.short`)} ${serverText(locale, `contact.hours.${k}.time`)}`;
  }).join(", ");

/**
 * Values of single texts that differ within a page, as their page components give them: the standard test's count on
 * the device, the full test's on a Pro clinic.
 */
const standard = { parameters: CLAIMS.deviceParameters };
const full = { parameters: CLAIMS.clinicParameters };
const TEXT_VALUES: Record<string, Record<string, unknown>> = {
  "about.pillars.technology.device": standard,
  "home.journey.during.test": standard,
  "home.science.test.text": standard,
  "solutions.device.summary": standard,
  "solutions.device.text": standard,
  "intelligence.comparison.measured.intelligence": full,
  "solutions.clinics.point.parameters": full,
  "solutions.journey.test.text": full,
  "startClinic.earn.soil.text": full,
  "startClinic.params.title": { ...full, ratios: TEST_PARAMETERS.ratios.length },
  "startClinic.params.water.title": { count: TEST_PARAMETERS.water.length },
  "startClinic.earn.breakEven": { months: CLINIC_BUSINESS.breakEvenMonths },
  "startClinic.hero.badge": { farmers: IMPACT.startClinic.farmers },
  "startClinic.intro.text": { farmers: IMPACT.startClinic.farmers },
};

const PAGES: PageSections[] = [
  // The FAQ quotes the device's count with its 45-60 minutes, the booklet the clinics' (resource-faq.tsx, download-cards.tsx).
  { prefix: "resources.faq", path: "/resources", values: () => ({ parameters: CLAIMS.deviceParameters }) },
  { prefix: "resources.guide", path: "/resources", values: () => ({ parameters: CLAIMS.clinicParameters }) },
  { prefix: "resources.hindiGuide", path: "/resources", values: () => ({ percent: CLAIMS.yieldGainPercent }) },
  { prefix: "resources.stay", path: "/resources" },
  { prefix: "farmers", path: "/for-farmers", values: () => ({ percent: CLAIMS.yieldGainPercent }) },
  { prefix: "solutions", path: "/solutions" },
  { prefix: "startClinic", path: "/start-clinic" },
  { prefix: "intelligence", path: "/soil-intelligence" },
  { prefix: "contact", path: "/contact", values: () => ({ hours: ADMIN.replyWithinHours }) },
  { prefix: "csr", path: "/csr" },
  { prefix: "partners", path: "/for-partners" },
  { prefix: "about", path: "/about" },
  { prefix: "home", path: "/", values: () => ({ percent: CLAIMS.yieldGainPercent }) },
  { prefix: "clinics.visit", path: "/find-clinic", values: () => ({ hours: ADMIN.replyWithinHours }) },
  {
    prefix: "privacy",
    path: "/privacy-policy",
    values: (site, locale) => ({ office: site.offices.bangalore.lines.join(", "), hours: officeHours(locale), siteUrl: site.siteUrl }),
  },
  // Of the terms, what a visitor asks about: prices and payments, what the advice is worth, what not to type in the chat.
  { prefix: "terms.prices", path: "/terms-of-service" },
  { prefix: "terms.advice", path: "/terms-of-service" },
  { prefix: "terms.chat", path: "/terms-of-service" },
];

// Parts of a page that are no answer: forms, sample dashboards, stories and quotes, captions of the demo video, maps.
const SKIP_SECTION = /\.(form|forms|story|stories|voices|testimonial|testimonials|press|demo|dashboard|map|filters|library|pager|closing)(\.|$)/;
// Texts that name a button, a picture or a small label rather than say something.
const SKIP_LEAF = new Set(
  "cta secondaryCta link action imageAlt alt label eyebrow button submit placeholder newTab marker figureValue figureLabel unit choose popular gst stepSr browse download find start apply more".split(
    " ",
  ),
);
const TITLE_LEAVES = ["title", "question", "name", "heading"];

/** Placeholders that mean the same on every page, from the constants and the site configuration. */
function commonValues(site: SiteConfig): Record<string, unknown> {
  const { spots, depthInches, grams } = CLAIMS.sampling;
  return {
    brand: site.brand,
    spots,
    depth: depthInches,
    grams,
    price: CLAIMS.clinicTestPriceRupees,
    minutes: CLAIMS.deviceResultMinutes,
    savings: CLAIMS.savingsPerAcreRupees,
    rupees: CLAIMS.savingsPerAcreRupees,
    yieldGain: CLAIMS.yieldGainPercent,
    phone: site.phones[0],
    phone2: site.phones[1] ?? site.phones[0],
    email: site.infoEmail,
    infoEmail: site.infoEmail,
    supportEmail: site.supportEmail,
  };
}

/** The names of a compiled message's placeholders, those inside plural and select branches too. */
function placeholders(message: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    if (typeof part[0] === "string") names.add(part[0]);
    const branches = part[2];
    if (branches && typeof branches === "object") for (const branch of Object.values(branches)) placeholders(branch, names);
  }
  return names;
}

/**
 * A text with its placeholders filled, or null when one has no value here (its meaning depends on the page: a count,
 * a number of parameters) or, in Hindi, when the text has no Hindi yet (the catalog falls back to English).
 */
function render(locale: Locale, id: string, pageValues: Record<string, unknown>): string | null {
  const values = { ...pageValues, ...TEXT_VALUES[id] };
  // The facts are filled by the catalog itself (withFacts); any other placeholder needs a value from this page.
  const needed = placeholders(serverI18n(locale).messages[id]);
  if ([...needed].some((name) => !(name in values) && !isFactName(name))) return null;
  const text = plain(serverText(locale, id as MessageId, values));
  if (!text) return null;
  const devanagari = (text.match(/[\u0900-\u097f]/g) ?? []).length;
  const latin = (text.match(/[a-z]/gi) ?? []).length;
  if (locale === "en" && devanagari > latin) return null;
  if (locale === "hi" && devanagari === 0 && latin > 0 && text === plain(serverText("en", id as MessageId, values))) return null;
  return text;
}

/** The passages of every listed page section, in one language. */
export function buildCatalogKnowledge(site: SiteConfig, locale: Locale): Passage[] {
  const ids = Object.keys(serverI18n(locale).messages);
  const common = commonValues(site);
  const passages: Passage[] = [];
  for (const page of PAGES) {
    const values = { ...common, ...page.values?.(site, locale) };
    const own = ids.filter((id) => id.startsWith(`${page.prefix}.`) && !SKIP_SECTION.test(id.slice(page.prefix.length)));
    const ownSet = new Set(own);
    // Sections in the catalog's order: each key's parent, and a key that has children is its section's title.
    const sections = new Map<string, string[]>();
    for (const id of own) {
      const section = id.slice(0, id.lastIndexOf("."));
      if (!sections.has(section)) sections.set(section, []);
      sections.get(section)!.push(id);
    }
    const titleOf = (section: string): string | null => {
      if (ownSet.has(section)) {
        const own = render(locale, section, values);
        if (own) return own;
      }
      for (const leaf of TITLE_LEAVES) {
        const id = `${section}.${leaf}`;
        if (ownSet.has(id)) return render(locale, id, values);
      }
      return null;
    };
    for (const [section, keys] of sections) {
      const bodyIds = keys.filter((id) => !TITLE_LEAVES.includes(id.split(".").at(-1)!) && !SKIP_LEAF.has(id.split(".").at(-1)!) && !sections.has(id));
      // A text that opens with its own bold name ("<strong>Clinics and Soil Didis:</strong> we share your name…") is a
      // topic of its own: a passage of it alone, so a long section (who sees your data) does not bury it.
      for (const id of bodyIds) {
        const named = /^<strong>([^<]+?)[:.]?<\/strong>\s*(.+)$/s.exec(serverText(locale, id as MessageId, values));
        const text = named && render(locale, id, values);
        if (!named || !text) continue;
        const parts = sentences(text);
        passages.push({ id: `page:${id}`, title: plain(named[1]!), keywords: "", lead: parts[0]!, more: parts.slice(1), links: [pageLink(locale, page.path)], weight: CATALOG_WEIGHT });
      }
      const body = bodyIds
        .map((id) => render(locale, id, values))
        // A figure alone ("45-60") is a stat's number, its meaning in the label beside it.
        .filter((text): text is string => !!text && /\p{L}/u.test(text));
      // The parts a section lists by their own titles ("What's included": the kit, training, software …).
      const children = [...sections.keys()].filter((s) => s.startsWith(`${section}.`) && s.split(".").length === section.split(".").length + 1);
      const list = children.map(titleOf).filter((text): text is string => !!text);
      const title = titleOf(section) ?? titleOf(section.slice(0, section.lastIndexOf("."))) ?? "";
      const parts = body.flatMap(sentences);
      // A section needs words of its own, or a title over the parts it lists.
      if (!parts.length && (list.length < 2 || !title)) continue;
      passages.push({
        id: `page:${section}`,
        title,
        keywords: "",
        lead: parts[0] ?? `${title}:`,
        ...(list.length >= 2 ? { list } : {}),
        more: parts.slice(1),
        links: [pageLink(locale, page.path)],
        weight: CATALOG_WEIGHT,
      });
    }
  }
  return passages;
}
