// Backup and restore timings (issue 32): `npm run bench -- backup` (only when named). A SQLite database of 100,000
// leads (BENCH_LEADS) made through the migrations, then `backup` (VACUUM INTO, integrity check, checksum, counts),
// the same backup while leads go on being written, and `restore` (checksum, integrity check of the copy, counts) into
// an empty folder; median of BENCH_BACKUP_RUNS runs each.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { loadConfig } from "../src/server/config.ts";
import { backup, restore } from "../src/server/db/backup.ts";
import { openDatabase } from "../src/server/db/dialect.ts";
import { migrateToLatest } from "../src/server/db/migrate.ts";
import { seedLeads } from "./leads.ts";

export interface BackupBenchResult {
  leads: number;
  dbBytes: number;
  runs: number;
  rows: { name: string; medianMs: number; maxMs: number; load: number }[];
  /** Leads written by another connection while the backups under writes ran. */
  writtenDuring: number;
}

const WRITER = "--backup-bench-writer";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runBackupBench(workDir: string, leads: number, runs: number): Promise<BackupBenchResult> {
  const config = (dataDir: string) => loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: path.join(workDir, dataDir) });
  const source = config("data-backup");
  const { db } = openDatabase(source);
  await migrateToLatest(db);
  await seedLeads(db, leads);
  const dbBytes = fs.statSync(path.join(source.dataDir, "mittimitra.db")).size;
  const timed = async (name: string, fn: (i: number) => Promise<unknown>) => {
    const load = os.loadavg()[0]!;
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await fn(i);
      times.push(performance.now() - t0);
    }
    return { name, medianMs: median(times), maxMs: Math.max(...times), load };
  };
  await db.destroy();
  const rows = [await timed("backup (idle database)", (i) => backup(source, path.join(workDir, `backup-${i}`)))];
  // The server's writes, from another process, as the site would go on taking leads.
  const writer = spawn(process.execPath, ["--import", "tsx", import.meta.filename, WRITER, source.dataDir], { stdio: ["ignore", "pipe", "inherit"] });
  let written = "";
  writer.stdout.on("data", (d: Buffer) => (written += d.toString()));
  while (!written.includes("started")) await new Promise((r) => setTimeout(r, 20));
  rows.push(await timed("backup (leads being written)", (i) => backup(source, path.join(workDir, `backup-w-${i}`))));
  const exited = new Promise((r) => writer.on("exit", r));
  writer.kill("SIGTERM");
  await exited;
  const writtenDuring = Number(written.match(/wrote (\d+)/)?.[1] ?? 0);
  rows.push(await timed("restore into an empty DATA_DIR", (i) => restore(config(`restored-${i}`), path.join(workDir, `backup-${i}`))));
  return { leads, dbBytes, runs, rows, writtenDuring };
}

export function backupTable(r: BackupBenchResult): string[] {
  return [
    `Backup and restore on SQLite, ${r.leads.toLocaleString("en-US")} leads (database ${(r.dbBytes / 1e6).toFixed(1)} MB), ${r.runs} runs each; ${r.writtenDuring} leads written during the second row`,
    "| operation | median ms | max ms | load |",
    "|---|---:|---:|---:|",
    ...r.rows.map((x) => `| ${x.name} | ${x.medianMs.toFixed(0)} | ${x.maxMs.toFixed(0)} | ${x.load.toFixed(2)} |`),
  ];
}

/** The writer process: leads in batches of 20 into DATA_DIR's database until SIGTERM, then how many it wrote. */
if (process.argv[2] === WRITER) {
  const { db } = openDatabase({ dataDir: process.argv[3]! });
  let wrote = 0;
  let running = true;
  process.on("SIGTERM", () => (running = false));
  console.log("started");
  while (running) {
    await seedLeads(db, 20);
    wrote += 20;
    await new Promise((r) => setImmediate(r));
  }
  await db.destroy();
  console.log(`wrote ${wrote}`);
}
