// The uploaded pictures as a grid of radio buttons (arrow keys move between them), newest first.
import type { Upload } from "../../../../shared/schemas/blog.ts";
import { uploadFile } from "../../../../shared/schemas/blog-fields.ts";

interface Props {
  uploads: Upload[] | undefined;
  value: string;
  onChange: (upload: Upload) => void;
  name: string;
}

export function UploadGrid({ uploads, value, onChange, name }: Props) {
  if (!uploads) return <p className="text-sm text-stone-600">Loading the uploaded pictures...</p>;
  if (!uploads.length) return <p className="text-sm text-stone-600">No pictures uploaded yet.</p>;
  return (
    <fieldset>
      <legend className="field-label">Uploaded pictures</legend>
      <div className="grid max-h-80 grid-cols-2 gap-3 overflow-y-auto p-1 sm:grid-cols-4">
        {uploads.map((u) => {
          const checked = value === u.url;
          return (
            <label
              key={u.id}
              className={`block cursor-pointer rounded-xl border-2 p-1.5 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-harvest-400 ${
                checked ? "border-brand-700 bg-brand-50" : "border-stone-200 hover:border-stone-300"
              }`}
            >
              <input type="radio" name={name} value={u.url} checked={checked} onChange={() => onChange(u)} className="sr-only" />
              <img src={uploadFile(u.id, u.widths[0]!, "webp")} alt="" width={u.width} height={u.height} loading="lazy" className="aspect-video w-full rounded-lg bg-stone-100 object-cover" />
              <span className="mt-1.5 block truncate text-xs text-stone-700">{u.original_name}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
