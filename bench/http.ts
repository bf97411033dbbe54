// HTTP benchmark: requests per second and latency of server-rendered pages, static files and API reads, all measured
// in one run against the same server. `measure` runs the client in the server's own process (the clinic search uses it);
// `loadTest` runs it in a worker thread, or pinned (BENCH_HTTP_PIN=1) in a process on other cores than the server's.
import { execFile, execFileSync } from "node:child_process";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";

export interface HttpResult {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function measure(name: string, url: string, opts: { durationMs: number; concurrency: number; headers?: Record<string, string> }): Promise<HttpResult> {
  const latencies: number[] = [];
  const deadline = performance.now() + opts.durationMs;
  const maxRequests = 200_000;
  const start = performance.now();
  async function worker() {
    while (performance.now() < deadline && latencies.length < maxRequests) {
      const t0 = performance.now();
      const res = await fetch(url, { headers: opts.headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${name}: HTTP ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  return { name, requests: latencies.length, rps: latencies.length / elapsed, p50: q(0.5), p99: q(0.99) };
}

export interface LoadResult extends HttpResult {
  /** Mean response body as sent (compressed), in bytes. */
  meanBytes: number;
  /** Answers that were not the expected status. */
  unexpected: number;
}

/**
 * BENCH_HTTP_PIN=1 (on a machine of 2 cores or more): the server, this process, runs on core 0 and the load generator
 * in a process of its own on the other cores, so the server's p99 is not its share of the cores fought over with the
 * load generator. Without it both share every core, the load generator in a worker thread.
 */
export const pinned = process.env.BENCH_HTTP_PIN === "1" && os.cpus().length >= 2;
/** Puts every thread of this process (the server's) on core 0 when pinned; threads made later inherit it. */
export function pinServerHere(): void {
  if (pinned) execFileSync("taskset", ["-a", "-p", "-c", "0", String(process.pid)], { stdio: "ignore" });
}
const CLIENT_CPUS = `1-${os.cpus().length - 1}`;

type LoadOutput = { latencies: ArrayLike<number>; statuses: Record<string, number>; bytes: number; elapsedMs: number };

function generate(data: { url: string; durationMs: number; concurrency: number; headers: Record<string, string>; maxRequests: number }): Promise<LoadOutput> {
  const script = new URL("./http-load-worker.mjs", import.meta.url);
  if (pinned) {
    return new Promise((resolve, reject) =>
      execFile("taskset", ["-c", CLIENT_CPUS, process.execPath, fileURLToPath(script), JSON.stringify(data)], { maxBuffer: 256 * 1024 * 1024 }, (err, stdout) =>
        err ? reject(err) : resolve(JSON.parse(stdout) as LoadOutput),
      ),
    );
  }
  const worker = new Worker(script, { workerData: data });
  return new Promise<LoadOutput>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  }).finally(() => void worker.terminate());
}

/**
 * `concurrency` keep-alive connections asking for `url` for `durationMs`, from a worker thread or, pinned, a process of
 * its own (bench/http-load-worker.mjs) so the load generator does not share the server's event loop; bodies are read
 * as sent, not decompressed.
 */
export async function loadTest(
  name: string,
  url: string,
  opts: { durationMs: number; concurrency: number; headers?: Record<string, string>; expectStatus?: number },
): Promise<LoadResult> {
  const out = await generate({ url, durationMs: opts.durationMs, concurrency: opts.concurrency, headers: opts.headers ?? {}, maxRequests: 500_000 });
  const latencies = Array.from(out.latencies).sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
  const expected = out.statuses[String(opts.expectStatus ?? 200)] ?? 0;
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / (out.elapsedMs / 1000),
    p50: q(0.5),
    p99: q(0.99),
    meanBytes: latencies.length ? out.bytes / latencies.length : 0,
    unexpected: latencies.length - expected,
  };
}
