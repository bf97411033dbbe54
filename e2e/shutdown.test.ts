// The server as `npm start` runs it, under SIGTERM and SIGINT: `node scripts/start.mjs`, which runs the compiled
// server (dist/node/main.js, built by esbuild) as its child and forwards the signal to it. Every request the server had
// received is answered normally (pages rendered from the database, API reads, leads whose body was still arriving), new
// connections are refused, chat sockets are closed with 1001, the compiled server logs "stopped", and `npm start`
// exits 0 with no server process left behind.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { WebSocket } from "../src/server/test-support/ws-client.ts";
import { productionEnv, refused } from "./server-process.ts";

const root = path.resolve(import.meta.dirname, "..");

interface Server {
  /** `node scripts/start.mjs`, the wrapper `npm start` runs. */
  child: ChildProcessWithoutNullStreams;
  /** The compiled server the wrapper started, and its command line. */
  serverPid: number;
  serverCommand: string;
  port: number;
  dataDir: string;
  /** Everything the wrapper and the server printed so far. */
  output: () => string;
  /** The wrapper's exit code (null when a signal ended it). */
  exited: Promise<number | null>;
}

/**
 * A DIST_DIR of the test's own for `npm start`: the web bundles the e2e setup built from these sources (copied, so
 * nothing start.mjs does can touch the build the other browser tests are using) with a fresh build stamp, so start.mjs
 * takes them as they are; the server itself is left to start.mjs to compile into <dist>/node, as a fresh `npm start` does.
 */
function distForStart(work: string): string {
  const shared = inject("distDir");
  const dist = path.join(work, "dist");
  for (const part of ["client", "server"]) fs.cpSync(path.join(shared, part), path.join(dist, part), { recursive: true });
  fs.writeFileSync(path.join(dist, ".build-stamp"), new Date().toISOString());
  return dist;
}

/** The processes `pid` has started (Linux: /proc/<pid>/task/<tid>/children). */
function childrenOf(pid: number): number[] {
  return fs.readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return []; // a thread that ended meanwhile
    }
  });
}

/** A process's command line, its arguments joined by spaces. */
const commandOf = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const started: Server[] = [];

/** `npm start` (node scripts/start.mjs) in production mode on a free port, in a process group of its own. */
async function startServer(dist: string, work: string): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(work, "data-"));
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    // Its own process group, so a Ctrl-C can be sent to the wrapper and the server together, and cleanup reaches both.
    detached: true,
    // Every request of the test comes from one address.
    env: productionEnv({ DATA_DIR: dataDir, DIST_DIR: dist, LEAD_RATE_LIMIT_PER_MINUTE: "1000" }),
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const server = { child, dataDir, output: () => out, exited } as Server;
  started.push(server);
  // start.mjs may print build lines first (it compiles the server when its build is missing or older than src/): the
  // server is up once it logs that it listens.
  const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  for (const until = Date.now() + 90_000; !listening.test(out); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`npm start did not start the server:\n${out}`);
  }
  server.port = Number(out.match(listening)![1]);
  // The wrapper's children: the server, and esbuild's service process when it has just compiled the server.
  const children = childrenOf(child.pid!).map((pid) => ({ pid, command: commandOf(pid) }));
  const node = children.filter((c) => c.command.startsWith(process.execPath));
  expect(node, `the node processes scripts/start.mjs started: ${JSON.stringify(children)}`).toHaveLength(1);
  server.serverPid = node[0]!.pid;
  server.serverCommand = node[0]!.command;
  return server;
}

interface Sent {
  label: string;
  /** The status once the whole response has arrived; 0 when the connection failed or the response was cut. */
  status: Promise<number>;
  answered: () => boolean;
  /** Sends the rest of a held-back body. */
  release?: () => void;
}

/** One request on its own keep-alive connection; a lead's body is held back after its first bytes until `release`. */
function send(agent: http.Agent, port: number, method: "GET" | "POST", url: string, body?: string): Sent {
  const req = http.request({ host: "127.0.0.1", port, path: url, method, agent, headers: body ? { "content-type": "application/json", "content-length": Buffer.byteLength(body) } : {} });
  let answered = false;
  const status = new Promise<number>((resolve) => {
    req.on("response", (res) => {
      res.resume();
      res.on("close", () => resolve(res.complete ? (res.statusCode ?? 0) : 0));
    });
    req.on("error", () => resolve(0));
  }).finally(() => (answered = true));
  const sent = { label: `${method} ${url}`, status, answered: () => answered };
  if (!body) {
    req.end();
    return sent;
  }
  req.write(body.slice(0, 10));
  return { ...sent, release: () => req.end(body.slice(10)) };
}

/**
 * 150 requests of every kind at once, each on its own connection (15 leads hold back their body), and an agent on the
 * chat socket; the signal comes once the server has read every request's headers. `how` sends it: to the wrapper alone
 * (what a service manager or `kill` does), or to the wrapper's whole process group (what Ctrl-C in a terminal does).
 */
