// Asks for a link's address before the toolbar wraps the selected text in it.
import { useEffect, useRef, useState } from "react";
import { EditorDialog } from "./editor-dialog.tsx";
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

  function submit() {
    const problem = linkProblem(href);
    setError(problem ?? undefined);
    if (problem) return;
    onLink(href.trim());
    setHref("");
  }

  return (
    <EditorDialog submitText="Add Link" open={open} onClose={close} title="Add a link" description="The selected text becomes the link." onSubmit={submit}>
      <EditorField label="Address" hint="A web page (https://…), an e-mail (mailto:…) or a page of this site (/find-clinic)." error={error}>
        {(control) => <input {...control} ref={input} type="text" inputMode="url" autoComplete="off" className="field-input" value={href} onChange={(e) => setHref(e.target.value)} />}
      </EditorField>
    </EditorDialog>
  );
}
