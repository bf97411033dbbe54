// Creates every table of the platform with the indexes its reads need (spec 3 and 7.4).
// Portable column types only: text, integer, real. Timestamps are ISO-8601 UTC text.
import { PostgresAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("name", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("family_id", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("replaced_by", "text")
    .execute();
  await db.schema.createIndex("refresh_tokens_family_idx").on("refresh_tokens").column("family_id").execute();
  await db.schema.createIndex("refresh_tokens_user_idx").on("refresh_tokens").column("user_id").execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("location", "text")
    .addColumn("user_type", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("metadata", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("email_normalized", "text", (c) => c.notNull())
    .addColumn("phone_normalized", "text")
    .addColumn("duplicate_of", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_idx").on("leads").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("leads_type_created_idx").on("leads").columns(["user_type", "created_at"]).execute();
  await db.schema.createIndex("leads_source_created_idx").on("leads").columns(["source", "created_at"]).execute();
  await db.schema.createIndex("leads_email_norm_idx").on("leads").column("email_normalized").execute();
  await db.schema.createIndex("leads_phone_norm_idx").on("leads").column("phone_normalized").execute();

  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "text")
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_notes_lead_idx").on("lead_notes").columns(["lead_id", "created_at"]).execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("conversation_id", "text")
    .addColumn("sender", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_messages_sender_idx").on("chat_messages").column("sender").execute();
  await db.schema
    .createIndex("chat_messages_conversation_idx")
    .on("chat_messages")
    .columns(["conversation_id", "created_at"])
    .execute();

  await db.schema
    .createTable("chat_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("agent_id", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("user_name", "text", (c) => c.notNull())
    .addColumn("user_email", "text", (c) => c.notNull())
    .addColumn("user_type", "text")
    .addColumn("lead_id", "text")
    .addColumn("visitor_token_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("taken_at", "text")
    .addColumn("ended_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_sessions_status_idx").on("chat_sessions").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("chat_sessions_agent_idx").on("chat_sessions").columns(["agent_id", "status"]).execute();

  await db.schema
    .createTable("chat_session_messages")
    .addColumn("seq", isPostgres ? "serial" : "integer", (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn("id", "text", (c) => c.notNull().unique())
    .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("sender_type", "text", (c) => c.notNull())
    .addColumn("sender_name", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("chat_session_messages_session_idx")
    .on("chat_session_messages")
    .columns(["session_id", "seq"])
    .execute();

  await db.schema
    .createTable("agent_presence")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("online", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("blog_posts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("excerpt", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("image_url", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blog_posts_status_idx").on("blog_posts").columns(["status", "published_at"]).execute();

  await db.schema
    .createTable("clinics")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("services", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("lat", "real", (c) => c.notNull())
    .addColumn("lng", "real", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body_text", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("email_outbox_due_idx").on("email_outbox").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "email_outbox",
    "clinics",
    "blog_posts",
    "agent_presence",
    "chat_session_messages",
    "chat_sessions",
    "chat_messages",
    "lead_notes",
    "leads",
    "refresh_tokens",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
