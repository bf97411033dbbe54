// Personal data under India's DPDP Act (issue 27): the person query (one e-mail or one phone) of the admin's find,
// export and erase calls, what they answer, and the retention settings with their limits.
import { z } from "zod";
import { EMAIL_PATTERN } from "./lead-constants.ts";
import { LEAD_LIMITS } from "./lead-limits.ts";
import { phoneE164 } from "./phone.ts";

export const PEOPLE_API = {
  people: "/api/v1/admin/people",
  export: "/api/v1/admin/people/export",
  retention: "/api/v1/admin/settings/retention",
} as const;

/** The kinds of record held about a person, in the order the screen and the erasure record list them. */
export const PERSON_KINDS = [
  "leads",
  "callbacks",
  "leadNotes",
  "chats",
  "chatMessages",
  "assistantMessages",
  "chatPhotos",
  "chatRatings",
  "transcriptRequests",
  "outboxEmails",
  "limitCounters",
] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];
export type PersonCounts = Record<PersonKind, number>;

/** Words for each kind, for the screen, the HTML export and the confirmation. */
export const PERSON_KIND_LABELS: Record<PersonKind, string> = {
  leads: "Leads (forms and chat starts)",
  callbacks: "Call-back requests (among the leads)",
  leadNotes: "Team notes on the leads",
  chats: "Chats",
  chatMessages: "Chat messages",
  assistantMessages: "Messages with the assistant",
  chatPhotos: "Chat photos (and their files)",
  chatRatings: "Chat ratings",
  transcriptRequests: "Transcript requests",
  outboxEmails: "E-mails to or about them",
  limitCounters: "Rate-limit counters naming them",
};

/** Exactly one of e-mail and phone, as the query string of the three people calls; the phone comes back in E.164. */
export const personQuerySchema = z
  .object({
    email: z.string({ error: "email must be text." }).max(LEAD_LIMITS.emailMax, "That e-mail address is too long.").optional(),
    phone: z.string({ error: "phone must be text." }).max(LEAD_LIMITS.phoneMax, "That phone number is too long.").optional(),
    format: z.enum(["json", "html"], { error: "format must be json or html." }).optional(),
  })
  .transform((q, ctx): PersonKey => {
    const email = q.email?.trim() ?? "";
    const phone = q.phone?.trim() ?? "";
    if (email && phone) {
      ctx.addIssue({ code: "custom", message: "Give an e-mail address or a phone number, not both: each finds a person on its own." });
      return z.NEVER;
    }
    if (!email && !phone) {
      ctx.addIssue({ code: "custom", message: "Give the person's e-mail address (email=…) or phone number (phone=…)." });
      return z.NEVER;
    }
    if (email) {
      if (!EMAIL_PATTERN.test(email)) {
        ctx.addIssue({ code: "custom", message: "That is not an e-mail address (it should look like name@example.in)." });
        return z.NEVER;
      }
      return { email: email.toLowerCase() };
    }
    const e164 = phoneE164(phone);
    if (!e164) {
      ctx.addIssue({ code: "custom", message: "That is not a phone number that can be dialled: an Indian mobile or landline, or another country's number with its +." });
      return z.NEVER;
    }
    return { phone: e164 };
  });
export type PersonKey = { email: string; phone?: never } | { phone: string; email?: never };
export type PersonQuery = z.input<typeof personQuerySchema>;

export interface PersonLead {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  userType: string;
  source: string;
  status: string;
  spam: boolean;
  callbackAt: string | null;
  createdAt: string;
  /** What the form sent beside the contact fields (the message, the crop, the call-back's words…). */
  details: Record<string, unknown> | null;
  notes: { at: string; author: string; text: string }[];
}

export interface PersonChatMessage {
  at: string;
  sender: "visitor" | "agent" | "system" | "assistant";
  name: string;
  text: string;
  photoId?: string;
}

export interface PersonChat {
  id: string;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  language: string;
  createdAt: string;
  endedAt: string | null;
  startPath: string | null;
  timeZone: string | null;
  pages: { path: string; at: string }[];
  rating: { rating: string; comment: string | null; at: string } | null;
  transcriptRequests: string[];
  photos: { id: string; width: number; height: number; at: string }[];
  messages: PersonChatMessage[];
  /** The team's internal notes on the chat (issue 30), as a lead's notes are given. */
  notes: { at: string; author: string; text: string }[];
}

export interface PersonEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  sentAt: string | null;
  text: string;
}

/** GET /api/v1/admin/people: everything held about one person. */
export interface PersonRecord {
  query: PersonKey;
  found: boolean;
  counts: PersonCounts;
  leads: PersonLead[];
  chats: PersonChat[];
  emails: PersonEmail[];
  /** Other e-mails and phones on these records: the same person may be found under them too. */
  otherContacts: { emails: string[]; phones: string[] };
}

/** The export: the record, with when and by whom it was made. */
export interface PersonExport extends PersonRecord {
  exportedAt: string;
  site: string;
}

/** DELETE /api/v1/admin/people: what was erased, as the `erasures` row keeps it (counts only). */
export interface ErasureAnswer {
  erasureId: string;
  at: string;
  counts: PersonCounts;
  /** Photo folders removed from UPLOADS_DIR after the rows were gone. */
  photoFilesRemoved: number;
}

export const RETENTION_LIMITS = {
  monthsMin: 1,
  monthsMax: 120,
  daysMin: 1,
  daysMax: 365,
} as const;

export const DEFAULT_RETENTION = { leadsMonths: 24, conversationsMonths: 24, spamDays: 30 } as const;

const months = (what: string) =>
  z
    .number({ error: `${what} must be kept for a whole number of months.` })
    .int(`${what} must be kept for a whole number of months.`)
    .min(RETENTION_LIMITS.monthsMin, `${what} must be kept for at least ${RETENTION_LIMITS.monthsMin} month.`)
    .max(RETENTION_LIMITS.monthsMax, `${what} must be kept for at most ${RETENTION_LIMITS.monthsMax} months (10 years).`);

/** PUT /api/v1/admin/settings/retention. */
export const retentionSchema = z
  .object(
    {
      leadsMonths: months("Leads"),
      conversationsMonths: months("Conversations"),
      spamDays: z
        .number({ error: "Spam must be kept for a whole number of days." })
        .int("Spam must be kept for a whole number of days.")
        .min(RETENTION_LIMITS.daysMin, `Spam must be kept for at least ${RETENTION_LIMITS.daysMin} day.`)
        .max(RETENTION_LIMITS.daysMax, `Spam must be kept for at most ${RETENTION_LIMITS.daysMax} days.`),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Only leadsMonths, conversationsMonths and spamDays can be set, not ${issue.keys.join(", ")}.`
          : "Send the retention as { leadsMonths, conversationsMonths, spamDays }.",
    },
  )
  .strict();
export type RetentionSettings = z.output<typeof retentionSchema>;

export interface RetentionAnswer extends RetentionSettings {
  isDefault: boolean;
  updatedAt: string | null;
  /** The last run of the daily job, on any instance: when it finished and how many records (of every kind) it erased. */
  lastRun: { at: string; erased: number } | null;
}
