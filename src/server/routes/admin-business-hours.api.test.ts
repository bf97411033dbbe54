// The team's business hours on SQLite and PostgreSQL (issue 26): the admin endpoint needs a signed-in admin, answers
// the site's stated hours until the team saves its own, refuses bad input with a 400 that names the day or holiday,
// logs who changed what; the chat's availability says whether the team is open now and, when closed, when it opens
// next (across a weekend and a holiday), in India time.
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS, type BusinessHours } from "../../shared/business-hours.ts";
import { BUSINESS_HOURS_API, type BusinessHoursAnswer } from "../../shared/schemas/business-hours.ts";
import { CHAT_API, type Availability } from "../../shared/schemas/chat-constants.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const ADMIN = { email: "meera@example.in", password: "mitti-ki-sehat" };

/** An instant given in India time: "2026-12-07 09:00" (a Monday). */
const ist = (at: string) => new Date(`${at.replace(" ", "T")}:00+05:30`);

const TEAM_HOURS: BusinessHours = {
  week: WEEKDAYS.map((day) =>
    day === "sun" ? { day, open: null, close: null } : day === "sat" ? { day, open: "10:00", close: "14:00" } : { day, open: "09:30", close: "17:30" },
  ),
  holidays: [
    { date: "2026-12-14", name: "Team day" },
    { date: "2026-11-08", name: "Diwali" },
  ],
};

