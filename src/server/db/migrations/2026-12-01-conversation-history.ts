// The Conversations screen (issue 14): every chat newest first with filters, keyset paging and text search over the
// visitor's name and e-mail and over what the visitor and the agents wrote, at 100,000 chats.
//
// Paging and filters: indexes on chat_sessions that end in (created_at, id), the list's order, for the whole list, a
// status and an agent. Lead detail: the visitor's chats are found by e-mail (lower-cased) and by the call-back lead.
//
// Search, as for leads (2026-11-30-lead-search): SQLite gets FTS5 tables with the trigram tokenizer (substring
// matches of 3 or more characters in any script), fed by triggers; PostgreSQL gets pg_trgm GIN indexes, which answer
// ILIKE '%…%'. Only the visitor's and the agents' messages are indexed: the assistant's answers and the system lines
// are the site's own texts, the same in thousands of chats, and would bury the chat an admin looks for.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const SQLITE_TRIGGERS = [
  "chat_sessions_search_insert",
  "chat_sessions_search_delete",
  "chat_sessions_search_update",
  "chat_session_messages_search_insert",
  "chat_session_messages_search_delete",
  "chat_messages_search_insert",
  "chat_messages_search_delete",
];

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema.createIndex("chat_sessions_created_idx").on("chat_sessions").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("chat_sessions_status_created_idx").on("chat_sessions").columns(["status", "created_at", "id"]).execute();
  await db.schema.createIndex("chat_sessions_agent_created_idx").on("chat_sessions").columns(["agent_id", "created_at", "id"]).execute();
  await db.schema.createIndex("chat_sessions_lead_idx").on("chat_sessions").column("lead_id").execute();
  await db.schema.createIndex("chat_sessions_email_idx").on("chat_sessions").expression(sql`lower(user_email)`).execute();

  if (isPostgres) {
    // pg_trgm is a trusted extension: the database's owner may create it without being a superuser.
    await sql`create extension if not exists pg_trgm`.execute(db);
    // The name and e-mail as one lower-cased stored text (a line feed between, so a search cannot match across the
    // two): a LIKE on it costs far less per row than ILIKE on each column, and one index answers both.
    await sql.raw(`alter table chat_sessions add column search_text text generated always as (lower(user_name || E'\\n' || user_email)) stored`).execute(db);
    await sql`create index chat_sessions_search_trgm_idx on chat_sessions using gin (search_text gin_trgm_ops)`.execute(db);
    // Partial indexes: a query uses them when it repeats the same condition on the sender.
    await sql`create index chat_session_messages_trgm_idx on chat_session_messages using gin (message gin_trgm_ops) where sender_type <> 'system'`.execute(db);
    await sql`create index chat_messages_trgm_idx on chat_messages using gin (message gin_trgm_ops) where sender = 'user'`.execute(db);
    return;
  }

  // External-content FTS5 tables keep only the index and read the text from their table or view when asked. The link is
  // the row's rowid (chat_session_messages: its integer key seq); 'rebuild' re-reads every row, which also indexes the
  // chats stored before this migration.
  await sql`create virtual table chat_sessions_search using fts5(user_name, user_email, content='chat_sessions', content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql.raw(`create trigger chat_sessions_search_insert after insert on chat_sessions begin
    insert into chat_sessions_search (rowid, user_name, user_email) values (new.rowid, new.user_name, new.user_email);
  end`).execute(db);
  await sql.raw(`create trigger chat_sessions_search_delete after delete on chat_sessions begin
    insert into chat_sessions_search (chat_sessions_search, rowid, user_name, user_email) values ('delete', old.rowid, old.user_name, old.user_email);
  end`).execute(db);
  await sql.raw(`create trigger chat_sessions_search_update after update of user_name, user_email on chat_sessions begin
    insert into chat_sessions_search (chat_sessions_search, rowid, user_name, user_email) values ('delete', old.rowid, old.user_name, old.user_email);
    insert into chat_sessions_search (rowid, user_name, user_email) values (new.rowid, new.user_name, new.user_email);
  end`).execute(db);
  await sql`insert into chat_sessions_search (chat_sessions_search) values ('rebuild')`.execute(db);

  // Messages are never edited; a chat's messages go only when the chat is deleted.
  await sql`create view chat_session_messages_search_text as select seq, message from chat_session_messages where sender_type <> 'system'`.execute(db);
  await sql`create virtual table chat_session_messages_search using fts5(message, content='chat_session_messages_search_text', content_rowid='seq', tokenize='trigram')`.execute(db);
  await sql.raw(`create trigger chat_session_messages_search_insert after insert on chat_session_messages when new.sender_type <> 'system' begin
    insert into chat_session_messages_search (rowid, message) values (new.seq, new.message);
  end`).execute(db);
  await sql.raw(`create trigger chat_session_messages_search_delete after delete on chat_session_messages when old.sender_type <> 'system' begin
    insert into chat_session_messages_search (chat_session_messages_search, rowid, message) values ('delete', old.seq, old.message);
  end`).execute(db);
  await sql`insert into chat_session_messages_search (chat_session_messages_search) values ('rebuild')`.execute(db);

  await sql`create view chat_messages_search_text as select rowid as message_rowid, message from chat_messages where sender = 'user'`.execute(db);
  await sql`create virtual table chat_messages_search using fts5(message, content='chat_messages_search_text', content_rowid='message_rowid', tokenize='trigram')`.execute(db);
  await sql.raw(`create trigger chat_messages_search_insert after insert on chat_messages when new.sender = 'user' begin
    insert into chat_messages_search (rowid, message) values (new.rowid, new.message);
  end`).execute(db);
  await sql.raw(`create trigger chat_messages_search_delete after delete on chat_messages when old.sender = 'user' begin
    insert into chat_messages_search (chat_messages_search, rowid, message) values ('delete', old.rowid, old.message);
  end`).execute(db);
  await sql`insert into chat_messages_search (chat_messages_search) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    for (const index of ["chat_sessions_search_trgm_idx", "chat_session_messages_trgm_idx", "chat_messages_trgm_idx"]) {
      await sql.raw(`drop index if exists ${index}`).execute(db);
    }
    await sql`alter table chat_sessions drop column if exists search_text`.execute(db);
  } else {
    for (const trigger of SQLITE_TRIGGERS) await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    for (const table of ["chat_sessions_search", "chat_session_messages_search", "chat_messages_search"]) await sql.raw(`drop table if exists ${table}`).execute(db);
    for (const view of ["chat_session_messages_search_text", "chat_messages_search_text"]) await sql.raw(`drop view if exists ${view}`).execute(db);
  }
  for (const index of ["chat_sessions_created_idx", "chat_sessions_status_created_idx", "chat_sessions_agent_created_idx", "chat_sessions_lead_idx", "chat_sessions_email_idx"]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
}
