// The team's business hours as the admin screen sends them and the admin API checks them (issue 26): seven weekdays,
// each open from a time to a later time or closed, and holidays on real dates; every time in India time.
import { z } from "zod";
import { DATE_PATTERN, TIME_OF_DAY, WEEKDAYS, isRealDate, minutesOf, type BusinessHours, type HoursAvailability } from "../business-hours.ts";
import { safeText } from "./text.ts";

export const BUSINESS_HOURS_API = "/api/v1/admin/business-hours";

export const BUSINESS_HOURS_LIMITS = {
  holidaysMax: 100,
  holidayNameMax: 80,
} as const;

/** English names for messages and the admin screen. */
export const WEEKDAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const time = (label: string) =>
  z
    .string({ error: `${label} must be a time such as 09:00.` })
    .regex(TIME_OF_DAY, `${label} must be a time such as 09:00 (24-hour clock, 00:00 to 23:59).`)
    .nullable();

const dayHoursSchema = z
  .object(
    {
      day: z.enum(WEEKDAYS, { error: `day must be one of ${WEEKDAYS.join(", ")}.` }),
      open: time("Opening time"),
      close: time("Closing time"),
    },
    { error: "Each day must be { day, open, close }." },
  )
  .superRefine((d, ctx) => {
    if ((d.open === null) !== (d.close === null)) {
      ctx.addIssue({ code: "custom", path: [d.open === null ? "open" : "close"], message: "Give both an opening and a closing time, or mark the day closed." });
    } else if (d.open !== null && d.close !== null && minutesOf(d.open) >= minutesOf(d.close)) {
      ctx.addIssue({ code: "custom", path: ["close"], message: `The opening time (${d.open}) must be before the closing time (${d.close}).` });
    }
  });

const holidaySchema = z.object(
  {
    date: z
      .string({ error: "A holiday's date must be a date such as 2026-11-08." })
      .regex(DATE_PATTERN, "A holiday's date must be a date such as 2026-11-08.")
      .refine(isRealDate, { message: "A holiday's date is not a real date (check the day and the month)." })
      .refine((d) => d >= "2000-01-01" && d <= "2099-12-31", { message: "A holiday's date must be between 2000 and 2099." }),
    name: safeText("A holiday's name")
      .trim()
      .max(BUSINESS_HOURS_LIMITS.holidayNameMax, `A holiday's name must be at most ${BUSINESS_HOURS_LIMITS.holidayNameMax} characters.`)
      .default(""),
  },
  { error: "Each holiday must be { date, name }." },
);

/** PUT /api/v1/admin/business-hours: the whole set, replacing what was there. */
export const businessHoursSchema = z
  .object({
    week: z
      .array(dayHoursSchema, { error: "week must list the seven weekdays." })
      .length(7, "week must list the seven weekdays, Monday to Sunday, once each.")
      .refine((w) => WEEKDAYS.every((day) => w.some((d) => d.day === day)), { message: "week must list the seven weekdays, Monday to Sunday, once each." })
      // Stored and answered Monday first, whatever order they came in.
      .transform((w) => WEEKDAYS.map((day) => w.find((d) => d.day === day)!)),
    holidays: z
      .array(holidaySchema, { error: "holidays must be a list of { date, name }." })
      .max(BUSINESS_HOURS_LIMITS.holidaysMax, `At most ${BUSINESS_HOURS_LIMITS.holidaysMax} holidays.`)
      .refine((h) => new Set(h.map((x) => x.date)).size === h.length, { message: "A holiday date is listed twice." })
      .transform((h) => [...h].sort((a, b) => a.date.localeCompare(b.date))),
  }, { error: "Send the hours as { week, holidays }." })
  .strict() satisfies z.ZodType<BusinessHours, unknown>;
export type BusinessHoursInput = z.input<typeof businessHoursSchema>;

/**
 * The first problem of a refused set, as a person reads it: the weekday or the holiday it is about first ("Wednesday:
 * The opening time (18:00) must be before the closing time (09:00).", "Holiday 2 (2026-02-30): …"), and the field as a
 * dotted path ("week.2.close") for a form to point at.
 */
export function hoursProblem(error: z.ZodError, input: unknown): { message: string; field: string } {
  const issue = error.issues[0]!;
  const [list, index] = issue.path;
  const field = issue.path.map(String).join(".");
  const item = typeof index === "number" && input && typeof input === "object" ? (input as Record<string, unknown[]>)[list as string]?.[index] : undefined;
  const raw = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
  let about = "";
  if (list === "week" && typeof index === "number") {
    const day = typeof raw.day === "string" && raw.day in WEEKDAY_NAMES ? WEEKDAY_NAMES[raw.day as keyof typeof WEEKDAY_NAMES] : `Day ${index + 1}`;
    about = `${day}: `;
  } else if (list === "holidays" && typeof index === "number") {
    about = `Holiday ${index + 1}${typeof raw.date === "string" && raw.date.length <= 20 ? ` (${raw.date})` : ""}: `;
  }
  return { message: `${about}${issue.message}`, field };
}

/** What GET and PUT answer: the hours in force, whether they are still the default, and where the team stands now. */
export interface BusinessHoursAnswer {
  hours: BusinessHours;
  /** Never set by the team: the site's stated hours apply. */
  isDefault: boolean;
  updatedAt: string | null;
  /** The display name (or e-mail) of who last changed them. */
  updatedBy: string | null;
  now: HoursAvailability;
}
