// The team's business hours (issue 26): opening hours per weekday and holidays, in India time. Whether the team is open
// at a moment, when it opens next, and how the widget (and the assistant) say when the team is back, in words of the
// visitor's language ("We're back tomorrow at 9:00 am", "हम कल सुबह 9 बजे से फिर मिलेंगे"). Pure: both halves use it.

/** The team works in India time; every time of day and every date here is in this zone. */
export const TEAM_TIME_ZONE = "Asia/Kolkata";

/** India has kept UTC+5:30 all year since 1945 (no daylight saving), so a fixed offset is exact. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Monday first, as an Indian week is written; index 0..6. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One weekday: open from `open` to `close` ("09:00", "18:00", India time), or closed (both null). */
export interface DayHours {
  day: Weekday;
  open: string | null;
  close: string | null;
}

/** A day the team is closed whatever its weekday: "2026-11-08", and what it is ("Diwali"; may be empty). */
export interface Holiday {
  date: string;
  name: string;
}

export interface BusinessHours {
  /** Seven entries, Monday to Sunday. */
  week: DayHours[];
  /** Oldest first. */
  holidays: Holiday[];
}

/**
 * Until the team sets its own: the working hours the Contact page, the legal pages, the PDF guides and the assistant
 * already state (OFFICE_HOURS in constants.ts: Mon-Fri 9:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM, Sunday closed); a test
 * keeps the two equal.
 */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  week: WEEKDAYS.map((day) =>
    day === "sun" ? { day, open: null, close: null } : day === "sat" ? { day, open: "09:00", close: "13:00" } : { day, open: "09:00", close: "18:00" },
  ),
  holidays: [],
};

