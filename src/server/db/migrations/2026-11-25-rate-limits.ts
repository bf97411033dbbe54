// Rate-limit counters shared by every instance: one row per key (a limit and a client address or e-mail), counting hits
// until reset_at (milliseconds since 1970). Rows past reset_at are dead and deleted now and then.
// On PostgreSQL the table is UNLOGGED: counters skip the write-ahead log (a write per limited request stays cheap) and
// survive restarts of the app and of the database, though not a database crash, which only forgives some attempts.
import { PostgresAdapter, sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  let table = db.schema.createTable("rate_limits");
  if (isPostgres) table = table.modifyFront(sql`unlogged`);
  await table
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_reset_at").on("rate_limits").column("reset_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limits").ifExists().execute();
}
