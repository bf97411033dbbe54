// The knowledge bank (issue 28): answers the team owns. An entry is a canonical question, the other ways visitors ask
// it (any language or script), a short answer per language with the business's facts named in braces ("₹{testPrice}
// per sample", filled from shared/facts.ts when the assistant answers, so an answer never states a stale figure), at
// most two links to pages of the site, and a status. The assistant matches a question against the entries first.
import { z } from "zod";
import { FACT_VALUES, isFactName } from "../facts.ts";
import { SITE_LOCALES, localeInfo } from "../locales.ts";
import { safeText } from "./text.ts";

export const KNOWLEDGE_API = {
  entries: "/api/v1/admin/knowledge",
  entry: (id: string) => `/api/v1/admin/knowledge/${id}`,
  import: "/api/v1/admin/knowledge/import",
  gaps: "/api/v1/admin/knowledge/gaps",
  /** Writes the answer to a group of gaps: the entry is created and the group closed, in one step. */
  answerGap: "/api/v1/admin/knowledge/gaps/answer",
} as const;

export const KNOWLEDGE_LIMITS = {
  questionMin: 3,
  questionMax: 200,
  paraphrasesMax: 30,
  /** An answer fits the chat's bubble once its facts are filled in. */
  answerMax: 350,
  linksMax: 2,
  /** Entries in one import. */
  importMax: 1000,
} as const;

export const knowledgeStatuses = ["published", "draft"] as const;
export type KnowledgeStatus = (typeof knowledgeStatuses)[number];

const FACT_REF = /\{(\w+)\}/g;

/** The names in braces that are no fact of facts.ts. */
export const unknownFacts = (text: string): string[] => [...text.matchAll(FACT_REF)].map((m) => m[1]!).filter((name) => !isFactName(name));

/** An answer as the visitor reads it: every fact named in braces written out. */
export const fillFacts = (text: string): string => text.replace(FACT_REF, (all, name: string) => (isFactName(name) ? String(FACT_VALUES[name]) : all));

/** A page of the site an answer may link: a public page (with a #section) or a blog post. */
const SITE_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?$/;

const text = (label: string, max: number) => safeText(label).trim().max(max, `${label} must be at most ${max} characters.`);

/**
 * The languages an answer is written in: the site's, and Hinglish (Hindi in Latin letters, as visitors type it on a
 * phone's English keyboard). A Hinglish answer is written by the team, not spelled out of the Hindi by a machine.
 */
export const ANSWER_LANGUAGES = [...SITE_LOCALES, "hi-latn"] as const;
export type AnswerLanguage = (typeof ANSWER_LANGUAGES)[number];
/** The name of an answer's language on the Knowledge screen. */
export const answerLanguageName = (language: AnswerLanguage): string => (language === "hi-latn" ? "Hinglish" : localeInfo(language).englishName);
/** The language tag for an answer's text (lang attribute). */
export const answerLanguageTag = (language: AnswerLanguage): string => (language === "hi-latn" ? "hi-Latn" : language);

const answer = (language: AnswerLanguage) =>
  safeText(`The ${language} answer`)
    .trim()
    .min(1, `The ${language} answer is empty: write it, or leave the language out.`)
    .refine((a) => unknownFacts(a).length === 0, {
      error: (issue) => `The ${language} answer names an unknown fact: {${unknownFacts(String(issue.input))[0]}}. Known facts: ${Object.keys(FACT_VALUES).join(", ")}.`,
    })
    .refine((a) => fillFacts(a).length <= KNOWLEDGE_LIMITS.answerMax, {
      error: `The ${language} answer must be at most ${KNOWLEDGE_LIMITS.answerMax} characters with its facts filled in, to fit the chat.`,
    });

const answersSchema = z
  .strictObject(Object.fromEntries(ANSWER_LANGUAGES.map((l) => [l, answer(l).optional()])) as Record<AnswerLanguage, z.ZodOptional<ReturnType<typeof answer>>>, {
    error: (issue) =>
      issue.code === "unrecognized_keys" ? `Answers may be given in these languages only: ${ANSWER_LANGUAGES.join(", ")} (hi-latn is Hinglish).` : "Answers must be an object of texts by language.",
  })
  .refine((a) => Object.values(a).some(Boolean), "Write the answer in at least one language.");

export const knowledgeInputSchema = z.object({
  question: text("Question", KNOWLEDGE_LIMITS.questionMax).min(KNOWLEDGE_LIMITS.questionMin, `Question must be at least ${KNOWLEDGE_LIMITS.questionMin} characters.`),
  paraphrases: z
    .array(text("A paraphrase", KNOWLEDGE_LIMITS.questionMax).min(1, "A paraphrase is empty."), { error: "Paraphrases must be a list of texts." })
    .max(KNOWLEDGE_LIMITS.paraphrasesMax, `At most ${KNOWLEDGE_LIMITS.paraphrasesMax} paraphrases.`)
    .default([]),
  answers: answersSchema,
  links: z
    .array(z.string({ error: "A link must be a path of the site." }).regex(SITE_PATH, "A link must be a path of the site, such as /find-clinic or /blog/<post>."), {
      error: "Links must be a list of site paths.",
    })
    .max(KNOWLEDGE_LIMITS.linksMax, `At most ${KNOWLEDGE_LIMITS.linksMax} links.`)
    .default([]),
  status: z.enum(knowledgeStatuses, { error: `Status must be one of: ${knowledgeStatuses.join(", ")}.` }).default("published"),
});
export type KnowledgeInput = z.input<typeof knowledgeInputSchema>;
export type KnowledgeValues = z.output<typeof knowledgeInputSchema>;

export const knowledgeImportSchema = z.object({
  entries: z
    .array(knowledgeInputSchema, { error: "Entries must be a list." })
    .min(1, "Give at least one entry.")
    .max(KNOWLEDGE_LIMITS.importMax, `At most ${KNOWLEDGE_LIMITS.importMax} entries at once: split the file.`),
});

export interface KnowledgeEntry {
  id: string;
  question: string;
  paraphrases: string[];
  answers: Partial<Record<AnswerLanguage, string>>;
  links: string[];
  status: KnowledgeStatus;
  createdAt: string;
  updatedAt: string;
}

export const gapReasons = ["unanswered", "rated_bad", "asked_person"] as const;
export type GapReason = (typeof gapReasons)[number];

/** Questions asked in other words, grouped: what the team answers in one step. */
export interface KnowledgeGapGroup {
  key: string;
  /** The latest way it was asked. */
  question: string;
  /** Every distinct way it was asked (at most 10), newest first. */
  questions: string[];
  count: number;
  languages: string[];
  reasons: GapReason[];
  /** The latest conversation it came from, when there was one. */
  conversationId: string | null;
  firstAt: string;
  lastAt: string;
}

export const answerGapSchema = knowledgeInputSchema.extend({
  key: z.string({ error: "Key must name a group of questions." }).min(1, "Key must name a group of questions.").max(500, "Key is too long."),
});
