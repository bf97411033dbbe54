// The team's own words on a chat (issue 30): internal notes, which the visitor never sees, and labels from the team's
// list. The transcript and the live chat's side panel use the same pieces; admins keep the list on Conversations.
import { useId, useState, type FormEvent } from "react";
import { LABEL_LIMITS, NOTE_LIMITS, type ChatNote } from "../../../../shared/schemas/chat-notes.ts";
import { Button } from "../../../components/ui/button.tsx";
import { FormMessage } from "../../auth/form-parts.tsx";
import { formatDateTime } from "../data/format.ts";
import { useAsync } from "../data/use-async.ts";
import { addLabel, addNote, fetchLabels, fetchNotes, removeLabel, setChatLabels } from "./conversations-api.ts";

const message = (err: unknown) => (err instanceof Error ? err.message : "Something went wrong. Try again.");

/** A label as a chip. */
export function LabelChip({ name }: { name: string }) {
  return <span className="inline-flex rounded-full border border-violet-200 bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900">{name}</span>;
}

/** Writes an internal note; `onAdded` gets it once the server has kept it. */
export function NoteComposer({ chatId, onAdded }: { chatId: string; onAdded: (note: ChatNote) => void }) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      const note = await addNote(chatId, text);
      setText("");
      onAdded(note);
    } catch (err) {
      setProblem(message(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-2" noValidate>
      <label htmlFor={id} className="field-label">
        Internal note <span className="font-normal text-stone-600">(only the team sees it)</span>
      </label>
      <textarea id={id} className="field-input min-h-16 border-dashed border-amber-400 bg-amber-50/60" value={text} maxLength={NOTE_LIMITS.textMax} onChange={(e) => setText(e.target.value)} />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <Button type="submit" variant="outline" disabled={busy || !text.trim()}>
        {busy ? "Adding..." : "Add note"}
      </Button>
    </form>
  );
}

/** The notes of a live chat, oldest first. */
export function NoteList({ notes }: { notes: ChatNote[] }) {
  if (!notes.length) return <p className="text-sm text-stone-600">No notes yet.</p>;
  return (
    <ol aria-label="Internal notes, oldest first" className="space-y-2">
      {notes.map((n) => (
        <li key={n.id} className="rounded-lg border border-dashed border-amber-400 bg-amber-50 px-3 py-2 text-sm">
          <p className="text-xs text-stone-600">
            <span className="font-semibold text-stone-800">{n.authorName}</span> · <time dateTime={n.at}>{formatDateTime(n.at)}</time>
          </p>
          <p className="mt-0.5 break-words whitespace-pre-wrap text-stone-900">{n.text}</p>
        </li>
      ))}
    </ol>
  );
}

/** A live chat's notes and the way to add one: the console's side panel. */
export function ChatNotes({ chatId }: { chatId: string }) {
  const { data, error, reload } = useAsync(() => fetchNotes(chatId), [chatId]);
  return (
    <section aria-label="Internal notes" className="space-y-2 border-t border-stone-200 pt-3">
      <h5 className="font-semibold text-stone-900">Team notes</h5>
      {error && (
        <p className="text-red-700">
          The notes could not be loaded: {error}{" "}
          <button type="button" onClick={reload} className="font-semibold text-brand-800 underline">
            Try again
          </button>
        </p>
      )}
      {data && <NoteList notes={data} />}
      <NoteComposer chatId={chatId} onAdded={reload} />
    </section>
  );
}

/** A chat's labels, and a way to change them from the team's list. */
export function ChatLabels({ chatId, labels, onChange }: { chatId: string; labels: string[]; onChange: (labels: string[]) => void }) {
  const [editing, setEditing] = useState(false);
  const [chosen, setChosen] = useState<string[]>(labels);
  const [problem, setProblem] = useState<string>();
  const list = useAsync(() => (editing ? fetchLabels() : Promise.resolve(undefined)), [editing]);
  const save = async () => {
    setProblem(undefined);
    try {
      onChange(await setChatLabels(chatId, chosen));
      setEditing(false);
    } catch (err) {
      setProblem(message(err));
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">Labels</span>
        {labels.length ? labels.map((l) => <LabelChip key={l} name={l} />) : <span className="text-sm text-stone-600">None</span>}
        {!editing && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setChosen(labels);
              setEditing(true);
            }}
          >
            Change labels
          </Button>
        )}
      </div>
      {editing && (
        <fieldset className="rounded-lg border border-stone-200 p-3">
          <legend className="px-1 text-sm font-semibold text-stone-800">The team&apos;s labels (up to {LABEL_LIMITS.perChat})</legend>
          {list.error && <FormMessage tone="error">{list.error}</FormMessage>}
          {list.data && list.data.length === 0 && <p className="text-sm text-stone-600">The list is empty: an admin adds labels on the Conversations screen.</p>}
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {list.data?.map((l) => (
              <label key={l.name} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.some((c) => c.toLowerCase() === l.name.toLowerCase())}
                  onChange={(e) => setChosen(e.target.checked ? [...chosen, l.name] : chosen.filter((c) => c.toLowerCase() !== l.name.toLowerCase()))}
                />
                {l.name}
              </label>
            ))}
          </div>
          {problem && <FormMessage tone="error">{problem}</FormMessage>}
          <div className="mt-3 flex gap-2">
            <Button size="sm" onClick={() => void save()}>
              Save labels
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** The team's list of labels, for admins: add one, or delete one (it leaves every chat). */
export function LabelManager({ version, onChange }: { version: number; onChange: () => void }) {
  const id = useId();
  const { data, error, reload } = useAsync(() => fetchLabels(), [version]);
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string>();
  const act = async (work: () => Promise<unknown>) => {
    setProblem(undefined);
    try {
      await work();
      reload();
      onChange();
    } catch (err) {
      setProblem(message(err));
    }
  };
  return (
    <details className="card p-4">
      <summary className="cursor-pointer font-semibold text-stone-900">Labels the team uses ({data?.length ?? 0})</summary>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <ul className="mt-3 flex flex-wrap gap-2">
        {data?.map((l) => (
          <li key={l.name} className="inline-flex items-center gap-1.5">
            <LabelChip name={l.name} />
            <span className="text-xs text-stone-600">{l.chats} chats</span>
            <Button size="sm" variant="outline" aria-label={`Delete the label ${l.name}`} onClick={() => void act(() => removeLabel(l.name))}>
              Delete
            </Button>
          </li>
        ))}
      </ul>
      <form
        className="mt-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void act(async () => {
            await addLabel(name);
            setName("");
          });
        }}
      >
        <div>
          <label htmlFor={id} className="field-label">
            New label
          </label>
          <input id={id} className="field-input" value={name} maxLength={LABEL_LIMITS.nameMax} onChange={(e) => setName(e.target.value)} />
        </div>
        <Button type="submit" disabled={!name.trim()}>
          Add label
        </Button>
      </form>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
    </details>
  );
}
