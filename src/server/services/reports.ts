// Reports (issue 30): a period's chat figures, per agent and per day, CSAT with its comments, call-backs and leads,
// all summed in SQL on both databases, so no chat's rows reach JavaScript.
//
// The chat figures come from chat_report_buckets (migration 2026-12-18-report-buckets, kept by triggers from
// chat_report_facts): per India day and holder ('*' the whole team), chats by outcome and rating, and histograms of wait,
// first response, messages and duration. A period reads at most 366 days of one holder's rows, however many chats it
// covers. Percentiles: the position (n - 1) · p among the period's values as PostgreSQL's percentile_cont takes it,
// each of the two ranks around it read as the mean of the bucket holding it: exact when that bucket's chats share one
// value, otherwise within 1 s (one message) under 20 s (20 messages) and within 5 % above (the buckets' widths).
// CSAT comments are read from chat_report_facts with the ratings.
import { PostgresAdapter, sql, type RawBuilder } from "kysely";
import type { ChatReportBucketsTable, Db } from "../db/database.ts";
import {
  REPORT_COMMENTS_MAX,
  REPORT_TIME_ZONE,
  daysInPeriod,
  type Report,
  type ReportAgentRow,
  type ReportComment,
  type ReportCsat,
  type ReportCount,
  type ReportDay,
  type ReportQuery,
  type ReportSpread,
} from "../../shared/schemas/reports.ts";
import { badRequest } from "../errors.ts";

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const count = (v: unknown) => Number(v ?? 0);

/** The holder key of the whole team's rows in chat_report_buckets. */
const TEAM = "*";
type Metric = ChatReportBucketsTable["metric"];
/** The chat metric's buckets: who answered, or how it stands unanswered. */
const OUTCOME = { person: 0, assistant: 1, missed: 2, open: 3 } as const;
const RATING = { good: 0, bad: 1 } as const;

/** A percentile as a fraction num/den (median 1/2, p90 9/10): integer arithmetic reads the same on both databases. */
type Fraction = readonly [number, number];
const P50: Fraction = [1, 2];
const P90: Fraction = [9, 10];

/** One histogram bucket summed over a period: n chats whose values sum to total. Kept in the order of the buckets. */
interface Bucket {
  n: number;
  total: number;
}

/** percentile_cont from the two values around the position (n - 1) · p: linear between them. */
function mix(lo: number | null, hi: number | null, n: number, [a, b]: Fraction): number | null {
  if (n === 0 || lo === null) return null;
  return lo + ((((n - 1) * a) % b) / b) * ((hi ?? lo) - lo);
}

/** How many chats a histogram holds. */
const chatsIn = (buckets: Bucket[] = []) => buckets.reduce((s, x) => s + x.n, 0);

/** The p-th percentile of a histogram: each rank's value the mean of the bucket that holds it. */
function percentile(buckets: Bucket[], p: Fraction): number | null {
  const n = chatsIn(buckets);
  const at = (rank: number) => {
    let below = 0;
    for (const x of buckets) {
      if (rank < below + x.n) return x.total / x.n;
      below += x.n;
    }
    return null;
  };
  const pos = Math.floor(((n - 1) * p[0]) / p[1]);
  return mix(at(pos), at(pos + 1), n, p);
}

function spread(buckets: Bucket[] = [], round: boolean): ReportSpread {
  const r = (v: number | null) => (v === null ? null : round ? Math.round(v) : Math.round(v * 10) / 10);
  return { median: r(percentile(buckets, P50)), p90: r(percentile(buckets, P90)), count: chatsIn(buckets) };
}

/** How many chats a histogram's bucket holds (a count metric: chat outcomes, ratings). */
const inBucket = (buckets: Bucket[] = [], bucket: number) => buckets[bucket]?.n ?? 0;

function csatOf(ratings: Bucket[] | undefined): ReportCsat {
  const good = inBucket(ratings, RATING.good);
  const bad = inBucket(ratings, RATING.bad);
  return { good, bad, shareGood: good + bad ? good / (good + bad) : null };
}

