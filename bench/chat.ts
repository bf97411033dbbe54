// Live-chat benchmark (issue 9): production server processes, 1,000 visitor sockets and 10 agent sockets on loopback,
// every chat taken, messages at a steady rate both ways. Delivery time is from the moment the sender's POST leaves to
// the moment the other side's socket frame (or poll answer) holds the message; server CPU and RSS come from /proc.
// Every simulated visitor and agent has its own client address (X-Forwarded-For, with TRUST_PROXY), so each one gets
// the per-address rate limits a real visitor gets; all traffic stays on 127.0.0.1. Every loop is bounded.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { createPostgresDatabase } from "../src/server/test-support/test-app.ts";
import { AUTH_API } from "../src/shared/schemas/auth.ts";
import { CHAT_API, CHAT_LIMITS, type ChatMessage, type CreatedChatSession, type SocketEvent } from "../src/shared/schemas/chat-constants.ts";
import { freePort, type ServerProcess } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface ChatBenchOptions {
  visitors: number;
  agents: number;
  /** Messages per second in each direction (visitor → agent and agent → visitor). */
  rate: number;
  /** How long each traffic phase sends. */
  seconds: number;
  /** A production build (client/ and server/). */
  distDir: string;
  /** A PostgreSQL database for the two-instance run; without it that run is skipped. */
  databaseUrl?: string;
  /** Only the socket phases (issue 16's 10,000-socket run, where 10,000 widgets polling would be another test). */
  socketsOnly?: boolean;
  /** Which runs: one server on SQLite, two on PostgreSQL (needs `databaseUrl`), or both (the default). */
  instances?: "one" | "two" | "both";
}

export interface Delivery {
  sent: number;
  delivered: number;
  /** Sent (201) but never seen by the other side within the drain time. */
  lost: number;
  /** Seen more than once by the socket or poller that should see it once. */
  twice: number;
  /** Sends the server refused (not 201). */
  failed: number;
  p50: number;
  p99: number;
  max: number;
  /** How long the sender's POST took (until its 201), p50 and p99: the part of the delivery time spent storing. */
  sendP50: number;
  sendP99: number;
}

export interface PhaseResult {
  name: string;
  visitorToAgent: Delivery;
  agentToVisitor: Delivery;
  /** Server CPU over the phase, in % of one core (all server processes together). */
  cpuPercent: number;
  /** Highest resident memory of each server process during the phase, MB. */
  rssMb: number[];
  /** Requests per second the server answered during the phase (sends and polls). */
  requestsPerSecond: number;
  /**
   * This bench process's own event-loop delay over the phase, ms (p99 and max): it holds every simulated browser, so a
   * stall here delays the times it measures as much as one in the server would.
   */
  benchLoopDelayMs: { p99: number; max: number };
}

export interface ChatBenchResult {
  options: Omit<ChatBenchOptions, "distDir" | "databaseUrl">;
  /** Time to connect every socket and take every chat, seconds. */
  setupSeconds: number;
  /** RSS of the single server with every socket open and no traffic yet, MB. */
  idleRssMb: number;
  /** The server's JS heap in use (MB, the lowest of 8 readings) before the chats and with every socket open. */
  heapMb: { before: number; open: number };
  /** Heap in use per open socket, KB: (open - before) / sockets, the chats' sessions included. */
  heapPerSocketKb: number;
  /** The two-server run: setup time, each server's RSS with its half of the sockets open and its heap per socket. */
  twoInstances?: { setupSeconds: number; idleRssMb: number[]; heapPerSocketKb: number[] };
  phases: PhaseResult[];
  /** How busy the machine was (load average, and the share of time some task waited for a CPU), at start and end. */
  machine: { start: string; end: string };
}

// ---- the ws client (typed here: the package ships no types) ----

