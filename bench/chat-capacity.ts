// Chat capacity levers of issue 16, measured in process so that a busy machine sways them least: each lever's before
// and after run side by side, interleaved, in one process. Fan-out: µs per published message (synchronous work) with
// 1,000 and 10,000 sockets open. Polls: CPU per widget poll of a quiet chat through the whole route (app.inject, no
// TCP), read from the database (before) and answered from memory (after), and what 5,000 widgets polling every 2 s
// then cost. Agent messages a second: one commit per message against group commit, each both in process (app.inject)
// and over real HTTP from another process (the same app listening on a port; bench/send-load-worker.mjs). Run alone
// with `npx tsx bench/chat-capacity.ts` (`… send` for the agent messages only); `npm run bench -- chat` prints it too.
import { spawn } from "node:child_process";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { CHAT_API, CHAT_LIMITS, type ChatMessage, type VisitorMessagesResponse } from "../src/shared/schemas/chat.ts";
import { AUTH_API, type AuthSession } from "../src/shared/schemas/auth.ts";
import { createTestApp, type DbKind, type TestApp } from "../src/server/test-support/test-app.ts";
import { LocalBus, type ChatEvent } from "../src/server/services/chat/event-bus.ts";
import { SocketIndex } from "../src/server/services/chat/socket-index.ts";
import { visibleEvent } from "../src/server/services/chat/socket-hub.ts";

type Viewer = Parameters<typeof visibleEvent>[0];

