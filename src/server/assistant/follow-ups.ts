// Follow-ups and long messages in the knowledge bank (issue 28): a question that points back ("how much does it
// cost?", "how long does that take?") is matched with the question before it, so that "it" is that question's subject
// and the answer says what the follow-up adds; a long message that tells the farmer's story first is matched by its
// sentences, the last first.
import type { Locale } from "../../shared/locales.ts";
import type { KnowledgeEntry } from "../../shared/schemas/knowledge.ts";
import { BANK_MARGIN, bankAnswer, type BankMatch, type KnowledgeBank } from "./knowledge-bank.ts";
import { searchTerms, words } from "./language.ts";

/** How sure the bank must be of a follow-up's own words when the question before would only be answered again. */
const FOLLOW_UP_CONFIDENCE = 0.5;

/**
 * A follow-up matched together with the question before it. When that finds the earlier question's own entry
 * ("how long does that take?" after "do you test zinc?" is the zinc answer again) and that answer does not say what
 * is asked, the next entry for both questions together answers, else the follow-up's own words, a little less surely.
 */
export function followUpMatch(bank: KnowledgeBank, text: string, followUp: string, lastQuestion: string, locale: Locale) {
  const joined = bank.match(followUp, locale);
  if (!joined || bank.match(lastQuestion, locale)?.entry.id !== joined.entry.id) return joined;
  // The answer before says it already ("how much is it?" after the water test's answer with its price).
  const before = bankAnswer(joined.entry, locale);
  const asksPrice = ASKS_PRICE.test(text);
  const asksTime = ASKS_TIME.test(text);
  // "Iska ilaj kya hai?" after the signs of zinc shortage: a word of its own that the answer before does not have.
  const beforeTerms = new Set(searchTerms(lastQuestion));
  const added = searchTerms(text).filter((term) => !beforeTerms.has(term));
  const asksMore = added.length > 0 && !added.every((term) => entryHas(joined.entry, term, locale));
  if ((!asksPrice && !asksTime && !asksMore) || (asksPrice && HAS_PRICE.test(before)) || (asksTime && HAS_TIME.test(before))) return joined;
  // The entry that best answers both questions together after the one already given, else the follow-up's own words.
  const others = bank.candidates(followUp, locale, 3).filter((m) => m.entry.id !== joined.entry.id);
  // Among the closest, one that has the follow-up's own word ("treat" after the signs: the remedy) comes first.
  const holding = asksMore ? others.find((m) => added.some((term) => entryHas(m.entry, term, locale))) : undefined;
  if (holding && holding.confidence >= FOLLOW_UP_CONFIDENCE) return holding;
  // Nothing close has that word: the answer before stands.
  if (!asksPrice && !asksTime) return joined;
  const [other, next] = others;
  if (other && other.confidence >= FOLLOW_UP_CONFIDENCE && !(next && other.confidence - next.confidence < BANK_MARGIN)) return other;
  const [own, second] = bank.candidates(text, locale, 2);
  if (!own || own.confidence < FOLLOW_UP_CONFIDENCE || (second && own.confidence - second.confidence < BANK_MARGIN)) return joined;
  return own;
}
/** An entry's terms in a language: its question, ways of asking and answer there, read once per entry of a bank. */
const entryTerms = new WeakMap<KnowledgeEntry, Map<Locale, Set<string>>>();
function entryHas(entry: KnowledgeEntry, term: string, locale: Locale): boolean {
  const byLocale = entryTerms.get(entry) ?? new Map<Locale, Set<string>>();
  entryTerms.set(entry, byLocale);
  let terms = byLocale.get(locale);
  if (!terms) byLocale.set(locale, (terms = new Set([entry.question, ...entry.paraphrases, bankAnswer(entry, locale)].flatMap((text) => searchTerms(text)))));
  return terms.has(term);
}

/**
 * "And the normal one?" after the full test's price: a follow-up that only names another subject asks what the question
 * before asked (a price, a time) of it. The entry for that subject and that ask, when its answer gives one; else null.
 */
export function inheritedAskMatch(bank: KnowledgeBank, text: string, lastQuestion: string, locale: Locale) {
  if (ASKS_PRICE.test(text) || ASKS_TIME.test(text) || ASKS_COUNT.test(text)) return null;
  const [ask, gives] = ASKS_PRICE.test(lastQuestion) ? ["how much does it cost", HAS_PRICE] : ASKS_TIME.test(lastQuestion) ? ["how long does it take", HAS_TIME] : [];
  if (!ask || !gives) return null;
  const match = bank.match(`${text} ${ask}`, locale);
  return match && gives.test(bankAnswer(match.entry, locale)) ? match : null;
}

/**
 * A follow-up that only asks how much or how long ("how much does it cost?"): the closest entry to both questions
 * together whose answer says a price or a time, so "it" is the subject of the question before.
 */
