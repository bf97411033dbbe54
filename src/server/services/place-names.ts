// What place a visitor means, for the finder page, GET /api/v1/clinics?near= and the assistant (issue 29): a PIN code,
// or a town, taluk, district or state typed in Latin letters or Devanagari, in an old or common spelling (Poona, Banaras)
// or with a letter or two wrong; several places of one name come back as choices, bad input as a reason, never a guess.
// Names are compared on a phonetic key of their Latin spelling; Devanagari is romanised first (assistant/language.ts).
import { indianStates } from "../../shared/schemas/clinic-constants.ts";
import { normaliseDevanagari, romanise } from "../assistant/language.ts";
import { serverText } from "../i18n.ts";
import { DEFAULT_LOCALE, SITE_LOCALES } from "../../shared/locales.ts";
import type { MessageId } from "../../client/i18n/ids.ts";
import { distanceKm, findPin, findPlaces, normalisePlace, placeIndex, type Place } from "./places.ts";

/** Why a text names no place: each has its own sentence and error code. */
export type PlaceProblem =
  | { code: "no_place_name"; message: string }
  | { code: "pin_digits"; message: string }
  | { code: "mixed_script"; message: string }
  | { code: "pin_conflict"; message: string }
  | { code: "unknown_place"; message: string };

export type PlaceMatch =
  | { kind: "place"; place: Place }
  | { kind: "state"; state: string; place: Place }
  | { kind: "choices"; choices: Place[] }
  | { kind: "problem"; problem: PlaceProblem };

/** Old and common names beside the data's own (GeoNames spells some districts the old way, some the new). */
const OTHER_NAMES: string[][] = [
  ["nashik", "nasik"],
  ["pune", "poona", "pimpri chinchwad"],
  ["varanasi", "banaras", "benares", "banaras hindu", "kashi"],
  ["mumbai", "bombay", "bambai"],
  ["kolkata", "calcutta"],
  ["gurgaon", "gurugram"],
  ["thiruvananthapuram", "trivandrum"],
  ["vadodara", "baroda"],
  ["mysuru", "mysore", "maisur"],
  ["chennai", "madras"],
  ["kanpur", "cawnpore", "kanpur nagar"],
  ["allahabad", "prayagraj", "prayag"],
  ["bengaluru", "bangalore"],
  ["mangaluru", "mangalore"],
  ["belagavi", "belgaum"],
  ["kalaburagi", "gulbarga"],
  ["hubli", "hubballi"],
  ["shivamogga", "shimoga"],
  ["tumakuru", "tumkur"],
  ["puducherry", "pondicherry"],
  ["kochi", "cochin", "ernakulam"],
  ["kozhikode", "calicut"],
  ["thrissur", "trichur"],
  ["tiruchirappalli", "trichy", "tiruchirapalli"],
  ["thoothukudi", "tuticorin"],
  ["visakhapatnam", "vizag", "vishakhapatnam"],
  ["guwahati", "gauhati"],
  ["shimla", "simla"],
  ["jabalpur", "jubbulpore"],
  ["vijayawada", "bezawada"],
  ["panaji", "panjim"],
  ["faizabad", "ayodhya"],
  ["osmanabad", "dharashiv"],
  // Renamed in 2023; the postal data still says Aurangabad.
  ["aurangabad", "chhatrapati sambhajinagar", "sambhajinagar"],
  ["ahmed nagar", "ahmednagar", "ahilyanagar", "ahilya nagar"],
  ["bathinda", "bhatinda"],
  ["mohali", "sahibzada ajit singh nagar"],
];

/** New names of districts whose old name other states' districts share, by the state that gave them. */
const RENAMED: Record<string, string[]> = { Maharashtra: ["chhatrapati sambhajinagar", "sambhajinagar", "dharashiv", "ahilyanagar", "ahilya nagar"] };
let renamedKeys: Map<string, string> | undefined;
const renamedState = () => (renamedKeys ??= new Map(Object.entries(RENAMED).flatMap(([state, names]) => names.map((n) => [withoutSchwa(placeKey(n)), state] as const))));

