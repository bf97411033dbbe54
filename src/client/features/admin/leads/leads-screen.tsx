// Admin leads (spec 2.17): search and filters, server-side paging by cursor, CSV export of the filtered leads, and detail.
import { useState } from "react";
import { LEADS_CSV_COLUMNS, leadsCsvFileName } from "../../../../shared/csv.ts";
import { LEADS_PAGE_SIZES } from "../../../../shared/schemas/lead-admin.ts";
import { leadSources, leadStatuses, userTypes } from "../../../../shared/schemas/lead-constants.ts";
import { spamReasonLabel } from "../../../../shared/schemas/lead-spam.ts";
import { useSiteConfig } from "../../../app/site-config.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { downloadLeadsCsv, fetchLeads } from "../data/api.ts";
import { saveBlob } from "../data/save-blob.ts";
import { formatDateTime, sourceLabel, userTypeLabel } from "../data/format.ts";
import { ClearFiltersButton, DateRangeFields, FilterSelect, SearchBox, useDebouncedSearch } from "../data/filter-controls.tsx";
import { EmptyList, ListTable } from "../data/list-parts.tsx";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { CursorPager } from "../data/cursor-pager.tsx";
import { LeadDetailDialog } from "./lead-detail-dialog.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { leadStatusLabels as statusLabels } from "../../../../shared/schemas/lead-constants.ts";
import { useLeadFilters } from "./use-lead-filters.ts";
import { LeadViewSwitch, useSpamAction } from "./spam-controls.tsx";
import { phoneCell } from "../contact-line.ts";
import { useRole } from "../role-access.ts";

const LEAD_COLUMNS = ["Name", "Email", "Phone", "Location", "User Type", "Source", "Status", "Created At"];
/** The Spam view shows what helps judge a lead; 'Not spam' sits under the name, so it is in view on any screen. */
const SPAM_COLUMNS = ["Name", "Email", "Phone", "Location", "Why Held", "Created At"];

/** "1,234 leads match your filters"; a search that matched more than it counts says "More than 1,000 leads match". */
function leadCountText(total: number, capped: boolean, filtered: boolean, spam: boolean): string {
  const one = total === 1 && !capped;
  const count = `${capped ? "More than " : ""}${total.toLocaleString("en-IN")} lead${one ? "" : "s"}${spam ? " held as spam" : ""}`;
  return filtered ? `${count} ${one ? "matches" : "match"} your filters` : count;
}

