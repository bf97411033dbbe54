// Suspected spam is stored and flagged rather than dropped, so nothing a person typed is lost (issue 8).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("spam_reason", "text").execute();
  await db.schema.alterTable("leads").addColumn("spam_at", "text").execute();
  // The Spam view lists flagged leads newest first; the default views filter on spam_reason being null.
  await db.schema.createIndex("leads_spam_created_idx").on("leads").columns(["spam_reason", "created_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_spam_created_idx").ifExists().execute();
  await db.schema.alterTable("leads").dropColumn("spam_at").execute();
  await db.schema.alterTable("leads").dropColumn("spam_reason").execute();
}
