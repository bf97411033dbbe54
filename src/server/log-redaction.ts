// Keeps secrets out of every log line: request URLs lose the values of token-like query parameters, and pino's
// `redact` blanks credentials wherever a logged object carries them (headers, bodies, tokens, passwords).
import type { FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";

export const REDACTED = "[REDACTED]";

/** Query parameters whose values are secrets (compared in lower case). */
const SECRET_QUERY_KEYS = new Set(["access_token", "refresh_token", "token", "visitor_token", "api_key", "apikey", "key", "password", "secret", "code"]);

/** Field names that hold secrets in logged objects, at the top level and up to two levels down. */
const SECRET_FIELDS = [
  "password",
  "current_password",
  "password_hash",
  "access_token",
  "refresh_token",
  "accessToken",
  "refreshToken",
  "token",
  "visitorToken",
  "visitor_token",
  "api_key",
  "apiKey",
  "jwtSecret",
  "smtpUrl",
];
const SECRET_HEADERS = ["authorization", "cookie", "set-cookie", "x-api-key", "proxy-authorization"];

export const REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
  ...SECRET_HEADERS.flatMap((h) => [`req.headers["${h}"]`, `res.headers["${h}"]`, `headers["${h}"]`]),
];

/** The URL with the values of secret query parameters replaced: `/x?access_token=[REDACTED]&page=2`. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((part) => {
      const eq = part.indexOf("=");
      const name = eq < 0 ? part : part.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, " "));
      } catch {
        // A broken escape: judge the name as it is written.
      }
      return eq >= 0 && SECRET_QUERY_KEYS.has(decoded.trim().toLowerCase()) ? `${name}=${REDACTED}` : part;
    })
    .join("&");
  return `${url.slice(0, q)}?${query}`;
}

/** Pino options for the app's logger: Fastify's request fields with the URL redacted, and `redact` for the rest. */
export const logRedaction = {
  redact: { paths: REDACT_PATHS, censor: REDACTED },
  serializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
} satisfies Pick<LoggerOptions, "redact" | "serializers">;
