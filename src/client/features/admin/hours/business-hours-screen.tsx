// /admin/hours (issue 26): the team's business hours, in India time. Opening hours per weekday (a day may be closed,
// and Monday's hours can be copied to the other weekdays) and holidays. Outside these hours the chat widget tells
// visitors when the team is back and offers the assistant and a call-back.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { TEAM_TIME_ZONE, type BusinessHours, type DayHours, type Holiday, type HoursAvailability } from "../../../../shared/business-hours.ts";
import { BUSINESS_HOURS_API, BUSINESS_HOURS_LIMITS, WEEKDAY_NAMES, businessHoursSchema, hoursProblem, type BusinessHoursAnswer } from "../../../../shared/schemas/business-hours.ts";
import { Button } from "../../../components/ui/button.tsx";
import { adminApi } from "../../../lib/admin-api.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { FormMessage } from "../../auth/form-parts.tsx";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";

const IST: Intl.DateTimeFormatOptions = { timeZone: TEAM_TIME_ZONE };
const when = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { ...IST, weekday: "long", day: "numeric", month: "long", hour: "numeric", minute: "2-digit" }).format(new Date(iso));
const dateWords = (date: string) => new Intl.DateTimeFormat("en-IN", { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" }).format(new Date(`${date}T00:00:00Z`));
/** Today's India date, "2026-12-07". */
const todayInIndia = () => new Intl.DateTimeFormat("en-CA", { ...IST, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());

function NowLine({ now }: { now: HoursAvailability }) {
  return (
    <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-800 ring-1 ring-stone-200">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${now.open ? "bg-brand-600" : "bg-stone-400"}`} />
      {now.open ? "Open now" : now.nextOpenAt ? `Closed now. Open again ${when(now.nextOpenAt)} IST` : "Closed: no day has opening hours"}
    </p>
  );
}

const dayInput = "field-input w-full sm:w-36";

function DayRow({ day, index, idBase, invalid, onChange }: { day: DayHours; index: number; idBase: string; invalid: string | null; onChange: (d: DayHours) => void }) {
  const name = WEEKDAY_NAMES[day.day];
  const open = day.open !== null;
  const fieldId = (part: "open" | "close") => `${idBase}-week-${index}-${part}`;
  return (
    <fieldset className="grid gap-3 border-b border-stone-200 py-3 last:border-b-0 sm:grid-cols-[9rem_8rem_1fr] sm:items-center">
      <legend className="sr-only">{name}</legend>
      <span aria-hidden="true" className="font-semibold text-stone-900">
        {name}
      </span>
      <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={open}
          aria-label={`Open on ${name}`}
          onChange={(e) => onChange(e.target.checked ? { ...day, open: "09:00", close: "18:00" } : { ...day, open: null, close: null })}
        />
        <span aria-hidden="true">Open</span>
      </label>
      {open ? (
        <div className="flex flex-wrap items-end gap-3">
          {(["open", "close"] as const).map((part) => (
            <div key={part} className="min-w-32 flex-1 sm:flex-none">
              <label htmlFor={fieldId(part)} className="field-label">
                <span className="sr-only">{name} </span>
                {part === "open" ? "Opens" : "Closes"}
              </label>
              <input
                id={fieldId(part)}
                type="time"
                required
                className={dayInput}
                value={day[part] ?? ""}
                aria-invalid={invalid === part || undefined}
                onChange={(e) => onChange({ ...day, [part]: e.target.value || null })}
              />
            </div>
          ))}
        </div>
      ) : (
        <p className="text-sm text-stone-600">Closed all day</p>
      )}
    </fieldset>
  );
}

function HolidayList({ holidays, onRemove }: { holidays: Holiday[]; onRemove: (date: string) => void }) {
  const today = todayInIndia();
  if (!holidays.length) return <p className="text-sm text-stone-600">No holidays yet.</p>;
  return (
    <ul aria-label="Holidays" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
      {holidays.map((h) => (
        <li key={h.date} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
          <span className="text-sm text-stone-800">
            <time dateTime={h.date} className="font-semibold">
              {dateWords(h.date)}
            </time>
            {h.name && <span> · {h.name}</span>}
            {h.date < today && <span className="text-stone-600"> (past)</span>}
          </span>
          <Button size="sm" variant="ghost" onClick={() => onRemove(h.date)} aria-label={`Remove the holiday on ${dateWords(h.date)}${h.name ? `, ${h.name}` : ""}`}>
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

function HoursForm({ answer, onSaved }: { answer: BusinessHoursAnswer; onSaved: (a: BusinessHoursAnswer) => void }) {
  const id = useId();
  const [hours, setHours] = useState<BusinessHours>(answer.hours);
  const [newDate, setNewDate] = useState("");
  const [newName, setNewName] = useState("");
  const [problem, setProblem] = useState<{ message: string; field: string } | null>(null);
  const [holidayProblem, setHolidayProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemRef = useRef<HTMLDivElement>(null);

  const setDay = (i: number, d: DayHours) => setHours((h) => ({ ...h, week: h.week.map((x, j) => (j === i ? d : x)) }));
  const copyMonday = () =>
    setHours((h) => {
      const mon = h.week[0]!;
      return { ...h, week: h.week.map((d) => (["tue", "wed", "thu", "fri"].includes(d.day) ? { ...d, open: mon.open, close: mon.close } : d)) };
    });

  const addHoliday = (e: FormEvent) => {
    e.preventDefault();
    const date = newDate.trim();
    if (!date) return setHolidayProblem("Choose the holiday's date.");
    if (hours.holidays.some((h) => h.date === date)) return setHolidayProblem(`${dateWords(date)} is already a holiday.`);
    const next = { ...hours, holidays: [...hours.holidays, { date, name: newName.trim() }] };
    const parsed = businessHoursSchema.safeParse(next);
    if (!parsed.success) {
      const p = hoursProblem(parsed.error, next);
      if (p.field.startsWith("holidays")) return setHolidayProblem(p.message.replace(/^Holiday \d+ /, "This holiday "));
    }
    setHolidayProblem(null);
    setHours({ ...next, holidays: [...next.holidays].sort((a, b) => a.date.localeCompare(b.date)) });
    setNewDate("");
    setNewName("");
  };

  const focusField = (field: string) => {
    const m = /^week\.(\d)\.(open|close)$/.exec(field);
    const el = m ? document.getElementById(`${id}-week-${m[1]}-${m[2]}`) : null;
    (el ?? problemRef.current)?.focus();
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const parsed = businessHoursSchema.safeParse(hours);
    if (!parsed.success) {
      const p = hoursProblem(parsed.error, hours);
      setProblem(p);
      requestAnimationFrame(() => focusField(p.field));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const answer = await adminApi.put<BusinessHoursAnswer>(BUSINESS_HOURS_API, parsed.data);
      setHours(answer.hours);
      setSaved("Saved. The chat widget uses these hours from now on.");
      onSaved(answer);
    } catch (err) {
      const p = { message: (err as Error).message, field: err instanceof ApiError ? (err.field ?? "") : "" };
      setProblem(p);
      requestAnimationFrame(() => focusField(p.field));
    } finally {
      setBusy(false);
    }
  };

  const invalidPart = (i: number) => {
    const m = problem && /^week\.(\d)\.(open|close)$/.exec(problem.field);
    return m && Number(m[1]) === i ? m[2]! : null;
  };

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[3fr_2fr]">
      <form onSubmit={save} noValidate aria-labelledby={`${id}-week`} className="card">
        <h2 id={`${id}-week`} className="heading-3 text-stone-900">
          Opening hours
        </h2>
        <p className="mt-1 text-sm text-stone-600">India time (IST). Tick a day to open it; untick it to close it all day.</p>
        <div ref={problemRef} tabIndex={-1} className="mt-4 outline-none">
          {problem && <FormMessage tone="error">{problem.message}</FormMessage>}
          {saved && <FormMessage tone="success">{saved}</FormMessage>}
        </div>
        <div className="mt-2">
          {hours.week.map((d, i) => (
            <DayRow key={d.day} day={d} index={i} idBase={id} invalid={invalidPart(i)} onChange={(next) => setDay(i, next)} />
          ))}
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Hours"}
          </Button>
          <Button variant="outline" onClick={copyMonday} disabled={busy}>
            Use Monday's hours for Tuesday to Friday
          </Button>
        </div>
        <p className="mt-3 text-sm text-stone-600">Holidays are saved with the hours.</p>
      </form>

      <section aria-labelledby={`${id}-holidays`} className="card">
        <h2 id={`${id}-holidays`} className="heading-3 text-stone-900">
          Holidays
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-600">Closed all day on these dates, whatever the weekday. Save Hours to keep a change.</p>
        <HolidayList holidays={hours.holidays} onRemove={(date) => setHours((h) => ({ ...h, holidays: h.holidays.filter((x) => x.date !== date) }))} />
        <form onSubmit={addHoliday} noValidate aria-label="Add a holiday" className="mt-4 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-new-date`} className="field-label">
              Date
            </label>
            <input
              id={`${id}-new-date`}
              type="date"
              className="field-input"
              min="2000-01-01"
              max="2099-12-31"
              value={newDate}
              aria-invalid={holidayProblem ? true : undefined}
              aria-describedby={holidayProblem ? `${id}-holiday-problem` : undefined}
              onChange={(e) => setNewDate(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-new-name`} className="field-label">
              Name (optional)
            </label>
            <input id={`${id}-new-name`} className="field-input" maxLength={BUSINESS_HOURS_LIMITS.holidayNameMax} placeholder="Diwali" value={newName} onChange={(e) => setNewName(e.target.value)} />
          </div>
          {holidayProblem && (
            <p id={`${id}-holiday-problem`} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
              {holidayProblem}
            </p>
          )}
          <div className="sm:col-span-2">
            <Button type="submit" variant="outline" size="sm">
              Add Holiday
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}

export default function BusinessHoursScreen() {
  const { data, error, loading, reload } = useAsync(() => adminApi.get<BusinessHoursAnswer>(BUSINESS_HOURS_API), []);
  const [answer, setAnswer] = useState<BusinessHoursAnswer>();
  useEffect(() => {
    if (data) setAnswer(data);
  }, [data]);
  return (
    <>
      <h1 className="heading-2 text-stone-900">Business Hours</h1>
      <p className="mt-2 max-w-3xl text-stone-600">
        When the team answers live chat, in India time. Outside these hours, and on holidays, the chat widget tells visitors when you are back (in
        their language) and offers the assistant and a call-back. Inside them, with nobody online, it says that no one is online right now.
      </p>
      {answer && <NowLine now={answer.now} />}
      {answer?.isDefault && (
        <p className="mt-3 max-w-3xl text-sm text-stone-600">These are the default hours, the ones the Contact page states. Save to set your own.</p>
      )}
      {answer && !answer.isDefault && answer.updatedAt && (
        <p className="mt-3 text-sm text-stone-600">
          Last saved {when(answer.updatedAt)} IST{answer.updatedBy ? ` by ${answer.updatedBy}` : ""}.
        </p>
      )}
      <p className="mt-1 max-w-3xl text-sm text-stone-600">
        The working hours written on the Contact page, the legal pages and the PDF guides do not change with this screen.
      </p>
      {error && !answer && <LoadError what="The business hours" message={error} onRetry={reload} />}
      {loading && !answer && <p className="mt-6 text-stone-600">Loading...</p>}
      {answer && <HoursForm answer={answer} onSaved={setAnswer} />}
    </>
  );
}
