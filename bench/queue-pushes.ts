// What a burst of takes costs while thousands of visitors wait (issue 16), in process on SQLite: queue reads, `queue`
// frames, CPU and the event loop's worst delay, with a socket watching every waiting chat (pushes) and with widgets
// polling quiet waiting chats (polls). Every socket's last frame is checked against its chat's place once the burst
// has settled. Run with `npx tsx bench/queue-pushes.ts` (BENCH_QUEUE_CHATS, BENCH_QUEUE_TAKES); it only uses what the
// app exposed before the queue was coalesced, so the same file measures an older checkout too (copy
// src/server/test-support/chat-rows.ts with it: it imports only types, so it runs on any checkout).
import os from "node:os";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { createTestApp } from "../src/server/test-support/test-app.ts";
import { sessionRow } from "../src/server/test-support/chat-rows.ts";
import { newVisitorToken } from "../src/server/services/chat/visitor-token.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface QueueBenchRow {
  name: string;
  waiting: number;
  takes: number;
  /** Wall time of the burst, seconds, and takes a second through it. */
  seconds: number;
  takesPerSecond: number;
  reads: number;
  /** Queue frames sent during the burst and the settling after it, per waiting socket. */
  framesPerSocket: number;
  /** CPU of this process over the burst and the settling, ms. */
  cpuMs: number;
  /** The event loop's worst delay during the burst, ms. */
  maxDelayMs: number;
  /** Sockets whose last frame is not their chat's place once settled (must be 0). */
  wrong: number;
}

async function world(waiting: number) {
  const t = await createTestApp("sqlite");
  const { app } = t;
  const credentials = { email: "agent@bench.example.in", password: "mitti-ki-sehat-bench" };
  await app.inject({ method: "POST", url: AUTH_API.setup, payload: credentials });
  const session = (await app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: credentials })).json<AuthSession>();
  const agentId = session.user.id;
  await app.chat.setPresence(agentId, "online");
  // Seeding only: the waiting chats go straight into the table, without a disk sync per row.
  await sql`pragma synchronous = off`.execute(app.db);
  const start = Date.now() - waiting * 10;
  const chats = Array.from({ length: waiting }, (_, i) => ({ id: randomUUID(), ...newVisitorToken(), createdAt: new Date(start + i * 10).toISOString() }));
  for (let i = 0; i < chats.length; i += 500) {
    await app.db
      .insertInto("chat_sessions")
      .values(
        chats.slice(i, i + 500).map((c, j) =>
          sessionRow({
            id: c.id,
            user_name: `Visitor ${i + j}`,
            user_email: `v${i + j}@bench.example.in`,
            visitor_token_hash: c.hash,
            created_at: c.createdAt,
            updated_at: c.createdAt,
          }),
        ),
      )
      .execute();
  }
  await sql`pragma synchronous = full`.execute(app.db);
  let reads = 0;
  const read = app.chat.queuePositions.bind(app.chat);
  app.chat.queuePositions = () => {
    reads++;
    return read();
  };
  return { t, app, agentId, chats, reads: () => reads };
}

/** Takes the first `takes` chats, 8 at a time (as the chat benchmark does), and measures what the queue costs. */
async function burst(w: Awaited<ReturnType<typeof world>>, name: string, takes: number, during: () => void): Promise<Omit<QueueBenchRow, "framesPerSocket" | "wrong">> {
  // The loop's longest turn: a 10 ms ticker's worst lateness (with better-sqlite3 a burst can run as promise callbacks
  // alone and never let the loop turn).
  let lastTick = performance.now();
  let worst = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - lastTick - 10);
    lastTick = now;
  }, 10);
  const reads0 = w.reads();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < takes) {
        await w.app.chat.take(w.chats[next++]!.id, w.agentId);
        during();
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  await sleep(50);
  clearInterval(ticker);
  // Settling: the last read and every held frame.
  await sleep(6000);
  const cpu = process.cpuUsage(cpu0);
  return { name, waiting: w.chats.length, takes, seconds, takesPerSecond: takes / seconds, reads: w.reads() - reads0, cpuMs: (cpu.user + cpu.system) / 1000, maxDelayMs: worst };
}

/** A socket watching every waiting chat; the frame is built as socket-hub builds it. */
export async function pushBench(waiting: number, takes: number): Promise<QueueBenchRow> {
  const w = await world(waiting);
  try {
    const last = new Map<string, number>();
    let frames = 0;
    for (const c of w.chats) {
      w.app.chatQueue.watch(c.id, (queuePosition) => {
        JSON.stringify({ type: "queue", sessionId: c.id, queuePosition });
        last.set(c.id, queuePosition);
        frames++;
      });
    }
    await sleep(3000);
    const before = frames;
    const row = await burst(w, "pushes: a socket per waiting chat", takes, () => undefined);
    const wrong = w.chats.slice(takes).filter((c, i) => last.get(c.id) !== i + 1).length;
    return { ...row, framesPerSocket: (frames - before) / (waiting - takes), wrong };
  } finally {
    await w.t.close();
  }
}

/** Widgets polling quiet waiting chats: after each take, 20 polls of chats further back, all at once. */
export async function pollBench(waiting: number, takes: number): Promise<QueueBenchRow> {
  const w = await world(waiting);
  try {
    // One read of each chat fills the poll memory; the polls after it are quiet.
    for (const c of w.chats) await w.app.chat.visitorPoll(c.id, c.token, {});
    let n = 0;
    const polls: Promise<unknown>[] = [];
    const row = await burst(w, "polls: 20 quiet polls after each take", takes, () => {
      for (let i = 0; i < 20; i++) {
        const c = w.chats[takes + ((n++ * 7919) % (waiting - takes))]!;
        polls.push(w.app.chat.visitorPoll(c.id, c.token, {}));
      }
    });
    await Promise.all(polls);
    return { ...row, framesPerSocket: 0, wrong: 0 };
  } finally {
    await w.t.close();
  }
}

const fmt = (n: number, d = 1) => n.toFixed(d);

export function queueTable(rows: QueueBenchRow[], loadAtStart: string): string[] {
  return [
    `A burst of takes with visitors waiting, in process on SQLite (takes 8 at a time), load average ${loadAtStart}`,
    "| case | waiting | takes | takes/s | queue reads | frames per socket | CPU ms | worst event-loop delay ms | wrong last place |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.waiting.toLocaleString("en-US")} | ${r.takes} | ${fmt(r.takesPerSecond, 0)} | ${r.reads} | ${fmt(r.framesPerSocket, 2)} | ${fmt(r.cpuMs, 0)} | ${fmt(r.maxDelayMs, 0)} | ${r.wrong} |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");
  const start = load();
  const waiting = Number(process.env.BENCH_QUEUE_CHATS ?? 10_000);
  const takes = Number(process.env.BENCH_QUEUE_TAKES ?? 200);
  const rows = [await pushBench(waiting, takes), await pollBench(waiting, takes)];
  console.log(queueTable(rows, start).join("\n"));
  console.log(`load average at the end: ${load()}`);
  process.exit(0);
}
