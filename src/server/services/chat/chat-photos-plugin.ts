// The chat's photos for the whole app (issue 26): app.chatPhotos, whose folder is made at start and swept of what a
// stopped process left. Its routes are in routes/chat-photos.ts; the e-mailed transcript signs its photo links with it.
import { createHmac } from "node:crypto";
import fs from "node:fs";
import fp from "fastify-plugin";
import { loadJwtSecret } from "../secrets.ts";
import { ChatPhotos } from "./chat-photos.ts";

declare module "fastify" {
  interface FastifyInstance {
    chatPhotos: ChatPhotos;
  }
}

export interface ChatPhotosPluginOptions {
  /** UPLOADS_DIR/chat-photos: on the volume every instance shares, as the blog's uploads are. */
  dir: string;
  jwtSecret?: string;
  dataDir: string;
}

export default fp<ChatPhotosPluginOptions>(
  async (app, opts) => {
    fs.mkdirSync(opts.dir, { recursive: true });
    // Its own key, derived from the one that signs sessions: the same on every instance, and no session token can pass
    // for a photo link or the other way round.
    const { key } = loadJwtSecret({ jwtSecret: opts.jwtSecret, dataDir: opts.dataDir });
    const linkKey = createHmac("sha256", key).update("chat-photo-links").digest();
    const photos = new ChatPhotos(app.db, opts.dir, linkKey, app.rateLimitCounters);
    app.decorate("chatPhotos", photos);
    app.addHook("onReady", async () => {
      // In the background: a large folder must not hold up the start.
      photos.sweep().then(
        (removed) => removed > 0 && app.log.info({ removed }, "removed chat photo files that no message refers to"),
        (err: unknown) => app.log.warn({ err }, "could not sweep the chat photo folder"),
      );
    });
  },
  { name: "chat-photos", dependencies: ["db", "rate-limits", "auth"] },
);