/** States by their names in Latin letters, in the site's other languages (the finder's own names) and old ones, normalised. */
const STATE_OTHER_NAMES: Record<string, string> = { orissa: "Odisha", uttaranchal: "Uttarakhand", pondicherry: "Puducherry", up: "Uttar Pradesh", mp: "Madhya Pradesh", dilli: "Delhi" };
let stateNames: Map<string, string> | undefined;
function statesByName(): Map<string, string> {
  if (stateNames) return stateNames;
  stateNames = new Map(Object.entries(STATE_OTHER_NAMES));
  for (const s of indianStates) {
    stateNames.set(normalisePlace(s), s);
    // And as the finder writes it in each of the site's other languages (Hindi, Marathi: "आसाम" as well as "असम").
    for (const locale of SITE_LOCALES) {
      if (locale !== DEFAULT_LOCALE) stateNames.set(normalisePlace(romanise(normaliseDevanagari(serverText(locale, `clinics.state.${s}` as MessageId)))), s);
    }
  }
  return stateNames;
}

/**
 * The sound of a Latin place name, the same for the ways it is spelt: aspirates and sibilants merged (Nashik, Nasik),
 * long vowels and doubled letters single (Poona, Puna), ai/ay as e, au/aw/final ow as o (Lucknow, Lakhnau), c/q as k
 * (or s before e and i), w as v, z as j, the silent e of -ore dropped (Indore, इंदौर), no spaces or hyphens.
 */
export function placeKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/ow$/, "o")
    .replace(/ck/g, "k")
    .replace(/ph/g, "f")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/chh|ch/g, "C")
    .replace(/sh/g, "s")
    .replace(/([kgtdbjrC])h/g, "$1")
    .replace(/[cq]/g, "k")
    .replace(/C/g, "c")
    .replace(/x/g, "ks")
    .replace(/z/g, "j")
    .replace(/ee|ii|ie/g, "i")
    .replace(/oo|uu|ou/g, "u")
    .replace(/aa/g, "a")
    .replace(/ai|ay|ei/g, "e")
    .replace(/au|aw/g, "o")
    .replace(/w/g, "v")
    .replace(/re$/, "r")
    .replace(/(.)\1+/g, "$1");
}

/** Whether two district names are one district: the same sound, or old and new names of it (Tumkur, Tumakuru). */
export function sameDistrictName(a: string, b: string): boolean {
  return districtKeys(a).has(placeKey(b));
}

/** The keys a district is known by: its name's, and those of its other names (Tumkur, Tumakuru). */
export function districtKeys(name: string): Set<string> {
  const key = placeKey(name);
  const keys = new Set([key]);
  for (const group of OTHER_NAME_KEYS) if (group.includes(key)) for (const k of group) keys.add(k);
  return keys;
}

/** OTHER_NAMES as keys, made once. */
const OTHER_NAME_KEYS = OTHER_NAMES.map((group) => group.map(placeKey));

// Costs by letter (keys hold only a-z): a vowel or b/v, n/m, d/r (ड/ड़) is half a slip against its pair, and a
// vowel is cheap to add or drop. Tables rather than string tests: the slip search runs over every name.
const VOWELS = "aeiou";
const CLOSE = ["bv", "nm", "dr"];
const code = (c: string) => c.charCodeAt(0) - 97;
const SWAP = new Float64Array(26 * 26).fill(1);
const GAP = new Float64Array(26).fill(1);
for (let i = 0; i < 26; i++) SWAP[i * 26 + i] = 0;
for (const a of VOWELS) {
  GAP[code(a)] = 0.5;
  for (const b of VOWELS) if (a !== b) SWAP[code(a) * 26 + code(b)] = 0.5;
}
for (const [a, b] of CLOSE.map((pair) => [...pair])) SWAP[code(a!) * 26 + code(b!)] = SWAP[code(b!) * 26 + code(a!)] = 0.5;

