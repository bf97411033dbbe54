// Reports (issue 30): one narrow row of figures per chat, kept by the database itself, so a report over a period reads
// one index range of small rows instead of every chat's messages.
//
// chat_report_facts, one row per chat session, written by triggers in the same transaction as the change:
// - day: the India date (Asia/Kolkata, UTC+05:30 all year) the chat started on; the report's periods are India dates.
// - agent_id, ended: the chat's holder and whether it is over, kept in step with chat_sessions.
// - take_ms: start → the first take (the first time taken_at was set; a transfer sets taken_at again but not this).
// - reply_ms: start → the first message of an agent at or after the first take. The greeting the server stores as an
//   "agent" message when a chat starts comes before any take, so it is never counted as a person's answer.
// - assistant: 1 once the assistant answered under this chat (a "bot" line in chat_messages).
// - messages, last_ms: the visitor's, the agents' (after the take) and the assistant's messages, and start → the last
//   of them; system lines, the greeting and internal notes are not counted.
// - rating: the visitor's rating of the chat ("good" / "bad"), kept in step with chat_ratings.
// Rows go with their chat (foreign key, on delete cascade). Existing chats are filled in once here.
import { PostgresAdapter, sql, type Kysely } from "kysely";

const JOINED = "An agent has joined the chat.";

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const ms = isPostgres ? "bigint" : "integer";
  await db.schema
    .createTable("chat_report_facts")
    .addColumn("session_id", "text", (c) => c.primaryKey().references("chat_sessions.id").onDelete("cascade"))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("agent_id", "text")
    .addColumn("ended", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("take_ms", ms)
    .addColumn("reply_ms", ms)
    .addColumn("assistant", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("messages", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_ms", ms)
    .addColumn("rating", "text")
    .execute();
  // The report reads a period's rows (all, or one agent's) from these alone: the index holds every column it needs.
  const covered = ["ended", "assistant", "take_ms", "reply_ms", "messages", "last_ms", "rating"];
  await db.schema.createIndex("chat_report_facts_day_idx").on("chat_report_facts").columns(["day", "agent_id", ...covered]).execute();
  await db.schema.createIndex("chat_report_facts_agent_day_idx").on("chat_report_facts").columns(["agent_id", "day", ...covered]).execute();

  if (isPostgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
  await backfill(db, isPostgres);
}

/** Milliseconds from `a` to `b`, two ISO-8601 texts. */
const msBetween = (isPostgres: boolean, a: string, b: string) =>
  isPostgres
    ? `round(extract(epoch from (${b}::timestamptz - ${a}::timestamptz)) * 1000)::bigint`
    : `cast(round((julianday(${b}) - julianday(${a})) * 86400000) as integer)`;

const indiaDay = (isPostgres: boolean, at: string) =>
  isPostgres ? `to_char(${at}::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD')` : `date(${at}, '+330 minutes')`;

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const since = (at: string) => msBetween(false, "f.started_at", at);
  await sql.raw(`create trigger chat_report_facts_session_insert after insert on chat_sessions begin
    insert into chat_report_facts (session_id, started_at, day, agent_id, ended, take_ms)
    values (new.id, new.created_at, ${indiaDay(false, "new.created_at")}, new.agent_id, new.status = 'ended',
      case when new.taken_at is null then null else ${msBetween(false, "new.created_at", "new.taken_at")} end);
  end`).execute(db);
  await sql.raw(`create trigger chat_report_facts_session_update after update of agent_id, taken_at, status on chat_sessions begin
    update chat_report_facts set agent_id = new.agent_id, ended = new.status = 'ended',
      take_ms = coalesce(take_ms, case when new.taken_at is null then null else ${msBetween(false, "new.created_at", "new.taken_at")} end)
    where session_id = new.id;
  end`).execute(db);
  // A person's message: an agent's at or after the first take.
  await sql.raw(`create trigger chat_report_facts_message after insert on chat_session_messages
    when new.sender_type in ('user', 'agent') begin
    update chat_report_facts as f set
      messages = messages + 1,
      reply_ms = case when new.sender_type = 'agent' and reply_ms is null then ${since("new.created_at")} else reply_ms end,
      last_ms = max(coalesce(last_ms, 0), ${since("new.created_at")})
    where session_id = new.session_id and (new.sender_type = 'user' or (take_ms is not null and ${since("new.created_at")} >= take_ms));
  end`).execute(db);
  await sql.raw(`create trigger chat_report_facts_assistant after insert on chat_messages
    when new.conversation_id is not null and new.sender in ('user', 'bot') begin
    update chat_report_facts as f set
      messages = messages + 1,
      assistant = case when new.sender = 'bot' then 1 else assistant end,
      last_ms = max(coalesce(last_ms, 0), ${since("new.created_at")})
    where session_id = new.conversation_id;
  end`).execute(db);
  for (const event of ["insert", "update"]) {
    await sql.raw(`create trigger chat_report_facts_rating_${event} after ${event} on chat_ratings begin
      update chat_report_facts set rating = new.rating where session_id = new.session_id;
    end`).execute(db);
  }
  await sql.raw(`create trigger chat_report_facts_rating_delete after delete on chat_ratings begin
    update chat_report_facts set rating = null where session_id = old.session_id;
  end`).execute(db);
}

async function postgresTriggers(db: Kysely<any>): Promise<void> {
  const since = (at: string) => msBetween(true, "f.started_at", at);
  await sql.raw(`create function chat_report_facts_session() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into chat_report_facts (session_id, started_at, day, agent_id, ended, take_ms)
        values (new.id, new.created_at, ${indiaDay(true, "new.created_at")}, new.agent_id, (new.status = 'ended')::int,
          case when new.taken_at is null then null else ${msBetween(true, "new.created_at", "new.taken_at")} end);
      elsif new.agent_id is distinct from old.agent_id or new.taken_at is distinct from old.taken_at or new.status is distinct from old.status then
        update chat_report_facts set agent_id = new.agent_id, ended = (new.status = 'ended')::int,
          take_ms = coalesce(take_ms, case when new.taken_at is null then null else ${msBetween(true, "new.created_at", "new.taken_at")} end)
        where session_id = new.id;
      end if;
      return null;
    end $$`).execute(db);
  await sql`create trigger chat_report_facts_session after insert or update on chat_sessions for each row execute function chat_report_facts_session()`.execute(db);
  await sql.raw(`create function chat_report_facts_message() returns trigger language plpgsql as $$
    begin
      update chat_report_facts as f set
        messages = f.messages + 1,
        reply_ms = case when new.sender_type = 'agent' and f.reply_ms is null then ${since("new.created_at")} else f.reply_ms end,
        last_ms = greatest(coalesce(f.last_ms, 0), ${since("new.created_at")})
      where f.session_id = new.session_id and (new.sender_type = 'user' or (f.take_ms is not null and ${since("new.created_at")} >= f.take_ms));
      return null;
    end $$`).execute(db);
  await sql`create trigger chat_report_facts_message after insert on chat_session_messages for each row when (new.sender_type in ('user', 'agent')) execute function chat_report_facts_message()`.execute(db);
  await sql.raw(`create function chat_report_facts_assistant() returns trigger language plpgsql as $$
    begin
      update chat_report_facts as f set
        messages = f.messages + 1,
        assistant = case when new.sender = 'bot' then 1 else f.assistant end,
        last_ms = greatest(coalesce(f.last_ms, 0), ${since("new.created_at")})
      where f.session_id = new.conversation_id;
      return null;
    end $$`).execute(db);
  await sql`create trigger chat_report_facts_assistant after insert on chat_messages for each row when (new.conversation_id is not null and new.sender in ('user', 'bot')) execute function chat_report_facts_assistant()`.execute(db);
  await sql`
    create function chat_report_facts_rating() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update chat_report_facts set rating = null where session_id = old.session_id;
      else
        update chat_report_facts set rating = new.rating where session_id = new.session_id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger chat_report_facts_rating after insert or update or delete on chat_ratings for each row execute function chat_report_facts_rating()`.execute(db);
}

/** The chats already stored: the first take from the first "joined" line when there is one (taken_at otherwise). */
async function backfill(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  const since = (at: string) => msBetween(isPostgres, "f.started_at", at);
  const firstJoined = `(select min(m.created_at) from chat_session_messages m where m.session_id = s.id and m.sender_type = 'system' and m.message = '${JOINED}')`;
  const taken = `coalesce(${firstJoined}, s.taken_at)`;
  await sql.raw(`insert into chat_report_facts (session_id, started_at, day, agent_id, ended, take_ms, rating)
    select s.id, s.created_at, ${indiaDay(isPostgres, "s.created_at")}, s.agent_id, case when s.status = 'ended' then 1 else 0 end,
      case when ${taken} is null then null else ${msBetween(isPostgres, "s.created_at", taken)} end,
      (select r.rating from chat_ratings r where r.session_id = s.id)
    from chat_sessions s`).execute(db);
  const person = `m.sender_type = 'agent' and f.take_ms is not null and ${since("m.created_at")} >= f.take_ms`;
  const counted = `m.session_id = f.session_id and (m.sender_type = 'user' or (${person}))`;
  const bot = `c.conversation_id = f.session_id and c.sender in ('user', 'bot')`;
  await sql.raw(`update chat_report_facts as f set
      reply_ms = (select min(${since("m.created_at")}) from chat_session_messages m where m.session_id = f.session_id and ${person}),
      assistant = case when exists (select 1 from chat_messages c where c.conversation_id = f.session_id and c.sender = 'bot') then 1 else 0 end,
      messages = (select count(*) from chat_session_messages m where ${counted}) + (select count(*) from chat_messages c where ${bot}),
      last_ms = (select max(v) from (
        select max(${since("m.created_at")}) as v from chat_session_messages m where ${counted}
        union all select max(${since("c.created_at")}) from chat_messages c where ${bot}) t)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    await sql`drop trigger if exists chat_report_facts_session on chat_sessions`.execute(db);
    await sql`drop trigger if exists chat_report_facts_message on chat_session_messages`.execute(db);
    await sql`drop trigger if exists chat_report_facts_assistant on chat_messages`.execute(db);
    await sql`drop trigger if exists chat_report_facts_rating on chat_ratings`.execute(db);
    for (const fn of ["session", "message", "assistant", "rating"]) await sql.raw(`drop function if exists chat_report_facts_${fn}()`).execute(db);
  } else {
    for (const t of ["session_insert", "session_update", "message", "assistant", "rating_insert", "rating_update", "rating_delete"]) {
      await sql.raw(`drop trigger if exists chat_report_facts_${t}`).execute(db);
    }
  }
  await db.schema.dropTable("chat_report_facts").ifExists().execute();
}
