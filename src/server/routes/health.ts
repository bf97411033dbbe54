// Liveness (the process answers) and readiness (the database answers) probes. Readiness also lists settings that work
// but are probably wrong for this deployment (SITE_URL unset in production): they call for a fix, not for taking the
// instance out of the load balancer, so they do not change the status.
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";

const health: FastifyPluginAsync = async (app) => {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ready", database: app.dbKind, warnings: app.config.warnings };
    } catch (err) {
      app.log.error({ err }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable", database: app.dbKind, warnings: app.config.warnings });
    }
  });
};
export default health;
