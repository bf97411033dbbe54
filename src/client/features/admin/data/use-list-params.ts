// The address-bar state the admin lists share (conversations, the audit log): the filter form, the page cursor and
// size, whether any filter is set, and changing or clearing them, so a view can be reloaded, shared and gone back to.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { dayStart, formOf, pageSizeOf, withChanges } from "./filter-params.ts";

/** `keys`: the filter form's keys (a constant, so the form is read again only when the address changes). */
export function useListParams<K extends string>(keys: readonly K[], sizes: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const form = useMemo(() => formOf(params, keys), [params, keys]);
  const cursor = params.get("cursor") || undefined;
  const pageSize = pageSizeOf(params, sizes);
  const active = keys.some((k) => form[k] !== "");
  const update = useCallback(
    (changes: Partial<Record<K, string>> & { cursor?: string; pageSize?: number } & Record<string, string | number | undefined>) =>
      // Typing in a search box replaces the history entry instead of adding one per letter.
      setParams((prev) => withChanges(prev, changes, keys), { replace: "q" in changes }),
    [setParams, keys],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { params, form, cursor, pageSize, active, update, clear };
}

/** The form's yyyy-mm-dd days as the list's bounds: from the first day's local midnight to the day after the last. */
export const dayRange = (fromDate: string, toDate: string) => ({ from: dayStart(fromDate), to: dayStart(toDate, 1) });
