// `npm run bench`: runs every benchmark in one process and prints side-by-side figures and ratios.
// HTTP: SSR pages and static files against /healthz on one server. Leads: 100,000 leads on SQLite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL with the same queries. Chat: 1,000 visitor sockets
// and 10 agent sockets on one production server, then the same traffic polling, then two servers on PostgreSQL.
// Clinics: the nearest-clinic search over 10,000 clinics on SQLite (and PostgreSQL when set).
// Memory: the server's RSS run through tsx and compiled (as npm start runs it), idle and under 50 connections on /.
// `npm run bench -- chat` (or http, leads, clinics) runs only the named benchmarks.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { build } from "vite";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { createTestApp, type DbKind } from "../src/server/test-support/test-app.ts";
import { measure, type HttpResult } from "./http.ts";
import { runLeadQueries, seedLeads, type QueryResult } from "./leads.ts";
import { chatTables, runChatBench } from "./chat.ts";
import { runClinicBench } from "./clinics.ts";
import { memoryTable, runServerMemoryBench } from "./server-memory.ts";

const root = path.resolve(import.meta.dirname, "..");
const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const SECTIONS = ["http", "leads", "chat", "clinics", "memory"] as const;
const CLINICS = Number(process.env.BENCH_CLINICS ?? 10_000);

const only = process.argv.slice(2);
const unknown = only.filter((s) => !(SECTIONS as readonly string[]).includes(s));
if (unknown.length) {
  console.error(`Unknown benchmark ${unknown.join(", ")}. Name any of: ${SECTIONS.join(", ")} (none: all).`);
  process.exit(1);
}
const runs = (section: (typeof SECTIONS)[number]) => only.length === 0 || only.includes(section);
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

async function httpBench(): Promise<HttpResult[]> {
  const config = loadConfig({ NODE_ENV: "production", DATA_DIR: path.join(work, "data"), LOG_LEVEL: "silent" });
  const app = await buildApp(config, { distDir: await distDir(), logger: false });
  const base = await app.listen({ host: "127.0.0.1", port: 0 });
  const html = await (await fetch(`${base}/`)).text();
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? "/favicon.svg";
  const opts = { durationMs: 4000, concurrency: 16 };
  const results: HttpResult[] = [];
  try {
    for (const [name, p] of [
      ["GET /healthz (baseline)", "/healthz"],
      ["GET /assets/*.js (static, precompressed)", asset],
      ["GET / (server-rendered)", "/"],
      ["GET /about (server-rendered)", "/about"],
      ["GET /find-clinic (server-rendered, clinics from the database)", "/find-clinic"],
      ["GET /blog (server-rendered, posts from the database)", "/blog"],
      ["GET /api/v1/clinics (JSON)", "/api/v1/clinics"],
      ["GET /sitemap.xml", "/sitemap.xml"],
    ] as const) {
      results.push(await measure(name, `${base}${p}`, { ...opts, headers: { "accept-encoding": "br, gzip" } }));
    }
  } finally {
    await app.close();
  }
  return results;
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
    const http = await httpBench();
    const baseline = http[0]!.rps;
    console.log("HTTP, 16 concurrent connections, 4 s each, one server");
    console.log("| endpoint | req/s | p50 ms | p99 ms | vs /healthz |");
    console.log("|---|---:|---:|---:|---:|");
    for (const r of http) console.log(`| ${r.name} | ${fmt(r.rps, 0)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.rps / baseline, 2)}× |`);
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
      },
      (line) => console.error(line),
    );
    console.log(`\n${chatTables(result).join("\n")}`);
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

  if (runs("memory")) {
    const opts = { distDir: await distDir(), workDir: work, connections: 50, seconds: 10 };
    console.log(`\n${memoryTable(await runServerMemoryBench(opts), opts).join("\n")}`);
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}
process.exit(0);
