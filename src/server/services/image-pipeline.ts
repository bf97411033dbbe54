// The one way a picture someone sends is taken in, for the blog's uploads and the chat's photos alike: judged by its
// first bytes, its size read from its header (too many pixels is a 413 before any decoding), turned upright by its EXIF
// orientation, then re-encoded to a few widths (never wider than the original) and formats, which drops every piece of
// metadata (EXIF, GPS, camera, comments). The files of one picture are written to a temporary folder and renamed into
// place, so a reader never sees half a set. Encoding goes through one queue for the whole process, two pictures at a
// time (issue 27: 20 large pictures at once took the server past 1 GB and it never gave the memory back).
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { UploadFormat } from "../../shared/schemas/blog-fields.ts";
import { HttpError } from "../errors.ts";

/** A picture larger than this many pixels (about 8,000 × 6,000) is refused before it is decoded. */
export const MAX_PIXELS = 50_000_000;

/** Pictures encoded at once in this process; the others wait their turn. */
export const ENCODES_AT_ONCE = 2;
/**
 * Pictures that may wait their turn; one more is refused at once (503 busy), since each holds its upload in memory and
 * a long wait ends in the connection's idle timeout anyway.
 */
export const ENCODES_WAITING_MAX = 8;

export const encoderBusy = () =>
  new HttpError(503, "busy", "The server is busy with other pictures just now. Please try again in a minute.", 30_000);

// No cache of decoded pictures between requests (sharp keeps up to 50 MB and 100 operations by default: a picture is
// decoded once and never again), and libvips threads shared out between the encodes the queue lets run at once.
sharp.cache(false);
sharp.concurrency(Math.max(1, Math.floor(os.availableParallelism() / ENCODES_AT_ONCE)));

/**
 * A first-come, first-served queue that runs at most `limit` jobs at once and lets at most `maxWaiting` wait (a job
 * beyond that is refused with `full()`); `peak` is the most that ever ran together.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  peak = 0;

  constructor(
    readonly limit: number,
    readonly maxWaiting = Infinity,
    private readonly full: () => Error = () => new Error("The queue is full."),
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.limit) this.running++;
    else if (this.waiting.length >= this.maxWaiting) throw this.full();
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.peak = Math.max(this.peak, this.running);
    try {
      return await job();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** The process's one queue for encoding pictures (blog uploads and chat photos together). */
export const encodeQueue = new WorkQueue(ENCODES_AT_ONCE, ENCODES_WAITING_MAX, encoderBusy);

/** The kinds of picture a sender may mean: HEIC is what iPhones take (read only where sharp's libheif can decode it). */
export type ImageKind = "jpeg" | "png" | "webp" | "heic";

/** HEIF brands of HEVC-coded pictures (Apple's HEIC and its variants); AVIF's own brands are not among them. */
const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs", "mif1", "msf1"]);

/** What a file's first bytes say it is, for the kinds accepted anywhere; null for anything else. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  // An ISO media file: a box size, "ftyp", then the major brand.
  if (bytes.length >= 12 && bytes.toString("latin1", 4, 8) === "ftyp" && HEIC_BRANDS.has(bytes.toString("latin1", 8, 12))) return "heic";
  return null;
}

/** The name sharp's metadata gives each kind. */
const SHARP_FORMAT: Record<ImageKind, string> = { jpeg: "jpeg", png: "png", webp: "webp", heic: "heif" };

export const unreadableImage = () =>
  new HttpError(400, "unreadable_image", "The picture could not be read. It may be damaged or cut short; please try another file.");

export const imageTooLarge = () =>
  new HttpError(413, "image_too_large", `The picture has too many pixels (at most ${MAX_PIXELS / 1_000_000} megapixels). Please make it smaller and try again.`);

/** sharp's refusal of a picture over `limitInputPixels`, which is not damage: the documented 413. */
const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/** A picture that passed the checks: its kind and its upright size. */
export interface CheckedImage {
  kind: ImageKind;
  width: number;
  height: number;
}

