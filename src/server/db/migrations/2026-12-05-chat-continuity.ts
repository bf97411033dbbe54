// The conversation follows the visitor (issue 26). A lead asked to be called back is marked with when it asked, so the
// team can list call-backs apart; a chat remembers the lead its pre-chat form stored, so a call-back from the chat
// becomes that lead's request instead of a second lead that looks like a repeat of the first; and a chat keeps when
// its visitor was last seen on the site (a socket ping, a poll, a message), so the agent knows whether they are there.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("callback_at", "text").execute();
  await db.schema.createIndex("leads_callback_idx").on("leads").columns(["callback_at"]).execute();
  await db.schema.alterTable("chat_sessions").addColumn("start_lead_id", "text").execute();
  await db.schema.alterTable("chat_sessions").addColumn("visitor_seen_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("chat_sessions").dropColumn("visitor_seen_at").execute();
  await db.schema.alterTable("chat_sessions").dropColumn("start_lead_id").execute();
  await db.schema.dropIndex("leads_callback_idx").ifExists().execute();
  await db.schema.alterTable("leads").dropColumn("callback_at").execute();
}
