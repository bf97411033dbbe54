// Reports benchmark (issue 30): the Reports query over 100,000 chats of about 10 messages each (seeded as the
// conversations benchmark does, one a minute back from now, so about 69 days), on SQLite and (when TEST_DATABASE_URL is
// set) PostgreSQL, with p50 and p99 over repeated runs of each period.
import { sql } from "kysely";
import type { Db } from "../src/server/db/database.ts";
import { buildReport } from "../src/server/services/reports.ts";
import type { DbKind } from "../src/server/test-support/test-app.ts";
import { seededChatBenchTable, type BenchCase } from "./conversations.ts";

/** The India date `days` before today. */
const indiaDay = (daysBack: number) => new Date(Date.now() + 330 * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

/** The report over each period, and over one agent's month. */
async function reportCases(db: Db, agents: string[]): Promise<BenchCase[]> {
  const today = indiaDay(0);
  return [
    ["last 7 days (≈10,000 chats)", () => buildReport(db, { from: indiaDay(6), to: today })],
    ["last 30 days (≈43,000 chats)", () => buildReport(db, { from: indiaDay(29), to: today })],
    ["last 90 days (all 100,000 chats)", () => buildReport(db, { from: indiaDay(89), to: today })],
    ["one agent, last 30 days (≈8,600 chats)", () => buildReport(db, { from: indiaDay(29), to: today, agent: agents[0] })],
    ["366 days (all chats, 366 day rows)", () => buildReport(db, { from: indiaDay(365), to: today })],
  ];
}

/** One chat in five rated, a third of those with a comment, so CSAT and its comments have rows to read. */
async function rateSome(db: Db): Promise<void> {
  await sql`insert into chat_ratings (session_id, rating, comment, rated_at)
    select id, case when substr(id, 3, 1) in ('0', '1', '2', '3') then 'bad' else 'good' end, case when substr(id, 1, 1) in ('a', 'b', 'c', 'd', 'e') then 'Helpful, thank you' else null end, updated_at
    from chat_sessions where substr(id, 2, 1) in ('0', '1', '2')`.execute(db);
}

/** Runs the benchmark on each database and returns the table as Markdown lines. */
export function reportBenchTable(kinds: DbKind[], chats: number, runs: number, log: (line: string) => void): Promise<string[]> {
  return seededChatBenchTable(
    kinds,
    chats,
    runs,
    {
      title: `Reports over ${chats.toLocaleString("en-US")} chats (about 10 messages each, one a minute back from now), the whole report (six queries at once), ${runs} runs per period after one warm-up (ms)`,
      seeding: "(with the triggers that keep chat_report_facts)",
      column: "period",
      afterSeed: rateSome,
      cases: reportCases,
    },
    log,
  );
}
