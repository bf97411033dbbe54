// Picture uploads for the blog editor: POST a multipart form with one file (JPEG, PNG or WebP, at most 10 MB) to get
// its re-encoded widths, GET the list for the picker (both admin-only: the auth plugin checks /api/v1/admin), and the
// files themselves at /uploads/<id>/<width>.<format>, which never change and are cached for a year.
import fs from "node:fs";
import type { FastifyPluginAsync } from "fastify";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import { BLOG_API, UPLOAD_MAX_BYTES, UPLOADS_PATH } from "../../shared/schemas/blog-fields.ts";
import { readUploadedFile } from "../http/uploaded-file.ts";
import { perMinute } from "../plugins/rate-limits.ts";
import { listUploads, storeUpload } from "../services/uploads.ts";
import { blogRouteDocs } from "../openapi/blog-routes.ts";

/** Uploads an admin may send a minute: a post's pictures at a time, not a flood (each costs a second of encoding). */
const UPLOADS_PER_MINUTE = 30;

/** A file name: digits, then a format; anything else under /uploads/ is not one of ours. */
const SERVED_FILE = /^\/[0-9a-f]{32}\/\d{1,4}\.(avif|webp|jpg)$/;

const uploads: FastifyPluginAsync<{ uploadsDir: string }> = async (app, opts) => {
  fs.mkdirSync(opts.uploadsDir, { recursive: true });
  // Only this plugin's routes read multipart bodies; one file, and small form fields if any.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 } });

  app.post(BLOG_API.adminUploads, { schema: blogRouteDocs.upload, config: perMinute(UPLOADS_PER_MINUTE) }, async (req, reply) => {
    const { bytes, filename, abandoned } = await readUploadedFile(req);
    const upload = await storeUpload(app.db, opts.uploadsDir, { bytes, name: filename, abandoned }, req.user?.id ?? null);
    req.log.info({ uploadId: upload.id, bytes: bytes.length, widths: upload.widths }, "picture uploaded");
    return reply.code(201).send({ upload });
  });

  app.get(BLOG_API.adminUploads, { schema: blogRouteDocs.uploads }, async () => ({ uploads: await listUploads(app.db) }));

  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: UPLOADS_PATH,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: false,
    etag: true,
    lastModified: true,
    allowedPath: (pathName) => SERVED_FILE.test(pathName),
    // A file's address names its content (a new upload gets a new id), so it may be kept for a year.
    setHeaders: (res) => res.setHeader("cache-control", "public, max-age=31536000, immutable"),
  });
};
export default uploads;
