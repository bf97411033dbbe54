// The audit log's shapes (issue 27): what is recorded, the list's filters and its page, shared by the API and the screen.
import { z } from "zod";

export const AUDIT_API = "/api/v1/admin/audit";

/** Every kind of record, in the order the screen's filter lists them. */
export const AUDIT_ACTIONS = [
  "leads.export",
  "person.lookup",
  "person.export",
  "person.erase",
  "retention.erase",
  "user.create",
  "user.role",
  "user.status",
  "user.password-reset",
  "settings.change",
  "sign-in.new-address",
] as const;

export const AUDIT_ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  "leads.export": "Leads exported",
  "person.lookup": "Person looked up",
  "person.export": "Person's data exported",
  "person.erase": "Person erased",
  "retention.erase": "Erased after retention",
  "user.create": "Colleague added",
  "user.role": "Role changed",
  "user.status": "Colleague disabled or enabled",
  "user.password-reset": "Password reset",
  "settings.change": "Settings changed",
  "sign-in.new-address": "Sign-in from a new address",
};

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;

const isoDate = z.iso.datetime({ offset: true, error: "Dates must be ISO-8601 timestamps, such as 2026-12-01T00:00:00+05:30." });
const cursorText = "That cursor is not one this list gave out. Start again from the first page.";

/** GET /api/v1/admin/audit: filters, and a page by the cursor of the page beside it (newest first). */
export const auditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of: ${AUDIT_ACTIONS.join(", ")}.` }).optional(),
  /** Who acted: a user's id, or the e-mail address they had then. */
  actor: z.string({ error: "actor must be one piece of text." }).trim().min(1, "actor is empty.").max(254, "actor must be at most 254 characters.").optional(),
  /** Inclusive lower bound of `at`. */
  from: isoDate.optional(),
  /** Exclusive upper bound of `at`. */
  to: isoDate.optional(),
  cursor: z.string({ error: cursorText }).max(400, cursorText).regex(/^[A-Za-z0-9_-]+$/, cursorText).optional(),
  pageSize: z.coerce
    .number({ error: "Page size must be 25, 50 or 100." })
    .int("Page size must be 25, 50 or 100.")
    .refine((n) => (AUDIT_PAGE_SIZES as readonly number[]).includes(n), "Page size must be 25, 50 or 100.")
    .default(25),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export interface AuditRecord {
  id: string;
  at: string;
  actor_id: string | null;
  /** The actor's e-mail when the record was made; null for the server itself. */
  actor_email: string | null;
  action: (typeof AUDIT_ACTIONS)[number];
  target: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
}

export interface AuditPage {
  entries: AuditRecord[];
  total: number;
  pageSize: number;
  /** How many matching records come before this page. */
  position: number;
  nextCursor: string | null;
  prevCursor: string | null;
}
