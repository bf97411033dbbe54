// Part 5: a rolling restart behind nginx (issue 32). deploy/nginx/mittimitra.conf (src/server/test-support/nginx.ts)
// in front of two instances on one PostgreSQL database, with live chats (half of the widgets on the socket, half
// polling), agent consoles on the socket, page views and lead posts, all through nginx from many loopback addresses.
// Each instance in turn gets SIGTERM (the drain, then the close), and is started again from the other of two build
// folders (the release switch), on the same port, before the next one goes; twice round. Counted: failed HTTP requests,
// acknowledged chat messages and leads not stored, messages stored twice, acknowledged messages the widget never saw
// (socket or poll), widgets and consoles whose socket did not come back, and how long they took to come back.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { CHAT_API, type ChatMessage, type CreatedChatSession, type VisitorMessagesResponse } from "../src/shared/schemas/chat.ts";
import { findNginx, startNginx, type Nginx } from "../src/server/test-support/nginx.ts";
import { closedPort } from "../src/server/test-support/smtp-sink.ts";
import { WebSocket, type WsClient } from "../src/server/test-support/ws-client.ts";
import { send, type AddressPool, type Outcome, type Target } from "./http.ts";
import { createDatabase, fmtMs, makeWorkDir, queryDb, signInAdmin, sleep, startServer, stopServer, validLead, type PartResult, type ServerProcess } from "./harness.ts";

export interface RollingOptions {
  /** Chats live during the restarts (half on sockets, half polling). */
  chats: number;
  /** Times round both instances. */
  rounds: number;
  distDir: string;
  addresses: AddressPool;
}

const PAGES = ["/", "/blog", "/about", "/find-clinic", "/api/v1/clinics", "/api/v1/blog/posts", "/api/v1/chat/availability"];
const SEND_EVERY_MS = 3000;
const POLL_EVERY_MS = 2000;
const PING_EVERY_MS = 10_000;

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Requests and failed requests by the way instances are being restarted at the time, and what failed. */
class Tally {
  phase = "start";
  readonly total = new Map<string, number>();
  readonly failed = new Map<string, Map<string, number>>();
  judge(kind: string, o: Outcome, ...ok: number[]): boolean {
    this.total.set(this.phase, (this.total.get(this.phase) ?? 0) + 1);
    if (o.ok && ok.includes(o.res.status)) return true;
    const key = `${kind} → ${o.ok ? `HTTP ${o.res.status}` : o.error}`;
    const failed = this.failed.get(this.phase) ?? new Map<string, number>();
    this.failed.set(this.phase, failed.set(key, (failed.get(key) ?? 0) + 1));
    return false;
  }
  /** Requests sent again after their kept-alive connection to nginx was closed before any answer, by phase. */
  readonly resent = new Map<string, number>();
  failures(phase: string): number {
    return [...(this.failed.get(phase)?.values() ?? [])].reduce((a, b) => a + b, 0);
  }
  line(phase: string, label: string): string {
    const n = this.failures(phase);
    const what = [...(this.failed.get(phase) ?? [])].map(([k, c]) => `${c}× ${k}`).join("; ");
    const resent = this.resent.get(phase) ?? 0;
    return `${label}: HTTP requests through nginx ${this.total.get(phase) ?? 0}, failed ${n}${n ? ` (${what})` : ""}; sent again on a new connection after nginx closed a kept-alive one first, as browsers do: ${resent}`;
  }
}

/** The ways an instance is restarted (docs/operations.md): SIGTERM alone, or out of nginx's rotation first. */
const METHODS = [
  { phase: "sigterm", label: "SIGTERM alone (the drain; nginx keeps the instance in its rotation)", outFirst: false },
  { phase: "out-first", label: "out of nginx first (`down` and a reload), then SIGTERM", outFirst: true },
];

/**
 * A request on a kept-alive connection to nginx; when nginx closed that connection before any answer (a reload closes
 * idle ones), it is sent once more on a new connection, as browsers do for a reused connection (the request cannot
 * have been read). Counted in `tally.resent`.
 */
async function sendKept(tally: Tally, target: Target, req: Parameters<typeof send>[1]): Promise<Outcome> {
  const o = await send(target, req);
  if (o.ok || !["ECONNRESET", "EPIPE", "socket hang up"].includes(o.error)) return o;
  tally.resent.set(tally.phase, (tally.resent.get(tally.phase) ?? 0) + 1);
  return send(target, { ...req, fresh: true });
}

