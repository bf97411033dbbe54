// Public pages rendered once per content version: kept in memory already compressed (brotli and gzip), served by the
// visitor's Accept-Encoding with a strong ETag and 304, and rendered again when the content they show changes.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { unlocalisedPath } from "../../shared/locales.ts";
import { CLINICS_API_PATH } from "../../shared/schemas/clinic-constants.ts";
import { BLOG_API } from "../../shared/schemas/blog-fields.ts";
import type { ContentName } from "./content-version.ts";
import { Batcher } from "./batcher.ts";

/**
 * The query parameters that change what a page shows, by page (its path without the language prefix); every other
 * parameter (utm_source, fbclid, a crawler's random one) is dropped before the page is looked up and rendered. Each name
 * is the one its page reads: the finder's nearest search (`clinic-near.ts`) and filters (`clinic-filters.ts`), the
 * booking and the thanks after a form posted without JavaScript (`lead-form-action.ts`), the contact form's subject
 * (`contact-form.tsx`), the resource library's filters (`resource-catalog.ts`) and the blog's (`list-filters.ts`).
 * `page-cache.test.ts` checks the names against those modules.
 */
export const PAGE_PARAMS: Readonly<Record<string, readonly string[]>> = {
  "/find-clinic": ["near", "lat", "lng", "q", "state", "services", "book", "sent"],
  "/blog": ["q", "category", "page"],
  "/resources": ["q", "type", "category", "language"],
  "/contact": ["about", "sent"],
  "/for-partners": ["sent"],
  "/csr": ["sent"],
  "/start-clinic": ["sent"],
};

/** The admin shell renders in the browser (its session lives there): never kept here. */
const ADMIN = /^\/admin(\/|$)/;

/**
 * The address a page is kept and rendered under: its path and the parameters it reads, sorted by name (values of one
 * name keep their order); null for a page that is not kept (the admin shell).
 */
export function pageKey(url: URL): string | null {
  if (ADMIN.test(url.pathname)) return null;
  // The router takes /blog/ for /blog: so does the list of its parameters.
  const names = PAGE_PARAMS[unlocalisedPath(url.pathname).replace(/(.)\/+$/, "$1")];
  if (!names) return url.pathname;
  const kept = new URLSearchParams();
  for (const name of [...names].sort()) for (const value of url.searchParams.getAll(name)) kept.append(name, value);
  const search = kept.toString();
  return search ? `${url.pathname}?${search}` : url.pathname;
}

/**
 * The content an API read made by a page's loader shows, so the page is rendered again when it changes; undefined for
 * a read no version covers (such a page is not kept).
 */