export interface FanoutRow {
  sockets: number;
  agents: number;
  /** µs per published message, median of the rounds: one listener per socket (before) and the index (after). */
  perSocketUs: number;
  indexUs: number;
  /** Frames the sockets received per message (2: the visitor and its agent), the same for both. */
  framesPerMessage: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A world of `visitors` chats, each held by one of `agents` agents, every socket sending into a counter. */
function world(visitors: number, agents: number) {
  const agentIds = Array.from({ length: agents }, () => randomUUID());
  const chats = Array.from({ length: visitors }, (_, i) => ({ sessionId: randomUUID(), agentId: agentIds[i % agents]! }));
  const viewers: Viewer[] = [
    ...chats.map((c): Viewer => ({ role: "visitor", sessionId: c.sessionId })),
    ...agentIds.map((agentId): Viewer => ({ role: "agent", agentId, familyId: "x", accessToken: "x" })),
  ];
  return { chats, viewers };
}

const messageEvent = (c: { sessionId: string; agentId: string }, i: number): ChatEvent => ({
  kind: "message",
  sessionId: c.sessionId,
  agentId: c.agentId,
  message: { id: randomUUID(), message: `Namaste ${i}, when will my soil report be ready?`, sender_type: "user", sender_name: "Visitor", created_at: new Date().toISOString() },
});

/** µs per message over `events`, and frames sent per message, for one way of fanning out. */
function fanoutRound(how: "per-socket" | "index", visitors: number, agents: number, events: number): { us: number; frames: number } {
  const bus = new LocalBus();
  const { chats, viewers } = world(visitors, agents);
  let frames = 0;
  const send = (json: string) => {
    if (json.length > 0) frames++;
  };
  if (how === "per-socket") {
    // As socket-hub did before issue 16: every socket's own listener tests every event.
    for (const v of viewers) {
      bus.subscribe((event) => {
        const frame = visibleEvent(v, event);
        if (frame) send(JSON.stringify(frame));
      });
    }
  } else {
    const index = new SocketIndex<Viewer>(bus, visibleEvent);
    for (const v of viewers) index.add(v, send);
  }
  const list = Array.from({ length: events }, (_, i) => messageEvent(chats[(i * 7919) % chats.length]!, i));
  const t0 = performance.now();
  for (const e of list) void bus.publish(e);
  const us = ((performance.now() - t0) * 1000) / events;
  void bus.close();
  return { us, frames: frames / events };
}

export function runFanoutBench(sizes = [1000, 10_000], agents = 20, rounds = 7): FanoutRow[] {
  return sizes.map((visitors) => {
    const events = visitors >= 10_000 ? 500 : 2000;
    // Warm both paths up, then interleave the rounds so that both see the same machine.
    fanoutRound("per-socket", visitors, agents, 200);
    fanoutRound("index", visitors, agents, 200);
    const before: number[] = [];
    const after: number[] = [];
    let frames = 0;
    for (let r = 0; r < rounds; r++) {
      before.push(fanoutRound("per-socket", visitors, agents, events).us);
      const a = fanoutRound("index", visitors, agents, events);
      after.push(a.us);
      frames = a.frames;
    }
    return { sockets: visitors + agents, agents, perSocketUs: median(before), indexUs: median(after), framesPerMessage: frames };
  });
}

// ---- polls ----

export interface PollRow {
  kind: DbKind;
  chats: number;
  /** µs of this process's CPU per visitor poll that finds nothing new (median of the rounds). */
  readUs: number;
  memoryUs: number;
  /** The same for a console's poll of one of its chats (its presence check, a conditional UPDATE, runs in both). */
  agentReadUs: number;
  agentMemoryUs: number;
}

/** CPU µs per call of `poll` over `items`, all at once (as concurrent widgets would be). */
async function cpuPerPoll<T>(items: T[], poll: (item: T) => Promise<void>): Promise<number> {
  const c0 = process.cpuUsage();
  await Promise.all(items.map(poll));
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / items.length;
}

/**
 * `chats` active chats held by one agent on a test app; each round polls every chat once from its last message, as a
 * widget (and then a console) on a quiet chat does, with the memory switched off (every poll reads, as before issue
 * 16) and on, interleaved. Each chat polls from its own address, within the per-address limit.
 */
export async function runPollBench(kind: DbKind, chats = 1000, rounds = 5): Promise<PollRow> {
  const t = await createTestApp(kind);
  try {
    const { app } = t;
    const credentials = { email: "agent@bench.example.in", password: "mitti-ki-sehat-bench" };
    await app.inject({ method: "POST", url: AUTH_API.setup, payload: credentials });
    const session = (await app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: credentials })).json<AuthSession>();
    const agent = { id: session.user.id, headers: { authorization: `Bearer ${session.access_token}` } };
    await app.chat.setPresence(agent.id, "online");
    // Seeding only: without a disk sync per commit, the thousands of starts and takes take seconds, not minutes.
    if (kind === "sqlite") await sql`pragma synchronous = off`.execute(app.db);
    const list: { id: string; token: string; from: string; last: ChatMessage }[] = [];
    for (let i = 0; i < chats; i++) {
      // Seeding can outlast the presence grace period on a busy machine: the agent's console would be renewing it.
      await app.chat.touchPresence(agent.id);
      const c = await app.chat.createSession({ userName: `Visitor ${i}`, userEmail: `v${i}@bench.example.in`, userType: "farmer" });
      await app.chat.take(c.sessionId, agent.id);
      const last = (await app.chat.messages(c.sessionId, {})).at(-1)!;
      list.push({ id: c.sessionId, token: c.visitorToken, from: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}`, last });
    }
    if (kind === "sqlite") await sql`pragma synchronous = full`.execute(app.db);
    const cursor = (m: ChatMessage) => `?${new URLSearchParams({ since: m.created_at, afterId: m.id })}`;
    const visitor = async (c: (typeof list)[number]) => {
      const res = await app.inject({ method: "GET", url: `${CHAT_API.visitorMessages(c.id)}${cursor(c.last)}`, headers: { authorization: `Bearer ${c.token}` }, remoteAddress: c.from });
      if (res.statusCode !== 200 || res.json<VisitorMessagesResponse>().messages.length) throw new Error(`a quiet poll answered ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    const console_ = async (c: (typeof list)[number]) => {
      const res = await app.inject({ method: "GET", url: `${CHAT_API.agentMessages(c.id)}${cursor(c.last)}`, headers: agent.headers, remoteAddress: "10.250.0.1" });
      if (res.statusCode !== 200) throw new Error(`a console poll answered ${res.statusCode}`);
    };
    // Before: the memory answers nothing and keeps nothing.
    const polls = app.chat.polls;
    const on = { quiet: polls.quiet.bind(polls), begin: polls.begin.bind(polls) };
    const memory = (enabled: boolean) => {
      polls.quiet = enabled ? on.quiet : () => null;
      polls.begin = enabled ? on.begin : () => () => undefined;
      if (!enabled) polls.clear();
    };
    const r = { read: [] as number[], memory: [] as number[], agentRead: [] as number[], agentMemory: [] as number[] };
    // Warm-up: one read of each chat fills the memory (and JIT-compiles both paths).
    await cpuPerPoll(list, visitor);
    for (let i = 0; i < rounds; i++) {
      memory(false);
      r.read.push(await cpuPerPoll(list, visitor));
      r.agentRead.push(await cpuPerPoll(list, console_));
      memory(true);
      await cpuPerPoll(list, visitor); // fills the memory after the round without it
      r.memory.push(await cpuPerPoll(list, visitor));
      r.agentMemory.push(await cpuPerPoll(list, console_));
    }
    return { kind, chats, readUs: median(r.read), memoryUs: median(r.memory), agentReadUs: median(r.agentRead), agentMemoryUs: median(r.agentMemory) };
  } finally {
    await t.close();
  }
}

export function pollTable(rows: PollRow[], loadAtStart: string): string[] {
  const widgets = 5000;
  const perSecond = widgets / (CHAT_LIMITS.widgetPollMs / 1000);
  return [
    `Polls of a quiet chat through the whole route in process (app.inject, no TCP), µs of CPU per poll, median of 5 interleaved rounds, load average ${loadAtStart}`,
    `| database | chats | widget poll: read (before) | from memory (after) | before / after | ${widgets.toLocaleString("en-US")} widgets every ${CHAT_LIMITS.widgetPollMs / 1000} s, % of one core: before → after | console poll: before → after |`,
    "|---|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.chats.toLocaleString("en-US")} | ${fmt(r.readUs, 0)} | ${fmt(r.memoryUs, 0)} | ${fmt(r.readUs / r.memoryUs, 1)}× | ${fmt((perSecond * r.readUs) / 1e4, 0)} → ${fmt((perSecond * r.memoryUs) / 1e4, 0)} | ${fmt(r.agentReadUs, 0)} → ${fmt(r.agentMemoryUs, 0)} |`,
    ),
  ];
}

