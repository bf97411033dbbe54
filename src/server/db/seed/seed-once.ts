// Runs a seed once per database: the seed's name is claimed in seed_history in the same transaction as its inserts,
// so several instances starting together seed it once, and what the team later deletes is not seeded again.
import type { Transaction } from "kysely";
import type { Database, Db } from "../database.ts";

export async function seedOnce(db: Db, name: string, now: Date, insert: (trx: Transaction<Database>) => Promise<unknown>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("seed_history")
      .values({ name, seeded_at: now.toISOString() })
      .onConflict((oc) => oc.column("name").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) > 0) await insert(trx);
  });
}
