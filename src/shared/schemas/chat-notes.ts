// The team's own words on a chat (issue 30): internal notes, which the visitor never sees (not on the socket, not in a
// poll, not in the transcript e-mail), and labels from a list the team keeps, to sort and find chats by.
import { z } from "zod";
import { safeText } from "./text.ts";

export const NOTES_API = {
  /** An agent's note on a chat: POST { text }, GET the chat's notes. */
  notes: (sessionId: string) => `/api/v1/agent/sessions/${encodeURIComponent(sessionId)}/notes`,
  /** The team's list of labels: GET (everyone who reads chats), POST { name } and DELETE (admins). */
  labels: "/api/v1/admin/labels",
  label: (name: string) => `/api/v1/admin/labels/${encodeURIComponent(name)}`,
  /** A chat's labels: PUT { labels: string[] } sets them all. */
  chatLabels: (sessionId: string) => `/api/v1/admin/conversations/${encodeURIComponent(sessionId)}/labels`,
} as const;

export const NOTE_LIMITS = { textMax: 2000, bodyMaxBytes: 16 * 1024 } as const;
export const LABEL_LIMITS = { nameMax: 30, perChat: 10, listMax: 50 } as const;

export const noteInputSchema = z.object({
  text: safeText("The note")
    .trim()
    .min(1, "Write the note first: it is empty.")
    .max(NOTE_LIMITS.textMax, `A note must be at most ${NOTE_LIMITS.textMax} characters.`),
});

/** A label's name: a word or two, letters, digits, spaces and - _ & / only. */
export const labelNameSchema = safeText("A label")
  .trim()
  .min(1, "A label needs a name.")
  .max(LABEL_LIMITS.nameMax, `A label must be at most ${LABEL_LIMITS.nameMax} characters.`)
  .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} &/_-]*$/u, "A label may hold letters, digits, spaces and - _ & / only.");

export const labelInputSchema = z.object({ name: labelNameSchema });

export const chatLabelsInputSchema = z.object({
  labels: z
    .array(labelNameSchema, { error: "Labels must be a list of the team's label names." })
    .max(LABEL_LIMITS.perChat, `A chat takes at most ${LABEL_LIMITS.perChat} labels.`),
});

export interface ChatNote {
  id: string;
  text: string;
  /** The author's name when the note was written (or e-mail, when no name was set). */
  authorName: string;
  at: string;
}

export interface ChatLabel {
  name: string;
  /** Chats that carry it. */
  chats: number;
}
