// What every part of the reliability run shares: a private production build (the two Vite bundles and the server
// compiled by scripts/build-server.mjs, as `npm run build` makes them), the compiled server started as a child process
// the way `npm start` starts it (`node --enable-source-maps <dist>/node/main.js`), a fresh database per part (SQLite in
// a temp folder, or a PostgreSQL database created beside TEST_DATABASE_URL by the tests' own helper and dropped
// afterwards), direct reads of that database, and the admin.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";
import { build } from "vite";
import { loadConfig } from "../src/server/config.ts";
import { createPostgresDatabase } from "../src/server/test-support/test-app.ts";
import { closedPort } from "../src/server/test-support/smtp-sink.ts";
import { json, send, type Target } from "./http.ts";

export const root = path.resolve(import.meta.dirname, "..");
/** The app under test: this tree, or another checkout given with --app-dir (e.g. an older commit, to see a defect). */
let appRoot = root;
export function useAppDir(dir: string): void {
  appRoot = path.resolve(dir);
}
/** Inside the project, so the server bundle resolves its packages from node_modules (as the browser tests do). */
const workRoot = path.join(root, "node_modules", ".reliability");
/** Inputs that made the server fail, kept for reproduction (ignored by git: /tmp/). */
export const resultsDir = path.join(root, "tmp", "reliability");

export type DbKind = "sqlite" | "postgres";

export function makeWorkDir(name: string): string {
  fs.mkdirSync(workRoot, { recursive: true });
  return fs.mkdtempSync(path.join(workRoot, `${name}-`));
}

/** The app's server build script; an app from before the compiled server (an older --app-dir) has none. */
const buildScript = () => path.join(appRoot, "scripts", "build-server.mjs");
/** Where the build puts the compiled server, which the run starts. */
const compiledMain = (distDir: string) => path.join(distDir, "node", "main.js");
let distForStart: string | undefined;

/**
 * Builds what `npm run build` builds, once per run (or reuses the last build with --reuse-build): the browser and
 * server-render bundles, and the server compiled to JavaScript by the app's own scripts/build-server.mjs into
 * <dist>/node, where `npm start` runs it from.
 */
