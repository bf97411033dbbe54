// The Lead (spec 3): one schema for the forms, the widget and the server.
import { z } from "zod";
import { LEAD_LIMITS } from "./lead-limits.ts";
import { EMAIL_PATTERN, publicLeadSources, userTypes, type LeadSource, type LeadStatus, type UserType } from "./lead-constants.ts";

// The plain facts live where the browser can take them without the schemas (and the phone library): lead-constants.ts.
export {
  EMAIL_PATTERN,
  leadForms,
  leadSourceLabels,
  leadSources,
  leadStatuses,
  publicLeadSources,
  userTypeLabels,
  userTypes,
  type LeadForm,
  type LeadSource,
  type LeadStatus,
  type UserType,
} from "./lead-constants.ts";
import { firstUnstorableString, isStorableText, safeText, unstorableMessage } from "./text.ts";
import type { SpamReason } from "./lead-spam.ts";
import { EMAIL_INVALID, NAME_REQUIRED, hasEnoughLetters, isPhoneRequiredForm, phoneRequiredForms, reasonMessages, type ProblemReason } from "./contact-rules.ts";
import { phoneE164 } from "./phone.ts";


/**
 * Forms that need the phone (booking a test at a clinic, asking for a visit where there is no clinic near): the team
 * calls back to fix the day. Every other lead needs a phone number or an e-mail address, one of the two.
 */
export const phoneFirstForms = phoneRequiredForms;

/** Whether a lead's metadata names one of the forms that need the phone. */
export function isPhoneFirst(metadata: Record<string, unknown> | null | undefined): boolean {
  return isPhoneRequiredForm(metadata?.form);
}

export { LEAD_LIMITS };


const optionalText = (max: number, label: string) =>
  safeText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v ? v : null));

const metadataSchema = z
  .record(z.string(), z.unknown(), { error: "Metadata must be an object." })
  .refine((m) => new TextEncoder().encode(JSON.stringify(m)).length <= LEAD_LIMITS.metadataMaxBytes, {
    message: `Metadata must be at most ${LEAD_LIMITS.metadataMaxBytes / 1024} KB.`,
  })
  .superRefine((m, ctx) => {
    const path = firstUnstorableString(m);
    if (!path) return;
    // A key that is itself the problem is not repeated in the message.
    const label = path.every((p) => isStorableText(String(p))) ? `The answer '${path.join(".")}'` : "The name of an answer";
    ctx.addIssue({ code: "custom", path, message: unstorableMessage(label) });
  });

/** A custom problem with the site's own words for it (contact-rules.ts): the API sends the reason beside the message. */
export function reasonIssue(reason: ProblemReason, path: PropertyKey[]) {
  return { code: "custom" as const, path, message: reasonMessages[reason], params: { reason } };
}

/** The reason of a problem the site has its own words for, if the issue carries one. */
export function issueReason(issue: z.core.$ZodIssue): ProblemReason | undefined {
  const reason = (issue as { params?: { reason?: unknown } }).params?.reason;
  return typeof reason === "string" ? (reason as ProblemReason) : undefined;
}

/** A person's name: 1–max characters with at least two letters (any script), so "R" is refused. */
export const personName = (max: number) =>
  safeText("Name", NAME_REQUIRED)
    .trim()
    .min(1, NAME_REQUIRED)
    .max(max, `Name must be at most ${max} characters.`)
    .superRefine((name, ctx) => {
      if (name && !hasEnoughLetters(name)) ctx.addIssue(reasonIssue("name_too_short", []));
    });

/** An e-mail address that may be left out: empty or missing is "" (a lead's e-mail column is never null). */
export const optionalEmail = (invalid = EMAIL_INVALID) =>
  safeText("Email", "Email must be text.")
    .trim()
    .max(LEAD_LIMITS.emailMax, "Email is too long.")
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), invalid)
    .nullish()
    .transform((v) => v ?? "");

/**
 * A phone number that may be left out (empty or missing is null), stored in E.164 ("+919876543210"): an Indian mobile
 * or a landline with its STD code, written with or without +91, a leading 0 and spaces; another country's with its +.
 */
export const optionalPhone = safeText("Phone")
  .trim()
  .max(LEAD_LIMITS.phoneMax, `Phone must be at most ${LEAD_LIMITS.phoneMax} characters.`)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const e164 = phoneE164(v);
    if (!e164) {
      ctx.addIssue(reasonIssue("phone_invalid", []));
      return z.NEVER;
    }
    return e164;
  });

/** Fields of a lead as any caller sends them; a phone or an e-mail must be given (requireContact). */
const leadFieldsObject = z.object({
  name: personName(LEAD_LIMITS.nameMax).describe("At least two letters (any script)."),
  email: optionalEmail().describe("Optional when a phone is given; stored as an empty text when left out."),
  phone: optionalPhone.describe(
    "Optional when an e-mail is given (needed on the clinic_booking and visit_request forms). An Indian mobile or landline with its STD code (+91, a leading 0 and spaces are fine), or another country's number with its +; stored in E.164 (+919876543210).",
  ),
  location: optionalText(LEAD_LIMITS.locationMax, "Location"),
  user_type: z.enum(userTypes, { error: `User type must be one of: ${userTypes.join(", ")}.` }),
  metadata: metadataSchema.nullish().transform((v) => v ?? null),
});

/**
 * A lead must be reachable: by phone or by e-mail (either will do), and by phone on the forms that book a visit. The
 * problem is the phone field's, which the forms show first.
 */
function requireContact(lead: { email: string; phone: string | null; metadata: Record<string, unknown> | null }, ctx: z.RefinementCtx): void {
  if (lead.phone) return;
  if (isPhoneFirst(lead.metadata)) ctx.addIssue(reasonIssue("phone_missing", ["phone"]));
  else if (!lead.email) ctx.addIssue(reasonIssue("contact_missing", ["phone"]));
}

export const leadFieldsSchema = leadFieldsObject.superRefine(requireContact);

/** What a visitor's browser posts to POST /api/v1/leads. */
export const publicLeadSchema = leadFieldsObject
  .extend({
  source: z.enum(publicLeadSources, { error: `Source must be one of: ${publicLeadSources.join(", ")}.` }),
  /** Hidden field people never fill; bots do. Any length is taken (the body limit bounds it), so a bot never learns from a 400. */
  honeypot: z.string().optional(),
  /** Milliseconds between showing the form and sending it; without it, or very fast, the lead is held as suspected spam. */
  elapsedMs: z.number().int().nonnegative().optional(),
  })
  .superRefine(requireContact);
export type PublicLeadInput = z.input<typeof publicLeadSchema>;
export type PublicLead = z.output<typeof publicLeadSchema>;

/** A lead as the admin API returns it. */
export interface Lead {
  id: string;
  name: string;
  /** Empty when the visitor gave a phone number and no e-mail. */
  email: string;
  /** E.164 ("+919876543210"); leads stored before issue 26 keep the number as it was typed. */
  phone: string | null;
  location: string | null;
  user_type: UserType;
  source: LeadSource;
  metadata: Record<string, unknown> | null;
  status: LeadStatus;
  duplicate_of: string | null;
  /** Set while the lead is held as suspected spam (see lead-spam.ts). */
  spam_reason: SpamReason | null;
  spam_at: string | null;
  /** When the visitor asked to be called back from the chat; null for other leads. */
  callback_at: string | null;
  created_at: string;
}