/** Weighted edit distance between two keys, or Infinity once it exceeds `limit` (two reused rows, no allocation). */
let rowA = new Float64Array(64);
let rowB = new Float64Array(64);
export function keyDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit * 2) return Infinity;
  if (rowA.length <= b.length) [rowA, rowB] = [new Float64Array(b.length + 1), new Float64Array(b.length + 1)];
  let prev = rowA;
  let row = rowB;
  prev[0] = 0;
  for (let j = 1; j <= b.length; j++) prev[j] = prev[j - 1]! + GAP[code(b[j - 1]!)]!;
  for (let i = 1; i <= a.length; i++) {
    const ca = code(a[i - 1]!);
    const gapA = GAP[ca]!;
    row[0] = prev[0]! + gapA;
    let best = row[0]!;
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1) - 97;
      const v = Math.min(prev[j - 1]! + SWAP[ca * 26 + cb]!, prev[j]! + gapA, row[j - 1]! + GAP[cb]!);
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return Infinity;
    [prev, row] = [row, prev];
  }
  return prev[b.length]! <= limit ? prev[b.length]! : Infinity;
}

/** How far a key of this length may be from a name: short names must sound the same; longer ones may slip a letter or two. */
const allowedSlip = (key: string) => (key.length < 4 ? 0 : key.length < 6 ? 1 : 2);

