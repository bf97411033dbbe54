// The audit log (issue 27), read only: GET /api/v1/admin/audit with filters and keyset paging, for admins. Nothing in
// the app updates or deletes a record; services/audit.ts's recordAudit is the only write.
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AUDIT_API, auditQuerySchema } from "../../shared/schemas/audit.ts";
import { allow } from "../plugins/auth.ts";
import { TAGS, errorResponses, inputError } from "../openapi/common.ts";
import { auditPageSchema } from "../openapi/audit.ts";
import { listAudit } from "../services/audit.ts";

const adminAudit: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    AUDIT_API,
    {
      config: { ...allow(), denied: "read the audit log" },
      schemaErrorFormatter: inputError("invalid_input"),
      schema: {
        summary: "Read the audit log",
        description:
          "Exports, erasures, team and settings changes, and sign-ins from a new address, newest first. Filters: action, actor " +
          "(a user's id or e-mail), from (inclusive) and to (exclusive) as ISO-8601 times; paged by cursor.",
        tags: [TAGS.adminAudit],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses({ 400: "A filter, page size or cursor is not valid (code invalid_input)." }) },
      },
    },
    async (req) => listAudit(app.db, req.query),
  );
};
export default adminAudit;
