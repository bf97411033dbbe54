// Answering quickly and after the chat (issue 14), the plain facts: typing timings, canned replies and their
// variables, transfer and the team's chats, the visitor's rating and transcript e-mail. No zod here (the widget and
// the console ship none); the request schemas are in chat-answering.ts.
import type { AgentStatus } from "./chat-constants.ts";

export const TYPING = {
  /** A side sends at most one "typing" frame this often while its person types (the server drops faster ones). */
  throttleMs: 2000,
  /** The other side shows "… is typing" this long after the last frame, unless a message from that side comes first. */
  showMs: 5000,
} as const;

export const CANNED_LIMITS = { titleMax: 80, shortcutMax: 30, bodyMax: 2000, max: 200 } as const;
/** Lower-case letters, digits and dashes, starting with a letter or digit: what follows "/" in the reply box. */
export const SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export interface CannedReply {
  id: string;
  title: string;
  shortcut: string;
  /** May hold {first_name} and {agent_name}, filled in when the reply is inserted. */
  body: string;
  createdAt: string;
  updatedAt: string;
}

/** The variables a canned reply may hold, and what each becomes. */
export const CANNED_VARIABLES = {
  first_name: "the visitor's first name",
  agent_name: "your display name",
} as const;

/** A canned reply's text with its variables filled; an unknown {word} is left as it is. */
export function fillCannedReply(body: string, values: { firstName: string; agentName: string }): string {
  return body.replace(/\{(first_name|agent_name)\}/g, (_m, name: string) => (name === "first_name" ? values.firstName : values.agentName));
}

/** The first word of a name, for {first_name}: "Asha Devi" → "Asha". */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** An admin a chat can be handed to, and whether they are online now. */
export interface TeamAgent {
  id: string;
  /** The display name, or the e-mail address when none is set. */
  name: string;
  /** Takes new chats now (status online): a transfer may go to them. */
  online: boolean;
  /** online, away or offline (issue 30). */
  status: AgentStatus;
}

/** A chat another agent holds, as the "Team's chats" list shows it: who, with whom, since when; never its messages. */
export interface TeamChat {
  sessionId: string;
  userName: string;
  agentId: string;
  agentName: string;
  takenAt: string | null;
}

export interface TeamState {
  agents: TeamAgent[];
  chats: TeamChat[];
}

export const ratings = ["good", "bad"] as const;
export type Rating = (typeof ratings)[number];
export const RATING_LIMITS = { commentMax: 1000 } as const;
/** Transcript e-mails one chat may send in all. */
export const TRANSCRIPTS_PER_CHAT = 3;
/** Transcript e-mails one address may be sent in a day, from all chats together (issue 27: no mail relay). */
export const TRANSCRIPTS_PER_RECIPIENT_PER_DAY = 3;

export interface ChatRating {
  rating: Rating;
  comment: string | null;
  ratedAt: string;
}

/** GET /api/v1/admin/chat-ratings: ratings given in the last `days` days. */
export interface RatingSummary {
  days: number;
  good: number;
  bad: number;
}

export const ANSWERING_API = {
  cannedReplies: "/api/v1/admin/canned-replies",
  cannedReply: (id: string) => `/api/v1/admin/canned-replies/${encodeURIComponent(id)}`,
  ratingSummary: "/api/v1/admin/chat-ratings",
  team: "/api/v1/agent/team",
  transfer: (id: string) => `/api/v1/agent/sessions/${id}/transfer`,
  rating: (id: string) => `/api/v1/chat/sessions/${id}/rating`,
  transcript: (id: string) => `/api/v1/chat/sessions/${id}/transcript`,
} as const;

/** System lines a transfer stores (in English, as all system lines; the widget shows them in the page's language). */
export const TRANSFER_TEXT = {
  to: (name: string) => `You are now talking to ${name}.`,
  toPattern: /^You are now talking to (.+)\.$/,
  toQueue: "Your chat is back in the queue. The next free agent will answer you.",
} as const;
