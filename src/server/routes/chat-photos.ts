// Photos in the live chat (issue 26): the visitor (visitor token) and the agent holding the chat send one as
// multipart/form-data; each side reads the chat's photos with the same proof, the team in Conversations with its
// sign-in, and an e-mailed transcript through a signed link. A photo's files are written before its message and removed
// again if the message is refused, so nothing is stored half.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { z } from "zod";
import { CHAT_PHOTO_FIELDS, CHAT_PHOTO_FILES, CHAT_PHOTO_LIMITS, CHAT_PHOTO_TEXT, type ChatPhotoFile } from "../../shared/schemas/chat-photos.ts";
import { HttpError, conflict, notFound, parseInput } from "../errors.ts";
import { readUploadedFile } from "../http/uploaded-file.ts";
import { perMinute } from "../plugins/rate-limits.ts";
import { allow, signedIn } from "../plugins/auth.ts";
import type { NewMessage, PostedMessage } from "../services/chat/chat-service.ts";
import { sessionIdParam, visitorToken } from "./chat-params.ts";
import { chatPhotoRouteDocs as docs } from "../openapi/chat-photos.ts";

/** Requests a client address may make a minute: photos sent (CHAT_PHOTO_LIMITS), and photo files read. */
export const CHAT_PHOTO_RATE_LIMITS = { visitorSend: CHAT_PHOTO_LIMITS.visitorPerMinute, agentSend: CHAT_PHOTO_LIMITS.agentPerMinute, read: 300 } as const;

/** Files a reader may keep: a photo's address names its content (a new photo gets a new id), and only its reader asked. */
const PRIVATE_FOREVER = "private, max-age=31536000, immutable";

const photoParamsSchema = z.object({
  photoId: z.string().regex(/^[0-9a-f]{32}$/),
  file: z.enum(CHAT_PHOTO_FILES),
});

/** The :photoId and :file of a photo route, or 404: a malformed one names no photo and never reaches the database. */
function photoParams(req: FastifyRequest): { photoId: string; file: ChatPhotoFile } {
  const parsed = photoParamsSchema.safeParse(req.params);
  if (!parsed.success) throw notFound("There is no such photo.");
  return parsed.data;
}

const clientIdSchema = z.object({ clientId: z.uuid({ error: "clientId must be a UUID the sender makes up for each photo." }).optional() });

const chatEnded = () => new HttpError(409, "chat_ended", "This chat has ended. Please start a new chat.");

export interface ChatPhotoRouteOptions {
  rateLimits?: Partial<Record<keyof typeof CHAT_PHOTO_RATE_LIMITS, number>>;
}

