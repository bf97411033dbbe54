// Reads the clinics for the clinic finder: rows become the shared Clinic shape, services parsed from their JSON text;
// only active clinics are public, and are kept in memory per database until the clinics change. The nearest search ranks
// them by distance from a PIN code, place or point.
import type { ClinicRow, Db } from "../db/database.ts";
import { clinicSchema, type Clinic, type NearPlace, type NearestClinics } from "../../shared/schemas/clinic.ts";
import { badRequest } from "../errors.ts";
import { readVersion } from "./content-version.ts";
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

/**
 * Every active clinic, by state, district, name and id; a row that does not fit the schema is reported to `onInvalid`
 * (when the cache is built) and skipped. The clinics come from the cache (activeClinics): do not change them.
 */
export async function listClinics(db: Db, onInvalid: (clinic: InvalidClinic) => void = () => {}): Promise<Clinic[]> {
  return (await activeClinics(db, onInvalid)).clinics.slice();
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

/** The active clinics, parsed, in the public list's order, with their coordinates side by side for the ranking. */
interface ActiveClinics {
  version: number;
  clinics: Clinic[];
  /** Latitude in radians and its cosine, and longitude in radians, of clinics[i]. */
  lat: Float64Array;
  cosLat: Float64Array;
  lng: Float64Array;
}
const caches = new WeakMap<Db, { version: number; built: Promise<ActiveClinics> }>();

/**
 * The active clinics, kept per database while the "clinics" content version holds. Every write to clinics bumps that
 * version in its transaction (content-version.ts), so one primary-key read per search tells whether the copy is current:
 * a change by the team, on any instance, shows at the next search. Searches that arrive while the copy is rebuilt wait
 * for the same rebuild.
 */
async function activeClinics(db: Db, onInvalid: (clinic: InvalidClinic) => void): Promise<ActiveClinics> {
  // The version is read before the rows: a write that lands between the two makes the copy newer than its version,
  // never older, and the next search rebuilds it.
  const version = await readVersion(db, "clinics");
  const cached = caches.get(db);
  if (cached?.version === version) return cached.built;
  const built = buildActiveClinics(db, version, onInvalid);
  caches.set(db, { version, built });
  // A failed read is not kept: the next search tries again.
  built.catch(() => {
    if (caches.get(db)?.built === built) caches.delete(db);
  });
  return built;
}

async function buildActiveClinics(db: Db, version: number, onInvalid: (clinic: InvalidClinic) => void): Promise<ActiveClinics> {
  const rows = await db
    .selectFrom("clinics")
    .selectAll()
    .where("active", "=", 1)
    .orderBy("state")
    .orderBy("district")
    .orderBy("name")
    .orderBy("id")
    .execute();
  const clinics: Clinic[] = [];
  for (const row of rows) {
    const result = toClinic(row);
    if ("clinic" in result) clinics.push(result.clinic);
    else onInvalid(result.invalid);
  }
  const lat = Float64Array.from(clinics, (c) => rad(c.coordinates.lat));
  return {
    version,
    clinics,
    lat,
    cosLat: lat.map(Math.cos),
    lng: Float64Array.from(clinics, (c) => rad(c.coordinates.lng)),
  };
}

/**
 * The active clinics nearest to a PIN code, place name or point, nearest first, each with `distanceKm` (one decimal),
 * at most `limit`. Ranked on the cached clinics (activeClinics): a search reads one version row and parses nothing.
 * For the assistant too: `nearestClinics(db, "572101")`.
 */
export async function nearestClinics(
  db: Db,
  where: string | { lat: number; lng: number },
  opts: { limit?: number; onInvalid?: (clinic: InvalidClinic) => void } = {},
): Promise<NearestClinics> {
  const near = await resolveNear(where);
  const limit = opts.limit ?? 50;
  const active = await activeClinics(db, opts.onInvalid ?? (() => {}));
  const lat0 = rad(near.lat);
  const lng0 = rad(near.lng);
  const cosLat0 = Math.cos(lat0);
  // Ranked on the haversine term h, which grows with the distance, so asin and sqrt are left for the clinics answered;
  // once `limit` are kept, a clinic whose latitude alone puts it further than the last kept is skipped before its
  // longitude term. The `limit` nearest are kept in order (insertion into a short sorted list), not a sort of all.
  const top: { i: number; h: number }[] = [];
  for (let i = 0; i < active.clinics.length; i++) {
    const sinLat = Math.sin((active.lat[i]! - lat0) / 2);
    let h = sinLat * sinLat;
    if (top.length === limit && h >= top[limit - 1]!.h) continue;
    const sinLng = Math.sin((active.lng[i]! - lng0) / 2);
    h += cosLat0 * active.cosLat[i]! * sinLng * sinLng;
    if (top.length === limit && h >= top[limit - 1]!.h) continue;
    let lo = 0;
    let hi = top.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (top[mid]!.h <= h) lo = mid + 1;
      else hi = mid;
    }
    top.splice(lo, 0, { i, h });
    if (top.length > limit) top.pop();
  }
  const clinics = top.map(({ i, h }) => {
    const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    return { ...active.clinics[i]!, distanceKm: Math.round(km * 10) / 10 };
  });
  return { near, clinics };
}
