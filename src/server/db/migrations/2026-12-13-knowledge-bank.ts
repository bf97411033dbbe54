// The assistant's knowledge bank (issue 28): answers the team owns, and the questions it could not answer.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("knowledge_entries")
    .addColumn("id", "text", (c) => c.primaryKey())
    // The canonical question, and the other ways visitors ask it (a JSON array of texts, any language or script).
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("paraphrases", "text", (c) => c.notNull())
    // {"en": "…", "hi": "…"}: the short answer per language, facts named in braces ("₹{testPrice}").
    .addColumn("answers", "text", (c) => c.notNull())
    // A JSON array of at most two site paths ("/find-clinic", "/blog/<slug>").
    .addColumn("links", "text", (c) => c.notNull())
    // "published" (the assistant answers with it) or "draft".
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("knowledge_gaps")
    .addColumn("id", "text", (c) => c.primaryKey())
    // Questions asked in other words share a key (their search terms, sorted), so the queue groups them.
    .addColumn("group_key", "text", (c) => c.notNull())
    .addColumn("question", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    // "unanswered" (below the confidence threshold), "rated_bad", "asked_person".
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("conversation_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    // The entry written from it: the gap is closed.
    .addColumn("entry_id", "text", (c) => c.references("knowledge_entries.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("knowledge_gaps_open_idx").on("knowledge_gaps").columns(["entry_id", "group_key"]).execute();
  await db.schema.createIndex("knowledge_gaps_created_idx").on("knowledge_gaps").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("knowledge_gaps").ifExists().execute();
  await db.schema.dropTable("knowledge_entries").ifExists().execute();
}
