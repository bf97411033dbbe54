// The production server as a process of its own (src/server/main.ts under tsx, with the e2e build's web bundles), for
// the tests that signal it or put a proxy in front of it: e2e/drain.test.ts and e2e/nginx-proxy.test.ts.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, inject } from "vitest";
import { WebSocket } from "../src/server/test-support/ws-client.ts";

const root = path.resolve(import.meta.dirname, "..");

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** Everything the server printed so far (JSON log lines). */
  output: () => string;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** SIGKILL, when it still runs (clean-up after a failed test). */
  kill: () => void;
}

/** The environment of a production start on a free port of 127.0.0.1, without anything the test runner set. */
export const productionEnv = (env: Record<string, string>): Record<string, string> => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? os.tmpdir(),
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  PORT: "0",
  LOG_LEVEL: "info",
  ...env,
});

/** Starts `node --import tsx src/server/main.ts` in production mode on a free port; `env` adds to or overrides the defaults. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: productionEnv({
      DIST_DIR: inject("distDir"),
      SITE_URL: "https://mittimitra.example",
      // Every request of these tests comes from a few loopback addresses.
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
      SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "1000",
      ...env,
    }),
  });
  let out = "";
  child.stdout.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
  for (const until = Date.now() + 90_000; !listening.test(out); await new Promise((r) => setTimeout(r, 50))) {
    if (Date.now() > until || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start:\n${out}`);
    }
  }
  return {
    child,
    port: Number(out.match(listening)![1]),
    output: () => out,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

/** The JSON log lines a server printed, parsed. */
export function logEntries(server: ServerProcess): { msg?: string; req?: { url?: string; remoteAddress?: string } }[] {
  return server
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as { msg?: string; req?: { url?: string; remoteAddress?: string } });
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface Request {
  method?: string;
  headers?: Record<string, string>;
  /** The loopback address to send from (127.x.y.z), which the server sees as the client's. */
  localAddress?: string;
  body?: string;
  /** Sends the body's first bytes only, and the rest when the returned `release` is called. */
  holdBody?: boolean;
}

/** One request on a connection of its own; the body is left as it came (no decompression). Status 0: no whole answer. */
export function request(port: number, url: string, opts: Request = {}): { answer: Promise<Answer>; release: () => void } {
  const headers: Record<string, string | number> = { ...opts.headers };
  if (opts.body !== undefined) headers["content-length"] = Buffer.byteLength(opts.body);
  const req = http.request({ host: "127.0.0.1", port, path: url, method: opts.method ?? "GET", headers, localAddress: opts.localAddress, agent: false });
  const answer = new Promise<Answer>((resolve) => {
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("close", () => resolve({ status: res.complete ? (res.statusCode ?? 0) : 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0) }));
  });
  const body = opts.body ?? "";
  if (opts.holdBody) {
    req.write(body.slice(0, 10));
    return { answer, release: () => req.end(body.slice(10)) };
  }
  req.end(body);
  return { answer, release: () => {} };
}

/** A GET (or another request) and its whole answer. */
export const get = (port: number, url: string, opts: Request = {}) => request(port, url, opts).answer;

/** Whether a new connection to `port` is refused (nothing listens). */
export const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });

export const ADMIN = { email: "drain@example.in", password: "mitti-ki-sehat-drain" };
const json = { "content-type": "application/json" };

/** Creates the first admin (on a fresh database) through `base`, and signs in; the access token. */
export async function signInFirstAdmin(base: string, setup = true): Promise<string> {
  if (setup) expect((await fetch(`${base}/api/v1/auth/setup`, { method: "POST", headers: json, body: JSON.stringify(ADMIN) })).status).toBe(201);
  const res = await fetch(`${base}/api/v1/auth/token?grant_type=password`, { method: "POST", headers: json, body: JSON.stringify(ADMIN) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

export interface AgentSocket {
  /** The types of the frames received so far. */
  frames: () => string[];
  /** The close code, once the socket closes. */
  closed: Promise<number>;
  terminate: () => void;
}

/** An agent's chat socket at `wsUrl` (ws://…/api/v1/chat/ws), signed in with `accessToken`; resolves once it is ready. */
export async function openAgentSocket(wsUrl: string, accessToken: string): Promise<AgentSocket> {
  const socket = new WebSocket(wsUrl);
  const frames: string[] = [];
  socket.on("message", (data) => frames.push((JSON.parse(String(data)) as { type: string }).type));
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve) => socket.once("open", () => resolve()));
  socket.send(JSON.stringify({ type: "auth", role: "agent", accessToken }));
  await expect.poll(() => frames, { timeout: 15_000 }).toContain("ready");
  return { frames: () => frames, closed, terminate: () => socket.terminate() };
}
