// Lead filters live in the address bar, so a filtered list can be reloaded, shared and navigated back to; so does the
// cursor of the page shown (keyset paging: the server gives the cursors of the pages before and after).
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { LEADS_PAGE_SIZES, type LeadFilters } from "../../../../shared/schemas/lead-admin.ts";
import { leadSources, leadStatuses, userTypes } from "../../../../shared/schemas/lead-constants.ts";
import { dayStart, formOf, oneOf, pageSizeOf, withChanges } from "../data/filter-params.ts";

export interface LeadFilterForm {
  q: string;
  user_type: string;
  source: string;
  status: string;
  /** yyyy-mm-dd from the date inputs, in the admin's local time. */
  fromDate: string;
  toDate: string;
  /** "true": only the visitors who asked to be called back. */
  callback: string;
  /** "true" in the Spam view: the leads held as suspected spam. Not a filter "Clear filters" removes. */
  spam: string;
}

/** The Leads screen with one lead's detail open (the `lead` key read below). */
export const leadPath = (id: string) => `/admin/leads?lead=${encodeURIComponent(id)}`;

const filterKeys: (keyof LeadFilterForm)[] = ["q", "user_type", "source", "status", "callback", "fromDate", "toDate"];
/** Changing any of these starts again from the first page (drops the cursor). */
const keys: (keyof LeadFilterForm)[] = [...filterKeys, "spam"];

export function useLeadFilters() {
  const [params, setParams] = useSearchParams();
  const form: LeadFilterForm = useMemo(() => formOf(params, keys), [params]);
  const cursor = params.get("cursor") || undefined;
  const pageSize = pageSizeOf(params, LEADS_PAGE_SIZES);

  const filters: LeadFilters = useMemo(
    () => ({
      q: form.q.trim() || undefined,
      user_type: oneOf(userTypes, form.user_type),
      source: oneOf(leadSources, form.source),
      status: oneOf(leadStatuses, form.status),
      from: dayStart(form.fromDate),
      // The "to" day is inclusive: everything before the next local midnight.
      to: dayStart(form.toDate, 1),
      spam: form.spam === "true" || undefined,
      callback: form.callback === "true" || undefined,
    }),
    [form],
  );
  const active = filterKeys.some((k) => form[k] !== "");

  const update = useCallback(
    (changes: Partial<LeadFilterForm & { cursor: string; pageSize: number; lead: string }>) => {
      setParams((prev) => withChanges(prev, changes, keys), { replace: "q" in changes });
    },
    [setParams],
  );

  const clear = useCallback(
    () => setParams((prev) => new URLSearchParams(prev.get("spam") ? { spam: prev.get("spam")! } : {})),
    [setParams],
  );
  const selectedLead = params.get("lead");
  return { form, filters, active, cursor, pageSize, update, clear, selectedLead };
}
