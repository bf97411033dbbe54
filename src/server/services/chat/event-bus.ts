// Fans chat events out to every socket: in process with SQLite, through PostgreSQL LISTEN/NOTIFY across instances.
import { EventEmitter } from "node:events";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { sql, type Kysely, type Transaction } from "kysely";
import type { FastifyBaseLogger } from "fastify";
import type { Database, Db } from "../../db/database.ts";
import type { AgentSessionSummary, ChatMessage, VisitorPage } from "../../../shared/schemas/chat.ts";
import type { SessionsEnded } from "../auth.ts";

/** What happened; the socket hub decides who may see it. `agentId` is the session's holder when it was written. */
export type ChatEvent =
  | { kind: "message"; sessionId: string; agentId: string | null; message: ChatMessage }
  | { kind: "session"; session: AgentSessionSummary }
  | { kind: "presence"; hasAvailableAgent: boolean }
  /** Someone is typing (issue 14): passed to the other side of the chat, never stored. `name`: the agent's display name. */
  | { kind: "typing"; sessionId: string; agentId: string | null; from: "visitor" | "agent"; name: string | null }
  /** The visitor opened another page; only the agent holding the chat is told. */
  | { kind: "page"; sessionId: string; agentId: string | null; page: VisitorPage }
  /** The visitor of a chat an agent holds was seen on the site (issue 26); only that agent is told. */
  | { kind: "visitor"; sessionId: string; agentId: string | null; seenAt: string }
  /** Sign-ins ended (sign-out, disabled, password changed or reset): their agent sockets close, on every instance. */
  | ({ kind: "sessions-ended" } & SessionsEnded);

export interface ChatBus {
  publish(event: ChatEvent): Promise<void>;
  /**
   * Publishes `events`, in their order, as part of `trx`: they are delivered only if the transaction commits, and events
   * of transactions that hold the same row (a chat's messages) arrive in commit order, on every instance. Call the
   * returned function once the transaction has committed (in process it emits the events; PostgreSQL delivers them at
   * the commit itself).
   */
  publishOnCommit(trx: Transaction<Database>, events: ChatEvent[]): Promise<() => void>;
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /**
   * Whether every event published on any instance reaches this instance's subscribers now. False while the
   * PostgreSQL listener is reconnecting: memory kept from events (poll-memory.ts) is not trusted then.
   */
  readonly live: boolean;
  /** Calls `listener` when events may have been missed (the listener lost its connection, and once it listens again). */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "mm_chat_events";

/** One process: an EventEmitter. */
export class LocalBus implements ChatBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: ChatEvent): Promise<void> {
    this.emitter.emit("event", event);
  }

  async publishOnCommit(_trx: Transaction<Database>, events: ChatEvent[]): Promise<() => void> {
    return () => {
      for (const event of events) this.emitter.emit("event", event);
    };
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    this.emitter.on("event", listener);
    return () => this.emitter.off("event", listener);
  }

  /** In process nothing is ever missed. */
  readonly live: boolean = true;

  onGap(listener: () => void): () => void {
    this.emitter.on("gap", listener);
    return () => this.emitter.off("gap", listener);
  }

  /** Tells the gap listeners that events may have been missed (PostgresBus's reconnects). */
  gap(): void {
    this.emitter.emit("gap");
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. An event's JSON up to this size goes as it is (nearly
 * all: a 2,000-character message in Devanagari is about 6,500 bytes); a larger one (escaped control characters, or any
 * large event) goes in parts of at most this size, all sent by one statement.
 */
export const NOTIFY_MAX_BYTES = 7800;
/** UTF-16 code units per part: at most 3 bytes each in UTF-8, plus the part's header, stays under NOTIFY_MAX_BYTES. */
const PART_UNITS = 2500;
const PART_HEADER = /^#([0-9a-f-]{36}):(\d+):(\d+):/;

/**
 * The NOTIFY payloads that carry `json`: itself when it fits, otherwise parts `#<id>:<index>:<count>:<slice>` (an
 * event's JSON always starts with `{`). Slices never split a surrogate pair, so each part is valid UTF-8.
 */
