// The app factory: plugins in order external → app → routes. Tests build it and call inject().
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from "fastify";
import type { DestinationStream } from "pino";
import type { AppConfig } from "./config.ts";
import { apiNotFoundBody, HttpError } from "./errors.ts";
import { clientErrorHandler, closeConnectionsWhenDone, timeoutOptions } from "./connections.ts";
import { isStorableText } from "../shared/schemas/text.ts";
import { logRedaction } from "./log-redaction.ts";
import security from "./plugins/security.ts";
import openapi from "./plugins/openapi.ts";
import metrics from "./plugins/metrics.ts";
import db from "./plugins/db.ts";
import rateLimits from "./plugins/rate-limits.ts";
import web from "./plugins/web.ts";
import outbox from "./plugins/outbox.ts";
import auth, { allow, routesAllowing } from "./plugins/auth.ts";
import authRoutes from "./routes/auth.ts";
import type { OutboxTiming } from "./services/outbox-worker.ts";
import leads from "./routes/leads.ts";
import adminLeads from "./routes/admin-leads.ts";
import blog from "./routes/blog.ts";
import health from "./routes/health.ts";
import seo from "./routes/seo.ts";
import chatPlugin from "./services/chat/chat-plugin.ts";
import type { ChatTiming } from "./services/chat/chat-service.ts";
import chat, { type ChatRouteOptions } from "./routes/chat.ts";
import chatPhotosPlugin from "./services/chat/chat-photos-plugin.ts";
import { CHAT_PHOTOS_FOLDER } from "./services/chat/chat-photos.ts";
import agentChat from "./routes/agent-chat.ts";
import assistant from "./routes/assistant.ts";
import retention from "./plugins/retention.ts";
import type { RetentionTiming } from "./services/retention.ts";

