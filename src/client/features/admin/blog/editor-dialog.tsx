// A dialog with a form of its own, opened from the post editor (a link, a link card, a picture). It is put in the
// page's body, not inside the post's <form> (a form may not hold another form), and its submit goes no further than
// its own form: in React's tree it still sits inside the post's form, which would otherwise take it and save the post.
// It ends with the dialogs' one pair of buttons: Cancel (closes it) and the submit button.
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";

type Props = Omit<ComponentProps<typeof Dialog>, "children"> & {
  onSubmit: () => void;
  /** The submit button's text, e.g. "Add Link". */
  submitText: string;
  /** Disables the submit button (an upload under way). */
  busy?: boolean;
  children: ReactNode;
};

export function EditorDialog({ onSubmit, submitText, busy, children, ...dialog }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    onSubmit();
  };
  return createPortal(
    <Dialog {...dialog}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {children}
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={dialog.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {submitText}
          </Button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
