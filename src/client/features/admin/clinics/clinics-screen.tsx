// Clinics admin (issue 11): search and state and status filters, the table of clinics with Edit, Close/Reopen and
// Delete, New clinic, CSV export and import. Filters live in the address, as on the other admin lists.
import { useCallback, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { indianStates } from "../../../../shared/schemas/clinic-constants.ts";
import type { AdminClinic } from "../../../../shared/schemas/clinic-admin.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { FilterSelect, SearchBox, useDebouncedSearch } from "../data/filter-controls.tsx";
import { EmptyList, ListTable } from "../data/list-parts.tsx";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { deleteClinic, downloadClinicsCsv, fetchClinics, saveClinic } from "./clinics-api.ts";
import { ClinicFormDialog } from "./clinic-form-dialog.tsx";
import { ClinicImportDialog } from "./clinic-import-dialog.tsx";
import { saveBlob } from "../data/save-blob.ts";

const COLUMNS = ["Clinic", "District, state", "PIN", "Phone", "Status", "Actions"];
const statuses = ["active", "inactive"] as const;
const statusLabels = { active: "Active", inactive: "Closed" } as const;

function useClinicFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const askedState = params.get("state") ?? "";
  const state = (indianStates as readonly string[]).includes(askedState) ? (askedState as (typeof indianStates)[number]) : undefined;
  const askedStatus = params.get("status") ?? "";
  const status = (statuses as readonly string[]).includes(askedStatus) ? (askedStatus as (typeof statuses)[number]) : undefined;
  const update = useCallback(
    (changes: { q?: string; state?: string; status?: string }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (!v) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: "q" in changes },
      ),
    [setParams],
  );
  return { q, state, status, update, active: q !== "" || state !== undefined || status !== undefined };
}

const toInput = (c: AdminClinic, active: boolean) => {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = c;
  return { ...fields, active };
};

export function ClinicsScreen() {
  const { q, state, status, update, active } = useClinicFilters();
  const search = useDebouncedSearch(q, update);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<AdminClinic | "new" | null>(null);
  const [toDelete, setToDelete] = useState<AdminClinic | null>(null);
  const [importing, setImporting] = useState(false);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");
  const { data, loading, error, reload } = useAsync(() => fetchClinics({ q: q.trim() || undefined, state, status: status ?? "all" }), [q, state, status]);

  async function toggleActive(c: AdminClinic) {
    setFailure("");
    try {
      await saveClinic(c.id, toInput(c, !c.active));
      setNotice(c.active ? `“${c.name}” is closed: hidden from the public finder, kept here.` : `“${c.name}” is active again and shown on the finder.`);
      reload();
    } catch (err) {
      setFailure(`“${c.name}” could not be changed: ${(err as Error).message}`);
    }
  }

  async function exportCsv() {
    setFailure("");
    try {
      const { blob, name } = await downloadClinicsCsv();
      saveBlob(blob, name);
    } catch (err) {
      setFailure(`The export failed: ${(err as Error).message}`);
    }
  }

  const total = data?.total ?? 0;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="heading-2 outline-none">
            Clinics
          </h1>
          <p className="mt-1 text-stone-600" aria-live="polite">
            {loading && !data ? "Loading..." : `${total} clinic${total === 1 ? "" : "s"}${active ? (total === 1 ? " matches your filters" : " match your filters") : ""}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
          <Button variant="outline" onClick={() => setImporting(true)}>
            Import CSV
          </Button>
          <Button onClick={() => setEditing("new")}>New clinic</Button>
        </div>
      </div>

      <p role="status" className={notice ? "rounded-lg bg-brand-50 p-4 text-brand-900" : "sr-only"}>
        {notice}
      </p>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {failure}
        </p>
      )}

      <form role="search" aria-label="Search clinics" className="card grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end" onSubmit={(e) => e.preventDefault()}>
        <SearchBox placeholder="Name, district, address or PIN" search={search} />
        <FilterSelect label="State" allLabel="All states" value={state ?? ""} options={indianStates} optionLabel={(s) => s} onChange={(v) => update({ state: v })} />
        <FilterSelect label="Status" allLabel="All" value={status ?? ""} options={statuses} optionLabel={(s) => statusLabels[s]} onChange={(v) => update({ status: v })} />
        <Button
          variant="outline"
          disabled={!active}
          onClick={() => {
            search.cancel();
            update({ q: "", state: "", status: "" });
          }}
        >
          Clear filters
        </Button>
      </form>

      {error && <LoadError what="The clinics" message={error} onRetry={reload} />}

      {data && data.clinics.length === 0 ? (
        <EmptyList title={active ? "No clinics found" : "No clinics yet"} text={active ? "Try adjusting your search or the filters." : "Add the first clinic, or import them from a CSV file."} />
      ) : (
        <ListTable caption="Clinics by state, district and name" columns={COLUMNS} minWidth="min-w-[56rem]">
          {data?.clinics.map((c) => (
            <tr key={c.id} className="hover:bg-brand-50/50">
              <td className="min-w-64 px-4 py-3 whitespace-normal">
                <span className="font-semibold text-stone-900">{c.name}</span>
                <span className="mt-0.5 block text-xs text-stone-600">{c.address}</span>
              </td>
              <td className="px-4 py-3">
                {c.district}
                <span className="block text-xs text-stone-600">{c.state}</span>
              </td>
              <td className="px-4 py-3">{c.pinCode || "—"}</td>
              <td className="px-4 py-3">{c.phone}</td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${c.active ? "bg-brand-100 text-brand-900" : "bg-stone-200 text-stone-700"}`}>{c.active ? "Active" : "Closed"}</span>
              </td>
              <td className="px-4 py-3">
                <div className="flex items-center gap-1">
                  <button type="button" onClick={() => setEditing(c)} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50" aria-label={`Edit ${c.name}`}>
                    Edit
                  </button>
                  <button type="button" onClick={() => void toggleActive(c)} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-stone-700 hover:bg-stone-100" aria-label={`${c.active ? "Close" : "Reopen"} ${c.name}`}>
                    {c.active ? "Close" : "Reopen"}
                  </button>
                  <button type="button" onClick={() => setToDelete(c)} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50" aria-label={`Delete ${c.name}`}>
                    Delete
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </ListTable>
      )}

      <ClinicFormDialog
        clinic={editing}
        onClose={() => setEditing(null)}
        onSaved={(c, created) => {
          setEditing(null);
          setNotice(created ? `“${c.name}” was added.` : `“${c.name}” was saved.`);
          reload();
        }}
      />
      <ClinicImportDialog open={importing} onClose={() => setImporting(false)} onImported={reload} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete clinic"
        description="Are you sure you want to delete this clinic?"
        confirmText="Delete Clinic"
        busyText="Deleting..."
        failureText="The clinic could not be deleted"
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return;
          await deleteClinic(toDelete.id);
          setNotice(`“${toDelete.name}” was deleted.`);
          setToDelete(null);
          reload();
        }}
        // The deleted row's button opened the dialog: once closed, the focus goes to the list's heading instead.
        afterConfirm={() => headingRef.current?.focus()}
      >
        <p>
          <strong className="text-stone-900">{toDelete?.name}</strong> will be removed for good. To hide a clinic but keep its record, close it instead.
        </p>
      </ConfirmDialog>
    </div>
  );
}
