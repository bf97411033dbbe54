// `npm run backup` and `npm run restore` (issue 32) on a real SQLite database, and on PostgreSQL when TEST_DATABASE_URL
// is set and pg_dump is installed: a backup taken while leads are being written holds every lead acknowledged before it
// began; a restore refuses a damaged, partial or newer backup and a target that holds data, changing nothing.
import { spawn, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig, type AppConfig } from "../config.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { createPostgresDatabase, createTestApp, type TestApp } from "../test-support/test-app.ts";
import { backup, BackupError, MANIFEST_FILE, restore, type BackupManifest } from "./backup.ts";
import { openDatabase } from "./dialect.ts";
import { migrateUpTo, migrationNames } from "./migrate.ts";

const root = path.resolve(import.meta.dirname, "../../..");
let work: string;
const dir = (name: string) => path.join(work, name);
const configFor = (dataDir: string, databaseUrl?: string): AppConfig =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** Runs `npm run backup` / `npm run restore`'s program through tsx, as its own process, with only DATA_DIR set. */
function cli(name: "backup" | "restore", dataDir: string, ...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir };
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, `src/server/db/${name}-cli.ts`), ...args], { cwd: root, env });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

/** Posts leads one after another until `stop()`; `acked` holds the id of every lead answered 201, in order. */
function leadStream(t: TestApp) {
  const acked: string[] = [];
  let stopped = false;
  const done = (async () => {
    for (let i = 0; !stopped; i++) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/leads", payload: validLead({ email: `stream${i}@example.in` }) });
      if (res.statusCode !== 201) throw new Error(`lead ${i}: HTTP ${res.statusCode} ${res.body}`);
      acked.push(res.json<{ id: string }>().id);
    }
  })();
  return {
    acked,
    async until(n: number) {
      while (acked.length < n) await new Promise((r) => setTimeout(r, 5));
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Every file under a folder with its checksum: what "left untouched" is compared by. */
function contents(folder: string): Record<string, string> {
  if (!fs.existsSync(folder)) return {};
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(folder, { recursive: true }) as string[]) {
    const file = path.join(folder, rel);
    out[rel] = fs.statSync(file).isDirectory() ? "dir" : crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return out;
}

const readManifest = (backupDir: string): BackupManifest => JSON.parse(fs.readFileSync(path.join(backupDir, MANIFEST_FILE), "utf8"));
const writeManifest = (backupDir: string, change: (m: BackupManifest) => void) => {
  const m = readManifest(backupDir);
  change(m);
  fs.writeFileSync(path.join(backupDir, MANIFEST_FILE), JSON.stringify(m));
};

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "mm-backup-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe("backup and restore on SQLite", () => {
  let t: TestApp;
  let good: string;
  let ackedBefore: string[];
  beforeAll(async () => {
    t = await createTestApp("sqlite", { LEAD_RATE_LIMIT_PER_MINUTE: "10000" });
    // An upload's files, and a temporary folder of one being written (never copied).
    fs.mkdirSync(path.join(t.config.uploadsDir, "abc123"), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, "abc123", "640.jpg"), Buffer.alloc(2048, 7));
    fs.mkdirSync(path.join(t.config.uploadsDir, ".tmp-def456"), { recursive: true });
    fs.writeFileSync(path.join(t.config.uploadsDir, ".tmp-def456", "640.jpg"), "half");
  });
  afterAll(async () => t?.close());

  it("backs up while leads are written (its own process), and the restore holds every lead acknowledged before", async () => {
    const stream = leadStream(t);
    await stream.until(25);
    ackedBefore = [...stream.acked];
    good = dir("good");
    const made = await cli("backup", t.config.dataDir, "--out", good);
    const duringBackup = stream.acked.length - ackedBefore.length;
    await stream.stop();
    expect(made.code, made.stderr).toBe(0);
    // The writes went on while the backup ran: it did not stop the site.
    expect(duringBackup).toBeGreaterThan(0);

    const manifest = readManifest(good);
    expect(manifest).toMatchObject({ format: 1, kind: "sqlite", schema_version: migrationNames.at(-1), uploads: { files: 1, bytes: 2048 } });
    expect(manifest.counts.leads).toBeGreaterThanOrEqual(ackedBefore.length);
    expect(manifest.counts.leads).toBeLessThanOrEqual(stream.acked.length);
    expect(Object.keys(manifest.counts)).toEqual(expect.arrayContaining(["leads", "chat_sessions", "chat_session_messages", "blog_posts", "clinics", "users", "uploads"]));

    const target = dir("restored");
    const restored = await cli("restore", target, good);
    expect(restored.code, restored.stderr).toBe(0);
    const sqlite = new SQLite(path.join(target, "mittimitra.db"), { readonly: true });
    const ids = new Set((sqlite.prepare("select id from leads").all() as { id: string }[]).map((r) => r.id));
    sqlite.close();
    expect(ackedBefore.filter((id) => !ids.has(id))).toEqual([]);
    expect(ids.size).toBe(manifest.counts.leads);
    const files = Object.entries(contents(path.join(target, "uploads"))).filter(([, sum]) => sum !== "dir");
    expect(files.map(([f]) => f)).toEqual([path.join("abc123", "640.jpg")]);

    // The server starts on it.
    const app = await buildApp(configFor(target), { web: false, logger: false });
    try {
      const res = await app.inject({ method: "GET", url: "/readyz" });
      expect(res.statusCode).toBe(200);
      const { n } = await app.db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      expect(Number(n)).toBe(manifest.counts.leads);
    } finally {
      await app.close();
    }
  });

  /** A copy of the good backup, changed by `damage`; the restore into `target` must refuse with `message`, changing nothing. */
  async function refused(name: string, damage: (backupDir: string) => void, message: RegExp, target = dir(`target-${name}`)) {
    const copy = dir(`bad-${name}`);
    fs.cpSync(good, copy, { recursive: true });
    damage(copy);
    const before = contents(target);
    await expect(restore(configFor(target), copy)).rejects.toThrow(BackupError);
    await expect(restore(configFor(target), copy)).rejects.toThrow(message);
    expect(contents(target)).toEqual(before);
  }

  const flipBytes = (file: string, at: number) => {
    const bytes = fs.readFileSync(file);
    for (let i = at; i < at + 64; i++) bytes[i] = bytes[i]! ^ 0xff;
    fs.writeFileSync(file, bytes);
  };

  it("refuses a database file whose bytes changed (checksum)", async () => {
    await refused("bytes", (b) => flipBytes(path.join(b, "mittimitra.db"), 8192), /does not match the checksum/);
  });

  it("refuses a database that fails the integrity check even when its manifest was made to match", async () => {
    await refused(
      "integrity",
      (b) => {
        const file = path.join(b, "mittimitra.db");
        // The header of every page after the first (the schema): the file opens, its tables do not add up.
        const bytes = fs.readFileSync(file);
        for (let page = 4096; page < bytes.length; page += 4096) bytes[page] = bytes[page]! ^ 0xff;
        fs.writeFileSync(file, bytes);
        writeManifest(b, (m) => (m.database.sha256 = crypto.createHash("sha256").update(bytes).digest("hex")));
      },
      /mittimitra\.db fails SQLite's integrity check/,
    );
  });

  it("refuses a backup without its manifest, or with one that cannot be read", async () => {
    await refused("no-manifest", (b) => fs.rmSync(path.join(b, MANIFEST_FILE)), /manifest\.json is missing: the backup is incomplete/);
    await refused("bad-manifest", (b) => fs.writeFileSync(path.join(b, MANIFEST_FILE), '{"format": 1, "kind"'), /not valid JSON/);
  });

  it("refuses a backup whose database or uploads are missing", async () => {
    await refused("no-db", (b) => fs.rmSync(path.join(b, "mittimitra.db")), /incomplete: .*mittimitra\.db is missing/);
    await refused("no-upload", (b) => fs.rmSync(path.join(b, "uploads", "abc123", "640.jpg")), /incomplete: .*holds 0 files/);
  });

  it("refuses a backup made by newer code (a schema version this code does not have)", async () => {
    await refused("newer", (b) => writeManifest(b, (m) => (m.schema_version = "2099-01-01-from-the-future")), /made by a newer release/);
  });

  it("refuses a DATA_DIR that holds a database, or an UPLOADS_DIR with files, and exits 1 from the command line", async () => {
    await refused("live", () => undefined, /already holds a database/, dir("restored"));
    const uploadsOnly = dir("target-uploads");
    fs.mkdirSync(path.join(uploadsOnly, "uploads"), { recursive: true });
    fs.writeFileSync(path.join(uploadsOnly, "uploads", "keep.jpg"), "mine");
    await refused("uploads", () => undefined, /UPLOADS_DIR .* already holds 1 files/, uploadsOnly);

    const before = contents(dir("restored"));
    const res = await cli("restore", dir("restored"), good);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/already holds a database/);
    expect(contents(dir("restored"))).toEqual(before);
  });

  it("refuses to back up into a folder that is not empty", async () => {
    const before = contents(good);
    await expect(backup(t.config, good)).rejects.toThrow(/already exists and is not an empty folder/);
    expect(contents(good)).toEqual(before);
  });

  it("restores a backup of an older schema, which the server then migrates forward", async () => {
    const oldData = dir("old-data");
    const older = migrationNames.at(-3)!;
    const { db } = openDatabase({ dataDir: oldData });
    await migrateUpTo(db, older);
    await db.destroy();
    const oldBackup = dir("old-backup");
    expect((await backup(configFor(oldData), oldBackup)).schema_version).toBe(older);

    const target = dir("old-restored");
    const result = await restore(configFor(target), oldBackup);
    expect(result.pending).toEqual(migrationNames.slice(-2));
    const app = await buildApp(configFor(target), { web: false, logger: false });
    await app.close();
    const sqlite = new SQLite(path.join(target, "mittimitra.db"), { readonly: true });
    expect((sqlite.prepare("select max(name) as v from kysely_migration").get() as { v: string }).v).toBe(migrationNames.at(-1));
    sqlite.close();
  });
});

