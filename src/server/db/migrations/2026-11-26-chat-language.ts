// Chats in two languages (the Hindi site): each chat session keeps the language of the page it was started on, so the
// agent sees it and the assistant answers in it; every chat started before is English.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").dropColumn("language").execute();
}
