// Admin blog calls through the signed-in session.
import { BLOG_API, previewPageUrl, restoreUrl, revisionUrl, revisionsUrl, type BlogStatus } from "../../../../shared/schemas/blog-fields.ts";
import type { BlogPost, BlogPostInput, BlogPostPage, BlogRevision, BlogRevisionDetail, Upload } from "../../../../shared/schemas/blog.ts";
import { adminApi, adminFetch, adminJson } from "../../../lib/admin-api.ts";
import { readApiResponse } from "../../../lib/api-client.ts";
import { filtersToQuery } from "../data/api.ts";

const postUrl = (id: string) => `${BLOG_API.adminPosts}/${encodeURIComponent(id)}`;

export type PostListFilters = {
  q?: string;
  status?: BlogStatus;
  page: number;
};

export const fetchPosts = (f: PostListFilters) => adminApi.get<BlogPostPage>(`${BLOG_API.adminPosts}${filtersToQuery(f)}`);

export const fetchPost = (id: string) => adminApi.get<{ post: BlogPost }>(postUrl(id));

export const createPost = (input: BlogPostInput) => adminApi.post<{ post: BlogPost }>(BLOG_API.adminPosts, input);

export const savePost = (id: string, input: BlogPostInput) => adminApi.put<{ post: BlogPost }>(postUrl(id), input);

export const deletePost = (id: string) => adminApi.delete(postUrl(id));

/** The body as the server would store it: its safe subset of HTML. */
export const previewContent = (content: string) => adminApi.post<{ html: string }>(BLOG_API.adminPreview, { content });

export const fetchRevisions = (postId: string) => adminApi.get<{ revisions: BlogRevision[] }>(revisionsUrl(postId));

/** One revision with the fields it kept, to compare with the post. */
export const fetchRevision = (postId: string, revisionId: string) => adminApi.get<{ revision: BlogRevisionDetail }>(revisionUrl(postId, revisionId));

/** The whole public page of the post, a draft too, as HTML (signed in: the server checks the session and the role). */
export async function fetchPreviewPage(postId: string, signal?: AbortSignal): Promise<string> {
  const res = await adminFetch(previewPageUrl(postId), { method: "GET", signal });
  if (!res.ok) await readApiResponse(res); // throws the server's message
  return res.text();
}

/** Saves the revision's fields again (a new save); answers the post as it now is. */
export const restoreRevision = (postId: string, revisionId: string) => adminApi.post<{ post: BlogPost }>(restoreUrl(postId, revisionId));

export const fetchUploads = () => adminApi.get<{ uploads: Upload[] }>(BLOG_API.adminUploads);

/** Sends one picture as multipart/form-data; the server answers with its re-encoded widths. */
export function uploadPicture(file: File) {
  const form = new FormData();
  form.append("file", file, file.name);
  return adminJson<{ upload: Upload }>(BLOG_API.adminUploads, { method: "POST", body: form });
}
