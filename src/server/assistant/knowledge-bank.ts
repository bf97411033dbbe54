// Matches a visitor's question against the knowledge bank's questions and paraphrases (issue 28), in any script: every
// phrasing is reduced to its search terms (language.ts: Devanagari, Hinglish and English spellings of a word share a
// key, and synonyms a group's key), and an entry's confidence is how well the question's terms and the entry's
// phrasings cover each other (their F1: the share of the question the entry's phrasings explain together, and of its
// closest phrasing the question asks). Below BANK_CONFIDENCE, or when another entry comes as close, it does not answer.
import MiniSearch from "minisearch";
import type { Locale } from "../../shared/locales.ts";
import { fillFacts, type KnowledgeEntry } from "../../shared/schemas/knowledge.ts";
import { detectLanguage, searchTerm, searchTerms, words } from "./language.ts";

/**
 * An entry answers only when the question and its phrasings cover each other at least this well. 0.6 when only the
 * closest phrasing counted; pooling the phrasings raises every entry's figure, so the bar is higher.
 */
export const BANK_CONFIDENCE = 0.65;
/**
 * Two entries this close to each other are a tie the bank cannot settle (a question as near a shortage's signs as
 * its dose): the pages' passages answer instead, unless the best comes this SURE.
 */
export const BANK_MARGIN = 0.03;
/**
 * Below BANK_CONFIDENCE an entry still answers when it is at least this sure and this far ahead of the next: chosen on
 * four development sets written apart (610 questions), each of which it helped, and the tuned sets, which it left.
 */
const CLEAR_WINNER_CONFIDENCE = 0.55;
const CLEAR_WINNER_LEAD = 0.1;
const SURE = 0.8;
/**
 * How many of the search's phrasings are scored: a question of one common term ("how much soil?") finds hundreds, and
 * the one that answers it must not fall out as the bank grows.
 */
const CANDIDATE_RESULTS = 60;

/** What the bank knows of its entries for one kind of visitor (KnowledgeBank.view). */
interface BankView {
  /** Every term of an entry's phrasings together. */
  entryTerms: Map<string, Set<string>>;
  /** The terms of an entry's answers that none of its phrasings has. */
  answerTerms: Map<string, Set<string>>;
  weight: (term: string) => number;
}