interface WsClient {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: "open", listener: () => void): this;
  on(event: "message", listener: (data: Buffer) => void): this;
  on(event: "close", listener: (code: number) => void): this;
  on(event: "error", listener: (err: Error) => void): this;
}
const WebSocket = createRequire(import.meta.url)("ws") as new (url: string, opts: { headers: Record<string, string> }) => WsClient;

// ---- server processes ----

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a server, once more if the first try fails (on a busy machine a plugin can miss Fastify's start timeout). */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerOnce(env).catch(() => startServerOnce(env));
}

/** `npm start`'s server (src/server/main.ts under tsx) on a free loopback port, in production mode. */
async function startServerOnce(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_NODE_FLAGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" or "--trace-gc") go to the server's node, for
  // finding where its time goes; NODE_OPTIONS refuses some of them.
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
  // BENCH_SERVER_CPUS (e.g. "0") pins the servers to those cores (taskset), so that "served by one core" is measured as
  // such and the load generator, run on the others (`taskset -c 1 npm run bench -- chat`), cannot take the server's share.
  const cpus = process.env.BENCH_SERVER_CPUS;
  const command = [process.execPath, ...flags, "--import", "tsx", path.join(root, "src/server/main.ts")];
  const child = spawn(cpus ? "taskset" : command[0]!, cpus ? ["-c", cpus, ...command] : command.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", TRUST_PROXY: "true", SITE_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const log = process.env.BENCH_SERVER_LOG; // every line the server writes, appended to this file when set
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-4000);
    if (log) fs.appendFileSync(log, b);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`the server stopped while starting:\n${output}`);
    if (Date.now() > until) throw new Error(`the server did not answer /healthz within 90 s:\n${output}`);
    const ok = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await sleep(250);
  }
  return {
    base,
    pid: child.pid!,
    stop: async () => {
      if (exited) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * The server's JS heap in use, MB, from its /metrics (prom-client's default metrics; loopback reads freely): the lowest
 * of 8 readings half a second apart, the nearest to what survives a collection without forcing one.
 */
async function heapUsedMb(base: string): Promise<number> {
  let lowest = Infinity;
  for (let i = 0; i < 8; i++) {
    const text = await (await fetch(`${base}/metrics`)).text();
    const used = Number(/^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(text)?.[1] ?? NaN);
    if (used > 0) lowest = Math.min(lowest, used);
    await sleep(500);
  }
  return Number.isFinite(lowest) ? lowest / 1024 / 1024 : 0;
}

const CLOCK_TICKS = 100; // USER_HZ on Linux
/** CPU seconds the process has used, from /proc/<pid>/stat (utime + stime). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}
/** Resident memory in MB, from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) / 1024;
}

// ---- clients ----

/** A made-up client address for the n-th simulated browser (10.x.y.z). */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${(n & 255) + 1}`;

let requests = 0;
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * Requests go through node:http on kept-alive connections rather than fetch: with fetch and an
 * `AbortSignal.timeout` per request, this process (which also holds every socket) paused for 200-400 ms in garbage
 * collection about once a run, and those pauses, not the server, made the tail of the delivery times.
 */
const keepAlive = new http.Agent({ keepAlive: true });
function call<T>(base: string, method: string, url: string, opts: { from: string; auth?: string; body?: unknown }): Promise<{ status: number; body: T }> {
  requests++;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${url}`, {
      method,
      agent: keepAlive,
      headers: {
        "x-forwarded-for": opts.from,
        ...(opts.auth ? { authorization: `Bearer ${opts.auth}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(body) }),
      },
    });
    // An answer that takes longer counts as a failure, so an overloaded server cannot hold a phase open for long.
    req.setTimeout(REQUEST_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString();
        try {
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
        } catch (err) {
          reject(err);
        }
      });
    });
    req.end(body);
  });
}

async function must<T>(p: Promise<{ status: number; body: T }>, what: string): Promise<T> {
  const res = await p;
  if (res.status >= 300) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

interface Socket {
  ws: WsClient;
  onEvent: (event: SocketEvent) => void;
  close: () => void;
}

/** Opens the chat socket, authenticates and resolves on `ready` (pinging as the server asks from then on). */
function openSocket(base: string, from: string, auth: unknown): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace("http", "ws")}${CHAT_API.socket}`, { headers: { "x-forwarded-for": from } });
    let ping: NodeJS.Timeout | undefined;
    const socket: Socket = {
      ws,
      onEvent: () => undefined,
      close: () => {
        clearInterval(ping);
        ws.close(1000);
      },
    };
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error("socket not ready within 30 s"));
    }, 30_000);
    ws.on("open", () => ws.send(JSON.stringify(auth)));
    ws.on("message", (data) => {
      const event = JSON.parse(data.toString()) as SocketEvent;
      if (event.type === "ready") {
        clearTimeout(timer);
        const every = (event as { pingMs?: number }).pingMs ?? 15_000;
        ping = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: "ping" })), every);
        resolve(socket);
      } else if (event.type === "error") {
        clearTimeout(timer);
        reject(new Error(`socket refused: ${event.message}`));
      } else socket.onEvent(event);
    });
    ws.on("close", () => clearInterval(ping));
    ws.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

