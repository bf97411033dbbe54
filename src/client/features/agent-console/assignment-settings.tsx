// Automatic assignment on the console (issue 30): admins switch it on and set how many chats each agent holds at once;
// agents read whether chats come to them by themselves.
import { useEffect, useId, useState, type FormEvent } from "react";
import { ASSIGNMENT_API, ASSIGNMENT_LIMITS, type AssignmentSettings as Settings } from "../../../shared/schemas/chat-assignment.ts";
import { adminApi } from "../../lib/admin-api.ts";
import { Button } from "../../components/ui/button.tsx";

export function AssignmentSettings({ canChange }: { canChange: boolean }) {
  const id = useId();
  const [saved, setSaved] = useState<Settings>();
  const [draft, setDraft] = useState<Settings>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string }>();

  useEffect(() => {
    adminApi.get<Settings>(ASSIGNMENT_API).then(
      (s) => {
        setSaved(s);
        setDraft(s);
      },
      (err: Error) => setMessage({ tone: "error", text: `The assignment setting could not be read: ${err.message}` }),
    );
  }, []);

  if (!saved || !draft) return message ? <p className="text-sm text-red-800">{message.text}</p> : null;
  const summary = saved.autoAssign
    ? `Waiting chats go to the online agents by turns, up to ${saved.capacity} each at a time. Anyone can still take a chat by hand.`
    : "Off: agents take waiting chats by hand.";

  if (!canChange) {
    return (
      <p className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm text-stone-700">
        <span className="font-semibold text-stone-900">Automatic assignment: </span>
        {summary}
      </p>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(undefined);
    try {
      const next = await adminApi.put<Settings>(ASSIGNMENT_API, draft);
      setSaved(next);
      setDraft(next);
      setMessage({ tone: "ok", text: "Saved." });
    } catch (err) {
      setMessage({ tone: "error", text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm">
      <h2 id={`${id}-h`} className="font-semibold text-stone-900">
        Automatic assignment
      </h2>
      <p className="mt-1 text-stone-600">{summary}</p>
      <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-2">
        <label className="flex cursor-pointer items-center gap-2 text-stone-800">
          <input type="checkbox" checked={draft.autoAssign} onChange={(e) => setDraft({ ...draft, autoAssign: e.target.checked })} className="h-4 w-4 accent-brand-700" />
          Hand waiting chats out automatically
        </label>
        <label className="flex items-center gap-2 text-stone-800">
          Chats per agent at once
          <input
            type="number"
            min={ASSIGNMENT_LIMITS.capacityMin}
            max={ASSIGNMENT_LIMITS.capacityMax}
            step={1}
            value={draft.capacity}
            onChange={(e) => setDraft({ ...draft, capacity: Number(e.target.value) })}
            className="field-input w-20 py-1"
          />
        </label>
        <Button type="submit" size="sm" disabled={busy || (draft.autoAssign === saved.autoAssign && draft.capacity === saved.capacity)}>
          {busy ? "Saving..." : "Save"}
        </Button>
      </div>
      {message && (
        <p role={message.tone === "error" ? "alert" : "status"} className={`mt-2 ${message.tone === "error" ? "text-red-800" : "text-brand-800"}`}>
          {message.text}
        </p>
      )}
    </form>
  );
}
