// Queue places: a burst of takes costs a read or two and a frame or two per waiting socket, and the last place arrives.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import type { AgentSessionSummary } from "../../../shared/schemas/chat.ts";
import { sessionSummary } from "../../test-support/chat-rows.ts";
import { LocalBus } from "./event-bus.ts";
import { QueueSnapshot } from "./queue-snapshot.ts";
import { QUEUE_FRAMES_PER_TURN, QUEUE_FRONT, QueueWatch } from "./queue-watch.ts";

const MEERA = "11111111-2222-4333-8444-555555555555";
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

const summary = (sessionId: string, status: AgentSessionSummary["status"]) =>
  sessionSummary(sessionId, { status, agentId: status === "waiting" ? null : MEERA });

/**
 * A queue of `n` waiting chats in memory, its snapshot and watch. A read takes the places as they are when it begins
 * and answers `readMs` later (0: once the caller has gone on), as a database read would.
 */
function queueOf(n: number, readMs = 0) {
  const bus = new LocalBus();
  const waiting = Array.from({ length: n }, (_, i) => `chat-${i + 1}`);
  const read = async () => {
    const positions = new Map(waiting.map((id, i) => [id, i + 1]));
    if (readMs > 0) await new Promise((r) => setTimeout(r, readMs));
    return positions;
  };
  const snapshot = new QueueSnapshot(read, bus);
  const watch = new QueueWatch(snapshot, log);
  /** Takes the first waiting chat, as ChatService.take publishes it. */
  const take = () => {
    const id = waiting.shift()!;
    void bus.publish({ kind: "session", session: summary(id, "active") });
    return id;
  };
  const frames = new Map<string, number[]>();
  const open = (id: string) => {
    frames.set(id, []);
    return watch.watch(id, (p) => frames.get(id)!.push(p));
  };
  const close = () => {
    watch.close();
    snapshot.close();
  };
  return { bus, waiting, snapshot, watch, take, frames, open, close };
}

describe("queue places pushed to waiting sockets", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers a burst of 100 takes with at most 2 reads and 2 frames per socket, the last being the socket's place now", async () => {
    const q = queueOf(300);
    for (const id of [...q.waiting]) q.open(id);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.frames.get("chat-250")).toEqual([250]);
    const readsBefore = q.snapshot.reads;
    const sentBefore = new Map([...q.frames].map(([id, f]) => [id, f.length]));

    const taken = Array.from({ length: 100 }, () => q.take());
    await vi.advanceTimersByTimeAsync(10_000);

    expect(q.snapshot.reads - readsBefore).toBeLessThanOrEqual(2);
    for (const [id, f] of q.frames) {
      const sent = f.slice(sentBefore.get(id));
      expect(sent.length).toBeLessThanOrEqual(2);
      const place = q.waiting.indexOf(id) + 1;
      if (place > 0) expect(sent.at(-1)).toBe(place);
    }
    // A taken chat hears no place read after its take (its widget would show it waiting again).
    for (const id of taken.slice(1)) expect(q.frames.get(id)!.slice(sentBefore.get(id))).toEqual([]);
    q.close();
  });

  it("holds a place further back for its gap but sends the front of the queue within the read window", async () => {
    const q = queueOf(40);
    q.open(`chat-${QUEUE_FRONT + 1}`);
    q.open("chat-30");
    await vi.advanceTimersByTimeAsync(10_000);
    q.take();
    await vi.advanceTimersByTimeAsync(0);
    q.take();
    // The second take's read waits for the window: then chat-11 is at the front (9) and goes, chat-30 (28) waits.
    await vi.advanceTimersByTimeAsync(1000);
    expect(q.frames.get(`chat-${QUEUE_FRONT + 1}`)).toEqual([QUEUE_FRONT + 1, QUEUE_FRONT, QUEUE_FRONT - 1]);
    expect(q.frames.get("chat-30")).toEqual([30, 29]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(q.frames.get("chat-30")).toEqual([30, 29, 28]);
    q.close();
  });

  it(`sends at most ${QUEUE_FRAMES_PER_TURN} frames in one turn of the event loop and the rest in the next turns`, async () => {
    const q = queueOf(QUEUE_FRAMES_PER_TURN * 3);
    for (const id of [...q.waiting]) q.open(id);
    await vi.advanceTimersByTimeAsync(10_000);
    const count = () => [...q.frames.values()].reduce((n, f) => n + f.length, 0);
    const before = count();
    q.take();
    // The read answers within the current turn (promise callbacks only); the frames beyond a turn's share wait.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(count() - before).toBe(QUEUE_FRAMES_PER_TURN);
    await vi.advanceTimersByTimeAsync(100);
    expect(count() - before).toBe(QUEUE_FRAMES_PER_TURN * 3 - 1);
    q.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("sends the first place at once when nothing changed since the last read, and after one read otherwise", async () => {
    const q = queueOf(5);
    q.open("chat-2");
    expect(q.frames.get("chat-2")).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.frames.get("chat-2")).toEqual([2]);
    const reads = q.snapshot.reads;
    q.open("chat-4");
    expect(q.frames.get("chat-4")).toEqual([4]);
    expect(q.snapshot.reads).toBe(reads);
    q.close();
  });

  it("sends nothing more to a socket closed meanwhile, and leaves no timer once every socket has gone", async () => {
    const q = queueOf(100);
    const stop = q.open("chat-50");
    q.open("chat-60");
    await vi.advanceTimersByTimeAsync(10_000);
    q.take();
    await vi.advanceTimersByTimeAsync(0);
    q.take();
    await vi.advanceTimersByTimeAsync(1000);
    // Both heard 49 and 59; 48 and 58 are held for their gap.
    expect(q.frames.get("chat-50")).toEqual([50, 49]);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.frames.get("chat-50")).toEqual([50, 49]);
    expect(q.frames.get("chat-60")).toEqual([60, 59, 58]);
    q.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("leaves no timer behind when closed with places held and a read waiting for its window", async () => {
    const q = queueOf(100);
    q.open("chat-50");
    await vi.advanceTimersByTimeAsync(10_000);
    q.take();
    await vi.advanceTimersByTimeAsync(0);
    q.take();
    q.take();
    await vi.advanceTimersByTimeAsync(1000);
    q.take();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    q.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not send a place read before the chat's own take, and sends its place again when it goes back to the queue", async () => {
    const q = queueOf(3, 50);
    q.open("chat-1");
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.frames.get("chat-1")).toEqual([1]);
    // A read begins (chat-3 ends), then chat-1 is taken while it runs: that read still shows chat-1 first.
    q.waiting.pop();
    void q.bus.publish({ kind: "session", session: summary("chat-3", "ended") });
    q.take();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.frames.get("chat-1")).toEqual([1]);
    // Handed back to the queue at its old place: the widget dropped the place with the take, so it hears it again.
    q.waiting.unshift("chat-1");
    void q.bus.publish({ kind: "session", session: summary("chat-1", "waiting") });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.frames.get("chat-1")).toEqual([1, 1]);
    q.close();
  });
});

