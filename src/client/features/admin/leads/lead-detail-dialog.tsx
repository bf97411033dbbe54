// One lead in full: every field, 'Additional Info' (metadata as key: value text), follow-up status, repeats and notes.
import { useId, useState, type FormEvent } from "react";
import { leadStatuses, type LeadStatus } from "../../../../shared/schemas/lead-constants.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { spamReasonLabel } from "../../../../shared/schemas/lead-spam.ts";
import { addLeadNote, fetchLead, setLeadSpam, updateLeadStatus } from "../data/api.ts";
import { formatDateTime, sourceLabel, userTypeLabel } from "../data/format.ts";
import { useAsync } from "../data/use-async.ts";
import { leadStatusLabels as statusLabels } from "../../../../shared/schemas/lead-constants.ts";
import { leadLanguage } from "../../../../shared/locales.ts";
import { LeadHistorySections } from "../conversations/lead-history.tsx";
import { phoneCell } from "../contact-line.ts";

/** Metadata as readable lines: nested values are written as JSON. */
export function metadataLines(metadata: Record<string, unknown> | null): [string, string][] {
  if (!metadata) return [];
  // The language has its own row above.
  return Object.entries(metadata).filter(([k]) => k !== "language").map(([k, v]) => [
    k.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").replace(/^\w/, (c) => c.toUpperCase()),
    typeof v === "string" ? v : JSON.stringify(v),
  ]);
}

interface Props {
  leadId: string | null;
  onClose: () => void;
  onOpenLead: (id: string) => void;
  onChanged: () => void;
}

export function LeadDetailDialog({ leadId, onClose, onOpenLead, onChanged }: Props) {
  const { data, error, reload } = useAsync(() => (leadId ? fetchLead(leadId) : Promise.resolve(undefined)), [leadId]);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string>();
  const statusId = useId();
  const noteId = useId();
  const lead = data?.lead;

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setActionError(undefined);
    try {
      await action();
      reload();
      onChanged();
    } catch (err) {
      console.error(err);
      setActionError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  function submitNote(e: FormEvent) {
    e.preventDefault();
    if (!leadId || !note.trim()) return;
    void run(async () => {
      await addLeadNote(leadId, note.trim());
      setNote("");
    });
  }

  const rows: [string, string][] = lead
    ? [
        ["Email", lead.email || "—"],
        ["Phone", phoneCell(lead.phone)],
        ["Location", lead.location ?? "—"],
        ["User type", userTypeLabel(lead.user_type)],
        ["Source", sourceLabel(lead.source)],
        ["Language", leadLanguage(lead.metadata) || "—"],
        ["Created", formatDateTime(lead.created_at)],
        ...(lead.callback_at ? ([["Call-back requested", formatDateTime(lead.callback_at)]] as [string, string][]) : []),
      ]
    : [];

  return (
    <Dialog open={!!leadId} onClose={onClose} title={lead?.name ?? (error ? "Lead not found" : "Loading...")} size="lg">
      {error && <p className="text-red-700">{error}</p>}
      {lead && (
        <div className="space-y-6">
          {lead.spam_reason && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
              <p>
                Held as spam: {spamReasonLabel(lead.spam_reason).toLowerCase()}
                {lead.spam_at ? `, since ${formatDateTime(lead.spam_at)}` : ""}. It is not counted among your leads
                {lead.spam_reason === "marked" ? "." : ", and the team was not e-mailed about it."}
              </p>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => setLeadSpam(lead.id, false))}>
                Not spam
              </Button>
            </div>
          )}
          {data.duplicateOf && (
            <p className="rounded-lg bg-harvest-400/20 p-3 text-sm text-stone-800">
              Repeat enquiry: the same e-mail or phone first came in as{" "}
              <button type="button" className="font-semibold text-brand-800 underline" onClick={() => onOpenLead(data.duplicateOf!.id)}>
                {data.duplicateOf.name}
              </button>{" "}
              on {formatDateTime(data.duplicateOf.created_at)}.
            </p>
          )}
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {rows.map(([k, v]) => (
              <div key={k}>
                <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{k}</dt>
                <dd className="break-words text-stone-900">{v}</dd>
              </div>
            ))}
          </dl>

          <div>
            <label htmlFor={statusId} className="field-label">
              Follow-up status
            </label>
            <select
              id={statusId}
              className="field-input sm:w-60"
              value={lead.status}
              disabled={busy}
              onChange={(e) => void run(() => updateLeadStatus(lead.id, e.target.value as LeadStatus))}
            >
              {leadStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusLabels[s]}
                </option>
              ))}
            </select>
            {!lead.spam_reason && (
              <Button size="sm" variant="ghost" className="mt-2 sm:mt-0 sm:ml-3" disabled={busy} onClick={() => void run(() => setLeadSpam(lead.id, true))}>
                Mark as spam
              </Button>
            )}
          </div>

          <section aria-labelledby={`${statusId}-info`}>
            <h3 id={`${statusId}-info`} className="font-semibold text-stone-900">
              Additional Info
            </h3>
            {metadataLines(lead.metadata).length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">No additional information.</p>
            ) : (
              <pre className="mt-2 rounded-lg bg-stone-50 p-4 font-sans text-sm whitespace-pre-wrap text-stone-800">
                {metadataLines(lead.metadata)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join("\n")}
              </pre>
            )}
          </section>

          {data.duplicates.length > 0 && (
            <section aria-labelledby={`${statusId}-dups`}>
              <h3 id={`${statusId}-dups`} className="font-semibold text-stone-900">
                Later enquiries from the same person
              </h3>
              <ul className="mt-2 space-y-1 text-sm">
                {data.duplicates.map((d) => (
                  <li key={d.id}>
                    <button type="button" className="text-brand-800 underline" onClick={() => onOpenLead(d.id)}>
                      {d.name}
                    </button>{" "}
                    · {formatDateTime(d.created_at)}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <LeadHistorySections leadId={lead.id} onOpenLead={onOpenLead} />

          <section aria-labelledby={noteId + "-h"}>
            <h3 id={noteId + "-h"} className="font-semibold text-stone-900">
              Notes
            </h3>
            {data.notes.length === 0 ? (
              <p className="mt-2 text-sm text-stone-600">No notes yet.</p>
            ) : (
              <ol className="mt-2 space-y-3">
                {data.notes.map((n) => (
                  <li key={n.id} className="rounded-lg border border-stone-200 p-3">
                    <p className="text-sm whitespace-pre-wrap text-stone-900">{n.body}</p>
                    <p className="mt-1 text-xs text-stone-500">
                      {n.author_name} · {formatDateTime(n.created_at)}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <form onSubmit={submitNote} className="mt-3 space-y-2">
              <label htmlFor={noteId} className="field-label">
                Add a note
              </label>
              <textarea id={noteId} rows={3} className="field-input" value={note} onChange={(e) => setNote(e.target.value)} maxLength={4000} />
              <Button type="submit" size="sm" disabled={busy || !note.trim()}>
                Save note
              </Button>
            </form>
          </section>
          {actionError && (
            <p role="alert" className="text-sm text-red-700">
              {actionError}
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}
