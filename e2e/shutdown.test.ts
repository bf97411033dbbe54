// The built server process under SIGTERM: every request it had received is answered normally (pages rendered from the
// database, API reads, leads whose body was still arriving), new connections are refused, chat sockets are closed with
// 1001, and the process exits 0.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** The part of the `ws` client the test uses (the package ships no types). */
interface WsClient {
  on(event: "message", listener: (data: Buffer) => void): void;
  on(event: "close", listener: (code: number) => void): void;
  once(event: "open", listener: () => void): void;
  send(data: string): void;
}
const WebSocket = createRequire(import.meta.url)("ws") as new (url: string) => WsClient;

interface Server {
  child: ChildProcessWithoutNullStreams;
  port: number;
  dataDir: string;
  /** Everything the process printed so far. */
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mm-shutdown-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DIST_DIR: inject("distDir"),
      LOG_LEVEL: "info",
      // Every request of the test comes from one address.
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
    },
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  for (const until = Date.now() + 30_000; !listening.test(out); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until || child.exitCode !== null) throw new Error(`the server did not start:\n${out}`);
  }
  const port = Number(out.match(listening)![1]);
  return { child, port, dataDir, output: () => out, exited };
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

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });

describe("the server process on SIGTERM", () => {
  let server: Server;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => {
    server?.child.kill("SIGKILL");
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("warns at start that SITE_URL is unset in production", () => {
    const warning = server.output().split("\n").find((l) => l.includes("SITE_URL is not set"));
    expect(warning).toContain('"level":40');
    expect(warning).toContain("canonical links");
  });

  it("answers all 150 requests it received, refuses new connections, closes chat sockets with 1001 and exits 0", async () => {
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

    // 150 requests of every kind at once, each on its own connection; 30 leads hold back their body.
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
    server.child.kill("SIGTERM");
    await expect.poll(() => server.output(), { timeout: 20_000 }).toContain("shutting down");

    await expect.poll(() => refused(port), { timeout: 20_000 }).toBe(true);
    for (const s of sent) s.release?.();
    const statuses = await Promise.all(sent.map(async (s) => `${s.label} ${await s.status}`));
    const failed = statuses.filter((s) => !/ (200|201)$/.test(s));
    expect(failed, `${answeredBeforeSignal} of 150 were answered before the signal`).toEqual([]);

    expect(await socketClosed).toBe(1001);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    agent.destroy();

    const db = new Database(path.join(server.dataDir, "mittimitra.db"), { readonly: true });
    const stored = db.prepare("SELECT count(*) AS n FROM leads WHERE email LIKE 'in.flight.%@example.in'").get() as { n: number };
    db.close();
    expect(stored.n).toBe(15);
  });
});
