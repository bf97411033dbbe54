// Admin-side lead shapes: list filters, paging, detail, notes and dashboard figures.
import { z } from "zod";
import { leadSources, leadStatuses, userTypes, type Lead } from "./lead.ts";
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
});
export type LeadFilters = z.infer<typeof leadFiltersSchema>;

export const LEADS_PAGE_SIZES = [25, 50, 100] as const;

export const leadListQuerySchema = leadFiltersSchema.extend({
  page: z.coerce.number().int().min(1, "Page must be 1 or more.").default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (LEADS_PAGE_SIZES as readonly number[]).includes(n), "Page size must be 25, 50 or 100.")
    .default(25),
});

export interface LeadPage {
  leads: Lead[];
  total: number;
  page: number;
  pageSize: number;
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