/**
 * Checks a picture before anything is written: one of the `accept`ed kinds by its bytes and by sharp's reading (else
 * `unsupported()`), readable (400 unreadable_image) and at most MAX_PIXELS (413 image_too_large).
 */
export async function checkImage(bytes: Buffer, opts: { accept: readonly ImageKind[]; unsupported: () => HttpError }): Promise<CheckedImage> {
  const kind = sniffImage(bytes);
  if (!kind || !opts.accept.includes(kind)) throw opts.unsupported();
  let meta: Metadata;
  try {
    // The header alone is read here (no pixels are decoded), so the size is judged below rather than by sharp's own
    // limit, which would throw first and read as damage.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw isPixelLimit(err) ? imageTooLarge() : unreadableImage();
  }
  if (meta.format !== SHARP_FORMAT[kind]) throw opts.unsupported();
  if (meta.width * meta.height > MAX_PIXELS) throw imageTooLarge();
  return { kind, width: meta.autoOrient.width, height: meta.autoOrient.height };
}

/** Each format's encoder settings: quality chosen for photographs of fields and soil at screen sizes. */
const ENCODE: Record<UploadFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 55, effort: 3 }),
  webp: (img) => img.webp({ quality: 78 }),
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
};

/** A new picture's id: 32 hex digits, unguessable, and the name of its folder. */
export const newImageId = () => randomUUID().replace(/-/g, "");

/**
 * Writes a checked picture as `dir/<id>/<width>.<format>` for every width and format, in its turn in the encode queue.
 * The picture is decoded once, upright and shrunk to the widest width, and every file is encoded from that (sharp writes
 * no metadata unless asked); before, each of the nine files of an upload decoded the whole original again. All of it
 * goes to `dir/.tmp-<id>` first and is renamed into place; on any failure the temporary folder is removed and nothing of
 * the picture is left. sharp failing on the picture's data is a 400 unreadable_image (413 image_too_large over the pixel
 * limit); a file system error (a full disk) is thrown as it is.
 */
export async function writeImageSet(
  dir: string,
  id: string,
  bytes: Buffer,
  widths: readonly number[],
  formats: readonly UploadFormat[],
  /** Asked when the picture's turn comes: a sender who has gone by then is not worth the encoding. */
  abandoned: () => boolean = () => false,
): Promise<void> {
  await encodeQueue.run(async () => {
    if (abandoned()) throw new HttpError(408, "abandoned", "The connection closed before the picture's turn to be encoded came.");
    const temp = path.join(dir, `.tmp-${id}`);
    await fs.mkdir(temp, { recursive: true });
    try {
      const widest = Math.max(...widths);
      const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
        .autoOrient()
        .resize({ width: widest, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
      for (const w of widths) {
        const resized = sharp(data, raw).resize({ width: w, withoutEnlargement: true });
        for (const format of formats) {
          await ENCODE[format](resized.clone()).toFile(path.join(temp, `${w}.${format}`));
        }
      }
      await fs.rename(temp, path.join(dir, id));
    } catch (err) {
      await fs.rm(temp, { recursive: true, force: true });
      if ((err as NodeJS.ErrnoException).code) throw err;
      throw isPixelLimit(err) ? imageTooLarge() : unreadableImage();
    }
  });
}

/** Temporary folders of writes that never finished (the process stopped mid-write), older than `minAgeMs`: removed. */
export async function removeStaleTemporaries(dir: string, minAgeMs: number, now = Date.now()): Promise<number> {
  let removed = 0;
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const e of entries) {
    if (!e.isDirectory() || !e.name.startsWith(".tmp-")) continue;
    const full = path.join(dir, e.name);
    const stat = await fs.stat(full).catch(() => null);
    if (stat && now - stat.mtimeMs > minAgeMs) {
      await fs.rm(full, { recursive: true, force: true });
      removed++;
    }
  }
  return removed;
}
