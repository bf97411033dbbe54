// Answering quickly and after the chat (issue 14): the team's canned replies, the visitor's rating of a chat, and the
// transcript e-mails a visitor asked for (counted per chat, so one chat cannot be used to send many). Ratings and
// requests sit in their own tables rather than as columns of chat_sessions, so a chat's row stays as every other
// part of the chat writes it.
import type { Kysely } from "kysely";

/** Replies a new team finds ready: a greeting, where to find a clinic, a goodbye; each shows a variable. */
const STARTER_REPLIES = [
  {
    shortcut: "hello",
    title: "Greeting",
    body: "Namaste {first_name}! I am {agent_name}. How can I help you today?",
  },
  {
    shortcut: "clinic",
    title: "Nearest soil clinic",
    body: "You can find the soil clinic nearest to you on our clinic finder: type your PIN code or district at /find-clinic and it lists the clinics with their phone numbers.",
  },
  {
    shortcut: "bye",
    title: "Closing",
    body: "Thank you for talking to us, {first_name}. If anything else comes up, start a new chat at any time.",
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("canned_replies")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    /** Lower case, typed after "/" in the reply box; one reply per shortcut. */
    .addColumn("shortcut", "text", (c) => c.notNull().unique())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("chat_ratings")
    .addColumn("session_id", "text", (c) => c.primaryKey().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("rating", "text", (c) => c.notNull())
    .addColumn("comment", "text")
    .addColumn("rated_at", "text", (c) => c.notNull())
    .execute();
  // The dashboard counts the ratings of the last 30 days.
  await db.schema.createIndex("chat_ratings_rated_at_idx").on("chat_ratings").column("rated_at").execute();

  await db.schema
    .createTable("chat_transcript_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_transcript_requests_session_idx").on("chat_transcript_requests").column("session_id").execute();

  const at = new Date().toISOString();
  await db
    .insertInto("canned_replies")
    .values(STARTER_REPLIES.map((r, i) => ({ id: `00000000-0000-4000-8000-00000000c0d${i}`, ...r, created_by: null, created_at: at, updated_at: at })))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("chat_transcript_requests").ifExists().execute();
  await db.schema.dropTable("chat_ratings").ifExists().execute();
  await db.schema.dropTable("canned_replies").ifExists().execute();
}
