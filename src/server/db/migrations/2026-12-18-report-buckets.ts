// Reports (issue 30, second step): per India day and holder, counts of chats by outcome and rating and histograms of
// wait, first response, length in messages and duration, summed from chat_report_facts by triggers on that table. A
// report over a period then sums at most 366 days of small rows instead of ranking every chat of the period.
//
// chat_report_buckets, one row per (agent, day, metric, bucket):
// - agent: the chat's holder (chat_report_facts.agent_id), '' for nobody; '*' rows hold the whole team's sums, so a
//   team-wide report reads one key.
// - metric and bucket:
//   chat    0 a person answered, 1 the assistant answered, 2 missed (ended unanswered), 3 open (unanswered, not ended)
//   rating  0 good, 1 bad
//   wait    take_ms       (ms)  ┐ the bucket of the value: below 20 units one bucket per unit (a unit is a second, or
//   reply   reply_ms      (ms)  │ one message), from 20 units up buckets 5 % wide (20 · 1.05^k units):
//   msgs    messages            │   v < 20u: v / u (whole units); otherwise 20 + floor(ln(v / 20u) / ln 1.05)
//   dur     last_ms       (ms)  ┘ msgs and dur count answered chats only (a person's reply or the assistant's), as the report does.
// - n: how many chats; total: the sum of their values, so total / n is the mean of the bucket's values. A percentile
//   read from the buckets is the mean of the bucket holding the wanted rank: within 1 s (1 message) under 20 s (20
//   messages), within 5 % above, and exact whenever the chats in that bucket share one value.
// Every insert, change and delete of a facts row (a chat started, taken, transferred, answered, ended, rated, or deleted
// with its chat by the personal-data erasure or retention: the facts row goes by cascade) takes the row's old
// contributions out and puts the new ones in, in the same transaction; changes that net to nothing write nothing. Rows
// that fall to n = 0 stay (a few per day and holder). Existing facts are summed in once here.
import { PostgresAdapter, sql, type Kysely } from "kysely";

/** The bucket of `v` with a linear unit `u`: one bucket per unit below 20 units, then 5 % wide. */
const bucketOf = (v: string, u: number) => `case when ${v} < ${20 * u} then ${v} / ${u} else 20 + cast(floor(ln(cast(${v} as double precision) / ${20 * u}) / ln(1.05)) as integer) end`;

/**
 * The contributions of facts rows as (holder, day, metric, bucket, n, total): `from` names the rows (the facts table
 * for the fill; empty in a row trigger, where `r` is new or old), `sign` adds or takes out.
 */
function contributions(r: string, from: string, sign: 1 | -1): string {
  const answered = `(${r}.reply_ms is not null or ${r}.assistant = 1)`;
  const parts: [metric: string, bucket: string, total: string, when: string][] = [
    ["chat", `case when ${r}.reply_ms is not null then 0 when ${r}.assistant = 1 then 1 when ${r}.ended = 1 then 2 else 3 end`, "0", "true"],
    ["rating", `case when ${r}.rating = 'good' then 0 else 1 end`, "0", `${r}.rating is not null`],
    ["wait", bucketOf(`${r}.take_ms`, 1000), `${r}.take_ms`, `${r}.take_ms is not null`],
    ["reply", bucketOf(`${r}.reply_ms`, 1000), `${r}.reply_ms`, `${r}.reply_ms is not null`],
    ["msgs", bucketOf(`${r}.messages`, 1), `${r}.messages`, answered],
    ["dur", bucketOf(`${r}.last_ms`, 1000), `${r}.last_ms`, `${answered} and ${r}.last_ms is not null`],
  ];
  return parts
    .map(([metric, bucket, total, when]) =>
      `select coalesce(${r}.agent_id, '') as holder, ${r}.day as day, '${metric}' as metric, ${bucket} as bucket, ${sign} as n, ${sign} * ${total} as total ${from} where ${when}`)
    .join("\n      union all ");
}

/**
 * The net change of `rows` (a union of contributions) to each holder's row and the team's ('*'), in key order (two
 * transactions touching the same rows cannot wait on each other in a circle), upserted.
 */
const apply = (rows: string) => `insert into chat_report_buckets (agent, day, metric, bucket, n, total)
    select case when k.team = 1 then '*' else c.holder end, c.day, c.metric, c.bucket, sum(c.n), sum(c.total)
    from (${rows}) c cross join (select 0 as team union all select 1) k
    where true
    group by 1, 2, 3, 4
    having sum(c.n) <> 0 or sum(c.total) <> 0
    order by 1, 2, 3, 4
    on conflict (agent, day, metric, bucket) do update set n = chat_report_buckets.n + excluded.n, total = chat_report_buckets.total + excluded.total`;

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // Clustered by the key on SQLite (without rowid): a period of one holder is one contiguous range.
  await sql.raw(`create table chat_report_buckets (
      agent text not null,
      day text not null,
      metric text not null,
      bucket integer not null,
      n integer not null,
      total ${isPostgres ? "bigint" : "integer"} not null,
      primary key (agent, day, metric, bucket)
    )${isPostgres ? "" : " without rowid"}`).execute(db);

  // Row triggers: a chat's change is one facts row at a time (a statement-level trigger's transition tables cost more
  // than the row's own upsert); `r` is the new or old row.
  const events = [
    ["insert", contributions("new", "", 1)],
    ["update", `${contributions("old", "", -1)}\n      union all ${contributions("new", "", 1)}`],
    ["delete", contributions("old", "", -1)],
  ] as const;
  for (const [event, rows] of events) {
    if (isPostgres) {
      await sql.raw(`create function chat_report_buckets_${event}() returns trigger language plpgsql as $$
        begin
          ${apply(rows)};
          return null;
        end $$`).execute(db);
      await sql.raw(`create trigger chat_report_buckets_${event} after ${event} on chat_report_facts for each row execute function chat_report_buckets_${event}()`).execute(db);
    } else {
      await sql.raw(`create trigger chat_report_buckets_${event} after ${event} on chat_report_facts begin
        ${apply(rows)};
      end`).execute(db);
    }
  }

  await sql.raw(apply(contributions("r", "from chat_report_facts r", 1))).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const event of ["insert", "update", "delete"]) {
    if (isPostgres) {
      await sql.raw(`drop trigger if exists chat_report_buckets_${event} on chat_report_facts`).execute(db);
      await sql.raw(`drop function if exists chat_report_buckets_${event}()`).execute(db);
    } else await sql.raw(`drop trigger if exists chat_report_buckets_${event}`).execute(db);
  }
  await db.schema.dropTable("chat_report_buckets").ifExists().execute();
}
