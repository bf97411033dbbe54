// The nearest-clinic search before and after a change, in one run (issue 29: "search time unchanged"): the code of
// BENCH_BASE_REF (default: the commit before the PIN points and place names of issue 29) is checked out into a
// temporary git worktree beside this one, sharing its node_modules, and `bench/run.ts clinics` runs in each, in turn,
// `BENCH_COMPARE_ROUNDS` times (base, this, base, this: the machine's load then falls on both alike). Each row's median
// req/s and p99 over the rounds is printed side by side with the ratio. Run: `npm run bench -- clinics-compare`.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** The last commit before issue 29's place data and names. */
const DEFAULT_BASE = "1029ab8";

interface Row {
  name: string;
  rps: number;
  p99: number;
}

/** The clinics tables of one `bench/run.ts clinics` run, by database ("sqlite", "postgres"). */
function runClinics(dir: string, log: (line: string) => void): Map<string, Row[]> {
  const out = spawnSync(process.execPath, ["--import", "tsx", "bench/run.ts", "clinics"], { cwd: dir, encoding: "utf8", env: process.env, maxBuffer: 64 * 1024 * 1024 });
  if (out.status !== 0) throw new Error(`bench in ${dir} failed: ${out.stderr.slice(-2000)}`);
  const tables = new Map<string, Row[]>();
  let kind = "";
  for (const line of out.stdout.split("\n")) {
    const heading = /clinics \(90% active\) on (\w+)/.exec(line);
    if (heading) {
      kind = heading[1]!;
      tables.set(kind, []);
      continue;
    }
    const cells = line.split("|").map((c) => c.trim());
    // | name | req/s | p50 | p99 |
    if (kind && cells.length === 6 && /^\d/.test(cells[2]!)) tables.get(kind)!.push({ name: cells[1]!, rps: Number(cells[2]!.replace(/,/g, "")), p99: Number(cells[4]) });
  }
  log(`  ${path.basename(dir)}: ${[...tables].map(([k, rows]) => `${k} ${rows.length} rows`).join(", ")}`);
  return tables;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export function compareClinics(log: (line: string) => void = console.error): string[] {
  const base = process.env.BENCH_BASE_REF ?? DEFAULT_BASE;
  const rounds = Number(process.env.BENCH_COMPARE_ROUNDS ?? 2);
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "mm-bench-base-"));
  fs.rmSync(tree, { recursive: true });
  execFileSync("git", ["worktree", "add", "--detach", tree, base], { cwd: root, stdio: "ignore" });
  try {
    fs.symlinkSync(path.join(root, "node_modules"), path.join(tree, "node_modules"), "dir");
    const runs: Record<"base" | "head", Map<string, Row[]>[]> = { base: [], head: [] };
    for (let i = 0; i < rounds; i++) {
      log(`round ${i + 1} of ${rounds}`);
      runs.base.push(runClinics(tree, log));
      runs.head.push(runClinics(root, log));
    }
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const lines = [`Nearest-clinic search, ${base} (before) beside ${head} (this tree), ${rounds} alternating rounds, medians`];
    for (const kind of runs.head[0]!.keys()) {
      lines.push("", `${kind}:`, "| GET /api/v1/clinics?… | req/s before | req/s now | p99 ms before | p99 ms now | p99 now / before |", "|---|---:|---:|---:|---:|---:|");
      for (const row of runs.head[0]!.get(kind)!) {
        const pick = (side: "base" | "head", f: (r: Row) => number) => median(runs[side].map((m) => m.get(kind)?.find((r) => r.name === row.name)).filter((r): r is Row => !!r).map(f));
        const [rb, rh, pb, ph] = [pick("base", (r) => r.rps), pick("head", (r) => r.rps), pick("base", (r) => r.p99), pick("head", (r) => r.p99)];
        if (rb === undefined) {
          lines.push(`| ${row.name} | (not in ${base}) | ${rh} | | ${ph} | |`);
          continue;
        }
        lines.push(`| ${row.name} | ${rb} | ${rh} | ${pb} | ${ph} | ${(ph / pb).toFixed(2)}× |`);
      }
    }
    return lines;
  } finally {
    execFileSync("git", ["worktree", "remove", "--force", tree], { cwd: root, stdio: "ignore" });
  }
}