interface Agent {
  n: number;
  from: string;
  token: string;
  base: string;
  chats: Chat[];
  socket?: Socket;
}

interface Chat {
  n: number;
  from: string;
  session: CreatedChatSession;
  base: string;
  agent?: Agent;
  socket?: Socket;
}

/** The p-quantile of sorted numbers (0 for none). */
const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Counts deliveries of one phase: which text was sent when, and who has seen it. */
class Tracker {
  private readonly sentAt = new Map<string, number>();
  private readonly seen = new Map<string, number>();
  private readonly latencies = new Map<string, number[]>([
    ["v2a", []],
    ["a2v", []],
  ]);
  private readonly twice = new Map<string, number>([
    ["v2a", 0],
    ["a2v", 0],
  ]);
  readonly failed = new Map<string, number>([
    ["v2a", 0],
    ["a2v", 0],
  ]);
  private readonly sendTimes = new Map<string, number[]>([
    ["v2a", []],
    ["a2v", []],
  ]);

  constructor(readonly tag: string) {}

  text(direction: "v2a" | "a2v", n: number): string {
    return `${this.tag}:${direction}:${n} Namaste, when will my soil report be ready?`;
  }

  sending(text: string): void {
    this.sentAt.set(text, performance.now());
  }

  refused(text: string): void {
    this.sentAt.delete(text);
    const d = text.split(":")[1]!;
    this.failed.set(d, this.failed.get(d)! + 1);
  }

  accepted(text: string): void {
    const t0 = this.sentAt.get(text);
    if (t0 !== undefined) this.sendTimes.get(text.split(":")[1]!)!.push(performance.now() - t0);
  }

  /** A message seen by `side`; only the other side's messages of this phase count. */
  received(side: "visitor" | "agent", message: ChatMessage): void {
    const [tag, d] = message.message.split(":");
    if (tag !== this.tag || d !== (side === "agent" ? "v2a" : "a2v")) return;
    const t0 = this.sentAt.get(message.message);
    if (t0 === undefined) return;
    const times = (this.seen.get(message.message) ?? 0) + 1;
    this.seen.set(message.message, times);
    if (times > 1) this.twice.set(d, this.twice.get(d)! + 1);
    else this.latencies.get(d)!.push(performance.now() - t0);
  }

  pending(): number {
    return [...this.sentAt.keys()].filter((t) => !this.seen.has(t)).length;
  }

  result(d: "v2a" | "a2v"): Delivery {
    const l = [...this.latencies.get(d)!].sort((a, b) => a - b);
    const sends = [...this.sendTimes.get(d)!].sort((a, b) => a - b);
    const sent = sends.length;
    return {
      sent,
      delivered: l.length,
      lost: sent - l.length,
      twice: this.twice.get(d)!,
      failed: this.failed.get(d)!,
      p50: quantile(l, 0.5),
      p99: quantile(l, 0.99),
      max: l.at(-1) ?? 0,
      sendP50: quantile(sends, 0.5),
      sendP99: quantile(sends, 0.99),
    };
  }
}