const pgDump = spawnSync("pg_dump", ["--version"]).status === 0;

describe.runIf(process.env.TEST_DATABASE_URL && pgDump)("backup and restore on PostgreSQL (pg_dump)", () => {
  let t: TestApp;
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  beforeAll(async () => {
    t = await createTestApp("postgres", { LEAD_RATE_LIMIT_PER_MINUTE: "10000" });
    fresh = await createPostgresDatabase();
  });
  afterAll(async () => {
    await t?.close();
    await fresh?.drop();
  });

  it("dumps while leads are written, restores into an empty database, and refuses one that has tables", async () => {
    const stream = leadStream(t);
    await stream.until(10);
    const ackedBefore = [...stream.acked];
    const out = dir("pg-backup");
    const manifest = await backup(t.config, out);
    await stream.stop();
    expect(manifest).toMatchObject({ kind: "postgres", schema_version: migrationNames.at(-1), database: { file: "database.dump" } });
    expect(manifest.counts.leads).toBeGreaterThanOrEqual(ackedBefore.length);

    const target = configFor(dir("pg-target"), fresh.url);
    await restore(target, out);
    const { db } = openDatabase(target);
    try {
      const ids = new Set((await db.selectFrom("leads").select("id").execute()).map((r) => r.id));
      expect(ackedBefore.filter((id) => !ids.has(id))).toEqual([]);
      expect(ids.size).toBe(manifest.counts.leads);
    } finally {
      await db.destroy();
    }
    await expect(restore(configFor(dir("pg-target-2"), fresh.url), out)).rejects.toThrow(/already has \d+ tables/);
  });
});