describe.each(testDatabases)("business hours on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const lines: string[] = [];
  const put = (payload: unknown, headers: Record<string, string> = auth) =>
    t.app.inject({ method: "PUT", url: BUSINESS_HOURS_API, headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(payload) });
  const availability = async (at: Date) => {
    vi.useFakeTimers({ toFake: ["Date"], now: at });
    try {
      return (await t.app.inject({ method: "GET", url: CHAT_API.availability, remoteAddress: `10.26.0.${Math.floor(Math.random() * 250) + 1}` })).json<Availability>();
    } finally {
      vi.useRealTimers();
    }
  };

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
        done();
      },
    });
    t = await createTestApp(kind, { LOG_LEVEL: "info" }, { logger: undefined, logStream });
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.useRealTimers());

  it("needs a signed-in admin to read or change them", async () => {
    expect((await t.app.inject({ method: "GET", url: BUSINESS_HOURS_API })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: BUSINESS_HOURS_API, headers: { authorization: "Bearer not-a-token" } })).statusCode).toBe(401);
    expect((await put(TEAM_HOURS, {})).statusCode).toBe(401);
    expect((await put(TEAM_HOURS, { authorization: "Bearer not-a-token" })).statusCode).toBe(401);
  });

  it("answers the hours the site states until the team sets its own", async () => {
    const res = await t.app.inject({ method: "GET", url: BUSINESS_HOURS_API, headers: auth });
    expect(res.statusCode).toBe(200);
    const answer = res.json<BusinessHoursAnswer>();
    expect(answer).toMatchObject({ hours: DEFAULT_BUSINESS_HOURS, isDefault: true, updatedAt: null, updatedBy: null });
    expect(answer.now.timeZone).toBe("Asia/Kolkata");
    // The default in the availability answer: Friday 17:59 open, Saturday 13:00 closed until Monday 9:00 India time.
    expect(await availability(ist("2026-12-04 17:59"))).toEqual({ hasAvailableAgent: false, open: true, nextOpenAt: null, timeZone: "Asia/Kolkata" });
    expect(await availability(ist("2026-12-05 13:00"))).toMatchObject({ open: false, nextOpenAt: "2026-12-07T03:30:00.000Z" });
  });

  it("refuses bad hours with a 400 that names the day or holiday, and keeps what was there", async () => {
    const withDay = (i: number, change: object) => ({ ...TEAM_HOURS, week: TEAM_HOURS.week.map((d, j) => (j === i ? { ...d, ...change } : d)) });
    const cases: [unknown, RegExp, string | undefined][] = [
      [withDay(1, { open: "18:00", close: "09:00" }), /^Tuesday: The opening time \(18:00\) must be before the closing time \(09:00\)\.$/, "week.1.close"],
      [withDay(3, { open: "9am" }), /^Thursday: Opening time must be a time such as 09:00/, "week.3.open"],
      [withDay(6, { open: "10:00", close: null }), /^Sunday: Give both an opening and a closing time/, "week.6.close"],
      [{ ...TEAM_HOURS, week: TEAM_HOURS.week.slice(0, 6) }, /seven weekdays/, "week"],
      [{ ...TEAM_HOURS, holidays: [{ date: "2026-02-29", name: "Leap" }] }, /^Holiday 1 \(2026-02-29\): A holiday's date is not a real date/, "holidays.0.date"],
      [{ ...TEAM_HOURS, holidays: [{ date: "26/01/2027", name: "" }] }, /^Holiday 1 \(26\/01\/2027\): A holiday's date must be a date such as 2026-11-08\.$/, "holidays.0.date"],
      [{ ...TEAM_HOURS, holidays: [{ date: "2027-01-26", name: "x".repeat(81) }] }, /at most 80 characters/, "holidays.0.name"],
      [{ ...TEAM_HOURS, holidays: [{ date: "2027-01-26" }, { date: "2027-01-26" }] }, /listed twice/, "holidays"],
      [{ week: "every day" }, /seven weekdays/, "week"],
      [[], /Send the hours as \{ week, holidays \}/, undefined],
    ];
    for (const [payload, message, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const { error } = res.json<{ error: { code: string; message: string; field?: string } }>();
      expect(error.code).toBe("invalid_business_hours");
      expect(error.message).toMatch(message);
      if (field !== undefined) expect(error.field).toBe(field);
    }
    const broken = await t.app.inject({ method: "PUT", url: BUSINESS_HOURS_API, headers: { ...auth, "content-type": "application/json" }, payload: "{not json" });
    expect(broken.statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: BUSINESS_HOURS_API, headers: auth })).json<BusinessHoursAnswer>().isDefault).toBe(true);
  });

  it("saves the team's hours and holidays, says who saved them, and logs what changed", async () => {
    const res = await put(TEAM_HOURS);
    expect(res.statusCode).toBe(200);
    const saved = res.json<BusinessHoursAnswer>();
    expect(saved.isDefault).toBe(false);
    expect(saved.updatedBy).toBe(ADMIN.email);
    expect(saved.hours.week).toEqual(TEAM_HOURS.week);
    // Holidays come back by date.
    expect(saved.hours.holidays.map((h) => h.date)).toEqual(["2026-11-08", "2026-12-14"]);
    expect((await t.app.inject({ method: "GET", url: BUSINESS_HOURS_API, headers: auth })).json<BusinessHoursAnswer>()).toMatchObject({ hours: saved.hours, isDefault: false });

    const audit = lines.map((l) => JSON.parse(l) as { msg?: string; changes?: string[]; by?: string }).find((l) => l.msg === "business hours changed");
    expect(audit?.by).toBeTruthy();
    expect(audit?.changes).toEqual(expect.arrayContaining(["mon 09:00-18:00 → 09:30-17:30", "sat 09:00-13:00 → 10:00-14:00", "+2026-11-08 Diwali", "+2026-12-14 Team day"]));
  });

  it("says in the availability answer whether the team is open now, and when closed when it opens next", async () => {
    // Monday inside the hours, at the opening and just before closing.
    expect(await availability(ist("2026-12-07 09:30"))).toEqual({ hasAvailableAgent: false, open: true, nextOpenAt: null, timeZone: "Asia/Kolkata" });
    expect((await availability(ist("2026-12-07 17:29"))).open).toBe(true);
    // Before opening and at closing: the same day's or the next day's opening, as UTC.
    expect(await availability(ist("2026-12-07 09:29"))).toMatchObject({ open: false, nextOpenAt: "2026-12-07T04:00:00.000Z" });
    expect(await availability(ist("2026-12-07 17:30"))).toMatchObject({ open: false, nextOpenAt: "2026-12-08T04:00:00.000Z" });
    // Saturday after 14:00: Sunday is closed and Monday the 14th a holiday, so back on Tuesday 9:30 India time.
    expect(await availability(ist("2026-12-12 14:00"))).toMatchObject({ open: false, nextOpenAt: "2026-12-15T04:00:00.000Z", timeZone: "Asia/Kolkata" });
    // On the holiday itself, in the middle of the day.
    expect(await availability(ist("2026-12-14 11:00"))).toMatchObject({ open: false, nextOpenAt: "2026-12-15T04:00:00.000Z" });
    // India time, not UTC: 23:45 UTC on Monday is already Tuesday 05:15 in India.
    expect(await availability(new Date("2026-12-07T23:45:00Z"))).toMatchObject({ open: false, nextOpenAt: "2026-12-08T04:00:00.000Z" });
  });

  it("closes every day when the team says so: no next opening", async () => {
    expect((await put({ week: WEEKDAYS.map((day) => ({ day, open: null, close: null })), holidays: [] })).statusCode).toBe(200);
    expect(await availability(ist("2026-12-07 10:00"))).toMatchObject({ open: false, nextOpenAt: null });
  });
});
