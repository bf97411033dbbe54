// Part 4: slow clients. Connections send a request's headers with a Content-Length and then trickle the body a byte at a
// time or send nothing at all (a few never finish their headers). The server must cut every one off (408 or close)
// within the configured request timeout plus a small margin, and keep answering other clients meanwhile.
import net from "node:net";
import { performance } from "node:perf_hooks";
import { send, type AddressPool } from "./http.ts";
import { appDefaults, createDatabase, fmtMs, median, sleep, startServer, stopServer, type PartResult } from "./harness.ts";

export interface SlowBodyOptions {
  connections: number;
  distDir: string;
  addresses: AddressPool;
}

/** Node checks pending requests about once a second once the app shortens its interval; this is the slack on top. */
const MARGIN_MS = 5_000;
/** Used when the app has no request timeout setting. */
const FALLBACK_LIMIT_MS = 60_000;

/** The request timeout the server runs with by default (REQUEST_TIMEOUT_MS), if the app has one. */
export function configuredLimitMs(): { limitMs: number; source: string } {
  const { requestMs } = appDefaults();
  if (typeof requestMs === "number") return { limitMs: Math.min(requestMs + MARGIN_MS, FALLBACK_LIMIT_MS), source: `REQUEST_TIMEOUT_MS default ${requestMs} ms + ${MARGIN_MS} ms` };
  return { limitMs: FALLBACK_LIMIT_MS, source: "no request timeout setting in the app; fixed limit" };
}

type Kind = "trickle" | "silent" | "slow-headers";

interface Conn {
  kind: Kind;
  target: string;
  ms: number;
  outcome: string;
}

const targets = ["/api/v1/leads", "/api/v1/chat/sessions", "/api/v1/assistant", "/api/v1/leads"];

function slowConnection(port: number, kind: Kind, path: string, localAddress: string, maxMs: number): Promise<Conn> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const socket = net.connect({ host: "127.0.0.1", port, localAddress });
    let answer = "";
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const finish = (outcome: string) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(cap);
      socket.destroy();
      resolve({ kind, target: path, ms: performance.now() - t0, outcome });
    };
    const cap = setTimeout(() => finish("still open"), maxMs);
    socket.on("connect", () => {
      const head = `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n`;
      if (kind === "slow-headers") {
        socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
        let n = 0;
        timer = setInterval(() => socket.write(`X-Slow-${n++}: ${"a".repeat(10)}\r\n`), 2000);
        return;
      }
      socket.write(head + "\r\n");
      if (kind === "trickle") {
        socket.write("{");
        timer = setInterval(() => socket.write(" "), 1000);
      }
    });
    socket.on("data", (d) => {
      answer += d.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
      if (status) finish(status);
    });
    socket.on("error", (err: NodeJS.ErrnoException) => finish(`closed (${err.code ?? err.message})`));
    socket.on("close", () => finish("closed without an answer"));
  });
}

export async function slowBodyPart(opts: SlowBodyOptions): Promise<PartResult> {
  const { limitMs, source } = configuredLimitMs();
  const maxMs = limitMs + 10_000;
  const db = await createDatabase("sqlite", "slow");
  const server = await startServer(db, opts.distDir, { LOG_LEVEL: "warn" });
  try {
    const kinds: Kind[] = ["trickle", "trickle", "silent", "silent", "trickle", "silent", "trickle", "silent", "trickle", "slow-headers"];
    const conns = Array.from({ length: opts.connections }, (_, i) => slowConnection(server.target.port, kinds[i % kinds.length]!, targets[i % targets.length]!, opts.addresses.next(), maxMs));
    // While they hang on, an ordinary client must still be served.
    await sleep(2000);
    const probes: number[] = [];
    let probeFailures = 0;
    for (let i = 0; i < 5; i++) {
      const o = await send(server.target, { method: "GET", path: "/api/v1/clinics", localAddress: opts.addresses.next(), timeoutMs: 10_000 });
      if (o.ok && o.res.status === 200) probes.push(o.ms);
      else probeFailures++;
      await sleep(500);
    }
    const results = await Promise.all(conns);
    const late = results.filter((c) => c.outcome === "still open" || c.ms > limitMs);
    const lines = [`${results.length} slow connections (trickle ${results.filter((c) => c.kind === "trickle").length}, silent after headers ${results.filter((c) => c.kind === "silent").length}, slow headers ${results.filter((c) => c.kind === "slow-headers").length}); limit ${fmtMs(limitMs)} (${source})`];
    for (const kind of ["trickle", "silent", "slow-headers"] as const) {
      const list = results.filter((c) => c.kind === kind);
      if (!list.length) continue;
      const outcomes = new Map<string, number>();
      for (const c of list) outcomes.set(c.outcome, (outcomes.get(c.outcome) ?? 0) + 1);
      const ms = list.map((c) => c.ms);
      lines.push(
        `  ${kind}: cut after median ${fmtMs(median(ms))}, max ${fmtMs(Math.max(...ms))}; ${[...outcomes].map(([k, v]) => `${v}× ${k === "still open" ? `still open at ${fmtMs(maxMs)} (closed by the run)` : k}`).join(", ")}`,
      );
    }
    lines.push(`  kept longer than the limit: ${late.length}`);
    lines.push(`  ordinary requests meanwhile: ${probes.length} answered (median ${fmtMs(median(probes))}), ${probeFailures} failed`);
    return { name: "slow-body", pass: late.length === 0 && probeFailures === 0, lines };
  } finally {
    await stopServer(server);
    await db.drop();
  }
}
