// Reads the clinics for the clinic finder: rows become the shared Clinic shape, services parsed from their JSON text;
// only active clinics are public, and are kept in memory per database until the clinics change. The nearest search ranks
// them by distance from a PIN code, place or point.
import type { ClinicRow, Db } from "../db/database.ts";
import { clinicSchema, type Clinic, type NearPlace, type NearestClinics, type PlaceChoices } from "../../shared/schemas/clinic.ts";
import { badRequest } from "../errors.ts";
import { readVersion } from "./content-version.ts";
import { distanceKm, type Place } from "./places.ts";
import { districtKeys, matchPlace, placeKey } from "./place-names.ts";

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
    ...(row.name_hi ? { nameHi: row.name_hi } : {}),
    ...(row.address_hi ? { addressHi: row.address_hi } : {}),
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
export { distanceKm };

/**
 * A PIN code, place name or point, as the nearest search understood it (place-names.ts: any script and common
 * spelling); the places a name shared by several could mean; or a 400 naming what was not understood.
 */
export async function resolveNear(where: string | { lat: number; lng: number }): Promise<NearPlace | PlaceChoices> {
  if (typeof where !== "string") return { label: `${where.lat.toFixed(4)}, ${where.lng.toFixed(4)}`, lat: where.lat, lng: where.lng, kind: "point" };
  const match = await matchPlace(where);
  if (match.kind === "problem") throw badRequest(match.problem.message, match.problem.code);
  if (match.kind === "choices") {
    return { choices: match.choices.map((p) => ({ label: p.label, name: p.name, district: p.district, state: p.state, query: choiceQuery(p, match.choices) })) };
  }
  const { label, lat, lng, name, district, state, kind } = match.place;
  return { label, lat, lng, name, ...(district ? { district } : {}), state, kind };
}

/** The near= text that finds one choice alone: its name and state, and its district where the state has two of the name. */
const choiceQuery = (p: Place, all: Place[]) =>
  all.filter((o) => o.state === p.state).length > 1 ? `${p.name}, ${p.district}, ${p.state}` : `${p.name}, ${p.state}`;

/** The active clinics, parsed, in the public list's order, with their coordinates side by side for the ranking. */
interface ActiveClinics {
  version: number;
  clinics: Clinic[];
  /** Latitude in radians and its cosine, and longitude in radians, of clinics[i]. */
  lat: Float64Array;
  cosLat: Float64Array;
  lng: Float64Array;
  /**
   * The sound key of clinics[i]'s district (place-names.ts), so a search compares keys, not names; made by the first
   * search that needs it, not on every rebuild after a change.
   */
  districtKey?: string[];
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
): Promise<NearestClinics | PlaceChoices> {
  const near = await resolveNear(where);
  if ("choices" in near) return near;
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
  // A clinic of the searched place's own district is never left out behind nearer ones or "none within 50 km": the
  // nearest of them joins the list if none made it (a district can be 200 km across; a PIN code's point is its centre).
  const district = near.district && near.kind !== "state" ? near.district : "";
  const keys = district ? districtKeys(district) : null;
  const districtKey = keys ? (active.districtKey ??= active.clinics.map((c) => placeKey(c.district))) : [];
  const ownDistrict = (i: number) => !!keys && active.clinics[i]!.state === near.state && keys.has(districtKey[i]!);
  if (district && !top.some(({ i }) => ownDistrict(i))) {
    let best: { i: number; h: number } | undefined;
    for (let i = 0; i < active.clinics.length; i++) {
      if (!ownDistrict(i)) continue;
      const h = haversineTerm(i);
      if (!best || h < best.h) best = { i, h };
    }
    if (best) top.push(best);
  }
  const clinics = top.map(({ i, h }) => {
    const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    return { ...active.clinics[i]!, distanceKm: Math.round(km * 10) / 10, ...(ownDistrict(i) ? { inDistrict: true } : {}) };
  });
  return { near, clinics };

  function haversineTerm(i: number): number {
    const sinLat = Math.sin((active.lat[i]! - lat0) / 2);
    const sinLng = Math.sin((active.lng[i]! - lng0) / 2);
    return sinLat * sinLat + cosLat0 * active.cosLat[i]! * sinLng * sinLng;
  }
}
