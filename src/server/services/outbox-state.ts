// Where the e-mail outbox stands, for /readyz and /metrics: how many e-mails wait, how long the oldest has waited,
// how many have failed at least once, and whether it is stuck (the oldest waits far longer than retries take).
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { OUTBOX_STATUS } from "./email-outbox.ts";

/**
 * An e-mail still waiting after this long is stuck: a working SMTP server sends it within seconds, and the first
 * retries come minutes apart. A lead notification that late needs a person to look at SMTP_URL.
 */
export const OUTBOX_STUCK_AFTER_MS = 15 * 60_000;

export interface OutboxState {
  /** E-mails waiting to be sent (due or backing off). */
  depth: number;
  /** Seconds the oldest waiting e-mail has waited; 0 when none waits. */
  oldestAgeS: number;
  /** Waiting e-mails that have failed at least once. */
  failing: number;
  stuck: boolean;
}

export async function readOutboxState(db: Db, now = new Date()): Promise<OutboxState> {
  const row = await db
    .selectFrom("email_outbox")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("depth"),
      eb.fn.min("created_at").as("oldest"),
      sql<number | string>`sum(case when attempts > 0 then 1 else 0 end)`.as("failing"),
    ])
    .where("status", "=", OUTBOX_STATUS.pending)
    .executeTakeFirstOrThrow();
  const oldestMs = row.oldest ? now.getTime() - Date.parse(String(row.oldest)) : 0;
  return {
    depth: Number(row.depth),
    oldestAgeS: Math.max(0, Math.round(oldestMs / 1000)),
    failing: Number(row.failing ?? 0),
    stuck: oldestMs > OUTBOX_STUCK_AFTER_MS,
  };
}
