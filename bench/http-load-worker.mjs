// The load generator of the HTTP benchmark, in its own thread so that its work does not share the server's event loop
// (or, run as `node http-load-worker.mjs '<json>'`, in its own process, which bench/http.ts pins to other cores than
// the server's): `concurrency` keep-alive connections, each sending GET after GET for `durationMs`, bodies read but not
// decoded (a browser or a CDN decodes them, not the server). Plain JavaScript: it does not go through tsx.
import http from "node:http";
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";

const { url, durationMs, concurrency, headers, maxRequests } = parentPort ? workerData : JSON.parse(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
const statuses = {};
let bytes = 0;

function get() {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on("data", (chunk) => (bytes += chunk.length));
      res.on("end", () => resolve(res.statusCode ?? 0));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

const deadline = performance.now() + durationMs;
const start = performance.now();
async function connection() {
  while (performance.now() < deadline && latencies.length < maxRequests) {
    const t0 = performance.now();
    const status = await get();
    latencies.push(performance.now() - t0);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}
await Promise.all(Array.from({ length: concurrency }, connection));
const elapsedMs = performance.now() - start;
agent.destroy();
if (parentPort) parentPort.postMessage({ latencies: Float64Array.from(latencies), statuses, bytes, elapsedMs });
else process.stdout.write(JSON.stringify({ latencies, statuses, bytes, elapsedMs }));
