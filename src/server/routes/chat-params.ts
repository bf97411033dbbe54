// What the chat routes read from a request: the chat's :id, and the visitor token that opens it.
import type { FastifyRequest } from "fastify";
import { sessionIdSchema } from "../../shared/schemas/chat.ts";
import { notFound, unauthorized } from "../errors.ts";
import { bearerToken } from "../http/bearer.ts";

/** The :id of a chat route: a UUID, or 404, so a malformed id reads as "no such chat" and never reaches the database. */
export function sessionIdParam(req: FastifyRequest): string {
  const parsed = sessionIdSchema.safeParse(req.params);
  if (!parsed.success) throw notFound("That chat does not exist.");
  return parsed.data.id;
}

/** The visitor token from `Authorization: Bearer …`; it proves the visitor started this chat. */
export function visitorToken(req: FastifyRequest): string {
  const token = bearerToken(req);
  if (!token) throw unauthorized("This chat needs its visitor token: start a chat first.");
  return token;
}
