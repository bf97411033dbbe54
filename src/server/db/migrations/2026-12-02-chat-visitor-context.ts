// Who the agent talks to (issue 14): each chat session keeps the page the visitor started it on, the visitor's time zone
// (IANA name, for their local time) and the pages opened since (a JSON list of the last 20 paths with their times).
// Chats started before have none of them.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").addColumn("start_path", "text").execute();
  await db.schema.alterTable("chat_sessions").addColumn("time_zone", "text").execute();
  await db.schema.alterTable("chat_sessions").addColumn("pages", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").dropColumn("pages").execute();
  await db.schema.alterTable("chat_sessions").dropColumn("time_zone").execute();
  await db.schema.alterTable("chat_sessions").dropColumn("start_path").execute();
}
