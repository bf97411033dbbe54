// /admin/people, "Personal data" (issue 27, India's DPDP Act): find everything held about a person by e-mail or phone,
// download it (JSON or a page to read), erase it after a confirmation that names what goes; and how long leads,
// conversations and spam are kept before the daily job erases them.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { PERSON_KINDS, PERSON_KIND_LABELS, type ErasureAnswer, type PersonCounts, type PersonRecord } from "../../../../shared/schemas/personal-data.ts";
import { formatPhone } from "../../../../shared/schemas/phone.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { FormMessage } from "../../auth/form-parts.tsx";
import { formatDateTime } from "../data/format.ts";
import { saveBlob } from "../data/save-blob.ts";
import { erasePerson, exportPerson, findPerson, type PersonBy } from "./people-api.ts";
import { RetentionSection } from "./retention-section.tsx";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** "Leads (forms and chat starts): 2; Chats: 1": the kinds with any. */
function countsInWords(counts: PersonCounts): string {
  const parts = PERSON_KINDS.filter((k) => counts[k] > 0).map((k) => `${PERSON_KIND_LABELS[k]}: ${counts[k]}`);
  return parts.length ? parts.join("; ") : "nothing";
}

function CountsTable({ counts }: { counts: PersonCounts }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm sm:max-w-md">
      {PERSON_KINDS.map((k) => (
        <div key={k} className="contents">
          <dt className="text-stone-700">{PERSON_KIND_LABELS[k]}</dt>
          <dd className="text-right font-semibold tabular-nums text-stone-900">{counts[k]}</dd>
        </div>
      ))}
    </dl>
  );
}