/** nginx's upstream errors, counted by kind (the error log's message without the request's details). */
function upstreamErrors(log: string): string {
  const counts = new Map<string, number>();
  for (const line of log.split("\n")) {
    const m = / \[(error|warn)\] [\d#]+: \*\d+ (.*?) while .*upstream/.exec(line);
    if (m) counts.set(m[2]!, (counts.get(m[2]!) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n}× ${k}`).join("; ") || "none";
}

/**
 * A chat socket through nginx that comes back after a close, as the widget's and the console's do: again after a
 * short wait, and ready once the server says so. Records how long each comeback took.
 */
class LiveSocket {
  ready = false;
  private downSince: number | null = null;
  private socket?: WsClient;
  private stopped = false;
  readonly comebacks: number[] = [];
  readonly closeCodes = new Map<number, number>();

  constructor(
    private readonly url: string,
    private readonly address: string,
    private readonly auth: () => unknown,
    private readonly onFrame: (frame: { type: string; message?: ChatMessage }) => void,
    private readonly onReady: () => void,
  ) {
    this.open();
  }

  private open() {
    const ws = new WebSocket(this.url, { localAddress: this.address });
    this.socket = ws;
    ws.on("open", () => ws.send(JSON.stringify(this.auth())));
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data)) as { type: string; message?: ChatMessage };
      if (frame.type === "ready") {
        this.ready = true;
        if (this.downSince !== null) this.comebacks.push(performance.now() - this.downSince);
        this.downSince = null;
        this.onReady();
      }
      this.onFrame(frame);
    });
    ws.on("error", () => {});
    ws.on("close", (code) => {
      this.closeCodes.set(code, (this.closeCodes.get(code) ?? 0) + 1);
      this.ready = false;
      this.downSince ??= performance.now();
      if (!this.stopped) setTimeout(() => this.open(), 250 + Math.random() * 500);
    });
  }

  ping() {
    if (this.ready) this.socket?.send(JSON.stringify({ type: "ping" }));
  }

  close() {
    this.stopped = true;
    this.socket?.terminate();
  }
}

interface Visitor {
  chat: CreatedChatSession;
  address: string;
  socket?: LiveSocket;
  /** Acknowledged messages: id → client id. */
  acked: Map<string, string>;
  /** Message ids the widget received, on the socket or by polling. */
  seen: Set<string>;
  lastId?: string;
}

export async function rollingPart(opts: RollingOptions): Promise<PartResult> {
  const nginxBin = findNginx();
  if (!nginxBin || !process.env.TEST_DATABASE_URL) {
    return {
      name: "rolling",
      pass: false,
      lines: [`needs nginx (apt-get install nginx-light) and PostgreSQL (TEST_DATABASE_URL); found: ${nginxBin ? "nginx" : "no nginx"}, ${process.env.TEST_DATABASE_URL ? "TEST_DATABASE_URL" : "no TEST_DATABASE_URL"}`],
    };
  }
  // The "new build": a second copy of the build, so every restart switches folders as a release does.
  const dists = [opts.distDir, `${opts.distDir}-rolling`];
  fs.rmSync(dists[1]!, { recursive: true, force: true });
  fs.cpSync(dists[0]!, dists[1]!, { recursive: true });
  const db = await createDatabase("postgres", "rolling");
  const nginxDir = makeWorkDir("rolling-nginx");
  const ports = [await closedPort(), await closedPort()];
  const env = (port: number) => ({
    PORT: String(port),
    TRUST_PROXY: "127.0.0.1",
    JWT_SECRET: "rolling-restart-shared-secret-0123456789abcdef",
    LEAD_RATE_LIMIT_PER_MINUTE: "10000",
    CHAT_QUEUE_TIMEOUT_S: "3600",
  });
  const instances: ServerProcess[] = [];
  let nginx: Nginx | undefined;
  const sockets: LiveSocket[] = [];
  let running = true;
  try {
    for (const port of ports) instances.push(await startServer(db, dists[0]!, env(port)));
    nginx = await startNginx(nginxBin, ports, nginxDir);
    const proxy: Target = { host: "127.0.0.1", port: nginx.port };
    const wsUrl = `ws://127.0.0.1:${nginx.port}${CHAT_API.socket}`;
    const tally = new Tally();
    const token = await signInAdmin(proxy, { setup: true, localAddress: opts.addresses.next() });

    // An agent online, so chats wait for one (without, the assistant answers and the chat is over for the agents).
    const online = await send(proxy, { method: "PUT", path: CHAT_API.presence, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ online: true }) });
    if (!online.ok || online.res.status !== 200) throw new Error(`could not go online: ${online.ok ? online.res.status : online.error}`);
    // The consoles: four agent sockets (their pings keep the agent online).
    const consoles = Array.from({ length: 4 }, () => new LiveSocket(wsUrl, opts.addresses.next(), () => ({ type: "auth", role: "agent", accessToken: token }), () => {}, () => {}));
    sockets.push(...consoles);

    // The chats, each from its own address.
    const visitors: Visitor[] = [];
    for (let i = 0; i < opts.chats; i++) {
      const address = opts.addresses.next();
      const body = JSON.stringify({ userName: `Rolling ${i}`, userEmail: `rolling.${i}@example.in`, userType: "farmer" });
      const o = await send(proxy, { method: "POST", path: CHAT_API.sessions, headers: { "content-type": "application/json" }, body, localAddress: address });
      if (!tally.judge("POST chat session", o, 201) || !o.ok) continue;
      visitors.push({ chat: JSON.parse(o.res.body.toString()) as CreatedChatSession, address, acked: new Map(), seen: new Set() });
    }
    const poll = async (v: Visitor) => {
      const query = v.lastId ? `?afterId=${v.lastId}` : "";
      const o = await sendKept(tally, proxy, { method: "GET", path: `${CHAT_API.visitorMessages(v.chat.sessionId)}${query}`, headers: { authorization: `Bearer ${v.chat.visitorToken}` }, localAddress: v.address, timeoutMs: 15_000 });
      if (!tally.judge("GET chat messages", o, 200) || !o.ok) return;
      for (const m of (JSON.parse(o.res.body.toString()) as VisitorMessagesResponse).messages) see(v, m);
    };
    const see = (v: Visitor, m: ChatMessage) => {
      v.seen.add(m.id);
      v.lastId = m.id;
    };
    visitors.forEach((v, i) => {
      if (i % 2 !== 0) return;
      // The widget catches up by polling once its socket is back.
      v.socket = new LiveSocket(wsUrl, v.address, () => ({ type: "auth", role: "visitor", sessionId: v.chat.sessionId, token: v.chat.visitorToken }), (f) => f.type === "message" && f.message && see(v, f.message), () => void poll(v));
      sockets.push(v.socket);
    });

    // The traffic: every visitor sends; the widgets without a socket poll; pages and leads from a few addresses.
    const loops: Promise<void>[] = [];
    const every = (ms: number, fn: () => Promise<void>) =>
      loops.push(
        (async () => {
          await sleep(Math.random() * ms);
          while (running) {
            const t = performance.now();
            await fn();
            await sleep(Math.max(0, ms - (performance.now() - t)));
          }
        })(),
      );
    for (const v of visitors) {
      let n = 0;
      every(SEND_EVERY_MS, async () => {
        const clientId = randomUUID();
        const body = JSON.stringify({ message: `Rolling message ${n++} from ${v.chat.sessionId.slice(0, 8)}`, clientId });
        const message = { method: "POST", path: CHAT_API.visitorMessages(v.chat.sessionId), headers: { "content-type": "application/json", authorization: `Bearer ${v.chat.visitorToken}` }, body, localAddress: v.address, timeoutMs: 15_000 };
        let o = await sendKept(tally, proxy, message);
        // Not answered: the widget sends it again with the same client id (stored once, answered 200 if it was).
        if (!tally.judge("POST chat message", o, 200, 201)) o = await sleep(1000).then(() => sendKept(tally, proxy, message));
        if (o.ok && (o.res.status === 201 || o.res.status === 200)) v.acked.set((JSON.parse(o.res.body.toString()) as ChatMessage).id, clientId);
      });
      if (!v.socket) every(POLL_EVERY_MS, () => poll(v));
    }
    every(PING_EVERY_MS, async () => sockets.forEach((s) => s.ping()));
    const leads: string[] = [];
    for (let w = 0; w < 6; w++) {
      let i = 0;
      // Each page view from a visitor of its own (a fresh address and connection), as the site's visitors are.
      every(100, async () => {
        tally.judge("GET page", await send(proxy, { method: "GET", path: PAGES[i++ % PAGES.length]!, localAddress: opts.addresses.next(), fresh: true, timeoutMs: 15_000 }), 200);
      });
    }
    for (let w = 0; w < 2; w++) {
      const address = opts.addresses.next();
      let i = 0;
      every(300, async () => {
        const lead = validLead(`roll${w}`, i++);
        const o = await sendKept(tally, proxy, { method: "POST", path: "/api/v1/leads", headers: { "content-type": "application/json" }, body: JSON.stringify(lead), localAddress: address, timeoutMs: 15_000 });
        if (tally.judge("POST lead", o, 201)) leads.push(lead.email);
      });
    }

    // The restarts: each way, `rounds` times round.
    await sleep(5000);
    const lines: string[] = [];
    const exits: string[] = [];
    const startTimes: number[] = [];
    let release = 0;
    for (const method of METHODS) for (let round = 0; round < opts.rounds; round++) {
      tally.phase = method.phase;
      for (let i = 0; i < instances.length; i++) {
        if (method.outFirst) await nginx.reload([ports[i]!]);
        const old = instances[i]!;
        old.kill("SIGTERM");
        const exit = await Promise.race([old.exited, sleep(40_000).then(() => null)]);
        if (!exit) old.kill("SIGKILL");
        exits.push(exit ? String(exit.code ?? exit.signal) : "killed after 40 s");
        const t = performance.now();
        instances[i] = await startServer(db, dists[++release % 2]!, env(ports[i]!));
        for (;;) {
          const o = await send(instances[i]!.target, { method: "GET", path: "/readyz", fresh: true, timeoutMs: 3000 });
          if (o.ok && o.res.status === 200) break;
          await sleep(200);
        }
        startTimes.push(performance.now() - t);
        if (method.outFirst) await nginx.reload([]);
        // Time for widgets and consoles to come back before the next instance goes.
        await sleep(4000);
      }
    }
    await sleep(3000);
    running = false;
    await Promise.all(loops);
    // The sockets' last frames; the polling widgets poll once more (they would go on polling).
    await sleep(3000);
    await Promise.all(visitors.filter((v) => !v.socket).map(poll));

    // What the widgets saw, then what is stored.
    const acked = visitors.flatMap((v) => [...v.acked].map(([id, clientId]) => ({ v, id, clientId })));
    const unseen = acked.filter((a) => !a.v.seen.has(a.id));
    const unseenOnSockets = unseen.filter((a) => a.v.socket).length;
    const stored = await queryDb<{ id: string; client_id: string | null }>(db, "SELECT id, client_id FROM chat_session_messages WHERE sender_type = 'user'");
    const storedIds = new Set(stored.map((r) => r.id));
    const lost = acked.filter((a) => !storedIds.has(a.id));
    const perClientId = new Map<string, number>();
    for (const r of stored) if (r.client_id) perClientId.set(r.client_id, (perClientId.get(r.client_id) ?? 0) + 1);
    const doubled = [...perClientId.values()].filter((n) => n > 1).length;
    const leadRows = await queryDb<{ email: string; n: string | number }>(db, "SELECT email, count(*) AS n FROM leads WHERE email LIKE 'rel.roll%' GROUP BY email");
    const leadCounts = new Map(leadRows.map((r) => [r.email, Number(r.n)]));
    const leadsLost = leads.filter((e) => !leadCounts.has(e)).length;
    const leadsDoubled = [...leadCounts.values()].filter((n) => n > 1).length;
    const widgets = visitors.filter((v) => v.socket).map((v) => v.socket!);
    const notBack = (list: LiveSocket[]) => list.filter((s) => !s.ready).length;
    const comebacks = (list: LiveSocket[]) => list.flatMap((s) => s.comebacks);
    const closeCodes = new Map<number, number>();
    for (const s of sockets) for (const [code, n] of s.closeCodes) closeCodes.set(code, (closeCodes.get(code) ?? 0) + n);
    const back = (label: string, list: LiveSocket[]) => {
      const c = comebacks(list);
      return `${label}: ${list.length - notBack(list)} of ${list.length} connected at the end; ${c.length} comebacks, p50 ${fmtMs(percentile(c, 50))}, p99 ${fmtMs(percentile(c, 99))}, longest ${fmtMs(percentile(c, 100))}`;
    };
    lines.push(
      `${instances.length} instances on PostgreSQL behind nginx, restarted in turn ${opts.rounds} times round each way (${exits.length} restarts; exit codes ${exits.join(", ")}; back to /readyz 200 in p50 ${fmtMs(percentile(startTimes, 50))}, longest ${fmtMs(percentile(startTimes, 100))})`,
      tally.line("start", "before the first restart"),
      ...METHODS.map((m) => tally.line(m.phase, `restarts by ${m.label}`)),
      `nginx's upstream errors: ${upstreamErrors(nginx.errors())}`,
      `chats: ${visitors.length} (${widgets.length} widgets on the socket, ${visitors.length - widgets.length} polling); messages acknowledged ${acked.length}, lost ${lost.length}, stored twice ${doubled}, never seen by their widget ${unseen.length} (${unseenOnSockets} of them by a widget on the socket)`,
      `leads acknowledged ${leads.length}, lost ${leadsLost}, stored twice ${leadsDoubled}`,
      back("widget sockets", widgets),
      back("console sockets", consoles),
      `socket close codes: ${[...closeCodes].map(([code, n]) => `${n}× ${code}`).join(", ") || "none"}`,
    );
    const pass =
      exits.every((e) => e === "0") && ["start", ...METHODS.map((m) => m.phase)].every((phase) => tally.failures(phase) === 0) && lost.length === 0 && doubled === 0 && unseen.length === 0 && leadsLost === 0 && leadsDoubled === 0 && notBack(sockets) === 0;
    return { name: "rolling-postgres", pass, lines };
  } finally {
    running = false;
    for (const s of sockets) s.close();
    await nginx?.stop();
    for (const s of instances) await stopServer(s);
    await db.drop();
    fs.rmSync(nginxDir, { recursive: true, force: true });
    fs.rmSync(dists[1]!, { recursive: true, force: true });
  }
}