export function thinFollowUpMatch(bank: KnowledgeBank, text: string, followUp: string, locale: Locale) {
  const asksPrice = ASKS_PRICE.test(text);
  const asksTime = ASKS_TIME.test(text);
  // "kitne parameter?" after the water test: how many of the previous question's subject.
  const asksCount = !asksPrice && !asksTime && ASKS_COUNT.test(text);
  if (!asksPrice && !asksTime && !asksCount) return null;
  // "How much per acre?" after a nutrient asks a dose: a plain "how much" is answered by an amount as well as a price.
  const amountAnswers = asksPrice && !NAMES_PRICE.test(text);
  for (const m of bank.candidates(followUp, locale, 3)) {
    if (m.confidence < FOLLOW_UP_CONFIDENCE) break;
    const answer = bankAnswer(m.entry, locale);
    if ((asksPrice && HAS_PRICE.test(answer)) || (amountAnswers && HAS_AMOUNT.test(answer)) || (asksTime && HAS_TIME.test(answer)) || (asksCount && /\d/.test(answer))) return m;
  }
  return null;
}
const ASKS_COUNT = /\b(how many|kitne|kitni)\b|कितने|कितनी|किती/i;
const ASKS_PRICE = /\b(how much|price|cost|costs|rate|fees?|charges?|kitne ka|kitne ki|kitna|kitni|daam|kharcha)\b|कितने का|कितने की|कितना|दाम|रेट|कीमत|क़ीमत|खर्च|ख़र्च|किती/i;
const ASKS_TIME = /\b(how long|how soon|when|kab|kitne din|kitna time|kitna samay)\b|कब|कितने दिन|कितना समय|कधी|किती वेळ|किती दिवस/i;
const HAS_PRICE = /₹\s?\d/;
/** A word for money itself: "how much does it cost" asks a price, "how much per acre" may ask a dose. */
const NAMES_PRICE = /\b(price|cost|costs|rate|fees?|charges?|daam|kharcha|rupees?|rs|paisa|paise)\b|₹|दाम|रेट|कीमत|क़ीमत|खर्च|ख़र्च|रुपये|पैसे/i;
/** An amount of something: "10 kg", "4 tonnes", "2 g per litre", "500 ग्राम". */
const HAS_AMOUNT = /\d\s*(kg|kilo|g|gram|grams|tonnes?|tons?|litres?|liters?|ml|किलो|ग्राम|टन|लीटर)\b/i;
const HAS_TIME = /\d\s*(?:[-–]\s*\d+\s*)?(minutes?|mins?|hours?|days?|weeks?|months?|मिनट|घंटे|दिन|हफ़्ते|महीने|मिनिटे|मिनिटांत|तास|दिवस|आठवडे|महिने|minute|ghante|din|hafte|mahine)/i;

/** A long message's question is in one of its sentences, most often the last: "…my neighbour told me, so how much will it cost?". */
const LONG_MESSAGE_WORDS = 14;
const CLAUSE_BREAK = /[.?!।\n]+|,\s*(?=(?:so|but|then|please|par|lekin|to|toh|तो|पर|लेकिन|इसलिए)\s)/iu;
export function matchLongMessage(bank: KnowledgeBank, text: string, locale: Locale) {
  if (words(text).length < LONG_MESSAGE_WORDS) return null;
  const parts = (re: RegExp) => text.split(re).map((c) => c.trim()).filter((c) => words(c).length >= 3);
  // A story and its question in one sentence ("…gave the report after 3 weeks, how long do you take?"): its commas.
  const sentences = parts(CLAUSE_BREAK);
  const clauses = sentences.length >= 2 ? sentences : parts(/,\s*/);
  if (clauses.length < 2) return null;
  for (const clause of clauses.reverse()) {
    const match = bank.match(clause, locale);
    if (match) return match;
  }
  return null;
}

/**
 * "What all does your test check and what will it cost me?": two questions in one message, split where the second
 * asks ("and what", "aur kitna", a second "?"). Each is matched on its own, the second with the first's subject when it
 * has none of its own ("what will it cost"); null unless both find an entry, and two different ones.
 */
const SECOND_ASK =
  /\?\s+(?=\S)|[,;]?\s+(?:and|aur|और|also|plus)\s+(?=(?:what|how|when|where|which|who|is|are|do|does|can|will|kitna|kitne|kitni|kya|kab|kaise|kahan|kaun)\b|क्या|कितन|कब|कैसे|कहां|कहाँ|कौन)/iu;
export function matchTwoQuestions(bank: KnowledgeBank, text: string, locale: Locale): [BankMatch, BankMatch] | null {
  const parts = text.split(SECOND_ASK).map((p) => p.trim()).filter((p) => words(p).length >= 2);
  if (parts.length !== 2) return null;
  const [first, second] = parts as [string, string];
  const one = bank.match(first, locale) ?? matchLongMessage(bank, first, locale);
  if (!one) return null;
  // A second question without a subject of its own ("kitne samay ka hai?") asks about the first one's (its last
  // sentence: the farmer's story before it says little of the subject).
  const asked = first.split(CLAUSE_BREAK).filter((c) => words(c).length >= 2).at(-1) ?? first;
  const two =
    searchTerms(second).length <= 1
      ? thinFollowUpMatch(bank, second, `${second} ${asked}`, locale)
      : (bank.match(second, locale) ?? followUpMatch(bank, second, `${second} ${asked}`, asked, locale));
  return two && two.entry.id !== one.entry.id ? [one, two] : null;
}