export async function buildDist(reuse: boolean): Promise<string> {
  const distDir = path.join(workRoot, appRoot === root ? "dist" : `dist-${path.basename(appRoot)}`);
  distForStart = distDir;
  const compiles = fs.existsSync(buildScript());
  if (reuse && fs.existsSync(path.join(distDir, "server", "entry-server.js")) && (!compiles || fs.existsSync(compiledMain(distDir)))) return distDir;
  const configFile = path.join(appRoot, "vite.config.ts");
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ configFile, logLevel: "error", build: { outDir: path.join(distDir, "client"), emptyOutDir: true } });
    await build({ configFile, logLevel: "error", build: { ssr: "entry-server.tsx", outDir: path.join(distDir, "server"), emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  if (compiles) {
    const { buildServer } = (await import(pathToFileURL(buildScript()).href)) as { buildServer: (outDir: string) => Promise<string> };
    fs.rmSync(path.join(distDir, "node"), { recursive: true, force: true });
    await buildServer(path.join(distDir, "node"));
  }
  return distDir;
}

/**
 * How the run starts the server: the compiled server with the arguments scripts/start.mjs (`npm start`) gives it,
 * without the wrapper in between, so a signal reaches the server itself (the wrapper's forwarding is what
 * e2e/shutdown.test.ts checks). An app from before the compiled server runs from its TypeScript source under tsx, as
 * its own `npm start` did.
 */
export function serverCommand(distDir = distForStart): { args: string[]; label: string } {
  if (distDir && fs.existsSync(compiledMain(distDir))) {
    return { args: ["--enable-source-maps", compiledMain(distDir)], label: `compiled server, as npm start runs it: node --enable-source-maps ${path.relative(root, compiledMain(distDir))}` };
  }
  return { args: ["--import", "tsx", path.join(appRoot, "src/server/main.ts")], label: "TypeScript source under tsx (the app has no compiled build): node --import tsx src/server/main.ts" };
}

/** A database for one part: its DATABASE_URL (PostgreSQL) or none (SQLite in DATA_DIR), and how to remove it. */
export interface TestDatabase {
  kind: DbKind;
  dataDir: string;
  databaseUrl?: string;
  drop: () => Promise<void>;
}

export async function createDatabase(kind: DbKind, label: string): Promise<TestDatabase> {
  const dataDir = makeWorkDir(`${label}-${kind}`);
  if (kind === "sqlite") {
    return { kind, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const pgDb = await createPostgresDatabase();
  return {
    kind,
    dataDir,
    databaseUrl: pgDb.url,
    drop: async () => {
      await pgDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs SQL straight against the part's database (no app code), for checking what is really stored. */
export async function queryDb<T>(db: TestDatabase, sql: string): Promise<T[]> {
  if (db.kind === "sqlite") {
    // Read-write, so a WAL left by a killed process is recovered exactly as the server would recover it.
    const conn = new Database(path.join(db.dataDir, "mittimitra.db"));
    try {
      return conn.prepare(sql).all() as T[];
    } finally {
      conn.close();
    }
  }
  const c = new pg.Client({ connectionString: db.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql)).rows as T[];
  } finally {
    await c.end();
  }
}

export interface ServerProcess {
  proc: ChildProcess;
  target: Target;
  /** Resolves when the process has exited, with its code or signal and when (performance.now()). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** The last log lines, for a report when something goes wrong. */
  logs: string[];
  /** Log lines at level error (50) or worse seen so far. */
  errorLogs: string[];
  kill: (signal: NodeJS.Signals) => void;
}

/** Variables the app reads; the run never lets the caller's own values for these leak into a server it starts. */
const APP_ENV = /^(PORT|HOST|NODE_ENV|DATA_DIR|DIST_DIR|DATABASE_URL|LOG_LEVEL|TRUST_PROXY|JWT_SECRET|SMTP_URL|MAIL_FROM|MAP_TILE_URL)$|^(LEAD_|SIGN_IN_|ASSISTANT_|SITE_|CHAT_|SHUTDOWN_)|TIMEOUT|RATE_LIMIT|_MS$/;

/** Starts the production server on a random port (or env.PORT) and waits until it answers /healthz. */
export async function startServer(db: TestDatabase, distDir: string, env: Record<string, string> = {}, onLog?: (line: string) => void): Promise<ServerProcess> {
  const baseEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => !APP_ENV.test(k)));
  const port = env.PORT ? Number(env.PORT) : await closedPort();
  const proc = spawn(process.execPath, serverCommand(distDir).args, {
    cwd: appRoot,
    env: {
      ...baseEnv,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: db.dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: "info",
      SITE_URL: "https://mittimitra.example",
      ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: string[] = [];
  const errorLogs: string[] = [];
  const onLine = (line: string) => {
    if (!line.trim()) return;
    onLog?.(line);
    logs.push(line);
    if (logs.length > 300) logs.shift();
    if (/"level":(50|60)/.test(line)) errorLogs.push(line.slice(0, 2000));
  };
  for (const stream of [proc.stdout!, proc.stderr!]) {
    let buf = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => {
      buf += chunk;
      let i: number;
      while ((i = buf.indexOf("\n")) >= 0) {
        onLine(buf.slice(0, i));
        buf = buf.slice(i + 1);
      }
    });
  }
  let exitedYet = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    proc.on("exit", (code, signal) => {
      exitedYet = true;
      resolve({ code, signal, at: performance.now() });
    }),
  );
  const target = { host: "127.0.0.1", port };
  const deadline = performance.now() + 90_000;
  for (;;) {
    if (exitedYet) throw new Error(`the server exited at start:\n${logs.slice(-15).join("\n")}`);
    if (performance.now() > deadline) {
      proc.kill("SIGKILL");
      throw new Error(`the server did not answer /healthz within 90 s:\n${logs.slice(-15).join("\n")}`);
    }
    const o = await send(target, { method: "GET", path: "/healthz", fresh: true, timeoutMs: 2000 });
    if (o.ok && o.res.status === 200) break;
    await sleep(100);
  }
  return { proc, target, exited, logs, errorLogs, kill: (s) => proc.kill(s) };
}

/** Stops a server the part no longer needs (SIGTERM, then SIGKILL after 15 s). */
export async function stopServer(s: ServerProcess): Promise<void> {
  if (s.proc.exitCode !== null || s.proc.signalCode !== null) return;
  s.kill("SIGTERM");
  const t = setTimeout(() => s.kill("SIGKILL"), 15_000);
  await s.exited;
  clearTimeout(t);
}

export const ADMIN = { email: "reliability@mittimitra.example", password: "a-long-test-password-1" };

/** Creates the first admin (only on a fresh database) and signs in; returns the access token. */
export async function signInAdmin(target: Target, opts: { setup: boolean; localAddress?: string }): Promise<string> {
  if (opts.setup) await json(target, "POST", "/api/v1/auth/setup", ADMIN, { expect: 201, localAddress: opts.localAddress });
  const session = await json<{ access_token: string }>(target, "POST", "/api/v1/auth/token?grant_type=password", ADMIN, { localAddress: opts.localAddress });
  return session.access_token;
}

/** A lead body that passes validation and the automated-submission check. */
export function validLead(tag: string, n: number) {
  return {
    name: `Reliability ${tag} ${n}`,
    email: `rel.${tag}.${n}@example.in`,
    phone: "+91 98765 43210",
    location: "Nashik, Maharashtra",
    user_type: "farmer",
    source: "website",
    metadata: { form: "contact", message: `Message ${n} from the reliability run.` },
    honeypot: "",
    elapsedMs: 15_000 + (n % 1000),
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function median(values: number[]): number {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

export interface PartResult {
  name: string;
  pass: boolean;
  /** Lines of figures, printed as they are and copied into the summary. */
  lines: string[];
}

export function fmtMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
}

/** Limits the server runs with by default that the run's thresholds follow, when the app has them. */
export function appDefaults(): { requestMs?: number; shutdownGraceMs?: number; shutdownDrainMs?: number } {
  const config = loadConfig({ NODE_ENV: "production" }) as unknown as { timeouts?: { requestMs?: number }; shutdownGraceMs?: number; shutdownDrainMs?: number };
  return { requestMs: config.timeouts?.requestMs, shutdownGraceMs: config.shutdownGraceMs, shutdownDrainMs: config.shutdownDrainMs };
}