export default function LeadsScreen() {
  const site = useSiteConfig();
  const { form, filters, active, cursor, pageSize, update, clear, selectedLead } = useLeadFilters();
  const search = useDebouncedSearch(form.q, update);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string>();

  const { data, loading, error, reload } = useAsync(() => fetchLeads({ ...filters, pageSize, cursor }), [JSON.stringify(filters), cursor, pageSize]);
  const total = data?.total ?? 0;
  const capped = data?.totalCapped ?? false;
  const spamView = filters.spam === true;
  const spamAction = useSpamAction(reload);
  // Exporting every lead is for admins (issue 27); agents work the leads one at a time.
  const mayExport = useRole() === "admin";

  async function exportCsv() {
    setExporting(true);
    setExportError(undefined);
    try {
      saveBlob(await downloadLeadsCsv(filters), leadsCsvFileName(site.brandSlug, new Date()));
    } catch (err) {
      console.error(err);
      setExportError("The export failed. Please try again.");
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="heading-2">Leads</h1>
          <p className="mt-1 text-stone-600" aria-live="polite">
            {loading && !data ? "Loading..." : leadCountText(total, capped, active, spamView)}
          </p>
        </div>
        {mayExport && (
          <div className="flex flex-col items-end gap-1">
            <Button onClick={exportCsv} disabled={total === 0 || exporting} title={`Columns: ${LEADS_CSV_COLUMNS.join(", ")}`}>
              {exporting ? "Exporting..." : "Export CSV"}
            </Button>
            {exportError && (
              <p role="alert" className="text-sm text-red-700">
                {exportError}
              </p>
            )}
          </div>
        )}
      </div>

      <LeadViewSwitch spam={spamView} onChange={(spam) => update({ spam: spam ? "true" : "" })} />
      {spamView && (
        <p className="max-w-3xl text-stone-700">
          Leads that look sent by a bot (the hidden field filled in, no fill time, or sent faster than a person can) are
          kept here, and the team is not e-mailed about them. If a person sent one, choose Not spam: it joins your
          leads and the notification e-mail goes out.
        </p>
      )}
      {spamAction.message && (
        <p role={spamAction.message.failed ? "alert" : "status"} className={spamAction.message.failed ? "text-red-700" : "text-brand-800"}>
          {spamAction.message.text}
        </p>
      )}

      <form role="search" className="card grid gap-4 sm:grid-cols-2 lg:grid-cols-6" onSubmit={(e) => e.preventDefault()}>
        <SearchBox className="sm:col-span-2" placeholder="Name, email, phone or location" search={search} />
        <FilterSelect label="User type" allLabel="All types" value={form.user_type} options={userTypes} optionLabel={userTypeLabel} onChange={(v) => update({ user_type: v })} />
        <FilterSelect label="Source" allLabel="All sources" value={form.source} options={leadSources} optionLabel={sourceLabel} onChange={(v) => update({ source: v })} />
        <FilterSelect label="Status" allLabel="All statuses" value={form.status} options={leadStatuses} optionLabel={(s) => statusLabels[s]} onChange={(v) => update({ status: v })} />
        <FilterSelect label="Request" allLabel="All leads" value={form.callback} options={["true"] as const} optionLabel={() => "Call-back requests"} onChange={(v) => update({ callback: v })} />
        <ClearFiltersButton search={search} onClear={clear} disabled={!active} />
        <DateRangeFields from={form.fromDate} to={form.toDate} onChange={update} />
      </form>

      {error && <LoadError what="The leads" message={error} onRetry={reload} />}

      {data && data.leads.length === 0 ? (
        active ? (
          <EmptyList title="No leads found" text="Try adjusting your filters or check back later." />
        ) : spamView ? (
          <EmptyList title="Nothing held as spam" text="Leads that look sent by a bot will show here." />
        ) : (
          <EmptyList title="No leads collected yet" />
        )
      ) : (
        <ListTable
          caption={spamView ? "Leads held as spam, newest first" : "Leads, newest first"}
          columns={spamView ? SPAM_COLUMNS : LEAD_COLUMNS}
          minWidth={spamView ? "min-w-[52rem]" : "min-w-[56rem]"}
        >
          {data?.leads.map((l) => (
            <tr key={l.id} className="hover:bg-brand-50/50">
              <td className="min-w-44 px-4 py-3 whitespace-normal">
                <button
                  type="button"
                  className="text-left font-semibold text-brand-800 hover:underline"
                  onClick={() => update({ lead: l.id })}
                >
                  {l.name}
                </button>
                {l.duplicate_of && <span className="ml-2 rounded bg-harvest-400/40 px-1.5 py-0.5 text-xs font-medium text-stone-800">Repeat</span>}
                {spamView && (
                  <div className="mt-2">
                    <Button size="sm" variant="outline" aria-label={`Not spam: ${l.name}`} disabled={spamAction.busyId === l.id} onClick={() => void spamAction.run(l, false)}>
                      Not spam
                    </Button>
                  </div>
                )}
              </td>
              <td className="px-4 py-3">{l.email || "—"}</td>
              <td className="px-4 py-3">{phoneCell(l.phone)}</td>
              <td className="px-4 py-3">{l.location ?? "—"}</td>
              {spamView ? (
                <td className="px-4 py-3">
                  <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-800">{spamReasonLabel(l.spam_reason ?? "")}</span>
                </td>
              ) : (
                <>
                  <td className="px-4 py-3">{userTypeLabel(l.user_type)}</td>
                  <td className="px-4 py-3">
                    {sourceLabel(l.source)}
                    {l.callback_at && <span className="ml-2 whitespace-nowrap rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Call-back</span>}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={l.status} />
                  </td>
                </>
              )}
              <td className="px-4 py-3">{formatDateTime(l.created_at)}</td>
            </tr>
          ))}
        </ListTable>
      )}

      {data && total > 0 && (
        <CursorPager
          page={{ ...data, shown: data.leads.length }}
          onCursor={(c) => update({ cursor: c })}
          sizes={LEADS_PAGE_SIZES}
          pageSize={pageSize}
          onPageSize={(size) => update({ pageSize: size })}
        />
      )}

      <LeadDetailDialog leadId={selectedLead} onClose={() => update({ lead: "" })} onOpenLead={(id) => update({ lead: id })} onChanged={reload} />
    </div>
  );
}
