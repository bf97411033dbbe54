// Response schemas of the personal-data endpoints (issue 27): a person's records, the erasure's answer, the retention.
import { z } from "zod";
import {
  PERSON_KINDS,
  type ErasureAnswer,
  type PersonKey,
  type PersonRecord,
  type RetentionAnswer,
} from "../../shared/schemas/personal-data.ts";
import { describes } from "./common.ts";

const countsSchema = z
  .object(Object.fromEntries(PERSON_KINDS.map((k) => [k, z.number().int()])) as Record<(typeof PERSON_KINDS)[number], z.ZodNumber>)
  .describe("How many records of each kind: leads, callbacks (leads with a call-back request), leadNotes, chats, chatMessages, assistantMessages, chatPhotos, chatRatings, transcriptRequests, outboxEmails, limitCounters.")
  .meta({ id: "PersonCounts" });

const keySchema = z
  .union([z.object({ email: z.string() }), z.object({ phone: z.string().describe("E.164, as the query was read.") })])
  .describe("The contact detail the person was found by: the e-mail lower-cased, or the phone in E.164.") as unknown as z.ZodType<PersonKey>;

const leadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  userType: z.string(),
  source: z.string(),
  status: z.string(),
  spam: z.boolean(),
  callbackAt: z.string().nullable(),
  createdAt: z.string(),
  details: z.record(z.string(), z.unknown()).nullable().describe("What the form sent beside the contact fields."),
  notes: z.array(z.object({ at: z.string(), author: z.string(), text: z.string() })),
});

const chatSchema = z.object({
  id: z.string(),
  status: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  startPath: z.string().nullable(),
  timeZone: z.string().nullable(),
  pages: z.array(z.object({ path: z.string(), at: z.string() })),
  rating: z.object({ rating: z.string(), comment: z.string().nullable(), at: z.string() }).nullable(),
  transcriptRequests: z.array(z.string()).describe("When the visitor asked for the transcript by e-mail."),
  photos: z.array(z.object({ id: z.string(), width: z.number(), height: z.number(), at: z.string() })),
  notes: z.array(z.object({ at: z.string(), author: z.string(), text: z.string() })).describe("The team's internal notes on the chat."),
  messages: z.array(
    z.object({
      at: z.string(),
      sender: z.enum(["visitor", "agent", "system", "assistant"]),
      name: z.string(),
      text: z.string(),
      photoId: z.string().optional(),
    }),
  ),
});

const emailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  text: z.string(),
});

export const personRecordSchema = describes<PersonRecord>()(
  z
    .object({
      query: keySchema,
      found: z.boolean().describe("False when nothing is held under this e-mail or phone."),
      counts: countsSchema,
      leads: z.array(leadSchema).describe("Every lead: website forms, chat starts and call-backs."),
      chats: z.array(chatSchema).describe("Every chat with all its messages (agent chat and assistant merged by time)."),
      emails: z.array(emailSchema).describe("Outbox e-mails addressed to the person or quoting them."),
      otherContacts: z
        .object({ emails: z.array(z.string()), phones: z.array(z.string()) })
        .describe("Other e-mails and phones on these records: the same person may be found under them too."),
    })
    .meta({ id: "PersonRecord" }),
);

export const erasureAnswerSchema = describes<ErasureAnswer>()(
  z.object({
    erasureId: z.string().describe("The `erasures` record kept: when, who and these counts, nothing about the person."),
    at: z.string(),
    counts: countsSchema,
    photoFilesRemoved: z.number().int(),
  }),
);

export const retentionAnswerSchema = describes<RetentionAnswer>()(
  z.object({
    leadsMonths: z.number().int().describe("Leads are erased this many months after they arrive (1-120; default 24)."),
    conversationsMonths: z.number().int().describe("Chats, with their messages and photos, this many months after they start (1-120; default 24)."),
    spamDays: z.number().int().describe("Leads held as spam, this many days after they were flagged (1-365; default 30)."),
    isDefault: z.boolean().describe("Never saved by an admin: the defaults apply."),
    updatedAt: z.string().nullable(),
    lastRun: z.object({ at: z.string(), erased: z.number().int() }).nullable().describe("The daily job's last finished run, on any instance."),
  }),
);
