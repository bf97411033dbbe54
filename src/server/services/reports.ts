// Reports (issue 30): a period's chat figures, per agent and per day, CSAT with its comments, call-backs and leads,
// all computed in SQL on both databases from chat_report_facts (one narrow row per chat, kept by triggers), so a
// period of 100,000 chats is read from one index range and no chat's rows reach JavaScript.
//
// Percentiles: each value's rank among the chats that have one (ROW_NUMBER over the ordered values, COUNT over the
// same set), and the two values around the wanted rank picked out with a CASE in an aggregate; JavaScript only mixes
// those two as PostgreSQL's percentile_cont would (linear between the nearest ranks). SQLite has no percentile_cont.
import { PostgresAdapter, sql, type RawBuilder } from "kysely";
import type { Db } from "../db/database.ts";
import {
  REPORT_COMMENTS_MAX,
  REPORT_TIME_ZONE,
  daysInPeriod,
  type Report,
  type ReportAgentRow,
  type ReportComment,
  type ReportCount,
  type ReportDay,
  type ReportQuery,
  type ReportSpread,
} from "../../shared/schemas/reports.ts";
import { badRequest } from "../errors.ts";

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const count = (v: unknown) => Number(v ?? 0);

/** A percentile as a fraction num/den (median 1/2, p90 9/10): integer arithmetic reads the same on both databases. */
const P50 = [1, 2] as const;
const P90 = [9, 10] as const;

/** The two values around the p-th position among `n` ranked values (0-based rank `i`), as aggregate columns. */
function around(value: string, i: string, n: string, [a, b]: readonly [number, number], name: string): string {
  return `max(case when ${i} = (${n} - 1) * ${a} / ${b} then ${value} end) as ${name}_lo,
    max(case when ${i} = (${n} - 1) * ${a} / ${b} + 1 then ${value} end) as ${name}_hi`;
}

/** percentile_cont from the two values around the position (n - 1) · p. */
function mix(row: Record<string, unknown>, name: string, n: number, [a, b]: readonly [number, number]): number | null {
  const lo = num(row[`${name}_lo`]);
  if (n === 0 || lo === null) return null;
  const hi = num(row[`${name}_hi`]) ?? lo;
  const frac = (((n - 1) * a) % b) / b;
  return lo + frac * (hi - lo);
}

/** A value's 0-based rank among the rows that have one, and how many have one. */
const rankOf = (value: string) => `row_number() over (partition by ${value} is null order by ${value}) - 1 as ${value}_i, count(${value}) over () as ${value}_n`;

function spread(row: Record<string, unknown>, name: string, round: boolean): ReportSpread {
  const n = count(row[`${name}_n`]);
  const r = (v: number | null) => (v === null ? null : round ? Math.round(v) : Math.round(v * 10) / 10);
  return { median: r(mix(row, `${name}50`, n, P50)), p90: r(mix(row, `${name}90`, n, P90)), count: n };
}