export interface BankMatch {
  entry: KnowledgeEntry;
  /** 0-1: how well the question and the entry (its closest phrasing, its phrasings together) cover each other. */
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

/**
 * What a question asks for, which its topic words do not say: when, why, where, how much or how many, how. The words
 * that ask it are stop words for the search, yet "when should I sample?" and "how many samples an acre?" share every
 * other word. Each kind is a term of its own ("?when"), so a phrasing that asks another thing matches less well.
 */
const ASKS: readonly [string, RegExp][] = [
  ["?when", /\b(when|by when|what time|kab|kabhi|kis samay)\b|कब|किस समय|कधी|केव्हा/i],
  ["?why", /\b(why|kyon|kyun|kyu|kyoon)\b|क्यों|क्यूं|क्यूँ/i],
  ["?where", /\b(where|kahan|kaha|kahaan|kidhar)\b|कहाँ|कहां|किधर|कुठे/i],
  ["?howmuch", /\b(how (much|many)|kitna|kitni|kitne|kitnaa)\b|कितना|कितनी|कितने|किती/i],
  ["?how", /\bhow (do|to|can|should|does|is)\b|\b(kaise|kese|kaisay)\b|कैसे|कसे|कसा|कशी/i],
];
const asks = (text: string) => ASKS.filter(([, re]) => re.test(text)).map(([term]) => term);

/** There is no clinic (near): in English, Hinglish, Hindi and Marathi. */
export const NO_CLINIC =
  /\bno (soil )?(clinic|clinics|lab|labs|cent(re|er)|kendra)\b|\b(clinic|lab|kendra) (nahi|nahin|nhi)\b|कोई (क्लिनिक|केंद्र|लैब) नहीं|(क्लिनिक|केंद्र|लैब) नहीं|केंद्र नाही|एकही केंद्र नाही/iu;

/**
 * What a figure or a sign means, said in other words: a pH above 8 or "high" is alkaline soil, below 6 or "low"
 * acidic; a white crust is salt; "कितनी मिट्टी" is how much soil to bring; "what all do you check" asks for the
 * parameters; organic carbon found low asks how to raise it; Marathi "किती खोल" is how deep (Hindi "खोल" is "open").
 */
const MEANS: readonly [string, RegExp][] = [
  ["salt", /\bwhite (crust|layer|powder|patches?)\b|\bsafed (parat|tah|pardi)\b|सफ़ेद परत|सफेद परत|सफेद तह|पांढरा थर|\bnamak upar\b|नमक ऊपर/iu],
  ["quantity", /\b(kitni|kitna) mitti\b|\bhow much soil\b|कितनी मिट्टी|किती माती/iu],
  ["parameter", /\b(kya[- ]kya|what all|which all)\b.{0,20}\b(check|test|jaanch|janch|dekhte)|क्या[- ]क्या .{0,15}(जांच|चेक|देखते)|कोणकोणते|\b(how many|kitne|kitni) (things|cheez\w*|chiz\w*|tatva|elements|nutrients)\b|कितनी चीज़|कितने तत्व/iu],
  // "What should I do?", "क्या डालें?": the remedy, asked without its word.
  ["remedy", /\bhow (do i|to|can i|should i|do we|can we) (fix|cure|correct|treat)\b|\bwhat (should|can|do) (i|we) (do|put|apply|add)\b|\bwhat to (do|put|apply|add)\b|\bkya (karein|karen|karu|karun|karoon|kare|daalein|dalein|daalen|dalen|daalu|dalu|daale|dale)\b|क्या (करें|करूं|करूँ|करे|डालें|डालूं|डालूँ|डाले)(?![\p{L}\p{M}])|काय (करावे|करायचे|करू|टाकावे|टाकू)/iu],
  // A high EC on the report is salt in the soil.
  ["salt", /\b(ec)\b.{0,15}(\b(high|higher|zyada|jyada|adhik|jast)\b|ज़्यादा|ज्यादा|अधिक|जास्त)/iu],
  ["increase", /\b(organic carbon|jaivik carbon|oc)\b.{0,20}\b(kam|low|less)\b|(जैविक कार्बन|ऑर्गेनिक कार्बन).{0,20}(कम|घट)/iu],
  ["deep", /किती खोल|खोल (घ्या|खणा|खड्डा)/u],
  // "How long before I get my money back?" asks when a clinic breaks even.
  ["break", /\b(money back(?! (now|please))|investment back|paisa .{0,12}wapas|paise .{0,12}wapas|paisa .{0,12}vapas|paise .{0,12}vapas|recover (the|my|its) (cost|investment|money)|pay ?back)\b|पैसा .{0,12}वापस|पैसे .{0,12}वापस|लागत (कब )?निकल/iu],
  // "No clinic near my village": the question of what to do without one, not where the nearest is ("no" is a small word).
  ["unavailable", NO_CLINIC],
  ["alkaline", /\b(ph|पीएच)\b.{0,12}(\b(high|higher|zyada|jyada|adhik|above 8|over 8)\b|ज़्यादा|ज्यादा|अधिक|जास्त|\b(8\.[5-9]|9(\.\d)?|10)\b)/iu],
  ["acidic", /\b(ph|पीएच)\b.{0,12}(\b(low|lower|kam|below 6|under 6)\b|कम|\b([45](\.\d)?|5\.[0-5])\b)/iu],
];
/** The words a question means without saying them: searched with it, and counted among its terms. */
const meaningWords = (text: string) => MEANS.filter(([, re]) => re.test(text)).map(([word]) => word);
const means = (text: string) => meaningWords(text).map((word) => searchTerm(word)!);

/** A phrasing's or a question's terms: its search terms and what it asks for. */
const termsOf = (text: string) => new Set([...searchTerms(text), ...asks(text), ...means(text)]);

/** A term's consonants: "बोरान" (born) and "boron" (boron), spelt with other vowels, have one skeleton. */
const skeleton = (term: string) => term.replace(/[aeiou]/g, "");
/**
 * Two terms are one word when equal, when one begins the other and both are long ("rent", "rental"), or when they
 * differ only in their vowels and keep three consonants (a Hindi spelling of an English word); what a question asks
 * ("?how", "?howmuch") is never a longer form of another ask.
 */
const sameWord = (a: string, b: string) =>
  a === b ||
  (Math.min(a.length, b.length) >= 4 && !a.startsWith("?") && !b.startsWith("?") && (a.startsWith(b) || b.startsWith(a) || (skeleton(a).length >= 3 && skeleton(a) === skeleton(b))));

/** Whether a set of terms holds a question's term, or a longer or shorter form of it. */
const holds = (terms: Set<string>, term: string) => terms.has(term) || [...terms].some((p) => sameWord(term, p));

/**
 * A question's term that only the entry's answer has ("which ratios does the full test work out?", the answer naming
 * C:N) is half explained: the team wrote it there, but asked in no phrasing.
 */
const ANSWER_SHARE = 0.5;

/**
 * Term overlap of a question with a phrasing of an entry as F1, each term weighed by how rare it is among the bank's
 * phrasings: 1 when they are the same, 0 when they share nothing. A question's term counts as explained when any
 * phrasing of the entry has it (`entryTerms`); precision is the phrasing's own. "Soil" and "sample" are in hundreds
 * of phrasings, "depth" in a few: a question about the depth that shares "soil" and "sample" with an entry about the
 * spots is not that entry's question.
 */
function overlap(
  asked: Set<string>,
  phrasing: Set<string>,
  weight: (term: string) => number,
  entryTerms: Set<string> = phrasing,
  answerTerms: Set<string> = new Set(),
): number {
  let shared = 0;
  let explained = 0;
  let askedWeight = 0;
  for (const term of asked) {
    const w = weight(term);
    askedWeight += w;
    const own = holds(phrasing, term);
    if (own) shared += w;
    if (own || holds(entryTerms, term)) explained += w;
    else if (answerTerms.has(term)) explained += ANSWER_SHARE * w;
  }
  if (!shared) return 0;
  let phrasingWeight = 0;
  for (const term of phrasing) phrasingWeight += weight(term);
  // Recall from all the entry's phrasings together: a Hindi question may say in one sentence what the entry's
  // English and Hinglish phrasings say in two ("kitni gehrai" in one, "sample" in the other).
  const recall = explained / askedWeight;
  const precision = Math.min(1, shared / phrasingWeight);
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
  /**
   * The phrasings written in Marathi: a Marathi way of asking answers a Marathi visitor only ("का" asks a question in
   * Marathi and means "of" in Hindi; "किती" is "how much" in one and no word in the other), and the bank a visitor in
   * another language reads is the one it was before they were written.
   */
  private readonly marathi = new Set<string>();
  /** The bank as a Marathi visitor reads it, and as everyone else does. */
  private readonly forMarathi: BankView;
  private readonly forOthers: BankView;

  /** The published entries only; a draft is the team's work in progress. */
  constructor(entries: readonly KnowledgeEntry[]) {
    const phrasings: Phrasing[] = [];
    for (const entry of entries) {
      if (entry.status !== "published") continue;
      this.entries.set(entry.id, entry);
      [entry.question, ...entry.paraphrases].forEach((text, i) => {
        const id = `${entry.id}#${i}`;
        phrasings.push({ id, entryId: entry.id, text });
        this.terms.set(id, termsOf(text));
        if (i > 0 && detectLanguage(text, "hi") === "mr") this.marathi.add(id);
      });
    }
    this.index.addAll(phrasings);
    this.forMarathi = this.view(() => true, () => true);
    this.forOthers = this.view((id) => !this.marathi.has(id), (language) => language !== "mr");
  }

  /**
   * Each entry's terms, its answers' terms that no phrasing has, and how rare each term is, over the phrasings and the
   * answers' languages kept.
   */
  private view(kept: (phrasingId: string) => boolean, answersKept: (language: string) => boolean): BankView {
    const entryTerms = new Map<string, Set<string>>();
    const answerTerms = new Map<string, Set<string>>();
    // Counted per entry, so an entry with many paraphrases of one word does not make that word common.
    const entryCount = new Map<string, number>();
    for (const entry of this.entries.values()) {
      const own = new Set<string>();
      [entry.question, ...entry.paraphrases].forEach((_, i) => {
        const id = `${entry.id}#${i}`;
        if (kept(id)) this.terms.get(id)?.forEach((term) => own.add(term));
      });
      for (const term of own) entryCount.set(term, (entryCount.get(term) ?? 0) + 1);
      entryTerms.set(entry.id, own);
      const said = new Set<string>();
      for (const [language, text] of Object.entries(entry.answers)) {
        if (answersKept(language)) for (const term of searchTerms(fillFacts(text ?? ""))) if (!own.has(term)) said.add(term);
      }
      answerTerms.set(entry.id, said);
    }
    // How rare each term is among the entries (log-scaled inverse entry frequency); a term no entry has, the median.
    const n = Math.max(1, this.entries.size);
    const weights = new Map([...entryCount].map(([term, count]) => [term, Math.log(1 + n / count)]));
    const sorted = [...weights.values()].sort((a, b) => a - b);
    const unknown = sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 1;
    // What a question asks ("?howmuch") weighs at least as much as a middling word, however many entries ask it: a
    // "how much" question answered with the steps of "how to" answers another question.
    const weight = (term: string) => {
      const w = weights.get(term) ?? unknown;
      return term.startsWith("?") ? Math.max(w, unknown) : w;
    };
    return { entryTerms, answerTerms, weight };
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The entry whose phrasing best covers the question and has an answer in `locale`, when its confidence reaches
   * BANK_CONFIDENCE; null otherwise.
   */
  match(question: string, locale: Locale, { clearWinner = true } = {}): BankMatch | null {
    const [best, second] = this.candidates(question, locale, 2);
    if (best && second && best.confidence < SURE && best.confidence - second.confidence < BANK_MARGIN) return null;
    // An entry far ahead of every other answers a little below the bar ("can the report be sent on WhatsApp, my
    // father can't keep papers safe": the story's words lower its confidence, not its lead). Not for a question put
    // together from two (`clearWinner: false`), whose lead says less.
    if (clearWinner && best && best.confidence >= CLEAR_WINNER_CONFIDENCE && best.confidence - (second?.confidence ?? 0) >= CLEAR_WINNER_LEAD) return best;
    return best && best.confidence >= BANK_CONFIDENCE ? best : null;
  }

  /**
   * The entries closest to the question with an answer in `locale`, each once, the closest first, down to
   * `minConfidence`: what the optional model is given as its only ground.
   */
  candidates(question: string, locale: Locale, limit: number, minConfidence = 0): BankMatch[] {
    const asked = termsOf(question);
    // What a question asks for, without a word of what about, matches nothing.
    if ([...asked].every((term) => term.startsWith("?"))) return [];
    const best = new Map<string, BankMatch>();
    // Between entries as close, the one whose phrasing says it by itself goes first: an entry that gathers a question's
    // words from several of its phrasings ties with the one that has the question word for word.
    const alone = new Map<string, number>();
    const results = this.index.search([question, ...meaningWords(question)].join(" "));
    const readable = locale === "mr" ? results : results.filter((r) => !this.marathi.has(r.id as string));
    for (const result of readable.slice(0, CANDIDATE_RESULTS)) {
      const entry = this.entries.get(result.entryId as string);
      if (!entry || !answerIn(entry, locale)) continue;
      const phrasing = this.terms.get(result.id as string) ?? new Set<string>();
      const { entryTerms, answerTerms, weight } = locale === "mr" ? this.forMarathi : this.forOthers;
      const confidence = overlap(asked, phrasing, weight, entryTerms.get(entry.id), answerTerms.get(entry.id));
      const before = best.get(entry.id)?.confidence ?? -1;
      if (confidence < before) continue;
      const own = overlap(asked, phrasing, weight);
      if (confidence > before || own > alone.get(entry.id)!) {
        best.set(entry.id, { entry, confidence });
        alone.set(entry.id, own);
      }
    }
    return [...best.values()]
      .filter((m) => m.confidence > 0 && m.confidence >= minConfidence)
      .sort((a, b) => b.confidence - a.confidence || alone.get(b.entry.id)! - alone.get(a.entry.id)!)
      .slice(0, limit);
  }
}

/** The entry's answer for a page language, its facts written out. */
export const bankAnswer = (entry: KnowledgeEntry, locale: Locale): string => fillFacts(answerIn(entry, locale) ?? "");

/** The answer a visitor writing Hinglish gets: the team's own Hinglish, when they wrote one (else null). */
export const hinglishAnswer = (entry: KnowledgeEntry): string | null => (entry.answers["hi-latn"] ? fillFacts(entry.answers["hi-latn"]) : null);

/**
 * The language whose answer stands in for a language the team has not written an entry in: a Marathi reader is given
 * the Hindi answer (the same script, read by most of Maharashtra's farmers) rather than no answer.
 */
export const STAND_IN: Readonly<Record<string, Locale>> = { mr: "hi" };

/** The language an entry answers a page language in: its own, or the stand-in's; null when neither is written. */
export function answerLanguage(entry: KnowledgeEntry, locale: Locale): Locale | null {
  if (entry.answers[locale] || (locale === "hi" && entry.answers["hi-latn"])) return locale;
  const standIn = STAND_IN[locale];
  return standIn && answerLanguage(entry, standIn) ? standIn : null;
}

/** An entry's text for a page language; an entry written only in Hinglish answers Hindi questions too. */
const answerIn = (entry: KnowledgeEntry, locale: Locale): string | undefined => {
  const language = answerLanguage(entry, locale);
  return language ? (entry.answers[language] ?? (language === "hi" ? entry.answers["hi-latn"] : undefined)) : undefined;
};
