// Asks for a link's address before the toolbar wraps the selected text in it.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { EditorField } from "./editor-field.tsx";
import { linkProblem } from "./html-format.ts";

export function LinkDialog({ open, onClose, onLink }: { open: boolean; onClose: () => void; onLink: (href: string) => void }) {
  const [href, setHref] = useState("");
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // The dialog has opened by now (its own effect runs first): start in the address box, not on the close button.
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = () => {
    setHref("");
    setError(undefined);
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    // The dialog sits inside the post's form in React's tree: its submit must not reach that form and save the post.
    e.stopPropagation();
    const problem = linkProblem(href);
    setError(problem ?? undefined);
    if (problem) return;
    onLink(href.trim());
    setHref("");
  }

  // In the page's body, not inside the post's <form>: a form may not hold another form.
  return createPortal(
    <Dialog open={open} onClose={close} title="Add a link" description="The selected text becomes the link.">
      <form onSubmit={submit} noValidate className="space-y-5">
        <EditorField label="Address" hint="A web page (https://…), an e-mail (mailto:…) or a page of this site (/find-clinic)." error={error}>
          {(control) => <input {...control} ref={input} type="text" inputMode="url" autoComplete="off" className="field-input" value={href} onChange={(e) => setHref(e.target.value)} />}
        </EditorField>
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Add Link</Button>
        </div>
      </form>
    </Dialog>,
    document.body,
  );
}
