// The editor's two screens (spec 2.17): a new post, and an existing post loaded by the id in the address.
import { Link, useLocation, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { LoadError } from "../data/load-error.tsx";
import { useAsync } from "../data/use-async.ts";
import { fetchPost } from "./blog-admin-api.ts";
import { PostEditor } from "./post-editor.tsx";

export function BlogNewScreen() {
  return <PostEditor />;
}

export function BlogEditScreen() {
  const { id = "" } = useParams();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  // A post that is not there (deleted meanwhile, or a wrong address) is null, not an error to retry.
  const { data, error, reload } = useAsync(
    () =>
      fetchPost(id).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 404) return null;
        throw err;
      }),
    [id],
  );

  if (data === null) {
    return (
      <div className="card py-12 text-center">
        <h1 className="heading-3">This post does not exist</h1>
        <p className="mt-2 text-stone-600">It may have been deleted by a colleague.</p>
        <Link to="/admin/blog" className="mt-5 inline-block font-semibold text-brand-800 underline underline-offset-4">
          Back to posts
        </Link>
      </div>
    );
  }
  if (error) return <LoadError what="The post" message={error} onRetry={reload} />;
  if (data === undefined) return <p className="text-stone-600">Loading...</p>;
  return <PostEditor key={data.post.id} post={data.post} notice={notice} />;
}
