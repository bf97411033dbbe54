// Reports (issue 30): GET /api/v1/admin/reports?from=&to=&agent= for admins: a period's chats, waits, first responses,
// CSAT with comments, call-backs and leads, per agent and per day (services/reports.ts computes them in SQL).
import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { REPORTS_API, reportQuerySchema } from "../../shared/schemas/reports.ts";
import { allow } from "../plugins/auth.ts";
import { TAGS, errorResponses, inputError } from "../openapi/common.ts";
import { reportSchema } from "../openapi/reports.ts";
import { buildReport } from "../services/reports.ts";

const adminReports: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    REPORTS_API,
    {
      config: { ...allow(), denied: "read reports" },
      schemaErrorFormatter: inputError("invalid_input"),
      schema: {
        summary: "A period's report",
        description:
          "Chats started in the period (India dates, `to` included, at most 366 days), optionally one agent's: outcomes, wait and " +
          "first response (median, p90), length, CSAT with comments, call-backs and leads (team-wide), per agent and per day.",
        tags: [TAGS.adminReports],
        querystring: reportQuerySchema,
        response: {
          200: reportSchema,
          ...errorResponses({ 400: "A date is malformed, from is after to, the period is over 366 days, or the agent is unknown (code invalid_input)." }),
        },
      },
    },
    async (req) => buildReport(app.db, req.query),
  );
};
export default adminReports;
