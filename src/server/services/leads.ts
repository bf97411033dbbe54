// Stores a visitor's lead and queues its notification e-mail in the same transaction (spec 7.2: insert, then send-lead-email).
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database.ts";
import { LEAD_LIMITS, type PublicLead } from "../../shared/schemas/lead.ts";
import type { SiteConfig } from "../../shared/site-config.ts";
import { queueEmail } from "./email-outbox.ts";
import { leadNotification } from "./lead-notification.ts";

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

export type AutomatedReason = "honeypot" | "too_fast" | "untimed";

/**
 * Why a submission looks like a bot's: the hidden field is filled, the form was sent faster than a person can type,
 * or the sender did not say how long the form was open (our forms and the chat widget always do).
 */
export function automatedReason(lead: Pick<PublicLead, "honeypot" | "elapsedMs">): AutomatedReason | null {
  if (lead.honeypot?.trim()) return "honeypot";
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
  /** The earliest earlier lead with the same normalised e-mail or phone, if any. */
  duplicateOf: string | null;
  outboxId: string;
}

/** The earliest stored lead with the same normalised e-mail or phone. */
async function findOriginal(db: Db, emailNormalized: string, phoneNormalized: string | null): Promise<string | null> {
  const row = await db
    .selectFrom("leads")
    .select("id")
    .where((eb) =>
      phoneNormalized
        ? eb.or([eb("email_normalized", "=", emailNormalized), eb("phone_normalized", "=", phoneNormalized)])
        : eb("email_normalized", "=", emailNormalized),
    )
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Inserts the lead and its notification together: either both are stored or neither, so a lead is never
 * saved without the team hearing of it, and a notification never points at a lead that does not exist.
 */
export async function createLead(db: Db, lead: PublicLead, settings: NotificationSettings, now = new Date()): Promise<CreatedLead> {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const emailNormalized = normalizeEmail(lead.email);
  const phoneNormalized = normalizePhone(lead.phone);

  return db.transaction().execute(async (trx) => {
    const duplicateOf = await findOriginal(trx, emailNormalized, phoneNormalized);
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
        email_normalized: emailNormalized,
        phone_normalized: phoneNormalized,
        duplicate_of: duplicateOf,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
    const mail = leadNotification({ ...lead, id, created_at: createdAt, duplicate_of: duplicateOf }, settings.site);
    const outboxId = await queueEmail(trx, { kind: "lead_notification", to: settings.notifyTo, ...mail }, now);
    return { id, duplicateOf, outboxId };
  });
}