/** The UTC instant an India date begins. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`).toISOString();
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export async function buildReport(db: Db, q: ReportQuery): Promise<Report> {
  const agent = q.agent ? await db.selectFrom("users").select(["id", "name", "email"]).where("id", "=", q.agent).executeTakeFirst() : null;
  if (q.agent && !agent) throw badRequest("No one on the team has this id: choose an agent from the list.", "invalid_input");
  const holder = q.agent ?? TEAM;
  const days = sql`b.day >= ${q.from} and b.day <= ${q.to}`;
  const facts = sql`f.day >= ${q.from} and f.day <= ${q.to}${q.agent ? sql` and f.agent_id = ${q.agent}` : sql``}`;

  const [sums, dayRows, agents, comments, callbacks, leads] = await Promise.all([
    periodOf(db, holder, days),
    daysOf(db, holder, days),
    agentsOf(db, q.agent ? [q.agent] : await holdersOf(db), days),
    commentsOf(db, facts),
    callbacksOf(db, q),
    leadsOf(db, q, isPostgres(db)),
  ]);

  const chats = sums.get("chat");
  const outcome = (k: keyof typeof OUTCOME) => inBucket(chats, OUTCOME[k]);
  return {
    from: q.from,
    to: q.to,
    timeZone: REPORT_TIME_ZONE,
    agent: agent ? { id: agent.id, name: agent.name ?? agent.email } : null,
    chats: { total: chatsIn(chats), person: outcome("person"), assistant: outcome("assistant"), missed: outcome("missed"), open: outcome("open") },
    waitMs: spread(sums.get("wait"), true),
    firstResponseMs: spread(sums.get("reply"), true),
    length: { messages: spread(sums.get("msgs"), false), durationMs: spread(sums.get("dur"), true) },
    csat: { ...csatOf(sums.get("rating")), comments },
    callbacks,
    leads,
    agents,
    days: fillDays(q.from, q.to, dayRows),
  };
}

/** Summed buckets of every metric, in bucket order, from rows of (key, metric, bucket, n, total). */
function histograms(rows: Record<string, unknown>[], keyOf: (r: Record<string, unknown>) => string): Map<string, Bucket[]> {
  const out = new Map<string, Bucket[]>();
  for (const r of rows) {
    const key = keyOf(r);
    const list = out.get(key) ?? [];
    // Count metrics are read by bucket number: keep them at their index.
    if (r.metric === "chat" || r.metric === "rating") list[Number(r.bucket)] = { n: count(r.n), total: 0 };
    else list.push({ n: count(r.n), total: count(r.total) });
    out.set(key, list);
  }
  return out;
}

/** The period's sums of one holder (or the team): chats by outcome, ratings, and the four histograms. */
async function periodOf(db: Db, holder: string, days: RawBuilder<unknown>): Promise<Map<Metric, Bucket[]>> {
  const { rows } = await sql<Record<string, unknown>>`
    select b.metric, b.bucket, sum(b.n) as n, sum(b.total) as total
    from chat_report_buckets b where b.agent = ${holder} and ${days}
    group by b.metric, b.bucket having sum(b.n) > 0
    order by b.metric, b.bucket`.execute(db);
  return histograms(rows, (r) => String(r.metric)) as Map<Metric, Bucket[]>;
}

/**
 * Per India day: chats by outcome and the median wait of the day's taken chats. The median is picked in SQL (the
 * buckets of a year's days are many): each bucket's ranks are [below, below + n) among the day's waits.
 */
