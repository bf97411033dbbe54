// Chat capacity levers of issue 16, measured in process so that a busy machine sways them least: each lever's before
// and after run side by side, interleaved, in one process. Fan-out: µs of one instance's CPU per published message with
// 1,000 and 10,000 sockets open. Run alone with `npx tsx bench/chat-capacity.ts`; `npm run bench -- chat` prints it too.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { randomUUID } from "node:crypto";
import { LocalBus, type ChatEvent } from "../src/server/services/chat/event-bus.ts";
import { SocketIndex } from "../src/server/services/chat/socket-index.ts";
import { visibleEvent } from "../src/server/services/chat/socket-hub.ts";

type Viewer = Parameters<typeof visibleEvent>[0];

export interface FanoutRow {
  sockets: number;
  agents: number;
  /** µs per published message, median of the rounds: one listener per socket (before) and the index (after). */
  perSocketUs: number;
  indexUs: number;
  /** Frames the sockets received per message (2: the visitor and its agent), the same for both. */
  framesPerMessage: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A world of `visitors` chats, each held by one of `agents` agents, every socket sending into a counter. */
function world(visitors: number, agents: number) {
  const agentIds = Array.from({ length: agents }, () => randomUUID());
  const chats = Array.from({ length: visitors }, (_, i) => ({ sessionId: randomUUID(), agentId: agentIds[i % agents]! }));
  const viewers: Viewer[] = [
    ...chats.map((c): Viewer => ({ role: "visitor", sessionId: c.sessionId })),
    ...agentIds.map((agentId): Viewer => ({ role: "agent", agentId, accessToken: "x" })),
  ];
  return { chats, viewers };
}

const messageEvent = (c: { sessionId: string; agentId: string }, i: number): ChatEvent => ({
  kind: "message",
  sessionId: c.sessionId,
  agentId: c.agentId,
  message: { id: randomUUID(), message: `Namaste ${i}, when will my soil report be ready?`, sender_type: "user", sender_name: "Visitor", created_at: new Date().toISOString() },
});

/** µs per message over `events`, and frames sent per message, for one way of fanning out. */
function fanoutRound(how: "per-socket" | "index", visitors: number, agents: number, events: number): { us: number; frames: number } {
  const bus = new LocalBus();
  const { chats, viewers } = world(visitors, agents);
  let frames = 0;
  const send = (json: string) => {
    if (json.length > 0) frames++;
  };
  if (how === "per-socket") {
    // As socket-hub did before issue 16: every socket's own listener tests every event.
    for (const v of viewers) {
      bus.subscribe((event) => {
        const frame = visibleEvent(v, event);
        if (frame) send(JSON.stringify(frame));
      });
    }
  } else {
    const index = new SocketIndex<Viewer>(bus, visibleEvent);
    for (const v of viewers) index.add(v, send);
  }
  const list = Array.from({ length: events }, (_, i) => messageEvent(chats[(i * 7919) % chats.length]!, i));
  const t0 = performance.now();
  for (const e of list) void bus.publish(e);
  const us = ((performance.now() - t0) * 1000) / events;
  void bus.close();
  return { us, frames: frames / events };
}

export function runFanoutBench(sizes = [1000, 10_000], agents = 20, rounds = 7): FanoutRow[] {
  return sizes.map((visitors) => {
    const events = visitors >= 10_000 ? 500 : 2000;
    // Warm both paths up, then interleave the rounds so that both see the same machine.
    fanoutRound("per-socket", visitors, agents, 200);
    fanoutRound("index", visitors, agents, 200);
    const before: number[] = [];
    const after: number[] = [];
    let frames = 0;
    for (let r = 0; r < rounds; r++) {
      before.push(fanoutRound("per-socket", visitors, agents, events).us);
      const a = fanoutRound("index", visitors, agents, events);
      after.push(a.us);
      frames = a.frames;
    }
    return { sockets: visitors + agents, agents, perSocketUs: median(before), indexUs: median(after), framesPerMessage: frames };
  });
}

const fmt = (n: number, d = 1) => n.toFixed(d);
const load = () => os.loadavg().map((n) => n.toFixed(2)).join(" ");

export function fanoutTable(rows: FanoutRow[], loadAtStart: string): string[] {
  return [
    `Chat fan-out in process, µs of CPU per published message (median of 7 interleaved rounds), load average ${loadAtStart}`,
    "| sockets (visitors + agents) | one listener per socket (before) | socket index (after) | before / after | frames per message |",
    "|---|---:|---:|---:|---:|",
    ...rows.map((r) => `| ${r.sockets.toLocaleString("en-US")} (${r.agents} agents) | ${fmt(r.perSocketUs)} | ${fmt(r.indexUs, 2)} | ${fmt(r.perSocketUs / r.indexUs, 0)}× | ${fmt(r.framesPerMessage, 0)} |`),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const start = load();
  console.log(fanoutTable(runFanoutBench(), start).join("\n"));
  console.log(`load average at the end: ${load()}`);
}