/** The UTC instant an India date begins. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function buildReport(db: Db, q: ReportQuery): Promise<Report> {
  const agent = q.agent ? await db.selectFrom("users").select(["id", "name", "email"]).where("id", "=", q.agent).executeTakeFirst() : null;
  if (q.agent && !agent) throw badRequest("No one on the team has this id: choose an agent from the list.", "invalid_input");
  const where = sql`f.day >= ${q.from} and f.day <= ${q.to}${q.agent ? sql` and f.agent_id = ${q.agent}` : sql``}`;
  const pg = isPostgres(db);

  const [spreads, days, agents, comments, callbacks, leads] = await Promise.all([
    spreadsOf(db, where),
    daysOf(db, where),
    agentsOf(db, where),
    commentsOf(db, where),
    callbacksOf(db, q),
    leadsOf(db, q, pg),
  ]);

  const total = (k: keyof ReportDay) => days.reduce((s, d) => s + Number(d[k] ?? 0), 0);
  const good = agents.csatTotal.good;
  const bad = agents.csatTotal.bad;
  return {
    from: q.from,
    to: q.to,
    timeZone: REPORT_TIME_ZONE,
    agent: agent ? { id: agent.id, name: agent.name ?? agent.email } : null,
    chats: { total: total("chats"), person: total("person"), assistant: total("assistant"), missed: total("missed"), open: days.reduce((s, d) => s + d.open, 0) },
    waitMs: spreads.wait,
    firstResponseMs: spreads.reply,
    length: { messages: spreads.messages, durationMs: spreads.duration },
    csat: { good, bad, shareGood: good + bad ? good / (good + bad) : null, comments },
    callbacks,
    leads,
    agents: agents.rows,
    days: fillDays(q.from, q.to, days.map(({ open: _open, ...d }) => d)),
  };
}

/** The period's wait, first response and length: median and p90 of each, in one pass over the period's rows. */
async function spreadsOf(db: Db, where: RawBuilder<unknown>) {
  const metrics = ["take_ms", "reply_ms", "msgs", "dur"];
  const cols = metrics.map((m) => `${around(m, `${m}_i`, `${m}_n`, P50, `${m}50`)}, ${around(m, `${m}_i`, `${m}_n`, P90, `${m}90`)}, max(${m}_n) as ${m}_n`).join(",\n");
  const { rows } = await sql<Record<string, unknown>>`
    with base as (
      select f.take_ms, f.reply_ms,
        case when f.reply_ms is not null or f.assistant = 1 then f.messages end as msgs,
        case when f.reply_ms is not null or f.assistant = 1 then f.last_ms end as dur
      from chat_report_facts f where ${where}
    ), ranked as (
      select take_ms, reply_ms, msgs, dur, ${sql.raw(metrics.map((m) => rankOf(m)).join(", "))} from base
    )
    select ${sql.raw(cols)} from ranked`.execute(db);
  const row = rows[0] ?? {};
  return { wait: spread(row, "take_ms", true), reply: spread(row, "reply_ms", true), messages: spread(row, "msgs", false), duration: spread(row, "dur", true) };
}

/** Per India day: chats by outcome and the median wait of the day's taken chats. */
async function daysOf(db: Db, where: RawBuilder<unknown>): Promise<(ReportDay & { open: number })[]> {
  const { rows } = await sql<Record<string, unknown>>`
    with ranked as (
      select f.day, f.take_ms, f.reply_ms, f.assistant, f.ended,
        row_number() over (partition by f.day, f.take_ms is null order by f.take_ms) - 1 as take_i,
        count(f.take_ms) over (partition by f.day) as take_n
      from chat_report_facts f where ${where}
    )
    select day, count(*) as chats,
      sum(case when reply_ms is not null then 1 else 0 end) as person,
      sum(case when reply_ms is null and assistant = 1 then 1 else 0 end) as assistant,
      sum(case when reply_ms is null and assistant = 0 and ended = 1 then 1 else 0 end) as missed,
      sum(case when reply_ms is null and assistant = 0 and ended = 0 then 1 else 0 end) as open,
      ${sql.raw(around("take_ms", "take_i", "take_n", P50, "wait50"))}, max(take_n) as take_n
    from ranked group by day order by day`.execute(db);
  return rows.map((r) => {
    const wait = mix(r, "wait50", count(r.take_n), P50);
    return {
      day: String(r.day),
      chats: count(r.chats),
      person: count(r.person),
      assistant: count(r.assistant),
      missed: count(r.missed),
      open: count(r.open),
      medianWaitMs: wait === null ? null : Math.round(wait),
    };
  });
}

