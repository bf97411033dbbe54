// HTTP benchmark: requests per second and latency of server-rendered pages and API reads against /healthz,
// all measured in one run against the same server, with a bounded number of requests on loopback.
import { performance } from "node:perf_hooks";

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
