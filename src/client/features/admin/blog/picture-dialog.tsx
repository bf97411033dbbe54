// Chooses an uploaded picture, or uploads a new one, for the article's body (with its description for people who
// cannot see it) or as the post's cover.
import { useEffect, useId, useState } from "react";
import type { Upload } from "../../../../shared/schemas/blog.ts";
import { FormProblem } from "../../../components/ui/form-problem.tsx";
import { EditorDialog } from "./editor-dialog.tsx";
import { EditorField } from "./editor-field.tsx";
import { UploadGrid } from "./upload-grid.tsx";
import { UPLOAD_TYPES, useUploads } from "./use-uploads.ts";

interface Props {
  open: boolean;
  onClose: () => void;
  onChoose: (upload: Upload, alt: string) => void;
  /** Ask for the picture's description (alt text): pictures in the article need one, a cover does not. */
  withAlt: boolean;
  title: string;
}

export function PictureDialog({ open, onClose, onChoose, withAlt, title }: Props) {
  const { uploads, error, busy, upload } = useUploads(open);
  const [chosen, setChosen] = useState<Upload>();
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<string>();
  const fileId = useId();

  useEffect(() => {
    if (!open) {
      setChosen(undefined);
      setAlt("");
      setProblem(undefined);
    }
  }, [open]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    const added = await upload(file);
    if (added) setChosen(added);
  }

  function submit() {
    if (!chosen) return setProblem("Please choose a picture, or upload one.");
    if (withAlt && !alt.trim()) return setProblem("Please describe the picture for readers who cannot see it.");
    onChoose(chosen, alt.trim());
  }

  return (
    <EditorDialog submitText={withAlt ? "Insert Picture" : "Use Picture"} busy={busy} open={open} onClose={onClose} title={title} size="xl" description="JPEG, PNG or WebP up to 10 MB. Location and camera details are removed." onSubmit={submit}>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={fileId} className="inline-flex cursor-pointer items-center rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-harvest-400">
          Upload a Picture
          <input
            id={fileId}
            type="file"
            accept={UPLOAD_TYPES.join(",")}
            className="sr-only"
            disabled={busy}
            onChange={(e) => {
              void onFile(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        <p className="text-sm text-stone-600" aria-live="polite">
          {busy ? "Uploading and preparing the sizes..." : ""}
        </p>
      </div>
      {error && <FormProblem>{error}</FormProblem>}
      <UploadGrid uploads={uploads} value={chosen?.url ?? ""} onChange={setChosen} name="dialog-picture" />
      {withAlt && (
        <EditorField label="Description (alt text)" hint="What the picture shows, for readers who cannot see it: “A farmer holding a soil core”.">
          {(c) => <input {...c} className="field-input" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />}
        </EditorField>
      )}
      {problem && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {problem}
        </p>
      )}
    </EditorDialog>
  );
}