function HeldLists({ record }: { record: PersonRecord }) {
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <section aria-label="Leads" className="min-w-0">
        <h3 className="font-semibold text-stone-900">Leads ({record.leads.length})</h3>
        <ul className="mt-2 space-y-2 text-sm">
          {record.leads.map((l) => (
            <li key={l.id} className="rounded-lg border border-stone-200 bg-white p-3 break-words">
              <span className="font-semibold">{l.name}</span> · {l.source.replace(/_/g, " ")}
              {l.callbackAt && " · call-back"}
              {l.spam && " · spam"}
              <br />
              <span className="text-stone-600">
                {[l.email, l.phone].filter(Boolean).join(" · ")} · {formatDateTime(l.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Chats" className="min-w-0">
        <h3 className="font-semibold text-stone-900">Chats ({record.chats.length})</h3>
        <ul className="mt-2 space-y-2 text-sm">
          {record.chats.map((c) => (
            <li key={c.id} className="rounded-lg border border-stone-200 bg-white p-3 break-words">
              <span className="font-semibold">{formatDateTime(c.createdAt)}</span> · {c.status}
              <br />
              <span className="text-stone-600">
                {plural(c.messages.length, "message")}
                {c.photos.length ? `, ${plural(c.photos.length, "photo")}` : ""}
                {c.rating ? `, rated ${c.rating.rating}` : ""}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="E-mails" className="min-w-0">
        <h3 className="font-semibold text-stone-900">E-mails ({record.emails.length})</h3>
        <ul className="mt-2 space-y-2 text-sm">
          {record.emails.map((e) => (
            <li key={e.id} className="rounded-lg border border-stone-200 bg-white p-3 break-words">
              <span className="font-semibold">{e.subject}</span>
              <br />
              <span className="text-stone-600">
                to {e.to} · {e.status} · {formatDateTime(e.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function PeopleScreen() {
  const id = useId();
  const [by, setBy] = useState<PersonBy>("email");
  const [value, setValue] = useState("");
  const [asked, setAsked] = useState<{ by: PersonBy; value: string } | null>(null);
  const [record, setRecord] = useState<PersonRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<ErasureAnswer | null>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  // A new answer takes the focus, so a screen reader reads it next.
  useEffect(() => {
    if (record) resultRef.current?.focus();
  }, [record]);

  async function find(e?: FormEvent, next = { by, value: value.trim() }) {
    e?.preventDefault();
    setErased(null);
    if (!next.value) return setProblem(next.by === "email" ? "Write the person's e-mail address." : "Write the person's phone number.");
    setBusy(true);
    setProblem(null);
    try {
      const found = await findPerson(next.by, next.value);
      setRecord(found);
      setAsked(next);
    } catch (err) {
      setRecord(null);
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function download(format: "json" | "html") {
    if (!asked) return;
    setProblem(null);
    try {
      const { blob, name } = await exportPerson(asked.by, asked.value, format);
      saveBlob(blob, name);
    } catch (err) {
      console.error(err);
      setProblem(`The download failed: ${(err as Error).message}`);
    }
  }

  // The contact detail as the server read it: the e-mail lower-cased, the phone written for people.
  const who = record ? (record.query.email ?? formatPhone(record.query.phone ?? "")) : (asked?.value ?? "");
  return (
    <>
      <h1 className="heading-2 text-stone-900">Personal data</h1>
      <p className="mt-2 max-w-3xl text-stone-600">
        Under India's Digital Personal Data Protection Act a person may ask what the site holds about them, for a copy, and for it to be erased. Find
        them by the e-mail address or phone number they gave: every lead, chat, photo and e-mail about them is listed. An erasure keeps only a record
        that it happened (when, by whom, how many records), nothing about the person.
      </p>

      <form onSubmit={(e) => void find(e)} noValidate className="card mt-6 max-w-3xl" aria-labelledby={`${id}-find`}>
        <h2 id={`${id}-find`} className="heading-3 text-stone-900">
          Find a person
        </h2>
        <fieldset className="mt-3">
          <legend className="field-label">Find by</legend>
          <div className="flex flex-wrap gap-4">
            {(["email", "phone"] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2 text-stone-800">
                <input type="radio" name={`${id}-by`} className="size-5 accent-brand-700" checked={by === option} onChange={() => setBy(option)} />
                {option === "email" ? "E-mail address" : "Phone number"}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor={`${id}-value`} className="field-label">
              {by === "email" ? "The person's e-mail address" : "The person's phone number"}
            </label>
            <input
              id={`${id}-value`}
              className="field-input"
              type={by === "email" ? "email" : "tel"}
              autoComplete="off"
              placeholder={by === "email" ? "name@example.in" : "98765 43210"}
              value={value}
              aria-invalid={problem && !record ? true : undefined}
              onChange={(e) => setValue(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? "Finding..." : "Find"}
          </Button>
        </div>
        {problem && (
          <div className="mt-4">
            <FormMessage tone="error">{problem}</FormMessage>
          </div>
        )}
        {erased && (
          <div className="mt-4">
            <FormMessage tone="success">
              Erased. {countsInWords(erased.counts)}. The erasure record keeps only the time, you, and these counts.
            </FormMessage>
          </div>
        )}
      </form>

      {record && asked && (
        <section className="card mt-6" aria-labelledby={`${id}-held`}>
          <h2 id={`${id}-held`} ref={resultRef} tabIndex={-1} className="heading-3 text-stone-900 outline-none">
            {record.found ? `What is held about ${who}` : `Nothing is held about ${who}`}
          </h2>
          {record.found ? (
            <>
              <div className="mt-4">
                <CountsTable counts={record.counts} />
              </div>
              {(record.otherContacts.emails.length > 0 || record.otherContacts.phones.length > 0) && (
                <p className="mt-4 text-sm text-stone-700">
                  These records also name {[...record.otherContacts.emails, ...record.otherContacts.phones].join(", ")}. Records under those alone are not
                  listed here: find them too if they are the same person.
                </p>
              )}
              <div className="mt-5 flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => void download("json")}>
                  Download JSON
                </Button>
                <Button variant="outline" onClick={() => void download("html")}>
                  Download HTML page
                </Button>
                <Button variant="danger" onClick={() => setConfirming(true)}>
                  Erase everything
                </Button>
              </div>
              <HeldLists record={record} />
            </>
          ) : (
            <p className="mt-2 text-stone-600">No lead, chat or e-mail names this {asked.by === "email" ? "e-mail address" : "phone number"}. There is nothing to export or erase.</p>
          )}
        </section>
      )}

      <ConfirmDialog
        open={confirming}
        title="Erase this person's data"
        description={`Erase everything held about ${who}?`}
        confirmText="Erase for good"
        busyText="Erasing..."
        failureText="The erasure failed"
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          if (!asked) return;
          const answer = await erasePerson(asked.by, asked.value);
          setConfirming(false);
          setRecord(null);
          setErased(answer);
        }}
      >
        {record && (
          <>
            <p>This erases, for good, from the database, the search, the outbox and the photo folder:</p>
            <ul className="mt-2 list-disc pl-6">
              {PERSON_KINDS.filter((k) => record.counts[k] > 0).map((k) => (
                <li key={k}>
                  {PERSON_KIND_LABELS[k]}: {record.counts[k]}
                </li>
              ))}
            </ul>
            <p className="mt-2">This cannot be undone. Download a copy first if the person asked for one.</p>
          </>
        )}
      </ConfirmDialog>

      <RetentionSection />
    </>
  );
}