describe("the queue snapshot the polls share", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("reads once for any number of polls, and again only once the window has passed after a change", async () => {
    const q = queueOf(5, 20);
    const first = Promise.all(Array.from({ length: 50 }, () => q.snapshot.positions()));
    await vi.advanceTimersByTimeAsync(20);
    expect((await first).every((p) => p.get("chat-3") === 3)).toBe(true);
    expect(q.snapshot.reads).toBe(1);
    q.take();
    // Within the window a poll gets the last read: a place at most a second old.
    expect((await q.snapshot.positions()).get("chat-3")).toBe(3);
    expect(q.snapshot.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    const later = q.snapshot.positions();
    await vi.advanceTimersByTimeAsync(20);
    expect((await later).get("chat-3")).toBe(2);
    expect(q.snapshot.reads).toBe(2);
    // Nothing changed since: no read, however late.
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await q.snapshot.positions()).get("chat-3")).toBe(2);
    expect(q.snapshot.reads).toBe(2);
    q.close();
  });

  it("reads on every poll while the bus may be missing events, and forgets what it read after a gap", async () => {
    const q = queueOf(5);
    await Promise.all([q.snapshot.positions(), vi.advanceTimersByTimeAsync(0)]);
    expect(q.snapshot.fresh).not.toBeNull();
    q.bus.gap();
    expect(q.snapshot.fresh).toBeNull();
    const down = Object.assign(new LocalBus(), { live: false });
    let reads = 0;
    const blind = new QueueSnapshot(async () => new Map([["chat-1", ++reads]]), down);
    await blind.positions();
    expect((await blind.positions()).get("chat-1")).toBe(2);
    blind.close();
    q.close();
  });

  it("logs a failed read and reads again on the next change", async () => {
    const bus = new LocalBus();
    let fail = true;
    const snapshot = new QueueSnapshot(async () => {
      if (fail) throw new Error("database gone");
      return new Map([["chat-1", 1]]);
    }, bus);
    const warn = vi.fn();
    const watch = new QueueWatch(snapshot, { warn } as unknown as FastifyBaseLogger);
    const frames: number[] = [];
    watch.watch("chat-1", (p) => frames.push(p));
    await vi.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    void bus.publish({ kind: "session", session: summary("chat-2", "waiting") });
    await vi.advanceTimersByTimeAsync(1000);
    expect(frames).toEqual([1]);
    watch.close();
    snapshot.close();
  });
});
