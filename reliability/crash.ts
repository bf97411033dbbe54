// Part 1: SIGKILL during concurrent lead and chat writes. Every write the server acknowledged (2xx with an id) must be in
// the database afterwards, read directly from the database files or server, with no app code in between.
import { performance } from "node:perf_hooks";
import { json, send, type AddressPool, type Outcome, type Target } from "./http.ts";
import { createDatabase, fmtMs, queryDb, signInAdmin, sleep, startServer, stopServer, validLead, type DbKind, type PartResult, type ServerProcess, type TestDatabase } from "./harness.ts";
import type { Rng } from "./random.ts";

export interface CrashOptions {
  kills: number;
  distDir: string;
  rng: Rng;
  addresses: AddressPool;
}

interface Acked {
  leads: Map<string, string>;
  /** Leads a bot check may flag (honeypot filled, no elapsedMs, a 1.5 s fill): acknowledged all the same. */
  suspectLeads: Map<string, string>;
  sessions: Set<string>;
  messages: Map<string, string>;
}

interface Counters {
  failed: number;
  /** Why writes were not acknowledged: "ECONNRESET", "HTTP 429", … */
  reasons: Map<string, number>;
}

function notAcknowledged(counters: Counters, o: Outcome) {
  counters.failed++;
  const reason = o.ok ? `HTTP ${o.res.status}` : o.error;
  counters.reasons.set(reason, (counters.reasons.get(reason) ?? 0) + 1);
}

const LEAD_WRITERS = 6;
const CHAT_WRITERS = 4;
/** Requests per source address before a writer moves to the next, so the fixed per-address chat limits never bite. */
const REQUESTS_PER_ADDRESS = 8;

function suspectLead(tag: string, n: number, rng: Rng) {
  const lead: Record<string, unknown> = { ...validLead(tag, n), name: `Suspect ${tag} ${n}` };
  const kind = rng.int(0, 2);
  if (kind === 0) lead.honeypot = "http://spam.example";
  else if (kind === 1) delete lead.elapsedMs;
  else lead.elapsedMs = 1500;
  return lead;
}

async function leadWriter(target: Target, acked: Acked, stop: () => boolean, tag: string, rng: Rng, addresses: AddressPool, counters: Counters) {
  let n = 0;
  let address = addresses.next();
  while (!stop() && n < 20_000) {
    if (n % REQUESTS_PER_ADDRESS === 0) address = addresses.next();
    const suspect = rng.chance(0.1);
    const body = suspect ? suspectLead(tag, n, rng) : validLead(tag, n);
    n++;
    const o = await send(target, { method: "POST", path: "/api/v1/leads", headers: { "content-type": "application/json" }, body: JSON.stringify(body), localAddress: address, timeoutMs: 10_000 });
    if (o.ok && o.res.status === 201) {
      const { id } = JSON.parse(o.res.body.toString("utf8")) as { id: string };
      (suspect ? acked.suspectLeads : acked.leads).set(id, body.name as string);
    } else notAcknowledged(counters, o);
  }
}

async function chatWriter(target: Target, acked: Acked, stop: () => boolean, tag: string, addresses: AddressPool, counters: Counters) {
  let n = 0;
  while (!stop() && n < 20_000) {
    const address = addresses.next();
    const created = await send(target, {
      method: "POST",
      path: "/api/v1/chat/sessions",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userName: `Visitor ${tag} ${n}`, userEmail: `visitor.${tag}.${n}@example.in`, userType: "farmer" }),
      localAddress: address,
      timeoutMs: 10_000,
    });
    n++;
    if (!created.ok || created.res.status !== 201) {
      notAcknowledged(counters, created);
      continue;
    }
    const session = JSON.parse(created.res.body.toString("utf8")) as { sessionId: string; visitorToken: string; status: string };
    acked.sessions.add(session.sessionId);
    if (session.status === "ended") continue; // no agent online: the chat went to the assistant, nothing to write
    for (let m = 0; m < REQUESTS_PER_ADDRESS - 1 && !stop(); m++) {
      const text = `Message ${m} of chat ${tag} ${n}: मिट्टी की जाँच`;
      const o = await send(target, {
        method: "POST",
        path: `/api/v1/chat/sessions/${session.sessionId}/messages`,
        headers: { "content-type": "application/json", authorization: `Bearer ${session.visitorToken}` },
        body: JSON.stringify({ message: text }),
        localAddress: address,
        timeoutMs: 10_000,
      });
      if (o.ok && o.res.status === 201) acked.messages.set((JSON.parse(o.res.body.toString("utf8")) as { id: string }).id, text);
      else notAcknowledged(counters, o);
    }
  }
}

interface Lost {
  leads: number;
  suspectLeads: number;
  sessions: number;
  messages: number;
  changedMessages: number;
}

