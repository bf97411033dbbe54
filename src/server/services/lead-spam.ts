// Holding a lead as spam and restoring it: a person's judgement over the bot signals checked on arrival.
import { PostgresAdapter } from "kysely";
import type { Db, LeadRow } from "../db/database.ts";
import type { Lead, PublicLead } from "../../shared/schemas/lead.ts";
import { arrivalSpamReasons, type SpamReason } from "../../shared/schemas/lead-spam.ts";
import { notFound } from "../errors.ts";
import { retryOnConflict } from "../db/retry.ts";
import { toLead } from "./lead-admin.ts";
import { queueLeadNotification, relinkRepeats, sameKeys, type NotificationSettings } from "./leads.ts";
import { leadsSpam } from "../metrics.ts";

export interface SpamChange {
  lead: Lead;
  /** The outbox message queued by a restore, when the lead had never been notified. */
  outboxId: string | null;
}

async function readLead(db: Db, id: string): Promise<LeadRow> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("No lead with that id.");
  return row;
}

/**
 * Marks a lead as spam (spam = true) or restores it (false). Repeats are re-linked as if the spam had never come in.
 * Restoring a lead flagged on arrival queues the notification e-mail it missed, once, even when two people click
 * at the same time: only the update that still sees the old flag queues it. A lead the team marked had its
 * e-mail when it arrived, so restoring it sends nothing. Marking keeps an arrival reason, and both are idempotent.
 */
export async function setLeadSpam(db: Db, id: string, spam: boolean, settings: NotificationSettings, now = new Date()): Promise<SpamChange> {
  return retryOnConflict(() => db.transaction().execute((trx) => changeSpam(trx, id, spam, settings, now)));
}

/**
 * Locks the lead and every lead sharing its e-mail or phone, in id order, before anything is written: the re-linking
 * below updates that whole group, and two changes in one group taking row locks in different orders would deadlock on
 * PostgreSQL (SQLite has one writer at a time, and no row locks).
 */
async function lockRepeatGroup(trx: Db, row: LeadRow): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx
    .selectFrom("leads")
    .select("id")
    .where((eb) => sameKeys(eb, row))
    .orderBy("id")
    .forUpdate()
    .execute();
}

async function changeSpam(trx: Db, id: string, spam: boolean, settings: NotificationSettings, now: Date): Promise<SpamChange> {
  await lockRepeatGroup(trx, await readLead(trx, id));
  const row = await readLead(trx, id);
  if (Boolean(row.spam_reason) === spam) return { lead: toLead(row), outboxId: null };
  const at = now.toISOString();
  const reason: SpamReason | null = spam ? "marked" : null;
  const res = await trx
    .updateTable("leads")
    .set({ spam_reason: reason, spam_at: spam ? at : null, updated_at: at })
    .where("id", "=", id)
    .where("spam_reason", row.spam_reason === null ? "is" : "=", row.spam_reason)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) return { lead: toLead(await readLead(trx, id)), outboxId: null };

  await relinkRepeats(trx, row);
  if (spam) leadsSpam.inc({ reason: "marked" });
  const updated = await readLead(trx, id);
  const missedMail = !spam && (arrivalSpamReasons as readonly string[]).includes(row.spam_reason ?? "");
  const lead = toLead(updated);
  const outboxId = missedMail
    ? await queueLeadNotification(trx, { ...lead, source: lead.source as PublicLead["source"] }, settings, now)
    : null;
  return { lead, outboxId };
}
