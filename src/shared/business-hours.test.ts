// The business-hours rules (issue 26): open and closed at the edges of a day, holidays, the next opening across a
// weekend and a holiday, India time against UTC, the words for when the team is back, and the default agreeing with
// the hours the site states.
import { describe, expect, it } from "vitest";
import {
  DEFAULT_BUSINESS_HOURS,
  WEEKDAYS,
  backText,
  indiaClock,
  indiaInstant,
  isRealDate,
  reopeningWords,
  teamStatus,
  type BusinessHours,
  type HoursTranslate,
} from "./business-hours.ts";
import { OFFICE_HOURS } from "./constants.ts";
import { businessHoursSchema, hoursProblem } from "./schemas/business-hours.ts";
import { serverText } from "../server/i18n.ts";

/** An instant given in India time: "2026-12-07 09:00" (a Monday). */
const ist = (at: string) => new Date(`${at.replace(" ", "T")}:00+05:30`);

const hours = (holidays: BusinessHours["holidays"] = []): BusinessHours => ({ week: DEFAULT_BUSINESS_HOURS.week, holidays });

describe("teamStatus", () => {
  it("opens at the opening minute and closes at the closing minute (Mon-Fri 9:00-18:00)", () => {
    expect(teamStatus(hours(), ist("2026-12-07 08:59")).open).toBe(false);
    expect(teamStatus(hours(), ist("2026-12-07 09:00"))).toEqual({ open: true, closesAt: ist("2026-12-07 18:00"), nextOpenAt: null });
    expect(teamStatus(hours(), ist("2026-12-07 17:59")).open).toBe(true);
    const evening = teamStatus(hours(), ist("2026-12-07 18:00"));
    expect(evening).toEqual({ open: false, closesAt: null, nextOpenAt: ist("2026-12-08 09:00") });
  });

  it("before opening, the next opening is the same morning", () => {
    expect(teamStatus(hours(), ist("2026-12-08 00:30")).nextOpenAt).toEqual(ist("2026-12-08 09:00"));
  });

  it("keeps Saturday's short day and skips Sunday: Saturday afternoon opens again on Monday", () => {
    expect(teamStatus(hours(), ist("2026-12-12 12:59")).open).toBe(true);
    expect(teamStatus(hours(), ist("2026-12-12 13:00"))).toEqual({ open: false, closesAt: null, nextOpenAt: ist("2026-12-14 09:00") });
    expect(teamStatus(hours(), ist("2026-12-13 11:00")).nextOpenAt).toEqual(ist("2026-12-14 09:00"));
  });

  it("is closed all day on a holiday, and the next opening skips a weekend followed by a holiday", () => {
    const diwali = hours([{ date: "2026-12-07", name: "Holiday" }]);
    expect(teamStatus(diwali, ist("2026-12-07 11:00"))).toEqual({ open: false, closesAt: null, nextOpenAt: ist("2026-12-08 09:00") });
    // Friday evening, Saturday and Monday holidays: back on Tuesday.
    const long = hours([
      { date: "2026-12-12", name: "" },
      { date: "2026-12-14", name: "" },
    ]);
    expect(teamStatus(long, ist("2026-12-11 18:30")).nextOpenAt).toEqual(ist("2026-12-15 09:00"));
  });

  it("reads the day and time in India, not in UTC", () => {
    // 03:30 UTC on Monday is 9:00 in India: open. 20:00 UTC on Sunday is already Monday 01:30 in India.
    expect(teamStatus(hours(), new Date("2026-12-07T03:30:00Z")).open).toBe(true);
    expect(teamStatus(hours(), new Date("2026-12-07T03:29:59Z")).open).toBe(false);
    expect(indiaClock(new Date("2026-12-06T20:00:00Z"))).toEqual({ date: "2026-12-07", weekday: "mon", minutes: 90 });
    expect(teamStatus(hours(), new Date("2026-12-06T20:00:00Z")).nextOpenAt?.toISOString()).toBe("2026-12-07T03:30:00.000Z");
    // 12:29 UTC on Monday is 17:59 in India (open), 12:30 UTC is 18:00 (closed), though both are "Monday" in UTC too.
    expect(teamStatus(hours(), new Date("2026-12-07T12:29:00Z")).open).toBe(true);
    expect(teamStatus(hours(), new Date("2026-12-07T12:30:00Z")).open).toBe(false);
    expect(indiaInstant("2026-12-07", "09:00").toISOString()).toBe("2026-12-07T03:30:00.000Z");
  });

  it("says no next opening when every day is closed", () => {
    const never: BusinessHours = { week: WEEKDAYS.map((day) => ({ day, open: null, close: null })), holidays: [] };
    expect(teamStatus(never, ist("2026-12-07 10:00"))).toEqual({ open: false, closesAt: null, nextOpenAt: null });
  });
});

describe("the default hours", () => {
  it("are the working hours the Contact page states (OFFICE_HOURS)", () => {
    const span = (day: string) => {
      const d = DEFAULT_BUSINESS_HOURS.week.find((w) => w.day === day)!;
      return d.open ? `${d.open}-${d.close}` : "closed";
    };
    const clock = (h: string) => {
      const m = /^(\d+):(\d\d) (AM|PM)$/.exec(h)!;
      const hour = (Number(m[1]) % 12) + (m[3] === "PM" ? 12 : 0);
      return `${String(hour).padStart(2, "0")}:${m[2]}`;
    };
    const stated = (short: string) => {
      const row = OFFICE_HOURS.find((o) => o.short === short)!;
      return row.hours === "Closed" ? "closed" : row.hours.split("-").map(clock).join("-");
    };
    for (const day of ["mon", "tue", "wed", "thu", "fri"]) expect(span(day)).toBe(stated("Mon-Fri"));
    expect(span("sat")).toBe(stated("Sat"));
    expect(span("sun")).toBe(stated("Sun"));
  });
});

