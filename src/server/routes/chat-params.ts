// The :id of a chat route: a UUID, or 404, so a malformed id reads as "no such chat" and never reaches the database.
import type { FastifyRequest } from "fastify";
import { sessionIdSchema } from "../../shared/schemas/chat.ts";
import { notFound } from "../errors.ts";

export function sessionIdParam(req: FastifyRequest): string {
  const parsed = sessionIdSchema.safeParse(req.params);
  if (!parsed.success) throw notFound("That chat does not exist.");
  return parsed.data.id;
}