// ---- agent messages a second ----

/**
 * How the bench's agent messages reach the app: `inject`, through the whole route in this process (app.inject: no
 * TCP, no HTTP parsing); `http`, over real HTTP to the same app listening on 127.0.0.1, from another process
 * (bench/send-load-worker.mjs: node:http, keep-alive connections, one per sender).
 */
export type SendPath = "inject" | "http";
export const SEND_PATHS: readonly SendPath[] = ["inject", "http"];

/** One way of committing, over the rounds: medians of each round's figures. */
export interface SendFigures {
  perSecond: number;
  p50: number;
  /** The 99th percentile; the maximum when a round had fewer than 100 answers (then `p99IsMax`). */
  p99: number;
  /** Answers in the smallest round. */
  samples: number;
  p99IsMax: boolean;
  /** Over HTTP: CPU of the server's process (this one) and of the senders' process, % of one core. */
  cpu?: { server: number; senders: number };
}

export interface SendRow {
  kind: DbKind;
  concurrency: number;
  path: SendPath;
  /** Each message its own transaction and commit (as before issue 16's group commit). */
  each: SendFigures;
  /** Messages that arrive together are written as one group (message-batch.ts), and how many a group held. */
  grouped: SendFigures & { meanGroup: number };
  /** 1-minute load average when this row's rounds started. */
  load: string;
}

/** What the bench's test app is set up with: agents signed in and chats they hold. */
interface SendWorld {
  chats: { id: string; agent: { id: string; headers: { authorization: string } } }[];
  /** Where the app listens, for the over-HTTP path. */
  port?: number;
}

