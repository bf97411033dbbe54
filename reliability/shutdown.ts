// Part 2: SIGTERM under load. Requests (pages, API reads, lead posts) start on fresh connections over a short window and
// the server gets SIGTERM in the middle of it: every request that was completely sent before the signal must get its
// normal answer; the process must exit 0 within the grace period.
import { performance } from "node:perf_hooks";
import { send, type AddressPool, type Outcome } from "./http.ts";
import { watchSocket } from "./ws-client.ts";
import { appDefaults, createDatabase, fmtMs, median, signInAdmin, sleep, startServer, validLead, type DbKind, type PartResult } from "./harness.ts";
import type { Rng } from "./random.ts";

export interface ShutdownOptions {
  requests: number;
  distDir: string;
  rng: Rng;
  addresses: AddressPool;
}

/** A request counts as in flight when it was fully sent at least this long before the signal (time for the server to accept it). */
export const IN_FLIGHT_MARGIN_MS = 50;
/** The drain (SHUTDOWN_DRAIN_MS, none before issue 32), the shutdown grace (SHUTDOWN_GRACE_MS, 10 s in main.ts before it existed) and 2 s to exit. */
export const EXIT_LIMIT_MS = (appDefaults().shutdownDrainMs ?? 0) + (appDefaults().shutdownGraceMs ?? 10_000) + 2_000;
const WINDOW_MS = 1500;

const gets = ["/", "/blog", "/find-clinic", "/about", "/blog?q=soil", "/api/v1/clinics", "/api/v1/blog/posts", "/api/v1/chat/availability", "/healthz"];

interface Sent {
  label: string;
  address: string;
  startedAt: number;
  expect: number;
  outcome: Outcome;
}