async function daysOf(db: Db, holder: string, days: RawBuilder<unknown>): Promise<ReportDay[]> {
  const rank = (plus: string) => `metric = 'wait' and (cnt - 1) / 2${plus} >= below and (cnt - 1) / 2${plus} < below + n`;
  const { rows } = await sql<Record<string, unknown>>`
    with ranked as (
      select b.day, b.metric, b.bucket, b.n, b.total,
        sum(b.n) over (partition by b.day, b.metric order by b.bucket) - b.n as below,
        sum(b.n) over (partition by b.day, b.metric) as cnt
      from chat_report_buckets b where b.agent = ${holder} and ${days} and b.metric in ('chat', 'wait') and b.n > 0
    )
    select day,
      ${sql.raw(Object.entries(OUTCOME).map(([k, v]) => `sum(case when metric = 'chat' and bucket = ${v} then n else 0 end) as ${k}`).join(", "))},
      max(case when metric = 'wait' then cnt end) as waits,
      max(case when ${sql.raw(rank(""))} then total * 1.0 / n end) as wait_lo,
      max(case when ${sql.raw(rank(" + 1"))} then total * 1.0 / n end) as wait_hi
    from ranked group by day order by day`.execute(db);
  return rows.map((r) => {
    const wait = mix(num(r.wait_lo), num(r.wait_hi), count(r.waits), P50);
    const [person, assistant, missed, open] = [count(r.person), count(r.assistant), count(r.missed), count(r.open)];
    return { day: String(r.day), chats: person + assistant + missed + open, person, assistant, missed, medianWaitMs: wait === null ? null : Math.round(wait) };
  });
}

/**
 * Everyone who has ever held a chat: the distinct holders of chat_report_buckets, each found by one index seek after
 * the last (neither database skips through an index's distinct prefixes by itself).
 */
async function holdersOf(db: Db): Promise<string[]> {
  const { rows } = await sql<{ agent: string | null }>`
    with recursive holders(agent) as (
      select min(agent) from chat_report_buckets where agent > ''
      union all
      select (select min(b.agent) from chat_report_buckets b where b.agent > h.agent) from holders h where h.agent is not null
    )
    select agent from holders where agent is not null and agent <> ${TEAM}`.execute(db);
  return rows.map((r) => r.agent!);
}

/** Per agent holding chats of the period: chats, answered, median first response and CSAT. */
async function agentsOf(db: Db, holders: string[], days: RawBuilder<unknown>): Promise<ReportAgentRow[]> {
  if (holders.length === 0) return [];
  const [{ rows }, users] = await Promise.all([
    sql<Record<string, unknown>>`
      select b.agent, b.metric, b.bucket, sum(b.n) as n, sum(b.total) as total
      from chat_report_buckets b where b.agent in (${sql.join(holders)}) and ${days} and b.metric in ('chat', 'rating', 'reply')
      group by b.agent, b.metric, b.bucket having sum(b.n) > 0
      order by b.agent, b.metric, b.bucket`.execute(db),
    db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", holders).execute(),
  ]);
  const byAgent = histograms(rows, (r) => `${String(r.agent)} ${String(r.metric)}`);
  const out: ReportAgentRow[] = [];
  for (const id of holders) {
    const chats = byAgent.get(`${id} chat`);
    if (!chats) continue;
    const reply = spread(byAgent.get(`${id} reply`), true);
    const user = users.find((u) => u.id === id);
    out.push({
      agentId: id,
      name: user?.name ?? user?.email ?? "Former team member",
      chatsTaken: chatsIn(chats),
      answered: reply.count,
      medianFirstResponseMs: reply.median,
      ...csatOf(byAgent.get(`${id} rating`)),
    });
  }
  out.sort((a, b) => b.chatsTaken - a.chatsTaken || a.name.localeCompare(b.name));
  return out;
}

/**
 * The newest comments of the period's chats: read newest first from the ratings' rated_at index until 50 are found
 * (CROSS JOIN keeps SQLite from starting at the period's chats instead, which sorted all their comments).
 */
async function commentsOf(db: Db, where: RawBuilder<unknown>): Promise<ReportComment[]> {
  const { rows } = await sql<{ session_id: string; rating: string; comment: string; rated_at: string; user_name: string; agent_name: string | null }>`
    select r.session_id, r.rating, r.comment, r.rated_at, s.user_name, coalesce(u.name, u.email) as agent_name
    from chat_ratings r
    cross join chat_report_facts f
    join chat_sessions s on s.id = f.session_id
    left join users u on u.id = f.agent_id
    where f.session_id = r.session_id and ${where} and r.comment is not null and r.comment <> ''
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
