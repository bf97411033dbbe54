// Every waiting chat's place in the queue, read at most once a second per instance (issue 16): the queue pushes to
// waiting sockets (queue-watch.ts) and the widgets' polls share one recent read, however many takes come in a burst.
import type { AgentSessionSummary } from "../../../shared/schemas/chat.ts";
import type { ChatBus } from "./event-bus.ts";

/** Reads of the queue begin at most this often per instance; a change inside the window waits for its end. */
export const QUEUE_READ_INTERVAL_MS = 1000;

/** One read of the queue: places by chat, and the change count when it began (see `QueueSnapshot.changes`). */
export interface QueueRead {
  positions: Map<string, number>;
  version: number;
}

export class QueueSnapshot {
  private last: QueueRead | null = null;
  /** When the last read began (Date.now()), for the window. */
  private lastAt = -Infinity;
  private version = 0;
  private reading: Promise<QueueRead> | null = null;
  /** A change asked for a read while one was under way: one more when it ends (and the window allows). */
  private again = false;
  private trailing: NodeJS.Timeout | null = null;
  private readonly readers = new Set<(read: QueueRead) => void>();
  private readonly changeListeners = new Set<(session: AgentSessionSummary | null) => void>();
  private readonly failureListeners = new Set<(err: unknown) => void>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGaps: () => void;
  private closed = false;
  /** Reads begun so far (for tests and the benchmark). */
  reads = 0;

  constructor(
    private readonly read: () => Promise<Map<string, number>>,
    private readonly bus: ChatBus,
    /** 0 reads on every request, as before issue 16 (the benchmark's "before"). */
    readonly intervalMs = QUEUE_READ_INTERVAL_MS,
  ) {
    // A take, an end or a return to the queue moves others in the queue; a new chat joins it. On PostgreSQL every
    // instance gets every instance's events, so each instance's snapshot follows changes made anywhere.
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === "session") this.changed(event.session);
    });
    // Events missed while the bus's listener was away: any change may have been missed.
    this.unsubscribeGaps = bus.onGap(() => this.changed(null));
  }

  /** Session events seen so far (and gaps): a read whose `version` is lower began before the latest of them. */
  get changes(): number {
    return this.version;
  }

  /**
   * Places for a poll: the last read while no change came after it began, or while it began within the window (a
   * place at most about a second old, like a pushed one); otherwise a read now, shared by every poll that asks
   * meanwhile. While the bus is not live nothing kept is trusted, so every poll reads.
   */
  async positions(): Promise<Map<string, number>> {
    if (!this.bus.live) return this.read();
    const last = this.last;
    if (last && (last.version === this.version || Date.now() - this.lastAt < this.intervalMs)) return last.positions;
    return (await this.readNow()).positions;
  }

  /** The last read, when no change has come since it began. */
  get fresh(): QueueRead | null {
    return this.last && this.last.version === this.version && this.bus.live ? this.last : null;
  }

  /**
   * Asks for a read for the pushes: at once when the last began at least `intervalMs` ago, otherwise one read when
   * the window ends, however many ask meanwhile. What it finds goes to `onRead`'s listeners; a failure to `onFailure`'s.
   */
  request(): void {
    if (this.closed) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    if (this.trailing) return;
    const wait = this.lastAt + this.intervalMs - Date.now();
    if (wait <= 0) return void this.readNow().catch(() => undefined);
    this.trailing = setTimeout(() => {
      this.trailing = null;
      void this.readNow().catch(() => undefined);
    }, wait);
    // A pending read never keeps the process alive; close() clears it.
    this.trailing.unref?.();
  }

  /** Calls `listener` with every read that completes. */
  onRead(listener: (read: QueueRead) => void): () => void {
    this.readers.add(listener);
    return () => this.readers.delete(listener);
  }

  /** Calls `listener` after each change is counted: with the chat's summary, or null after a gap (anything may have changed). */
  onChange(listener: (session: AgentSessionSummary | null) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  onFailure(listener: (err: unknown) => void): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  close(): void {
    this.closed = true;
    this.unsubscribe();
    this.unsubscribeGaps();
    if (this.trailing) clearTimeout(this.trailing);
    this.trailing = null;
    this.readers.clear();
    this.changeListeners.clear();
    this.failureListeners.clear();
    this.last = null;
  }

  private changed(session: AgentSessionSummary | null): void {
    this.version++;
    for (const listener of this.changeListeners) listener(session);
  }

  /** One read now, or the one under way. */
  private readNow(): Promise<QueueRead> {
    if (this.reading) return this.reading;
    if (this.trailing) clearTimeout(this.trailing);
    this.trailing = null;
    this.again = false;
    const version = this.version;
    this.lastAt = Date.now();
    this.reads++;
    const reading = this.read().then(
      (positions) => {
        // Kept even when a change came meanwhile: it is the newest read there is, and `version` says how old it is.
        const result = { positions, version };
        this.last = result;
        for (const reader of this.readers) reader(result);
        return result;
      },
      (err: unknown) => {
        for (const listener of this.failureListeners) listener(err);
        throw err;
      },
    );
    // Set before the read can end, so a read that ends at once does not leave `reading` behind.
    this.reading = reading;
    const done = () => {
      this.reading = null;
      if (this.again) this.request();
    };
    reading.then(done, done);
    return reading;
  }
}
