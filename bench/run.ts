// `npm run bench`: runs every benchmark in one process and prints side-by-side figures and ratios.
// HTTP: every public page beside the precompressed entry script on one server. Leads: 100,000 leads on SQLite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL with the same queries. Chat: 1,000 visitor sockets
// and 10 agent sockets on one production server, then the same traffic polling, then two servers on PostgreSQL.
// Clinics: the nearest-clinic search over 10,000 clinics on SQLite (and PostgreSQL when set).
// Conversations: the chat history's reads over 100,000 chats of about 10 messages, SQLite and PostgreSQL.
// Memory: the server's RSS run through tsx and compiled (as npm start runs it), idle and under 50 connections on /.
// First tap: the chat button tapped on an emulated low-end phone, 20 taps on each of three pages at three moments
// (bench/first-tap.ts).
// Upload memory: the server's RSS when 20 pictures of 49 megapixels are uploaded at once, and 60 s later (issue 27).
// Socket close: how soon an agent's chat socket closes after the account is disabled or its role changed, on the same
// and on another instance of one PostgreSQL database (issue 27; needs TEST_DATABASE_URL).
// Assistant: the knowledge bank's retrieval, seeded and grown to 500 entries (issue 28), through the route in process.
// Clinics compare (only when named): the clinic search of an earlier commit beside this tree's, alternating, in one run.
// Backup (only when named): `npm run backup` and `npm run restore` of a SQLite database of 100,000 leads (issue 32).
// `npm run bench -- chat` (or http, leads, clinics, first-tap, upload-memory, socket-close, assistant,
// clinics-compare, backup) runs only the named ones.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { build } from "vite";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { createPostgresDatabase, createTestApp, type DbKind } from "../src/server/test-support/test-app.ts";
import { loadTest, pinned, pinServerHere, type LoadResult } from "./http.ts";
import { publicRoutes } from "../src/shared/public-routes.ts";
import { runLeadQueries, seedLeads, type QueryResult } from "./leads.ts";
import { chatTables, runChatBench } from "./chat.ts";
import { fanoutTable, pollTable, runFanoutBench, runPollBench, runSendBench, sendBenchOptions, sendTable, type PollRow, type SendRow } from "./chat-capacity.ts";
import { runClinicBench } from "./clinics.ts";
import { conversationBenchTable } from "./conversations.ts";
import { reportBenchTable } from "./reports.ts";
import { placeIndex } from "../src/server/services/places.ts";
import { memoryTable, runServerMemoryBench } from "./server-memory.ts";
import { firstTapTable, runFirstTapBench, type TapMoment } from "./first-tap.ts";
import { runSocketCloseBench, socketCloseTable } from "./socket-close.ts";
import { runUploadMemoryBench, uploadMemoryTable } from "./upload-memory.ts";
import { assistantTable, runAssistantBench } from "./assistant.ts";
import { compareClinics } from "./compare-clinics.ts";
import { backupTable, runBackupBench } from "./backup.ts";

const root = path.resolve(import.meta.dirname, "..");
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const SECTIONS = ["http", "leads", "chat", "clinics", "conversations", "memory", "first-tap", "upload-memory", "socket-close", "assistant", "reports", "clinics-compare", "backup"] as const;
const CLINICS = Number(process.env.BENCH_CLINICS ?? 10_000);
/** How the tables name the entry script every page loads. */
const ENTRY_SCRIPT = "/assets/*.js";

