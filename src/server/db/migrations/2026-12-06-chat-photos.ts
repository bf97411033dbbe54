// Photos in the live chat (issue 26): each photo a visitor or an agent sends is a row of chat_photos (its files are
// UPLOADS_DIR/chat-photos/<id>/<width>.<webp|jpg>) and a message of its chat whose photo_id names it. The photo row and its
// message are written in one transaction, after the files are in place, so no message points at a photo that is not
// there. The message keeps a text of its own ("📷 Photo") for the transcript search and older widgets.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("chat_photos")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
    /** "user" or "agent": who sent it. */
    .addColumn("sender_type", "text", (c) => c.notNull())
    /** The upright size of the large file, in pixels. */
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    /** JSON [thumb width, large width]: the widths written (never wider than the original). */
    .addColumn("widths", "text", (c) => c.notNull())
    /** The size of the file as sent. */
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_photos_session_idx").on("chat_photos").column("session_id").execute();
  await db.schema
    .alterTable("chat_session_messages")
    .addColumn("photo_id", "text", (c) => c.references("chat_photos.id"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_session_messages").dropColumn("photo_id").execute();
  await db.schema.dropTable("chat_photos").ifExists().execute();
}
