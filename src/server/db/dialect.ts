// Opens the database: SQLite file in DATA_DIR by default, PostgreSQL when a URL is given.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./database.ts";

export interface DbOptions {
  databaseUrl?: string;
  dataDir: string;
}

export interface OpenedDb {
  db: Kysely<Database>;
  kind: "sqlite" | "postgres";
  /** Where the data lives, for logs (no password). */
  location: string;
}

export function openDatabase(opts: DbOptions): OpenedDb {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on("error", () => undefined);
    const url = new URL(opts.databaseUrl);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      kind: "postgres",
      location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const file = path.join(opts.dataDir, "mittimitra.db");
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), kind: "sqlite", location: file };
}
