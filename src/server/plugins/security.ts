// Security headers (CSP without inline scripts but the first tap's, allowed by its hash; no framing, nosniff, referrer
// policy, permissions policy, HSTS over HTTPS, no caching of private API answers) and compression.
import type { IncomingMessage, ServerResponse } from "node:http";
import fp from "fastify-plugin";
import type { FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import compress from "@fastify/compress";
import { FIRST_TAP_SCRIPT_SOURCE } from "../first-tap.ts";

/**
 * Browser features the site never uses are off; geolocation stays available to the site itself for the clinic finder.
 * Fullscreen keeps its default (the demo video).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** One year, subdomains included; sent only on requests that arrived over HTTPS (behind a trusted proxy: X-Forwarded-Proto). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Answers that belong to one signed-in person or carry tokens: sign-in, sessions, and the admin and agent APIs. */
const PRIVATE_API = /^\/api\/v1\/(auth|admin|agent)(\/|\?|$)/;

function isPrivateApi(req: FastifyRequest): boolean {
  return PRIVATE_API.test(req.routeOptions.url ?? "") || PRIVATE_API.test(req.url);
}

/**
 * The headers helmet sets for `options`, worked out once: none of them depends on the request (no nonce, no function
 * values). @fastify/helmet built helmet's middleware again on every request, parsing the whole CSP each time: 12 % of
 * the server's time on a kept page.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export default fp<{ mapTileUrl: string; dev: boolean }>(
  async (app, opts) => {
    const tileOrigin = new URL(opts.mapTileUrl.replace(/\{[a-z]\}/g, "a")).origin;
    const tileHosts = [tileOrigin, tileOrigin.replace("://a.", "://*.")];
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          // Vite's dev server injects an inline React-refresh preamble; production allows one inline script, the first
          // tap's (server/first-tap.ts), by its hash, and no other.
          "script-src": opts.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", FIRST_TAP_SCRIPT_SOURCE],
          "style-src": ["'self'", "'unsafe-inline'"],
          // Blog pictures come only from this site's paths (SITE_IMAGE_PATH), which 'self' covers; tiles for the map.
          "img-src": ["'self'", "data:", "blob:", ...tileHosts],
          "font-src": ["'self'", "data:"],
          "connect-src": ["'self'", "ws:", "wss:"],
          "media-src": ["'self'"],
          "object-src": ["'none'"],
          "base-uri": ["'self'"],
          "form-action": ["'self'"],
          "frame-ancestors": ["'none'"],
          "frame-src": ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // DENY, as frame-ancestors 'none' says, for browsers that only read X-Frame-Options.
      xFrameOptions: { action: "deny" },
      // Sent below, only over HTTPS.
      strictTransportSecurity: false,
    });
    headers["permissions-policy"] = PERMISSIONS_POLICY;

    app.addHook("onRequest", (req, reply, done) => {
      reply.headers(headers);
      if (req.protocol === "https") reply.header("strict-transport-security", HSTS);
      done();
    });
    // After the handler, so no route can give a private answer another Cache-Control.
    app.addHook("onSend", (req, reply, payload, done) => {
      if (isPrivateApi(req)) reply.header("cache-control", "no-store");
      done(null, payload);
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: "security" },
);
