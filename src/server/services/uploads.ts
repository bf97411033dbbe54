// Pictures uploaded for the blog: checked by their first bytes (JPEG, PNG or WebP only), turned upright by their EXIF
// orientation, then re-encoded with sharp to a few widths (never wider than the original) in AVIF, WebP and JPEG, which
// drops every piece of metadata (EXIF, GPS, camera, comments); image-pipeline.ts does this for the chat's photos too.
// The files go under UPLOADS_DIR/<id>/, never change, and are listed in the uploads table for the editor's picker.
import type { Db, UploadsTable } from "../db/database.ts";
import { UPLOAD_FORMATS, uploadFile, uploadWidths } from "../../shared/schemas/blog-fields.ts";
import type { Upload } from "../../shared/schemas/blog.ts";
import { HttpError } from "../errors.ts";
import { checkImage, newImageId, writeImageSet } from "./image-pipeline.ts";

/** Uploads the picker lists: the newest first. */
export const UPLOADS_LISTED = 200;

const unsupported = () =>
  new HttpError(415, "unsupported_image", "Please upload a JPEG, PNG or WebP picture. Other files (including SVG, GIF and HEIC) are not accepted.");

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
export async function storeUpload(
  db: Db,
  uploadsDir: string,
  file: { bytes: Buffer; name: string; abandoned?: () => boolean },
  by: string | null,
  now = new Date(),
): Promise<Upload> {
  const { width, height } = await checkImage(file.bytes, { accept: ["jpeg", "png", "webp"], unsupported });
  const widths = uploadWidths(width);
  const id = newImageId();
  await writeImageSet(uploadsDir, id, file.bytes, widths, UPLOAD_FORMATS, file.abandoned);
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