interface NameIndex {
  /** Phonetic key → the data's normalised names with that key. */
  byKey: Map<string, Set<string>>;
  keys: string[];
}
let names: Promise<NameIndex> | undefined;
/** The districts, taluks and towns of the place data and the other names above, by phonetic key. */
function nameIndex(): Promise<NameIndex> {
  names ??= placeIndex().then((index) => {
    const byKey = new Map<string, Set<string>>();
    const add = (key: string, name: string) => {
      if (!key) return;
      const set = byKey.get(key) ?? new Set<string>();
      set.add(name);
      byKey.set(key, set);
    };
    for (const name of index.areas.keys()) add(placeKey(name), name);
    for (const group of OTHER_NAMES) {
      const known = group.filter((n) => index.areas.has(n));
      for (const other of group) for (const name of known) add(placeKey(other), name);
    }
    return { byKey, keys: [...byKey.keys()] };
  });
  return names;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const LATIN = /[a-z]/i;
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;

/** The Latin spelling of a place name typed in either script (Devanagari romanised, with its digits as 0-9). */
export function latinPlaceName(text: string): string {
  const digits = text.replace(DEVANAGARI_DIGITS, (d) => String(d.charCodeAt(0) - 0x0966));
  return DEVANAGARI.test(digits) ? romanise(normaliseDevanagari(digits)) : digits;
}

const problem = (code: PlaceProblem["code"], message: string): PlaceMatch => ({ kind: "problem", problem: { code, message } as PlaceProblem });

/** Places within this distance of each other are one place found twice (a town and its taluk, a town and its district). */
const SAME_PLACE_KM = 25;
const MAX_CHOICES = 8;

/**
 * The place a visitor typed: a PIN code, or a place name in any script and common spelling, optionally followed by its
 * district or state after a comma ("Aurangabad, Bihar"). Several places of that name are choices; a text with no place
 * in it, a PIN code of the wrong length or a word in two scripts is a problem naming what was not understood.
 */
export async function matchPlace(typed: string): Promise<PlaceMatch> {
  const text = typed.normalize("NFC").trim();
  // Letters of any script, digits, spaces and the punctuation of addresses; anything else (emoji, symbols) is dropped.
  const kept = text.replace(/[^\p{L}\p{M}\p{N}\s,.\-()/]/gu, " ").replace(/\s+/g, " ").trim();
  if (!kept) return problem("no_place_name", text ? `"${text}" has no place name or PIN code in it: type a 6-digit PIN code or the name of your town.` : "Give a PIN code or a place name.");
  const mixed = kept.split(/[\s,]+/).find((w) => DEVANAGARI.test(w) && LATIN.test(w));
  if (mixed) return problem("mixed_script", `"${mixed}" mixes Latin and Devanagari letters: type the name in one script.`);
  const other = kept.match(/[^\p{Script=Latin}\p{Script=Devanagari}\p{N}\p{M}\s,.\-()/]/u);
  if (other) return problem("unknown_place", `"${text}" is written in a script we do not read yet: type it in English or Hindi letters, or give the PIN code.`);
  const latin = latinPlaceName(kept);
  const numbers = latin.match(/\d[\d ]*\d|\d/g)?.map((n) => n.replace(/ /g, "")) ?? [];
  const wordsLeft = latin.replace(/\d[\d ]*\d|\d/g, " ").replace(/[\s,.\-()/]+/g, " ").trim();
  if (numbers.length) {
    const pin = numbers.find((n) => n.length === 6);
    if (!pin) return problem("pin_digits", `A PIN code has 6 digits; "${numbers[0]}" has ${numbers[0]!.length}.`);
    const place = await findPin(pin);
    if (!place) return problem("unknown_place", `PIN code "${pin}" is not known: check the 6 digits.`);
    if (wordsLeft && !(await wordsAgree(wordsLeft, place))) {
      return problem("pin_conflict", `PIN code ${pin} is in ${place.district}, ${place.state}, not "${wordsLeft}": give the PIN code or the place.`);
    }
    return { kind: "place", place };
  }
  const [name = "", ...within] = latin.split(",").map((part) => normalisePlace(part));
  if (!name) return problem("no_place_name", `"${text}" has no place name in it.`);
  const wholeState = statesByName().get(name);
  if (wholeState && !within.length) return { kind: "state", state: wholeState, place: await stateCentre(wholeState) };
  let found = narrow(await placesNamed(name, { slips: false }), within);
  // "पुण्यात" (in Pune) is no place of its own: its Marathi base forms (पुणे, पुणा) are tried before a near spelling
  // (Panyam), together, so the district among them wins (अकोल्यात: Akola district, not the taluk Akole); a slip in the
  // word itself comes next, then a slip in a base form ("अहमदनगरमध्ये").
  const bases = found.length ? [] : marathiBaseForms(kept.split(",")[0]!.trim()).map((base) => normalisePlace(latinPlaceName(base)));
  const baseState = within.length ? undefined : bases.map((base) => statesByName().get(base)).find(Boolean);
  if (baseState) return { kind: "state", state: baseState, place: await stateCentre(baseState) };
  const placesOf = async (names: string[], slips: boolean) => narrow((await Promise.all(names.map((n) => placesNamed(n, { slips })))).flat(), within);
  if (!found.length) found = await placesOf(bases, false);
  if (!found.length) found = narrow(await placesNamed(name), within);
  if (!found.length) found = await placesOf(bases, true);
  // A new name belongs to one state: Chhatrapati Sambhajinagar is the Aurangabad of Maharashtra, not of Bihar.
  const renamedIn = [name, ...bases].map((n) => renamedState().get(withoutSchwa(placeKey(n)))).find(Boolean);
  if (renamedIn) found = found.filter((p) => p.state === renamedIn);
  if (!found.length) return problem("unknown_place", `Place "${text}" is not known: try the district or a 6-digit PIN code.`);
  const distinct = onePerPlace(found);
  // A district of the name outranks towns and taluks of it elsewhere (Jaipur, Rajasthan over a Jaipur taluk in West
  // Bengal); two districts of one name (Aurangabad, Bilaspur) or only towns are asked about.
  const districts = distinct.filter((p) => p.kind === "district");
  if (distinct.length === 1 || districts.length === 1) return { kind: "place", place: districts[0] ?? distinct[0]! };
  return { kind: "choices", choices: [...districts, ...distinct.filter((p) => p.kind !== "district")].slice(0, MAX_CHOICES) };
}

/**
 * The words of a text that sound like a district's name (no slips): "Agra" and "वाराणसी", whose search keys are those
 * of the site's words "agri" and "वर्ष", are still places to look clinics up in. Districts only: taluks and towns
 * sound like too many common words ("Salt", "Bad", "Done").
 */
export async function districtNameWords(words: readonly string[]): Promise<Set<string>> {
  const [index, places] = await Promise.all([nameIndex(), placeIndex()]);
  const districtKeys = (districtKeysCache ??= (() => {
    const keys = [...index.byKey].filter(([, names]) => [...names].some((n) => places.areas.get(n)?.some((a) => a.kind === "district"))).map(([k]) => k);
    return { exact: new Set(keys), schwaless: new Set(keys.map(withoutSchwa)) };
  })());
  // Romanised Devanagari drops the a that Hindi does not say ("वाराणसी" is "vaaraansi"; the data's "Varanasi"): those
  // words are compared on keys without that a on both sides.
  return new Set(
    words.filter((w) => {
      const key = placeKey(latinPlaceName(w));
      return key.length >= 3 && (districtKeys.exact.has(key) || (DEVANAGARI.test(w) && districtKeys.schwaless.has(withoutSchwa(key))));
    }),
  );
}
const withoutSchwa = (key: string) => key.replace(/([^aeiou])a(?=[^aeiou])/g, "$1");
let districtKeysCache: { exact: Set<string>; schwaless: Set<string> } | undefined;

/**
 * Marathi writes "in", "to", "near" and "of" onto a place and changes its end before them: पुण्यात and पुण्याला (Pune),
 * साताऱ्यात (Satara), कोल्हापुरात (Kolhapur), सांगलीत (Sangli), नाशिकमध्ये; "पुण्या" is what is left once "जवळ" is cut
 * off. The last word's ending and the forms it may come from, most likely first; none when it has no such ending.
 */
const MARATHI_ENDING = /(?:मध्ये|मधे|मधील|जवळच्या|जवळील|जवळ|हून|पासून|कडे|तील|तून|च्या|चा|ची|चे|ला|त)$/u;
const OBLIQUE = "्या";
function marathiEnding(word: string): { ending: string; forms: string[] } {
  const ending = word.match(MARATHI_ENDING)?.[0] ?? "";
  const rest = ending ? word.slice(0, -ending.length) : word.endsWith(OBLIQUE) ? word : "";
  if (!DEVANAGARI.test(rest) || [...rest].length < 2) return { ending, forms: [] };
  let forms: string[];
  if (rest.endsWith(OBLIQUE)) {
    // पुण्या → पुणे, अकोल्या → अकोला, साताऱ्या → सातारा
    const stem = rest.slice(0, -OBLIQUE.length).replace(/(?:ऱ|ऱ)$/u, "र");
    forms = [`${stem}े`, `${stem}ा`];
  } else if (rest.endsWith("ा")) {
    // कोल्हापुरा → कोल्हापूर (Marathi shortens the ू before the ending)
    const stem = rest.slice(0, -1);
    forms = [stem.replace(/ु(?=[\u0915-\u0939]$)/u, "ू"), stem];
  } else forms = [rest];
  return { ending, forms: [...new Set(forms)] };
}
export function marathiBaseForms(text: string): string[] {
  const words = text.normalize("NFC").split(/\s+/);
  const last = words.pop() ?? "";
  return marathiEnding(last).forms.map((form) => [...words, form].join(" "));
}

/**
 * A district or state named by a Devanagari word in a Marathi case form ("साताऱ्यात", "महाराष्ट्रात"): its base form as
 * written ("सातारा") and the ending cut off; undefined for any other word. Exact names only, never a slip: the endings
 * follow every kind of word ("पाण्यात", in the water).
 */
export async function marathiPlaceName(word: string): Promise<{ base: string; ending: string } | undefined> {
  const { ending, forms } = marathiEnding(word.normalize("NFC"));
  // "पाण्यात" is "in the water", whose base form "पाणा" sounds like Panna district.
  if (!forms.length || word.startsWith("पाण्या")) return undefined;
  const districts = await districtNameWords(forms);
  const base = forms.find((f) => districts.has(f) || statesByName().has(normalisePlace(latinPlaceName(f))));
  return base ? { base, ending } : undefined;
}

/** The places of a normalised name: exactly, else by its sound (old names included), else within a slip or two. */
async function placesNamed(name: string, { slips = true } = {}): Promise<Place[]> {
  const exact = await findPlaces(name);
  const index = await nameIndex();
  const key = placeKey(name);
  const sameSound = [...(index.byKey.get(key) ?? [])];
  if (exact.length && exact.some((p) => p.kind !== "village")) {
    const alike = sameSound.filter((n) => n !== name);
    return [...exact, ...(await Promise.all(alike.map((n) => findPlaces(n)))).flat()];
  }
  if (sameSound.length) return (await Promise.all(sameSound.map((n) => findPlaces(n)))).flat();
  if (exact.length) return exact;
  const limit = slips ? allowedSlip(key) : 0;
  if (!limit) return [];
  let best = Infinity;
  let nearest: string[] = [];
  for (const k of index.keys) {
    const d = keyDistance(key, k, Math.min(limit, best));
    if (d < best) [best, nearest] = [d, [k]];
    else if (d === best && d !== Infinity) nearest.push(k);
  }
  const matched = nearest.flatMap((k) => [...index.byKey.get(k)!]);
  return (await Promise.all(matched.map((n) => findPlaces(n)))).flat();
}

/** Keeps the places whose district or state is named after the comma ("Aurangabad, Bihar"; Hindi state names too). */
function narrow(places: Place[], within: string[]): Place[] {
  if (!within.length) return places;
  const states = statesByName();
  return places.filter((p) =>
    within.every((w) => normalisePlace(p.district) === w || normalisePlace(p.state) === w || states.get(w) === p.state || placeKey(w) === placeKey(p.district)),
  );
}

/**
 * One entry per real place: a district and its headquarters town, or a town found under two spellings, are one. A
 * district found with a town of the name in it takes the town's point ("Bangalore": Bengaluru district, at the city),
 * and a taluk found with a head post office of the name takes the office's ("Bhubaneshwar" taluk, "Bhubaneswar G.P.O.").
 */
function onePerPlace(places: Place[]): Place[] {
  const kept: Place[] = [];
  for (const p of places) {
    const i = kept.findIndex((k) => k.state === p.state && (k.district === p.district || distanceKm(k, p) <= SAME_PLACE_KM));
    if (i < 0) kept.push(p);
    else if (p.headOffice && !kept[i]!.headOffice && p.district === kept[i]!.district) kept[i] = { ...kept[i]!, lat: p.lat, lng: p.lng, headOffice: true };
    else if (kept[i]!.kind === "district" && p.kind !== "district" && p.district === kept[i]!.district) kept[i] = { ...kept[i]!, lat: p.lat, lng: p.lng };
    else if (p.kind === "district" && kept[i]!.kind !== "district") kept[i] = kept[i]!.district === p.district ? { ...p, lat: kept[i]!.lat, lng: kept[i]!.lng } : p;
  }
  return kept;
}

/** Whether words beside a PIN code name its place: its district, state or a place of that name in its district. */
async function wordsAgree(words: string, place: Place): Promise<boolean> {
  const name = normalisePlace(words);
  if (statesByName().get(name) === place.state || placeKey(name) === placeKey(place.district)) return true;
  return (await placesNamed(name)).some((p) => p.state === place.state && (p.district === place.district || distanceKm(p, place) <= SAME_PLACE_KM));
}

const stateCentres = new Map<string, Place>();
/** A state as a place: the median of its PIN codes' points, for ranking clinics when a whole state is asked about. */
export async function stateCentre(state: string): Promise<Place> {
  const cached = stateCentres.get(state);
  if (cached) return cached;
  const index = await placeIndex();
  const lats: number[] = [];
  const lngs: number[] = [];
  for (const row of index.pins.values()) {
    if (index.strings[index.state[row]!] !== state) continue;
    lats.push(index.lat[row]!);
    lngs.push(index.lng[row]!);
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1] ?? 0;
  const place: Place = { label: state, lat: mid(lats), lng: mid(lngs), district: "", state, name: state, kind: "state" };
  stateCentres.set(state, place);
  return place;
}