async function verify(db: TestDatabase, acked: Acked): Promise<Lost> {
  const leadIds = new Set((await queryDb<{ id: string }>(db, "select id from leads")).map((r) => r.id));
  const sessionIds = new Set((await queryDb<{ id: string }>(db, "select id from chat_sessions")).map((r) => r.id));
  const messages = new Map((await queryDb<{ id: string; message: string }>(db, "select id, message from chat_session_messages")).map((r) => [r.id, r.message]));
  const missing = (ids: Iterable<string>, have: { has: (id: string) => boolean }) => [...ids].filter((id) => !have.has(id)).length;
  return {
    leads: missing(acked.leads.keys(), leadIds),
    suspectLeads: missing(acked.suspectLeads.keys(), leadIds),
    sessions: missing(acked.sessions, sessionIds),
    messages: missing(acked.messages.keys(), messages),
    changedMessages: [...acked.messages].filter(([id, text]) => messages.has(id) && messages.get(id) !== text).length,
  };
}

/** Signs the admin in and puts them online, so new chats wait for an agent and accept messages. */
async function prepare(server: ServerProcess, first: boolean, addresses: AddressPool) {
  const token = await signInAdmin(server.target, { setup: first, localAddress: addresses.next() });
  await json(server.target, "PUT", "/api/v1/agent/presence", { online: true }, { token, localAddress: addresses.next() });
}

async function crashOn(kind: DbKind, opts: CrashOptions): Promise<PartResult> {
  const db = await createDatabase(kind, "crash");
  const acked: Acked = { leads: new Map(), suspectLeads: new Map(), sessions: new Set(), messages: new Map() };
  const counters: Counters = { failed: 0, reasons: new Map() };
  const lines: string[] = [];
  let worst: Lost = { leads: 0, suspectLeads: 0, sessions: 0, messages: 0, changedMessages: 0 };
  const killDelays: number[] = [];
  const t0 = performance.now();
  try {
    for (let round = 0; round < opts.kills; round++) {
      const server = await startServer(db, opts.distDir, { LEAD_RATE_LIMIT_PER_MINUTE: "10000", LOG_LEVEL: "warn" });
      await prepare(server, round === 0, opts.addresses);
      let stopped = false;
      const stop = () => stopped;
      const tag = `r${round}`;
      const writers = [
        ...Array.from({ length: LEAD_WRITERS }, (_, i) => leadWriter(server.target, acked, stop, `${tag}w${i}`, opts.rng.fork(), opts.addresses, counters)),
        ...Array.from({ length: CHAT_WRITERS }, (_, i) => chatWriter(server.target, acked, stop, `${tag}c${i}`, opts.addresses, counters)),
      ];
      const delay = opts.rng.int(300, 2500);
      killDelays.push(delay);
      await sleep(delay);
      server.kill("SIGKILL");
      // Requests already sent meet the dead process; no writer starts another.
      stopped = true;
      await server.exited;
      await Promise.all(writers);
      const lost = await verify(db, acked);
      worst = lost;
      process.stdout.write(
        `  ${kind} kill ${round + 1}/${opts.kills} after ${delay} ms: acknowledged so far ${acked.leads.size} leads, ${acked.sessions.size} chats, ${acked.messages.size} messages; lost ${lost.leads + lost.sessions + lost.messages}\n`,
      );
    }
    // One more start after the last kill: the database must open, and still hold everything.
    const server = await startServer(db, opts.distDir, { LOG_LEVEL: "warn" });
    const ready = await send(server.target, { method: "GET", path: "/readyz" });
    await stopServer(server);
    worst = await verify(db, acked);
    const readyOk = ready.ok && ready.res.status === 200;
    const lost = worst.leads + worst.sessions + worst.messages + worst.changedMessages;
    lines.push(
      `${kind}: ${opts.kills} SIGKILLs (after ${Math.min(...killDelays)}–${Math.max(...killDelays)} ms of writes), ${fmtMs(performance.now() - t0)}`,
      `${kind}: acknowledged ${acked.leads.size} leads, ${acked.sessions.size} chat sessions, ${acked.messages.size} chat messages; ${counters.failed} writes not acknowledged (${[...counters.reasons].map(([k, v]) => `${v}× ${k}`).join(", ") || "none"})`,
      `${kind}: acknowledged writes lost: ${lost} (leads ${worst.leads}, chats ${worst.sessions}, messages ${worst.messages}, messages changed ${worst.changedMessages})`,
      `${kind}: suspected-spam leads acknowledged ${acked.suspectLeads.size}, not stored ${worst.suspectLeads}` +
        (worst.suspectLeads ? " (answered 201 with an id that is in no table: a silent drop)" : ""),
      `${kind}: restart after the last kill: ${readyOk ? "ready" : "NOT ready"}`,
    );
    return { name: `crash-${kind}`, pass: lost === 0 && worst.suspectLeads === 0 && readyOk && acked.leads.size > 0 && acked.messages.size > 0, lines };
  } finally {
    await db.drop();
  }
}

export async function crashPart(kinds: DbKind[], opts: CrashOptions & { postgresKills: number }): Promise<PartResult[]> {
  const results: PartResult[] = [];
  for (const kind of kinds) results.push(await crashOn(kind, { ...opts, kills: kind === "postgres" ? opts.postgresKills : opts.kills }));
  return results;
}
