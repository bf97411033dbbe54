// The assistant behind POST /api/v1/assistant: it reads the language and script of the question, answers clinic
// questions from the clinics table and the rest from the site's passages (or a model given those passages), offers a
// person when it cannot help, and logs each exchange.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import type { Locale } from "../../shared/locales.ts";
import { whatsappHref, type SiteConfig } from "../../shared/site-config.ts";
import type { AssistantResponse } from "../../shared/schemas/chat-constants.ts";
import type { MessageId } from "../../client/i18n/ids.ts";
import { serverText } from "../i18n.ts";
import { answerClinicQuestion, readClinicQuestion, resolvePlace, type ClinicQuestion } from "./clinic-intent.ts";
import { asksForPerson, isFollowUp, isGreeting, soundsAngry, triesToInstruct } from "./intents.ts";
import { buildKnowledge, pageLink, type ReplyLink } from "./knowledge.ts";
import { detectLanguage, localeOf, normaliseDevanagari, romanise, searchTerms, words } from "./language.ts";
import { askModel, type ModelEndpoint, type Turn } from "./openai-compatible.ts";
import { Retriever, composeReply, type Hit } from "./retrieval.ts";

export type { Turn };

/** What the assistant knows of the conversation besides the message. */
export interface AskContext {
  /** The language of the page the visitor asks from; it settles only a message without words (a PIN code, emoji). */
  pageLocale?: Locale;
  /** The last turns, oldest first. */
  history?: Turn[];
  /** The bot-mode chat session the exchange belongs to, when the widget proved it. */
  conversationId?: string | null;
}

export type AssistantReply = Required<Pick<AssistantResponse, "response" | "links" | "language">> & Pick<AssistantResponse, "offer">;

const MAX_LINKS = 2;

export class Assistant {
  private readonly retrievers: Record<"en" | "hi", Retriever>;

  constructor(
    private readonly db: Db,
    private readonly site: SiteConfig,
    private readonly model: ModelEndpoint | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.retrievers = { en: new Retriever(buildKnowledge(site, "en")), hi: new Retriever(buildKnowledge(site, "hi")) };
  }

  /** Answers and stores the visitor's message and the reply in chat_messages (the dashboard counts the former). */
  async reply(message: string, context: AskContext = {}): Promise<AssistantReply> {
    const reply = await this.answer(message, context);
    const at = new Date();
    const conversation_id = context.conversationId ?? null;
    await this.db
      .insertInto("chat_messages")
      .values([
        { id: randomUUID(), conversation_id, sender: "user", message, created_at: at.toISOString() },
        { id: randomUUID(), conversation_id, sender: "bot", message: reply.response, created_at: new Date(at.getTime() + 1).toISOString() },
      ])
      .execute();
    return reply;
  }

