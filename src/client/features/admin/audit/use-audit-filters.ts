// The audit screen's filters and page cursor, kept in the address bar.
import { useMemo } from "react";
import { AUDIT_ACTIONS, AUDIT_PAGE_SIZES, type AuditQuery } from "../../../../shared/schemas/audit.ts";
import { oneOf } from "../data/filter-params.ts";
import { dayRange, useListParams } from "../data/use-list-params.ts";

/** action, actor (a user's id), and the yyyy-mm-dd days from the date inputs, in the admin's local time. */
const filterKeys = ["action", "actor", "fromDate", "toDate"] as const;

export function useAuditFilters() {
  const { form, cursor, pageSize, active, update, clear } = useListParams(filterKeys, AUDIT_PAGE_SIZES);
  const query: AuditQuery = useMemo(
    () => ({ action: oneOf(AUDIT_ACTIONS, form.action), actor: form.actor.trim() || undefined, ...dayRange(form.fromDate, form.toDate), cursor, pageSize }),
    [form, cursor, pageSize],
  );
  return { form, query, active, update, clear };
}
