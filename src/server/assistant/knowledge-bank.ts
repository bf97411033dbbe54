// Matches a visitor's question against the knowledge bank's questions and paraphrases (issue 28), in any script: every
// phrasing is reduced to its search terms (language.ts: Devanagari, Hinglish and English spellings of a word share a
// key, and synonyms a group's key), and an entry's confidence is how well the question's terms and the phrasing's
// terms cover each other (their F1: the share of the question the phrasing explains, and of the phrasing the question
// asks). Below CONFIDENCE the entry does not answer.
import MiniSearch from "minisearch";
import type { Locale } from "../../shared/locales.ts";
import { fillFacts, type KnowledgeEntry } from "../../shared/schemas/knowledge.ts";
import { searchTerm, searchTerms, words } from "./language.ts";

/** An entry answers only when the question and one of its phrasings cover each other at least this well. */
export const BANK_CONFIDENCE = 0.6;

export interface BankMatch {
  entry: KnowledgeEntry;
  /** 0-1: how well the question and the entry's closest phrasing cover each other. */
  confidence: number;
}

interface Phrasing {
  id: string;
  entryId: string;
  text: string;
}

/** The key a question is grouped by in the gap queue: its search terms, each once, sorted. */
export function questionKey(question: string): string {
  return [...new Set(searchTerms(question))].sort().join(" ");
}

/** Two terms are one word when equal, or when one begins the other and both are long ("rent", "rental"). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/** Term overlap of two term sets as F1: 1 when they are the same, 0 when they share nothing. */
function overlap(asked: Set<string>, phrasing: Set<string>): number {
  let shared = 0;
  for (const term of asked) if (phrasing.has(term) || [...phrasing].some((p) => sameWord(term, p))) shared++;
  if (!shared) return 0;
  const recall = shared / asked.size;
  const precision = shared / phrasing.size;
  return (2 * recall * precision) / (recall + precision);
}

export class KnowledgeBank {
  private readonly index = new MiniSearch<Phrasing>({
    fields: ["text"],
    storeFields: ["entryId", "text"],
    tokenize: words,
    processTerm: searchTerm,
    searchOptions: { prefix: (term) => term.length > 4, fuzzy: (term) => (term.length > 5 ? 0.15 : false), combineWith: "OR" },
  });
  private readonly entries = new Map<string, KnowledgeEntry>();
  private readonly terms = new Map<string, Set<string>>();

  /** The published entries only; a draft is the team's work in progress. */
  constructor(entries: readonly KnowledgeEntry[]) {
    const phrasings: Phrasing[] = [];
    for (const entry of entries) {
      if (entry.status !== "published") continue;
      this.entries.set(entry.id, entry);
      [entry.question, ...entry.paraphrases].forEach((text, i) => {
        const id = `${entry.id}#${i}`;
        phrasings.push({ id, entryId: entry.id, text });
        this.terms.set(id, new Set(searchTerms(text)));
      });
    }
    this.index.addAll(phrasings);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The entry whose phrasing best covers the question and has an answer in `locale`, when its confidence reaches
   * BANK_CONFIDENCE; null otherwise.
   */
  match(question: string, locale: Locale): BankMatch | null {
    const best = this.candidates(question, locale, 1)[0];
    return best && best.confidence >= BANK_CONFIDENCE ? best : null;
  }

  /**
   * The entries closest to the question with an answer in `locale`, each once, the closest first, down to
   * `minConfidence`: what the optional model is given as its only ground.
   */
  candidates(question: string, locale: Locale, limit: number, minConfidence = 0): BankMatch[] {
    const asked = new Set(searchTerms(question));
    if (!asked.size) return [];
    const best = new Map<string, BankMatch>();
    for (const result of this.index.search(question).slice(0, 20)) {
      const entry = this.entries.get(result.entryId as string);
      if (!entry || !answerIn(entry, locale)) continue;
      const confidence = overlap(asked, this.terms.get(result.id as string) ?? new Set());
      if (confidence > (best.get(entry.id)?.confidence ?? -1)) best.set(entry.id, { entry, confidence });
    }
    return [...best.values()]
      .filter((m) => m.confidence > 0 && m.confidence >= minConfidence)
      .sort((a, b) => b.confidence - a.confidence)
      .slice(0, limit);
  }
}

/** The entry's answer for a page language, its facts written out. */
export const bankAnswer = (entry: KnowledgeEntry, locale: Locale): string => fillFacts(answerIn(entry, locale) ?? "");

/** The answer a visitor writing Hinglish gets: the team's own Hinglish, when they wrote one (else null). */
export const hinglishAnswer = (entry: KnowledgeEntry): string | null => (entry.answers["hi-latn"] ? fillFacts(entry.answers["hi-latn"]) : null);

/** An entry's text for a page language; an entry written only in Hinglish answers Hindi questions too. */
const answerIn = (entry: KnowledgeEntry, locale: Locale): string | undefined => entry.answers[locale] ?? (locale === "hi" ? entry.answers["hi-latn"] : undefined);
