// Finds the passage that answers a question (MiniSearch over search keys, so Devanagari, Hinglish and English spellings
// meet) and words a short reply from it: its first sentence, its list kept as a list, then the sentences that match.
import MiniSearch from "minisearch";
import type { Passage } from "./knowledge.ts";
import { searchTerm, searchTerms, words } from "./language.ts";

/** A passage must score at least this to count as an answer; below it the visitor gets the fallback. */
const MIN_SCORE = 4;
/**
 * A passage walked from a page or a post, long and written for reading rather than for answering, must match more
 * strongly: two common words in common ("best" and "10" for a tractor brand) gave it the question before. Set between
 * the off-topic questions' best scores (11-13) and the lowest right answer's (17) in the held-out evaluation.
 */
const MIN_WALKED_SCORE = 15;
/** Replies fit a chat bubble: about this many characters, links aside. */
export const REPLY_MAX_CHARS = 350;
/** A figure in a text: "45-60", "₹300-500", "5,500+", "6". */
const FIGURE = /\d[\d,.]*(?:[-–]\d[\d,.]*)?/g;
/** The one search term of every word for a price ("rate", "daam", "कीमत"). */
const PRICE_TERM = searchTerm("price");
/** A sentence sharing this share of its search words with one already in the reply says the same thing again. */
const REPEAT_SHARE = 0.7;

export interface Hit {
  passage: Passage;
  score: number;
  /** The question's search terms the passage matched. */
  terms: string[];
}

export class Retriever {
  private readonly index: MiniSearch<Passage & { body: string }>;
  private readonly byId: Map<string, Passage>;
  /** Every search term of the passages: a word the site talks about is a topic, not a place name. */
  private readonly vocabulary: Set<string>;

  /**
   * `vocabularyOf` names the passages whose words count as topics for `knows` (the hand-picked ones: a town a blog
   * post mentions is still a place to look clinics up in).
   */
  constructor(
    readonly passages: Passage[],
    vocabularyOf: Passage[] = passages,
  ) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.index = new MiniSearch<Passage & { body: string }>({
      fields: ["title", "keywords", "body", "topic"],
      tokenize: words,
      processTerm: searchTerm,
      searchOptions: {
        boost: { keywords: 2, title: 2, topic: 0.5 },
        boostDocument: (id) => this.byId.get(id as string)?.weight ?? 1,
        prefix: (term) => term.length > 4,
        fuzzy: (term) => (term.length > 5 ? 0.15 : false),
        combineWith: "OR",
      },
    });
    const body = (p: Passage) => [p.lead, ...(p.list ?? []), ...p.more].join(" ");
    this.index.addAll(passages.map((p) => ({ ...p, body: body(p) })));
    this.vocabulary = new Set(vocabularyOf.flatMap((p) => searchTerms(`${p.title} ${p.keywords} ${body(p)}`)));
  }

  /** The passage of an id, when this retriever has it. */
  passage(id: string): Passage | undefined {
    return this.byId.get(id);
  }

  /** Whether the passages use this search term. */
  knows(term: string): boolean {
    return this.vocabulary.has(term);
  }

  /** The best passages for a question (up to `limit`), best first; empty when nothing is close enough. */
  search(question: string, limit = 5): Hit[] {
    const results = this.index.search(question);
    const best = results[0];
    const walked = !!best && (this.byId.get(best.id as string)?.weight ?? 1) < 1;
    if (!best || best.score < (walked ? MIN_WALKED_SCORE : MIN_SCORE)) return [];
    // One generic word in common ("Who will win the IPL this year?" and "once a year") is not an answer: a question of
    // three words or more needs two of them in the passage, and any question a quarter of its words.
    const asked = new Set(searchTerms(question));
    const found = new Set(best.queryTerms);
    const matched = [...asked].filter((t) => found.has(t)).length;
    if ((matched < 2 && asked.size >= 3) || matched * 4 < asked.size) return [];
    // "Petrol ka daam?", "dollar rate": a price asked of something else shares only the word for price with our prices.
    if (asked.size >= 2 && [...asked].every((t) => !found.has(t) || t === PRICE_TERM)) return [];
    return results.slice(0, limit).map((r) => ({ passage: this.byId.get(r.id as string)!, score: r.score, terms: r.queryTerms }));
  }
}