// ---- the world: agents online, chats started and taken, sockets open ----

interface World {
  agents: Agent[];
  chats: Chat[];
}

/**
 * Where each side connects: visitor n to `visitors[n % length]`, agent k to `agents[k % length]`, and chat n is taken by
 * an agent whose index has the same remainder, so with visitors [A, B] and agents [B, A] every chat's visitor and agent
 * are on different servers, half the sockets on each.
 */
interface Placement {
  visitors: string[];
  agents: string[];
}

async function prepare(place: Placement, opts: ChatBenchOptions): Promise<World> {
  if (opts.agents < place.agents.length) throw new Error(`at least ${place.agents.length} agents are needed, one on each server`);
  const credentials = (n: number) => ({ email: `agent${n}@bench.example.in`, password: "mitti-ki-sehat-bench" });
  const sides = place.agents.length;
  await must(call(place.agents[0]!, "POST", AUTH_API.setup, { from: "10.250.0.1", body: credentials(0) }), "setup");
  const agents: Agent[] = [];
  for (let n = 0; n < opts.agents; n++) {
    const from = `10.250.1.${n + 1}`;
    const base = place.agents[n % sides]!;
    if (n > 0) await must(call(base, "POST", AUTH_API.adminUsers, { from, auth: agents[0]!.token, body: credentials(n) }), "add agent");
    const session = await must(call<{ access_token: string }>(base, "POST", `${AUTH_API.token}?grant_type=password`, { from, body: credentials(n) }), "sign in");
    const agent: Agent = { n, from, token: session.access_token, base, chats: [] };
    await must(call(base, "PUT", CHAT_API.presence, { from, auth: agent.token, body: { online: true } }), "go online");
    agents.push(agent);
  }
  const chats: Chat[] = Array.from({ length: opts.visitors }, (_, n) => ({ n, from: address(n), base: place.visitors[n % place.visitors.length]!, session: null as unknown as CreatedChatSession }));
  // Starting 10,000 chats takes longer than the presence grace period, and the agents' sockets open only after them:
  // each agent makes a console request every 10 s meanwhile, as an open console does, so it stays online.
  const keepOnline = setInterval(() => {
    for (const agent of agents) void call(agent.base, "GET", CHAT_API.presence, { from: agent.from, auth: agent.token }).catch(() => undefined);
  }, 10_000);
  try {
    await startChats(chats);
    await openSockets({ agents, chats });
  } finally {
    clearInterval(keepOnline);
  }
  const bySide = Array.from({ length: sides }, (_, side) => agents.filter((a) => a.n % sides === side));
  await pool(chats, 8, async (chat) => {
    const mine = bySide[chat.n % sides]!;
    const agent = mine[Math.floor(chat.n / sides) % mine.length]!;
    await must(call(agent.base, "POST", CHAT_API.take(chat.session.sessionId), { from: agent.from, auth: agent.token }), "take");
    chat.agent = agent;
    agent.chats.push(chat);
  });
  return { agents, chats };
}

async function startChats(chats: Chat[]): Promise<void> {
  await pool(chats, 16, async (chat) => {
    chat.session = await must(
      call<CreatedChatSession>(chat.base, "POST", CHAT_API.sessions, { from: chat.from, body: { userName: `Visitor ${chat.n}`, userEmail: `visitor${chat.n}@bench.example.in`, userType: "farmer" } }),
      "start chat",
    );
    if (!chat.session.hasAgent) throw new Error("no agent was online when a chat started");
  });
}

async function openSockets(world: World): Promise<void> {
  for (const agent of world.agents) agent.socket = await openSocket(agent.base, agent.from, { type: "auth", role: "agent", accessToken: agent.token });
  await pool(world.chats, 32, async (chat) => {
    chat.socket = await openSocket(chat.base, chat.from, { type: "auth", role: "visitor", sessionId: chat.session.sessionId, token: chat.session.visitorToken });
  });
}