export interface BuildOptions {
  /** Serve the web pages (needs a build, or Vite in dev). API tests leave it off. */
  web?: boolean;
  /** Overrides the configured DIST_DIR. */
  distDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Writes the app's own log (with its redaction) here instead of stdout; the log-redaction test reads it. */
  logStream?: DestinationStream;
  /** E-mail outbox poll and back-off; tests shorten them. */
  outboxTiming?: Partial<OutboxTiming>;
  /** Chat presence grace period, socket ping and queue timeout; tests shorten them. */
  chatTiming?: Partial<ChatTiming>;
  /** Chat rate limits per address per minute; browser tests (every visitor on one address) raise them. */
  chatRateLimits?: ChatRouteOptions["rateLimits"];
  /** The retention job's first check and interval; tests put the timer out of reach and run the job themselves. */
  retentionTiming?: Partial<RetentionTiming>;
  /** Sees every route as it is registered; the auth test walks them all. */
  onRoute?: (route: RouteOptions) => void;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      ...logRedaction,
      ...(opts.logStream ? { stream: opts.logStream } : {}),
      ...(config.dev && !opts.logStream ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    forceCloseConnections: "idle",
    ...timeoutOptions(config.timeouts),
    clientErrorHandler,
    // While the server shuts down, a request arriving on an open connection is still answered (with Connection: close).
    return503OnClosing: false,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.decorate("config", config);
  app.decorate("drain", { since: null, stoppedAccepting: false });
  for (const warning of config.warnings) app.log.warn({ setting: warning.split(" ")[0] }, warning);
  closeConnectionsWhenDone(app);
  // No stored id or slug contains a control character, so such a path names nothing: 404 before any query runs
  // (PostgreSQL would fail on a NUL). The page wildcard is left to the page, which shows its own 404.
  app.addHook("onRequest", async (req, reply) => {
    const params = Object.entries((req.params ?? {}) as Record<string, unknown>);
    if (params.some(([name, value]) => name !== "*" && typeof value === "string" && !isStorableText(value))) {
      return reply.code(404).send({ error: { code: "not_found", message: "There is nothing at this address." } });
    }
  });
  if (opts.onRoute) app.addHook("onRoute", opts.onRoute);

  app.setErrorHandler((err: Error & { statusCode?: number; code?: string; validation?: unknown }, req, reply) => {
    if (err instanceof HttpError) {
      if (err.retryAfterMs !== undefined) reply.header("retry-after", String(Math.max(1, Math.ceil(err.retryAfterMs / 1000))));
      return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message } });
    }
    const status = err.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({ error: { code: "payload_too_large", message: "The request is too large." } });
    }
    if (status === 429) {
      return reply.code(429).send({ error: { code: "rate_limited", message: err.message } });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: "bad_request", message: err.message } });
    }
    req.log.error({ err }, "request failed");
    return reply.code(500).send({ error: { code: "internal", message: "Something went wrong on our side. Please try again." } });
  });

  // External plugins.
  await app.register(security, { mapTileUrl: config.site.mapTileUrl, dev: config.dev });
  await app.register(openapi);

  // App plugins.
  await app.register(db, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await app.register(rateLimits);
  await app.register(metrics);
  await app.register(outbox, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, timing: opts.outboxTiming });
  await app.register(auth, { jwtSecret: config.jwtSecret, dataDir: config.dataDir, signInLimits: config.signInLimits });
  await app.register(chatPlugin, {
    databaseUrl: config.databaseUrl,
    brand: config.site.brand,
    timing: { queueTimeoutS: config.chatQueueTimeoutS, resumeHours: config.chatResumeHours, ...opts.chatTiming },
  });
  // Photos in the chat (issue 26), beside the blog's uploads on the volume every instance shares.
  await app.register(chatPhotosPlugin, { dir: path.join(config.uploadsDir, CHAT_PHOTOS_FOLDER), jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  // The daily erasure of what is kept longer than the retention settings say (issue 27).
  await app.register(retention, { timing: opts.retentionTiming });

  // Routes.
  await app.register(health);
  await app.register(authRoutes);
  await app.register(adminLeads);
  await app.register(import("./routes/admin-conversations.ts"));
  await app.register(blog);
  // The blog's pictures: editors and admins (the file declares no roles of its own).
  await app.register(routesAllowing(allow("editor"), (await import("./routes/uploads.ts")).default), { uploadsDir: config.uploadsDir });
  await app.register(seo, { site: config.site });
  await app.register(import("./routes/downloads.ts"), { site: config.site });
  await app.register(import("./routes/clinics.ts"));
  await app.register(import("./routes/admin-clinics.ts"));
  await app.register(import("./routes/admin-business-hours.ts"));
  await app.register(import("./routes/admin-knowledge.ts"));
  await app.register(import("./routes/admin-audit.ts"));
  await app.register(import("./routes/admin-reports.ts"));
  await app.register(import("./routes/admin-people.ts"));
  await app.register(import("./routes/chat-notes.ts"));
  await app.register(import("./routes/chat-assignment.ts"));
  await app.register(chat, { notification: { notifyTo: config.leadNotifyTo, site: config.site }, rateLimits: opts.chatRateLimits });
  await app.register(agentChat);
  await app.register(import("./routes/chat-photos.ts"));
  await app.register(import("./routes/chat-answering.ts"), { site: config.site });
  await app.register(assistant, { model: config.assistant });
  await app.register(leads, {
    rateLimitPerMinute: config.leadRateLimitPerMinute,
    notification: { notifyTo: config.leadNotifyTo, site: config.site },
  });

  if (opts.web === false) {
    app.setNotFoundHandler(async (req, reply) => reply.code(404).send(apiNotFoundBody(req.method, req.url)));
  } else {
    await app.register(web, {
      dev: config.dev,
      site: config.site,
      pseudoLocale: config.pseudoLocale,
      distDir: path.resolve(opts.distDir ?? config.distDir),
    });
  }
  return app;
}
