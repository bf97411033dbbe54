// Backups and restores (issue 32). A backup is a folder: the database (a consistent SQLite copy taken while the server
// writes, or a pg_dump), the uploads beside it and manifest.json, written last, to check it by. A restore goes only into
// an empty DATA_DIR or database, and only after every check has passed, so a refused one has written nothing.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { z } from "zod";
import { ConfigError, loadConfig, type AppConfig } from "../config.ts";
import { JWT_SECRET_FILE } from "../services/secrets.ts";
import type { Database } from "./database.ts";
import { openDatabase, SQLITE_FILE } from "./dialect.ts";
import { migrationNames } from "./migrate.ts";

export const MANIFEST_FILE = "manifest.json";
/** The database's file in a backup, by kind. */
const DATABASE_FILES = { sqlite: SQLITE_FILE, postgres: "database.dump" } as const;
const UPLOADS_FOLDER = "uploads";
/** Folders a picture is written into before it is renamed into place (image-pipeline.ts): never copied. */
const TEMPORARY = /^\.tmp-/;

/** A refusal or failure to report as it is, with exit code 1. */
export class BackupError extends Error {}

/** The tables whose row counts a manifest records (the ones an older schema has). */
const COUNTED_TABLES = [
  "leads",
  "lead_notes",
  "chat_sessions",
  "chat_session_messages",
  "chat_photos",
  "blog_posts",
  "clinics",
  "users",
  "uploads",
  "email_outbox",
  "audit_log",
  "knowledge_entries",
];

