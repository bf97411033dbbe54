// Reports (issue 30): the period and agent a report is asked for, and the figures it answers, shared by the API and
// the admin screen. Periods are India dates (Asia/Kolkata), both ends included.
import { z } from "zod";

export const REPORTS_API = "/api/v1/admin/reports";
/** The longest period a report covers, in days (a leap year). */
export const REPORT_MAX_DAYS = 366;
/** How many CSAT comments a report lists, newest first. */
export const REPORT_COMMENTS_MAX = 50;
export const REPORT_TIME_ZONE = "Asia/Kolkata";

const DAY_MS = 86_400_000;
const dateText = (which: string) =>
  z
    .string({ error: `${which} must be a date such as 2026-12-01.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${which} must be a date such as 2026-12-01.`)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `${which} is not a date on the calendar.`);

/** Days from `from` to `to`, both included (India dates as YYYY-MM-DD). */
export const daysInPeriod = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

export const reportQuerySchema = z
  .object({
    /** The first India date of the period. */
    from: dateText("From"),
    /** The last India date of the period (included). */
    to: dateText("To"),
    /** One team member's figures only: their user id. */
    agent: z.uuid({ error: "Agent must be a team member's id." }).optional(),
  })
  .superRefine((q, ctx) => {
    const days = daysInPeriod(q.from, q.to);
    if (days < 1) ctx.addIssue({ code: "custom", path: ["from"], message: "From must be on or before To." });
    else if (days > REPORT_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `A report covers at most ${REPORT_MAX_DAYS} days.` });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** A median and 90th percentile (linear between the two nearest values, as PostgreSQL's percentile_cont), over `count` chats. */
export interface ReportSpread {
  median: number | null;
  p90: number | null;
  count: number;
}

export interface ReportCsat {
  good: number;
  bad: number;
  /** good / (good + bad); null with no ratings. */
  shareGood: number | null;
}

export interface ReportComment {
  sessionId: string;
  rating: "good" | "bad";
  comment: string;
  ratedAt: string;
  visitorName: string;
  agentName: string | null;
}

export interface ReportAgentRow extends ReportCsat {
  agentId: string;
  name: string;
  /** Chats started in the period that this agent holds (took, or received by transfer). */
  chatsTaken: number;
  /** Chats of theirs a person answered. */
  answered: number;
  medianFirstResponseMs: number | null;
}

export interface ReportDay {
  /** India date. */
  day: string;
  chats: number;
  person: number;
  assistant: number;
  missed: number;
  /** Median wait (start → first take) of the day's taken chats; null with none. */
  medianWaitMs: number | null;
}

export interface ReportCount {
  key: string;
  count: number;
}

export interface Report {
  from: string;
  to: string;
  timeZone: string;
  agent: { id: string; name: string } | null;
  chats: {
    /** Chats started in the period. */
    total: number;
    /** A person wrote to the visitor after taking the chat. */
    person: number;
    /** Nobody took and answered it, the assistant answered. */
    assistant: number;
    /** Ended with no answer from a person or the assistant. */
    missed: number;
    /** Still open with no answer yet (waiting, or taken without a reply). */
    open: number;
  };
  /** Start → first take, in milliseconds, over the chats taken. */
  waitMs: ReportSpread;
  /** Start → a person's first message, in milliseconds, over the chats a person answered. */
  firstResponseMs: ReportSpread;
  /** Over answered chats: messages (visitor, people, assistant) and start → last message. */
  length: { messages: ReportSpread; durationMs: ReportSpread };
  csat: ReportCsat & { comments: ReportComment[] };
  /** Call-backs asked for in the period (team-wide) and how many of them the team has acted on (status not "new"). */
  callbacks: { requested: number; done: number };
  /** Leads stored in the period (team-wide, spam left out), by source and by website form ("none": not from a form). */
  leads: { total: number; bySource: ReportCount[]; byForm: ReportCount[] };
  agents: ReportAgentRow[];
  /** Every day of the period, oldest first. */
  days: ReportDay[];
}