/** "HH:MM" on a 24-hour clock, 00:00 to 23:59. */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "YYYY-MM-DD". */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Minutes after midnight of "HH:MM". */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether "YYYY-MM-DD" names a day of the calendar (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  if (!DATE_PATTERN.test(date)) return false;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, d));
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** The India date, weekday and minute of the day of an instant. */
export function indiaClock(at: Date): { date: string; weekday: Weekday; minutes: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return {
    date: shifted.toISOString().slice(0, 10),
    // getUTCDay: 0 is Sunday.
    weekday: WEEKDAYS[(shifted.getUTCDay() + 6) % 7]!,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The instant of `time` ("09:00", India time) on the India date `date`. */
export function indiaInstant(date: string, time: string): Date {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + minutesOf(time) * 60_000 - IST_OFFSET_MS);
}

/** The India date `days` after `date`. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from the India date `from` to `to`. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

const weekdayOf = (date: string): Weekday => WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;

/** The hours of the India date `date`: null when it is a holiday or its weekday is closed. */
function hoursOn(hours: BusinessHours, date: string, holidays: Set<string>): { open: string; close: string } | null {
  if (holidays.has(date)) return null;
  const day = hours.week.find((d) => d.day === weekdayOf(date));
  return day?.open && day.close ? { open: day.open, close: day.close } : null;
}

export interface TeamStatus {
  /** Inside the opening hours now. */
  open: boolean;
  /** While open: when today's hours end. */
  closesAt: Date | null;
  /** While closed: when the team opens next; null when no day of the next year has hours. */
  nextOpenAt: Date | null;
}

/** How far ahead the next opening is looked for: a year and a bit, past any run of holidays. */
const SEARCH_DAYS = 400;

/** Whether the team is open at `now`, and when it closes or opens next. An opening is inclusive, a closing exclusive. */
export function teamStatus(hours: BusinessHours, now: Date): TeamStatus {
  const holidays = new Set(hours.holidays.map((h) => h.date));
  const clock = indiaClock(now);
  const today = hoursOn(hours, clock.date, holidays);
  if (today && minutesOf(today.open) <= clock.minutes && clock.minutes < minutesOf(today.close)) {
    return { open: true, closesAt: indiaInstant(clock.date, today.close), nextOpenAt: null };
  }
  for (let d = 0; d <= SEARCH_DAYS; d++) {
    const date = addDays(clock.date, d);
    const day = hoursOn(hours, date, holidays);
    if (!day || (d === 0 && minutesOf(day.open) <= clock.minutes)) continue;
    return { open: false, closesAt: null, nextOpenAt: indiaInstant(date, day.open) };
  }
  return { open: false, closesAt: null, nextOpenAt: null };
}

/** Parts of the day as Hindi names them; English needs only am and pm of them. */
export type DayPeriod = "early" | "morning" | "afternoon" | "evening" | "night";

/** The values of the catalog's `chat.hours.time` ("9:00 am", "सुबह 9 बजे") for a time of day in India. */
export interface ClockWords {
  /** 1 to 12. */
  hour: number;
  /** "00" to "59"; Hindi leaves out "00". */
  minutes: string;
  period: DayPeriod;
}

/** The values of `chat.hours.back`: `day` today, tomorrow or other, and for other the weekday or the date. */
export interface ReopeningWords {
  day: "today" | "tomorrow" | "other";
  /** "Monday" within the coming week, "Monday, 7 December" (Indian order) beyond it; "" for today and tomorrow. */
  date: string;
  clock: ClockWords;
}

/** An instant's time of day in India as the clock messages say it: hour 1-12, minutes, part of the day. */
export function clockWords(at: Date): ClockWords {
  const { minutes } = indiaClock(at);
  return { hour: Math.floor(minutes / 60) % 12 || 12, minutes: String(minutes % 60).padStart(2, "0"), period: periodOf(minutes) };
}

function periodOf(minutes: number): DayPeriod {
  const h = Math.floor(minutes / 60);
  return h < 4 ? "early" : h < 12 ? "morning" : h < 16 ? "afternoon" : h < 20 ? "evening" : "night";
}

/**
 * How to say when the team is back, seen from `now`: in the page's Intl locale (en-IN, hi-IN) for the weekday and date
 * names, always in India time (the hours are India's).
 */
export function reopeningWords(nextOpenAt: Date, now: Date, intlLocale: string): ReopeningWords {
  const next = indiaClock(nextOpenAt);
  const days = daysBetween(indiaClock(now).date, next.date);
  const clock = clockWords(nextOpenAt);
  if (days <= 0) return { day: "today", date: "", clock };
  if (days === 1) return { day: "tomorrow", date: "", clock };
  const options: Intl.DateTimeFormatOptions = days < 7 ? { weekday: "long" } : { weekday: "long", day: "numeric", month: "long" };
  return { day: "other", date: new Intl.DateTimeFormat(intlLocale, { ...options, timeZone: TEAM_TIME_ZONE }).format(nextOpenAt), clock };
}

/** The two catalog messages the words go into; the widget's t and the server's serverText both fit. */
export type HoursTranslate = (id: "chat.hours.back" | "chat.hours.time", values: Record<string, unknown>) => string;

/** "We're back tomorrow at 9:00 am." / "हम कल सुबह 9 बजे से फिर मिलेंगे।" */
export function backText(t: HoursTranslate, words: ReopeningWords): string {
  return t("chat.hours.back", { day: words.day, date: words.date, time: t("chat.hours.time", { ...words.clock }) });
}

/** What GET /api/v1/chat/availability says of the hours: open now, or when the team opens next. */
export interface HoursAvailability {
  /** Inside the team's business hours now. */
  open: boolean;
  /** While closed: the next opening as an ISO-8601 UTC time; null while open, or when no opening is set at all. */
  nextOpenAt: string | null;
  /** The zone the hours are kept in, to say the time as the team does: always Asia/Kolkata. */
  timeZone: typeof TEAM_TIME_ZONE;
}

export function hoursAvailability(hours: BusinessHours, now: Date): HoursAvailability {
  const status = teamStatus(hours, now);
  return { open: status.open, nextOpenAt: status.nextOpenAt?.toISOString() ?? null, timeZone: TEAM_TIME_ZONE };
}
