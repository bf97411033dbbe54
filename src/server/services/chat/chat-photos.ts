// Photos in the live chat (issue 26). A photo is taken in by the blog's pipeline (image-pipeline.ts: judged by its bytes,
// turned upright, re-encoded without any metadata, written whole or not at all) to two widths in WebP and JPEG under
// UPLOADS_DIR/chat-photos/<id>/, then stored as a chat_photos row with its message in one transaction (message-batch.ts).
// Its files are served only to those who may read the chat (the visitor's token, the agent holding it, the team's
// Conversations) and, for an e-mailed transcript, through a link signed for CHAT_PHOTO_LIMITS.linkDays days.
import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../db/database.ts";
import { HttpError } from "../../errors.ts";
import {
  CHAT_PHOTO_API,
  CHAT_PHOTO_LIMITS,
  CHAT_PHOTO_WIDTHS,
  type ChatPhoto,
  type ChatPhotoFile,
} from "../../../shared/schemas/chat-photos.ts";
import type { ChatMessage, SenderType } from "../../../shared/schemas/chat-constants.ts";
import type { RateLimitCounters } from "../rate-limit-counters.ts";
import { checkImage, newImageId, removeStaleTemporaries, sniffImage, writeImageSet } from "../image-pipeline.ts";

/** A photo as written: what a message shows of it, the two widths its files have and the size it was sent at. */
export interface StoredPhoto extends ChatPhoto {
  /** [thumb, large]: each no wider than the original. */
  widths: [number, number];
  bytes: number;
}

/** The folder under UPLOADS_DIR: not one of the blog's /uploads/<32 hex>/ addresses, so never served as a public file. */
export const CHAT_PHOTOS_FOLDER = "chat-photos";

/** A folder of files older than this with no row (the process stopped between the files and the row) is removed. */
const ORPHAN_AGE_MS = 3600_000;

const unsupported = () =>
  new HttpError(415, "unsupported_image", "This file is not a photo we can open. Please send a JPEG, PNG, WebP or HEIC photo.");
const heicUnsupported = () =>
  new HttpError(
    415,
    "heic_unsupported",
    "This HEIC photo cannot be opened here. Please send it as a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible) or send a screenshot of it.",
  );

/** The widths written for a picture `width` pixels wide: the thumbnail's and the large view's, never upscaled. */
export function photoWidths(width: number): [number, number] {
  return [Math.min(width, CHAT_PHOTO_WIDTHS.thumb), Math.min(width, CHAT_PHOTO_WIDTHS.large)];
}

/** What a message carries of a stored photo. */
export const publicPhoto = (p: ChatPhoto): ChatPhoto => ({ id: p.id, width: p.width, height: p.height });

/** The chat_photos row of a photo sent by `senderType` in a chat, at its message's time. */
export function photoRow(sessionId: string, senderType: string, p: StoredPhoto, at: string) {
  return { id: p.id, session_id: sessionId, sender_type: senderType, width: p.width, height: p.height, widths: JSON.stringify(p.widths), bytes: p.bytes, created_at: at };
}

/** The file of a photo's row for a served name: thumb.webp is <thumb width>.webp, large.jpg <large width>.jpg. */
function fileOf(row: { id: string; widths: string }, name: ChatPhotoFile): string {
  const [size, format] = name.split(".") as ["thumb" | "large", "webp" | "jpg"];
  const [thumb, large] = JSON.parse(row.widths) as [number, number];
  return `${row.id}/${size === "thumb" ? thumb : large}.${format}`;
}

/**
 * Rows read with a photo_id, as messages: the photo's id and size added where there is one (one read for all of them),
 * the column dropped.
 */
export async function attachPhotos<R extends { photo_id: string | null }>(db: Db, rows: R[]): Promise<(Omit<R, "photo_id"> & { photo?: ChatPhoto })[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.photo_id ? [r.photo_id] : [])))];
  const photos = ids.length ? await db.selectFrom("chat_photos").select(["id", "width", "height"]).where("id", "in", ids).execute() : [];
  const byId = new Map(photos.map((p) => [p.id, publicPhoto({ id: p.id, width: Number(p.width), height: Number(p.height) })]));
  return rows.map(({ photo_id, ...rest }) => {
    const photo = photo_id ? byId.get(photo_id) : undefined;
    return photo ? { ...rest, photo } : rest;
  });
}

export class ChatPhotos {
  constructor(
    private readonly db: Db,
    /** UPLOADS_DIR/chat-photos. */
    readonly dir: string,
    /** The key e-mail links are signed with (derived from the JWT secret, so every instance signs alike). */
    private readonly linkKey: Buffer,
    private readonly counters: RateLimitCounters,
  ) {}

  /** Counts a photo against its chat: past CHAT_PHOTO_LIMITS.perChatPerMinute in a minute, 429 photo_rate_limited. */
  async countAgainstChat(sessionId: string): Promise<void> {
    const { hits, resetAt } = await this.counters.hit(`chat-photos:${sessionId}`, 60_000);
    if (hits > CHAT_PHOTO_LIMITS.perChatPerMinute) {
      throw new HttpError(
        429,
        "photo_rate_limited",
        `This chat has had ${CHAT_PHOTO_LIMITS.perChatPerMinute} photos in the last minute. Please wait a moment and send it again.`,
        this.counters.msUntil(resetAt),
      );
    }
  }