function closeSockets(world: World, who: "visitors" | "everyone"): void {
  for (const c of world.chats) c.socket?.close();
  for (const c of world.chats) c.socket = undefined;
  if (who === "visitors") return;
  for (const a of world.agents) a.socket?.close();
  for (const a of world.agents) a.socket = undefined;
}

/** Sends `rate` messages a second each way for `seconds`, round-robin over the chats, then waits for stragglers. */
async function traffic(world: World, tracker: Tracker, opts: ChatBenchOptions): Promise<void> {
  const total = Math.round(opts.rate * opts.seconds);
  const inFlight = new Set<Promise<void>>();
  const send = (direction: "v2a" | "a2v", n: number) => {
    const chat = world.chats[(direction === "v2a" ? n : n + Math.floor(world.chats.length / 2)) % world.chats.length]!;
    const text = tracker.text(direction, n);
    const id = chat.session.sessionId;
    tracker.sending(text);
    const req =
      direction === "v2a"
        ? call(chat.base, "POST", CHAT_API.visitorMessages(id), { from: chat.from, auth: chat.session.visitorToken, body: { message: text, clientId: randomUUID() } })
        : call(chat.agent!.base, "POST", CHAT_API.agentMessages(id), { from: chat.agent!.from, auth: chat.agent!.token, body: { message: text, clientId: randomUUID() } });
    const p = req.then(
      (res) => (res.status === 201 ? tracker.accepted(text) : tracker.refused(text)),
      () => tracker.refused(text),
    );
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const start = performance.now();
  let sent = 0;
  while (sent < total && performance.now() - start < opts.seconds * 1000 + 10_000) {
    const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * opts.rate) + 1);
    for (; sent < due; sent++) {
      send("v2a", sent);
      send("a2v", sent);
    }
    await sleep(5);
  }
  await Promise.all(inFlight);
}

/** Waits (at most `ms`) until every accepted message of the phase has been seen. */
async function drain(tracker: Tracker, ms: number): Promise<void> {
  const until = performance.now() + ms;
  while (tracker.pending() > 0 && performance.now() < until) await sleep(50);
}

/** Runs `body` while sampling the servers' CPU and RSS. */
async function measured(name: string, pids: number[], body: () => Promise<Tracker>): Promise<PhaseResult> {
  const rss = pids.map(() => 0);
  const sample = () => pids.forEach((pid, i) => (rss[i] = Math.max(rss[i]!, rssMb(pid))));
  const sampler = setInterval(sample, 500);
  const cpu0 = pids.map(cpuSeconds);
  const req0 = requests;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const t0 = performance.now();
  const tracker = await body();
  const wall = (performance.now() - t0) / 1000;
  loop.disable();
  const cpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - cpu0[i]!, 0);
  clearInterval(sampler);
  sample();
  return {
    name,
    visitorToAgent: tracker.result("v2a"),
    agentToVisitor: tracker.result("a2v"),
    cpuPercent: (cpu / wall) * 100,
    rssMb: rss,
    requestsPerSecond: (requests - req0) / wall,
    benchLoopDelayMs: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
  };
}

function listen(world: World, tracker: Tracker): void {
  for (const agent of world.agents) {
    if (agent.socket) agent.socket.onEvent = (e) => e.type === "message" && tracker.received("agent", e.message);
  }
  for (const chat of world.chats) {
    if (chat.socket) chat.socket.onEvent = (e) => e.type === "message" && tracker.received("visitor", e.message);
  }
}

const DRAIN_MS = 10_000;

async function socketPhase(name: string, world: World, pids: number[], opts: ChatBenchOptions): Promise<PhaseResult> {
  return measured(name, pids, async () => {
    const tracker = new Tracker(`s${randomUUID().slice(0, 6)}`);
    listen(world, tracker);
    await traffic(world, tracker, opts);
    await drain(tracker, DRAIN_MS);
    return tracker;
  });
}