  async answer(message: string, context: AskContext = {}): Promise<AssistantReply> {
    const text = message.replace(/\s+/g, " ").trim();
    const history = (context.history ?? []).slice(-6);
    const language = detectLanguage(text, context.pageLocale === "hi" ? "hi" : "en");
    const locale = localeOf(language);
    const say = (response: string, links: ReplyLink[], offer?: "callback"): AssistantReply => this.inScript({ response, links: links.slice(0, MAX_LINKS), language, ...(offer ? { offer } : {}) });
    const t = (id: MessageId, values?: Record<string, unknown>) => serverText(locale, id, values);
    const helpLinks = () => [{ label: t("contact.details.whatsappLink"), path: whatsappHref(this.site) }, pageLink(locale, "/contact")];

    if (triesToInstruct(text)) return say(t("chat.assistant.reply.fallback"), helpLinks(), "callback");
    if (soundsAngry(text)) return say(t("chat.assistant.reply.sorry"), helpLinks(), "callback");
    if (asksForPerson(text)) return say(t("chat.assistant.reply.person"), helpLinks(), "callback");
    if (isGreeting(text)) return say(t("chat.assistant.reply.greeting"), [pageLink(locale, "/find-clinic"), pageLink(locale, "/for-farmers")]);

    const lastQuestion = [...history].reverse().find((turn) => turn.from === "user")?.text;
    const clinic = await this.clinicAnswer(text, lastQuestion, history, locale);
    if (clinic) return say(clinic, [pageLink(locale, "/find-clinic")]);

    const retriever = this.retrievers[locale === "hi" ? "hi" : "en"];
    const hits = this.search(retriever, text, lastQuestion);
    if (!hits.length) return say(t("chat.assistant.reply.fallback"), helpLinks(), "callback");
    const passages = hits.map((h) => h.passage);
    const links = passages[0]!.links;
    if (this.model) {
      try {
        const response = await askModel(this.model, this.site, passages.slice(0, 2), text, history, language);
        return say(response, links);
      } catch (err) {
        this.log.warn({ err }, "assistant model failed; answering from the knowledge base");
      }
    }
    return say(composeReply(passages[0]!, lastQuestion && isFollowUp(text) ? `${text} ${lastQuestion}` : text), links);
  }

  /**
   * The best passages for the question; a follow-up ("and the 13-parameter one?") or a question too thin to match
   * alone is searched with the visitor's previous question, its own words counted twice.
   */
  private search(retriever: Retriever, text: string, lastQuestion: string | undefined): Hit[] {
    const own = retriever.search(text);
    if (!lastQuestion) return own;
    // Nothing to lean on (emoji, a lone "ok?") is not a follow-up of anything.
    const terms = searchTerms(text).length;
    if (terms === 0 || (terms > 2 && !isFollowUp(text) && own.length)) return own;
    const joined = retriever.search(`${text} ${text} ${lastQuestion}`);
    // The question's own best answer stands when the conversation agrees with it ("and how long does it take?").
    if (own[0] && joined.some((h) => h.passage.id === own[0]!.passage.id)) return own;
    return joined.length ? joined : own;
  }

  /** A clinic question's answer, or null when the message is not one (or names no place the clinics can answer). */
  private async clinicAnswer(text: string, lastQuestion: string | undefined, history: Turn[], locale: Locale): Promise<string | null> {
    const retriever = this.retrievers[locale === "hi" ? "hi" : "en"];
    const isTopic = (term: string) => this.retrievers.en.knows(term) || this.retrievers.hi.knows(term);
    let q: ClinicQuestion | null = readClinicQuestion(text, isTopic);
    const previous = lastQuestion ? readClinicQuestion(lastQuestion, isTopic) : null;
    const askedForPlace = history.at(-1)?.from === "bot" && isPlaceRequest(history.at(-1)!.text);
    // "Nashik" after "Tell me your PIN code…", or "and in Pune?" / "which one has satellite?" after a clinic question.
    // Only a short message that the site's passages say nothing about can be a bare place name.
    const barePlace = words(text).length <= 3 && !retriever.search(text).length;
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
    return (await answerClinicQuestion(this.db, q, locale)).text;
  }

  /** Hinglish replies are the Hindi texts in Latin letters; the others are as written. */
  private inScript(reply: AssistantReply): AssistantReply {
    if (reply.language !== "hi-latn") return reply;
    // Not normalised first: the nukta makes "माफ़" "maaf" rather than "maaph".
    const latin = (s: string) => romanise(s.normalize("NFC"));
    return { ...reply, response: latin(reply.response), links: reply.links.map((l) => ({ ...l, label: latin(l.label) })) };
  }
}

/** Whether a bot turn was the assistant asking for a PIN code or place, in either language. */
function isPlaceRequest(text: string): boolean {
  return (["en", "hi"] as const).some((l) => {
    const ask = serverText(l, "chat.assistant.clinic.askPlace");
    return text === ask || text === romanise(normaliseDevanagari(ask));
  });
}
