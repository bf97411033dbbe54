// The team's business hours (issue 26): read (the default until the team sets them), saved whole in one transaction,
// and the open-now / next-opening answer of GET /api/v1/chat/availability. Availability is asked by every widget, so the
// hours are kept a few seconds per database; a save on this instance forgets them at once, one on another instance is
// seen within HOURS_TTL_MS.
import type { Db } from "../db/database.ts";
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS, hoursAvailability, type BusinessHours, type HoursAvailability } from "../../shared/business-hours.ts";
import type { BusinessHoursAnswer } from "../../shared/schemas/business-hours.ts";

export const HOURS_TTL_MS = 5000;

interface StoredHours {
  hours: BusinessHours;
  isDefault: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

const kept = new WeakMap<Db, { until: number; value: Promise<StoredHours> }>();

async function load(db: Db): Promise<StoredHours> {
  const [days, holidays] = await Promise.all([
    db
      .selectFrom("business_hours")
      .leftJoin("users", "users.id", "business_hours.updated_by")
      .select(["business_hours.day", "business_hours.open_at", "business_hours.close_at", "business_hours.updated_at", "users.name", "users.email"])
      .execute(),
    db.selectFrom("business_holidays").select(["day", "name"]).orderBy("day").execute(),
  ]);
  const holidayList = holidays.map((h) => ({ date: h.day, name: h.name }));
  if (days.length === 0) return { hours: { week: DEFAULT_BUSINESS_HOURS.week, holidays: holidayList }, isDefault: true, updatedAt: null, updatedBy: null };
  const byDay = new Map(days.map((d) => [d.day, d]));
  const week = WEEKDAYS.map((day) => {
    const row = byDay.get(day);
    return { day, open: row?.open_at ?? null, close: row?.close_at ?? null };
  });
  const last = days[0]!;
  return { hours: { week, holidays: holidayList }, isDefault: false, updatedAt: last.updated_at, updatedBy: last.name ?? last.email ?? null };
}

/** The hours in force, from the database or (within HOURS_TTL_MS) from the last read. */
export function readBusinessHours(db: Db, now = Date.now()): Promise<StoredHours> {
  const cached = kept.get(db);
  if (cached && cached.until > now) return cached.value;
  const value = load(db);
  kept.set(db, { until: now + HOURS_TTL_MS, value });
  // A failed read is not kept: the next call tries again.
  value.catch(() => kept.delete(db));
  return value;
}

/** Replaces the weekly hours and the holidays; `userId` is who saved them. */
export async function saveBusinessHours(db: Db, hours: BusinessHours, userId: string | null): Promise<void> {
  const at = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("business_hours").execute();
      await trx
        .insertInto("business_hours")
        .values(hours.week.map((d) => ({ day: d.day, open_at: d.open, close_at: d.close, updated_at: at, updated_by: userId })))
        .execute();
      await trx.deleteFrom("business_holidays").execute();
      if (hours.holidays.length) {
        await trx
          .insertInto("business_holidays")
          .values(hours.holidays.map((h) => ({ day: h.date, name: h.name, created_at: at })))
          .execute();
      }
    });
  } finally {
    kept.delete(db);
  }
}

/** Open now, or when the team opens next (Asia/Kolkata): the availability answer's part about the hours. */
export async function teamHoursNow(db: Db, now = new Date()): Promise<HoursAvailability> {
  const { hours } = await readBusinessHours(db, now.getTime());
  return hoursAvailability(hours, now);
}

/** The admin screen's answer. */
export async function businessHoursAnswer(db: Db, now = new Date()): Promise<BusinessHoursAnswer> {
  const stored = await readBusinessHours(db, now.getTime());
  return { ...stored, now: hoursAvailability(stored.hours, now) };
}

/** One line per change for the server log: "mon 09:00-18:00 → 10:00-18:00", "+2026-11-08 Diwali", "-2026-01-26". */
export function describeChanges(before: BusinessHours, after: BusinessHours): string[] {
  const span = (d: { open: string | null; close: string | null }) => (d.open && d.close ? `${d.open}-${d.close}` : "closed");
  const changes: string[] = [];
  for (const day of WEEKDAYS) {
    const was = before.week.find((d) => d.day === day)!;
    const now = after.week.find((d) => d.day === day)!;
    if (span(was) !== span(now)) changes.push(`${day} ${span(was)} → ${span(now)}`);
  }
  const oldDays = new Map(before.holidays.map((h) => [h.date, h.name]));
  const newDays = new Map(after.holidays.map((h) => [h.date, h.name]));
  for (const [date, name] of newDays) if (oldDays.get(date) !== name) changes.push(`+${date}${name ? ` ${name}` : ""}`);
  for (const date of oldDays.keys()) if (!newDays.has(date)) changes.push(`-${date}`);
  return changes;
}