/** Cuts a text at the last sentence end (or word) before `max` characters. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const sentence = Math.max(head.lastIndexOf(". "), head.lastIndexOf("। "), head.lastIndexOf("; "));
  if (sentence > max / 2) return head.slice(0, sentence + 1);
  return `${head.slice(0, head.lastIndexOf(" "))}…`;
}

/**
 * The reply from one passage: its lead, its list (one item a line, as many as fit), then the other sentences that
 * share the most words with the question, while the whole stays within REPLY_MAX_CHARS.
 */
export function composeReply(passage: Passage, question: string, max = REPLY_MAX_CHARS): string {
  const asked = new Set(searchTerms(question));
  // A sentence that says again what the reply already says (the same figure from two pages) is left out.
  const said: Set<string>[] = [];
  const repeats = (text: string) => {
    // "waits" and "wait" count as one word here.
    const terms = new Set(searchTerms(text).map((t) => t.replace(/s$/, "")));
    const again = said.some((before) => {
      const shared = [...terms].filter((t) => before.has(t)).length;
      return shared >= REPEAT_SHARE * Math.min(terms.size, before.size);
    });
    said.push(terms);
    return again;
  };
  // A sentence whose figures the reply already gives ("45-60 minutes" from the device and again from the clinic) says
  // the same figure twice (the Hindi review's AS-3).
  const givenFigures = new Set<string>();
  const figuresOf = (text: string) => (text.match(FIGURE) ?? []).map((f) => f.replace(/[.,]+$/, ""));
  const give = (text: string) => figuresOf(text).forEach((f) => givenFigures.add(f));
  const figuresGiven = (text: string) => {
    const figures = figuresOf(text);
    return figures.length > 0 && figures.every((f) => givenFigures.has(f));
  };
  const overlap = (text: string) => new Set(searchTerms(text).filter((t) => asked.has(t))).size;
  // A page section's heading often says something ("You do not need a lab or a science degree"), unless it is a
  // question or a name; a hand-picked passage's title is a label, and a post's is its headline.
  const sayingTitle = passage.id.startsWith("page:") && !/[?:]$/.test(passage.title) && passage.title.split(" ").length >= 4;
  const ranked = [...(sayingTitle ? [passage.title] : []), ...passage.more]
    .map((text, i) => ({ text, i, score: overlap(text) }))
    .filter((f) => f.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i);
  // A sentence that answers the question better than the lead does goes first ("how deep?" → the digging step).
  const leadScore = overlap(passage.lead);
  // A hand-picked list stays whole under its lead; a walked one (a post's named steps) gives way to the step asked about.
  const listStays = !!passage.list && (passage.weight ?? 1) >= 1;
  const first = ranked[0] && ranked[0].score > leadScore && !listStays ? ranked.shift()!.text : null;
  const parts: string[] = [clip(first ?? passage.lead, max)];
  repeats(parts[0]!);
  give(parts[0]!);
  let used = parts[0]!.length;
  if (first && used + passage.lead.length + 1 <= max && !figuresGiven(passage.lead) && !repeats(passage.lead)) {
    parts.push(passage.lead);
    give(passage.lead);
    used += passage.lead.length + 1;
  }
  if (passage.list) {
    const items: string[] = [];
    // A list too long for the bubble keeps every item by its name (the words before a colon) rather than losing items.
    const whole = passage.list.reduce((n, item) => n + item.length + 3, 0);
    if (used + whole > max && !first) {
      // The lead's first sentence may leave room for the whole list.
      const end = passage.lead.search(/[.।](\s|$)/);
      const short = end >= 0 ? passage.lead.slice(0, end + 1) : clip(passage.lead, max);
      if (short.length < used && short.length + whole <= max) {
        parts[0] = short;
        used = short.length;
      }
    }
    const list = used + whole > max ? passage.list.map((item) => item.split(": ")[0]!) : passage.list;
    for (const item of list) {
      const line = `• ${item}`;
      // After the step asked about, the other items only as far as they fit whole.
      if (used + line.length + 1 > max && (items.length > 0 || first)) break;
      items.push(clip(line, max - used - 1));
      used += line.length + 1;
    }
    if (items.length) {
      parts.push(items.join("\n"));
      items.forEach(give);
    }
  }
  const added: { text: string; i: number }[] = [];
  for (const f of ranked) {
    if (used + f.text.length + 1 > max || figuresGiven(f.text) || repeats(f.text)) continue;
    added.push(f);
    give(f.text);
    used += f.text.length + 1;
  }
  // Steps stay in the page's order.
  if (passage.ordered) added.sort((a, b) => a.i - b.i);
  parts.push(...added.map((f) => f.text));
  return passage.list ? parts.join("\n") : parts.join(" ");
}