const manifestSchema = z.object({
  format: z.literal(1),
  kind: z.enum(["sqlite", "postgres"]),
  created_at: z.string(),
  schema_version: z.string().min(1),
  counts: z.record(z.string(), z.number().int().min(0)),
  database: z.object({ file: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  jwt_secret: z.boolean(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

type Log = (line: string) => void;

// ---------------------------------------------------------------------------------------------------------------
// Backup

/**
 * Writes a backup of the configured database and uploads into `out`, which must be missing or empty. On any failure
 * what was written is removed again, so a folder with a manifest is always a whole backup.
 */
export async function backup(config: AppConfig, out: string, log: Log = () => undefined): Promise<BackupManifest> {
  out = path.resolve(out);
  if (fs.existsSync(out) && (!fs.statSync(out).isDirectory() || fs.readdirSync(out).length > 0)) {
    throw new BackupError(`${out} already exists and is not an empty folder: name a new folder for each backup.`);
  }
  if (isInside(out, config.uploadsDir)) {
    throw new BackupError(`${out} is inside UPLOADS_DIR (${config.uploadsDir}): put backups elsewhere.`);
  }
  if (config.databaseUrl) {
    requireTool(
      "pg_dump",
      [
        "Install the PostgreSQL client (Debian: apt-get install postgresql-client, of the server's major version or newer) and run this again, or back up by hand:",
        `  mkdir -p ${out} && pg_dump --format=custom --file=${path.join(out, DATABASE_FILES.postgres)} "$DATABASE_URL" && cp -a ${config.uploadsDir} ${path.join(out, UPLOADS_FOLDER)}`,
        "(such a folder has no manifest: restore it with pg_restore --no-owner --single-transaction into an empty database, not npm run restore).",
      ].join("\n"),
    );
  }
  const made = !fs.existsSync(out);
  fs.mkdirSync(out, { recursive: true });
  try {
    const kind = config.databaseUrl ? "postgres" : "sqlite";
    const dbFile = path.join(out, DATABASE_FILES[kind]);
    const started = Date.now();
    // The database first: every upload a row of it names was written before the row, so it is there to copy next.
    const facts = kind === "sqlite" ? await backupSqlite(config, dbFile) : await backupPostgres(config.databaseUrl!, dbFile);
    log(`Database copied (${kind}, schema ${facts.schemaVersion}) in ${Date.now() - started} ms`);
    const uploads = await copyTree(config.uploadsDir, path.join(out, UPLOADS_FOLDER), { tolerateVanished: true });
    log(`Uploads copied: ${uploads.files} files, ${uploads.bytes} bytes`);
    const secret = path.join(config.dataDir, JWT_SECRET_FILE);
    const jwtSecret = !config.databaseUrl && fs.existsSync(secret);
    if (jwtSecret) fs.copyFileSync(secret, path.join(out, JWT_SECRET_FILE), fs.constants.COPYFILE_EXCL);
    const manifest: BackupManifest = {
      format: 1,
      kind,
      created_at: new Date(started).toISOString(),
      schema_version: facts.schemaVersion,
      counts: facts.counts,
      database: { file: DATABASE_FILES[kind], bytes: fs.statSync(dbFile).size, sha256: await sha256(dbFile) },
      uploads,
      jwt_secret: jwtSecret,
    };
    // Written last and renamed into place: a backup cut short has no manifest, and restore refuses it.
    const temp = path.join(out, `.${MANIFEST_FILE}.tmp`);
    fs.writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(temp, path.join(out, MANIFEST_FILE));
    return manifest;
  } catch (err) {
    if (made) fs.rmSync(out, { recursive: true, force: true });
    else for (const entry of fs.readdirSync(out)) fs.rmSync(path.join(out, entry), { recursive: true, force: true });
    throw err;
  }
}

interface SchemaFacts {
  schemaVersion: string;
  /** Every migration the database has applied. */
  migrations: string[];
  counts: Record<string, number>;
}

/** SQLite: VACUUM INTO reads one snapshot (WAL lets the server go on writing meanwhile), then the copy is checked. */
async function backupSqlite(config: AppConfig, target: string): Promise<SchemaFacts> {
  const source = path.join(config.dataDir, SQLITE_FILE);
  if (!fs.existsSync(source)) {
    throw new BackupError(`There is no database at ${source}: run the backup with the server's DATA_DIR (now ${config.dataDir}).`);
  }
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    live.prepare("VACUUM INTO ?").run(target);
  } finally {
    live.close();
  }
  return inspectSqlite(target);
}

/** PostgreSQL: pg_dump and the counts read one exported snapshot, so the manifest describes exactly the dump. */
async function backupPostgres(databaseUrl: string, target: string): Promise<SchemaFacts> {
  const { db } = openDatabase({ databaseUrl, dataDir: "" });
  try {
    return await db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(async (trx) => {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(trx);
        const pgUrl = postgresConnection(databaseUrl);
        await run("pg_dump", ["--format=custom", `--snapshot=${rows[0]!.snapshot}`, `--file=${target}`, `--dbname=${pgUrl.dbname}`], pgUrl.env);
        return schemaFacts(trx, "postgres");
      });
  } finally {
    await db.destroy();
  }
}

/**
 * Opens a SQLite file read-only as Kysely, checks its integrity, and reads its schema version and counts; `label`
 * names it in a refusal (the backup's file rather than a private copy of it).
 */
async function inspectSqlite(file: string, label = file): Promise<SchemaFacts> {
  const sqlite = new SQLite(file, { readonly: true, fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const damaged = (why: string) => new BackupError(`${label} fails SQLite's integrity check (${why}): the backup is damaged.`);
  try {
    const problems = sqlite.pragma("integrity_check") as { integrity_check: string }[];
    if (problems.length !== 1 || problems[0]!.integrity_check !== "ok") throw damaged(problems.slice(0, 3).map((p) => p.integrity_check).join("; "));
    return await schemaFacts(db, "sqlite");
  } catch (err) {
    if (err instanceof BackupError) throw err;
    if ((err as { code?: string }).code === "SQLITE_CORRUPT") throw damaged((err as Error).message);
    throw new BackupError(`${label} is not a readable database of this site (${(err as Error).message}).`);
  } finally {
    await db.destroy();
  }
}

async function schemaFacts(db: Kysely<Database>, kind: "sqlite" | "postgres"): Promise<SchemaFacts> {
  const tables =
    kind === "sqlite"
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const present = new Set(tables.rows.map((r) => r.name));
  if (!present.has("kysely_migration")) throw new BackupError("The database has no migrations table: it is not this site's database.");
  const migrations = (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)).rows.map((r) => r.name);
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES.filter((t) => present.has(t))) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]!.n);
  }
  return { schemaVersion: migrations.at(-1) ?? "(none)", migrations, counts };
}

// ---------------------------------------------------------------------------------------------------------------
// Restore

export interface RestoreResult {
  manifest: BackupManifest;
  /** Where the database went (a file or host:port/name). */
  location: string;
  /** Migrations this code has that the backup had not: the server applies them at start. */
  pending: string[];
}

/**
 * Restores the backup in `from` into the configured DATA_DIR (SQLite) or database (PostgreSQL), which must hold no
 * data. Everything is checked first: the manifest, the schema version against this code's migrations, the database
 * file's checksum and integrity, the uploads' count and size, and that the target is empty.
 */
export async function restore(config: AppConfig, from: string, log: Log = () => undefined): Promise<RestoreResult> {
  from = path.resolve(from);
  const manifest = readManifest(from);
  const kind = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.kind !== kind) {
    throw new BackupError(
      `${from} is a backup of a ${manifest.kind} database, and this server is configured for ${kind}${kind === "postgres" ? " (DATABASE_URL is set)" : " (DATABASE_URL is not set)"}.`,
    );
  }
  const pending = pendingMigrations(manifest.schema_version, from);
  const dbFile = path.join(from, DATABASE_FILES[kind]);
  if (manifest.database.file !== DATABASE_FILES[kind] || !fs.existsSync(dbFile)) {
    throw new BackupError(`The backup is incomplete: ${dbFile} is missing.`);
  }
  if (fs.statSync(dbFile).size !== manifest.database.bytes || (await sha256(dbFile)) !== manifest.database.sha256) {
    throw new BackupError(`The backup is damaged: ${dbFile} does not match the checksum in its manifest.`);
  }
  const uploadsFrom = path.join(from, UPLOADS_FOLDER);
  const uploads = await treeSize(uploadsFrom);
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new BackupError(
      `The backup is incomplete: ${uploadsFrom} holds ${uploads.files} files (${uploads.bytes} bytes), its manifest ${manifest.uploads.files} (${manifest.uploads.bytes} bytes).`,
    );
  }
  if (kind === "sqlite") sqliteTargetEmpty(config.dataDir);
  else await postgresTargetEmpty(config.databaseUrl!);
  const uploadsHeld = await treeSize(config.uploadsDir);
  if (uploadsHeld.files > 0) {
    throw new BackupError(`UPLOADS_DIR (${config.uploadsDir}) already holds ${uploadsHeld.files} files: restore only into an empty one.`);
  }
  const location =
    kind === "sqlite" ? await restoreSqlite(config, dbFile, manifest, uploadsFrom, log) : await restorePostgres(config.databaseUrl!, dbFile, manifest, uploadsFrom, config.uploadsDir, log);
  return { manifest, location, pending };
}