async function shutdownOn(kind: DbKind, opts: ShutdownOptions): Promise<PartResult> {
  const db = await createDatabase(kind, "shutdown");
  try {
    // The server logs every request it has read ("incoming request", with the client's address and the time); each
    // request here comes from its own address, so the log tells which ones the server had received at the signal.
    const receivedAt = new Map<string, number>();
    const onLog = (line: string) => {
      if (!line.includes('"incoming request"')) return;
      try {
        const entry = JSON.parse(line) as { time?: number; req?: { remoteAddress?: string } };
        if (entry.req?.remoteAddress && typeof entry.time === "number") receivedAt.set(entry.req.remoteAddress, entry.time);
      } catch {
        // not a JSON log line
      }
    };
    const server = await startServer(db, opts.distDir, { LEAD_RATE_LIMIT_PER_MINUTE: "10000", LOG_LEVEL: "info" }, onLog);
    // Warm every page once, so the signal meets steady-state work rather than first renders.
    for (const p of gets) await send(server.target, { method: "GET", path: p });
    // An agent's chat socket, which must be closed with 1001 (going away) when the server stops.
    const token = await signInAdmin(server.target, { setup: true, localAddress: opts.addresses.next() });
    const ws = watchSocket(server.target, "/api/v1/chat/ws", { type: "auth", role: "agent", accessToken: token });
    const wsReady = await Promise.race([ws.ready.then(() => true), sleep(10_000).then(() => false)]).catch(() => false);
    // Half the requests spread over the window; the other half in one burst at a random moment inside it. The signal
    // comes a little after most of the burst has been sent (however slow the machine), so that many requests are
    // being worked on, not just queued or already done, when it arrives.
    const burstAt = opts.rng.int(WINDOW_MS * 0.2, WINDOW_MS * 0.5);
    const afterBurstMs = opts.rng.int(IN_FLIGHT_MARGIN_MS + 10, IN_FLIGHT_MARGIN_MS + 150);
    const plan = Array.from({ length: opts.requests }, (_, i) => ({
      at: i % 2 === 0 ? (i * WINDOW_MS) / opts.requests : burstAt,
      burst: i % 2 === 1,
      lead: opts.rng.chance(0.25),
      path: opts.rng.pick(gets),
    }));
    const burstSize = plan.filter((p) => p.burst).length;
    let burstSent = 0;
    let burstMostlySent: () => void;
    const mostlySent = new Promise<void>((resolve) => (burstMostlySent = resolve));
    const onSent = () => {
      if (++burstSent >= Math.ceil(burstSize * 0.8)) burstMostlySent();
    };
    const t0 = performance.now();
    let signalAt = Infinity;
    let signalWall = Infinity;
    const signal = Promise.race([mostlySent, sleep(burstAt + 3000)])
      .then(() => sleep(afterBurstMs))
      .then(() => {
        signalAt = performance.now();
        signalWall = Date.now();
        server.kill("SIGTERM");
      });
    const sent = await Promise.all(
      plan.map(async (p, i): Promise<Sent> => {
        await sleep(p.at);
        const startedAt = performance.now();
        const address = opts.addresses.next();
        const common = { fresh: true, localAddress: address, timeoutMs: 20_000, onSent: p.burst ? onSent : undefined };
        const outcome = p.lead
          ? await send(server.target, { method: "POST", path: "/api/v1/leads", headers: { "content-type": "application/json" }, body: JSON.stringify(validLead(`term${i}`, i)), ...common })
          : await send(server.target, { method: "GET", path: p.path, ...common });
        return { label: p.lead ? "POST /api/v1/leads" : `GET ${p.path}`, address, startedAt, expect: p.lead ? 201 : 200, outcome };
      }),
    );
    await signal;
    const exit = await Promise.race([server.exited, sleep(20_000).then(() => null)]);
    if (!exit) server.kill("SIGKILL");
    const exitMs = exit ? exit.at - signalAt : Infinity;
    const wsClose = wsReady ? await Promise.race([ws.closed, sleep(5000).then(() => "still open" as const)]) : "never ready";
    ws.destroy();

    const normal = (s: Sent) => s.outcome.ok && s.outcome.res.status === s.expect;
    // Judged: every request the server had read before the signal (its log says so).
    const received = sent.filter((s) => (receivedAt.get(s.address) ?? Infinity) < signalWall);
    const receivedFailures = received.filter((s) => !normal(s));
    const receivedOpen = received.filter((s) => !s.outcome.ok || s.startedAt + s.outcome.ms > signalAt);
    const inFlight = sent.filter((s) => s.outcome.sentAt !== null && s.outcome.sentAt <= signalAt - IN_FLIGHT_MARGIN_MS);
    // Of those, the ones not yet answered when the signal came: the requests a graceful shutdown has to finish.
    const open = inFlight.filter((s) => !s.outcome.ok || s.startedAt + s.outcome.ms > signalAt);
    const failures = inFlight.filter((s) => !normal(s));
    const unread = inFlight.filter((s) => !received.includes(s));
    const edge = sent.filter((s) => s.startedAt < signalAt && !inFlight.includes(s));
    const after = sent.filter((s) => s.startedAt >= signalAt);
    const describe = (s: Sent) => `${s.label} → ${s.outcome.ok ? `HTTP ${s.outcome.res.status}` : s.outcome.error}`;
    const tally = (list: Sent[]) => {
      const m = new Map<string, number>();
      for (const s of list) {
        const k = s.outcome.ok ? `HTTP ${s.outcome.res.status}` : s.outcome.error;
        m.set(k, (m.get(k) ?? 0) + 1);
      }
      return [...m].map(([k, v]) => `${v}× ${k}`).join(", ") || "none";
    };
    const receivedMs = received.filter(normal).map((s) => (s.outcome as { ms: number }).ms);
    const lines = [
      `${kind}: ${sent.length} requests over ${WINDOW_MS} ms, SIGTERM after ${Math.round(signalAt - t0)} ms`,
      `${kind}: read by the server before the signal (its request log): ${received.length}, of them still unanswered at the signal: ${receivedOpen.length}; answered normally ${received.length - receivedFailures.length} (median ${fmtMs(median(receivedMs))}), failed ${receivedFailures.length}`,
      ...receivedFailures.slice(0, 12).map((s) => `${kind}:   failed: ${describe(s)}`),
      ...(receivedFailures.length > 12 ? [`${kind}:   … and ${receivedFailures.length - 12} more (${tally(receivedFailures)})`] : []),
      `${kind}: sent ≥ ${IN_FLIGHT_MARGIN_MS} ms before the signal: ${inFlight.length}, of them still unanswered at the signal ${open.length}, answered normally ${inFlight.length - failures.length}; not yet read by the server at the signal (shown, not judged): ${unread.length} (${tally(unread)})`,
      `${kind}: sent within ${IN_FLIGHT_MARGIN_MS} ms of the signal (not judged): ${edge.length} (${tally(edge)})`,
      `${kind}: started after the signal: ${after.length} (${tally(after)})`,
      `${kind}: agent chat socket: ${wsReady ? `closed with ${wsClose === null ? "no close frame" : wsClose} (expected 1001)` : "could not be opened before the signal"}`,
      `${kind}: exit code ${exit ? (exit.code ?? exit.signal) : "none (killed after 20 s)"}, ${Number.isFinite(exitMs) ? fmtMs(exitMs) : "—"} after the signal (limit ${fmtMs(EXIT_LIMIT_MS)})`,
    ];
    const pass = receivedOpen.length > 0 && receivedFailures.length === 0 && wsClose === 1001 && exit?.code === 0 && exitMs <= EXIT_LIMIT_MS;
    return { name: `shutdown-${kind}`, pass, lines };
  } finally {
    await db.drop();
  }
}

export async function shutdownPart(kinds: DbKind[], opts: ShutdownOptions): Promise<PartResult[]> {
  const results: PartResult[] = [];
  for (const kind of kinds) results.push(await shutdownOn(kind, opts));
  return results;
}
