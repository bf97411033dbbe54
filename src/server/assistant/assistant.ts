// The assistant behind POST /api/v1/assistant: it reads the language and script of the question, answers clinic
// questions from the clinics table and the rest from the site's passages (or a model given those passages), offers a
// person when it cannot help, and logs each exchange.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import { SITE_LOCALES, isSiteLocale, localeInfo, type Locale, type SiteLocale } from "../../shared/locales.ts";
import { backText, reopeningWords, type HoursAvailability } from "../../shared/business-hours.ts";
import { whatsappHref, type SiteConfig } from "../../shared/site-config.ts";
import type { AssistantResponse } from "../../shared/schemas/chat-constants.ts";
import type { MessageId } from "../../client/i18n/ids.ts";
import { serverText } from "../i18n.ts";
import { readVersion } from "../services/content-version.ts";
import { answerClinicQuestion, placeAbroad, readClinicQuestion, resolvePlace, topicUnlessTown, withMarathiPlaceNames, withoutPlaceNames, type ClinicQuestion } from "./clinic-intent.ts";
import { emergencyOf, offLimitsOf } from "./safety.ts";
import { askedLanguage, asksBulkRate, asksForNumber, asksForPerson, comparedPrice, isFollowUp, isGreeting, isThanks, pickByPrice, pickNamedLine, pointsBack, soundsAngry, topicOf, triesToInstruct } from "./intents.ts";
import { buildKnowledge, pageLink, type Passage, type ReplyLink } from "./knowledge.ts";
import { buildCatalogKnowledge } from "./catalog-knowledge.ts";
import { loadBlogKnowledge } from "./blog-knowledge.ts";
import { detectLanguage, localeOf, normaliseDevanagari, romanise, romaniseForChat, searchTerm, searchTerms, words, type ReplyLanguage } from "./language.ts";
import { askModel, type ModelEndpoint, type Turn } from "./openai-compatible.ts";
import { Retriever, composeReply, type Hit } from "./retrieval.ts";
import { KnowledgeBank, answerLanguage, bankAnswer, hinglishAnswer } from "./knowledge-bank.ts";
import { followUpMatch, inheritedAskMatch, matchLongMessage, matchTwoQuestions, thinFollowUpMatch } from "./follow-ups.ts";
import { allEntries, recordGap } from "../services/knowledge.ts";
import type { GapReason, KnowledgeEntry } from "../../shared/schemas/knowledge.ts";
import { FACT_VALUES } from "../../shared/facts.ts";
import { isPublicPath } from "../../shared/public-routes.ts";
import { assistantAnswers } from "../metrics.ts";

export type { Turn };

/** What the assistant knows of the conversation besides the message. */
export interface AskContext {
  /** The language of the page the visitor asks from; it settles only a message without words (a PIN code, emoji). */
  pageLocale?: Locale;
  /** The last turns, oldest first. */
  history?: Turn[];
  /** The bot-mode chat session the exchange belongs to, when the widget proved it. */
  conversationId?: string | null;
  /** The language to answer in whatever the message's own ("and in Hindi?" asked for it). */
  language?: ReplyLanguage;
  /** Set while answering a price comparison's question with the one before it, so it is not compared again. */
  pricesAsked?: boolean;
}

export type AssistantReply = Required<Pick<AssistantResponse, "response" | "links" | "language">> & Pick<AssistantResponse, "offer">;

const MAX_LINKS = 2;
/** How sure an entry must be to answer a message that asks for our number or e-mail, before the contact details do. */
const CONTACT_ENTRY_CONFIDENCE = 0.8;
/** A follow-up matched this surely by its own words is a question of its own. */
const OWN_QUESTION = 0.95;
/** A question word of the message's own. */
const ASKS_ITSELF = /\b(how|what|when|why|where|which|who|kya|kaise|kab|kitna|kitne|kitni|kyun|kyon|kahan|kaun)\b|क्या|कैसे|कब|कितन|क्यों|कहां|कहाँ|कौन|काय|कसे|कधी|किती/i;
/** Two answers in one reply stay within the chat bubble (one answer is at most 350 characters). */
const MAX_TWO_ANSWERS_CHARS = 400;
/** A message of up to this many words with no subject of its own asks about the question before. */
const SHORT_FOLLOW_UP_WORDS = 6;
/** Words that measure or judge but name no subject: "per acre", "good", "level" ("number" may be a phone's). */
const MEASURE_TERMS = new Set(
  ["per", "acre", "hectare", "bigha", "value", "level", "good", "bad", "high", "low", "enough", "normal", "ideal", "range", "dose", "quantity", "amount", "much", "many", "already", "often", "times", "baar"]
    .map((w) => searchTerm(w))
    .filter((t): t is string => t !== null),
);
/** A passage's reply cut for Hinglish, before romanisation lengthens it (REPLY_MAX_CHARS is 350 in Devanagari). */
const HINGLISH_REPLY_CHARS = 310;
/** The entries the model is given at most, and how close each must come to the question (below the bank's own bar). */
const MODEL_ENTRIES = 3;
const MODEL_CONFIDENCE = 0.3;
/** The facts the model is given: every one, by name ("testPrice: 300-500"). */
const MODEL_FACTS = Object.entries(FACT_VALUES).map(([name, value]) => `${name}: ${value}`);

