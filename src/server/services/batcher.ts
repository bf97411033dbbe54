// Batching: items that arrive together are handed over as one group, one group at a time (group commit of chat
// writes, shared reads of the page cache's versions).

/** How one item of a group came out: its result, or the error that refuses it alone. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** What a batcher has written so far: the bench reports the mean group size from it. */
export interface GroupCommitStats {
  /** Transactions committed (or failed at their COMMIT). */
  groups: number;
  /** Items written in them, those refused alone included. */
  works: number;
  /** The largest group. */
  largest: number;
}

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (err: unknown) => void;
}

/**
 * Collects items and hands them to `writeGroup` in groups, one group at a time. An item that arrives while no group is
 * being written starts one on `setImmediate`, so everything that arrives in the same turn of the event loop joins it and
 * a lone item waits for nothing but that turn; an item that arrives while a group is being written joins the next one,
 * which starts as soon as that group is done; a group holds at most `maxItems`. `writeGroup` answers each item of its group, in order (an item without
 * an answer, or every item of a group whose writer threw, is rejected with that error).
 */
export class Batcher<I, R> {
  private readonly queue: Waiting<I, R>[] = [];
  /** A flush is scheduled or running: new items wait for it rather than starting another. */
  private flushing = false;
  readonly stats: GroupCommitStats = { groups: 0, works: 0, largest: 0 };

  constructor(
    private readonly writeGroup: (items: I[]) => Promise<Outcome<R>[]>,
    private readonly maxItems = Infinity,
  ) {}

  /** Queues `item` for the next group and resolves with its answer. */
  run(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, this.maxItems));
    } finally {
      this.flushing = false;
    }
  }

  /** Writes one group and settles every caller in it; never throws. */
  private async write(group: Waiting<I, R>[]): Promise<void> {
    let outcomes: Outcome<R>[];
    try {
      outcomes = await this.writeGroup(group.map((w) => w.item));
    } catch (error) {
      outcomes = group.map(() => ({ ok: false, error }));
    }
    this.stats.groups++;
    this.stats.works += group.length;
    this.stats.largest = Math.max(this.stats.largest, group.length);
    group.forEach((w, i) => {
      const outcome = outcomes[i] ?? { ok: false, error: new Error("the group was not written") };
      if (outcome.ok) w.resolve(outcome.value);
      else w.reject(outcome.error);
    });
  }
}

