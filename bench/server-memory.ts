// Server memory: the production server's resident memory (RSS) run the way `npm start` ran it before issue 13
// (TypeScript compiled at start by tsx) and the way it runs now (node on the esbuild bundle), one after the other in
// the same run: idle after start-up, at the peak of a load on the home page, and idle again after the load.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer } from "../scripts/build-server.mjs";
import { measure } from "./http.ts";
import { startServerProcess, statusMb } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface MemoryOptions {
  /** A production build (client/ and server/ of `npm run build`). */
  distDir: string;
  /** A private folder for the compiled server and the databases. */
  workDir: string;
  connections: number;
  seconds: number;
}

export interface MemoryResult {
  name: string;
  /** From spawn to the first answer of /healthz. */
  startMs: number;
  idleMb: number;
  /** The highest RSS the process reached (VmHWM), read right after the load. */
  peakMb: number;
  afterMb: number;
  rps: number;
  p99: number;
  /** The machine's 1-minute load average just before the load (other work on a shared machine shows here). */
  loadAvg: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs one way of starting the server, loads it and reads its memory; the server is stopped before returning. */
async function measureServer(name: string, args: string[], opts: MemoryOptions, dataDir: string): Promise<MemoryResult> {
  const server = await startServerProcess(args, { cwd: root, env: { DATA_DIR: dataDir, DIST_DIR: opts.distDir } }).catch((err: Error) => {
    throw new Error(`${name}: ${err.message}`);
  });
  const { base, pid, startMs } = server;
  try {
    // Start-up work (seeding, the place data read in the background) settles before "idle" is read.
    await sleep(5000);
    const idleMb = statusMb(pid, "VmRSS");
    const loadAvg = os.loadavg()[0]!;
    const load = await measure(name, `${base}/`, {
      durationMs: opts.seconds * 1000,
      concurrency: opts.connections,
      headers: { "accept-encoding": "br, gzip" },
    });
    const peakMb = statusMb(pid, "VmHWM");
    await sleep(5000);
    const afterMb = statusMb(pid, "VmRSS");
    return { name, startMs, idleMb, peakMb, afterMb, rps: load.rps, p99: load.p99, loadAvg };
  } finally {
    await server.stop();
  }
}

/** tsx first, then the compiled server, each on a fresh SQLite database. */
export async function runServerMemoryBench(opts: MemoryOptions): Promise<MemoryResult[]> {
  const compiled = await buildServer(path.join(opts.workDir, "node"));
  const ways: [string, string[]][] = [
    ["tsx (node --import tsx src/server/main.ts)", ["--import", "tsx", path.join(root, "src/server/main.ts")]],
    ["compiled (node --enable-source-maps dist/node/main.js)", ["--enable-source-maps", path.join(compiled, "main.js")]],
  ];
  const results: MemoryResult[] = [];
  for (const [i, [name, args]] of ways.entries()) {
    const dataDir = path.join(opts.workDir, `memory-data-${i}`);
    fs.mkdirSync(dataDir, { recursive: true });
    results.push(await measureServer(name, args, opts, dataDir));
  }
  return results;
}

export function memoryTable(results: MemoryResult[], opts: Pick<MemoryOptions, "connections" | "seconds">): string[] {
  const f = (n: number, d = 0) => n.toFixed(d);
  const [before] = results;
  return [
    `Server memory (RSS, MB): idle after start, peak under ${opts.connections} connections on / for ${opts.seconds} s, idle after`,
    "| server | start ms | idle | peak under load | idle after | req/s on / | p99 ms | load avg | peak vs tsx |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.name} | ${f(r.startMs)} | ${f(r.idleMb)} | ${f(r.peakMb)} | ${f(r.afterMb)} | ${f(r.rps)} | ${f(r.p99, 1)} | ${f(r.loadAvg, 2)} | ${f(r.peakMb / before!.peakMb, 2)}× |`,
    ),
  ];
}
