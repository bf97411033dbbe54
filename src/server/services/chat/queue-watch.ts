// Tells waiting visitors' sockets their place in the queue: at once when they connect, then as the queue moves, at
// most one frame per socket every second near the front and every five seconds further back, always ending on the
// latest place (issue 16). The places come from the shared queue snapshot: at most one read a second per instance
// however many chats are taken, so a burst of takes with 10,000 visitors waiting costs a read a second, not 10,000
// frames per take.
import type { FastifyBaseLogger } from "fastify";
import type { QueueRead, QueueSnapshot } from "./queue-snapshot.ts";

/** Places up to this one are the front of the queue: "you are next" and the few before it are worth hearing at once. */
export const QUEUE_FRONT = 10;

/** Shortest time between two queue frames to one socket, for a place at the front and further back. */
export interface QueueFrameGaps {
  frontMs: number;
  backMs: number;
}

export const QUEUE_FRAME_GAPS: QueueFrameGaps = { frontMs: 1000, backMs: 5000 };

/** Frames held back by the gap are sent by one sweep of them, at most this often. */
const SWEEP_MIN_MS = 250;

/**
 * Frames sent in one turn of the event loop at most; the rest follow in the next turns, so messages and requests get
 * their turn between (10,000 frames at once would hold the loop for about 100 ms).
 */
export const QUEUE_FRAMES_PER_TURN = 500;

interface Watcher {
  send: (queuePosition: number) => void;
  /** The place last sent, so an unchanged one is not sent again; undefined until the first. */
  sent?: number;
  sentAt: number;
  /** A newer place held back by the gap, sent by the sweep. */
  held?: number;
  /** In the outbox: its `sent` place goes out in a coming turn. */
  queued?: boolean;
  closed?: boolean;
}

interface WatchedChat {
  watchers: Set<Watcher>;
  /**
   * The snapshot's change count at this chat's own last session event (or when it was first watched): a read begun
   * before it may show the chat waiting after it was taken, and would flip the widget back to "waiting".
   */
  since: number;
}

export class QueueWatch {
  private readonly chats = new Map<string, WatchedChat>();
  private readonly held = new Set<Watcher>();
  private sweepTimer: NodeJS.Timeout | null = null;
  private lastSweep = -Infinity;
  /** Watchers whose frame is due, sent QUEUE_FRAMES_PER_TURN a turn from `outboxAt` on. */
  private outbox: Watcher[] = [];
  private outboxAt = 0;
  private draining: NodeJS.Immediate | null = null;
  private readonly stop: (() => void)[];

  constructor(
    private readonly snapshot: QueueSnapshot,
    private readonly log: FastifyBaseLogger,
    private readonly gaps: QueueFrameGaps = QUEUE_FRAME_GAPS,
  ) {
    this.stop = [
      snapshot.onRead((read) => this.apply(read)),
      snapshot.onChange((session) => this.changed(session?.sessionId ?? null)),
      snapshot.onFailure((err) => this.log.warn({ err }, "could not read the chat queue")),
    ];
  }

  /** Sends `send` the chat's place now and as it changes, until the returned function is called. */
  watch(sessionId: string, send: (queuePosition: number) => void): () => void {
    const watcher: Watcher = { send, sentAt: -Infinity };
    let chat = this.chats.get(sessionId);
    if (!chat) this.chats.set(sessionId, (chat = { watchers: new Set(), since: this.snapshot.changes }));
    chat.watchers.add(watcher);
    // With nothing changed since the last read began, that read is the queue as it is: the first frame goes at once.
    const fresh = this.snapshot.fresh;
    if (fresh && fresh.version >= chat.since) {
      const position = fresh.positions.get(sessionId);
      if (position !== undefined) this.offer(watcher, position, Date.now());
      this.flush();
    } else this.snapshot.request();
    const watched = chat;
    return () => {
      watcher.closed = true;
      watched.watchers.delete(watcher);
      this.held.delete(watcher);
      if (watched.watchers.size === 0 && this.chats.get(sessionId) === watched) this.chats.delete(sessionId);
      if (this.held.size === 0) this.stopSweep();
    };
  }