/** 20 agents signed in, online, holding 100 chats between them. */
async function sendWorld(app: TestApp["app"]): Promise<SendWorld> {
  const agents: { id: string; headers: { authorization: string } }[] = [];
  for (let n = 0; n < 20; n++) {
    const credentials = { email: `agent${n}@bench.example.in`, password: "mitti-ki-sehat-bench" };
    // Each agent signs in from its own address, within the per-address sign-in limit.
    const remoteAddress = `10.251.0.${n + 1}`;
    if (n === 0) await app.inject({ method: "POST", url: AUTH_API.setup, payload: credentials, remoteAddress });
    else await app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: agents[0]!.headers, payload: credentials, remoteAddress });
    const s = (await app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: credentials, remoteAddress })).json<AuthSession>();
    agents.push({ id: s.user.id, headers: { authorization: `Bearer ${s.access_token}` } });
    await app.chat.setPresence(s.user.id, "online");
  }
  const chats: SendWorld["chats"] = [];
  for (let i = 0; i < 100; i++) {
    await app.chat.touchPresence(agents[0]!.id);
    const c = await app.chat.createSession({ userName: `Visitor ${i}`, userEmail: `v${i}@bench.example.in`, userType: "farmer" });
    const agent = agents[i % agents.length]!;
    await app.chat.take(c.sessionId, agent.id);
    chats.push({ id: c.sessionId, agent });
  }
  return { chats };
}

/** p50 and p99 of a round's answer times; with fewer than 100 answers the "p99" is the maximum, and says so. */
function figures(latencies: number[], elapsedSeconds: number): SendFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { perSecond: latencies.length / elapsedSeconds, p50: q(0.5), p99: q(0.99), samples: sorted.length, p99IsMax: sorted.length < 100 };
}