function readManifest(from: string): BackupManifest {
  const file = path.join(from, MANIFEST_FILE);
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") {
      throw new BackupError(
        fs.existsSync(from) ? `${file} is missing: the backup is incomplete (cut short, or not a backup folder).` : `There is no backup at ${from}.`,
      );
    }
    throw new BackupError(`${file} cannot be read (${code}).`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success) {
    throw new BackupError(`${file} is not a backup manifest this code reads: ${result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}.`);
  }
  return result.data;
}

/** The migrations this code would still apply to a database at `version`; refuses a version it does not know. */
function pendingMigrations(version: string, from: string): string[] {
  const at = migrationNames.indexOf(version);
  if (at >= 0) return migrationNames.slice(at + 1);
  const latest = migrationNames.at(-1)!;
  if (version > latest) {
    throw new BackupError(
      `${from} was made by a newer release (schema ${version}; this code's latest migration is ${latest}): restore it with that release or a later one.`,
    );
  }
  throw new BackupError(`${from} has schema ${version}, which is not one of this code's migrations: restore it with the release that made it.`);
}

function sqliteTargetEmpty(dataDir: string): void {
  const target = path.join(dataDir, SQLITE_FILE);
  const held = ["", "-wal", "-shm", "-journal"].map((s) => target + s).filter((f) => fs.existsSync(f));
  if (held.length) {
    throw new BackupError(`DATA_DIR (${dataDir}) already holds a database (${held.map((f) => path.basename(f)).join(", ")}): restore only into an empty DATA_DIR.`);
  }
}