  /** Chats with a watching socket now (for tests). */
  get size(): number {
    return this.chats.size;
  }

  close(): void {
    for (const stop of this.stop) stop();
    this.chats.clear();
    this.held.clear();
    this.stopSweep();
    if (this.draining) clearImmediate(this.draining);
    this.draining = null;
    this.outbox = [];
    this.outboxAt = 0;
  }

  /** A session event (or, with null, a gap in the events): the queue moved, so ask for a read if anyone waits. */
  private changed(sessionId: string | null): void {
    const own = sessionId === null ? [...this.chats.values()] : [this.chats.get(sessionId)].filter((c) => c !== undefined);
    for (const chat of own) {
      chat.since = this.snapshot.changes;
      for (const w of chat.watchers) {
        this.held.delete(w);
        w.held = undefined;
        // Taken and then sent back to the queue: the widget dropped its place with the take, so the next one goes.
        if (sessionId !== null) w.sent = undefined;
      }
    }
    if (this.chats.size > 0) this.snapshot.request();
  }

  /** A read came back: each socket gets its chat's place, at once or when its gap allows. */
  private apply(read: QueueRead): void {
    const now = Date.now();
    for (const [sessionId, chat] of this.chats) {
      if (read.version < chat.since) continue;
      const position = read.positions.get(sessionId);
      for (const w of chat.watchers) {
        if (position === undefined) {
          // No longer waiting (its own session frame says what it is now): a held place is out of date.
          this.held.delete(w);
          w.held = undefined;
        } else this.offer(w, position, now);
      }
    }
    this.flush();
    this.scheduleSweep(now);
  }

  private offer(w: Watcher, position: number, now: number): void {
    if (w.sent === position) {
      this.held.delete(w);
      w.held = undefined;
      return;
    }
    if (w.sent === undefined || now - w.sentAt >= this.gapFor(position)) return this.sendNow(w, position, now);
    w.held = position;
    this.held.add(w);
  }

  private sendNow(w: Watcher, position: number, now: number): void {
    this.held.delete(w);
    w.held = undefined;
    w.sent = position;
    w.sentAt = now;
    if (w.queued) return;
    w.queued = true;
    this.outbox.push(w);
  }

  /** Starts sending the outbox, unless a turn of it is already waiting (which goes on to the rest). */
  private flush(): void {
    if (!this.draining) this.drain();
  }

  /** Sends a turn's share of the outbox, each watcher its latest place, and leaves the rest for the next turn. */
  private drain(): void {
    this.draining = null;
    const end = Math.min(this.outbox.length, this.outboxAt + QUEUE_FRAMES_PER_TURN);
    for (; this.outboxAt < end; this.outboxAt++) {
      const w = this.outbox[this.outboxAt]!;
      w.queued = false;
      if (!w.closed) w.send(w.sent!);
    }
    if (this.outboxAt < this.outbox.length) {
      this.draining = setImmediate(() => this.drain());
      return;
    }
    this.outbox = [];
    this.outboxAt = 0;
  }

  private gapFor(position: number): number {
    return position <= QUEUE_FRONT ? this.gaps.frontMs : this.gaps.backMs;
  }

  /** Sends every held place whose gap has passed, and sets the next sweep for the rest. */
  private sweep(): void {
    this.sweepTimer = null;
    const now = Date.now();
    this.lastSweep = now;
    for (const w of this.held) {
      if (w.held !== undefined && now - w.sentAt >= this.gapFor(w.held)) this.sendNow(w, w.held, now);
    }
    this.flush();
    this.scheduleSweep(now);
  }

  private scheduleSweep(now: number): void {
    if (this.sweepTimer || this.held.size === 0) return;
    let due = Infinity;
    for (const w of this.held) due = Math.min(due, w.sentAt + this.gapFor(w.held!));
    const at = Math.max(due, this.lastSweep + SWEEP_MIN_MS);
    this.sweepTimer = setTimeout(() => this.sweep(), Math.max(0, at - now));
    this.sweepTimer.unref?.();
  }

  private stopSweep(): void {
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    this.sweepTimer = null;
  }
}
