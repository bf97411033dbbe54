// The words of the PDF guides: one JSON catalog per guide and language (locales/<guide>/<language>.json) plus `common`
// (the layout's words and the closing contact section), ICU messages like the site's catalogs. English is the source
// and ids are typed from it. Every message may name a business fact in braces ("₹{testPrice}"), so a figure is never
// typed into a text. A language adds its files here, nothing else.
import fs from "node:fs";
import path from "node:path";
import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { isFactName, withFacts } from "../../shared/facts.ts";
import { argNames } from "../../client/i18n/catalog-problems.ts";
import type { GuideLanguage } from "../../shared/guide-downloads.ts";
import type common from "./locales/common/en.json";
import type cropAdvisory from "./locales/crop-advisory/en.json";
import type fertilizerGuide from "./locales/fertilizer-guide/en.json";
import type partnerProposal from "./locales/partner-proposal/en.json";
import type soilHealthBooklet from "./locales/soil-health-booklet/en.json";

export const PDF_LOCALES_DIR = path.resolve(import.meta.dirname, "locales");

/** The catalog every guide shares. */
export const COMMON = "common";

export type CommonId = keyof typeof common;

/** Each guide's own ids, by its catalog's name (the file name it is served under, without ".pdf"). */
interface GuideIds {
  "soil-health-booklet": keyof typeof soilHealthBooklet;
  "fertilizer-guide": keyof typeof fertilizerGuide;
  "crop-advisory": keyof typeof cropAdvisory;
  "partner-proposal": keyof typeof partnerProposal;
}

export type GuideName = keyof GuideIds;

type Values = Record<string, unknown>;

/** A guide's texts in one language: `t("why.title")`, `t("contact.office", { city })`. */
export interface Words<Id extends string> {
  (id: Id, values?: Values): string;
  readonly language: GuideLanguage;
}

export type GuideWords<G extends GuideName> = Words<GuideIds[G] | CommonId>;

/** A catalog's messages as written, or undefined when the language has no file for it. */
export function readCatalog(name: string, language: string): Record<string, string> | undefined {
  const file = path.join(PDF_LOCALES_DIR, name, `${language}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : undefined;
}

const instances = new Map<string, { i18n: I18n; args: Map<string, Set<string>> }>();

function load(names: readonly string[], language: GuideLanguage) {
  const key = `${names.join("+")}/${language}`;
  let entry = instances.get(key);
  if (!entry) {
    const source: Record<string, string> = {};
    for (const name of names) {
      const catalog = readCatalog(name, language);
      if (!catalog) throw new Error(`The PDF guides have no ${language} catalog ${name} (src/server/pdf/locales/${name}/${language}.json)`);
      Object.assign(source, catalog);
    }
    const messages: Messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    const args = new Map(Object.entries(messages).map(([id, compiled]) => [id, argNames(compiled)]));
    entry = { i18n: withFacts(setupI18n({ locale: language, messages: { [language]: messages } })), args };
    instances.set(key, entry);
  }
  return entry;
}

/**
 * A text the language lacks, or a placeholder nobody gives a value (Lingui would print nothing), is an error, not
 * English or a gap: a guide half in another language is worse than none, and rendering the guides in the tests finds
 * it before it ships.
 */
function words<Id extends string>(names: readonly string[], language: GuideLanguage): Words<Id> {
  const { i18n, args } = load(names, language);
  const t = (id: string, values?: Values) => {
    const needs = args.get(id);
    if (!needs) throw new Error(`No text "${id}" in the ${language} catalogs ${names.join(" and ")} of the PDF guides`);
    for (const name of needs) {
      if (!(values && name in values) && !isFactName(name)) throw new Error(`The ${language} text "${id}" names {${name}}, which is neither a fact nor given`);
    }
    return i18n._(id, values);
  };
  return Object.assign(t, { language });
}

/** The texts of a guide in a language: its own and the common ones. */
export const guideWords = <G extends GuideName>(guide: G, language: GuideLanguage): GuideWords<G> => words([COMMON, guide], language);

/** The texts every guide shares (the layout's and the contact section's). */
export const commonWords = (language: GuideLanguage): Words<CommonId> => words([COMMON], language);

/** The ids of a catalog that end in `suffix`, without it: `PrefixOf<Id, ".term">` is every "x" with an "x.term". */
export type PrefixOf<Id extends string, Suffix extends string> = Id extends `${infer P}${Suffix}` ? P : never;

/** Bullets led by a bold term, each from a pair of ids "<id>.term" and "<id>.text": `item("care.feed")`. */
export function termItems<Id extends string>(t: Words<Id>) {
  return (id: PrefixOf<Id, ".term"> & PrefixOf<Id, ".text">, values?: Values): { term: string; text: string } => ({
    term: t(`${id}.term` as Id, values),
    text: t(`${id}.text` as Id, values),
  });
}
