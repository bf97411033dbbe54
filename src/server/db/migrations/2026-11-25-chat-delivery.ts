// Live chat delivery (issue 9): a sender-chosen id per message, so a retried send stores it once.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_session_messages").addColumn("client_id", "text").execute();
  // One message per (chat, client id); messages without one (system, greeting, older clients) are not constrained.
  await db.schema.createIndex("chat_session_messages_client_idx").on("chat_session_messages").columns(["session_id", "client_id"]).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("chat_session_messages_client_idx").ifExists().execute();
  await db.schema.alterTable("chat_session_messages").dropColumn("client_id").execute();
}
