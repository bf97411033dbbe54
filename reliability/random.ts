// Seeded randomness, so a run can be repeated input for input (`--seed`), and the hostile values the fuzz draws from.

/** sfc32: small, fast and good enough to pick inputs; the same seed gives the same sequence. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A child generator, so one part's draws do not shift another's. */
  fork(): Rng {
    return new Rng(Math.floor(this.next() * 4294967296));
  }
}

export const injections = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '" OR ""="',
  "1; SELECT pg_sleep(5); --",
  "admin'--",
  "%' OR 1=1 --",
  "_%",
  "\\",
  "\\'",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(1)",
  "</script><script>alert(document.domain)</script>",
  "<!--app-html-->",
  "<!--app-data-->",
  "{{7*7}}",
  "${7*7}",
  "US$& 5",
  "$'",
  "$`",
  "$1$2$$",
  "__proto__",
  "constructor",
  "../../../../etc/passwd",
  "..%2f..%2f",
  "%00",
  "\r\nSet-Cookie: x=1",
  "=HYPERLINK(\"http://evil.example\")",
  "Nashik;=2+1",
  "+91 98765 43210",
  "null",
  "undefined",
  "NaN",
  "-1",
  "1e309",
  "0x41",
  "true",
];

export const unicodeSamples = [
  "किसान मित्र",
  "மண் பரிசோதனை",
  "ਮਿੱਟੀ",
  "🌾🧪🚜",
  "👨‍👩‍👧‍👦",
  "\u202eevil\u202c",
  "a\u0301\u0301\u0301",
  "\u200b\u200c\u200d\ufeff",
  "ﷺ",
  "𝕄𝕚𝕥𝕥𝕚",
  "\uffff\ufffe",
  "Ａｓｈａ",
];

const controlChars = () => Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).concat(["\u007f", "\u0085", "\u2028", "\u2029"]);

/** A string built to hurt: control characters, NUL, lone surrogates, huge lengths, injections, mixed scripts. */
export function nastyString(rng: Rng): string {
  switch (rng.int(0, 11)) {
    case 0:
      return "a\u0000b";
    case 1:
      return Array.from({ length: rng.int(1, 2000) }, () => rng.pick(controlChars())).join("");
    case 2:
      return rng.pick(["\ud800", "\udc00", "a\ud83dz", "\udfff\ud800", "x".repeat(5) + "\ud800"]);
    case 3:
      return Array.from({ length: rng.int(1, 2000) }, () => String.fromCharCode(rng.int(0xd800, 0xdfff))).join("");
    case 4:
      return rng.pick(["a", "अ", "🌾", "\u0000", " "]).repeat(rng.pick([121, 201, 255, 2001, 4001, 20_000, 100_001]));
    case 5:
      return rng.pick(injections);
    case 6:
      return rng.pick(unicodeSamples);
    case 7:
      return rng.pick(injections) + rng.pick(unicodeSamples) + "\u0000";
    case 8:
      return rng.pick(["", " ", "\t", "\n", "   \n\t  "]);
    case 9:
      // Any code point outside the surrogate range, astral planes included.
      return Array.from({ length: rng.int(1, 64) }, () => String.fromCodePoint(rng.pick([rng.int(0x20, 0xd7ff), rng.int(0xe000, 0x10ffff)]))).join("");
    case 10:
      return `asha${rng.pick(["\u0000", "\u0007", "\u001b[31m", "\r\n", "\ud800"])}@example.in`;
    default:
      return rng.pick(injections) + " ".repeat(rng.int(0, 3)) + rng.pick(injections);
  }
}

