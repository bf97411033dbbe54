// The team's business hours (issue 26): read them, and replace them whole (seven weekdays and the holidays, India time).
// The auth plugin checks the session for every /api/v1/admin route; every change is written to the server log with who
// made it and what changed.
import type { FastifyPluginAsync } from "fastify";
import { BUSINESS_HOURS_API, businessHoursSchema, hoursProblem } from "../../shared/schemas/business-hours.ts";
import { allow, auditActor, signedIn } from "../plugins/auth.ts";
import { recordAudit } from "../services/audit.ts";
import { TAGS, documented, errorResponses } from "../openapi/common.ts";
import { businessHoursAnswerSchema } from "../openapi/business-hours.ts";
import { businessHoursAnswer, describeChanges, readBusinessHours, saveBusinessHours } from "../services/business-hours.ts";

const tags = [TAGS.team];
/** A setting of the whole site: admins only. */
const adminOnly = allow();

const adminBusinessHours: FastifyPluginAsync = async (app) => {
  app.get(
    BUSINESS_HOURS_API,
    {
      config: adminOnly,
      schema: {
        summary: "Business hours",
        description: "The team's opening hours per weekday and its holidays (India time), and whether the team is open now.",
        tags,
        response: { 200: businessHoursAnswerSchema },
      },
    },
    async () => businessHoursAnswer(app.db),
  );

  app.put(
    BUSINESS_HOURS_API,
    {
      config: adminOnly,
      schema: {
        summary: "Set the business hours",
        description:
          "Replaces the weekly hours and the holiday list. week: the seven weekdays (mon … sun), each { day, open, close } with HH:MM " +
          "times, open before close, or both null for a closed day. holidays: { date: YYYY-MM-DD, name } on real dates, each once.",
        tags,
        body: documented(businessHoursSchema),
        response: {
          200: businessHoursAnswerSchema,
          ...errorResponses({ 400: "A day or holiday is not valid; the message names it and `field` points at it (code invalid_business_hours)." }),
        },
      },
    },
    async (req, reply) => {
      const user = signedIn(req);
      const parsed = businessHoursSchema.safeParse(req.body ?? {});
      if (!parsed.success) {
        const { message, field } = hoursProblem(parsed.error, req.body);
        return reply.code(400).send({ error: { code: "invalid_business_hours", message, field } });
      }
      const before = (await readBusinessHours(app.db, 0)).hours;
      await saveBusinessHours(app.db, parsed.data, user.id);
      const changes = describeChanges(before, parsed.data);
      req.log.info({ by: user.id, email: user.email, changes }, "business hours changed");
      await recordAudit(app.db, { ...auditActor(req), action: "settings.change", target: "business-hours", detail: { changes } });
      return businessHoursAnswer(app.db);
    },
  );
};

export default adminBusinessHours;
