// Liveness (the process answers) and readiness (the database answers, within a short time) probes. Readiness also
// reports the e-mail outbox and lists settings that work but are probably wrong for this deployment (SITE_URL unset in
// production). Neither changes the status: a stuck outbox is shared by every instance, so taking them all out of the
// load balancer would stop the site and send no e-mail; it is an alert (docs/operations.md), as a wrong setting calls
// for a fix. From the first SIGTERM on, readiness answers 503 "draining" at once, while the instance still serves
// everything else for SHUTDOWN_DRAIN_MS (shutdown.ts), so the load balancer takes it out before it stops.
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";
import { z } from "zod";
import { TAGS } from "../openapi/common.ts";
import { readOutboxState, type OutboxState } from "../services/outbox-state.ts";

/** Longer than any healthy database takes for `select 1`, short enough for a load balancer's probe. */
export const READY_TIMEOUT_MS = 2_000;

const outboxSchema = z
  .object({
    depth: z.number().describe("E-mails waiting (due or backing off)."),
    oldestAgeS: z.number().describe("Seconds the oldest waiting e-mail has waited."),
    failing: z.number().describe("Waiting e-mails that failed at least once."),
    stuck: z.boolean().describe("The oldest has waited more than 15 minutes: look at SMTP_URL and the log."),
  })
  .nullable()
  .describe("Null when the database could not be read.");

const readinessSchema = z.object({
  status: z.enum(["ready", "unavailable", "draining"]),
  database: z.enum(["sqlite", "postgres"]),
  /** Why not ready; absent when ready. */
  reason: z.string().optional(),
  outbox: outboxSchema,
  warnings: z.array(z.string()).describe("Settings that work but are probably wrong here."),
});

class TimedOut extends Error {}

/** Rejects with TimedOut when `promise` takes longer than `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const health: FastifyPluginAsync = async (app) => {
  const tags = [TAGS.operations];
  app.get(
    "/healthz",
    { schema: { summary: "Liveness: the process answers", tags, response: { 200: z.object({ status: z.literal("ok") }) } } },
    async () => ({ status: "ok" }),
  );

  app.get(
    "/readyz",
    {
      schema: {
        summary: "Readiness: the database answers; the outbox's state",
        description: `200 when \`select 1\` succeeds within ${READY_TIMEOUT_MS} ms, otherwise 503 with the reason. 503 with status \`draining\` from the moment the instance is told to stop (SIGTERM), while it still serves other requests for SHUTDOWN_DRAIN_MS. The outbox is reported, not judged.`,
        tags,
        response: { 200: readinessSchema.describe("Ready."), 503: readinessSchema.describe("Not ready: `reason` says why.") },
      },
    },
    async (_req, reply) => {
      const answer = { database: app.dbKind, warnings: app.config.warnings };
      if (app.drain.since !== null) {
        const reason = "The server is shutting down: send new requests to another instance.";
        return reply.code(503).send({ status: "draining", reason, outbox: null, ...answer });
      }
      let outbox: OutboxState | null = null;
      try {
        await within(sql`select 1`.execute(app.db), READY_TIMEOUT_MS);
        outbox = await within(readOutboxState(app.db), READY_TIMEOUT_MS);
      } catch (err) {
        app.log.error({ err }, "readiness check failed");
        // The error itself (addresses, SQL) stays in the log: the probe may be reachable from outside.
        const reason = err instanceof TimedOut ? `The database did not answer within ${READY_TIMEOUT_MS} ms.` : "The database could not be queried.";
        return reply.code(503).send({ status: "unavailable", reason, outbox, ...answer });
      }
      return { status: "ready", outbox, ...answer };
    },
  );
};
export default health;
