// Builds the real app for API tests: SQLite in a fresh temp folder, or a fresh PostgreSQL database
// created beside TEST_DATABASE_URL and dropped afterwards. No database is mocked.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../app.ts";
import { loadConfig, type AppConfig } from "../config.ts";

export type DbKind = "sqlite" | "postgres";

/** The databases every API test runs against: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabases: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

/** A fresh database beside `base` (whose role may create databases), and a function that drops it. */
export async function createPostgresDatabase(base = process.env.TEST_DATABASE_URL!): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mm_t_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        // An autovacuum worker (run as the superuser) can be busy in the database, and FORCE may not end it: wait, retry.
        for (let attempt = 1; ; attempt++) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (err) {
            if (attempt >= 20) throw err;
            await new Promise((r) => setTimeout(r, 250));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

export async function createTestApp(
  kind: DbKind,
  env: Record<string, string> = {},
  opts: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-api-"));
  const pgDb = kind === "postgres" ? await createPostgresDatabase() : undefined;
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const app = await buildApp(config, { web: false, logger: false, ...opts });
  await app.ready();
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * More instances of a test app on its database (a second server, or the same one after a restart), closed together.
 * `closeAll` goes in an afterEach.
 */
export function appInstances(of: () => TestApp) {
  let apps: FastifyInstance[] = [];
  return {
    async another(): Promise<FastifyInstance> {
      const app = await buildApp(of().config, { web: false, logger: false });
      await app.ready();
      apps.push(app);
      return app;
    },
    async closeAll(): Promise<void> {
      await Promise.all(apps.map((a) => a.close()));
      apps = [];
    },
  };
}
