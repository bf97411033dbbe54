// Reading the admin lists' filters from the page address: the form's values, the page size, a value that must be one
// of a list, and a yyyy-mm-dd day as the instant the list's dates are compared with.

/** The filter form as the address holds it: each key's value, "" where it has none. */
export const formOf = <K extends string>(params: URLSearchParams, keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>;

/** The address's page size when it is one of `sizes`, else the first of them. */
export function pageSizeOf(params: URLSearchParams, sizes: readonly number[]): number {
  const size = Number(params.get("pageSize"));
  return sizes.includes(size) ? size : sizes[0]!;
}

/** The value when it is one of `list`, else undefined (an address someone edited by hand). */
export const oneOf = <T extends string>(list: readonly T[], v: string): T | undefined => (list.includes(v as T) ? (v as T) : undefined);

/** Local start of a yyyy-mm-dd day (plus `plusDays`) as an ISO timestamp. */
export function dayStart(date: string, plusDays = 0): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays).toISOString();
}

/**
 * The address after `changes`: an empty value removes its key. A change to any of `pagingKeys` (the filters and the
 * page size) without a cursor of its own starts again from the first page, so the cursor is dropped.
 */
export function withChanges(prev: URLSearchParams, changes: Record<string, string | number | null | undefined>, pagingKeys: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(changes)) {
    if (v === "" || v === undefined || v === null) next.delete(k);
    else next.set(k, String(v));
  }
  if (!("cursor" in changes) && [...pagingKeys, "pageSize"].some((k) => k in changes)) next.delete("cursor");
  return next;
}
