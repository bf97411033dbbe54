// The finder's nearest search (issue 11): the place the page address asks about, as typed (?near=<PIN code or town>)
// or from 'Use my location' (?lat=&lng=), how the loader asks the API for it, and when no clinic counts as near.
import { CLINICS_API_PATH, NEAR_CLINIC_KM } from "../../../shared/schemas/clinic-constants.ts";
import type { Clinic, NearestClinics, PlaceChoice } from "../../../shared/schemas/clinic.ts";
import type { Problem } from "../../i18n/error-text.ts";

/** The query parameter names, which are also the search form's field names (it is a plain GET form). */
export const NEAR_PARAMS = { near: "near", lat: "lat", lng: "lng" } as const;

/** The longest PIN code or place name the box takes (the API's own limit). */
export const NEAR_MAX = 100;

/** How many of the nearest clinics the finder lists and fits on the map. */
export const NEAREST_SHOWN = 6;

/**
 * Decimal places a position from the browser keeps: two are about a kilometre, close enough to rank clinics and far
 * enough that the page address (which the visitor may share) does not give away their house.
 */
const POSITION_DECIMALS = 2;

export type NearRequest = { near: string } | { lat: number; lng: number };

const inRange = (n: number, limit: number) => Number.isFinite(n) && Math.abs(n) <= limit;

/** The place the address asks about; null when it asks for none (or only for half a position). */
export function nearRequestFromParams(params: URLSearchParams): NearRequest | null {
  const near = (params.get(NEAR_PARAMS.near) ?? "").trim().slice(0, NEAR_MAX);
  if (near) return { near };
  const lat = Number(params.get(NEAR_PARAMS.lat) ?? NaN);
  const lng = Number(params.get(NEAR_PARAMS.lng) ?? NaN);
  return params.has(NEAR_PARAMS.lat) && params.has(NEAR_PARAMS.lng) && inRange(lat, 90) && inRange(lng, 180) ? { lat, lng } : null;
}

/** The browser's position, rounded (POSITION_DECIMALS), as the request the address carries. */
export function positionRequest(lat: number, lng: number): NearRequest {
  const round = (n: number) => Number(n.toFixed(POSITION_DECIMALS));
  return { lat: round(lat), lng: round(lng) };
}

/** The request as page address parameters; the finder's other filters in `params` are kept, an earlier place is replaced. */
export function nearToParams(request: NearRequest | null, params: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(NEAR_PARAMS)) next.delete(name);
  if (request && "near" in request) next.set(NEAR_PARAMS.near, request.near);
  else if (request) {
    next.set(NEAR_PARAMS.lat, String(request.lat));
    next.set(NEAR_PARAMS.lng, String(request.lng));
  }
  return next;
}

/** The API path that answers the request: the NEAREST_SHOWN nearest active clinics, with their distances. */
export function nearApiPath(request: NearRequest): string {
  return `${CLINICS_API_PATH}?${nearToParams(request)}&limit=${NEAREST_SHOWN}`;
}

/**
 * The nearest clinics, the places a name several share could mean, or why the place was not understood (an unknown
 * PIN code or town: the API's 400).
 */
export type NearResult = { found: NearestClinics } | { choices: PlaceChoice[] } | { problem: Problem };

const NEAR_FAILED = "The nearest clinics could not be found.";

/** The API's answer to a nearest search as the finder shows it; the page's loader and the finder's island both read it so. */
export function nearResult(ok: boolean, body: unknown): NearResult {
  if (ok && body && typeof body === "object" && "choices" in body) return { choices: (body as { choices: PlaceChoice[] }).choices };
  if (ok) return { found: body as NearestClinics };
  const error = (body as { error?: { message?: string; code?: string } } | null)?.error;
  return { problem: { message: error?.message ?? NEAR_FAILED, code: error?.code } };
}

/** What the finder shows when the API could not be reached at all. */
export const NEAR_OFFLINE: NearResult = { problem: { message: NEAR_FAILED, code: "offline" } };

/**
 * The nearest clinic when even it is further than NEAR_CLINIC_KM (or there is none) and none is in the searched
 * place's own district: the page then offers a visit.
 */
export function farFromClinics(nearest: NearestClinics): { nearest: Clinic | null } | null {
  const first = nearest.clinics[0];
  if (nearest.clinics.some((c) => c.inDistrict)) return null;
  if (first && (first.distanceKm ?? 0) <= NEAR_CLINIC_KM) return null;
  return { nearest: first ?? null };
}
