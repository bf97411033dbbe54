// CSV import: choose a file with the export's columns, send it, and read the report row by row. A file with any
// refused row changes nothing; the report says which rows and why.
import { useId, useState } from "react";
import { CLINIC_CSV_COLUMNS, type ClinicImportReport } from "../../../../shared/schemas/clinic-admin.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormProblem } from "../../../components/ui/form-problem.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { importClinicsCsv } from "./clinics-api.ts";

const statusText = { added: "Added", updated: "Updated", refused: "Refused" } as const;

export function ClinicImportDialog({ open, onClose, onImported }: { open: boolean; onClose: () => void; onImported: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ClinicImportReport | null>(null);
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(null);
    setReport(null);
    setFailure("");
    onClose();
  };

  async function send() {
    if (!file) {
      setFailure("Choose a CSV file first.");
      return;
    }
    setBusy(true);
    setFailure("");
    setReport(null);
    try {
      const result = await importClinicsCsv(await file.text());
      setReport(result);
      if (result.applied) onImported();
    } catch (err) {
      setFailure((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} size="xl" title="Import clinics from CSV" description={`Columns: ${CLINIC_CSV_COLUMNS.join(", ")}. A row with a known ID updates that clinic; a row without ID adds one.`}>
      <div className="space-y-4">
        <div>
          <label htmlFor={fileId} className="field-label">
            CSV file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,text/csv"
            className="field-input"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setFailure("");
            }}
          />
          <p className="mt-1 text-xs text-stone-600">Nothing is half-imported: if any row is refused, no clinic is changed.</p>
        </div>
        {failure && <FormProblem>{failure}</FormProblem>}
        {report && (
          <div role="status" className="space-y-3">
            <p className={report.applied ? "rounded-lg bg-brand-50 p-3 text-brand-900" : "rounded-lg bg-red-50 p-3 text-red-800"}>
              {report.applied
                ? `Imported: ${report.added} added, ${report.updated} updated.`
                : `Nothing was imported: ${report.refused} row${report.refused === 1 ? " was" : "s were"} refused. Fix ${report.refused === 1 ? "it" : "them"} and import the file again (${report.added} would be added, ${report.updated} updated).`}
            </p>
            <div className="max-h-72 overflow-auto rounded-lg border border-stone-200">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Import report, row by row</caption>
                <thead className="bg-stone-50 text-xs text-stone-600 uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2">Line</th>
                    <th scope="col" className="px-3 py-2">Clinic</th>
                    <th scope="col" className="px-3 py-2">Result</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {report.rows.map((r) => (
                    <tr key={r.line} className={r.status === "refused" ? "bg-red-50/60" : undefined}>
                      <td className="px-3 py-2 align-top">{r.line}</td>
                      <td className="px-3 py-2 align-top">{r.name || "(no name)"}</td>
                      <td className="px-3 py-2 align-top">
                        <span className="font-semibold">{statusText[r.status]}</span>
                        {r.errors && (
                          <ul className="mt-1 list-disc pl-5 text-red-800">
                            {r.errors.map((e) => (
                              <li key={e}>{e}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={close}>
            {report?.applied ? "Done" : "Cancel"}
          </Button>
          <Button onClick={() => void send()} disabled={busy}>
            {busy ? "Importing..." : "Import"}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
