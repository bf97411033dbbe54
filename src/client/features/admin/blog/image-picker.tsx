// A post's picture: an uploaded one, one of the illustrations drawn for the blog, none, or the path of another picture
// on this site.
import { useState } from "react";
import { blogIllustrations, UPLOADS_PATH } from "../../../../shared/schemas/blog-fields.ts";
import { Button } from "../../../components/ui/button.tsx";
import { EditorField } from "./editor-field.tsx";
import { PictureDialog } from "./picture-dialog.tsx";

const choices = [{ url: "", label: "No picture" }, ...blogIllustrations];

export function ImagePicker({ value, onChange, error }: { value: string; onChange: (url: string) => void; error?: string }) {
  const [choosing, setChoosing] = useState(false);
  const uploaded = value.startsWith(UPLOADS_PATH);
  const custom = !uploaded && !choices.some((c) => c.url === value);
  return (
    <fieldset className="space-y-4">
      <legend className="field-label">Picture</legend>
      <div className="flex flex-wrap items-center gap-3">
        {uploaded && <img src={value} alt="" width={320} height={180} className="aspect-video w-48 rounded-lg border-2 border-brand-700 bg-stone-100 object-cover" />}
        <Button variant="outline" size="sm" onClick={() => setChoosing(true)}>
          {uploaded ? "Change the Uploaded Picture" : "Upload or Choose a Picture"}
        </Button>
        {uploaded && <span className="text-sm text-stone-600">An uploaded picture is the cover.</span>}
      </div>
      {choosing && (
        <PictureDialog
          open
          withAlt={false}
          title="Choose the cover picture"
          onClose={() => setChoosing(false)}
          onChoose={(upload) => {
            setChoosing(false);
            onChange(upload.url);
          }}
        />
      )}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {choices.map((c) => {
          const checked = !custom && value === c.url;
          return (
            <label
              key={c.url || "none"}
              className={`block cursor-pointer rounded-xl border-2 p-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-harvest-400 ${
                checked ? "border-brand-700 bg-brand-50" : "border-stone-200 hover:border-stone-300"
              }`}
            >
              <input type="radio" name="post-picture" value={c.url} checked={checked} onChange={() => onChange(c.url)} className="sr-only" />
              {c.url ? (
                <img src={c.url} alt="" width={1200} height={675} className="aspect-video w-full rounded-lg bg-brand-50 object-cover" />
              ) : (
                <span className="flex aspect-video items-center justify-center rounded-lg bg-stone-100 text-sm text-stone-600" aria-hidden="true">
                  None
                </span>
              )}
              <span className="mt-1.5 block text-xs leading-snug text-stone-700">{c.label}</span>
            </label>
          );
        })}
      </div>
      <EditorField label="Or another picture on this site" hint="Its path, such as /og-image.jpg." error={error}>
        {(control) => (
          <input {...control} type="text" inputMode="url" autoComplete="off" className="field-input" value={custom ? value : ""} onChange={(e) => onChange(e.target.value.trim())} />
        )}
      </EditorField>
    </fieldset>
  );
}