const chatPhotos: FastifyPluginAsync<ChatPhotoRouteOptions> = async (app, opts) => {
  const limits = { ...CHAT_PHOTO_RATE_LIMITS, ...opts.rateLimits };
  const photos = app.chatPhotos;
  // Only this plugin's routes read multipart bodies: the clientId, then one file.
  await app.register(multipart, { limits: { fileSize: CHAT_PHOTO_LIMITS.maxBytes, files: 1, fields: 2, fieldSize: 100, parts: 3 } });
  // reply.sendFile for this plugin's routes (ETag, Last-Modified, ranges); nothing is served by path from here.
  await app.register(fastifyStatic, { root: photos.dir, serve: false, cacheControl: false, etag: true, lastModified: true, dotfiles: "deny", index: false });

  /**
   * The photo of the request stored as a message of `sessionId` by `post`, which checks the sender may write there.
   * The chat's own limit is counted before the file is read; the files are removed again if the message is refused.
   */
  async function sendPhoto(req: FastifyRequest, reply: FastifyReply, sessionId: string, post: (input: NewMessage) => Promise<PostedMessage>) {
    await photos.countAgainstChat(sessionId);
    const { bytes, fields, abandoned } = await readUploadedFile(req);
    const { clientId } = parseInput(clientIdSchema, { clientId: fields[CHAT_PHOTO_FIELDS.clientId] || undefined }, "invalid_photo");
    // A retry of a photo already stored is answered as it was, without encoding it again.
    const earlier = clientId ? await photos.messageByClientId(sessionId, clientId) : undefined;
    if (earlier?.photo) return reply.code(200).send(earlier);
    const photo = await photos.write(bytes, abandoned);
    let posted: PostedMessage;
    try {
      posted = await post({ text: CHAT_PHOTO_TEXT, clientId, photo });
    } catch (err) {
      await photos.discard(photo.id);
      throw err;
    }
    if (posted.replayed) {
      // Two retries at once: the other stored it first.
      await photos.discard(photo.id);
      return reply.code(200).send((await photos.message(sessionId, posted.message.id)) ?? posted.message);
    }
    req.log.info({ sessionId, photoId: photo.id, bytes: bytes.length, sender: posted.message.sender_type }, "chat photo sent");
    return reply.code(201).send(posted.message);
  }

  function servePhoto(reply: FastifyReply, file: string | null, cacheControl = PRIVATE_FOREVER) {
    if (!file) throw notFound("There is no such photo in this chat.");
    reply.header("cache-control", cacheControl);
    return reply.sendFile(file);
  }

  // ---- the visitor ----

  app.post("/api/v1/chat/sessions/:id/photos", { schema: docs.visitorSend, config: perMinute(limits.visitorSend) }, async (req, reply) => {
    const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
    if (session.status === "ended") throw chatEnded();
    return sendPhoto(req, reply, session.id, (input) => app.chat.postVisitorMessage(session, input));
  });

  app.get("/api/v1/chat/sessions/:id/photos/:photoId/:file", { schema: docs.visitorFile, config: perMinute(limits.read) }, async (req, reply) => {
    const session = await app.chat.visitorSession(sessionIdParam(req), visitorToken(req));
    const { photoId, file } = photoParams(req);
    return servePhoto(reply, await photos.fileInChat(session.id, photoId, file));
  });

  // ---- the agent holding the chat (the auth plugin has checked the sign-in of every /api/v1/agent route) ----

  app.post("/api/v1/agent/sessions/:id/photos", { schema: docs.agentSend, config: { ...perMinute(limits.agentSend), ...allow("agent") } }, async (req, reply) => {
    const agentId = signedIn(req).id;
    const session = await app.chat.agentSession(sessionIdParam(req), agentId);
    if (session.status !== "active") throw conflict("This chat has already ended.");
    return sendPhoto(req, reply, session.id, (input) => app.chat.postAgentMessage(session.id, agentId, input));
  });

  app.get("/api/v1/agent/sessions/:id/photos/:photoId/:file", { schema: docs.agentFile, config: { ...perMinute(limits.read), ...allow("agent") } }, async (req, reply) => {
    const session = await app.chat.agentSession(sessionIdParam(req), signedIn(req).id);
    const { photoId, file } = photoParams(req);
    return servePhoto(reply, await photos.fileInChat(session.id, photoId, file));
  });

  // ---- the team's Conversations (signed in, as the transcript) ----

  app.get("/api/v1/admin/conversations/:id/photos/:photoId/:file", { schema: docs.adminFile, config: { ...perMinute(limits.read), ...allow("agent") } }, async (req, reply) => {
    const { photoId, file } = photoParams(req);
    return servePhoto(reply, await photos.fileInChat(sessionIdParam(req), photoId, file));
  });

  // ---- the e-mailed transcript's signed link ----

  app.get("/api/v1/chat/photos/:photoId/:file", { schema: docs.link, config: perMinute(limits.read) }, async (req, reply) => {
    const { photoId, file } = photoParams(req);
    const { expires, sig } = (req.query ?? {}) as Record<string, unknown>;
    const verdict = photos.linkOpens(photoId, expires, sig);
    if (verdict === "invalid") throw new HttpError(403, "photo_link_invalid", "This photo link is not valid. Open the photo from the chat's e-mail again.");
    if (verdict === "expired") throw new HttpError(403, "photo_link_expired", `This photo link has expired (links open for ${CHAT_PHOTO_LIMITS.linkDays} days).`);
    // Kept by the reader's browser no longer than the link opens it.
    const left = Math.max(0, Math.floor(Number(expires) - Date.now() / 1000));
    return servePhoto(reply, await photos.file(photoId, file), `private, max-age=${Math.min(left, 86_400)}`);
  });
};
export default chatPhotos;
