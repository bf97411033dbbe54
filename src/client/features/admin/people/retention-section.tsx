// The retention part of the Personal data screen (issue 27): how long leads, conversations and spam are kept before
// the daily job erases them, checked here as the server checks them, and when the job last ran.
import { useEffect, useId, useState, type FormEvent } from "react";
import { RETENTION_LIMITS, retentionSchema, type RetentionAnswer } from "../../../../shared/schemas/personal-data.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormMessage } from "../../auth/form-parts.tsx";
import { formatDateTime } from "../data/format.ts";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { fetchRetention, saveRetention } from "./people-api.ts";

const FIELDS = [
  { key: "leadsMonths", label: "Keep leads for (months)", min: RETENTION_LIMITS.monthsMin, max: RETENTION_LIMITS.monthsMax },
  { key: "conversationsMonths", label: "Keep conversations for (months)", min: RETENTION_LIMITS.monthsMin, max: RETENTION_LIMITS.monthsMax },
  { key: "spamDays", label: "Keep spam for (days after it is flagged)", min: RETENTION_LIMITS.daysMin, max: RETENTION_LIMITS.daysMax },
] as const;

type Draft = Record<(typeof FIELDS)[number]["key"], string>;

const draftOf = (a: RetentionAnswer): Draft => ({ leadsMonths: String(a.leadsMonths), conversationsMonths: String(a.conversationsMonths), spamDays: String(a.spamDays) });

export function RetentionSection() {
  const id = useId();
  const { data, error, reload } = useAsync(fetchRetention, []);
  const [answer, setAnswer] = useState<RetentionAnswer>();
  const [draft, setDraft] = useState<Draft>({ leadsMonths: "", conversationsMonths: "", spamDays: "" });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!data) return;
    setAnswer(data);
    setDraft(draftOf(data));
  }, [data]);

  async function save(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    const parsed = retentionSchema.safeParse(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim() === "" ? undefined : Number(v)])));
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setBusy(true);
    setProblem(null);
    try {
      const next = await saveRetention(parsed.data);
      setAnswer(next);
      setDraft(draftOf(next));
      setSaved(true);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card mt-8 max-w-3xl" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="heading-3 text-stone-900">
        How long personal data is kept
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Once a day the site erases leads, conversations (with their messages and photos) and spam older than this, and records how many. Months 1 to{" "}
        {RETENTION_LIMITS.monthsMax}, days 1 to {RETENTION_LIMITS.daysMax}.
      </p>
      {error && !answer && <LoadError what="The retention settings" message={error} onRetry={reload} />}
      {answer && (
        <form onSubmit={(e) => void save(e)} noValidate className="mt-4">
          <div className="grid gap-4 sm:grid-cols-3">
            {FIELDS.map((f) => (
              <div key={f.key}>
                <label htmlFor={`${id}-${f.key}`} className="field-label">
                  {f.label}
                </label>
                <input
                  id={`${id}-${f.key}`}
                  className="field-input"
                  type="number"
                  inputMode="numeric"
                  min={f.min}
                  max={f.max}
                  step={1}
                  required
                  value={draft[f.key]}
                  onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
                />
              </div>
            ))}
          </div>
          {problem && (
            <div className="mt-4">
              <FormMessage tone="error">{problem}</FormMessage>
            </div>
          )}
          {saved && (
            <div className="mt-4">
              <FormMessage tone="success">Saved. The next daily run keeps data this long.</FormMessage>
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save Retention"}
            </Button>
            <p className="text-sm text-stone-600">
              {answer.isDefault ? "These are the defaults." : answer.updatedAt ? `Last saved ${formatDateTime(answer.updatedAt)}.` : ""}{" "}
              {answer.lastRun ? `Last run ${formatDateTime(answer.lastRun.at)}: ${answer.lastRun.erased} records erased.` : "The daily job has not run yet."}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
