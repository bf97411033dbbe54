// `npm run reliability`: the attack-and-fault run against a real production server, compiled and started as `npm start`
// runs it (see docs/reliability.md).
//   --only crash,shutdown,fuzz,slow-body   run some parts only
//   rolling                                 (or --only rolling) the rolling restart behind nginx, on PostgreSQL; not
//                                           in the default set, since it needs nginx and TEST_DATABASE_URL
//   --quick                                 smaller counts, for a check while developing
//   --seed <n>                              repeat a run's random choices (printed at the start)
//   --sqlite-only                           skip PostgreSQL even when TEST_DATABASE_URL is set
//   --reuse-build                           reuse the last build (bundles and compiled server) in node_modules/.reliability/dist
//   --replay <file>                         send the failing inputs saved by a fuzz run again
//   --app-dir <dir>                         test another checkout of the app (e.g. `git archive <commit>` unpacked)
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { AddressPool } from "./http.ts";
import { buildDist, resultsDir, root, serverCommand, useAppDir, type DbKind, type PartResult } from "./harness.ts";
import { Rng } from "./random.ts";
import { crashPart } from "./crash.ts";
import { shutdownPart } from "./shutdown.ts";
import { fuzzPart, replay } from "./fuzz.ts";
import { slowBodyPart } from "./slow-body.ts";
import { rollingPart } from "./rolling.ts";

const parts = ["crash", "shutdown", "fuzz", "slow-body", "rolling"] as const;
type Part = (typeof parts)[number];
/** The parts a run without --only runs. */
const defaultParts: Part[] = ["crash", "shutdown", "fuzz", "slow-body"];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    only: { type: "string" },
    quick: { type: "boolean", default: false },
    seed: { type: "string" },
    "sqlite-only": { type: "boolean", default: false },
    "reuse-build": { type: "boolean", default: false },
    replay: { type: "string" },
    "app-dir": { type: "string" },
  },
});

const selected = (values.only ?? (positionals.length ? positionals.join(",") : defaultParts.join(","))).split(",").map((p) => p.trim()) as Part[];
for (const p of selected) {
  if (!parts.includes(p)) {
    console.error(`Unknown part "${p}". Parts: ${parts.join(", ")}.`);
    process.exit(2);
  }
}
const seed = values.seed !== undefined ? Number(values.seed) >>> 0 : Math.floor(Math.random() * 2 ** 32) >>> 0;
if (values.seed !== undefined && !/^\d+$/.test(values.seed)) {
  console.error("--seed takes a whole number.");
  process.exit(2);
}
const quick = values.quick;
const counts = quick
  ? { sqliteKills: 3, postgresKills: 2, shutdownRequests: 120, fuzzInputs: 1500, slowConnections: 40, rollingChats: 60 }
  : { sqliteKills: 20, postgresKills: 10, shutdownRequests: 240, fuzzInputs: 10_000, slowConnections: 150, rollingChats: 300 };
const kinds: DbKind[] = process.env.TEST_DATABASE_URL && !values["sqlite-only"] ? ["sqlite", "postgres"] : ["sqlite"];

function commit(): string {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no", "--", "src"], { cwd: root, encoding: "utf8" }).trim();
    return dirty ? `${head} with uncommitted changes under src/` : head;
  } catch {
    return "unknown";
  }
}

if (values["app-dir"]) useAppDir(values["app-dir"]);
const addresses = new AddressPool();
const started = Date.now();
console.log(`Reliability run ${new Date().toISOString()}: ${values["app-dir"] ? `app in ${values["app-dir"]}` : `commit ${commit()}`}, Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);

console.log("Building the app (production bundles and the compiled server)…");
const distDir = await buildDist(values["reuse-build"]);
const server = serverCommand(distDir);
console.log(`The server runs as the ${server.label}`);

if (values.replay) {
  const ok = await replay(path.resolve(values.replay), distDir, addresses);
  process.exit(ok ? 0 : 1);
}

console.log(`Seed ${seed} (repeat with --seed ${seed}); databases: ${kinds.join(", ")}; ${quick ? "quick counts" : "full counts"}; parts: ${selected.join(", ")}\n`);

const rng = new Rng(seed);
const results: PartResult[] = [];
const report = (list: PartResult[]) => {
  for (const r of list) {
    console.log(`${r.pass ? "PASS" : "FAIL"} ${r.name}`);
    for (const line of r.lines) console.log(`  ${line}`);
    console.log("");
  }
  results.push(...list);
};

async function guarded(name: string, fn: () => Promise<PartResult[]>) {
  console.log(`== ${name}`);
  try {
    report(await fn());
  } catch (err) {
    report([{ name, pass: false, lines: [`the part could not run: ${(err as Error).stack ?? String(err)}`] }]);
  }
}

if (selected.includes("crash")) {
  await guarded("crash", () => crashPart(kinds, { kills: counts.sqliteKills, postgresKills: counts.postgresKills, distDir, rng: rng.fork(), addresses }));
}
if (selected.includes("shutdown")) {
  await guarded("shutdown", () => shutdownPart(kinds, { requests: counts.shutdownRequests, distDir, rng: rng.fork(), addresses }));
}
if (selected.includes("fuzz")) {
  await guarded("fuzz", () => fuzzPart(kinds, { inputs: counts.fuzzInputs, seed, distDir, addresses, concurrency: 8 }));
}
if (selected.includes("slow-body")) {
  await guarded("slow-body", async () => [await slowBodyPart({ connections: counts.slowConnections, distDir, addresses })]);
}
if (selected.includes("rolling")) {
  await guarded("rolling", async () => [await rollingPart({ chats: counts.rollingChats, rounds: 2, distDir, addresses })]);
}

const failed = results.filter((r) => !r.pass);
console.log(`== Summary (${Math.round((Date.now() - started) / 1000)} s, seed ${seed})`);
for (const r of results) console.log(`${r.pass ? "PASS" : "FAIL"} ${r.name}`);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, "last-run.json"), JSON.stringify({ at: new Date().toISOString(), commit: commit(), server: server.label, seed, quick, kinds, results }, null, 1));
process.exit(failed.length ? 1 : 0);