/** A JSON value of the wrong kind, or deep, or large. */
export function nastyValue(rng: Rng, depth = 0): unknown {
  switch (rng.int(0, 12)) {
    case 0:
    case 1:
    case 2:
    case 3:
      return nastyString(rng);
    case 4:
      return rng.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -0]);
    case 5:
      return rng.pick([true, false, null]);
    case 6:
      return [];
    case 7:
      return depth < 2 ? [nastyValue(rng, depth + 1), nastyValue(rng, depth + 1)] : ["x"];
    case 8:
      return depth < 2 ? { [nastyString(rng).slice(0, 50)]: nastyValue(rng, depth + 1) } : {};
    case 9:
      return deepNest(rng.pick([50, 200, 400]), rng.chance(0.5));
    case 10:
      return Object.fromEntries(Array.from({ length: rng.int(50, 600) }, (_, i) => [`k${i}`, "v".repeat(rng.int(0, 20))]));
    case 11:
      return { __proto__: { admin: true }, constructor: { prototype: { polluted: 1 } } };
    default:
      return "x".repeat(rng.pick([10_000, 60_000]));
  }
}

/** Deeply nested JSON as text (deeper than JSON.stringify can go). */
export function deepJson(depth: number, asArray: boolean): string {
  return asArray ? "[".repeat(depth) + '"x"' + "]".repeat(depth) : '{"a":'.repeat(depth) + '"x"' + "}".repeat(depth);
}

export function deepNest(depth: number, asArray: boolean): unknown {
  let v: unknown = "bottom";
  for (let i = 0; i < depth; i++) v = asArray ? [v] : { a: v };
  return v;
}

/** Percent-encodes the UTF-8 bytes of a string (lone surrogates become U+FFFD, as a browser would send them). */
export function pctEncode(s: string): string {
  return Array.from(Buffer.from(s, "utf8"))
    .map((b) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, "0")}`))
    .join("");
}

/** A query-string value as an attacker writes it: raw escapes included (NUL, encoded surrogates, broken escapes). */
export function nastyQueryValue(rng: Rng): string {
  switch (rng.int(0, 5)) {
    case 0:
      return rng.pick(["%00", "a%00b", "%ED%A0%80", "%FF%FE", "%E0%A4", "%", "%zz", "%25", "%C0%AF", "%0d%0aX:1", "+%2B+"]);
    case 1:
      return pctEncode(nastyString(rng)).slice(0, rng.pick([100, 2_000, 9_000]));
    case 2:
      return String(rng.pick([0, -1, 1e21, 1.5, 99999999999, "NaN", "Infinity", "0x10", "1e3", "", "01"]));
    default:
      return pctEncode(rng.pick([...injections, ...unicodeSamples]));
  }
}

export function nastyQuery(rng: Rng, keys: readonly string[]): string {
  const parts: string[] = [];
  const n = rng.int(1, 4);
  for (let i = 0; i < n; i++) {
    const key = rng.chance(0.75) && keys.length ? rng.pick(keys) : rng.pick(["x", "__proto__", "constructor", "%00", "a[b]", "q[]", "", "=", "page[0]"]);
    const suffix = rng.chance(0.1) ? "[]" : rng.chance(0.05) ? "[a]" : "";
    parts.push(rng.chance(0.05) ? key : `${key}${suffix}=${nastyQueryValue(rng)}`);
  }
  if (rng.chance(0.1)) parts.push(parts[0]!);
  return "?" + parts.join("&");
}

/** Path segments for `:id` / `:slug`: malformed, look-alike, huge, encoded traversal and NUL. */
/** A well-formed v4 UUID drawn from the seeded generator, so a run repeats. */
export function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[rng.int(0, 3)]!;
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function nastyId(rng: Rng): string {
  const id = uuid(rng);
  return rng.pick([
    "0",
    "-1",
    "null",
    "undefined",
    "00000000-0000-0000-0000-000000000000",
    id,
    id.toUpperCase(),
    id + "x",
    id.replace(/-/g, ""),
    "%00",
    "a%00b",
    "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
    "..",
    "%ED%A0%80",
    "%FF",
    "x".repeat(rng.pick([101, 300, 5000])),
    pctEncode(rng.pick(injections)),
    pctEncode(rng.pick(unicodeSamples)),
    "1e9",
    "%20",
    "Soil-Health",
  ]);
}