export function notifyPayloads(json: string): string[] {
  if (json.length * 3 <= NOTIFY_MAX_BYTES || Buffer.byteLength(json) <= NOTIFY_MAX_BYTES) return [json];
  const slices: string[] = [];
  for (let start = 0; start < json.length; ) {
    let end = Math.min(start + PART_UNITS, json.length);
    const last = json.charCodeAt(end - 1);
    if (end < json.length && last >= 0xd800 && last <= 0xdbff) end--;
    slices.push(json.slice(start, end));
    start = end;
  }
  const id = randomUUID();
  return slices.map((slice, i) => `#${id}:${i}:${slices.length}:${slice}`);
}

/**
 * Puts parts back together. The parts of one event come from one statement, so PostgreSQL queues them together at its
 * commit, in order, and nothing of another event falls between them; events arrive in commit order.
 */
export class NotifyAssembler {
  private current: { id: string; parts: (string | undefined)[]; missing: number } | null = null;

  /** The whole JSON of an event once its last part has arrived, otherwise null; throws on a payload of neither form. */
  add(payload: string): string | null {
    if (payload.startsWith("{")) return payload;
    const head = PART_HEADER.exec(payload);
    if (!head) throw new Error("not a chat event");
    const [, id, index, count] = head;
    const i = Number(index);
    const n = Number(count);
    if (!(i < n)) throw new Error("a part beyond its event");
    const c = this.current && this.current.id === id ? this.current : { id: id!, parts: new Array<string | undefined>(n), missing: n };
    this.current = c;
    if (c.parts[i] === undefined) {
      c.parts[i] = payload.slice(head[0].length);
      c.missing--;
    }
    if (c.missing > 0) return null;
    this.current = null;
    return c.parts.join("");
  }
}

/**
 * Several instances on one PostgreSQL database: NOTIFY through the pool (or inside the writing transaction), LISTEN on
 * a dedicated connection that reconnects after a failure. Every instance, the sender included, delivers what arrives
 * on the channel, in arrival order and without reading the database, so each event reaches each socket once.
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
    const assembler = new NotifyAssembler();
    client.on("notification", (n) => {
      if (n.channel !== CHANNEL || !n.payload) return;
      try {
        const json = assembler.add(n.payload);
        if (json !== null) void this.local.publish(JSON.parse(json) as ChatEvent);
      } catch (err) {
        this.log.warn({ err }, "ignored a malformed chat notification");
      }
    });
    client.on("error", (err) => this.reconnect(client, err));
    client.on("end", () => this.reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
    // After a reconnect: what was kept before the loss, or read while it lasted, may miss events; it goes now.
    this.local.gap();
  }

  /** After a lost connection (or a failed retry, with `client` null), listens again a second later. */
  private reconnect(client: pg.Client | null, err?: unknown): void {
    if (this.closed || (client && this.client !== client)) return;
    this.client = null;
    this.local.gap();
    client?.end().catch(() => undefined);
    this.log.warn({ err }, "chat event listener lost its connection; reconnecting");
    this.retryTimer = setTimeout(() => {
      this.start().catch((e: unknown) => this.reconnect(null, e));
    }, 1000);
  }

  /** One statement for all of `events`, so a group of messages costs one round trip and keeps its order. */
  private async notify(db: Kysely<Database>, events: ChatEvent[]): Promise<void> {
    const payloads = events.flatMap((event) => notifyPayloads(JSON.stringify(event)));
    if (payloads.length === 0) return;
    if (payloads.length === 1) await sql`SELECT pg_notify(${CHANNEL}, ${payloads[0]})`.execute(db);
    else await sql`SELECT pg_notify(${CHANNEL}, part) FROM unnest(${payloads}::text[]) WITH ORDINALITY AS p(part, n)`.execute(db);
  }

  async publish(event: ChatEvent): Promise<void> {
    await this.notify(this.db, [event]);
  }

  async publishOnCommit(trx: Transaction<Database>, events: ChatEvent[]): Promise<() => void> {
    await this.notify(trx, events);
    return () => undefined;
  }

  subscribe(listener: (event: ChatEvent) => void): () => void {
    return this.local.subscribe(listener);
  }

  /** Listening on the channel now (false before the start and while reconnecting). */
  get live(): boolean {
    return this.client !== null && !this.closed;
  }

  onGap(listener: () => void): () => void {
    return this.local.onGap(listener);
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
