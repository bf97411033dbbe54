// The team's own words on a chat (issue 30): internal notes, never shown to the visitor, and labels from a list the
// team keeps. Both go with the chat when it is erased or expires.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("chat_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("author_id", "text", (c) => c.references("users.id").onDelete("set null"))
    // Kept as written when the note was made, so a note still names its author after the account is gone.
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_notes_session_idx").on("chat_notes").columns(["session_id", "created_at"]).execute();

  await db.schema
    .createTable("chat_labels")
    // The label folded to lower case: "Urgent" and "urgent" are one label.
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("chat_session_labels")
    .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("label_key", "text", (c) => c.notNull().references("chat_labels.key").onDelete("cascade"))
    .addPrimaryKeyConstraint("chat_session_labels_pk", ["session_id", "label_key"])
    .execute();
  await db.schema.createIndex("chat_session_labels_label_idx").on("chat_session_labels").columns(["label_key", "session_id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("chat_session_labels").ifExists().execute();
  await db.schema.dropTable("chat_labels").ifExists().execute();
  await db.schema.dropTable("chat_notes").ifExists().execute();
}
