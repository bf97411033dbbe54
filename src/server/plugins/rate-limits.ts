// Rate limits: the database counters (app.rateLimitCounters, also used by the sign-in limiter) and @fastify/rate-limit
// for the routes that set config.rateLimit. On PostgreSQL the route limits count in the database, so every instance
// shares them and a restart keeps them; on SQLite (one instance) they count in memory, which costs no disk write.
import fp from "fastify-plugin";
import rateLimit from "@fastify/rate-limit";
import { RateLimitCounters, databaseRateLimitStore } from "../services/rate-limit-counters.ts";

declare module "fastify" {
  interface FastifyInstance {
    rateLimitCounters: RateLimitCounters;
  }
}

/** A route's allowance per client address and minute, as config.rateLimit. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: "1 minute" } });

/** How often dead counters are deleted. */
const CLEANUP_EVERY_MS = 5 * 60_000;

export default fp(
  async (app) => {
    const counters = new RateLimitCounters(app.db);
    app.decorate("rateLimitCounters", counters);

    const cleanup = setInterval(() => {
      counters.deleteExpired().catch((err: unknown) => app.log.warn({ err }, "could not delete expired rate-limit counters"));
    }, CLEANUP_EVERY_MS);
    cleanup.unref();
    app.addHook("onClose", async () => clearInterval(cleanup));

    await app.register(rateLimit, {
      global: false,
      ...(app.dbKind === "postgres" ? { store: databaseRateLimitStore(counters) } : {}),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
      }),
    });
  },
  { name: "rate-limits", dependencies: ["db"] },
);
