// Finds the passages that answer a question (MiniSearch) and words the embedded assistant's reply from them.
import MiniSearch from "minisearch";
import { SUGGESTED_QUESTIONS } from "../../shared/schemas/chat.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import type { Passage } from "./knowledge.ts";

const STOP_WORDS = new Set(
  "a an and are as at be can could do does for from get got how i if in is it me my of on or our please should tell the there this to us we what when where which who why will with you your about any have".split(" "),
);

/** A passage must score at least this to count as an answer; below it the visitor gets the fallback. */
const MIN_SCORE = 3;
/** A second passage is added when it scores nearly as well as the best one. */
const SECOND_RATIO = 0.8;

const GREETING = /^(hi+|hello|hey|hiya|namaste|namaskar|good (morning|afternoon|evening))\b[\s!.,]*(there)?[\s!.,]*$/i;

export interface Asker {
  name?: string | null;
}

export class Retriever {
  private readonly index: MiniSearch<Passage>;
  private readonly byId: Map<string, Passage>;

  constructor(readonly passages: Passage[]) {
    this.byId = new Map(passages.map((p) => [p.id, p]));
    this.index = new MiniSearch<Passage>({
      fields: ["title", "keywords", "text"],
      processTerm: (term) => {
        const t = term.toLowerCase();
        return STOP_WORDS.has(t) ? null : t;
      },
      searchOptions: {
        boost: { keywords: 3, title: 2 },
        prefix: (term) => term.length > 3,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: "OR",
      },
    });
    this.index.addAll(passages);
  }

  /** The best passages for a question, best first; empty when nothing is close enough. */
  search(question: string): Passage[] {
    const results = this.index.search(question);
    const best = results[0];
    if (!best || best.score < MIN_SCORE) return [];
    return results
      .slice(0, 2)
      .filter((r, i) => i === 0 || r.score >= best.score * SECOND_RATIO)
      .map((r) => this.byId.get(r.id as string)!);
  }
}

const hello = (asker: Asker) => (asker.name ? `Hi ${asker.name}! ` : "Hi! ");

export const isGreeting = (message: string) => GREETING.test(message.trim());

export function greetingReply(asker: Asker, site: SiteConfig): string {
  return `${hello(asker)}I'm the ${site.brand} assistant. I can help with questions like: ${SUGGESTED_QUESTIONS.join(" ")}`;
}

/** The reply when nothing in the knowledge base matches: honest, friendly, and with a way to reach a person. */
export function fallbackReply(asker: Asker, site: SiteConfig): string {
  return (
    `${asker.name ? `Sorry ${asker.name}, ` : "Sorry, "}I don't have an answer to that. Our team will be glad to help: ` +
    `call ${site.phones[0]} or e-mail ${site.infoEmail}, or write to us at /contact. ` +
    `You can also ask me: ${SUGGESTED_QUESTIONS.join(" ")}`
  );
}

/** Words the reply from the passages: their text, then the pages to open. */
export function answerFromPassages(passages: Passage[], asker: Asker): string {
  const links = [...new Map(passages.flatMap((p) => p.links).map((l) => [l.path, l])).values()];
  const body = passages.map((p) => p.text).join("\n\n");
  const more = links.map((l) => `${l.label}: ${l.path}`).join(" | ");
  return `${hello(asker)}${body}\n\nMore: ${more}`;
}
