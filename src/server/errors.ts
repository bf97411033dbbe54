// Typed errors thrown by services and routes, turned into `{ error: { code, message } }` by one handler.
import type { z } from "zod";

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** For a 429: how long until a retry can succeed, sent as the Retry-After header. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = "bad_request") => new HttpError(400, code, message);
export const unauthorized = (message = "Please sign in to continue.") => new HttpError(401, "unauthorized", message);
export const forbidden = (message: string) => new HttpError(403, "forbidden", message);
export const notFound = (message = "Not found.") => new HttpError(404, "not_found", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);

/** Validates input against a zod schema; the first problem becomes a 400 whose message a person can read. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, code = "invalid_request"): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, code);
  return parsed.data;
}

/** The JSON answer for a path or method the API does not have. */
export function apiNotFoundBody(method: string, url: string) {
  return { error: { code: "not_found", message: `No endpoint ${method} ${url.split("?")[0]}.` } };
}
