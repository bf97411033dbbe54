// Response schemas of the business-hours endpoint and of the hours part of the chat availability answer (issue 26).
import { z } from "zod";
import { TEAM_TIME_ZONE, WEEKDAYS, type HoursAvailability } from "../../shared/business-hours.ts";
import type { BusinessHoursAnswer } from "../../shared/schemas/business-hours.ts";
import { describes } from "./common.ts";

export const hoursAvailabilitySchema = describes<HoursAvailability>()(
  z.object({
    open: z.boolean().describe("Inside the team's business hours now (India time)."),
    nextOpenAt: z
      .string()
      .nullable()
      .describe("While closed: when the team opens next, ISO-8601 in UTC (2026-12-08T03:30:00.000Z is 9:00 am in India); null while open or when no day has hours."),
    timeZone: z.literal(TEAM_TIME_ZONE).describe("The zone the hours are kept in: always Asia/Kolkata."),
  }),
);

const hoursSchema = z
  .object({
    week: z.array(
      z.object({
        day: z.enum(WEEKDAYS),
        open: z.string().nullable().describe("Opening time, HH:MM on a 24-hour clock, India time; null on a closed day."),
        close: z.string().nullable().describe("Closing time, HH:MM, after the opening; null on a closed day."),
      }),
    ),
    holidays: z.array(z.object({ date: z.string().describe("YYYY-MM-DD, an India date."), name: z.string() })),
  })
  .meta({ id: "BusinessHours" });

export const businessHoursAnswerSchema = describes<BusinessHoursAnswer>()(
  z.object({
    hours: hoursSchema,
    isDefault: z.boolean().describe("Never set by the team: the hours the site states apply (Mon-Fri 9:00-18:00, Sat 9:00-13:00)."),
    updatedAt: z.string().nullable(),
    updatedBy: z.string().nullable().describe("Who last saved them (display name or e-mail)."),
    now: hoursAvailabilitySchema,
  }),
);
