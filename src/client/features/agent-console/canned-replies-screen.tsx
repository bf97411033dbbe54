// /admin/chat/replies (issue 14): the team's canned replies, one list for everyone. Add, change or delete a reply;
// agents insert one in a chat by typing "/" and its shortcut, or from the Replies button beside the reply box.
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { CANNED_LIMITS, CANNED_VARIABLES, type CannedReply } from "../../../shared/schemas/chat-answering-constants.ts";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormProblem } from "../../components/ui/form-problem.tsx";
import { LoadError } from "../admin/data/load-error.tsx";
import { CONSOLE_PATH } from "../admin/presence-context.tsx";
import { useRole } from "../admin/role-access.ts";
import { createCannedReply, deleteCannedReply, fetchCannedReplies, updateCannedReply, type CannedReplyInput } from "./answering-api.ts";

const EMPTY: CannedReplyInput = { title: "", shortcut: "", body: "" };

function ReplyForm({ initial, onSave, onCancel }: { initial: CannedReplyInput; onSave: (input: CannedReplyInput) => Promise<void>; onCancel: () => void }) {
  const id = useId();
  const [input, setInput] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const set = (field: keyof CannedReplyInput) => (e: { target: { value: string } }) => setInput((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSave(input);
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <label htmlFor={`${id}-title`} className="field-label">
          Title
        </label>
        <input id={`${id}-title`} required maxLength={CANNED_LIMITS.titleMax} value={input.title} onChange={set("title")} className="field-input" />
      </div>
      <div>
        <label htmlFor={`${id}-shortcut`} className="field-label">
          Shortcut
        </label>
        <div className="flex items-center gap-1">
          <span aria-hidden="true" className="font-mono text-lg text-stone-600">
            /
          </span>
          <input
            id={`${id}-shortcut`}
            required
            maxLength={CANNED_LIMITS.shortcutMax}
            value={input.shortcut}
            onChange={set("shortcut")}
            aria-describedby={`${id}-shortcut-hint`}
            autoCapitalize="none"
            spellCheck={false}
            className="field-input font-mono"
          />
        </div>
        <p id={`${id}-shortcut-hint`} className="mt-1 text-sm text-stone-600">
          Letters, digits and dashes, such as price or soil-test. Agents type it after a slash.
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-body`} className="field-label">
          Text
        </label>
        <textarea id={`${id}-body`} required rows={5} maxLength={CANNED_LIMITS.bodyMax} value={input.body} onChange={set("body")} aria-describedby={`${id}-body-hint`} className="field-input" />
        <p id={`${id}-body-hint`} className="mt-1 text-sm text-stone-600">
          {Object.entries(CANNED_VARIABLES)
            .map(([name, what]) => `{${name}} becomes ${what}`)
            .join("; ")}
          .
        </p>
      </div>
      {error && <FormProblem>{error}</FormProblem>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save reply"}
        </Button>
      </div>
    </form>
  );
}

export default function CannedRepliesScreen() {
  const [replies, setReplies] = useState<CannedReply[]>();
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState<CannedReply | "new" | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const mayDelete = useRole() === "admin";
  const [notice, setNotice] = useState("");

  const load = useCallback(() => {
    setError(undefined);
    fetchCannedReplies().then(setReplies, (err: Error) => setError(err.message));
  }, []);
  useEffect(load, [load]);

  const save = async (input: CannedReplyInput) => {
    const saved = editing && editing !== "new" ? await updateCannedReply(editing.id, input) : await createCannedReply(input);
    setNotice(`Saved /${saved.shortcut}.`);
    setEditing(null);
    load();
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm">
            <Link to={CONSOLE_PATH} className="font-semibold text-brand-800 underline underline-offset-2">
              Live Chat
            </Link>
          </p>
          <h1 className="heading-2">Canned replies</h1>
          <p className="mt-1 max-w-2xl text-stone-600">
            Answers the whole team keeps ready. In a chat, type / and a shortcut in the reply box, or press Replies, to put one in; you can change it before you send it.
          </p>
        </div>
        <Button onClick={() => setEditing("new")}>Add a reply</Button>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {error && <LoadError what="The canned replies" message={error} onRetry={load} />}
      {replies && replies.length === 0 && (
        <div className="card py-10 text-center">
          <p className="font-semibold text-stone-900">No canned replies yet</p>
          <p className="mt-1 text-stone-600">Add the answers your team gives most often.</p>
        </div>
      )}
      {replies && replies.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {replies.map((r) => (
            <li key={r.id} className="card flex flex-col" data-reply={r.shortcut}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="heading-3 break-words">{r.title}</h2>
                <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-mono text-sm font-semibold text-brand-800">/{r.shortcut}</span>
              </div>
              <p className="mt-2 flex-1 text-sm break-words whitespace-pre-wrap text-stone-700">{r.body}</p>
              <div className="mt-4 flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(r)}>
                  Edit<span className="sr-only"> {r.title}</span>
                </Button>
                {/* Agents add and change replies; deleting one is for admins (issue 27). */}
                {mayDelete && (
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(r)}>
                    Delete<span className="sr-only"> {r.title}</span>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onClose={() => setEditing(null)} title={editing === "new" ? "Add a canned reply" : "Edit the canned reply"} size="lg">
        {editing !== null && (
          <ReplyForm
            key={editing === "new" ? "new" : editing.id}
            initial={editing === "new" ? EMPTY : { title: editing.title, shortcut: editing.shortcut, body: editing.body }}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this canned reply?"
        description={deleting ? `"${deleting.title}" (/${deleting.shortcut}) goes for the whole team.` : ""}
        confirmText="Delete"
        busyText="Deleting..."
        failureText="The reply could not be deleted"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteCannedReply(deleting.id);
          setNotice(`Deleted /${deleting.shortcut}.`);
          setDeleting(null);
          load();
        }}
      >
        Chats already sent keep their text.
      </ConfirmDialog>
    </div>
  );
}
