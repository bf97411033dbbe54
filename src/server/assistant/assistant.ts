// The assistant behind POST /api/v1/assistant: retrieval by default, a model when configured, and a log of each exchange.
import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/database.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { buildKnowledge } from "./knowledge.ts";
import { askModel, type ModelEndpoint } from "./openai-compatible.ts";
import { Retriever, answerFromPassages, fallbackReply, greetingReply, isGreeting, type Asker } from "./retrieval.ts";

export class Assistant {
  private readonly retriever: Retriever;

  constructor(
    private readonly db: Db,
    private readonly site: SiteConfig,
    private readonly model: ModelEndpoint | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    this.retriever = new Retriever(buildKnowledge(site));
  }

  /** Answers and stores the visitor's message and the reply in chat_messages (the dashboard counts the former). */
  async reply(message: string, asker: Asker): Promise<string> {
    const response = await this.answer(message, asker);
    const at = new Date();
    await this.db
      .insertInto("chat_messages")
      .values([
        { id: randomUUID(), conversation_id: null, sender: "user", message, created_at: at.toISOString() },
        { id: randomUUID(), conversation_id: null, sender: "bot", message: response, created_at: new Date(at.getTime() + 1).toISOString() },
      ])
      .execute();
    return response;
  }

  async answer(message: string, asker: Asker): Promise<string> {
    if (isGreeting(message)) return greetingReply(asker, this.site);
    const passages = this.retriever.search(message);
    if (this.model) {
      try {
        return await askModel(this.model, this.site, passages, message, asker.name ?? null);
      } catch (err) {
        this.log.warn({ err }, "assistant model failed; answering from the knowledge base");
      }
    }
    return passages.length ? answerFromPassages(passages, asker) : fallbackReply(asker, this.site);
  }
}
