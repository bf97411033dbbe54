// Group commit: writes that arrive together share one transaction and one disk-synced COMMIT (issue 16).
import type { ControlledTransaction, Kysely, Transaction } from "kysely";

/** A write of one caller: runs inside the group's transaction and must use only `trx` (the connection is the group's). */
export type GroupWork<DB, T> = (trx: Transaction<DB>) => Promise<T>;

/** Most works in one transaction: a group stays short, so a read or a lone write queued behind it is not held long. */
export const GROUP_MAX_WORKS = 200;

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
 * which starts as soon as that group is done. `writeGroup` answers each item of its group, in order (an item without
 * an answer, or every item of a group whose writer threw, is rejected with that error).
 */
export class Batcher<I, R> {
  private readonly queue: Waiting<I, R>[] = [];
  /** A flush is scheduled or running: new items wait for it rather than starting another. */
  private flushing = false;
  readonly stats: GroupCommitStats = { groups: 0, works: 0, largest: 0 };

  constructor(
    private readonly writeGroup: (items: I[]) => Promise<Outcome<R>[]>,
    private readonly maxItems = GROUP_MAX_WORKS,
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

interface Work<DB> {
  work: GroupWork<DB, unknown>;
  afterCommit: ((result: unknown) => void) | undefined;
}

/**
 * Runs each caller's write in a shared transaction, grouped as the Batcher groups them. Each write runs in its own
 * SAVEPOINT: one that throws is rolled back alone and rejects only its caller. Every caller hears only after the COMMIT
 * has returned, so a resolved write is on disk; a COMMIT that fails rejects every caller of the group, none of whose
 * writes was stored.
 */
export class GroupCommit<DB> {
  private readonly batcher: Batcher<Work<DB>, unknown>;

  constructor(
    private readonly db: Kysely<DB>,
    maxWorks = GROUP_MAX_WORKS,
  ) {
    this.batcher = new Batcher((group) => this.write(group), maxWorks);
  }

  get stats(): GroupCommitStats {
    return this.batcher.stats;
  }

  /**
   * Queues `work` for the next group and resolves with its result once the group has committed. `afterCommit` runs
   * right after that COMMIT, before any later group starts and in the order the works ran, so what it publishes
   * follows the stored order; if it throws, only this caller is rejected (its write is stored all the same).
   */
  run<T>(work: GroupWork<DB, T>, afterCommit?: (result: T) => void): Promise<T> {
    return this.batcher.run({ work, afterCommit: afterCommit as Work<DB>["afterCommit"] }) as Promise<T>;
  }

  /** One transaction for `group`. */
  private async write(group: Work<DB>[]): Promise<Outcome<unknown>[]> {
    const outcomes: Outcome<unknown>[] = [];
    const trx: ControlledTransaction<DB> = await this.db.startTransaction().execute();
    try {
      for (const q of group) {
        const point = await trx.savepoint("work").execute();
        try {
          outcomes.push({ ok: true, value: await q.work(trx) });
          await point.releaseSavepoint("work").execute();
        } catch (error) {
          outcomes.push({ ok: false, error });
          await point.rollbackToSavepoint("work").execute();
          await point.releaseSavepoint("work").execute();
        }
      }
      await trx.commit().execute();
    } catch (error) {
      // The COMMIT (or a savepoint statement) failed: nothing of the group is stored. A work that threw keeps its own
      // error; the others (some may never have run) get the group's.
      await trx.rollback().execute().catch(() => undefined);
      return group.map((_, i) => (outcomes[i] && !outcomes[i].ok ? outcomes[i] : { ok: false, error }));
    }
    return outcomes.map((outcome, i) => {
      if (!outcome.ok) return outcome;
      try {
        group[i]!.afterCommit?.(outcome.value);
        return outcome;
      } catch (error) {
        return { ok: false, error };
      }
    });
  }
}
