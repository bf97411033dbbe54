// Reports over long periods (issue 30): chat_report_months holds the same sums as chat_report_buckets per India month
// ('YYYY-MM') instead of per day, so a report reads one row set per whole month of its period and day rows only for the
// days around them (a year: 12 month sets and at most 60 days, not 366 days of rows).
//
// Kept by triggers on chat_report_buckets itself: each change of a day row (insert, update, delete; the facts triggers
// write them with upserts, which fire the insert or the update trigger as they turn out) adds its difference to the
// month's row, in the same transaction. The day rows stay the source: the migration sums them in once.
import { PostgresAdapter, sql, type Kysely } from "kysely";

/** Adds the difference `sign` × (n, total) of day row `r` to its month's row. */
const addToMonth = (r: string, n: string, total: string) => `insert into chat_report_months (agent, month, metric, bucket, n, total)
    values (${r}.agent, substr(${r}.day, 1, 7), ${r}.metric, ${r}.bucket, ${n}, ${total})
    on conflict (agent, month, metric, bucket) do update set n = chat_report_months.n + excluded.n, total = chat_report_months.total + excluded.total`;

const EVENTS = [
  ["insert", addToMonth("new", "new.n", "new.total"), ""],
  // A day row's values change in place (its key never does): only the difference moves, and none when nothing did.
  ["update", addToMonth("new", "new.n - old.n", "new.total - old.total"), "new.n <> old.n or new.total <> old.total"],
  ["delete", addToMonth("old", "-old.n", "-old.total"), ""],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await sql.raw(`create table chat_report_months (
      agent text not null,
      month text not null,
      metric text not null,
      bucket integer not null,
      n integer not null,
      total ${isPostgres ? "bigint" : "integer"} not null,
      primary key (agent, month, metric, bucket)
    )${isPostgres ? "" : " without rowid"}`).execute(db);
  for (const [event, statement, when] of EVENTS) {
    if (isPostgres) {
      await sql.raw(`create function chat_report_months_${event}() returns trigger language plpgsql as $$
        begin
          ${statement};
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger chat_report_months_${event} after ${event} on chat_report_buckets for each row
        ${when ? `when (${when})` : ""} execute function chat_report_months_${event}()`).execute(db);
    } else {
      await sql.raw(`create trigger chat_report_months_${event} after ${event} on chat_report_buckets
        ${when ? `when ${when}` : ""} begin
        ${statement};
      end`).execute(db);
    }
  }
  await sql.raw(`insert into chat_report_months (agent, month, metric, bucket, n, total)
    select agent, substr(day, 1, 7), metric, bucket, sum(n), sum(total) from chat_report_buckets
    group by agent, substr(day, 1, 7), metric, bucket`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const [event] of EVENTS) {
    if (isPostgres) {
      await sql.raw(`drop trigger if exists chat_report_months_${event} on chat_report_buckets`).execute(db);
      await sql.raw(`drop function if exists chat_report_months_${event}()`).execute(db);
    } else await sql.raw(`drop trigger if exists chat_report_months_${event}`).execute(db);
  }
  await db.schema.dropTable("chat_report_months").ifExists().execute();
}
