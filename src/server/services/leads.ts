// Stores a visitor's lead and queues its notification e-mail in the same transaction (spec 7.2: insert, then send-lead-email);
// suspected spam is stored and flagged instead, without the e-mail.
import { randomUUID } from "node:crypto";
import type { ExpressionBuilder } from "kysely";
import type { Database, Db, LeadRow } from "../db/database.ts";
import { LEAD_LIMITS, type PublicLead } from "../../shared/schemas/lead.ts";
import type { arrivalSpamReasons } from "../../shared/schemas/lead-spam.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { queueEmail } from "./email-outbox.ts";
import { leadNotification, type NotifiedLead } from "./lead-notification.ts";
import { leadsSpam, leadsStored } from "../metrics.ts";

const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

/**
 * The form of an address used to spot a repeat enquiry: trimmed and lower-case; for Gmail also without
 * dots and "+tag", because Gmail delivers all of those spellings to the same inbox.
 */
export function normalizeEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf("@");
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const domain = lower.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return lower;
  return `${local.split("+")[0]!.replace(/\./g, "")}@gmail.com`;
}

/**
 * Digits only; an Indian mobile written with +91, 91 or a leading 0 becomes its 10 digits, so
 * "+91 98765 43210", "098765 43210" and "9876543210" match. Null when no digits are left.
 */
export function normalizePhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? "").replace(/\D/g, "");
  if (!digits) return null;
  const indian =
    (digits.length === 12 && digits.startsWith("91")) ||
    (digits.length === 11 && digits.startsWith("0")) ||
    (digits.length === 13 && digits.startsWith("091"));
  return indian ? digits.slice(-10) : digits;
}

export type AutomatedReason = (typeof arrivalSpamReasons)[number];

export interface SubmissionTrust {
  /** A server-to-server post with the lead API key: no form was on screen, so its timing says nothing. */
  trusted?: boolean;
}

/**
 * Why a submission looks like a bot's, so it is held as suspected spam (stored, never dropped): the hidden field is
 * filled, the form was sent faster than any person can (autofill included), or the sender did not say how long the
 * form was open (our forms and the chat widget always do). A long time proves nothing and is not a signal.
 */
export function automatedReason(lead: Pick<PublicLead, "honeypot" | "elapsedMs">, trust: SubmissionTrust = {}): AutomatedReason | null {
  if (lead.honeypot?.trim()) return "honeypot";
  if (trust.trusted) return null;
  if (lead.elapsedMs === undefined) return "untimed";
  if (lead.elapsedMs < LEAD_LIMITS.minFillMs) return "too_fast";
  return null;
}

export interface NotificationSettings {
  /** Where lead notifications go (LEAD_NOTIFY_TO). */
  notifyTo: string;
  site: SiteConfig;
}

export interface CreatedLead {
  id: string;
  /** The earliest earlier lead (not spam) with the same normalised e-mail or phone, if any. */
  duplicateOf: string | null;
  /** Null for suspected spam: the team is not notified until a person restores it. */
  outboxId: string | null;
  spamReason: AutomatedReason | null;
}

type RepeatKeys = Pick<LeadRow, "email_normalized" | "phone_normalized">;

/**
 * Leads that share the normalised e-mail or the normalised phone, each only when there is one: a phone-first lead
 * without an e-mail is never a repeat of another such lead just because both e-mails are empty.
 */
export function sameKeys(eb: ExpressionBuilder<Database, "leads">, keys: RepeatKeys) {
  const matches = [
    ...(keys.email_normalized ? [eb("email_normalized", "=", keys.email_normalized)] : []),
    ...(keys.phone_normalized ? [eb("phone_normalized", "=", keys.phone_normalized)] : []),
  ];
  // No key at all matches nothing (Kysely writes an empty OR as 1 = 0).
  return eb.or(matches);
}

/** The earliest stored lead with the same normalised e-mail or phone; spam is never an original. */
async function findOriginal(db: Db, keys: RepeatKeys): Promise<string | null> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where((eb) => sameKeys(eb, keys))
    .where("spam_reason", "is", null)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * After a lead is marked as spam or restored, points every lead sharing its e-mail or phone at the earliest earlier
 * lead that is not spam (or at none), so repeats are counted as if the spam had never come in.
 */
export async function relinkRepeats(db: Db, keys: RepeatKeys): Promise<void> {
  await db
    .updateTable("leads")
    .set((eb) => ({
      duplicate_of: eb
        .selectFrom("leads as o")
        .select("o.id")
        .where("o.spam_reason", "is", null)
        .whereRef("o.id", "!=", "leads.id")
        .where((o) =>
          o.or([
            o.and([o("leads.email_normalized", "!=", ""), o("o.email_normalized", "=", o.ref("leads.email_normalized"))]),
            o.and([o("leads.phone_normalized", "is not", null), o("o.phone_normalized", "=", o.ref("leads.phone_normalized"))]),
          ]),
        )
        .where((o) =>
          o.or([
            o("o.created_at", "<", o.ref("leads.created_at")),
            o.and([o("o.created_at", "=", o.ref("leads.created_at")), o("o.id", "<", o.ref("leads.id"))]),
          ]),
        )
        .orderBy("o.created_at", "asc")
        .orderBy("o.id", "asc")
        .limit(1),
    }))
    .where((eb) => sameKeys(eb, keys))
    .execute();
}

/** Queues the team's e-mail about a stored lead; the caller's transaction also holds the lead's own write. */
export async function queueLeadNotification(
  trx: Db,
  lead: NotifiedLead,
  settings: NotificationSettings,
  now: Date,
): Promise<string> {
  const mail = leadNotification(lead, settings.site);
  return queueEmail(trx, { kind: "lead_notification", to: settings.notifyTo, ...mail }, now);
}

/**
 * Inserts the lead and its notification together: either both are stored or neither, so a lead is never
 * saved without the team hearing of it, and a notification never points at a lead that does not exist.
 * Suspected spam is stored too, flagged with its reason and without a notification, so nothing a person typed
 * is lost; the team sees it under Spam and restoring it sends the notification it missed.
 */
export async function createLead(
  db: Db,
  lead: PublicLead,
  settings: NotificationSettings,
  now = new Date(),
  trust: SubmissionTrust = {},
  /** When the lead is a call-back request (from the chat), the time it was asked. */
  callbackAt: string | null = null,
): Promise<CreatedLead> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const keys = { email_normalized: normalizeEmail(lead.email), phone_normalized: normalizePhone(lead.phone) };
  const spamReason = automatedReason(lead, trust);

  const created = await db.transaction().execute(async (trx) => {
    const duplicateOf = await findOriginal(trx, keys);
    await trx
      .insertInto("leads")
      .values({
        id,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        location: lead.location,
        user_type: lead.user_type,
        source: lead.source,
        metadata: lead.metadata ? JSON.stringify(lead.metadata) : null,
        ...keys,
        duplicate_of: duplicateOf,
        spam_reason: spamReason,
        spam_at: spamReason ? createdAt : null,
        callback_at: callbackAt,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    const outboxId = spamReason
      ? null
      : await queueLeadNotification(trx, { ...lead, id, created_at: createdAt, duplicate_of: duplicateOf, callback_at: callbackAt }, settings, now);
    return { id, duplicateOf, outboxId, spamReason };
  });
  leadsStored.inc({ source: lead.source });
  if (spamReason) leadsSpam.inc({ reason: spamReason });
  return created;
}
