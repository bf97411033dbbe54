// Asks before an action that cannot be undone: Cancel, or confirm and run it, with a failure shown in the dialog.
import { useRef, useState, type ReactNode } from "react";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { FormProblem } from "./form-problem.tsx";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, read out when the dialog opens. */
  description: ReactNode;
  /** What happens, in a sentence or two. */
  children: ReactNode;
  confirmText: string;
  /** The confirm button's text while the action runs, e.g. "Deleting...". */
  busyText?: string;
  cancelText?: string;
  /** Starts the message shown when the action fails, e.g. "The post could not be deleted". */
  failureText?: string;
  onConfirm: () => void | Promise<void>;
  onClose: () => void;
  /**
   * Runs once the dialog has closed after the action succeeded, with the focus back at its opener (see Dialog's
   * afterClose): a screen whose opener goes with the action (a deleted row, an ended chat) moves the focus here.
   */
  afterConfirm?: () => void;
}

export function ConfirmDialog({ open, title, description, children, confirmText, busyText, cancelText = "Cancel", failureText, onConfirm, onClose, afterConfirm }: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmed = useRef(false);

  const close = () => {
    if (busy) return;
    setError(undefined);
    onClose();
  };

  async function confirm() {
    setBusy(true);
    setError(undefined);
    try {
      await onConfirm();
      confirmed.current = true;
    } catch (err) {
      console.error(err);
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      afterClose={() => {
        if (!confirmed.current) return;
        confirmed.current = false;
        afterConfirm?.();
      }}
      title={title}
      description={description}
    >
      <div className="text-stone-700">{children}</div>
      {error && <FormProblem className="mt-4">{failureText ?? "That did not work"}: {error}</FormProblem>}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={close} disabled={busy}>
          {cancelText}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
          {busy && busyText ? busyText : confirmText}
        </Button>
      </div>
    </Dialog>
  );
}
