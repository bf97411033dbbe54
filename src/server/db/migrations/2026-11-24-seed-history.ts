// Remembers which sample data has been seeded, so sample posts an admin deletes stay deleted after a restart.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("seed_history")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("seeded_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("seed_history").ifExists().execute();
}
