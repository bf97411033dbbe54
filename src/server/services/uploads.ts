// Pictures uploaded for the blog: checked by their first bytes (JPEG, PNG or WebP only), turned upright by their EXIF
// orientation, then re-encoded with sharp to a few widths (never wider than the original) in AVIF, WebP and JPEG, which
// drops every piece of metadata (EXIF, GPS, camera, comments). The files go under UPLOADS_DIR/<id>/, never change, and
// are listed in the uploads table for the editor's picker.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata, type Sharp } from "sharp";
import type { Db, UploadsTable } from "../db/database.ts";
import { UPLOAD_FORMATS, uploadFile, uploadWidths, type UploadFormat } from "../../shared/schemas/blog-fields.ts";
import type { Upload } from "../../shared/schemas/blog.ts";
import { HttpError } from "../errors.ts";

/** A picture larger than this many pixels (about 8,000 × 6,000) is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

/** Uploads the picker lists: the newest first. */
export const UPLOADS_LISTED = 200;

/** What a file's first bytes say it is, for the three formats accepted; null for anything else. */
export function sniffImage(bytes: Buffer): "jpeg" | "png" | "webp" | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}

const unsupported = () =>
  new HttpError(415, "unsupported_image", "Please upload a JPEG, PNG or WebP picture. Other files (including SVG, GIF and HEIC) are not accepted.");
const unreadable = () => new HttpError(400, "unreadable_image", "The picture could not be read. It may be damaged or cut short; please try another file.");

/** Each format's encoder settings: quality chosen for photographs of fields and soil at screen sizes. */
const ENCODE: Record<UploadFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 55, effort: 3 }),
  webp: (img) => img.webp({ quality: 78 }),
  jpg: (img) => img.jpeg({ quality: 80, mozjpeg: true }),
};

function toUpload(row: Pick<UploadsTable, "id" | "original_name" | "width" | "height" | "widths" | "created_at">): Upload {
  const widths = JSON.parse(row.widths) as number[];
  const widest = widths[widths.length - 1]!;
  return {
    id: row.id,
    url: uploadFile(row.id, widest, "jpg"),
    original_name: row.original_name,
    width: widest,
    height: Math.round((row.height * widest) / row.width),
    widths,
    created_at: row.created_at,
  };
}

/** A name safe to show: the file's own name without folders or control characters, cut to 200 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 200) || "picture";

/**
 * Stores a picture: every width and format written to a temporary folder first and renamed into place, so a reader never
 * sees half a set, and the row added last.
 */
export async function storeUpload(db: Db, uploadsDir: string, file: { bytes: Buffer; name: string }, by: string | null, now = new Date()): Promise<Upload> {
  if (!sniffImage(file.bytes)) throw unsupported();
  let meta: Metadata;
  try {
    meta = await sharp(file.bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw unreadable();
  }
  if (!["jpeg", "png", "webp"].includes(meta.format)) throw unsupported();
  if (meta.width * meta.height > MAX_PIXELS) {
    throw new HttpError(413, "image_too_large", "The picture has too many pixels (at most 50 megapixels). Please make it smaller and try again.");
  }
  const { width, height } = meta.autoOrient;
  const widths = uploadWidths(width);
  const id = randomUUID().replace(/-/g, "");
  const temp = path.join(uploadsDir, `.tmp-${id}`);
  await fs.mkdir(temp, { recursive: true });
  try {
    // Upright first (the EXIF orientation), then every size; sharp writes no metadata unless asked.
    const upright = sharp(file.bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).autoOrient();
    for (const w of widths) {
      const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
      for (const format of UPLOAD_FORMATS) {
        await ENCODE[format](resized.clone()).toFile(path.join(temp, `${w}.${format}`));
      }
    }
    await fs.rename(temp, path.join(uploadsDir, id));
  } catch (err) {
    await fs.rm(temp, { recursive: true, force: true });
    // A file system error (a full disk) is ours to report; anything else is sharp failing on the picture's data.
    if ((err as NodeJS.ErrnoException).code) throw err;
    throw unreadable();
  }
  const row = {
    id,
    original_name: displayName(file.name),
    width,
    height,
    widths: JSON.stringify(widths),
    bytes: file.bytes.length,
    created_at: now.toISOString(),
    created_by: by,
  };
  await db.insertInto("uploads").values(row).execute();
  return toUpload(row);
}

/** The newest uploads first, for the editor's picker. */
export async function listUploads(db: Db): Promise<Upload[]> {
  const rows = await db
    .selectFrom("uploads")
    .select(["id", "original_name", "width", "height", "widths", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(UPLOADS_LISTED)
    .execute();
  return rows.map(toUpload);
}
