// The e-mail outbox: messages are queued in the database with the change that caused them and sent later, with retries.
// Claiming is one conditional UPDATE, so several app instances sharing PostgreSQL never send a message twice at once.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db, EmailOutboxTable } from "../db/database.ts";
import { emailsQueued } from "../metrics.ts";

export type OutboxRow = Selectable<EmailOutboxTable>;

export const OUTBOX_STATUS = { pending: "pending", sent: "sent" } as const;

export interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

/** Stores a message for sending; pass the transaction of the change it reports. */
export async function queueEmail(db: Db, mail: QueuedEmail, now = new Date()): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("email_outbox")
    .values({
      id,
      kind: mail.kind,
      to_address: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      status: OUTBOX_STATUS.pending,
      attempts: 0,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .execute();
  emailsQueued.inc({ kind: mail.kind });
  return id;
}

const duePending = (db: Db, now: Date) =>
  db.selectFrom("email_outbox").where("status", "=", OUTBOX_STATUS.pending).where("next_attempt_at", "<=", now.toISOString());

export async function countDue(db: Db, now = new Date()): Promise<number> {
  const row = await duePending(db, now)
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes up to `limit` due messages for this worker. Each claim counts an attempt and moves next_attempt_at
 * to the end of a lease, in one UPDATE that succeeds only while the row is still due: a second instance
 * racing for the same row updates nothing and skips it. If this process dies mid-send, the lease runs out
 * and another worker retries the message.
 */
export async function claimDue(db: Db, opts: { now: Date; leaseMs: number; limit: number }): Promise<OutboxRow[]> {
  const now = opts.now.toISOString();
  const leaseUntil = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const candidates = await duePending(db, opts.now)
    .select("id")
    .orderBy("next_attempt_at", "asc")
    .orderBy("id", "asc")
    .limit(opts.limit)
    .execute();
  const claimed: OutboxRow[] = [];
  for (const { id } of candidates) {
    const res = await db
      .updateTable("email_outbox")
      .set((eb) => ({ attempts: eb("attempts", "+", 1), next_attempt_at: leaseUntil }))
      .where("id", "=", id)
      .where("status", "=", OUTBOX_STATUS.pending)
      .where("next_attempt_at", "<=", now)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    claimed.push(await db.selectFrom("email_outbox").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
  }
  return claimed;
}

/** Mails whose text holds a secret (a link to set a password): once sent, the text is not kept in the outbox. */
const SECRET_KINDS = ["password_reset"];
export const SECRET_REMOVED = "(The text held a link to set a password; it was removed once the e-mail was sent.)";

export async function markSent(db: Db, id: string, now = new Date()): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set((eb) => ({
      status: OUTBOX_STATUS.sent,
      sent_at: now.toISOString(),
      last_error: null,
      body_text: eb.case().when("kind", "in", SECRET_KINDS).then(SECRET_REMOVED).else(eb.ref("body_text")).end(),
    }))
    .where("id", "=", id)
    .execute();
}

/** Keeps the message pending and schedules its next try. */
export async function markFailed(db: Db, id: string, error: string, nextAttemptAt: Date): Promise<void> {
  await db
    .updateTable("email_outbox")
    .set({ last_error: error.slice(0, 1000), next_attempt_at: nextAttemptAt.toISOString() })
    .where("id", "=", id)
    .where("status", "=", OUTBOX_STATUS.pending)
    .execute();
}

/** Exponential back-off after the n-th failed attempt (n ≥ 1): base, 2·base, 4·base … capped at max. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(baseMs * 2 ** exponent, maxMs);
}