export function contentOfApiPath(path: string): ContentName | undefined {
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}?`) || path.startsWith(`${prefix}/`);
  if (under(CLINICS_API_PATH)) return "clinics";
  if (under(BLOG_API.posts)) return "blog";
  return undefined;
}

/**
 * Reads for many callers at once, but never hands a caller a read that began before it asked: a caller joins the next
 * read to start, and while one read runs, everyone asking meanwhile waits for the one after it. So a change committed
 * before a request arrived is always seen by it, with one read under way per process however many requests.
 * A read starts on the next turn of the event loop (batcher.ts), so the requests that arrived together share it: on
 * SQLite a read finishes within the turn that starts it, and each request would otherwise make its own.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  const reads = new Batcher<null, T>(async (callers) => {
    const value = await read();
    return callers.map(() => ({ ok: true, value }));
  });
  return () => reads.run(null);
}

export type Versions = ReadonlyMap<ContentName, number>;

/** What rendering a page gave. */
export type Rendered =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      html: string;
      /** The content its loaders read, or null when one read something no version covers. */
      shows: ReadonlySet<ContentName> | null;
      /** text/html unless said (the sitemap and the RSS feeds are kept the same way). */
      contentType?: string;
    };

/**
 * The hidden field of a lead form that holds when the page was sent (`formShownAt`, lead-form.tsx), so a form posted
 * without JavaScript can tell its fill time: the one part of a public page that differs per request.
 */
const SHOWN_AT = /(?<=<input type="hidden" name="formShownAt" value=")\d+(?=")/g;

/** Brotli's quality for a page rendered just now (about 1 ms), and for the copy made afterwards off the event loop. */
const QUICK_BROTLI = 5;
const BEST_BROTLI = 11;

const brotli = (html: Buffer, quality: number) =>
  promisify(zlib.brotliCompress)(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });
const gzip = promisify(zlib.gzip);
const deflateRaw = promisify(zlib.deflateRaw);

/** A kept page the same for every visitor: each encoding compressed once. */
interface SharedBody {
  kind: "shared";
  br: Buffer;
  brQuality: number;
  gzip: Buffer;
}

/**
 * A kept page holding a lead form: the parts between its `formShownAt` values, each compressed once as raw deflate,
 * so a request only adds its own time (a stored block of 13 bytes) and the gzip trailer. Brotli has no such seams.
 */
interface LiveBody {
  kind: "live";
  /** Raw deflate of each part; every part but the last ends byte-aligned (a sync flush) and is not final. */
  deflated: Buffer[];
  /** CRC-32 of each part, and the factor that moves a CRC past it (see crc32Combine). */
  crcs: number[];
  shifts: number[];
  lengths: number[];
}

export interface PageEntry {
  key: string;
  contentType: string;
  /** The versions of the content it shows, as read before it was rendered. */
  versions: Versions;
  /** The next local midnight after the render: every page shows the year, the booking form today's date. */
  expiresAt: number;
  /** Hash of the HTML, the strong ETag's stem. */
  hash: string;
  body: SharedBody | LiveBody;
  bytes: number;
}

/** A page rendered but not kept (not a 200, reading content without a version, or no version read): sent as it is. */
export interface Uncached {
  kind: "uncached";
  rendered: Rendered;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  renders: number;
}

export interface PageCacheOptions {
  /** Total size of the kept pages (every encoding), in bytes; the least recently asked page goes first. */
  maxBytes: number;
  /** The current version of every kind of content, read afresh for the caller (see freshReads). */
  readVersions: () => Promise<Versions>;
  /** Told when the versions cannot be read: the page is then rendered without being kept. */
  onVersionError?: (err: unknown) => void;
  now?: () => number;
}

function nextMidnight(now: number): number {
  const d = new Date(now);
  d.setHours(24, 0, 0, 0);
  return d.getTime();
}

function sameVersions(entry: Versions, current: Versions): boolean {
  for (const [name, version] of entry) if (current.get(name) !== version) return false;
  return true;
}

export class PageCache {
  private readonly entries = new Map<string, PageEntry>();
  /** Renders under way, by key: the versions read before each, and a token telling the latest from an older one. */
  private readonly pending = new Map<string, { versions: Versions; done: Promise<PageEntry | Uncached>; token: object }>();
  private totalBytes = 0;
  private renders = 0;
  private readonly now: () => number;

  constructor(private readonly opts: PageCacheOptions) {
    this.now = opts.now ?? Date.now;
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.totalBytes, renders: this.renders };
  }

  /**
   * The page kept under `key` when it is current, or rendered now by `render` (given the key as the address to render);
   * `hit` says which. Requests for a page being rendered with the same versions wait for that render.
   */
  async page(key: string, render: (url: string) => Promise<Rendered>): Promise<{ entry: PageEntry; hit: boolean } | Uncached> {
    const kept = this.entries.get(key);
    // A page that shows no versioned content needs no read of the versions while it is kept.
    if (kept && kept.versions.size === 0 && this.now() < kept.expiresAt) return { entry: this.touch(kept), hit: true };

    let versions: Versions;
    try {
      versions = await this.opts.readVersions();
    } catch (err) {
      this.opts.onVersionError?.(err);
      return { kind: "uncached", rendered: await render(key) };
    }
    const current = this.entries.get(key);
    if (current && sameVersions(current.versions, versions) && this.now() < current.expiresAt) return { entry: this.touch(current), hit: true };

    const running = this.pending.get(key);
    const done = running && sameVersions(running.versions, versions) ? running.done : this.renderAndKeep(key, versions, render);
    const result = await done;
    return "kind" in result ? result : { entry: result, hit: false };
  }

  private renderAndKeep(key: string, versions: Versions, render: (url: string) => Promise<Rendered>): Promise<PageEntry | Uncached> {
    const token = {};
    // A render started later (after a change) has the last word on what is kept; this one only answers its requests.
    const latest = () => this.pending.get(key)?.token === token;
    const done = (async (): Promise<PageEntry | Uncached> => {
      const renderedAt = this.now();
      this.renders++;
      const rendered = await render(key);
      if (rendered.kind !== "page" || rendered.status !== 200 || rendered.shows === null) {
        // What was kept here (a post since deleted, say) is no longer this page.
        if (latest()) this.drop(key);
        return { kind: "uncached", rendered };
      }
      const shown = new Map([...rendered.shows].map((name) => [name, versions.get(name) ?? 0] as const));
      const entry = await buildEntry(key, rendered.html, shown, nextMidnight(renderedAt), rendered.contentType ?? HTML);
      if (latest()) {
        this.keep(entry);
        // Failing, the quick copy simply stays.
        if (entry.body.kind === "shared") this.recompress(entry, rendered.html).catch(() => undefined);
      }
      return entry;
    })();
    this.pending.set(key, { versions, done, token });
    const clear = () => {
      if (latest()) this.pending.delete(key);
    };
    done.then(clear, clear);
    return done;
  }

  /** Brotli at its best quality in the thread pool, replacing the quick copy while the page is still kept. */
  private async recompress(entry: PageEntry, html: string): Promise<void> {
    const body = entry.body as SharedBody;
    const best = await brotli(Buffer.from(html), BEST_BROTLI);
    if (this.entries.get(entry.key) !== entry || best.length >= body.br.length) return;
    this.totalBytes += best.length - body.br.length;
    entry.bytes += best.length - body.br.length;
    entry.body = { ...body, br: best, brQuality: BEST_BROTLI };
  }

  private touch(entry: PageEntry): PageEntry {
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
    return entry;
  }

  private drop(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.totalBytes -= old.bytes;
  }

  private keep(entry: PageEntry): void {
    this.drop(entry.key);
    if (entry.bytes > this.opts.maxBytes) return;
    this.entries.set(entry.key, entry);
    this.totalBytes += entry.bytes;
    for (const [key, oldest] of this.entries) {
      if (this.totalBytes <= this.opts.maxBytes) break;
      this.entries.delete(key);
      this.totalBytes -= oldest.bytes;
    }
  }
}

const HTML = "text/html; charset=utf-8";

async function buildEntry(key: string, html: string, versions: Versions, expiresAt: number, contentType: string): Promise<PageEntry> {
  const hash = createHash("sha256").update(html).digest("base64url").slice(0, 27);
  const parts = html.split(SHOWN_AT).map((part) => Buffer.from(part));
  let body: SharedBody | LiveBody;
  if (parts.length === 1) {
    const plain = parts[0]!;
    const [br, gz] = await Promise.all([brotli(plain, QUICK_BROTLI), gzip(plain, { level: 9 })]);
    body = { kind: "shared", br, brQuality: QUICK_BROTLI, gzip: gz };
  } else {
    const last = parts.length - 1;
    const deflated = await Promise.all(
      parts.map((part, i) => deflateRaw(part, { level: 9, finishFlush: i === last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH })),
    );
    body = {
      kind: "live",
      deflated,
      crcs: parts.map((part) => zlib.crc32(part)),
      shifts: parts.map((part) => crc32Shift(part.length)),
      lengths: parts.map((part) => part.length),
    };
  }
  const stored = body.kind === "shared" ? body.br.length + body.gzip.length : body.deflated.reduce((n, b) => n + b.length, 0);
  return { key, contentType, versions, expiresAt, hash, body, bytes: stored + key.length * 2 + 512 };
}

// CRC-32 of joined parts from the parts' own CRCs (zlib's crc32_combine, which Node does not expose): appending n bytes
// multiplies the CRC so far by x^(8n) modulo the CRC polynomial, then adds the CRC of the bytes appended.
const POLY = 0xedb88320;

/** a × b modulo the polynomial, in the reflected bit order CRC-32 uses. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [0x40000000];
for (let k = 1; k < 32; k++) X2N.push(multModP(X2N[k - 1]!, X2N[k - 1]!));

/** The factor x^(8n) that moves a CRC past n more bytes. */
export function crc32Shift(bytes: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multModP(X2N[k & 31]!, p);
  return p;
}

/** CRC-32 of A then B from CRC(A), CRC(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** A stored (uncompressed) deflate block holding `data`, not final; the stream before it ends byte-aligned. */
function storedBlock(data: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head[0] = 0; // BFINAL 0, BTYPE 00, then padding to the byte boundary
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** The live page as gzip, with `shownAt` in each of its lead forms. */
export function liveGzip(body: LiveBody, shownAt: string): Buffer {
  const value = Buffer.from(shownAt);
  const valueCrc = zlib.crc32(value);
  const valueShift = crc32Shift(value.length);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  body.deflated.forEach((deflated, i) => {
    if (i > 0) {
      chunks.push(storedBlock(value));
      crc = crc32Combine(crc, valueCrc, valueShift);
      size += value.length;
    }
    chunks.push(deflated);
    crc = i === 0 ? body.crcs[0]! : crc32Combine(crc, body.crcs[i]!, body.shifts[i]!);
    size += body.lengths[i]!;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}

/** Which of our encodings the client takes, best first: brotli, gzip, or none (a `q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  if (!acceptEncoding) return "identity";
  const q = new Map<string, number>();
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [token = "", ...params] = item.trim().split(";");
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    q.set(token.trim(), weight ? Number(weight.slice(2)) || 0 : 1);
  }
  const takes = (name: string) => (q.get(name) ?? q.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip") || takes("x-gzip")) return "gzip";
  return "identity";
}