async function shutdownUnderLoad(server: Server, signal: NodeJS.Signals, how: "wrapper" | "group") {
  const { port } = server;
  const base = `http://127.0.0.1:${port}`;
  expect((await fetch(`${base}/readyz`)).status).toBe(200);
  const { posts } = (await (await fetch(`${base}/api/v1/blog/posts`)).json()) as { posts: { slug: string }[] };
  const slug = posts[0]!.slug;

  // An agent on the chat socket.
  const credentials = { email: "shutdown@example.in", password: "mitti-ki-sehat" };
  const json = { "content-type": "application/json" };
  expect((await fetch(`${base}/api/v1/auth/setup`, { method: "POST", headers: json, body: JSON.stringify(credentials) })).status).toBe(201);
  const session = (await (await fetch(`${base}/api/v1/auth/token?grant_type=password`, { method: "POST", headers: json, body: JSON.stringify(credentials) })).json()) as {
    access_token: string;
  };
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/v1/chat/ws`);
  const frames: { type: string }[] = [];
  socket.on("message", (data) => frames.push(JSON.parse(String(data)) as { type: string }));
  const socketClosed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve) => socket.once("open", () => resolve()));
  socket.send(JSON.stringify({ type: "auth", role: "agent", accessToken: session.access_token }));
  await expect.poll(() => frames.map((f) => f.type)).toContain("ready");

  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const kinds: ["GET" | "POST", string][] = [
    ["GET", "/"],
    ["GET", "/blog"],
    ["GET", `/blog/${slug}`],
    ["GET", "/find-clinic"],
    ["GET", "/api/v1/clinics"],
    ["GET", "/api/v1/blog/posts?q=soil"],
    ["GET", "/sitemap.xml"],
    ["GET", "/about"],
    ["GET", "/api/v1/chat/availability"],
    ["POST", "/api/v1/leads"],
  ];
  const before = server.output().length;
  const sent = Array.from({ length: 150 }, (_, i) => {
    const [method, url] = kinds[i % kinds.length]!;
    const body =
      method === "POST"
        ? JSON.stringify({ name: `Shutdown Lead ${i}`, email: `in.flight.${i}@example.in`, user_type: "farmer", source: "website", elapsedMs: 20_000 })
        : undefined;
    return send(agent, port, method, url, body);
  });
  // The signal comes once the server has read every request's headers, while pages are still rendering and the
  // leads' bodies are still on their way.
  // (Requests from a client have a remote port; the page loaders' in-process reads of the API have none.)
  const incoming = () => server.output().slice(before).split("\n").filter((l) => l.includes('"remotePort"') && l.includes('"msg":"incoming request"')).length;
  await expect.poll(incoming, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(150);
  const answeredBeforeSignal = sent.filter((s) => s.answered()).length;
  process.kill(how === "group" ? -server.child.pid! : server.child.pid!, signal);
  // The compiled server's own log: the wrapper passed the signal on (or, for the group, the server got it too).
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain(`"signal":"${signal}"`);
  // After the drain (SHUTDOWN_DRAIN_MS, 5 s; a second signal, as Ctrl-C to the group gives, ends it at once).
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("shutting down");

  await expect.poll(() => refused(port), { timeout: 20_000 }).toBe(true);
  for (const s of sent) s.release?.();
  const statuses = await Promise.all(sent.map(async (s) => `${s.label} ${await s.status}`));
  const failed = statuses.filter((s) => !/ (200|201)$/.test(s));
  expect(failed, `${answeredBeforeSignal} of 150 were answered before the signal`).toEqual([]);

  expect(await socketClosed).toBe(1001);
  // `npm start` exits 0 because the compiled server did, after its drain; no server process is left running.
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('"msg":"stopped"');
  expect(alive(server.serverPid), `the compiled server (pid ${server.serverPid}) is still running`).toBe(false);
  agent.destroy();

  const db = new Database(path.join(server.dataDir, "mittimitra.db"), { readonly: true });
  const stored = db.prepare("SELECT count(*) AS n FROM leads WHERE email LIKE 'in.flight.%@example.in'").get() as { n: number };
  db.close();
  expect(stored.n).toBe(15);
}

describe("npm start (scripts/start.mjs and the compiled server) on SIGTERM and SIGINT", () => {
  let work: string;
  let dist: string;
  let server: Server;
  beforeAll(async () => {
    // Inside the project, as `npm start`'s dist/ is, so the compiled server finds node_modules and the sources.
    fs.mkdirSync(path.join(root, "node_modules", ".e2e-builds"), { recursive: true });
    work = fs.mkdtempSync(path.join(root, "node_modules", ".e2e-builds", "shutdown-"));
    dist = distForStart(work);
    // The first start compiles the server (esbuild), as `npm start` on a fresh build does.
    server = await startServer(dist, work);
  }, 120_000);
  afterAll(() => {
    for (const s of started) {
      if (s.child.exitCode === null && s.child.signalCode === null) process.kill(-s.child.pid!, "SIGKILL");
      if (s.serverPid && alive(s.serverPid)) process.kill(s.serverPid, "SIGKILL");
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it("runs the compiled server with plain node (no tsx) as the wrapper's child", () => {
    expect(server.output()).toContain("Compiling the server");
    expect(server.output(), "the web bundles of the e2e build are used as they are").not.toContain("Building the web app");
    expect(server.serverCommand).toBe(`${process.execPath} --enable-source-maps ${path.join(dist, "node", "main.js")}`);
  });

  it("warns at start that SITE_URL is unset in production", () => {
    const warning = server.output().split("\n").find((l) => l.includes("SITE_URL is not set"));
    expect(warning).toContain('"level":40');
    expect(warning).toContain("canonical links");
  });

  it("on SIGTERM to npm start: answers all 150 requests it received, refuses new connections, closes chat sockets with 1001 and exits 0", async () => {
    await shutdownUnderLoad(server, "SIGTERM", "wrapper");
  });

  it("on Ctrl-C (SIGINT to npm start and the server together): the same", async () => {
    // A second start on the build the first one compiled (start.mjs compiles again only if src/ changed meanwhile).
    const again = await startServer(dist, work);
    await shutdownUnderLoad(again, "SIGINT", "group");
  });
});
