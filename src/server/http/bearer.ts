// Bearer tokens, read and checked in one way for every route that takes one: sessions, visitor tokens, API keys.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/**
 * The bearer token of the Authorization header, the only place a REST request may carry it. Never the query string:
 * addresses end up in logs, proxies and browser history. (The chat socket, which cannot send headers, sends the
 * token in its first frame.)
 */
export function bearerToken(req: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
  return match?.[1];
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether a sent token is the configured secret. Comparing digests keeps the comparison constant-time whatever the lengths. */
export function secretMatches(sent: string, secret: string): boolean {
  return timingSafeEqual(digest(sent), digest(secret));
}