  /**
   * Checks and writes a photo's files (nothing is left of a refused one): 415 for a file that is not a JPEG, PNG, WebP
   * or HEIC picture, or a HEIC this server's sharp cannot decode (heic_unsupported); 400 for one that cannot be read.
   */
  async write(bytes: Buffer, abandoned?: () => boolean): Promise<StoredPhoto> {
    const heic = sniffImage(bytes) === "heic";
    try {
      const { width, height } = await checkImage(bytes, { accept: ["jpeg", "png", "webp", "heic"], unsupported });
      const widths = photoWidths(width);
      const id = newImageId();
      await writeImageSet(this.dir, id, bytes, [...new Set(widths)], ["webp", "jpg"], abandoned);
      return { id, width: widths[1], height: Math.max(1, Math.round((height * widths[1]) / width)), widths, bytes: bytes.length };
    } catch (err) {
      // sharp's prebuilt libheif reads AVIF but not HEVC, which most HEIC photos are: say so rather than "damaged".
      if (heic && err instanceof HttpError && (err.code === "unreadable_image" || err.code === "unsupported_image")) throw heicUnsupported();
      throw err;
    }
  }

  /** Removes a photo's files (its message was refused, or it was a retry of one already stored). */
  async discard(id: string): Promise<void> {
    await fs.rm(path.join(this.dir, id), { recursive: true, force: true });
  }

  /** The file (relative to `dir`) of a photo of this chat, or null when the chat has no such photo. */
  async fileInChat(sessionId: string, photoId: string, name: ChatPhotoFile): Promise<string | null> {
    const row = await this.db.selectFrom("chat_photos").select(["id", "widths"]).where("id", "=", photoId).where("session_id", "=", sessionId).executeTakeFirst();
    return row ? fileOf(row, name) : null;
  }

  /** The file of a photo by its id alone (a signed link names no chat). */
  async file(photoId: string, name: ChatPhotoFile): Promise<string | null> {
    const row = await this.db.selectFrom("chat_photos").select(["id", "widths"]).where("id", "=", photoId).executeTakeFirst();
    return row ? fileOf(row, name) : null;
  }

  /** A message of the chat as stored, with its photo: the answer to a retried upload. */
  message(sessionId: string, messageId: string) {
    return this.messageWhere(sessionId, "id", messageId);
  }

  /** The message the chat holds under the sender's own id, if any (chat_session_messages has an index for it). */
  messageByClientId(sessionId: string, clientId: string) {
    return this.messageWhere(sessionId, "client_id", clientId);
  }

  private async messageWhere(sessionId: string, column: "id" | "client_id", value: string): Promise<ChatMessage | undefined> {
    const rows = await this.db
      .selectFrom("chat_session_messages")
      .select(["id", "message", "sender_type", "sender_name", "created_at", "photo_id"])
      .where("session_id", "=", sessionId)
      .where(column, "=", value)
      .execute();
    const [message] = await attachPhotos(this.db, rows);
    return message && { ...message, sender_type: message.sender_type as SenderType };
  }

  private sign(photoId: string, expires: number): string {
    return createHmac("sha256", this.linkKey).update(`${photoId}.${expires}`).digest("base64url");
  }

  /** The link an e-mailed transcript gives a photo (its large JPEG): opens it for CHAT_PHOTO_LIMITS.linkDays days. */
  link(photoId: string, siteUrl: string, now = Date.now()): string {
    // Whole hours, so the transcripts of one hour link the same address.
    const expires = Math.ceil(now / 3600_000) * 3600 + CHAT_PHOTO_LIMITS.linkDays * 86_400;
    return `${siteUrl}${CHAT_PHOTO_API.link(photoId, "large.jpg")}?expires=${expires}&sig=${this.sign(photoId, expires)}`;
  }

  /** Whether a link's expiry and signature are this photo's and it has not expired; `expires` is in seconds since 1970. */
  linkOpens(photoId: string, expires: unknown, sig: unknown, now = Date.now()): "ok" | "expired" | "invalid" {
    if (typeof expires !== "string" || typeof sig !== "string" || !/^\d{1,12}$/.test(expires)) return "invalid";
    const expected = Buffer.from(this.sign(photoId, Number(expires)));
    const given = Buffer.from(sig);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
    return Number(expires) * 1000 > now ? "ok" : "expired";
  }

  /**
   * Removes what a stopped process left: temporary folders, and photo folders without a row (the files were in place
   * but the message was never stored), each older than an hour so a write under way on another instance is spared.
   */
  async sweep(now = Date.now()): Promise<number> {
    let removed = await removeStaleTemporaries(this.dir, ORPHAN_AGE_MS, now);
    const entries = await fs.readdir(this.dir, { withFileTypes: true }).catch(() => []);
    const folders = entries.filter((e) => e.isDirectory() && /^[0-9a-f]{32}$/.test(e.name)).map((e) => e.name);
    for (let i = 0; i < folders.length; i += 500) {
      const chunk = folders.slice(i, i + 500);
      const known = new Set((await this.db.selectFrom("chat_photos").select("id").where("id", "in", chunk).execute()).map((r) => r.id));
      for (const id of chunk.filter((f) => !known.has(f))) {
        const stat = await fs.stat(path.join(this.dir, id)).catch(() => null);
        if (stat && now - stat.mtimeMs > ORPHAN_AGE_MS) {
          await this.discard(id);
          removed++;
        }
      }
    }
    return removed;
  }
}
