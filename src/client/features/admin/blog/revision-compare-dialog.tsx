// Compare (issue 30): what differs between a saved version of a post and its current saved text, before restoring it.
// The body is compared as readable text (a paragraph a line), word by word where a paragraph was edited; the title,
// excerpt, author, category, tags, pictures and meta fields are listed when they differ.
import type { BlogPost, BlogRevision, BlogRevisionFields } from "../../../../shared/schemas/blog.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { formatDateTime } from "../data/format.ts";
import { useAsync } from "../data/use-async.ts";
import { fetchRevision } from "./blog-admin-api.ts";
import { changed, diffText, diffWords, type DiffPart } from "./text-diff.ts";

const FIELD_LABELS: [Exclude<keyof BlogRevisionFields, "content">, string][] = [
  ["title", "Title"],
  ["excerpt", "Excerpt"],
  ["author", "Author"],
  ["category", "Category"],
  ["tags", "Tags"],
  ["image_url", "Cover picture"],
  ["meta_title", "Meta title"],
  ["meta_description", "Meta description"],
  ["social_image_url", "Social picture"],
];

const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption, tr, div";

/** A body's readable text, a block a line; a picture reads as "[Picture: its alt text]" so a changed picture shows. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  for (const img of doc.querySelectorAll("img")) img.replaceWith(doc.createTextNode(`[Picture: ${img.getAttribute("alt") || img.getAttribute("src") || ""}]`));
  for (const br of doc.querySelectorAll("br")) br.replaceWith(doc.createTextNode("\n"));
  for (const block of doc.querySelectorAll(BLOCKS)) block.append(doc.createTextNode("\n"));
  return (doc.body.textContent ?? "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

const fieldText = (value: string | string[] | null) => (Array.isArray(value) ? value.join(", ") : (value ?? ""));

function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "same" ? (
          <span key={i}>{p.text}</span>
        ) : p.kind === "removed" ? (
          <del key={i} className="rounded-sm bg-red-100 text-red-900 decoration-red-700">
            <span className="sr-only">[removed: </span>
            {p.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <ins key={i} className="rounded-sm bg-brand-100 text-brand-900 no-underline">
            <span className="sr-only">[added: </span>
            {p.text}
            <span className="sr-only">]</span>
          </ins>
        ),
      )}
    </>
  );
}

interface Props {
  post: BlogPost;
  /** The version to compare; null when the dialog is closed. */
  revision: BlogRevision | null;
  onClose: () => void;
  /** Asks to restore the version compared (the panel confirms it). */
  onRestore: (revision: BlogRevision) => void;
}

export function RevisionCompareDialog({ post, revision, onClose, onRestore }: Props) {
  return (
    <Dialog
      open={revision !== null}
      onClose={onClose}
      size="xl"
      title="Compare with the current text"
      description={revision ? `The version saved ${formatDateTime(revision.created_at)} by ${revision.user_name}, and the post as it is saved now.` : undefined}
    >
      {revision && <Comparison post={post} revision={revision} onClose={onClose} onRestore={onRestore} />}
    </Dialog>
  );
}

function Comparison({ post, revision, onClose, onRestore }: Props & { revision: BlogRevision }) {
  const { data, error } = useAsync(() => fetchRevision(post.id, revision.id), [post.id, revision.id]);
  if (error) {
    return (
      <p role="alert" className="text-red-700">
        The version could not be loaded: {error}
      </p>
    );
  }
  if (!data) return <p className="text-stone-600">Loading...</p>;
  const kept = data.revision.fields;
  const fields = FIELD_LABELS.map(([key, label]) => ({ label, parts: diffWords(fieldText(kept[key]), fieldText(post[key])) })).filter((f) => changed(f.parts));
  const body = diffText(htmlToText(kept.content), htmlToText(post.content));
  const same = fields.length === 0 && !changed(body);
  return (
    <div className="space-y-5">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600">
        <span>
          <del className="rounded-sm bg-red-100 px-1 text-red-900">Struck through</del>: only in this version
        </span>
        <span>
          <ins className="rounded-sm bg-brand-100 px-1 text-brand-900 no-underline">Highlighted</ins>: only in the current text
        </span>
      </p>
      {same ? (
        <p className="rounded-lg bg-stone-100 p-4 text-stone-800">This version is the same as the current text.</p>
      ) : (
        <>
          {fields.length > 0 && (
            <section aria-labelledby="compare-fields">
              <h3 id="compare-fields" className="font-semibold text-stone-900">
                Changed fields
              </h3>
              <dl className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
                {fields.map((f) => (
                  <div key={f.label} className="grid gap-1 px-4 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                    <dt className="text-sm font-semibold text-stone-700">{f.label}</dt>
                    <dd className="break-words">
                      <Parts parts={f.parts} />
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <section aria-labelledby="compare-body">
            <h3 id="compare-body" className="font-semibold text-stone-900">
              Content
            </h3>
            {changed(body) ? (
              <div className="mt-2 rounded-lg border border-stone-200 p-4 leading-relaxed break-words whitespace-pre-wrap" data-testid="compare-content">
                <Parts parts={body} />
              </div>
            ) : (
              <p className="mt-2 text-stone-600">The content is the same.</p>
            )}
          </section>
        </>
      )}
      <div className="flex flex-wrap justify-end gap-2 border-t border-stone-200 pt-4">
        <Button variant="outline" size="sm" onClick={onClose}>
          Close
        </Button>
        {!same && (
          <Button size="sm" onClick={() => onRestore(revision)}>
            Restore this version
          </Button>
        )}
      </div>
    </div>
  );
}