/**
 * Kept pages that are the same for every visitor: browsers ask again each time (and get a 304 while it is current);
 * a CDN or proxy may keep it a minute and serve it stale for five more while it asks again, so a burst of visitors
 * reaches the server about once a minute per page. A page with a lead form carries the time it was sent, so no shared
 * cache may keep it and a browser must ask again.
 */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const LIVE_PAGE_CACHE_CONTROL = "private, no-cache";

export interface PageResponse {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The tag in If-None-Match that names this page in any encoding (ours, or an earlier brotli copy), or `own` for `*`. */
function heldTag(ifNoneMatch: string | undefined, hash: string, own: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  if (ifNoneMatch.trim() === "*") return own;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .find((t) => t === `"${hash}"` || t.startsWith(`"${hash}-`));
}

/**
 * The answer for a kept page: the encoding the client takes, with its strong ETag (one per encoding, since the bytes
 * differ), or 304 when If-None-Match names the current page in any encoding; a live page is sent fresh every time.
 */
export function pageResponse(entry: PageEntry, req: { acceptEncoding?: string; ifNoneMatch?: string }, now = Date.now()): PageResponse {
  const encoding = chooseEncoding(req.acceptEncoding);
  const headers: Record<string, string> = { "content-type": entry.contentType, vary: "Accept-Encoding" };
  const body = entry.body;
  if (body.kind === "live") {
    headers["cache-control"] = LIVE_PAGE_CACHE_CONTROL;
    const gz = liveGzip(body, String(now));
    if (encoding === "identity") return { status: 200, headers, body: zlib.gunzipSync(gz) };
    return { status: 200, headers: { ...headers, "content-encoding": "gzip" }, body: gz };
  }
  headers["cache-control"] = SHARED_PAGE_CACHE_CONTROL;
  const own = { br: `"${entry.hash}-br${body.brQuality}"`, gzip: `"${entry.hash}-gz"`, identity: `"${entry.hash}"` }[encoding];
  const held = heldTag(req.ifNoneMatch, entry.hash, own);
  // The client's copy is current, whichever encoding it came in: it keeps its bytes and its tag.
  if (held) return { status: 304, headers: { ...headers, etag: held }, body: null };
  headers.etag = own;
  if (encoding === "br") return { status: 200, headers: { ...headers, "content-encoding": "br" }, body: body.br };
  if (encoding === "gzip") return { status: 200, headers: { ...headers, "content-encoding": "gzip" }, body: body.gzip };
  return { status: 200, headers, body: zlib.gunzipSync(body.gzip) };
}

/** Sends a kept page (or document) as pageResponse answers it, saying in x-page-cache whether it was kept already. */
export function sendPageEntry(req: FastifyRequest, reply: FastifyReply, found: { entry: PageEntry; hit: boolean }): FastifyReply {
  const header = (name: string) => (typeof req.headers[name] === "string" ? (req.headers[name] as string) : undefined);
  const res = pageResponse(found.entry, { acceptEncoding: header("accept-encoding"), ifNoneMatch: header("if-none-match") });
  reply.code(res.status).headers(res.headers).header("x-page-cache", found.hit ? "hit" : "miss");
  return res.body ? reply.send(res.body) : reply.send();
}
