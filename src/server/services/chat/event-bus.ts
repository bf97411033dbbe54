// Fans chat events out to every socket: in process with SQLite, through PostgreSQL LISTEN/NOTIFY across instances.
import { EventEmitter } from "node:events";
import pg from "pg";
import { sql } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database.ts";
import type { AgentSessionSummary, ChatMessage } from "../../../shared/schemas/chat.ts";

/** What happened; the socket hub decides who may see it. `agentId` is the session's holder when it was written. */
export type ChatEvent =
  | { kind: "message"; sessionId: string; agentId: string | null; message: ChatMessage }
  | { kind: "session"; session: AgentSessionSummary }
  | { kind: "presence"; hasAvailableAgent: boolean };

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "mm_chat_events";

/** One process: an EventEmitter. */
export class LocalBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: ChatEvent): Promise<void> {
    this.emitter.emit("event", event);
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    this.emitter.on("event", listener);
    return () => this.emitter.off("event", listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Several instances on one PostgreSQL database: NOTIFY through the pool, LISTEN on a dedicated connection that
 * reconnects after a failure. Every instance, the sender included, delivers what arrives on the channel, so each event
 * reaches each socket once. Payloads stay under PostgreSQL's 8,000-byte limit: a message is at most 2,000 characters.
 */
export class PostgresBus implements ChatBus {
  private readonly local = new LocalBus();
  private client: pg.Client | null = null;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on("notification", (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        void this.local.publish(JSON.parse(n.payload) as ChatEvent);
      } catch (err) {
        this.log.warn({ err }, "ignored a malformed chat notification");
      }
    });
    client.on("error", (err) => this.reconnect(client, err));
    client.on("end", () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  /** After a lost connection (or a failed retry, with `client` null), listens again a second later. */
  private reconnect(client: pg.Client | null, err?: unknown): void {
    if (this.closed || (client && this.client !== client)) return;
    this.client = null;
    client?.end().catch(() => undefined);
    this.log.warn({ err }, "chat event listener lost its connection; reconnecting");
    this.retryTimer = setTimeout(() => {
      this.start().catch((e: unknown) => this.reconnect(null, e));
    }, 1000);
  }

  async publish(event: ChatEvent): Promise<void> {
    await sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(this.db);
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.local.close();
  }
}
