// Photos in the live chat (issue 26): a visitor or an agent sends a picture (a crop leaf, a soil sample, a report). The
// plain facts shared by the server, the widget and the console: limits, paths, the files kept of each photo and the
// refusals the widget words in the visitor's language. No zod here, so the widget ships none.
import { UPLOAD_MAX_BYTES, UPLOAD_WIDTHS } from "./blog-fields.ts";

/** A photo as a chat message carries it: the id its files are read by, and its upright size in pixels (the large file's). */
export interface ChatPhoto {
  id: string;
  width: number;
  height: number;
}

export const CHAT_PHOTO_LIMITS = {
  /** The same 10 MB as a blog picture. */
  maxBytes: UPLOAD_MAX_BYTES,
  /** Photos one chat may get a minute, from both sides together. */
  perChatPerMinute: 10,
  /** Photos a visitor's address may send a minute. */
  visitorPerMinute: 10,
  /** Photos an agent's address may send a minute (a team may share one office address and hold several chats). */
  agentPerMinute: 30,
  /** Days a photo link in an e-mailed transcript opens the photo. */
  linkDays: 7,
} as const;

/** The widths kept of a photo: the blog's smallest for the thumbnail, its widest for the large view (never upscaled). */
export const CHAT_PHOTO_WIDTHS = { thumb: UPLOAD_WIDTHS[0], large: Math.max(...UPLOAD_WIDTHS) } as const;
export type ChatPhotoSize = keyof typeof CHAT_PHOTO_WIDTHS;

/** The files a photo is served as: each size in WebP (the chat's own views) and JPEG (e-mail, any browser). */
export const CHAT_PHOTO_FILES = ["thumb.webp", "thumb.jpg", "large.webp", "large.jpg"] as const;
export type ChatPhotoFile = (typeof CHAT_PHOTO_FILES)[number];

/** What the file picker offers; the server judges a file by its bytes, never by its name or type. */
export const CHAT_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** The text stored with a photo message, which the transcript search and an older widget read; the views show the photo. */
export const CHAT_PHOTO_TEXT = "📷 Photo";

/** The form field names of an upload: the sender's own id first (a retried upload is stored once), then the file. */
export const CHAT_PHOTO_FIELDS = { clientId: "clientId", file: "file" } as const;

const file = (base: string, photoId: string, name: ChatPhotoFile) => `${base}/photos/${encodeURIComponent(photoId)}/${name}`;

export const CHAT_PHOTO_API = {
  /** POST (visitor token): send a photo; GET …/photos/:photoId/:file reads one of the chat's photos. */
  visitor: (sessionId: string) => `/api/v1/chat/sessions/${encodeURIComponent(sessionId)}/photos`,
  visitorFile: (sessionId: string, photoId: string, name: ChatPhotoFile) => file(`/api/v1/chat/sessions/${encodeURIComponent(sessionId)}`, photoId, name),
  /** POST (the agent holding the chat): send a photo; GET reads one. */
  agent: (sessionId: string) => `/api/v1/agent/sessions/${encodeURIComponent(sessionId)}/photos`,
  agentFile: (sessionId: string, photoId: string, name: ChatPhotoFile) => file(`/api/v1/agent/sessions/${encodeURIComponent(sessionId)}`, photoId, name),
  /** GET (signed in): a photo of a chat in Conversations. */
  adminFile: (sessionId: string, photoId: string, name: ChatPhotoFile) => file(`/api/v1/admin/conversations/${encodeURIComponent(sessionId)}`, photoId, name),
  /** GET with ?expires=…&sig=…: the signed link of an e-mailed transcript. */
  link: (photoId: string, name: ChatPhotoFile) => `/api/v1/chat/photos/${encodeURIComponent(photoId)}/${name}`,
} as const;

/**
 * The refusals of an upload, by code; the widget has its own words for each in every language (chat.photo.error.*).
 * rate_limited is the per-address limit, photo_rate_limited the per-chat one.
 */
export const CHAT_PHOTO_ERRORS = [
  "unsupported_image",
  "heic_unsupported",
  "unreadable_image",
  "image_too_large",
  "file_too_large",
  "photo_rate_limited",
  "rate_limited",
  "chat_ended",
] as const;
export type ChatPhotoError = (typeof CHAT_PHOTO_ERRORS)[number];
