// A post's saved versions, newest first, each with who saved it and when, Compare (what differs from the current text,
// issue 30) and Restore: the version's words come back as a new save (so the one replaced stays listed); the post's
// address and publication stay as they are.
import { useState } from "react";
import type { BlogPost, BlogRevision } from "../../../../shared/schemas/blog.ts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { formatDateTime } from "../data/format.ts";
import { useAsync } from "../data/use-async.ts";
import { fetchRevisions, restoreRevision } from "./blog-admin-api.ts";
import { RevisionCompareDialog } from "./revision-compare-dialog.tsx";

interface Props {
  post: BlogPost;
  /** Unsaved edits would be replaced: the dialog says so. */
  dirty: boolean;
  onRestored: (post: BlogPost) => void;
}

export function RevisionsPanel({ post, dirty, onRestored }: Props) {
  // Read again after every save (updated_at changes), so the newest save is listed.
  const { data, error } = useAsync(() => fetchRevisions(post.id), [post.id, post.updated_at]);
  const [restoring, setRestoring] = useState<BlogRevision | null>(null);
  const [comparing, setComparing] = useState<BlogRevision | null>(null);
  const revisions = data?.revisions;

  return (
    <section aria-labelledby="revisions-heading" className="card">
      <h2 id="revisions-heading" className="heading-3">
        Revisions
      </h2>
      <p className="mt-1 text-sm text-stone-600">Every save is kept. Restoring one saves its text again as the newest version.</p>
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          The revisions could not be loaded: {error}
        </p>
      ) : !revisions ? (
        <p className="mt-4 text-sm text-stone-600">Loading...</p>
      ) : (
        <ol className="mt-4 divide-y divide-stone-200">
          {revisions.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-stone-900">
                  {formatDateTime(r.created_at)} {i === 0 && <span className="ml-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">current</span>}
                </p>
                <p className="truncate text-sm text-stone-600">
                  {r.user_name} · {r.title}
                </p>
              </div>
              {i > 0 && (
                <div className="flex gap-1">
                  <button
                    type="button"
                    onClick={() => setComparing(r)}
                    className="rounded-md px-3 py-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
                  >
                    Compare<span className="sr-only"> the version of {formatDateTime(r.created_at)} with the current text</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => setRestoring(r)}
                    className="rounded-md px-3 py-2 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:bg-brand-50"
                  >
                    Restore<span className="sr-only"> the version of {formatDateTime(r.created_at)}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <RevisionCompareDialog
        post={post}
        revision={comparing}
        onClose={() => setComparing(null)}
        onRestore={(r) => {
          setComparing(null);
          setRestoring(r);
        }}
      />
      <ConfirmDialog
        open={restoring !== null}
        title="Restore this version?"
        description={
          restoring
            ? `The text saved ${formatDateTime(restoring.created_at)} by ${restoring.user_name} replaces the current text${dirty ? ", and your unsaved changes are lost" : ""}. The current text stays in the list.`
            : ""
        }
        confirmText="Restore"
        busyText="Restoring..."
        failureText="The version could not be restored"
        onConfirm={async () => {
          const { post: restored } = await restoreRevision(post.id, restoring!.id);
          setRestoring(null);
          onRestored(restored);
        }}
        onClose={() => setRestoring(null)}
      >
        {null}
      </ConfirmDialog>
    </section>
  );
}
