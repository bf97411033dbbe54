// Phone first (issue 26): a chat may be started with a phone number instead of an e-mail address. The session keeps the
// phone in E.164 (null when only an e-mail was given; chats started before have none) and "" for a missing e-mail.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").addColumn("user_phone", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").dropColumn("user_phone").execute();
}