/** How long the blog's passages are used before the blog's content version is read again. */
export const BLOG_VERSION_TTL_MS = 2000;

export interface AssistantOptions {
  /** Milliseconds between checks of the blog's content version (tests use 0: every question checks). */
  blogVersionTtlMs?: number;
  /** The team's business hours now (issue 26): a visitor asking for a person after hours is told when the team is back. */
  teamHours?: () => Promise<HoursAvailability>;
}

type Lang = SiteLocale;

/** One of something per site language. */
const perLanguage = <T,>(make: (lang: Lang) => T): Record<Lang, T> => Object.fromEntries(SITE_LOCALES.map((l) => [l, make(l as Lang)])) as Record<Lang, T>;
/** A page language's own, or English's for the test-only pseudo-language. */
const ownOr = <T,>(byLang: Record<Lang, T>, locale: Locale): T => byLang[isSiteLocale(locale) ? locale : "en"];

/** Stores a visitor's message to the assistant (with its chat, when there is one); resolves with its time. */
export async function storeVisitorWords(db: Db, conversationId: string | null, message: string): Promise<string> {
  const at = new Date().toISOString();
  await db.insertInto("chat_messages").values({ id: randomUUID(), conversation_id: conversationId, sender: "user", message, created_at: at }).execute();
  return at;
}

export class Assistant {
  /** The hand-picked passages alone: they decide what is a topic and what a place name (clinic questions). */
  private readonly retrievers: Record<Lang, Retriever>;
  /** Hand-picked and the pages' passages, built once; the blog's are added to them in `answering`. */
  private readonly sitePassages: Record<Lang, Passage[]>;
  private answering?: { version: number; checkedAt: number; retrievers: Record<Lang, Retriever> };
  private refreshing?: Promise<Record<Lang, Retriever>>;
  private readonly blogVersionTtlMs: number;
  private readonly teamHours?: () => Promise<HoursAvailability>;
  /** The team's answers (issue 28), rebuilt when the "knowledge" content version moves, like the blog's passages. */
  private bank?: { version: number; checkedAt: number; bank: KnowledgeBank; postTitles: Map<string, string> };
  private loadingBank?: Promise<KnowledgeBank>;

  constructor(
    private readonly db: Db,
    private readonly site: SiteConfig,
    private readonly model: ModelEndpoint | undefined,
    private readonly log: FastifyBaseLogger,
    options: AssistantOptions = {},
  ) {
    const curated = perLanguage((lang) => buildKnowledge(site, lang));
    // The offices' addresses name towns and states that are places to look clinics up in, not topics.
    const topics = (passages: Passage[]) => passages.filter((p) => p.id !== "offices");
    this.retrievers = perLanguage((lang) => new Retriever(curated[lang], topics(curated[lang])));
    this.sitePassages = perLanguage((lang) => [...curated[lang], ...buildCatalogKnowledge(site, lang)]);
    this.blogVersionTtlMs = options.blogVersionTtlMs ?? BLOG_VERSION_TTL_MS;
    this.teamHours = options.teamHours;
  }

