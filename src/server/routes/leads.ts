// POST /api/v1/leads: a visitor's lead from a website form, the chat widget or the assistant (spec 7.2).
import { randomUUID } from "node:crypto";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { z } from "zod";
import { publicLeadSchema } from "../../shared/schemas/lead.ts";
import { HttpError } from "../errors.ts";
import { automatedReason, createLead, type NotificationSettings } from "../services/leads.ts";

export const LEADS_PATH = "/api/v1/leads";

/** Room for the 8 KB of metadata plus every other field, JSON-escaped; anything larger is refused with 413. */
export const LEAD_BODY_LIMIT_BYTES = 16 * 1024;

export interface LeadsRouteOptions {
  rateLimitPerMinute: number;
  notification: NotificationSettings;
}

/** How each field is named in an error message, so the visitor knows which answer to fix. */
const fieldLabels: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  location: "Location",
  user_type: "User type",
  source: "Source",
  metadata: "Metadata",
  honeypot: "honeypot",
  elapsedMs: "elapsedMs",
};

/** The first problem, in a sentence that names its field: "Email: Please enter a valid email address." */
export function validationMessage(issue: z.core.$ZodIssue): { field: string | null; message: string } {
  const field = typeof issue.path[0] === "string" ? issue.path[0] : null;
  if (!field) return { field: null, message: "Please send the lead as a JSON object." };
  const label = fieldLabels[field] ?? field;
  const named = issue.message.toLowerCase().startsWith(label.toLowerCase());
  return { field, message: named ? issue.message : `${label}: ${issue.message}` };
}

/** Refuses anything but JSON before the body is read, so forms posted as text or urlencoded get a clear answer. */
async function requireJson(req: FastifyRequest): Promise<void> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "unsupported_media_type", "Please send the lead as JSON (Content-Type: application/json).");
  }
}

const leads: FastifyPluginAsync<LeadsRouteOptions> = async (app, opts) => {
  app.post(
    LEADS_PATH,
    {
      bodyLimit: LEAD_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: opts.rateLimitPerMinute, timeWindow: "1 minute" } },
      // preParsing, not onRequest: the rate limit (an onRequest hook) counts refused requests too.
      preParsing: async (req, _reply, payload) => {
        await requireJson(req);
        return payload;
      },
    },
    async (req, reply) => {
      const parsed = publicLeadSchema.safeParse(req.body);
      if (!parsed.success) {
        const { field, message } = validationMessage(parsed.error.issues[0]!);
        return reply.code(400).send({ error: { code: "invalid_lead", message, field } });
      }
      const reason = automatedReason(parsed.data);
      if (reason) {
        // Answer as if stored, so a bot learns nothing; keep no trace but the log line.
        req.log.info({ reason, elapsedMs: parsed.data.elapsedMs }, "lead discarded as automated");
        return reply.code(201).send({ id: randomUUID() });
      }
      const lead = await createLead(app.db, parsed.data, opts.notification);
      req.log.info({ leadId: lead.id, duplicateOf: lead.duplicateOf, source: parsed.data.source }, "lead stored");
      app.outbox.kick();
      return reply.code(201).send({ id: lead.id });
    },
  );
};
export default leads;
