// Response schema of the Reports endpoint (issue 30), tied to the shared type it documents.
import { z } from "zod";
import type { Report } from "../../shared/schemas/reports.ts";
import { describes } from "./common.ts";

const spread = (what: string) =>
  z.object({
    median: z.number().nullable().describe(`Median ${what}; null with no chats to measure.`),
    p90: z.number().nullable().describe(`90th percentile ${what} (linear between the nearest ranks, as percentile_cont).`),
    count: z.number().describe("Chats measured."),
  });
const csat = {
  good: z.number(),
  bad: z.number(),
  shareGood: z.number().nullable().describe("good / (good + bad), 0 to 1; null with no ratings."),
};
const counts = z.array(z.object({ key: z.string(), count: z.number() }));

export const reportSchema = describes<Report>()(
  z
    .object({
      from: z.string().describe("First India date of the period."),
      to: z.string().describe("Last India date of the period (included)."),
      timeZone: z.string().describe("Asia/Kolkata: the days are India dates."),
      agent: z.object({ id: z.string(), name: z.string() }).nullable().describe("The agent the chat figures are limited to, if any."),
      chats: z
        .object({
          total: z.number().describe("Chats started in the period."),
          person: z.number().describe("A person wrote to the visitor after taking the chat."),
          assistant: z.number().describe("No person answered; the assistant did."),
          missed: z.number().describe("Ended before any answer from a person or the assistant."),
          open: z.number().describe("Not ended and not answered yet."),
        })
        .describe("total = person + assistant + missed + open."),
      waitMs: spread("wait from the start to the first take, in ms, over the chats taken"),
      firstResponseMs: spread("time from the start to a person's first message, in ms, over the chats a person answered"),
      length: z.object({
        messages: spread("messages of an answered chat (visitor, people and assistant; no system lines)"),
        durationMs: spread("time from the start to the last message of an answered chat, in ms"),
      }),
      csat: z.object({
        ...csat,
        comments: z
          .array(
            z.object({
              sessionId: z.string(),
              rating: z.enum(["good", "bad"]),
              comment: z.string(),
              ratedAt: z.string(),
              visitorName: z.string(),
              agentName: z.string().nullable(),
            }),
          )
          .describe("Ratings with a comment, newest first, at most 50."),
      }),
      callbacks: z.object({ requested: z.number(), done: z.number().describe("Moved on from status new.") }).describe("Team-wide: call-backs asked for in the period."),
      leads: z.object({ total: z.number(), bySource: counts, byForm: counts.describe('Website form of the lead; "none" when not from a form.') }).describe("Team-wide, spam left out."),
      agents: z.array(
        z.object({
          agentId: z.string(),
          name: z.string(),
          chatsTaken: z.number().describe("Chats of the period the agent holds."),
          answered: z.number(),
          medianFirstResponseMs: z.number().nullable(),
          ...csat,
        }),
      ),
      days: z
        .array(
          z.object({
            day: z.string(),
            chats: z.number(),
            person: z.number(),
            assistant: z.number(),
            missed: z.number(),
            medianWaitMs: z.number().nullable(),
          }),
        )
        .describe("Every day of the period, oldest first."),
    })
    .meta({ id: "Report" }),
);