async function postgresTargetEmpty(databaseUrl: string): Promise<void> {
  const { db, location } = openDatabase({ databaseUrl, dataDir: "" });
  try {
    const { rows } = await sql<{ name: string }>`
      select table_schema || '.' || table_name as name from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema') order by 1`.execute(db);
    if (rows.length) {
      throw new BackupError(
        `The database ${location} already has ${rows.length} tables (${rows.slice(0, 3).map((r) => r.name).join(", ")}${rows.length > 3 ? ", …" : ""}): restore only into an empty database (createdb a new one).`,
      );
    }
  } finally {
    await db.destroy();
  }
}

async function restoreSqlite(config: AppConfig, dbFile: string, manifest: BackupManifest, uploadsFrom: string, log: Log): Promise<string> {
  const target = path.join(config.dataDir, SQLITE_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  // A copy under a private name is checked, then put in place with link(), which never replaces an existing file.
  const temp = path.join(config.dataDir, `.restore-${process.pid}-${SQLITE_FILE}`);
  fs.copyFileSync(dbFile, temp, fs.constants.COPYFILE_EXCL);
  const madeUploads: string[] = [];
  try {
    const facts = await inspectSqlite(temp, dbFile);
    checkFacts(facts, manifest);
    madeUploads.push(...(await placeUploads(uploadsFrom, config.uploadsDir)));
    try {
      fs.linkSync(temp, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "EEXIST") throw new BackupError(`A database appeared at ${target} during the restore: nothing was replaced.`);
      throw err;
    }
  } catch (err) {
    for (const made of madeUploads.reverse()) fs.rmSync(made, { recursive: true, force: true });
    throw err;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  const secret = path.join(config.dataDir, JWT_SECRET_FILE);
  if (manifest.jwt_secret && !fs.existsSync(secret)) fs.copyFileSync(path.join(path.dirname(dbFile), JWT_SECRET_FILE), secret, fs.constants.COPYFILE_EXCL);
  log(`Database restored to ${target}`);
  return target;
}

async function restorePostgres(databaseUrl: string, dumpFile: string, manifest: BackupManifest, uploadsFrom: string, uploadsDir: string, log: Log): Promise<string> {
  requireTool("pg_restore", `Install the PostgreSQL client (Debian: apt-get install postgresql-client) and run this again.`);
  const madeUploads = await placeUploads(uploadsFrom, uploadsDir);
  try {
    const pgUrl = postgresConnection(databaseUrl);
    // One transaction: a dump that fails part-way leaves the database as empty as it was.
    await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${pgUrl.dbname}`, dumpFile], pgUrl.env);
  } catch (err) {
    for (const made of madeUploads.reverse()) fs.rmSync(made, { recursive: true, force: true });
    throw err;
  }
  const { db, location } = openDatabase({ databaseUrl, dataDir: "" });
  try {
    checkFacts(await schemaFacts(db, "postgres"), manifest);
  } finally {
    await db.destroy();
  }
  log(`Database restored to ${location}`);
  return location;
}

/** The restored database must be what the manifest describes: its schema version and every count. */
function checkFacts(facts: SchemaFacts, manifest: BackupManifest): void {
  const unknown = facts.migrations.filter((m) => !migrationNames.includes(m));
  if (facts.schemaVersion !== manifest.schema_version || unknown.length) {
    throw new BackupError(
      `The database in the backup is at schema ${facts.schemaVersion}${unknown.length ? ` (with migrations this code does not know: ${unknown.join(", ")})` : ""}, its manifest says ${manifest.schema_version}.`,
    );
  }
  const differ = Object.entries(manifest.counts).filter(([table, n]) => facts.counts[table] !== n);
  if (differ.length) {
    throw new BackupError(`The database in the backup does not match its manifest: ${differ.map(([t, n]) => `${t} ${facts.counts[t] ?? "missing"} (manifest ${n})`).join(", ")}.`);
  }
}

/** Copies the backup's uploads into UPLOADS_DIR, creating nothing that exists; returns what it made, to undo. */
async function placeUploads(from: string, to: string): Promise<string[]> {
  const made: string[] = [];
  if (!fs.existsSync(to)) made.push(fs.mkdirSync(to, { recursive: true })!);
  try {
    for (const entry of fs.existsSync(from) ? fs.readdirSync(from) : []) {
      await copyTree(path.join(from, entry), path.join(to, entry), { tolerateVanished: false });
      made.push(path.join(to, entry));
    }
  } catch (err) {
    for (const m of made.reverse()) fs.rmSync(m, { recursive: true, force: true });
    throw err;
  }
  return made;
}

// ---------------------------------------------------------------------------------------------------------------
// Files and tools

interface TreeSize {
  files: number;
  bytes: number;
}

/** Every file under `dir` (none when it is missing), skipping the image pipeline's temporary folders. */
async function* filesUnder(dir: string, rel = ""): AsyncGenerator<{ rel: string; isDir: boolean }> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(dir, rel), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  for (const e of entries) {
    if (TEMPORARY.test(e.name)) continue;
    const child = path.join(rel, e.name);
    if (e.isDirectory()) {
      yield { rel: child, isDir: true };
      yield* filesUnder(dir, child);
    } else if (e.isFile()) {
      yield { rel: child, isDir: false };
    }
  }
}

async function treeSize(dir: string): Promise<TreeSize> {
  const size = { files: 0, bytes: 0 };
  for await (const f of filesUnder(dir)) {
    if (f.isDir) continue;
    size.files++;
    size.bytes += (await fs.promises.stat(path.join(dir, f.rel))).size;
  }
  return size;
}

/**
 * Copies the files under `from` into `to` (made here; never over an existing file). From a live UPLOADS_DIR a file
 * may vanish while it is copied (an erasure): skipped, since the database copy taken before no longer needs it either.
 */
async function copyTree(from: string, to: string, opts: { tolerateVanished: boolean }): Promise<TreeSize> {
  const size = { files: 0, bytes: 0 };
  if ((await fs.promises.stat(from).catch(() => undefined))?.isFile()) {
    await fs.promises.copyFile(from, to, fs.constants.COPYFILE_EXCL);
    return { files: 1, bytes: (await fs.promises.stat(to)).size };
  }
  await fs.promises.mkdir(to, { recursive: true });
  for await (const f of filesUnder(from)) {
    const target = path.join(to, f.rel);
    try {
      if (f.isDir) {
        await fs.promises.mkdir(target, { recursive: true });
        continue;
      }
      await fs.promises.copyFile(path.join(from, f.rel), target, fs.constants.COPYFILE_EXCL);
    } catch (err) {
      if (opts.tolerateVanished && (err as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw err;
    }
    size.files++;
    size.bytes += (await fs.promises.stat(target)).size;
  }
  return size;
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

function isInside(child: string, parent: string): boolean {
  const rel = path.relative(parent, child);
  return rel === "" || (!rel.startsWith("..") && !path.isAbsolute(rel));
}

function requireTool(tool: string, instead: string): void {
  const found = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (found.error || found.status !== 0) throw new BackupError(`${tool} is not installed (or not on PATH). ${instead}`);
}

/** A PostgreSQL URL for a client tool, with the password moved to PGPASSWORD so it is not on the command line. */
function postgresConnection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (err) => reject(new BackupError(`${command} could not be run: ${err.message}`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Command line

/**
 * Runs a backup command with the server's own configuration: a refusal or bad setting prints its message and exits
 * 1; anything else unexpected prints its stack and exits 1 too.
 */
export async function runCommand(action: (config: AppConfig) => Promise<void>): Promise<void> {
  try {
    await action(loadConfig());
  } catch (err) {
    console.error(err instanceof BackupError || err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}
