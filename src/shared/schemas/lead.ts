// The Lead (spec 3): one schema for the forms, the widget and the server.
import { z } from "zod";
import { LEAD_LIMITS } from "./lead-limits.ts";
import { EMAIL_PATTERN, userTypes, type UserType } from "./lead-constants.ts";

export { EMAIL_PATTERN, userTypes, type UserType } from "./lead-constants.ts";
import { firstUnstorableString, isStorableText, safeText, unstorableMessage } from "./text.ts";
import type { SpamReason } from "./lead-spam.ts";


export const userTypeLabels: Record<UserType, string> = {
  farmer: "Farmer",
  fpo: "FPO Representative",
  "agri-business": "Agri-Business Owner",
  ngo: "NGO/CSR Representative",
  student: "Student/Researcher",
  entrepreneur: "Aspiring Entrepreneur",
  other: "Other",
};

export const leadSources = ["live_chat", "chatbot", "website", "manual"] as const;
export type LeadSource = (typeof leadSources)[number];
export const leadSourceLabels: Record<LeadSource, string> = {
  live_chat: "Live chat",
  chatbot: "Chatbot",
  website: "Website",
  manual: "Manual",
};
/** Sources a visitor may send; `manual` is for leads the team enters. */
export const publicLeadSources = ["live_chat", "chatbot", "website"] as const;

export const leadStatuses = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Website forms that create a lead; stored as `metadata.form`. */
export const leadForms = ["contact", "partner", "csr", "clinic_interest", "clinic_booking", "visit_request"] as const;
export type LeadForm = (typeof leadForms)[number];

/**
 * Forms a farmer may send with a phone number and no e-mail (many farmers have none): booking a test at a clinic and
 * asking for a visit where there is no clinic near. They need the phone instead; every other lead needs the e-mail.
 */
export const phoneFirstForms = ["clinic_booking", "visit_request"] as const satisfies readonly LeadForm[];

/** Whether a lead's metadata names one of the phone-first forms. */
export function isPhoneFirst(metadata: Record<string, unknown> | null | undefined): boolean {
  return (phoneFirstForms as readonly unknown[]).includes(metadata?.form);
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

/** Fields of a lead as any caller sends them; the e-mail may be empty only on a phone-first form (requireContact). */
const leadFieldsObject = z.object({
  name: safeText("Name", "Name is required.")
    .trim()
    .min(1, "Name is required.")
    .max(LEAD_LIMITS.nameMax, `Name must be at most ${LEAD_LIMITS.nameMax} characters.`),
  email: safeText("Email", "Email is required.")
    .trim()
    .max(LEAD_LIMITS.emailMax, "Email is too long.")
    .refine((v) => v === "" || EMAIL_PATTERN.test(v), "Please enter a valid email address.")
    .nullish()
    .transform((v) => v ?? ""),
  phone: optionalText(LEAD_LIMITS.phoneMax, "Phone").refine((v) => v === null || /^[+\d][\d\s\-()]{5,}$/.test(v), {
    message: "Phone may contain only digits, spaces, +, - and brackets.",
  }),
  location: optionalText(LEAD_LIMITS.locationMax, "Location"),
  user_type: z.enum(userTypes, { error: `User type must be one of: ${userTypes.join(", ")}.` }),
  metadata: metadataSchema.nullish().transform((v) => v ?? null),
});

/** A lead must be reachable: by e-mail, or on a phone-first form by phone (stored with an empty e-mail). */
function requireContact(lead: { email: string; phone: string | null; metadata: Record<string, unknown> | null }, ctx: z.RefinementCtx): void {
  if (isPhoneFirst(lead.metadata)) {
    if (!lead.phone) ctx.addIssue({ code: "custom", path: ["phone"], message: "Phone is required." });
  } else if (!lead.email) ctx.addIssue({ code: "custom", path: ["email"], message: "Email is required." });
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
  /** Empty when a farmer sent a phone-first form without one. */
  email: string;
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
  created_at: string;
}
