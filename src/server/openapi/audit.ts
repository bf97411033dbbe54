// Response schemas of the audit log endpoint, tied to the shared types they document.
import { z } from "zod";
import { AUDIT_ACTIONS, type AuditPage, type AuditRecord } from "../../shared/schemas/audit.ts";
import { describes } from "./common.ts";

export const auditRecordSchema = describes<AuditRecord>()(
  z
    .object({
      id: z.string(),
      at: z.string().describe("When it happened (ISO-8601, UTC)."),
      actor_id: z.string().nullable().describe("Who did it; null for the server itself (the retention job)."),
      actor_email: z.string().nullable().describe("Their e-mail address at the time."),
      action: z.enum(AUDIT_ACTIONS),
      target: z.string().nullable().describe("What it was done to: a user's id, `leads`, a settings name…"),
      detail: z.record(z.string(), z.unknown()).describe("Figures and choices: the export's filter and row count, the old and new role…"),
      ip: z.string().nullable().describe("The client address of the request."),
    })
    .meta({ id: "AuditRecord" }),
);

export const auditPageSchema = describes<AuditPage>()(
  z.object({
    entries: z.array(auditRecordSchema),
    total: z.number().describe("Matching records."),
    pageSize: z.number(),
    position: z.number().describe("How many matching records come before this page."),
    nextCursor: z.string().nullable().describe("Send as cursor for the next (older) page; null on the last page."),
    prevCursor: z.string().nullable().describe("Send as cursor for the previous (newer) page; null on the first page."),
  }),
);