/** Per agent holding chats of the period: chats, answered, median first response and CSAT; plus the team's CSAT. */
async function agentsOf(db: Db, where: RawBuilder<unknown>) {
  const { rows } = await sql<Record<string, unknown>>`
    with ranked as (
      select f.agent_id, f.reply_ms, f.rating,
        row_number() over (partition by f.agent_id, f.reply_ms is null order by f.reply_ms) - 1 as reply_i,
        count(f.reply_ms) over (partition by f.agent_id) as reply_n
      from chat_report_facts f where ${where} and (f.agent_id is not null or f.rating is not null)
    ), per as (
      select agent_id, count(*) as chats, max(reply_n) as reply_n,
        sum(case when rating = 'good' then 1 else 0 end) as good,
        sum(case when rating = 'bad' then 1 else 0 end) as bad,
        ${sql.raw(around("reply_ms", "reply_i", "reply_n", P50, "reply50"))}
      from ranked group by agent_id
    )
    select per.*, u.name, u.email from per left join users u on u.id = per.agent_id`.execute(db);
  const csatTotal = { good: 0, bad: 0 };
  const out: ReportAgentRow[] = [];
  for (const r of rows) {
    csatTotal.good += count(r.good);
    csatTotal.bad += count(r.bad);
    if (r.agent_id === null) continue;
    const good = count(r.good);
    const bad = count(r.bad);
    const median = mix(r, "reply50", count(r.reply_n), P50);
    out.push({
      agentId: String(r.agent_id),
      name: String(r.name ?? r.email ?? "Former team member"),
      chatsTaken: count(r.chats),
      answered: count(r.reply_n),
      medianFirstResponseMs: median === null ? null : Math.round(median),
      good,
      bad,
      shareGood: good + bad ? good / (good + bad) : null,
    });
  }
  out.sort((a, b) => b.chatsTaken - a.chatsTaken || a.name.localeCompare(b.name));
  return { rows: out, csatTotal };
}

async function commentsOf(db: Db, where: RawBuilder<unknown>): Promise<ReportComment[]> {
  const { rows } = await sql<{ session_id: string; rating: string; comment: string; rated_at: string; user_name: string; agent_name: string | null }>`
    select r.session_id, r.rating, r.comment, r.rated_at, s.user_name, coalesce(u.name, u.email) as agent_name
    from chat_report_facts f
    join chat_ratings r on r.session_id = f.session_id
    join chat_sessions s on s.id = f.session_id
    left join users u on u.id = f.agent_id
    where ${where} and f.rating is not null and r.comment is not null and r.comment <> ''
    order by r.rated_at desc, r.session_id
    limit ${REPORT_COMMENTS_MAX}`.execute(db);
  return rows.map((r) => ({ sessionId: r.session_id, rating: r.rating as ReportComment["rating"], comment: r.comment, ratedAt: r.rated_at, visitorName: r.user_name, agentName: r.agent_name }));
}

/** Call-backs asked for in the period (India dates), not held as spam; done: the team has moved the lead on from "new". */
async function callbacksOf(db: Db, q: ReportQuery) {
  const row = await db
    .selectFrom("leads")
    .select((eb) => [eb.fn.countAll<number | string>().as("requested"), eb.fn.sum<number | string | null>(sql`case when status <> 'new' then 1 else 0 end`).as("done")])
    .where("callback_at", ">=", indiaMidnight(q.from))
    .where("callback_at", "<", indiaMidnight(nextDay(q.to)))
    .where("spam_reason", "is", null)
    .executeTakeFirstOrThrow();
  return { requested: count(row.requested), done: count(row.done) };
}

async function leadsOf(db: Db, q: ReportQuery, pg: boolean) {
  const form = pg ? sql<string | null>`(metadata::json ->> 'form')` : sql<string | null>`json_extract(metadata, '$.form')`;
  const base = db
    .selectFrom("leads")
    .where("created_at", ">=", indiaMidnight(q.from))
    .where("created_at", "<", indiaMidnight(nextDay(q.to)))
    .where("spam_reason", "is", null);
  const [bySource, byForm] = await Promise.all([
    base.select((eb) => ["source as key", eb.fn.countAll<number | string>().as("n")]).groupBy("source").execute(),
    base.select((eb) => [sql<string>`coalesce(${form}, 'none')`.as("key"), eb.fn.countAll<number | string>().as("n")]).groupBy(sql`coalesce(${form}, 'none')`).execute(),
  ]);
  const sorted = (rows: { key: string; n: number | string }[]): ReportCount[] =>
    rows.map((r) => ({ key: String(r.key), count: count(r.n) })).sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const sources = sorted(bySource);
  return { total: sources.reduce((s, r) => s + r.count, 0), bySource: sources, byForm: sorted(byForm) };
}

/** Every day of the period, oldest first, with the days that had no chats as zeros. */
export function fillDays(from: string, to: string, days: ReportDay[]): ReportDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  const out: ReportDay[] = [];
  for (let i = 0, day = from; i < daysInPeriod(from, to); i++, day = nextDay(day)) {
    out.push(byDay.get(day) ?? { day, chats: 0, person: 0, assistant: 0, missed: 0, medianWaitMs: null });
  }
  return out;
}