/** `concurrency` senders in this process, each sending its next agent message through app.inject as soon as the last is answered, for `seconds`. */
async function injectRound(app: TestApp["app"], world: SendWorld, concurrency: number, seconds: number): Promise<SendFigures> {
  const latencies: number[] = [];
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const chat = world.chats[n++ % world.chats.length]!;
        const sent = performance.now();
        const res = await app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.id), headers: chat.agent.headers, payload: { message: `Reply ${n}: your report is ready`, clientId: randomUUID() } });
        if (res.statusCode !== 201) throw new Error(`an agent message answered ${res.statusCode} ${res.body.slice(0, 200)}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  return figures(latencies, (performance.now() - t0) / 1000);
}

/** The same senders over HTTP from another process (bench/send-load-worker.mjs), against the app listening on `world.port`. */
async function httpRound(world: SendWorld, concurrency: number, seconds: number): Promise<SendFigures> {
  const orders = { port: world.port, concurrency, seconds, chats: world.chats.map((c) => ({ path: CHAT_API.agentMessages(c.id), authorization: c.agent.headers.authorization })) };
  const child = spawn(process.execPath, [fileURLToPath(new URL("./send-load-worker.mjs", import.meta.url))], { stdio: ["pipe", "pipe", "inherit"] });
  let out = "";
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (chunk: string) => (out += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  // The server's CPU over the round (this process: the senders' work is in theirs).
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  child.stdin.end(JSON.stringify(orders));
  const code = await exited;
  const cpu = process.cpuUsage(cpu0);
  const wallMs = performance.now() - t0;
  if (code !== 0) throw new Error(`the HTTP load process exited with ${code}`);
  const result = JSON.parse(out) as { latencies: number[]; elapsedMs: number; cpuMs: number; statuses: Record<string, number>; error?: string };
  if (result.error) throw new Error(result.error);
  // The server idles while the senders' process starts, so its CPU is taken over the senders' own sending time.
  const serverCpuMs = (cpu.user + cpu.system) / 1000;
  return {
    ...figures(result.latencies, result.elapsedMs / 1000),
    cpu: { server: (100 * serverCpuMs) / Math.min(wallMs, result.elapsedMs + 50), senders: (100 * result.cpuMs) / result.elapsedMs },
  };
}

const sendRound = (app: TestApp["app"], world: SendWorld, path: SendPath, concurrency: number, seconds: number) =>
  path === "http" ? httpRound(world, concurrency, seconds) : injectRound(app, world, concurrency, seconds);

const medianOf = (rounds: SendFigures[]): SendFigures => ({
  perSecond: median(rounds.map((r) => r.perSecond)),
  p50: median(rounds.map((r) => r.p50)),
  p99: median(rounds.map((r) => r.p99)),
  samples: Math.min(...rounds.map((r) => r.samples)),
  p99IsMax: rounds.some((r) => r.p99IsMax),
  ...(rounds.every((r) => r.cpu) ? { cpu: { server: median(rounds.map((r) => r.cpu!.server)), senders: median(rounds.map((r) => r.cpu!.senders)) } } : {}),
});

/**
 * How many agent messages one instance stores a second, each acknowledged only once committed (`synchronous = FULL`
 * on SQLite), spread over 100 chats held by 20 agents, through each of `paths`: in process (app.inject) and over HTTP
 * from another process to the same app listening on a port. For each number of senders at once, `rounds` rounds of
 * `seconds` of each path with one commit per message and with group commit, interleaved (the order flips every round)
 * so that all of them see the same machine and the same growing database. No chat socket is open: the pushes to
 * sockets are not part of either path.
 */
export async function runSendBench(kind: DbKind, concurrencies = [32], seconds = 3, rounds = 3, paths: readonly SendPath[] = SEND_PATHS): Promise<SendRow[]> {
  const t = await createTestApp(kind);
  const grouping = t.app.chat.groupCommit;
  try {
    const { app } = t;
    const world = await sendWorld(app);
    if (paths.includes("http")) world.port = Number(new URL(await app.listen({ host: "127.0.0.1", port: 0 })).port);
    // Warm-up (JIT, statement cache, pool, the HTTP server's connections), every way.
    for (const path of paths) {
      for (const grouped of [false, true]) {
        app.chat.groupCommit = grouped;
        await sendRound(app, world, path, concurrencies[0]!, 1);
      }
    }
    const rows: SendRow[] = [];
    for (const concurrency of concurrencies) {
      const loadAtStart = os.loadavg()[0]!.toFixed(1);
      const each = new Map<SendPath, SendFigures[]>(paths.map((p) => [p, []]));
      const grouped = new Map<SendPath, SendFigures[]>(paths.map((p) => [p, []]));
      const groups = new Map<SendPath, { works: number; groups: number }>(paths.map((p) => [p, { works: 0, groups: 0 }]));
      for (let r = 0; r < rounds; r++) {
        for (const path of r % 2 ? [...paths].reverse() : paths) {
          for (const on of r % 2 ? [true, false] : [false, true]) {
            app.chat.groupCommit = on;
            const stats0 = app.chat.messageCommitStats;
            (on ? grouped : each).get(path)!.push(await sendRound(app, world, path, concurrency, seconds));
            const stats = app.chat.messageCommitStats;
            if (on) {
              const g = groups.get(path)!;
              g.works += stats.works - stats0.works;
              g.groups += stats.groups - stats0.groups;
            }
          }
        }
      }
      for (const path of paths) {
        const g = groups.get(path)!;
        rows.push({ kind, concurrency, path, each: medianOf(each.get(path)!), grouped: { ...medianOf(grouped.get(path)!), meanGroup: g.works / Math.max(1, g.groups) }, load: loadAtStart });
      }
    }
    return rows;
  } finally {
    t.app.chat.groupCommit = grouping;
    await t.close();
  }
}

/** The target of issue 16: 2,000 agent messages a second with p99 ≤ 100 ms. */
const meetsTarget = (f: SendFigures) => f.perSecond >= 2000 && f.p99 <= 100;

const PATH_LABELS: Record<SendPath, string> = {
  inject: "in process (app.inject)",
  http: "over HTTP (other process)",
};

export function sendTable(rows: SendRow[], loadAtStart: string): string[] {
  const cells = (f: SendFigures) => `${fmt(f.perSecond, 0)}${meetsTarget(f) ? " ✓" : ""} | ${fmt(f.p50)} | ${fmt(f.p99)}${f.p99IsMax ? ` (max: ${f.samples} < 100 answers)` : ""}`;
  const lines = [
    `Agent messages stored a second by one instance, each committed before its 201: in process (app.inject: no TCP, no HTTP parsing) and over HTTP (the same app listening on 127.0.0.1, the senders in another process on keep-alive node:http connections) side by side; one commit per message and group commit; medians of interleaved rounds (✓: ≥ 2,000/s with p99 ≤ 100 ms; a p99 of fewer than 100 answers is their maximum and is marked so); no chat sockets open; load average ${loadAtStart}`,
    "| database | senders at once | path | one commit per message: messages/s | p50 ms | p99 ms | group commit: messages/s | p50 ms | p99 ms | messages per commit | grouped / each | load average |",
    "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.concurrency} | ${PATH_LABELS[r.path]} | ${cells(r.each)} | ${cells(r.grouped)} | ${fmt(r.grouped.meanGroup)} | ${fmt(r.grouped.perSecond / r.each.perSecond, 1)}× | ${r.load} |`,
    ),
  ];
  // Over HTTP against in process, group commit, per database and senders: what the network path costs.
  const pairs = rows.filter((r) => r.path === "http").flatMap((h) => {
    const i = rows.find((r) => r.path === "inject" && r.kind === h.kind && r.concurrency === h.concurrency);
    return i ? [`${h.kind} ${h.concurrency}: ${fmt(h.grouped.perSecond / i.grouped.perSecond, 2)}×`] : [];
  });
  if (pairs.length) lines.push(`Group commit over HTTP ÷ in process (messages/s): ${pairs.join(", ")}`);
  const cpu = rows.filter((r) => r.grouped.cpu).map((r) => `${r.kind} ${r.concurrency}: ${fmt(r.grouped.cpu!.server, 0)} % / ${fmt(r.grouped.cpu!.senders, 0)} %`);
  if (cpu.length) lines.push(`Over HTTP, group commit, CPU in % of one core (medians), the server's process / the senders' process (both on this machine's ${os.cpus().length} cores): ${cpu.join(", ")}`);
  return lines;
}

