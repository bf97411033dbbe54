// Response schemas of the admin lead endpoints, each tied to the shared type it documents.
import { z } from "zod";
import { leadSources, leadStatuses, userTypes, type Lead } from "../../shared/schemas/lead.ts";
import type { DashboardStats, LeadDetail, LeadNote, LeadPage } from "../../shared/schemas/lead-admin.ts";
import { spamReasons } from "../../shared/schemas/lead-spam.ts";
import { describes } from "./common.ts";

export const leadSchema = describes<Lead>()(
  z
    .object({
      id: z.string(),
      name: z.string(),
      email: z.string().describe("Empty when a farmer sent a phone-first form without one."),
      phone: z.string().nullable(),
      location: z.string().nullable(),
      user_type: z.enum(userTypes),
      source: z.enum(leadSources),
      metadata: z.record(z.string(), z.unknown()).nullable().describe("The form's other answers, the page language, the chat it came from."),
      status: z.enum(leadStatuses),
      duplicate_of: z.string().nullable().describe("The earlier lead this one repeats (same e-mail or phone)."),
      spam_reason: z.enum(spamReasons).nullable().describe("Set while the lead is held as suspected spam."),
      spam_at: z.string().nullable(),
      callback_at: z.string().nullable().describe("When the visitor asked to be called back from the chat; the request's details are in metadata."),
      created_at: z.string(),
    })
    .meta({ id: "Lead" }),
);

export const leadPageSchema = describes<LeadPage>()(
  z.object({
    leads: z.array(leadSchema),
    total: z.number().describe("Matching leads; for a text search at most 1,000, with totalCapped true when more match."),
    totalCapped: z.boolean(),
    pageSize: z.number(),
    position: z.number().describe("How many matching leads come before this page."),
    nextCursor: z.string().nullable().describe("Send as cursor for the next (older) page; null on the last page."),
    prevCursor: z.string().nullable().describe("Send as cursor for the previous (newer) page; null on the first page."),
  }),
);

export const leadNoteSchema = describes<LeadNote>()(
  z.object({ id: z.string(), author_name: z.string(), body: z.string(), created_at: z.string() }).meta({ id: "LeadNote" }),
);

const leadLink = z.object({ id: z.string(), name: z.string(), email: z.string(), created_at: z.string() });

export const leadDetailSchema = describes<LeadDetail>()(
  z.object({
    lead: leadSchema,
    notes: z.array(leadNoteSchema),
    duplicateOf: leadLink.nullable().describe("The earlier lead this one repeats."),
    duplicates: z.array(leadLink).describe("Later leads that repeat this one."),
  }),
);

export const dashboardStatsSchema = describes<DashboardStats>()(
  z.object({
    leads: z.object({ total: z.number(), today: z.number(), week: z.number(), month: z.number() }),
    userMessages: z.number(),
    publishedPosts: z.number(),
    recentLeads: z.array(leadSchema),
  }),
);
