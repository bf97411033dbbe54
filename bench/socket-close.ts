// How soon an agent's chat socket closes after an admin disables the account or changes its role (issue 27), on the
// instance that made the change and on another instance of the same PostgreSQL database (the sessions-ended event
// crosses instances through LISTEN/NOTIFY). Each round signs a colleague in, opens an agent socket on each instance
// (in process, app.injectWS: no network between the socket and its server, so the figure is the server's own path:
// the change's commit, the event, the close), makes the change through instance A and times each socket's 4401 from
// the moment the change's answer arrived (0 when it had closed before the answer). `npm run bench -- socket-close`
// (needs TEST_DATABASE_URL).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { AUTH_API } from "../src/shared/schemas/auth.ts";
import { createPostgresDatabase } from "../src/server/test-support/test-app.ts";
import { openChatSocket, signInAgent, type Agent } from "../src/server/routes/chat-test-support.ts";

export interface SocketCloseRow {
  change: "disable" | "role";
  instance: "same" | "other";
  ms: number[];
}

const SECRET = "a-shared-secret-for-both-instances-of-the-bench";

/** The moment `closed()` first holds, looked at every millisecond; a socket already closed counts as closed now. */
async function closedWithin(closed: () => boolean, timeoutMs: number): Promise<number> {
  const until = performance.now() + timeoutMs;
  while (!closed()) {
    if (performance.now() > until) throw new Error("the socket stayed open");
    await new Promise((r) => setTimeout(r, 1));
  }
  return performance.now();
}

export async function runSocketCloseBench(rounds: number, log: (line: string) => void): Promise<SocketCloseRow[]> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("socket-close needs TEST_DATABASE_URL (two instances share one PostgreSQL database)");
  const db = await createPostgresDatabase(base);
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "mm-bench-close-")));
  const apps: FastifyInstance[] = [];
  try {
    for (const dir of dirs) {
      const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dir, LOG_LEVEL: "silent", DATABASE_URL: db.url, JWT_SECRET: SECRET, SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000" });
      const app = await buildApp(config, {
        web: false,
        logger: false,
        chatTiming: { socketPingMs: 600_000, socketIdleMs: 600_000 },
        // Every socket comes from the one in-process address: its per-address limit would end the run.
        chatRateLimits: { socket: 10_000 },
      });
      await app.ready();
      apps.push(app);
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const owner = await signInAgent(a, "owner@example.in");
    const rows: SocketCloseRow[] = [];
    for (const change of ["disable", "role"] as const) {
      const same: number[] = [];
      const other: number[] = [];
      for (let i = 0; i < rounds; i++) {
        const colleague: Agent = await signInAgent(a, `${change}-${i}@example.in`, owner);
        const sockets = [await openChatSocket(a, { type: "auth", role: "agent", accessToken: colleague.accessToken }), await openChatSocket(b, { type: "auth", role: "agent", accessToken: colleague.accessToken })];
        const res = await a.inject({ method: "PATCH", url: AUTH_API.adminUser(colleague.id), headers: owner.headers, payload: change === "disable" ? { disabled: true } : { role: "editor" } });
        if (res.statusCode !== 200) throw new Error(`the ${change} answered ${res.statusCode}: ${res.body}`);
        const changed = performance.now();
        // Looked at every millisecond (the test helpers' waitFor looks every 20 ms: too coarse for this figure).
        const closedAt = await Promise.all(sockets.map((s) => closedWithin(() => s.closed?.code === 4401, 10_000)));
        same.push(closedAt[0]! - changed);
        other.push(closedAt[1]! - changed);
      }
      log(`socket-close ${change}: done ${rounds} rounds`);
      rows.push({ change, instance: "same", ms: same }, { change, instance: "other", ms: other });
    }
    return rows;
  } finally {
    for (const app of apps) await app.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    await db.drop();
  }
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export function socketCloseTable(rows: SocketCloseRow[], rounds: number): string[] {
  const out = [`Agent socket closed (4401) after the answer to the change, ${rounds} rounds, two instances on PostgreSQL, in process:`, "", "| change | socket on | median ms | p90 ms | max ms |", "|---|---|---:|---:|---:|"];
  for (const r of rows) {
    const sorted = [...r.ms].sort((x, y) => x - y);
    out.push(`| ${r.change === "disable" ? "account disabled" : "role changed"} | ${r.instance === "same" ? "the same instance" : "the other instance"} | ${quantile(sorted, 0.5).toFixed(1)} | ${quantile(sorted, 0.9).toFixed(1)} | ${sorted.at(-1)!.toFixed(1)} |`);
  }
  return out;
}
