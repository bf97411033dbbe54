// Liveness (the process answers) and readiness (the database answers) probes.
import type { FastifyPluginAsync } from "fastify";
import { sql } from "kysely";

const health: FastifyPluginAsync = async (app) => {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: "ready", database: app.dbKind };
    } catch (err) {
      app.log.error({ err }, "readiness check failed");
      return reply.code(503).send({ status: "unavailable", database: app.dbKind });
    }
  });
};
export default health;
