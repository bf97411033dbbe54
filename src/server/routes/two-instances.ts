// Two app instances on one PostgreSQL database for the chat tests that cross instances: A is a test app (it makes the
// database), B a second app on the same database and signing secret, with an agent signed in and online through A.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { CHAT_API } from "../../shared/schemas/chat.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { signInAgent, type Agent } from "./chat-test-support.ts";

const SECRET = "a-shared-secret-for-both-instances-of-the-app";

export interface TwoInstances {
  a: TestApp;
  b: FastifyInstance;
  agent: Agent;
}

/** Sets up the two instances before the describe block's tests and closes them after; read the fields inside tests. */
export function twoInstancesOnPostgres(): TwoInstances {
  const both = {} as TwoInstances;
  let dataDirB: string;
  beforeAll(async () => {
    both.a = await createTestApp("postgres", { JWT_SECRET: SECRET });
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), "mm-api-b-"));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDirB, LOG_LEVEL: "silent", DATABASE_URL: both.a.config.databaseUrl!, JWT_SECRET: SECRET });
    both.b = await buildApp(config, { web: false, logger: false });
    await both.b.ready();
    both.agent = await signInAgent(both.a.app, "meera@example.in");
    await both.a.app.inject({ method: "PUT", url: CHAT_API.presence, headers: both.agent.headers, payload: { online: true } });
  });
  afterAll(async () => {
    await both.b?.close();
    await both.a?.close();
    if (dataDirB) fs.rmSync(dataDirB, { recursive: true, force: true });
  });
  return both;
}