describe("when the team is back, in words", () => {
  const t = (locale: "en" | "hi"): HoursTranslate => (id, values) => serverText(locale, id, values);
  const say = (locale: "en" | "hi", next: string, now: string) => backText(t(locale), reopeningWords(ist(next), ist(now), locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN"));

  it("today, tomorrow, a weekday within the week, and a date beyond it, in English", () => {
    expect(say("en", "2026-12-08 09:00", "2026-12-08 02:00")).toBe("We're back today at 9:00 am.");
    expect(say("en", "2026-12-08 09:00", "2026-12-07 18:30")).toBe("We're back tomorrow at 9:00 am.");
    expect(say("en", "2026-12-14 09:30", "2026-12-12 13:00")).toBe("We're back on Monday at 9:30 am.");
    expect(say("en", "2026-12-21 14:00", "2026-12-12 13:00")).toBe("We're back on Monday, 21 December at 2:00 pm.");
  });

  it("the same in Hindi, with the part of the day", () => {
    expect(say("hi", "2026-12-08 09:00", "2026-12-07 18:30")).toBe("हम कल सुबह 9 बजे से फिर मिलेंगे।");
    expect(say("hi", "2026-12-08 09:30", "2026-12-08 02:00")).toBe("हम आज सुबह 9:30 बजे से फिर मिलेंगे।");
    expect(say("hi", "2026-12-14 14:00", "2026-12-12 13:00")).toBe("हम सोमवार को दोपहर 2 बजे से फिर मिलेंगे।");
    expect(say("hi", "2026-12-21 17:00", "2026-12-12 13:00")).toBe("हम सोमवार, 21 दिसंबर को शाम 5 बजे से फिर मिलेंगे।");
  });

  it("counts today and tomorrow by India's date: 23:00 UTC is already the next morning in India", () => {
    // Monday 23:00 UTC = Tuesday 04:30 India: Tuesday 9:00 is "today".
    const words = reopeningWords(new Date("2026-12-08T03:30:00Z"), new Date("2026-12-07T23:00:00Z"), "en-IN");
    expect(words.day).toBe("today");
  });
});

describe("the hours a team sends", () => {
  const week = DEFAULT_BUSINESS_HOURS.week;
  const problem = (input: unknown) => {
    const parsed = businessHoursSchema.safeParse(input);
    return parsed.success ? null : hoursProblem(parsed.error, input);
  };

  it("are accepted in any order of days and stored Monday first, holidays by date", () => {
    const parsed = businessHoursSchema.parse({ week: [...week].reverse(), holidays: [{ date: "2026-12-25", name: "Christmas" }, { date: "2026-11-08" }] });
    expect(parsed.week.map((d) => d.day)).toEqual([...WEEKDAYS]);
    expect(parsed.holidays).toEqual([
      { date: "2026-11-08", name: "" },
      { date: "2026-12-25", name: "Christmas" },
    ]);
  });

  it("are refused with the day or holiday named: opening not before closing, half a day, bad times, unreal or repeated dates", () => {
    const withDay = (i: number, change: object) => ({ week: week.map((d, j) => (j === i ? { ...d, ...change } : d)), holidays: [] });
    expect(problem(withDay(2, { open: "18:00", close: "09:00" }))).toEqual({ message: "Wednesday: The opening time (18:00) must be before the closing time (09:00).", field: "week.2.close" });
    expect(problem(withDay(2, { open: "09:00", close: "09:00" }))?.message).toMatch(/^Wednesday: The opening time/);
    expect(problem(withDay(0, { close: null }))).toEqual({ message: "Monday: Give both an opening and a closing time, or mark the day closed.", field: "week.0.close" });
    expect(problem(withDay(4, { open: "25:00" }))?.message).toMatch(/^Friday: Opening time must be a time such as 09:00/);
    expect(problem({ week: week.slice(1), holidays: [] })?.message).toMatch(/seven weekdays/);
    expect(problem({ week: [...week.slice(1), week[1]], holidays: [] })?.message).toMatch(/seven weekdays/);
    expect(problem({ week, holidays: [{ date: "2026-02-30", name: "" }] })).toEqual({
      message: "Holiday 1 (2026-02-30): A holiday's date is not a real date (check the day and the month).",
      field: "holidays.0.date",
    });
    expect(problem({ week, holidays: [{ date: "8/11/2026", name: "" }] })?.message).toMatch(/such as 2026-11-08/);
    expect(problem({ week, holidays: [{ date: "2026-11-08" }, { date: "2026-11-08" }] })?.message).toBe("A holiday date is listed twice.");
    expect(problem({ week, holidays: [], extra: 1 })).not.toBeNull();
    expect(problem("open")?.message).toBe("Send the hours as { week, holidays }.");
  });

  it("knows a real date", () => {
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2026-02-29")).toBe(false);
    expect(isRealDate("2026-13-01")).toBe(false);
  });
});
