// Reports benchmark (issue 30): the Reports query over 100,000 chats of about 10 messages each (seeded as the
// conversations benchmark does, one a minute back from now, so about 69 days), on SQLite and (when TEST_DATABASE_URL is
// set) PostgreSQL, with p50 and p99 over repeated runs of each period.
//
// Before and after in one run: each period is also read by the report of BENCH_BASE_REF (default 7ce439d, the last
// commit that ranked every chat of the period), its source taken with `git show` into a temporary file, on the same
// database (chat_report_facts, which it reads, is still kept). Its figures are exact: the log gives how far this tree's,
// read from histogram buckets, are from them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../src/server/db/database.ts";
import type { DbKind } from "../src/server/test-support/test-app.ts";
import { buildReport } from "../src/server/services/reports.ts";
import type { Report, ReportQuery } from "../src/shared/schemas/reports.ts";
import { seededChatBenchTable, type BenchCase } from "./conversations.ts";

/** The India date `days` before today. */
const indiaDay = (daysBack: number) => new Date(Date.now() + 330 * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

const root = path.resolve(import.meta.dirname, "..");
const BASE = process.env.BENCH_BASE_REF ?? "7ce439d";
type BuildReport = typeof buildReport;

/** BENCH_BASE_REF's buildReport: its file from git, its imports pointed at this tree (they did not change). */
async function baseReport(): Promise<BuildReport> {
  const source = execFileSync("git", ["show", `${BASE}:src/server/services/reports.ts`], { cwd: root, encoding: "utf8" });
  const at = (dir: string) => `${pathToFileURL(path.join(root, "src", dir)).href}/`;
  // Under node_modules, so its own imports (kysely) resolve to this tree's copies.
  const dir = fs.mkdtempSync(path.join(root, "node_modules", ".bench-reports-base-"));
  const file = path.join(dir, "reports.mts"); // an ES module, so it shares this process's kysely (ESM), not the CommonJS copy
  fs.writeFileSync(file, source.replace(/from "\.\.\/\.\.\/shared\//g, `from "${at("shared")}`).replace(/from "\.\.\//g, `from "${at("server")}`));
  try {
    return ((await import(pathToFileURL(file).href)) as { buildReport: BuildReport }).buildReport;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
let base: Promise<BuildReport> | undefined;

/** How far this tree's percentiles are from the exact ones (the base's), as the largest share of the exact value. */
function furthest(after: Report, before: Report): string {
  const pairs: [string, { median: number | null; p90: number | null }, { median: number | null; p90: number | null }][] = [
    ["wait", after.waitMs, before.waitMs],
    ["first response", after.firstResponseMs, before.firstResponseMs],
    ["messages", after.length.messages, before.length.messages],
    ["duration", after.length.durationMs, before.length.durationMs],
  ];
  return pairs
    .map(([name, a, b]) => {
      const off = (k: "median" | "p90") => (b[k] ? Math.abs((a[k] ?? 0) - b[k]) / b[k] : 0);
      return `${name} ${(100 * Math.max(off("median"), off("p90"))).toFixed(2)} %`;
    })
    .join(", ");
}

/** The report over each period, and over one agent's month: BENCH_BASE_REF's (before) and this tree's (after). */
const reportCases = (log: (line: string) => void) => async (db: Db, agents: string[]): Promise<BenchCase[]> => {
  const before = await (base ??= baseReport());
  const today = indiaDay(0);
  const periods: [string, ReportQuery][] = [
    ["last 7 days (≈10,000 chats)", { from: indiaDay(6), to: today }],
    ["last 30 days (≈43,000 chats)", { from: indiaDay(29), to: today }],
    ["last 90 days (all 100,000 chats)", { from: indiaDay(89), to: today }],
    ["one agent, last 30 days (≈8,600 chats)", { from: indiaDay(29), to: today, agent: agents[0] }],
    ["366 days (all chats, 366 day rows)", { from: indiaDay(365), to: today }],
  ];
  const cases: BenchCase[] = [];
  for (const [name, q] of periods) {
    const [a, b] = [await buildReport(db, q), await before(db, q)];
    log(`${name}: percentiles from buckets off the exact ones by at most ${furthest(a, b)}; counts ${JSON.stringify(a.chats) === JSON.stringify(b.chats) ? "equal" : "DIFFER"}`);
    cases.push([`${name}, before (${BASE})`, () => before(db, q)], [`${name}, after`, () => buildReport(db, q)]);
  }
  return cases;
};

/**
 * The seeded chats all wait 30 s and take 70 s to answer; real ones spread. Each taken chat's wait is set from 2 s to
 * 15 min, its first response from 3 s to 5 min after the take, and its duration from 2 to 40 min after that
 * (log-uniform, from hex digits of its id), straight in chat_report_facts (the triggers keep the buckets), so a day's
 * histograms hold as many buckets as real days would.
 */
async function spreadTimes(db: Db): Promise<void> {
  const position = db.getExecutor().adapter instanceof PostgresAdapter ? "strpos" : "instr";
  /** 0 to 1 from four hex digits of the id starting at `at` (the last group: no version or variant digits). */
  const fraction = (at: number) =>
    `((${[0, 1, 2, 3].map((i) => `(${position}('0123456789abcdef', substr(session_id, ${at + i}, 1)) - 1) * ${16 ** (3 - i)}`).join(" + ")}) / 65535.0)`;
  const logUniform = (from: number, to: number, at: number) => `cast(round(${from} * exp(${fraction(at)} * ln(${to / from}))) as integer)`;
  await sql.raw(`update chat_report_facts set
      take_ms = ${logUniform(2_000, 900_000, 25)},
      reply_ms = ${logUniform(2_000, 900_000, 25)} + ${logUniform(3_000, 300_000, 29)},
      last_ms = ${logUniform(2_000, 900_000, 25)} + ${logUniform(3_000, 300_000, 29)} + ${logUniform(120_000, 2_400_000, 33)}
    where take_ms is not null`).execute(db);
}

/** One chat in five rated, a third of those with a comment, so CSAT and its comments have rows to read. */
async function rateSome(db: Db): Promise<void> {
  await sql`insert into chat_ratings (session_id, rating, comment, rated_at)
    select id, case when substr(id, 3, 1) in ('0', '1', '2', '3') then 'bad' else 'good' end, case when substr(id, 1, 1) in ('a', 'b', 'c', 'd', 'e') then 'Helpful, thank you' else null end, updated_at
    from chat_sessions where substr(id, 2, 1) in ('0', '1', '2')`.execute(db);
}

/** After the seeded chats: their times spread and one in five rated. */
export async function reportSeedHooks(db: Db): Promise<void> {
  await spreadTimes(db);
  await rateSome(db);
  // The seed rewrote the team's bucket rows about a million times in minutes, leaving 110 MB of pages for 11 MB of
  // live rows (72,000): a plain vacuum marks the dead versions free but cannot shrink the table, and every scan still
  // reads all of it. In use, autovacuum runs between a day's writes and the free space is reused as it comes, so the
  // table stays near its live size: compacting it is what a site carries, and the bench measures that.
  if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`vacuum full analyze chat_report_buckets`.execute(db);
}

/** Runs the benchmark on each database and returns the table as Markdown lines. */
export function reportBenchTable(kinds: DbKind[], chats: number, runs: number, log: (line: string) => void): Promise<string[]> {
  return seededChatBenchTable(
    kinds,
    chats,
    runs,
    {
      title: `Reports over ${chats.toLocaleString("en-US")} chats (about 10 messages each, one a minute back from now), the whole report (six queries at once), ${runs} runs per period after one warm-up (ms)`,
      seeding: "(with the triggers that keep chat_report_facts and chat_report_buckets; then the times spread and one chat in five rated)",
      column: "period",
      afterSeed: reportSeedHooks,
      cases: reportCases(log),
    },
    log,
  );
}
