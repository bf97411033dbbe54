// POST /api/v1/leads: a visitor's lead from a website form, the chat widget or the assistant (spec 7.2).
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { z } from "zod";
import { issueReason, publicLeadSchema } from "../../shared/schemas/lead.ts";
import type { ProblemReason } from "../../shared/schemas/contact-rules.ts";
import { HttpError } from "../errors.ts";
import { bearerToken, secretMatches } from "../http/bearer.ts";
import { perMinute } from "../plugins/rate-limits.ts";
import { TAGS, documented, errorResponses } from "../openapi/common.ts";
import { createLead, type NotificationSettings } from "../services/leads.ts";

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

/**
 * The first problem, in a sentence that names its field: "Email: Please enter a valid email address."; with the
 * reason when the site has its own words for it (a phone that is not a number, no phone and no e-mail, a one-letter
 * name), so a form can say it in the page's language.
 */
export function validationMessage(issue: z.core.$ZodIssue): { field: string | null; message: string; reason?: ProblemReason } {
  const field = typeof issue.path[0] === "string" ? issue.path[0] : null;
  if (!field) return { field: null, message: "Please send the lead as a JSON object." };
  const label = fieldLabels[field] ?? field;
  const named = issue.message.toLowerCase().startsWith(label.toLowerCase());
  const reason = issueReason(issue);
  return { field, message: named ? issue.message : `${label}: ${issue.message}`, ...(reason ? { reason } : {}) };
}

/** Refuses anything but JSON before the body is read, so forms posted as text or urlencoded get a clear answer. */
async function requireJson(req: FastifyRequest): Promise<void> {
  const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "unsupported_media_type", "Please send the lead as JSON (Content-Type: application/json).");
  }
}

/**
 * Whether the request carries the lead API key (LEAD_API_KEY) as `Authorization: Bearer <key>`. No header: a
 * browser's post. A header with another value is refused with 401, so a misconfigured integration finds out at once
 * instead of having its leads held as spam.
 */
function hasLeadApiKey(req: FastifyRequest, apiKey: string | undefined): boolean {
  if (req.headers.authorization === undefined) return false;
  const sent = bearerToken(req);
  if (apiKey && sent && secretMatches(sent, apiKey)) return true;
  throw new HttpError(401, "invalid_api_key", "The lead API key is not valid. Send Authorization: Bearer <LEAD_API_KEY>, or no Authorization header.");
}

const leads: FastifyPluginAsync<LeadsRouteOptions> = async (app, opts) => {
  app.post(
    LEADS_PATH,
    {
      bodyLimit: LEAD_BODY_LIMIT_BYTES,
      schema: {
        summary: "Send a lead",
        description:
          "A visitor's lead from a website form, the chat widget or the assistant (spec 7.2). `honeypot` and `elapsedMs` " +
          "come from the form: a filled honeypot or a too-fast form is stored and answered like any lead, but held as " +
          "suspected spam. An integration may send `Authorization: Bearer <LEAD_API_KEY>`; its leads skip the timing check. " +
          "A lead needs `phone` or `email`, one of the two (the clinic booking and visit request forms need the phone); " +
          "the phone is stored in E.164 (+919876543210).",
        tags: [TAGS.leads],
        security: [{}, { leadApiKey: [] }],
        // The API key is checked before the body, and the 400 names the field in its own words: the handler parses.
        body: documented(publicLeadSchema),
        response: {
          201: z.object({ id: z.string().describe("The stored lead's id.") }).describe("Stored (also when held as suspected spam)."),
          ...errorResponses({
            400:
              "A field is missing or not valid (code invalid_lead); `field` names it and the message says how to fix it. `reason` " +
              "is phone_invalid (not a phone number), contact_missing (neither phone nor e-mail), phone_missing (a booking or " +
              "visit request without a phone) or name_too_short (fewer than two letters) when it is one of those.",
            401: "An Authorization header was sent but is not the lead API key (code invalid_api_key).",
            415: "The body is not JSON (code unsupported_media_type).",
          }),
        },
      },
      config: perMinute(opts.rateLimitPerMinute),
      // preParsing, not onRequest: the rate limit (an onRequest hook) counts refused requests too.
      preParsing: async (req, _reply, payload) => {
        await requireJson(req);
        return payload;
      },
    },
    async (req, reply) => {
      const trusted = hasLeadApiKey(req, app.config.leadApiKey);
      const parsed = publicLeadSchema.safeParse(req.body);
      if (!parsed.success) {
        const { field, message, reason } = validationMessage(parsed.error.issues[0]!);
        return reply.code(400).send({ error: { code: "invalid_lead", message, field, ...(reason ? { reason } : {}) } });
      }
      const lead = await createLead(app.db, parsed.data, opts.notification, new Date(), { trusted });
      if (lead.spamReason) {
        // Stored and answered like any lead, so a bot learns nothing; the team finds it under Spam.
        req.log.info({ leadId: lead.id, reason: lead.spamReason, elapsedMs: parsed.data.elapsedMs }, "lead held as suspected spam");
      } else {
        req.log.info({ leadId: lead.id, duplicateOf: lead.duplicateOf, source: parsed.data.source, trusted }, "lead stored");
        app.outbox.kick();
      }
      return reply.code(201).send({ id: lead.id });
    },
  );
};
export default leads;
