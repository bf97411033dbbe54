// Hand a chat over (issue 14): to another online agent, who gets it with the whole transcript, or back to the queue
// for any agent. The visitor reads a line saying so.
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { FormProblem } from "../../components/ui/form-problem.tsx";
import { useAnswering } from "./answering-context.tsx";
import { NOTE_LIMITS } from "../../../shared/schemas/chat-notes.ts";

const QUEUE = "queue";

export function TransferDialog({ open, sessionId, visitorName, onClose }: { open: boolean; sessionId: string; visitorName: string; onClose: () => void }) {
  const answering = useAnswering();
  const id = useId();
  const [choice, setChoice] = useState<string>(QUEUE);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const reloadTeam = answering?.reloadTeam;
  useEffect(() => {
    if (!open) return;
    setError(undefined);
    setChoice(QUEUE);
    setNote("");
    reloadTeam?.();
  }, [open, reloadTeam]);
  if (!answering) return null;
  const agents = answering.team?.agents.filter((a) => a.online && a.id !== answering.me) ?? [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await answering.live.transfer(sessionId, choice === QUEUE ? null : choice, note.trim() || null);
      onClose();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={`Transfer the chat with ${visitorName}`} description="They get the whole chat; the visitor is told who answers now.">
      <form onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="field-label">Hand it to</legend>
          <div className="mt-1 space-y-2">
            {agents.map((a) => (
              <label key={a.id} className="flex items-start gap-2">
                <input type="radio" name={`${id}-to`} value={a.id} checked={choice === a.id} onChange={() => setChoice(a.id)} className="mt-1.5" />
                <span>
                  {a.name} <span className="text-sm text-stone-600">(online)</span>
                </span>
              </label>
            ))}
            <label className="flex items-start gap-2">
              <input type="radio" name={`${id}-to`} value={QUEUE} checked={choice === QUEUE} onChange={() => setChoice(QUEUE)} className="mt-1.5" />
              <span>
                Back to the queue <span className="text-sm text-stone-600">(the next free agent takes it)</span>
              </span>
            </label>
          </div>
          {agents.length === 0 && <p className="mt-2 text-sm text-stone-600">No other agent is online now.</p>}
        </fieldset>
        <div>
          <label htmlFor={`${id}-note`} className="field-label">
            Note for the next agent <span className="font-normal text-stone-600">(optional; the visitor never sees it)</span>
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={NOTE_LIMITS.textMax}
            rows={3}
            onChange={(e) => setNote(e.target.value)}
            placeholder="What the visitor needs, what you have told them"
            className="field-input mt-1"
          />
        </div>
        {error && <FormProblem>{error}</FormProblem>}
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Transferring..." : "Transfer"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