const fmt = (n: number, d = 1) => n.toFixed(d);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");

export function fanoutTable(rows: FanoutRow[], loadAtStart: string): string[] {
  return [
    `Chat fan-out in process, µs per published message (the bus's synchronous delivery to every socket's send, median of 7 interleaved rounds), load average ${loadAtStart}`,
    "| sockets (visitors + agents) | one listener per socket (before) | socket index (after) | before / after | frames per message |",
    "|---|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.sockets.toLocaleString("en-US")} (${r.agents} agents) | ${fmt(r.perSocketUs)} | ${fmt(r.indexUs, 2)} | ${fmt(r.perSocketUs / r.indexUs, 0)}× | ${fmt(r.framesPerMessage, 0)} |`),
  ];
}

/**
 * The send bench's senders at once (BENCH_SEND_CONCURRENCY, a comma-separated list), seconds per round
 * (BENCH_SEND_SECONDS), rounds of each way (BENCH_SEND_ROUNDS) and paths (BENCH_SEND_PATHS: inject, http or both,
 * the default).
 */
export function sendBenchOptions(env = process.env): [concurrencies: number[], seconds: number, rounds: number, paths: SendPath[]] {
  const paths = (env.BENCH_SEND_PATHS ?? SEND_PATHS.join(",")).split(",").map((p) => p.trim()) as SendPath[];
  const unknown = paths.filter((p) => !SEND_PATHS.includes(p));
  if (unknown.length) throw new Error(`BENCH_SEND_PATHS: unknown ${unknown.join(", ")}; use ${SEND_PATHS.join(", ")}`);
  return [(env.BENCH_SEND_CONCURRENCY ?? "32,64,96").split(",").map(Number), Number(env.BENCH_SEND_SECONDS ?? 3), Number(env.BENCH_SEND_ROUNDS ?? 3), paths];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `npx tsx bench/chat-capacity.ts send` runs the agent messages a second alone.
  const sendOnly = process.argv[2] === "send";
  const kinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];
  if (!sendOnly) {
    const start = load();
    console.log(fanoutTable(runFanoutBench(), start).join("\n"));
    const pollStart = load();
    const rows: PollRow[] = [];
    for (const kind of kinds) rows.push(await runPollBench(kind, Number(process.env.BENCH_POLL_CHATS ?? 1000)));
    console.log(`\n${pollTable(rows, pollStart).join("\n")}`);
  }
  const sendStart = load();
  const sends: SendRow[] = [];
  for (const kind of kinds) sends.push(...(await runSendBench(kind, ...sendBenchOptions())));
  console.log(`\n${sendTable(sends, sendStart).join("\n")}`);
  console.log(`load average at the end: ${load()}`);
  process.exit(0);
}
