// Group commit: writes that arrive together share one transaction and one disk-synced COMMIT (issue 16).
import type { ControlledTransaction, Kysely, Transaction } from "kysely";

/** A write of one caller: runs inside the group's transaction and must use only `trx` (the connection is the group's). */
export type GroupWork<DB, T> = (trx: Transaction<DB>) => Promise<T>;

/** Most works in one transaction: a group stays short, so a read or a lone write queued behind it is not held long. */
export const GROUP_MAX_WORKS = 200;

interface Queued<DB> {
  work: GroupWork<DB, unknown>;
  afterCommit: ((result: unknown) => void) | undefined;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** What the committer has written so far: the bench reports the mean group size from it. */
export interface GroupCommitStats {
  /** Transactions committed (or failed at their COMMIT). */
  groups: number;
  /** Works run in them, those rolled back to their savepoint included. */
  works: number;
  /** The largest group. */
  largest: number;
}

/**
 * Runs each caller's write in a shared transaction. A write that arrives while no group is being written starts one on
 * `setImmediate`, so everything that arrives in the same turn of the event loop joins it and a lone write waits for
 * nothing but that turn; a write that arrives while a group is being written joins the next one, which starts as soon
 * as that COMMIT returns. Each write runs in its own SAVEPOINT: one that throws is rolled back alone and rejects only
 * its caller. Every caller hears only after the COMMIT has returned, so a resolved write is on disk; a COMMIT that fails
 * rejects every caller of the group, none of whose writes was stored.
 */
export class GroupCommit<DB> {
  private readonly queue: Queued<DB>[] = [];
  /** A flush is scheduled or running: new work waits for it rather than starting another. */
  private flushing = false;
  readonly stats: GroupCommitStats = { groups: 0, works: 0, largest: 0 };

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxWorks = GROUP_MAX_WORKS,
  ) {}

  /**
   * Queues `work` for the next group and resolves with its result once the group has committed. `afterCommit` runs
   * right after that COMMIT, before any later group starts and in the order the works ran, so what it publishes
   * follows the stored order; if it throws, only this caller is rejected (its write is stored all the same).
   */
  run<T>(work: GroupWork<DB, T>, afterCommit?: (result: T) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, afterCommit: afterCommit as Queued<DB>["afterCommit"], resolve: resolve as Queued<DB>["resolve"], reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) await this.write(this.queue.splice(0, this.maxWorks));
    } finally {
      this.flushing = false;
    }
  }

  /** One transaction for `group`; settles every caller in it, and never throws. */
  private async write(group: Queued<DB>[]): Promise<void> {
    const outcomes: Outcome[] = [];
    let failed: { error: unknown } | null = null;
    let trx: ControlledTransaction<DB>;
    try {
      trx = await this.db.startTransaction().execute();
    } catch (error) {
      for (const q of group) q.reject(error);
      return;
    }
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
      // The COMMIT (or a savepoint statement) failed: nothing of the group is stored.
      failed = { error };
      await trx.rollback().execute().catch(() => undefined);
    }
    this.stats.groups++;
    this.stats.works += outcomes.length;
    this.stats.largest = Math.max(this.stats.largest, group.length);
    group.forEach((q, i) => {
      const outcome = outcomes[i];
      // A work that threw keeps its own error; the others of a failed group (some may never have run) get the group's.
      if (outcome && !outcome.ok) q.reject(outcome.error);
      else if (failed || !outcome) q.reject(failed ? failed.error : new Error("the group was not written"));
      else {
        try {
          q.afterCommit?.(outcome.value);
          q.resolve(outcome.value);
        } catch (error) {
          q.reject(error);
        }
      }
    });
  }
}
