// Reports benchmark (issue 30): the Reports query over 100,000 chats of about 10 messages each (seeded as the
// conversations benchmark does, one a minute back from now, so about 69 days), on SQLite and (when TEST_DATABASE_URL is
// set) PostgreSQL, with p50 and p99 over repeated runs of each period.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import type { Db } from "../src/server/db/database.ts";
import { buildReport } from "../src/server/services/reports.ts";
import { createTestApp, type DbKind } from "../src/server/test-support/test-app.ts";
import { seedConversations, type ConversationBenchRow } from "./conversations.ts";

/** The India date `days` before today. */
const indiaDay = (daysBack: number) => new Date(Date.now() + 330 * 60_000 - daysBack * 86_400_000).toISOString().slice(0, 10);

async function timed(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p99: number }> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)]!, p99: times[Math.min(runs - 1, Math.ceil(runs * 0.99) - 1)]! };
}

async function runReportQueries(db: Db, agents: string[], runs: number): Promise<ConversationBenchRow[]> {
  const today = indiaDay(0);
  const cases: [string, () => Promise<unknown>][] = [
    ["last 7 days (≈10,000 chats)", () => buildReport(db, { from: indiaDay(6), to: today })],
    ["last 30 days (≈43,000 chats)", () => buildReport(db, { from: indiaDay(29), to: today })],
    ["last 90 days (all 100,000 chats)", () => buildReport(db, { from: indiaDay(89), to: today })],
    ["one agent, last 30 days (≈8,600 chats)", () => buildReport(db, { from: indiaDay(29), to: today, agent: agents[0] })],
    ["366 days (all chats, 366 day rows)", () => buildReport(db, { from: indiaDay(365), to: today })],
  ];
  const out: ConversationBenchRow[] = [];
  for (const [name, fn] of cases) {
    const load = os.loadavg()[0]!;
    out.push({ name, ...(await timed(fn, runs)), load });
  }
  return out;
}

async function benchOn(kind: DbKind, chats: number, runs: number, log: (line: string) => void) {
  const t = await createTestApp(kind);
  try {
    const agents = [randomUUID(), randomUUID(), randomUUID()];
    const at = new Date().toISOString();
    await t.app.db
      .insertInto("users")
      .values(agents.map((id, i) => ({ id, email: `agent${i}@example.in`, password_hash: "x", name: `Agent ${i}`, created_at: at, updated_at: at, disabled_at: null, last_sign_in_at: null })))
      .execute();
    const t0 = performance.now();
    await seedConversations(t.app.db, chats, agents, (done) => {
      if (done % 20_000 === 0) log(`${kind}: ${done.toLocaleString("en-US")} chats stored`);
    });
    // One chat in five rated, a third of those with a comment, so CSAT and its comments have rows to read.
    await sql`insert into chat_ratings (session_id, rating, comment, rated_at)
      select id, case when substr(id, 3, 1) in ('0', '1', '2', '3') then 'bad' else 'good' end, case when substr(id, 1, 1) in ('a', 'b', 'c', 'd', 'e') then 'Helpful, thank you' else null end, updated_at
      from chat_sessions where substr(id, 2, 1) in ('0', '1', '2')`.execute(t.app.db);
    const seedS = (performance.now() - t0) / 1000;
    if (kind === "postgres") await sql`analyze`.execute(t.app.db);
    return { rows: await runReportQueries(t.app.db, agents, runs), seedS };
  } finally {
    await t.close();
  }
}

/** Runs the benchmark on each database and returns the table as Markdown lines. */
export async function reportBenchTable(kinds: DbKind[], chats: number, runs: number, log: (line: string) => void): Promise<string[]> {
  const results = new Map<DbKind, Awaited<ReturnType<typeof benchOn>>>();
  for (const kind of kinds) results.set(kind, await benchOn(kind, chats, runs, log));
  const fmt = (x: number) => x.toFixed(2);
  const lines = [
    `Reports over ${chats.toLocaleString("en-US")} chats (about 10 messages each, one a minute back from now), the whole report (six queries at once), ${runs} runs per period after one warm-up (ms)`,
    `Seeding (with the triggers that keep chat_report_facts) took ${kinds.map((k) => `${fmt(results.get(k)!.seedS)} s on ${k}`).join(", ")}.`,
    `| period | ${kinds.map((k) => `${k} p50 | ${k} p99`).join(" | ")} | ${kinds.map((k) => `load (${k})`).join(" | ")} |`,
    `|---|${kinds.map(() => "---:|---:").join("|")}|${kinds.map(() => "---:").join("|")}|`,
  ];
  results.get(kinds[0]!)!.rows.forEach((r, i) => {
    const cells = kinds.map((k) => `${fmt(results.get(k)!.rows[i]!.p50)} | ${fmt(results.get(k)!.rows[i]!.p99)}`);
    lines.push(`| ${r.name} | ${cells.join(" | ")} | ${kinds.map((k) => results.get(k)!.rows[i]!.load.toFixed(2)).join(" | ")} |`);
  });
  return lines;
}
