// A server in a process of its own for the benchmarks that measure it from outside: a free loopback port, the child
// started with a given environment, waited for until /healthz answers, and stopped (SIGTERM, then SIGKILL).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";

export interface ServerProcess {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A field of /proc/<pid>/status in MB (VmRSS: resident now, VmHWM: the highest so far). */
export function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb ?? 0) / 1024;
}

export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

/**
 * `node <args>` in `cwd` on a free port, in production mode on 127.0.0.1 with LOG_LEVEL=warn and `env` added; resolves
 * once /healthz answers (the server's last output in the error when it stops or is not up within `timeoutMs`), with
 * the time from spawn to that answer.
 */
export async function startServerProcess(
  args: string[],
  opts: { cwd: string; env: Record<string, string>; timeoutMs?: number },
): Promise<ServerProcess & { startMs: number }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: opts.cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir(), NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", SITE_URL: base, ...opts.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (b: Buffer) => (output = (output + b.toString()).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = false;
  const exit = new Promise<void>((resolve) => child.on("exit", () => ((exited = true), resolve())));
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exit;
    clearTimeout(timer);
  };
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`The server stopped while starting:\n${output}`);
    if (Date.now() > until) {
      await stop();
      throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s:\n${output}`);
    }
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    await sleep(50);
  }
  return { base, pid: child.pid!, stop, startMs: performance.now() - started };
}
