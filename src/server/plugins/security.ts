// Security headers (CSP without inline scripts, no framing, nosniff, referrer policy) and compression.
import fp from "fastify-plugin";
import helmet from "@fastify/helmet";
import compress from "@fastify/compress";

export default fp<{ mapTileUrl: string; dev: boolean }>(
  async (app, opts) => {
    const tileOrigin = new URL(opts.mapTileUrl.replace(/\{[a-z]\}/g, "a")).origin;
    const tileHosts = [tileOrigin, tileOrigin.replace("://a.", "://*.")];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          // Vite's dev server injects an inline React-refresh preamble; production allows no inline script.
          "script-src": opts.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
          "style-src": ["'self'", "'unsafe-inline'"],
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
      strictTransportSecurity: false,
    });
    await app.register(compress, { global: true, threshold: 1024 });
  },
  { name: "security" },
);
