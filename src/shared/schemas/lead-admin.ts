// Admin-side lead shapes: list filters, paging, detail, notes and dashboard figures.
import { z } from "zod";
import { leadSources, leadStatuses, userTypes } from "./lead-constants.ts";
import type { Lead } from "./lead.ts";
import { safeText, searchText } from "./text.ts";

const isoDate = z.iso.datetime({ offset: true, error: "Dates must be ISO-8601 timestamps." });

export const leadFiltersSchema = z.object({
  q: searchText("Search text must be one piece of text.").trim().max(200, "Search text must be at most 200 characters.").optional(),
  user_type: z.enum(userTypes, { error: "Unknown user type." }).optional(),
  source: z.enum(leadSources, { error: "Unknown source." }).optional(),
  status: z.enum(leadStatuses, { error: "Unknown status." }).optional(),
  /** Inclusive lower bound of created_at. */
  from: isoDate.optional(),
  /** Exclusive upper bound of created_at. */
  to: isoDate.optional(),
  /** true: only the leads held as suspected spam; otherwise spam is left out. */
  spam: z.stringbool({ error: "Spam must be true or false." }).optional(),
  /** true: only the visitors who asked to be called back. */
  callback: z.stringbool({ error: "Call-back must be true or false." }).optional(),
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export const LEADS_PAGE_SIZES = [25, 50, 100] as const;

/** A text search counts its matches up to this many; beyond it the list says "more than 1,000" and still pages on. */
export const LEAD_SEARCH_COUNT_CAP = 1000;

/**
 * A page of the list is asked for by the cursor of the page beside it (keyset paging: the database seeks to the
 * cursor's lead instead of counting past every lead before it). The cursor is opaque: only this server makes them.
 */
export const leadListQuerySchema = leadFiltersSchema.extend({
  cursor: z
    .string({ error: "Cursor must be one piece of text." })
    .max(400, "That cursor is not one this list gave out. Start again from the first page.")
    .regex(/^[A-Za-z0-9_-]+$/, "That cursor is not one this list gave out. Start again from the first page.")
    .optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LEADS_PAGE_SIZES as readonly number[]).includes(n), "Page size must be 25, 50 or 100.")
    .default(25),
  /** Page numbers went with offset paging; a client still sending one is told what to send instead. */
  page: z.never({ error: "Pages are asked for by cursor: send the nextCursor or prevCursor of the last answer as cursor." }).optional(),
});
export type LeadListQuery = LeadFilters & { pageSize: number; cursor?: string };

export interface LeadPage {
  leads: Lead[];
  /** How many leads match; for a text search at most LEAD_SEARCH_COUNT_CAP, with totalCapped true when more do. */
  total: number;
  totalCapped: boolean;
  pageSize: number;
  /** How many matching leads come before this page (0 on the first page). */
  position: number;
  /** The cursor of the next (older) page, or null on the last page. */
  nextCursor: string | null;
  /** The cursor of the previous (newer) page, or null on the first page. */
  prevCursor: string | null;
}

export interface LeadNote {
  id: string;
  author_name: string;
  body: string;
  created_at: string;
}

export interface LeadDetail {
  lead: Lead;
  notes: LeadNote[];
  /** The earlier lead this one repeats (same e-mail or phone), when there is one. */
  duplicateOf: Pick<Lead, "id" | "name" | "email" | "created_at"> | null;
  /** Later leads that repeat this one. */
  duplicates: Pick<Lead, "id" | "name" | "email" | "created_at">[];
}

export const leadUpdateSchema = z.object({ status: z.enum(leadStatuses, { error: "Unknown status." }) });
export const leadNoteSchema = z.object({
  body: safeText("Note", "Note is required.").trim().min(1, "Note is required.").max(4000, "Note must be at most 4000 characters."),
});

export const dashboardQuerySchema = z.object({
  /** The admin's local midnight, so "today" means the admin's day (spec 9). */
  todayStart: isoDate.optional(),
});

export interface DashboardStats {
  leads: { total: number; today: number; week: number; month: number };
  userMessages: number;
  publishedPosts: number;
  recentLeads: Lead[];
}