/** Each side's polling cursor per chat: the last message it received from the server. */
type Cursors = Map<Chat, ChatMessage | undefined>;

/** One poll of a chat's new messages, as the widget (visitor) or the console (agent) makes it. */
async function pollChat(chat: Chat, side: "visitor" | "agent", cursors: Cursors, tracker: Tracker | null): Promise<void> {
  const id = chat.session.sessionId;
  const last = cursors.get(chat);
  const query = last ? `?${new URLSearchParams({ since: last.created_at, afterId: last.id })}` : "";
  const res =
    side === "visitor"
      ? await call<{ messages: ChatMessage[] }>(chat.base, "GET", `${CHAT_API.visitorMessages(id)}${query}`, { from: chat.from, auth: chat.session.visitorToken })
      : await call<{ messages: ChatMessage[] }>(chat.agent!.base, "GET", `${CHAT_API.agentMessages(id)}${query}`, { from: chat.agent!.from, auth: chat.agent!.token });
  if (res.status !== 200) return;
  for (const m of res.body.messages) tracker?.received(side, m);
  if (res.body.messages.length) cursors.set(chat, res.body.messages.at(-1));
}

/**
 * Widgets without a socket poll their chat every 2 s; consoles without one (`consolesPoll`) poll the waiting list and
 * each of their chats every 3 s (spec 9), the others keep their sockets. Polls start at spread-out moments.
 */
async function pollingPhase(name: string, world: World, pids: number[], opts: ChatBenchOptions, consolesPoll: boolean): Promise<PhaseResult> {
  // Each side's cursor starts at the last message it has, as a client that just lost its socket would.
  const cursors: Record<"visitor" | "agent", Cursors> = { visitor: new Map(), agent: new Map() };
  await pool(world.chats, 16, async (chat) => {
    // A read that fails leaves the cursor empty: that side's first poll then reads the whole chat, as a reload would.
    if (consolesPoll) await pollChat(chat, "agent", cursors.agent, null).catch(() => undefined);
    await pollChat(chat, "visitor", cursors.visitor, null).catch(() => undefined);
  });
  return measured(name, pids, async () => {
    const tracker = new Tracker(`p${randomUUID().slice(0, 6)}`);
    listen(world, tracker);
    let stopped = false;
    const loops: Promise<void>[] = [];
    const every = (ms: number, offset: number, tick: () => Promise<void>) =>
      loops.push(
        (async () => {
          await sleep(offset);
          while (!stopped) {
            const t0 = performance.now();
            await tick().catch(() => undefined);
            await sleep(Math.max(0, ms - (performance.now() - t0)));
          }
        })(),
      );
    world.chats.forEach((chat, i) => every(CHAT_LIMITS.widgetPollMs, (i * CHAT_LIMITS.widgetPollMs) / world.chats.length, () => pollChat(chat, "visitor", cursors.visitor, tracker)));
    if (consolesPoll) {
      world.agents.forEach((agent, i) =>
        every(CHAT_LIMITS.agentPollMs, (i * CHAT_LIMITS.agentPollMs) / world.agents.length, async () => {
          // allSettled: the next poll starts only when every read of this one has ended, so no chat is read twice at once.
          await Promise.allSettled([
            call(agent.base, "GET", CHAT_API.waiting, { from: agent.from, auth: agent.token }),
            ...agent.chats.map((chat) => pollChat(chat, "agent", cursors.agent, tracker)),
          ]);
        }),
      );
    }
    await traffic(world, tracker, opts);
    await drain(tracker, DRAIN_MS);
    stopped = true;
    await Promise.all(loops);
    return tracker;
  });
}

