// A change counter per kind of content (clinics now, later blog pages): every write bumps its row in the same
// transaction, so an instance that caches the content checks one row by primary key to know whether its copy is current.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_versions").ifExists().execute();
}
