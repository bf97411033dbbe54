// Rate-limit counters in the database (table rate_limits), so every instance on one PostgreSQL database counts
// together and a restart forgets nothing. One atomic upsert per hit; dead rows are deleted by `deleteExpired`.
import { sql } from "kysely";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Db } from "../db/database.ts";

export interface Counter {
  /** Hits counted in the current window, this one included. */
  hits: number;
  /** When the window ends and the count starts again, in milliseconds since 1970. */
  resetAt: number;
}

export class RateLimitCounters {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts a hit under `key` in one statement (safe under any concurrency, on SQLite and PostgreSQL alike).
   * A window starts at the first hit and lasts `windowMs`; with `slide`, every hit moves its end to `windowMs` from now,
   * so the count lasts until the key has been quiet for a whole window.
   */
  async hit(key: string, windowMs: number, opts: { slide?: boolean } = {}): Promise<Counter> {
    const now = this.now();
    const expired = sql<boolean>`rate_limits.reset_at <= ${now}`;
    const row = await this.db
      .insertInto("rate_limits")
      .values({ key, hits: 1, reset_at: now + windowMs })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          reset_at: opts.slide ? sql<number>`excluded.reset_at` : sql<number>`case when ${expired} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
  }

  /** The live count under `key`, or null when it has none (never counted, cleared, or its window is over). */
  async read(key: string): Promise<Counter | null> {
    const row = await this.db.selectFrom("rate_limits").select(["hits", "reset_at"]).where("key", "=", key).executeTakeFirst();
    if (!row || Number(row.reset_at) <= this.now()) return null;
    return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom("rate_limits").where("key", "=", key).execute();
  }

  /** Deletes the counters whose window is over; returns how many. */
  async deleteExpired(): Promise<number> {
    const result = await this.db.deleteFrom("rate_limits").where("reset_at", "<=", this.now()).executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  msUntil(at: number): number {
    return Math.max(0, at - this.now());
  }
}

/**
 * A store for @fastify/rate-limit that counts in the database. Each route's limit gets its own key space (method and
 * route pattern), as the plugin's in-memory store keeps one map per route.
 */
export function databaseRateLimitStore(counters: RateLimitCounters): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = "rl:",
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (c) => callback(null, { current: c.hits, ttl: counters.msUntil(c.resetAt) }),
        (err: Error) => callback(err),
      );
    }

    read(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      counters.read(this.prefix + key).then(
        (c) => callback(null, c ? { current: c.hits, ttl: counters.msUntil(c.resetAt) } : { current: 0, ttl: 0 }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      // The plugin passes the route's merged limit options, with the route itself under routeInfo.
      const { routeInfo, groupId } = routeOptions as { routeInfo?: { method?: string | string[]; url?: string }; groupId?: string };
      const scope = routeInfo?.url ? `${[routeInfo.method ?? ""].flat().join(",")} ${routeInfo.url}` : (groupId ?? "");
      return new DatabaseRateLimitStore(undefined, `rl:${scope}:`);
    }
  }
  return DatabaseRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