/** The 1-minute load average and, where the kernel reports it, the share of the last minute some task waited for a CPU. */
function machineLoad(): string {
  const pressure = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(fs.existsSync("/proc/pressure/cpu") ? fs.readFileSync("/proc/pressure/cpu", "utf8") : "")?.[1];
  return `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores${pressure ? `, a task waiting for a CPU ${pressure} % of the last minute` : ""}`;
}

export async function runChatBench(opts: ChatBenchOptions, log: (line: string) => void = () => undefined): Promise<ChatBenchResult> {
  const startLoad = machineLoad();
  const work = fs.mkdtempSync(path.join(root, "node_modules", ".bench-chat-"));
  // Each phase is logged as it ends, so a run cut short still shows what it measured.
  const phases = {
    list: [] as PhaseResult[],
    push(p: PhaseResult) {
      this.list.push(p);
      log(`chat: ${JSON.stringify(p)}`);
    },
  };
  let setupSeconds = 0;
  let idleRssMb = 0;
  const heapMb = { before: 0, open: 0 };
  const twoInstances = { setupSeconds: 0, idleRssMb: [0, 0], heapPerSocketKb: [0, 0] };
  try {
    const instances = opts.instances ?? "both";
    if (instances !== "two") {
      log(`chat: one server on SQLite, ${opts.visitors} visitors and ${opts.agents} agents`);
      const server = await startServer({ DATA_DIR: path.join(work, "sqlite"), DIST_DIR: opts.distDir });
      try {
        const t0 = performance.now();
        heapMb.before = await heapUsedMb(server.base);
        const world = await prepare({ visitors: [server.base], agents: [server.base] }, opts);
        setupSeconds = (performance.now() - t0) / 1000;
        await sleep(2000);
        idleRssMb = rssMb(server.pid);
        heapMb.open = await heapUsedMb(server.base);
        log(`chat: ${opts.visitors + opts.agents} sockets open after ${setupSeconds.toFixed(1)} s; socket traffic`);
        phases.push(await socketPhase("socket, one server (SQLite)", world, [server.pid], opts));
        if (opts.socketsOnly) closeSockets(world, "everyone");
        else {
          closeSockets(world, "visitors");
          await sleep(1000);
          log("chat: polling traffic, widgets only");
          phases.push(await pollingPhase("widgets polling every 2 s, consoles on sockets (SQLite)", world, [server.pid], opts, false));
          closeSockets(world, "everyone");
          await sleep(1000);
          log("chat: polling traffic, both sides");
          phases.push(await pollingPhase("both sides polling, widgets 2 s, consoles 3 s (SQLite)", world, [server.pid], opts, true));
        }
      } finally {
        await server.stop();
      }
    }
    if (opts.databaseUrl && instances !== "one") {
      log(`chat: two servers on one PostgreSQL database, ${opts.visitors / 2} visitors and ${opts.agents / 2} agents on each`);
      const db = await createPostgresDatabase(opts.databaseUrl);
      const secret = randomUUID() + randomUUID();
      const env = (dir: string) => ({ DATA_DIR: path.join(work, dir), DIST_DIR: opts.distDir, DATABASE_URL: db.url, JWT_SECRET: secret });
      const a = await startServer(env("a"));
      const b = await startServer(env("b")).catch(async (err: unknown) => {
        await a.stop();
        throw err;
      });
      try {
        // Half the visitors and half the agents on each; every chat's agent on the other server than its visitor, so
        // every message crosses from one instance to the other.
        const t0 = performance.now();
        const heapBefore = await Promise.all([heapUsedMb(a.base), heapUsedMb(b.base)]);
        const world = await prepare({ visitors: [a.base, b.base], agents: [b.base, a.base] }, opts);
        twoInstances.setupSeconds = (performance.now() - t0) / 1000;
        await sleep(2000);
        twoInstances.idleRssMb = [rssMb(a.pid), rssMb(b.pid)];
        const heapOpen = await Promise.all([heapUsedMb(a.base), heapUsedMb(b.base)]);
        twoInstances.heapPerSocketKb = heapOpen.map((open, i) => ((open - heapBefore[i]!) * 1024 * 2) / (opts.visitors + opts.agents));
        log(`chat: ${opts.visitors + opts.agents} sockets open on two servers after ${twoInstances.setupSeconds.toFixed(1)} s; socket traffic across instances`);
        phases.push(await socketPhase("socket, two servers (PostgreSQL), each chat's visitor and agent on different servers", world, [a.pid, b.pid], opts));
        closeSockets(world, "everyone");
      } finally {
        await Promise.all([a.stop(), b.stop()]);
        await db.drop();
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return {
    options: { visitors: opts.visitors, agents: opts.agents, rate: opts.rate, seconds: opts.seconds },
    setupSeconds,
    idleRssMb,
    heapMb,
    heapPerSocketKb: ((heapMb.open - heapMb.before) * 1024) / (opts.visitors + opts.agents),
    twoInstances: opts.databaseUrl && opts.instances !== "one" ? twoInstances : undefined,
    phases: phases.list,
    machine: { start: startLoad, end: machineLoad() },
  };
}

const fmt = (n: number, d = 1) => n.toFixed(d);

/** The result as Markdown tables, ready for docs/performance.md. */
export function chatTables(r: ChatBenchResult): string[] {
  const o = r.options;
  const two = r.twoInstances;
  const lines = [
    `Live chat: ${o.visitors.toLocaleString("en-US")} visitors and ${o.agents} agents, every chat taken, ${o.rate} messages/s each way for ${o.seconds} s per phase`,
    ...(r.setupSeconds > 0
      ? [
          `(one server: sockets open and chats taken in ${fmt(r.setupSeconds)} s; server RSS with every socket open, before traffic: ${fmt(r.idleRssMb, 0)} MB;`,
          `JS heap in use ${fmt(r.heapMb.before, 0)} MB before the chats, ${fmt(r.heapMb.open, 0)} MB with every socket open: ${fmt(r.heapPerSocketKb)} KB per socket, its chat included)`,
        ]
      : []),
    ...(two
      ? [
          `(two servers: sockets open and chats taken in ${fmt(two.setupSeconds)} s; RSS with half the sockets open on each: ${two.idleRssMb.map((m) => fmt(m, 0)).join(" + ")} MB; JS heap per socket ${two.heapPerSocketKb.map((k) => fmt(k)).join(" and ")} KB)`,
        ]
      : []),
    "| path | direction | sent | delivered | lost | twice | p50 ms | p99 ms | max ms | POST p50 / p99 ms |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const p of r.phases) {
    for (const [dir, d] of [
      ["visitor → agent", p.visitorToAgent],
      ["agent → visitor", p.agentToVisitor],
    ] as const) {
      lines.push(`| ${p.name} | ${dir} | ${d.sent} | ${d.delivered} | ${d.lost} | ${d.twice} | ${fmt(d.p50)} | ${fmt(d.p99)} | ${fmt(d.max)} | ${fmt(d.sendP50)} / ${fmt(d.sendP99)} |`);
    }
  }
  lines.push("", "| phase | server CPU (% of one core) | server RSS, max MB | requests/s | the bench's own event-loop delay p99 / max ms |", "|---|---:|---:|---:|---:|");
  for (const p of r.phases) {
    const delay = p.benchLoopDelayMs;
    lines.push(`| ${p.name} | ${fmt(p.cpuPercent, 0)} | ${p.rssMb.map((m) => fmt(m, 0)).join(" + ")} | ${fmt(p.requestsPerSecond, 0)} | ${fmt(delay.p99)} / ${fmt(delay.max)} |`);
  }
  lines.push("", `Machine at the start: ${r.machine.start}; at the end: ${r.machine.end}.`);
  const failed = r.phases.flatMap((p) => [p.visitorToAgent, p.agentToVisitor]).reduce((n, d) => n + d.failed, 0);
  if (failed) lines.push("", `${failed} sends were refused by the server (not 201).`);
  return lines;
}
