// Opens the database, brings it to the latest migration, seeds sample data, and closes it on shutdown.
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/dialect.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { seed } from "../db/seed/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: "sqlite" | "postgres";
  }
}

export default fp<{ databaseUrl?: string; dataDir: string }>(
  async (app, opts) => {
    const { db, kind, location } = openDatabase(opts);
    app.decorate("db", db);
    app.decorate("dbKind", kind);
    app.addHook("onClose", async () => {
      await db.destroy();
    });
    const applied = await migrateToLatest(db);
    if (applied.length) app.log.info({ applied, location }, "database migrated");
    await seed(db);
    app.log.info({ kind, location }, "database ready");
  },
  { name: "db" },
);
