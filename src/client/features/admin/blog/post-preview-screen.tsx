// A post's preview (issue 30): the page its public address would show (the site's layout, header, footer and styles),
// for a draft too, rendered by the server for the signed-in editor and shown in a frame under a slim bar that says
// it is a preview. The server checks the session and the role; the page is never kept and never indexed.
import { Link, useLocation, useParams } from "react-router";
import { RequireSession } from "../../auth/require-session.tsx";
import { NotForRole } from "../not-for-role.tsx";
import { mayOpen, useRole } from "../role-access.ts";
import { useAsync } from "../data/use-async.ts";
import { fetchPreviewPage } from "./blog-admin-api.ts";

export default function PostPreviewScreen() {
  return (
    <RequireSession>
      <PreviewFrame />
    </RequireSession>
  );
}

function PreviewFrame() {
  const role = useRole();
  const { pathname } = useLocation();
  const id = useParams().id ?? "";
  if (!mayOpen(role, pathname)) {
    return (
      <main className="container-page py-10">
        <NotForRole role={role} />
      </main>
    );
  }
  return <PreviewPage id={id} />;
}

function PreviewPage({ id }: { id: string }) {
  const { data: html, error } = useAsync(() => fetchPreviewPage(id), [id]);
  return (
    <div className="flex h-svh flex-col">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 bg-stone-900 px-4 py-2 text-sm text-white">
        <p>
          <strong>Preview</strong> <span className="text-stone-300">· the last saved version, as the blog would show it; only signed-in editors see it</span>
        </p>
        <Link to={`/admin/blog/edit/${encodeURIComponent(id)}`} className="font-semibold underline underline-offset-4 hover:text-brand-100">
          Back to the editor
        </Link>
      </header>
      {error ? (
        <main className="container-page py-10">
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            The preview could not be shown: {error}
          </p>
        </main>
      ) : html === undefined ? (
        <p className="container-page py-10 text-stone-600">Loading the preview...</p>
      ) : (
        <iframe title="Preview of the post" srcDoc={html} className="w-full flex-1 border-0 bg-white" />
      )}
    </div>
  );
}