  /**
   * The retrievers that answer: the site's passages and the published blog posts', rebuilt when the blog's content
   * version moves. The version is read at most once per BLOG_VERSION_TTL_MS; questions in between use the last copy.
   */
  private async answerRetrievers(): Promise<Record<Lang, Retriever>> {
    const current = this.answering;
    if (current && Date.now() - current.checkedAt < this.blogVersionTtlMs) return current.retrievers;
    this.refreshing ??= this.refresh()
      .catch((err: unknown) => {
        // The blog cannot be read (the database is away): answer from the last copy, or from the pages alone, and try
        // again after BLOG_VERSION_TTL_MS rather than failing the question.
        this.log.warn({ err }, "assistant could not read the blog; answering without its latest posts");
        const retrievers = current?.retrievers ?? perLanguage((lang) => new Retriever(this.sitePassages[lang], []));
        this.answering = { version: current?.version ?? -1, checkedAt: Date.now(), retrievers };
        return retrievers;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** The knowledge bank as the team last saved it; read again at most once per BLOG_VERSION_TTL_MS. */
  private async knowledgeBank(): Promise<KnowledgeBank> {
    const current = this.bank;
    if (current && Date.now() - current.checkedAt < this.blogVersionTtlMs) return current.bank;
    this.loadingBank ??= (async () => {
      const checkedAt = Date.now();
      const version = await readVersion(this.db, "knowledge");
      if (current && current.version === version) {
        current.checkedAt = checkedAt;
        return current.bank;
      }
      const entries = await allEntries(this.db);
      const slugs = [...new Set(entries.flatMap((e) => e.links).map((l) => /^\/blog\/([a-z0-9-]+)/.exec(l)?.[1]).filter((s): s is string => !!s))];
      const posts = slugs.length ? await this.db.selectFrom("blog_posts").select(["slug", "title"]).where("slug", "in", slugs).execute() : [];
      this.bank = { version, checkedAt, bank: new KnowledgeBank(entries), postTitles: new Map(posts.map((p) => [p.slug, p.title])) };
      return this.bank.bank;
    })()
      .catch((err: unknown) => {
        this.log.warn({ err }, "assistant could not read the knowledge bank; answering without it");
        return current?.bank ?? new KnowledgeBank([]);
      })
      .finally(() => {
        this.loadingBank = undefined;
      });
    return this.loadingBank;
  }

  /** An entry's links as the reply shows them: a page by its name in the visitor's language, a post by its title. */
  private bankLinks(links: readonly string[], locale: Locale): ReplyLink[] {
    return links.flatMap((link): ReplyLink[] => {
      const [path, section] = link.split("#") as [string, string | undefined];
      const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
      if (slug) {
        const title = this.bank?.postTitles.get(slug);
        return title ? [{ label: title, path }] : [];
      }
      return isPublicPath(path) ? [pageLink(locale, path, section)] : [];
    });
  }

  /** Puts a question the assistant could not answer well in the team's queue; a failure is logged, never the visitor's. */
  private noteGap(question: string, language: string, reason: GapReason, conversationId: string | null | undefined): void {
    recordGap(this.db, { question, language, reason, conversationId }).catch((err: unknown) => this.log.warn({ err }, "could not record a question for the knowledge queue"));
  }

  private async refresh(): Promise<Record<Lang, Retriever>> {
    const current = this.answering;
    const checkedAt = Date.now();
    if (current && (await readVersion(this.db, "blog")) === current.version) {
      current.checkedAt = checkedAt;
      return current.retrievers;
    }
    const blog = await loadBlogKnowledge(this.db);
    const retrievers = perLanguage((lang) => new Retriever([...this.sitePassages[lang], ...(blog.byLocale[lang] ?? [])], []));
    this.answering = { version: blog.version, checkedAt, retrievers };
    return retrievers;
  }

  /**
   * Stores the visitor's message in chat_messages (the dashboard counts them), then answers and stores the reply: the
   * visitor's words are kept even when answering fails.
   */
  async reply(message: string, context: AskContext = {}): Promise<AssistantReply> {
    const conversation_id = context.conversationId ?? null;
    const asked = await storeVisitorWords(this.db, conversation_id, message);
    const reply = await this.answer(message, context);
    const at = new Date(Math.max(Date.now(), Date.parse(asked) + 1)).toISOString();
    await this.db.insertInto("chat_messages").values({ id: randomUUID(), conversation_id, sender: "bot", message: reply.response, created_at: at }).execute();
    assistantAnswers.inc({ outcome: reply.offer ? "fallback" : "answered" });
    return reply;
  }

  async answer(message: string, context: AskContext = {}): Promise<AssistantReply> {
    const text = message.replace(/\s+/g, " ").trim();
    const history = (context.history ?? []).slice(-6);
    // "And in Hindi?": the last question answered again, in the language asked for (in its own script).
    const switchTo = askedLanguage(text);
    const earlier = switchTo ? history.map((turn, i) => ({ turn, i })).filter(({ turn }) => turn.from === "user" && !askedLanguage(turn.text)).at(-1) : undefined;
    if (switchTo && earlier) return this.answer(earlier.turn.text, { ...context, history: history.slice(0, earlier.i), language: switchTo });
    const language = context.language ?? detectLanguage(text, context.pageLocale ?? "en");
    const locale = localeOf(language);
    const say = (response: string, links: ReplyLink[], offer?: "callback", latin = false): AssistantReply =>
      this.inScript({ response, links: links.slice(0, MAX_LINKS), language, ...(offer ? { offer } : {}) }, latin);
    const t = (id: MessageId, values?: Record<string, unknown>) => serverText(locale, id, values);
    const helpLinks = () => [{ label: t("contact.details.whatsappLink"), path: whatsappHref(this.site) }, pageLink(locale, "/contact")];

    // A person in danger comes before everything: what to do now and the emergency number, then the offer of a person.
    const emergency = emergencyOf(text);
    if (emergency) {
      // "When everyone is safe" is for an accident; a person in despair hears that the team is there too.
      const after = emergency === "distress" ? "chat.assistant.safety.distressAfter" : "chat.assistant.safety.after";
      return say(`${t(`chat.assistant.safety.${emergency}`)} ${t(after)}`, [], "callback");
    }
    // Politics, medicine, law, other companies, code: a short refusal and the way back (what it can help with, and a
    // person), never a passage that shares a word.
    const offLimits = offLimitsOf(text);
    if (offLimits) {
      return say(`${t(`chat.assistant.refuse.${offLimits}`)} ${t("chat.assistant.refuse.after")}`, [pageLink(locale, "/for-farmers"), pageLink(locale, "/find-clinic")], "callback");
    }
    if (triesToInstruct(text)) return say(t("chat.assistant.reply.fallback"), helpLinks(), "callback");
    // "Do you have a clinic in Nepal?": only in India so far (a fuzzy match would find an Indian village, "Depal").
    const abroad = placeAbroad(text);
    if (abroad) return say(t("chat.assistant.clinic.abroad", { place: abroad }), [pageLink(locale, "/find-clinic"), pageLink(locale, "/contact")], "callback");
    if (soundsAngry(text)) return say(t("chat.assistant.reply.sorry"), helpLinks(), "callback");
    // "Can someone from your team come and take the sample?" asks for a visit, not for a chat with a person.
    // "Can I pay for it in parts?" after a question about a clinic: paying for the clinic, read from both together.
    const askedBefore = [...history].reverse().find((turn) => turn.from === "user")?.text;
    const topic = topicOf(text) ?? (askedBefore && topicOf(`${text} ${askedBefore}`) === "financing" ? "financing" : null);
    if (asksForPerson(text) && topic !== "visit") {
      // The answer before did not help: the question it answered goes to the team's queue.
      const unhelped = history.at(-1)?.from === "bot" ? [...history].reverse().find((turn) => turn.from === "user")?.text : undefined;
      if (unhelped) this.noteGap(unhelped, language, "asked_person", context.conversationId);
      // Asked for our number: it comes with the call-back offer, not instead of it.
      const person = await this.personReply(locale);
      return say(asksForNumber(text) ? `${person} ${this.phoneLine(locale)}` : person, helpLinks(), "callback");
    }
    if (isGreeting(text)) return say(t("chat.assistant.reply.greeting"), [pageLink(locale, "/find-clinic"), pageLink(locale, "/for-farmers")]);
    if (isThanks(text)) return say(t("chat.assistant.reply.thanks"), []);

    const lastQuestion = [...history].reverse().find((turn) => turn.from === "user")?.text;
    // "The cheaper one", "sabse sasta kaun sa hai": the line of the last answer at that end of its prices.
    // When the last answer named no prices ("what packages do you have?"), the answer to both questions together does.
    const lastAnswer = history.at(-1)?.from === "bot" ? history.at(-1)!.text : undefined;
    const end = lastAnswer && lastQuestion && !context.pricesAsked ? comparedPrice(text) : null;
    if (end) {
      const quote = (choice: string, links: ReplyLink[]) => {
        // The line is quoted as the visitor read it (already in their script); only the words around it are spelled.
        const around = t(end === "lower" ? "chat.assistant.reply.lowerPrice" : "chat.assistant.reply.higherPrice", { choice: "\uE000" });
        return say((language === "hi-latn" ? romaniseForChat(around.normalize("NFC")) : around).replace("\uE000", choice), links, undefined, true);
      };
      const choice = pickByPrice(lastAnswer!, end);
      if (choice) return quote(choice, []);
      const both = await this.answer(`${lastQuestion} ${text}`, { ...context, history: history.slice(0, -2), language, pricesAsked: true });
      const picked = both.offer ? null : pickByPrice(both.response, end);
      return picked ? quote(picked, both.links) : both;
    }
    // "Aur regional wala?" after the CSR models' list: that model's line, as the visitor read it.
    if (lastAnswer && lastQuestion && isFollowUp(text) && words(text).length <= SHORT_FOLLOW_UP_WORDS + 2) {
      const line = pickNamedLine(lastAnswer, text, lastQuestion);
      if (line) return say(line, [], undefined, true);
    }
    const retriever = ownOr(await this.answerRetrievers(), locale);
    // An FPO or a group asking for a lower rate for many farmers: the team's answer for groups, and the team calls back.
    if (asksBulkRate(text) && topic !== "financing") {
      const bank = await this.knowledgeBank();
      const entry = bank.match(BULK_QUESTION, locale)?.entry;
      if (entry) return { ...this.bankReply(entry, language, locale), offer: "callback" };
      const partners = retriever.passage("partners");
      if (partners) return say(composeReply(partners, text), partners.links, "callback");
    }
    // Our offices, paying for a clinic in parts, a visit to the farm, the report's language: answered by their passage,
    // before a town in the question ("your Delhi office") can be taken for a clinic search.
    const topicPassage = topic ? retriever.passage(topic) : undefined;

    // "Its phone number?" after a clinic search asks for that clinic's, not the company's.
    if (!topicPassage || (lastQuestion && asksThatClinic(text))) {
      const clinic = await this.clinicAnswer(text, lastQuestion, history, locale, language === "hi-latn");
      if (clinic) return say(clinic, [pageLink(locale, "/find-clinic")], undefined, language === "hi-latn");
    }
    // "I want to open a clinic in my village near Sitapur, what is the setup cost?": where the visitor is says nothing of
    // what is asked; the town and the word pointing at it are left out of the match with the team's answers.
    const asked = await withoutPlaceNames(text, this.isTopic);

    // The team's own answers come before the pages' passages; a follow-up is matched with the question before it.
    const bank = await this.knowledgeBank();
    // A message of a word or two that names one thing ("kitne parameter?", "price?") after a question asks about that
    // question's subject too.
    // "How much per acre?", "what level is good?", "how many are there already?": words that measure or judge, or none,
    // and no subject of their own: only the question before can say what they are about.
    const ownTerms = searchTerms(text);
    const subjectless = words(text).length <= SHORT_FOLLOW_UP_WORDS && ownTerms.every((term) => MEASURE_TERMS.has(term));
    const oneTermOrNone = ownTerms.length <= 1 || subjectless;
    const followUp = lastQuestion && (isFollowUp(text) || (oneTermOrNone && words(text).length <= 3) || subjectless) ? `${text} ${lastQuestion}` : null;
    // A follow-up whose own topic is known ("can I pay for it in parts?") is answered by that topic, not by the entry
    // of the question before; one of a word or less of its own ("how much does it cost?" after a question about
    // clinics) is matched with the question before first (follow-ups.ts).
    const thin = followUp !== null && !topicPassage && oneTermOrNone;
    const leansBack = followUp !== null && !topicPassage;
    const withQuestionBefore = () => followUpMatch(bank, text, followUp!, lastQuestion!, locale);
    // "And how much more crop will I get?" after the savings: a follow-up whose own words are near enough word for word
    // an entry's way of asking asks that, not something of the question before's subject.
    // One that only names a subject ("and from water testing?") asks what the question before asked.
    const ownQuestion = followUp && ASKS_ITSELF.test(text) ? bank.match(asked, locale) : null;
    const found =
      (ownQuestion && ownQuestion.confidence >= OWN_QUESTION ? ownQuestion : null) ??
      (lastQuestion && pointsBack(text) ? inheritedAskMatch(bank, text, lastQuestion, locale) : null) ??
      (thin ? thinFollowUpMatch(bank, text, followUp!, locale) : null) ??
      // "Iska ilaj kya hai, kitna dale?": a follow-up that points back with a word of its own asks it of the last
      // question's subject before its own words alone are matched; another follow-up after them.
      (leansBack && pointsBack(text) && !thin ? withQuestionBefore() : null) ??
      // A follow-up's few words of its own ("iska ilaj kya hai?") are not far ahead of anything by themselves.
      bank.match(asked, locale, { clearWinner: !context.pricesAsked && !thin }) ??
      (leansBack && !(pointsBack(text) && !thin) ? withQuestionBefore() : null) ??
      matchLongMessage(bank, asked, locale);
    // "Give me your email and phone number": our contact details, unless an entry answers the rest of it surely
    // ("can we talk on WhatsApp? number do" gets that answer and the number). A CSR model's figures: the models' table.
    const matched = (found && topic === "contact" && found.confidence < CONTACT_ENTRY_CONFIDENCE) || topic === "csr" ? null : found;
    const bankReply = (entry: KnowledgeEntry) => this.bankReply(entry, language, locale);
    // The optional model words the answer from the closest entries and the facts alone; it is not asked when no entry
    // comes near, and when it fails the bank answers.
    const ground = this.model ? bank.candidates(followUp ?? text, locale, MODEL_ENTRIES, MODEL_CONFIDENCE) : [];
    if (this.model && ground.length) {
      try {
        const entries = ground.map((m) => ({ question: m.entry.question, answer: language === "hi-latn" ? (hinglishAnswer(m.entry) ?? bankAnswer(m.entry, locale)) : bankAnswer(m.entry, locale) }));
        const response = await askModel(this.model, this.site, { entries, facts: MODEL_FACTS }, text, history, language);
        return say(response, this.bankLinks(ground[0]!.entry.links, locale), undefined, language === "hi-latn");
      } catch (err) {
        this.log.warn({ err }, "assistant model failed; answering from the knowledge bank");
      }
    }
    // Two questions in one message, each with its own entry: both answers, when they fit the bubble together.
    // ("what will it cost" says "it" of the first question, not of the turn before).
    const pair = followUp && (thin || pointsBack(text)) ? null : matchTwoQuestions(bank, asked, locale);
    if (pair && (!matched || pair.some((m) => m.entry.id === matched.entry.id))) {
      const [one, two] = pair.map((m) => bankReply(m.entry)) as [AssistantReply, AssistantReply];
      const response = `${one.response}\n${two.response}`;
      // The first answer may say it already ("how much, and how long?": the price's answer gives the time).
      const figures = (reply: AssistantReply): string[] => reply.response.match(/\d[\d,.]*/g) ?? [];
      const saidAlready = figures(two).length > 0 && figures(two).every((f) => figures(one).includes(f));
      if (!saidAlready && response.length <= MAX_TWO_ANSWERS_CHARS) return { ...one, response, links: [...new Map([...one.links, ...two.links].map((l) => [l.path, l])).values()].slice(0, MAX_LINKS) };
    }
    if (matched) {
      const reply = bankReply(matched.entry);
      // "WhatsApp pe baat ho sakti hai? Number do": the answer, and our number, which the farmer asked for.
      if (topic !== "contact" || /\d[\d\s-]{7,}\d/.test(reply.response)) return reply;
      return this.inScript({ ...reply, response: `${reply.response} ${this.phoneLine(locale)}` }, false);
    }

    const passages = topicPassage ? [topicPassage] : this.search(retriever, text, lastQuestion).map((h) => h.passage);
    if (!passages.length) {
      this.noteGap(text, language, "unanswered", context.conversationId);
      return say(t("chat.assistant.reply.fallback"), helpLinks(), "callback");
    }
    // Hindi in Latin letters runs about a tenth longer than in Devanagari: a shorter cut keeps it in the chat bubble.
    return say(composeReply(passages[0]!, followUp ?? text, language === "hi-latn" ? HINGLISH_REPLY_CHARS : undefined), passages[0]!.links);
  }

  /** An entry's answer in the visitor's language and script, with its links. */
  private bankReply(entry: KnowledgeEntry, language: ReplyLanguage, locale: Locale): AssistantReply {
    const say = (response: string, links: ReplyLink[], latin = false): AssistantReply =>
      this.inScript({ response, links: links.slice(0, MAX_LINKS), language }, latin);
    const links = this.bankLinks(entry.links, locale);
    const own = language === "hi-latn" ? hinglishAnswer(entry) : null;
    if (own) return say(own, links, true);
    // An entry not written in the visitor's language answers in its stand-in (Marathi: Hindi), and says so.
    const written = answerLanguage(entry, locale);
    const reply = say(bankAnswer(entry, locale), links);
    return written && written !== locale && language !== "hi-latn" ? { ...reply, language: written as ReplyLanguage } : reply;
  }

  /** Our phone and when it is answered: "फ़ोन करें: +91 98765 43210 (सोमवार से शुक्रवार सुबह 9 से शाम 6 बजे, …)।" */
  private phoneLine(locale: Locale): string {
    const t = (id: MessageId, values?: Record<string, unknown>) => serverText(locale, id, values);
    const open = (["weekdays", "saturday"] as const).map((k) => `${t(`contact.hours.${k}.short`)} ${t(`contact.hours.${k}.time`)}`).join(", ");
    return `${t("contact.hero.call", { phone: this.site.phones[0] })} (${open})${locale === "hi" ? "।" : "."}`;
  }

  /**
   * A visitor asks for a person: nobody is online (the widget connects one who is before asking). After hours it says
   * when the team is back, in India time ("We're back tomorrow at 9:00 am."); the hours unknown, it says what it did.
   */
  private async personReply(locale: Locale): Promise<string> {
    const t = (id: MessageId, values?: Record<string, unknown>) => serverText(locale, id, values);
    const hours = await this.teamHours?.().catch((err: unknown) => {
      this.log.warn({ err }, "assistant could not read the business hours");
      return undefined;
    });
    if (!hours || hours.open || !hours.nextOpenAt) return t("chat.assistant.reply.person");
    const back = backText(t, reopeningWords(new Date(hours.nextOpenAt), new Date(), localeInfo(locale).intl));
    return t("chat.assistant.reply.personClosed", { back });
  }

  /**
   * The best passages for the question; a follow-up ("and the 13-parameter one?") or a question too thin to match
   * alone is searched with the visitor's previous question, its own words counted twice.
   */
  private search(retriever: Retriever, text: string, lastQuestion: string | undefined): Hit[] {
    const own = retriever.search(text);
    if (!lastQuestion) return own;
    // Nothing to lean on (emoji, a lone "ok?") is not a follow-up of anything; a question of its own ("do you sell
    // tractor tyres?" after a clinic search) is not one either, even when no passage answers it.
    const terms = searchTerms(text).length;
    if (terms === 0 || (terms > 2 && !isFollowUp(text))) return own;
    // Of the passages the whole conversation finds, those that answer what this question adds ("how long" after a
    // question about the 13-parameter test): the previous question's words alone would bring back its own answer.
    const ownTerms = new Set(searchTerms(text));
    const joined = retriever.search(`${text} ${text} ${lastQuestion}`, 10);
    const answering = joined.filter((h) => h.terms.some((term) => ownTerms.has(term)));
    const conversation = (answering.length ? answering : joined).slice(0, 5);
    return conversation.length ? conversation : own;
  }

  /** Whether a search term is a word the site's hand-picked passages use (a subject, not a place name). */
  private readonly isTopic = (term: string): boolean => Object.values(this.retrievers).some((r) => r.knows(term));

  /** A clinic question's answer, or null when the message is not one (or names no place the clinics can answer). */
  private async clinicAnswer(message: string, lastQuestion: string | undefined, history: Turn[], locale: Locale, latin: boolean): Promise<string | null> {
    // "सोयल हेल्थ कार्ड" is the Soil Health Card, not the village of Soyal: common words are never a place.
    const text = await withMarathiPlaceNames(message);
    if (!text) return null;
    if (lastQuestion) lastQuestion = await withMarathiPlaceNames(lastQuestion);
    const retriever = ownOr(this.retrievers, locale);
    const isTopic = await topicUnlessTown(
      [text, lastQuestion ?? ""],
      this.isTopic,
    );
    let q: ClinicQuestion | null = readClinicQuestion(text, isTopic);
    const previous = lastQuestion ? readClinicQuestion(lastQuestion, isTopic) : null;
    const askedForPlace = history.at(-1)?.from === "bot" && isPlaceRequest(history.at(-1)!.text);
    // "Nashik" after "Tell me your PIN code…", or "and in Pune?" / "which one has satellite?" after a clinic question.
    // Only a short message that the site's passages say nothing about can be a bare place name.
    const barePlace = words(text).length <= 3 && !retriever.search(text).length && !isFollowUp(text) && !NOT_A_PLACE.test(text);
    if (!q && previous) {
      // "and in Latur?", "और लातूर में?": a follow-up names another place with a pointing word; it asks the same.
      const elsewhere = readClinicQuestion(`${text} clinic`, isTopic);
      if (elsewhere?.placeText && (await resolvePlace(elsewhere.placeText))) q = { ...elsewhere, ...(previous.service ? { service: previous.service } : {}) };
    }
    // "Uska phone number?", "and its address?" after a clinic search: that search's clinics again, each with its phone
    // and address (not the company's number).
    if (!q && previous?.placeText && (asksThatClinic(text) || (CLINIC_DETAIL.test(text) && words(text).length <= 3))) q = previous;
    if (!q && (askedForPlace || previous || barePlace)) {
      const place = barePlace && (await resolvePlace(text)) ? text : undefined;
      const asServiceOnly = previous ? readClinicQuestion(`${lastQuestion} ${text}`, isTopic) : null;
      if (place) q = { placeText: place, count: false, ...(previous?.service ? { service: previous.service } : {}) };
      else if (previous && asServiceOnly?.service && asServiceOnly.service !== previous.service) q = { ...previous, service: asServiceOnly.service };
    }
    if (!q) return null;
    if (q.placeText && !q.count && !(await resolvePlace(q.placeText))) {
      // Words left over in a question about something else ("how do I start a clinic?") are not an unknown place.
      const pointsToPlace = /\b(near|nearest|in|at|around|where|mein|me|ke paas|kahan)\b|में|के पास|कहाँ|कहां/i.test(text);
      if (!pointsToPlace || retriever.search(text).length) return null;
    }
    return (await answerClinicQuestion(this.db, q, locale, { latin })).text;
  }

  /**
   * Hinglish replies are the Hindi texts in Latin letters, unless written in Hinglish already (`latin`: the team's own
   * Hinglish answer, a clinic's Latin name and address); the others are as written.
   */
  private inScript(reply: AssistantReply, latin = false): AssistantReply {
    if (reply.language !== "hi-latn") return reply;
    // Not normalised first: the nukta makes "माफ़" "maaf" rather than "maaph".
    const spell = (s: string) => romaniseForChat(s.normalize("NFC"));
    const label = (s: string) => (/[\u0900-\u097F]/.test(s) ? spell(s) : s);
    return { ...reply, response: latin ? reply.response : spell(reply.response), links: reply.links.map((l) => ({ ...l, label: label(l.label) })) };
  }
}

/**
 * The seeded entry that answers a group's question about a lower rate (knowledge.ts); a team that rewrote it still has
 * it found by its other phrasings, and without it the partners' passage answers.
 */
const BULK_QUESTION = "Can an FPO get a lower rate for testing many farmers?";

/** What a clinic's line gives: its phone, address, timings. */
const CLINIC_DETAIL = /\b(phone|number|numbar|no\.?|contact|address|pata|location|timings?|time|samay|mobile)\b|फ़ोन|फोन|नंबर|नम्बर|पता|समय|मोबाइल|पत्ता/i;
/** A word that points at the clinic just named, not at the company ("your number"). */
const THAT_ONE = /\b(uska|uski|uske|unka|unki|unke|iska|iski|iske|its|their|that clinic|this clinic|the clinic'?s?|us clinic|wahan|waha)\b|उसका|उसकी|उसके|उनका|उनकी|उनके|इसका|इसकी|इसके|त्याचा|त्याचे|त्यांचा/i;
/** "Uska phone number?", "its address?": a detail of the clinic just named. */
const asksThatClinic = (text: string) => THAT_ONE.test(text) && CLINIC_DETAIL.test(text);

/** Words no place name is made of: a short message with one ("the other one", "why not") is not a bare place. */
const NOT_A_PLACE =
  /\b(the|one|why|what|how|when|who|is|are|not|yes|no|ok|okay|thanks|thank you|please|kya|kyu|kyon|kab|kaise|haan|nahi|nahin|theek|shukriya|dhanyavad|hai|kitne|kitna|kitni|kaun|kahan)\b|क्या|क्यों|कब|कैसे|हाँ|हां|नहीं|ठीक|धन्यवाद|शुक्रिया|कितने|कितना|कितनी|कौन|कहां|कहाँ|(?:^|\s)है(?:\s|$|[?।])/i;

/** Whether a bot turn was the assistant asking for a PIN code or place, in either language. */
function isPlaceRequest(text: string): boolean {
  return SITE_LOCALES.some((l) => {
    const ask = serverText(l, "chat.assistant.clinic.askPlace");
    return text === ask || text === romaniseForChat(ask.normalize("NFC")) || text === romanise(normaliseDevanagari(ask));
  });
}
