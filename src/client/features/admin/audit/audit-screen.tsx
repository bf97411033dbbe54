// /admin/audit (issue 27): the audit log, read only, newest first: exports, erasures, team and settings changes and
// sign-ins from a new address, filtered by action, who and when, paged by cursor. Admins only.
import type { ReactNode } from "react";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, AUDIT_API, AUDIT_PAGE_SIZES, type AuditPage, type AuditRecord } from "../../../../shared/schemas/audit.ts";
import type { AdminUser } from "../../../../shared/schemas/auth.ts";
import { adminApi } from "../../../lib/admin-api.ts";
import { filtersToQuery } from "../data/api.ts";
import { CursorPager } from "../data/cursor-pager.tsx";
import { DateRangeFields, FilterSelect } from "../data/filter-controls.tsx";
import { formatDateTime } from "../data/format.ts";
import { EmptyList } from "../data/list-parts.tsx";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { useAdminUsers } from "../team/use-admin-users.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useAuditFilters } from "./use-audit-filters.ts";

/** One detail value as a person reads it: yes/no, lists and filters as "key: value". */
function readable(value: unknown): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (value === null || value === undefined) return "none";
  if (Array.isArray(value)) return value.map(readable).join(", ");
  if (typeof value === "object") {
    const parts = Object.entries(value).map(([k, v]) => `${k} ${readable(v)}`);
    return parts.length ? parts.join(", ") : "none";
  }
  return String(value);
}

/** Names of the detail fields the server writes; any other is shown with its camelCase split into words. */
const DETAIL_LABELS: Record<string, string> = {
  filters: "Filter",
  rows: "Rows",
  complete: "Whole file sent",
  addressesKnown: "Addresses known before",
  from: "From",
  to: "To",
  disabled: "Disabled",
  changes: "Changes",
  change: "Change",
  email: "E-mail",
  by: "How",
};
const detailLabel = (key: string) => DETAIL_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^./, (c) => c.toUpperCase());

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-stone-700">{term}</dt>
      <dd className="break-words text-stone-800">{children}</dd>
    </div>
  );
}

function AuditEntry({ entry, nameOf }: { entry: AuditRecord; nameOf: (id: string) => string | undefined }) {
  const target = entry.target ? (nameOf(entry.target) ?? entry.target) : null;
  return (
    <li className="card p-4" data-audit-action={entry.action}>
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 className="text-base font-semibold text-stone-900">{AUDIT_ACTION_LABELS[entry.action]}</h2>
        <time dateTime={entry.at} className="shrink-0 text-sm text-stone-600">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm [overflow-wrap:anywhere] sm:grid-cols-[max-content_1fr]">
        <Row term="By">{entry.actor_email ?? "The server (automatic)"}</Row>
        {target && <Row term="Concerning">{target}</Row>}
        {Object.entries(entry.detail).map(([key, value]) => (
          <Row key={key} term={detailLabel(key)}>
            {readable(value)}
          </Row>
        ))}
        {entry.ip && <Row term="From address">{entry.ip}</Row>}
      </dl>
    </li>
  );
}

const personOf = (u: AdminUser) => (u.name ? `${u.name} (${u.email})` : u.email);

export default function AuditScreen() {
  const { form, query, active, update, clear } = useAuditFilters();
  const { users } = useAdminUsers();
  const { data, loading, error, reload } = useAsync(() => adminApi.get<AuditPage>(`${AUDIT_API}${filtersToQuery(query)}`), [JSON.stringify(query)]);
  const nameOf = (id: string) => {
    const u = users?.find((x) => x.id === id);
    return u && personOf(u);
  };
  const shown = data?.entries.length ?? 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="heading-2">Audit log</h1>
        <p className="mt-1 max-w-3xl text-stone-600">
          Who exported or erased personal data, changed the team or the settings, and who signed in from a new address, newest first. Records cannot be
          changed or removed.
        </p>
      </div>

      <form aria-label="Filter the audit log" className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect label="What" allLabel="Everything" value={form.action} options={AUDIT_ACTIONS} optionLabel={(a) => AUDIT_ACTION_LABELS[a]} onChange={(v) => update({ action: v })} />
        <FilterSelect label="Who" allLabel="Anyone" value={form.actor} options={users?.map((u) => u.id) ?? []} optionLabel={(id) => nameOf(id) ?? id} onChange={(v) => update({ actor: v })} />
        <DateRangeFields from={form.fromDate} to={form.toDate} onChange={update} />
        <div className="flex items-end">
          <Button variant="outline" className="w-full" disabled={!active} onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>

      {error && <LoadError what="The audit log" message={error} onRetry={reload} />}
      <p className="sr-only" aria-live="polite">
        {loading ? "Loading the audit log" : data ? (shown ? `Showing records ${data.position + 1} to ${data.position + shown} of ${data.total}` : "No records found") : ""}
      </p>
      {loading && !data && <p className="text-stone-600">Loading...</p>}
      {data && shown === 0 ? (
        active ? <EmptyList title="No records found" text="Try fewer filters or other dates." /> : <EmptyList title="Nothing recorded yet" text="Exports, erasures and team changes will show here." />
      ) : (
        <ol aria-label="Audit records, newest first" className={`space-y-3 ${loading ? "opacity-60" : ""}`}>
          {data?.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} nameOf={nameOf} />
          ))}
        </ol>
      )}
      {data && (shown > 0 || data.prevCursor) && (
        <CursorPager page={{ ...data, shown }} onCursor={(c) => update({ cursor: c })} sizes={AUDIT_PAGE_SIZES} pageSize={query.pageSize} onPageSize={(size) => update({ pageSize: size })} />
      )}
    </div>
  );
}
