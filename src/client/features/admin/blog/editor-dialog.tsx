// A dialog with a form of its own, opened from the post editor (a link, a link card, a picture). It is put in the
// page's body, not inside the post's <form> (a form may not hold another form), and its submit goes no further than
// its own form: in React's tree it still sits inside the post's form, which would otherwise take it and save the post.
import type { ComponentProps, FormEvent, ReactNode } from "react";
import { createPortal } from "react-dom";
import { Dialog } from "../../../components/ui/dialog.tsx";

type Props = Omit<ComponentProps<typeof Dialog>, "children"> & { onSubmit: () => void; children: ReactNode };

export function EditorDialog({ onSubmit, children, ...dialog }: Props) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    onSubmit();
  };
  return createPortal(
    <Dialog {...dialog}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {children}
      </form>
    </Dialog>,
    document.body,
  );
}
