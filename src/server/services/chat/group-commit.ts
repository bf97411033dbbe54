// Group commit: writes that arrive together share one transaction and one disk-synced COMMIT (issue 16).
import type { ControlledTransaction, Kysely, Transaction } from "kysely";
import { Batcher, type GroupCommitStats, type Outcome } from "../batcher.ts";

export type { GroupCommitStats, Outcome };

/** A write of one caller: runs inside the group's transaction and must use only `trx` (the connection is the group's). */
export type GroupWork<DB, T> = (trx: Transaction<DB>) => Promise<T>;

/** Most works in one transaction: a group stays short, so a read or a lone write queued behind it is not held long. */
export const GROUP_MAX_WORKS = 200;

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
