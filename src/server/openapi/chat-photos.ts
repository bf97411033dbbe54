// The OpenAPI description of the chat's photo routes (routes/chat-photos.ts, issue 26), kept here so each route adds one
// line. Request parts are described only: the handlers check the visitor token or the agent's hold on the chat before
// they read the file.
import { z } from "zod";
import { CHAT_PHOTO_FIELDS, CHAT_PHOTO_FILES, CHAT_PHOTO_LIMITS } from "../../shared/schemas/chat-photos.ts";
import { TAGS, documented, errorResponses, fileResponse } from "./common.ts";
import { chatMessageSchema } from "./chat.ts";

const chatId = z.string().describe("The chat's id (a UUID).");
const photoId = z.string().describe("The photo's id: 32 hex digits, from the message's photo.id.");
const fileName = z.enum(CHAT_PHOTO_FILES).describe("thumb: at most 480 px wide; large: at most 1,600 px wide; each in WebP and JPEG.");

const uploadParams = documented(z.object({ id: chatId })) as z.ZodType<{ id: string }, unknown>;
const fileParams = documented(z.object({ id: chatId, photoId, file: fileName })) as z.ZodType<{ id: string; photoId: string; file: string }, unknown>;
const linkParams = documented(z.object({ photoId, file: fileName })) as z.ZodType<{ photoId: string; file: string }, unknown>;

const uploadBody = documented(
  z.object({
    [CHAT_PHOTO_FIELDS.clientId]: z.uuid().optional().describe("The sender's own id for this photo, sent before the file: a retried upload is stored once."),
    [CHAT_PHOTO_FIELDS.file]: z.string().meta({ format: "binary" }).describe("JPEG, PNG, WebP or HEIC, at most 10 MB, judged by its bytes."),
  }),
);

const uploadDescription =
  "multipart/form-data: `clientId` (optional), then one `file`. The photo is turned upright, stripped of all metadata (EXIF, GPS, camera) " +
  "and re-encoded by the same pipeline as blog pictures (480 and 1,600 px wide, WebP and JPEG, never upscaled), then stored as a message " +
  "of the chat whose `photo` names it; the socket and the polls deliver it like any message. A HEIC photo is taken where the server's image " +
  `library can decode it, else refused (heic_unsupported). At most ${CHAT_PHOTO_LIMITS.perChatPerMinute} photos a minute per chat.`;

const uploadErrors = {
  400: "The file could not be read as a picture (unreadable_image), no file was sent (no_file), or clientId is not a UUID (invalid_photo).",
  413: "Larger than 10 MB (file_too_large) or more than 50 megapixels (image_too_large).",
  415: "Not multipart (not_multipart), not a JPEG, PNG, WebP or HEIC picture (unsupported_image), or a HEIC this server cannot decode (heic_unsupported).",
  429: `More than ${CHAT_PHOTO_LIMITS.perChatPerMinute} photos a minute in this chat (photo_rate_limited), or too many from this address (rate_limited); Retry-After says when.`,
  503: "The server is busy encoding other pictures (busy: two at a time, eight waiting); Retry-After says when to try again.",
} as const;

const posted = {
  200: chatMessageSchema.describe("A retry of a photo already stored (same clientId): the message as it was stored."),
  201: chatMessageSchema.describe("Stored and delivered: the message, its `photo` with the id and the large file's size."),
};

const image = fileResponse("image/webp", "The photo (image/webp or image/jpeg by the file's name), with Cache-Control: private, max-age=31536000, immutable.", z.string().meta({ format: "binary" }));

export const chatPhotoRouteDocs = {
  visitorSend: {
    summary: "Send a photo as the visitor",
    description: uploadDescription,
    tags: [TAGS.chat],
    security: [{ visitorToken: [] }],
    consumes: ["multipart/form-data"],
    params: uploadParams,
    body: uploadBody,
    response: {
      ...posted,
      ...errorResponses({
        ...uploadErrors,
        401: "No visitor token.",
        403: "The token is not this chat's.",
        404: "No chat has this id.",
        409: "The chat has ended (chat_ended), or the clientId was used for another message.",
      }),
    },
  },
  visitorFile: {
    summary: "Read a photo of the chat (visitor)",
    description: "Only with the chat's visitor token: a visitor's photos (a soil report, a field) are theirs and the team's.",
    tags: [TAGS.chat],
    security: [{ visitorToken: [] }],
    params: fileParams,
    response: { 200: image, ...errorResponses({ 401: "No visitor token.", 403: "The token is not this chat's.", 404: "No such chat, or no such photo in it." }) },
  },
  agentSend: {
    summary: "Send a photo as the agent",
    description: `${uploadDescription} Only the agent holding the chat may send one.`,
    tags: [TAGS.agent],
    consumes: ["multipart/form-data"],
    params: uploadParams,
    body: uploadBody,
    response: {
      ...posted,
      ...errorResponses({ ...uploadErrors, 403: "You have not taken this chat.", 404: "No chat has this id.", 409: "The chat has ended, or the clientId was used for another message." }),
    },
  },
  agentFile: {
    summary: "Read a photo of a chat you hold",
    tags: [TAGS.agent],
    params: fileParams,
    response: { 200: image, ...errorResponses({ 403: "You have not taken this chat.", 404: "No such chat, or no such photo in it." }) },
  },
  adminFile: {
    summary: "Read a photo of a chat in Conversations",
    tags: [TAGS.adminConversations],
    params: fileParams,
    response: { 200: image, ...errorResponses({ 404: "No such chat, or no such photo in it." }) },
  },
  link: {
    summary: "Open a photo from an e-mailed transcript",
    description: `The link the transcript e-mail gives each photo: signed by the server (sig) and valid for ${CHAT_PHOTO_LIMITS.linkDays} days (expires, seconds since 1970). No sign-in.`,
    tags: [TAGS.chat],
    params: linkParams,
    querystring: documented(z.object({ expires: z.string().describe("Seconds since 1970."), sig: z.string().describe("The server's signature of the photo and the expiry.") })),
    response: {
      200: image,
      ...errorResponses({ 403: "The signature is not this photo's (photo_link_invalid) or the link has expired (photo_link_expired).", 404: "No such photo." }),
    },
  },
};
