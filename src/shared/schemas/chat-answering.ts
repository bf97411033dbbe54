// Answering quickly and after the chat (issue 14): request schemas for canned replies, transfer, rating and the
// transcript e-mail. The plain facts are in chat-answering-constants.ts.
import { z } from "zod";
import { EMAIL_PATTERN, LEAD_LIMITS } from "./lead.ts";
import { safeText } from "./text.ts";
import { CANNED_LIMITS, RATING_LIMITS, SHORTCUT_PATTERN, ratings } from "./chat-answering-constants.ts";
import { NOTE_LIMITS } from "./chat-notes.ts";

export * from "./chat-answering-constants.ts";

const required = (label: string, max: number) =>
  safeText(label, `${label} is required.`).trim().min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`);

export const cannedReplySchema = z.object({
  title: required("Title", CANNED_LIMITS.titleMax),
  shortcut: z
    .string({ error: "Shortcut is required." })
    .trim()
    .toLowerCase()
    .transform((s) => s.replace(/^\//, ""))
    .pipe(
      z
        .string()
        .min(1, "Shortcut is required.")
        .max(CANNED_LIMITS.shortcutMax, `Shortcut must be at most ${CANNED_LIMITS.shortcutMax} characters.`)
        .regex(SHORTCUT_PATTERN, "Shortcut: use letters, digits and dashes only (such as price or soil-test)."),
    ),
  body: required("Text", CANNED_LIMITS.bodyMax),
});
export type CannedReplyBody = z.output<typeof cannedReplySchema>;

export const cannedReplyPatchSchema = cannedReplySchema.partial().refine((v) => Object.keys(v).length > 0, "Send a title, shortcut or text to change.");

/** `agentId`: the online agent to hand the chat to; null puts it back in the queue. */
export const transferSchema = z.object({
  agentId: z.uuid({ error: "agentId must be the id of an online agent, or null for the queue." }).nullable(),
  /** For the receiving agent (issue 30): kept as an internal note on the chat, never shown to the visitor. */
  note: safeText("The note")
    .trim()
    .max(NOTE_LIMITS.textMax, `A note must be at most ${NOTE_LIMITS.textMax} characters.`)
    .nullish()
    .transform((v) => v || null),
});

export const ratingSchema = z.object({
  rating: z.enum(ratings, { error: "Rating must be good or bad." }),
  comment: safeText("Comment")
    .trim()
    .max(RATING_LIMITS.commentMax, `Comment must be at most ${RATING_LIMITS.commentMax} characters.`)
    .nullish()
    .transform((v) => v || null),
});

/** The transcript goes only to the e-mail given when the chat started; `email` may be sent, but must be that address. */
export const transcriptRequestSchema = z.object({
  email: safeText("Email")
    .trim()
    .max(LEAD_LIMITS.emailMax, `Email must be at most ${LEAD_LIMITS.emailMax} characters.`)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || EMAIL_PATTERN.test(v), "Email: Please enter a valid email address."),
});

export const ratingSummaryQuerySchema = z.object({
  days: z.coerce.number({ error: "days must be a whole number from 1 to 365." }).int("days must be a whole number from 1 to 365.").min(1, "days must be a whole number from 1 to 365.").max(365, "days must be a whole number from 1 to 365.").default(30),
});
