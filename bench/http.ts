// HTTP benchmark: requests per second and latency of server-rendered pages, static files and API reads, all measured
// in one run against the same server. `measure` runs the client in the server's own process (the clinic search uses it);
// `loadTest` runs it in a worker thread.
import { performance } from "node:perf_hooks";
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
 * `concurrency` keep-alive connections asking for `url` for `durationMs`, from a worker thread (bench/http-load-worker.mjs)
 * so the load generator does not share the server's event loop; bodies are read as sent, not decompressed.
 */
export async function loadTest(
  name: string,
  url: string,
  opts: { durationMs: number; concurrency: number; headers?: Record<string, string>; expectStatus?: number },
): Promise<LoadResult> {
  const worker = new Worker(new URL("./http-load-worker.mjs", import.meta.url), {
    workerData: { url, durationMs: opts.durationMs, concurrency: opts.concurrency, headers: opts.headers ?? {}, maxRequests: 500_000 },
  });
  const out = await new Promise<{ latencies: Float64Array; statuses: Record<string, number>; bytes: number; elapsedMs: number }>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
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
