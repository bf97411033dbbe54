// Blog admin (spec 2.17): search and a status filter, the table of posts with Edit and Delete, and 'New Post'.
// Filters and page live in the address, as on the leads screen.
import { languageLabel } from "../../../../shared/locales.ts";
import { useCallback, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BLOG_ADMIN_PAGE_SIZE, blogPostPath, blogStatuses, type BlogStatus } from "../../../../shared/schemas/blog-fields.ts";
import type { BlogPostSummary } from "../../../../shared/schemas/blog.ts";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { FilterSelect, SearchBox, useDebouncedSearch } from "../data/filter-controls.tsx";
import { formatDateTime } from "../data/format.ts";
import { EmptyList, ListPager, ListTable } from "../data/list-parts.tsx";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { fetchPosts } from "./blog-admin-api.ts";
import { DeletePostDialog } from "./delete-post-dialog.tsx";
import { PostStatusBadge, postStatusLabels } from "./post-status-badge.tsx";

const POST_COLUMNS = ["Title", "Author", "Category", "Language", "Status", "Date", "Actions"];

function usePostFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const asked = params.get("status") ?? "";
  const status = (blogStatuses as readonly string[]).includes(asked) ? (asked as BlogStatus) : undefined;
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const update = useCallback(
    (changes: { q?: string; status?: string; page?: number }) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === "" || v === undefined || v === 1) next.delete(k);
            else next.set(k, String(v));
          }
          if (!("page" in changes)) next.delete("page");
          return next;
        },
        { replace: "q" in changes },
      ),
    [setParams],
  );
  return { q, status, page, update, active: q !== "" || status !== undefined };
}

function countText(total: number, filtered: boolean): string {
  const count = `${total} post${total === 1 ? "" : "s"}`;
  return filtered ? `${count} ${total === 1 ? "matches" : "match"} your filters` : count;
}

function PostRow({ post, onDelete }: { post: BlogPostSummary; onDelete: () => void }) {
  const published = post.status === "published";
  const scheduled = post.status === "scheduled" && post.publish_at;
  return (
    <tr className="hover:bg-brand-50/50">
      <td className="min-w-64 px-4 py-3 whitespace-normal">
        <span className="font-semibold text-stone-900">{post.title}</span>
        <span className="mt-0.5 block text-xs text-stone-600">{blogPostPath(post)}</span>
      </td>
      <td className="px-4 py-3">{post.author}</td>
      <td className="px-4 py-3">{post.category}</td>
      <td className="px-4 py-3">{languageLabel(post.language)}</td>
      <td className="px-4 py-3">
        <PostStatusBadge status={post.status} />
      </td>
      <td className="px-4 py-3">
        {formatDateTime(published ? post.published_at! : scheduled ? post.publish_at! : post.updated_at)}
        <span className="block text-xs text-stone-600">{published ? "published" : scheduled ? "goes live" : "last edited"}</span>
      </td>
      <td className="px-4 py-3">
        <div className="flex items-center gap-2">
          <Link to={`/admin/blog/edit/${post.id}`} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50" aria-label={`Edit ${post.title}`}>
            Edit
          </Link>
          <button type="button" onClick={onDelete} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50" aria-label={`Delete ${post.title}`}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}

export function BlogScreen() {
  const { q, status, page, update, active } = usePostFilters();
  const search = useDebouncedSearch(q, update);
  const [toDelete, setToDelete] = useState<BlogPostSummary | null>(null);
  const [notice, setNotice] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, loading, error, reload } = useAsync(() => fetchPosts({ q: q.trim() || undefined, status, page }), [q, status, page]);

  const total = data?.total ?? 0;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={headingRef} tabIndex={-1} className="heading-2 outline-none">
            Blog Posts
          </h1>
          <p className="mt-1 text-stone-600" aria-live="polite">
            {loading && !data ? "Loading..." : countText(total, active)}
          </p>
        </div>
        <ButtonLink to="/admin/blog/new">New Post</ButtonLink>
      </div>

      <p role="status" className={notice ? "rounded-lg bg-brand-50 p-4 text-brand-900" : "sr-only"}>
        {notice}
      </p>

      <form role="search" aria-label="Search posts" className="card grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end" onSubmit={(e) => e.preventDefault()}>
        <SearchBox placeholder="Title or excerpt" search={search} />
        <FilterSelect label="Status" allLabel="All" value={status ?? ""} options={blogStatuses} optionLabel={(s) => postStatusLabels[s]} onChange={(v) => update({ status: v })} />
        <Button
          variant="outline"
          disabled={!active}
          onClick={() => {
            search.cancel();
            update({ q: "", status: "" });
          }}
        >
          Clear filters
        </Button>
      </form>

      {error && <LoadError what="The posts" message={error} onRetry={reload} />}

      {data && data.posts.length === 0 ? (
        active ? (
          <EmptyList title="No posts found" text="Try adjusting your search or the status filter." />
        ) : (
          <EmptyList title="No posts yet" text="Write the first article for the blog.">
            <ButtonLink to="/admin/blog/new" className="mt-5">
              New Post
            </ButtonLink>
          </EmptyList>
        )
      ) : (
        <ListTable caption="Blog posts, most recently edited first" columns={POST_COLUMNS} minWidth="min-w-[58rem]">
          {data?.posts.map((p) => <PostRow key={p.id} post={p} onDelete={() => setToDelete(p)} />)}
        </ListTable>
      )}

      {total > BLOG_ADMIN_PAGE_SIZE && <ListPager page={page} pageSize={BLOG_ADMIN_PAGE_SIZE} total={total} onPage={(p) => update({ page: p })} />}

      <DeletePostDialog
        post={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(post) => {
          setToDelete(null);
          setNotice(`“${post.title}” was deleted.`);
          // Its row, which opened the dialog, is gone: keep the keyboard at the top of the screen.
          headingRef.current?.focus();
          reload();
        }}
      />
    </div>
  );
}
