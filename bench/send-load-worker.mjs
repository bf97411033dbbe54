// The agent-message send bench's client over HTTP (bench/chat-capacity.ts, path "http"), in a process of its own so
// that none of its work runs on the server's event loop: `concurrency` senders on keep-alive connections (node:http,
// one Agent), each POSTing its next agent message as soon as the last is answered, for `seconds`, spread over the chats
// it is given. Reads its orders as JSON on stdin and writes its figures as JSON on stdout:
//   in:  { port, chats: [{ path, authorization }], concurrency, seconds }
//   out: { latencies: number[] (ms, one per 201), elapsedMs, cpuMs (this process's CPU over the run),
//          statuses: { "<status>": count }, error?: string }
// Plain JavaScript: it does not go through tsx.
import { Buffer } from "node:buffer";
import { randomUUID } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";

const input = JSON.parse(await new Promise((resolve) => {
  let text = "";
  process.stdin.setEncoding("utf8");
  process.stdin.on("data", (chunk) => (text += chunk));
  process.stdin.on("end", () => resolve(text));
}));
const { port, chats, concurrency, seconds } = input;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const latencies = [];
const statuses = {};
let error;
let n = 0;

/** One POST; resolves with its status once the whole answer has arrived. */
function post(path, authorization, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path, method: "POST", agent, headers: { authorization, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const cpu0 = process.cpuUsage();
const start = performance.now();
const end = start + seconds * 1000;
async function sender() {
  while (performance.now() < end && error === undefined) {
    const chat = chats[n++ % chats.length];
    const body = JSON.stringify({ message: `Reply ${n}: your report is ready`, clientId: randomUUID() });
    const sent = performance.now();
    try {
      const res = await post(chat.path, chat.authorization, body);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status !== 201) error = `an agent message answered ${res.status} ${res.text.slice(0, 200)}`;
      else latencies.push(performance.now() - sent);
    } catch (err) {
      error = `an agent message failed: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
}
await Promise.all(Array.from({ length: concurrency }, sender));
const elapsedMs = performance.now() - start;
const cpu = process.cpuUsage(cpu0);
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000, statuses, ...(error ? { error } : {}) }));