const only = process.argv.slice(2);
const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(", ")}. Name any of: ${SECTIONS.join(", ")} (none: all).`);
  process.exit(1);
}
const runs = (section: (typeof SECTIONS)[number]) => only.length === 0 || only.includes(section);
/** Sections that run only when named: they check out another commit beside this one. */
const onlyWhenNamed = (section: (typeof SECTIONS)[number]) => only.includes(section);
if (process.env.TEST_DATABASE_URL === undefined && process.env.BENCH_DATABASE_URL) {
  process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
}

/**
 * A production build in a private folder (never the shared dist/), made once for the benchmarks that serve pages;
 * BENCH_DIST_DIR names an existing build to use instead.
 */
const work = fs.mkdtempSync(path.join(root, "node_modules", ".bench-"));
let built: Promise<string> | undefined;
function distDir(): Promise<string> {
  if (process.env.BENCH_DIST_DIR) return Promise.resolve(path.resolve(process.env.BENCH_DIST_DIR));
  built ??= (async () => {
    const dir = path.join(work, "dist");
    const configFile = path.join(root, "vite.config.ts");
    await build({ configFile, logLevel: "error", build: { outDir: path.join(dir, "client") } });
    await build({ configFile, logLevel: "error", build: { ssr: "entry-server.tsx", outDir: path.join(dir, "server") } });
    return dir;
  })();
  return built;
}

const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 4);
const HTTP_CONNECTIONS = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 50);

interface HttpRow extends LoadResult {
  /** The machine's one-minute load average as the row started. */
  load: number;
  /** The server's event loop busy time per request (ms): its own cost, less swayed by other processes than req/s. */
  busyMs: number;
  /** The entry script measured just before this row (pages only), so both see about the same machine. */
  entry?: LoadResult;
}

/** The first published post of a language's blog, as its page address. */
async function firstPost(base: string, lang: "en" | "hi"): Promise<string> {
  const page = (await (await fetch(`${base}/api/v1/blog/posts?lang=${lang}`)).json()) as { posts: { slug: string }[] };
  const slug = page.posts[0]?.slug;
  if (!slug) throw new Error(`No published ${lang} post to measure.`);
  return `${lang === "en" ? "" : `/${lang}`}/blog/${slug}`;
}

/**
 * Every public page (the sixteen of the Lighthouse run: each route of the site and a blog post), the Hindi twins of a
 * few and a Hindi post, side by side with the entry script every page loads (a precompressed static file), /healthz
 * and two non-page reads, at 50 connections with `accept-encoding: br, gzip`, the load generator in its own thread (or,
 * with BENCH_HTTP_PIN=1, its own process on other cores than the server's).
 * Each address is asked once before it is measured, so the figures are the steady state, not the first render.
 */
async function httpBench(kind: DbKind): Promise<HttpRow[]> {
  const pg = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const env = { NODE_ENV: "production", DATA_DIR: path.join(work, `data-${kind}`), LOG_LEVEL: "silent" };
  const config = loadConfig(pg ? { ...env, DATABASE_URL: pg.url } : env);
  const app = await buildApp(config, { distDir: await distDir(), logger: false });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  pinServerHere();
  // The PIN code data loads once the server listens (seconds of the main thread's time): not while measuring.
  await placeIndex();
  const html = await (await fetch(`${base}/`)).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  if (!asset) throw new Error("The home page names no entry script.");
  const targets: [string, string][] = [
    ["GET /healthz", "/healthz"],
    [`GET ${ENTRY_SCRIPT} (static, precompressed)`, asset],
    ...publicRoutes.map((r): [string, string] => [`GET ${r.path}`, r.path]),
    ...[await firstPost(base, "en"), "/hi", "/hi/find-clinic", "/hi/blog", "/hi/contact", await firstPost(base, "hi")].map((p): [string, string] => [`GET ${p}`, p]),
    ["GET /api/v1/clinics (JSON)", "/api/v1/clinics"],
    ["GET /sitemap.xml", "/sitemap.xml"],
  ];
  const headers = { "accept-encoding": "br, gzip" };
  const run = async (name: string, p: string): Promise<HttpRow> => {
    const load = os.loadavg()[0]!;
    const before = performance.eventLoopUtilization();
    const result = await loadTest(name, `${base}${p}`, { durationMs: HTTP_SECONDS * 1000, concurrency: HTTP_CONNECTIONS, headers });
    const busyMs = performance.eventLoopUtilization(before).active / Math.max(1, result.requests);
    return { ...result, load, busyMs };
  };
  const rows: HttpRow[] = [];
  try {
    for (const [name, p] of targets) {
      const first = await fetch(`${base}${p}`, { headers });
      await first.arrayBuffer();
      if (first.status !== 200) throw new Error(`${p}: HTTP ${first.status}`);
      // A page is measured right after the entry script: on a shared machine the load moves within a minute.
      const isPage = !/^\/(healthz|assets|api)\b|^\/sitemap\.xml$/.test(p);
      const entry = isPage ? await run(`GET ${ENTRY_SCRIPT}`, asset) : undefined;
      rows.push({ ...(await run(name, p)), entry });
    }
  } finally {
    await app.close();
    await pg?.drop();
  }
  return rows;
}

async function leadsBench(kind: DbKind): Promise<QueryResult[]> {
  const t = await createTestApp(kind);
  try {
    await seedLeads(t.app.db, LEADS);
    // A live PostgreSQL analyses a table after a bulk load by itself (autovacuum); the bench does not wait for it.
    if (kind === "postgres") await sql`analyze leads`.execute(t.app.db);
    return await runLeadQueries(t.app.db);
  } finally {
    await t.close();
  }
}

const fmt = (n: number, d = 1) => n.toFixed(d);

console.log(`Benchmarks on ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}\n`);

try {
  if (runs("http")) {
    const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
    for (const kind of kinds) {
      const startLoad = os.loadavg().map((n) => fmt(n, 2)).join(" ");
      const http = await httpBench(kind);
      const endLoad = os.loadavg().map((n) => fmt(n, 2)).join(" ");
      console.log(`HTTP on ${kind}, ${HTTP_CONNECTIONS} connections, ${HTTP_SECONDS} s each, one server${pinned ? " on core 0, the load generator on the others" : ""}; load average ${startLoad} at the start, ${endLoad} at the end`);
      console.log(`Each page right after the entry script (${ENTRY_SCRIPT}, precompressed); server ms = event loop busy time per request`);
      console.log(`| endpoint | req/s | p50 ms | p99 ms | kB sent | server ms | ${ENTRY_SCRIPT} just before: req/s, p99 ms | vs it | load |`);
      console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
      for (const r of http) {
        const wrong = r.unexpected ? ` (${r.unexpected} not 200)` : "";
        const entry = r.entry ? `${fmt(r.entry.rps, 0)}, ${fmt(r.entry.p99)} | ${fmt(r.rps / r.entry.rps, 2)}×` : " | ";
        console.log(`| ${r.name}${wrong} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.meanBytes / 1024)} | ${fmt(r.busyMs, 2)} | ${entry} | ${fmt(r.load, 1)} |`);
      }
      const pages = http.filter((r) => r.entry);
      const short = pages.filter((r) => r.rps < r.entry!.rps || r.p99 > 50);
      console.log(short.length ? `Below the entry script's rate or above 50 ms p99: ${short.map((r) => r.name.slice(4)).join(", ")}\n` : "Every page at or above the entry script's rate, p99 at most 50 ms.\n");
    }
  }

  if (runs("leads")) {
    const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
    const byKind = new Map<DbKind, QueryResult[]>();
    for (const kind of kinds) byKind.set(kind, await leadsBench(kind));
    console.log(`\nLead queries over ${LEADS.toLocaleString("en-US")} leads, median of 7 runs (ms), with the one-minute load average as each began`);
    console.log(`| query | ${kinds.join(" | ")} |${kinds.length > 1 ? " postgres / sqlite |" : ""} ${kinds.map((k) => `load (${k})`).join(" | ")} |`);
    console.log(`|---|${kinds.map(() => "---:").join("|")}|${kinds.length > 1 ? "---:|" : ""}${kinds.map(() => "---:").join("|")}|`);
    const sqlite = byKind.get("sqlite")!;
    sqlite.forEach((r, i) => {
      const cells = kinds.map((k) => fmt(byKind.get(k)![i]!.medianMs, 2));
      const loads = kinds.map((k) => fmt(byKind.get(k)![i]!.load, 2));
      const ratio = kinds.length > 1 ? ` ${fmt(byKind.get("postgres")![i]!.medianMs / r.medianMs, 2)}× |` : "";
      console.log(`| ${r.name} | ${cells.join(" | ")} |${ratio} ${loads.join(" | ")} |`);
    });
  }

  if (runs("chat")) {
    const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
    const result = await runChatBench(
      {
        visitors: num("BENCH_CHAT_VISITORS", 1000),
        agents: num("BENCH_CHAT_AGENTS", 10),
        rate: num("BENCH_CHAT_RATE", 25),
        seconds: num("BENCH_CHAT_SECONDS", 20),
        distDir: await distDir(),
        databaseUrl: process.env.TEST_DATABASE_URL,
        socketsOnly: process.env.BENCH_CHAT_SOCKETS_ONLY === "1",
        // 1: only the one-server run on SQLite; 2: only the two servers on PostgreSQL.
        instances: ({ "1": "one", "2": "two" } as const)[process.env.BENCH_CHAT_INSTANCES as "1" | "2"] ?? "both",
      },
      (line) => console.error(line),
    );
    console.log(`\n${chatTables(result).join("\n")}`);
    // Issue 16's levers, before and after side by side in this process: fan-out per message and a quiet chat's poll.
    const load = () => os.loadavg().map((n) => fmt(n, 2)).join(" ");
    const fanoutLoad = load();
    console.log(`\n${fanoutTable(runFanoutBench(), fanoutLoad).join("\n")}`);
    const pollLoad = load();
    const pollKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
    const pollRows: PollRow[] = [];
    for (const kind of pollKinds) pollRows.push(await runPollBench(kind, num("BENCH_POLL_CHATS", 1000)));
    console.log(`\n${pollTable(pollRows, pollLoad).join("\n")}`);
    const sendLoad = load();
    const sendRows: SendRow[] = [];
    for (const kind of pollKinds) sendRows.push(...(await runSendBench(kind, ...sendBenchOptions())));
    console.log(`\n${sendTable(sendRows, sendLoad).join("\n")}`);
  }

  if (runs("clinics")) {
    const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
    for (const kind of kinds) {
      const r = await runClinicBench(kind, CLINICS);
      console.log(`\nNearest-clinic search over ${r.clinics.toLocaleString("en-US")} clinics (90% active) on ${kind}, 16 concurrent connections, 4 s each`);
      console.log(`PIN code and place data loaded in ${fmt(r.placeDataMs, 0)} ms (once per process)`);
      console.log("| GET /api/v1/clinics?… | req/s | p50 ms | p99 ms |");
      console.log("|---|---:|---:|---:|");
      for (const x of r.results) console.log(`| ${x.name} | ${fmt(x.rps, 0)} | ${fmt(x.p50)} | ${fmt(x.p99)} |`);
    }
  }

  if (runs("conversations")) {
    const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
    const lines = await conversationBenchTable(kinds, Number(process.env.BENCH_CHATS ?? 100_000), Number(process.env.BENCH_CONVERSATION_RUNS ?? 100), (line) => console.error(line));
    console.log(`\n${lines.join("\n")}`);
  }

  if (runs("reports")) {
    const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
    const lines = await reportBenchTable(kinds, Number(process.env.BENCH_CHATS ?? 100_000), Number(process.env.BENCH_REPORT_RUNS ?? 30), (line) => console.error(line));
    console.log(`\n${lines.join("\n")}`);
  }

  if (runs("memory")) {
    const opts = { distDir: await distDir(), workDir: work, connections: 50, seconds: 10 };
    console.log(`\n${memoryTable(await runServerMemoryBench(opts), opts).join("\n")}`);
  }

  if (runs("first-tap")) {
    const timeoutMs = Number(process.env.BENCH_FIRST_TAP_TIMEOUT_MS ?? 10_000);
    const rows = await runFirstTapBench({
      distDir: await distDir(),
      workDir: path.join(work, "data-first-tap"),
      pages: (process.env.BENCH_FIRST_TAP_PAGES ?? "/,/find-clinic,/hi/for-farmers").split(","),
      taps: Number(process.env.BENCH_FIRST_TAP_TAPS ?? 20),
      moments: (process.env.BENCH_FIRST_TAP_MOMENTS ?? "painted,held,loaded").split(",") as TapMoment[],
      timeoutMs,
      log: (line) => console.error(line),
    });
    console.log(`\n${firstTapTable(rows, process.env.BENCH_FIRST_TAP_LABEL ?? "this build", timeoutMs).join("\n")}`);
  }

  if (runs("socket-close") && (process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL)) {
    const rounds = Number(process.env.BENCH_SOCKET_CLOSE_ROUNDS ?? 20);
    console.log(`\n${socketCloseTable(await runSocketCloseBench(rounds, (line) => console.error(line)), rounds).join("\n")}`);
  }

  if (onlyWhenNamed("clinics-compare")) console.log(`\n${compareClinics((line) => console.error(line)).join("\n")}`);

  if (onlyWhenNamed("backup")) {
    const result = await runBackupBench(path.join(work, "backup"), LEADS, Number(process.env.BENCH_BACKUP_RUNS ?? 3));
    console.log(`\n${backupTable(result).join("\n")}`);
  }

  if (runs("assistant")) {
    const size = Number(process.env.BENCH_KNOWLEDGE_ENTRIES ?? 500);
    console.log(`\n${assistantTable(await runAssistantBench(size)).join("\n")}`);
  }

  if (runs("upload-memory")) {
    const opts = { workDir: work, uploads: Number(process.env.BENCH_UPLOADS ?? 20), side: Number(process.env.BENCH_UPLOAD_SIDE ?? 7000), settleMs: 60_000 };
    const result = await runUploadMemoryBench(opts, (line) => console.error(line));
    console.log(`\n${uploadMemoryTable(result, opts).join("\n")}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(0);
