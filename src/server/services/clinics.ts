// Reads the clinics for the clinic finder: rows become the shared Clinic shape, services parsed from their JSON text;
// only active clinics are public. The nearest search ranks them by distance from a PIN code, place or point.
import type { ClinicRow, Db } from "../db/database.ts";
import { clinicSchema, type Clinic, type NearPlace, type NearestClinics } from "../../shared/schemas/clinic.ts";
import { badRequest } from "../errors.ts";
import { findPlace } from "./places.ts";

/** A stored clinic that does not fit the Clinic schema, and why; it is left out of the list rather than failing it. */
export interface InvalidClinic {
  id: string;
  reason: string;
}

export function parseJsonList(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The row as a Clinic, or the reason it is not one (bad services JSON, an unknown service, a bad e-mail...). */
export function toClinic(row: ClinicRow): { clinic: Clinic } | { invalid: InvalidClinic } {
  const languages = parseJsonList(row.languages ?? "[]");
  const parsed = clinicSchema.safeParse({
    id: row.id,
    name: row.name,
    address: row.address,
    district: row.district,
    state: row.state,
    ...(row.pin_code ? { pinCode: row.pin_code } : {}),
    services: parseJsonList(row.services),
    phone: row.phone,
    email: row.email,
    // PostgreSQL `real` comes back as a number, but a driver may hand a numeric column over as text.
    coordinates: { lat: Number(row.lat), lng: Number(row.lng) },
    ...(row.opening_hours ? { openingHours: row.opening_hours } : {}),
    ...(Array.isArray(languages) && languages.length > 0 ? { languages } : {}),
  });
  if (parsed.success) return { clinic: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { invalid: { id: row.id, reason: `${issue.path.join(".")}: ${issue.message}` } };
}

function toClinics(rows: ClinicRow[], onInvalid: (clinic: InvalidClinic) => void): Clinic[] {
  const clinics: Clinic[] = [];
  for (const row of rows) {
    const result = toClinic(row);
    if ("clinic" in result) clinics.push(result.clinic);
    else onInvalid(result.invalid);
  }
  return clinics;
}

/** Every active clinic, by state, district and name; a row that does not fit the schema is reported to `onInvalid` and skipped. */
export async function listClinics(db: Db, onInvalid: (clinic: InvalidClinic) => void = () => {}): Promise<Clinic[]> {
  const rows = await db
    .selectFrom("clinics")
    .selectAll()
    .where("active", "=", 1)
    .orderBy("state")
    .orderBy("district")
    .orderBy("name")
    .orderBy("id")
    .execute();
  return toClinics(rows, onInvalid);
}

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A PIN code, place name or point, as the nearest search understood it; a 400 naming what was not found. */
export async function resolveNear(where: string | { lat: number; lng: number }): Promise<NearPlace> {
  if (typeof where !== "string") return { label: `${where.lat.toFixed(4)}, ${where.lng.toFixed(4)}`, lat: where.lat, lng: where.lng };
  const text = where.trim();
  if (!text) throw badRequest("Give a PIN code or a place name.", "unknown_place");
  const place = await findPlace(text);
  if (!place) {
    const digits = text.replace(/\s+/g, "");
    throw badRequest(
      /^\d+$/.test(digits) ? `PIN code "${text}" is not known: check the 6 digits.` : `Place "${text}" is not known: try the district or a 6-digit PIN code.`,
      "unknown_place",
    );
  }
  return { label: place.label, lat: place.lat, lng: place.lng };
}

interface PointCache {
  version: string;
  ids: string[];
  lat: Float64Array;
  lng: Float64Array;
}
const pointCaches = new WeakMap<Db, PointCache>();

/**
 * The active clinics' ids and coordinates, kept per database while its version holds: the count of active clinics and
 * their latest change (every admin write sets updated_at; a delete changes the count). The version query is one small
 * aggregate, so a change by the team, on any instance, is seen by the next search.
 */
async function activePoints(db: Db): Promise<PointCache> {
  const v = await db
    .selectFrom("clinics")
    .select((eb) => [eb.fn.countAll<number | string>().as("n"), eb.fn.max("updated_at").as("u"), eb.fn.max("created_at").as("c")])
    .where("active", "=", 1)
    .executeTakeFirst();
  const version = `${v?.n ?? 0}|${String(v?.u ?? "")}|${String(v?.c ?? "")}`;
  const cached = pointCaches.get(db);
  if (cached?.version === version) return cached;
  const rows = await db.selectFrom("clinics").select(["id", "lat", "lng"]).where("active", "=", 1).execute();
  const fresh: PointCache = {
    version,
    ids: rows.map((r) => r.id),
    lat: Float64Array.from(rows, (r) => Number(r.lat)),
    lng: Float64Array.from(rows, (r) => Number(r.lng)),
  };
  pointCaches.set(db, fresh);
  return fresh;
}

/**
 * The active clinics nearest to a PIN code, place name or point, nearest first, each with `distanceKm` (one decimal),
 * at most `limit`. Ranked on the cached ids and coordinates (activePoints); full rows are read only for the clinics
 * answered. For the assistant too: `nearestClinics(db, "572101")`.
 */
export async function nearestClinics(
  db: Db,
  where: string | { lat: number; lng: number },
  opts: { limit?: number; onInvalid?: (clinic: InvalidClinic) => void } = {},
): Promise<NearestClinics> {
  const near = await resolveNear(where);
  const limit = opts.limit ?? 50;
  const points = await activePoints(db);
  // The `limit` nearest kept in order while scanning (insertion into a short sorted list), not a sort of every clinic.
  const top: { i: number; km: number }[] = [];
  for (let i = 0; i < points.ids.length; i++) {
    const km = distanceKm(near, { lat: points.lat[i]!, lng: points.lng[i]! });
    if (top.length === limit && km >= top[top.length - 1]!.km) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (top[mid]!.km <= km) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, { i, km });
    if (top.length > limit) top.pop();
  }
  const ranked = top.map((t) => ({ id: points.ids[t.i]!, km: t.km }));
  if (ranked.length === 0) return { near, clinics: [] };
  const rows = await db
    .selectFrom("clinics")
    .selectAll()
    .where(
      "id",
      "in",
      ranked.map((r) => r.id),
    )
    .execute();
  const byId = new Map(toClinics(rows, opts.onInvalid ?? (() => {})).map((c) => [c.id, c]));
  const clinics: Clinic[] = [];
  for (const r of ranked) {
    const clinic = byId.get(r.id);
    if (clinic) clinics.push({ ...clinic, distanceKm: Math.round(r.km * 10) / 10 });
  }
  return { near, clinics };
}
