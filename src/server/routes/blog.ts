// The blog API: published posts for everyone; every post, with create, edit, delete, revisions and a body preview, for
// signed-in admins (the auth plugin checks the session of every /api/v1/admin route). Also runs this instance's timer
// that publishes scheduled posts.
import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import { adminPostsQuerySchema, BLOG_API, blogPostInputSchema, blogPreviewSchema, publicPostsQuerySchema } from "../../shared/schemas/blog.ts";
import { blogPostPath } from "../../shared/schemas/blog-fields.ts";
import { HttpError } from "../errors.ts";
import {
  createPost,
  deletePost,
  getPost,
  getPublishedPost,
  getRevision,
  listAllPosts,
  listPublishedPosts,
  listRevisions,
  PostFieldError,
  restoreRevision,
  saverOf,
  updatePost,
} from "../services/blog.ts";
import { BlogPublisher } from "../services/blog-publisher.ts";
import { sanitizeBlogHtml } from "../services/blog-html.ts";
import { blogRouteDocs } from "../openapi/blog-routes.ts";
import { allow } from "../plugins/auth.ts";

/** The blog is for editors and admins. */
const editorsToo = allow("editor");

/** Room for the longest allowed body even in a script of three UTF-8 bytes a character, JSON-escaped. */
export const POST_BODY_LIMIT_BYTES = 512 * 1024;

/** Validates input; the first problem becomes a 400 whose message names its field, and `field` says which it is. */
function parse<S extends z.ZodType>(schema: S, input: unknown, code: string): z.output<S> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = typeof issue.path[0] === "string" ? issue.path[0] : null;
  throw new PostFieldError(400, code, field ? issue.message : "Please send the post as a JSON object.", field);
}

type IdParams = { Params: { id: string } };
type RevisionParams = { Params: { id: string; revisionId: string } };

const blog: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((err, _req, reply) => {
    if (err instanceof PostFieldError) {
      return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message, field: err.field } });
    }
    // Everything else is answered by the app's one error handler.
    throw err;
  });

  const bodyLimit = { bodyLimit: POST_BODY_LIMIT_BYTES };
  const postUrl = `${BLOG_API.adminPosts}/:id`;

  const publisher = new BlogPublisher(app.db, app.log);
  app.addHook("onReady", async () => publisher.start());
  app.addHook("onClose", async () => publisher.stop());

  app.get(BLOG_API.posts, { schema: blogRouteDocs.publicList }, async (req) => listPublishedPosts(app.db, parse(publicPostsQuerySchema, req.query, "invalid_query")));

  app.get<{ Params: { slug: string } }>(`${BLOG_API.posts}/:slug`, { schema: blogRouteDocs.publicPost }, async (req) => ({ post: await getPublishedPost(app.db, req.params.slug) }));

  app.get(BLOG_API.adminPosts, { config: editorsToo, schema: blogRouteDocs.adminList }, async (req) => listAllPosts(app.db, parse(adminPostsQuerySchema, req.query, "invalid_query")));

  app.post(BLOG_API.adminPosts, { ...bodyLimit, config: editorsToo, schema: blogRouteDocs.create }, async (req, reply) => {
    const post = await createPost(app.db, parse(blogPostInputSchema, req.body, "invalid_post"), await saverOf(app.db, req.user!));
    req.log.info({ postId: post.id, status: post.status }, "blog post created");
    if (post.status === "scheduled") publisher.wake();
    return reply.code(201).send({ post });
  });

  app.get<IdParams>(postUrl, { config: editorsToo, schema: blogRouteDocs.get }, async (req) => ({ post: await getPost(app.db, req.params.id) }));

  app.put<IdParams>(postUrl, { ...bodyLimit, config: editorsToo, schema: blogRouteDocs.update }, async (req) => {
    const post = await updatePost(app.db, req.params.id, parse(blogPostInputSchema, req.body, "invalid_post"), await saverOf(app.db, req.user!));
    req.log.info({ postId: post.id, status: post.status }, "blog post saved");
    if (post.status === "scheduled") publisher.wake();
    return { post };
  });

  app.delete<IdParams>(postUrl, { config: editorsToo, schema: blogRouteDocs.remove }, async (req, reply) => {
    await deletePost(app.db, req.params.id);
    req.log.info({ postId: req.params.id }, "blog post deleted");
    return reply.code(204).send();
  });

  app.get<IdParams>(`${postUrl}/revisions`, { config: editorsToo, schema: blogRouteDocs.revisions }, async (req) => ({ revisions: await listRevisions(app.db, req.params.id) }));

  app.get<RevisionParams>(`${postUrl}/revisions/:revisionId`, { config: editorsToo, schema: blogRouteDocs.revision }, async (req) => ({
    revision: await getRevision(app.db, req.params.id, req.params.revisionId),
  }));

  // The post as its public page shows it, a draft too, in the site's layout: rendered for this editor alone, never kept
  // by the page cache, a browser or a proxy, and never indexed (issue 30). The admin's Preview screen shows it in a frame.
  app.get<IdParams>(`${postUrl}/preview-page`, { config: editorsToo, schema: blogRouteDocs.previewPage }, async (req, reply) => {
    const post = await getPost(app.db, req.params.id);
    if (!app.renderPrivatePage) throw new HttpError(503, "pages_not_served", "This server does not render pages.");
    const html = await app.renderPrivatePage(blogPostPath(post), { [`${BLOG_API.posts}/${encodeURIComponent(post.slug)}`]: { post } });
    if (html === null) throw new HttpError(500, "preview_failed", "The preview could not be rendered.");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .send(html);
  });

  app.post<RevisionParams>(`${postUrl}/revisions/:revisionId/restore`, { config: editorsToo, schema: blogRouteDocs.restore }, async (req) => {
    const post = await restoreRevision(app.db, req.params.id, req.params.revisionId, await saverOf(app.db, req.user!));
    req.log.info({ postId: post.id, revisionId: req.params.revisionId }, "blog post revision restored");
    return { post };
  });

  app.post(BLOG_API.adminPreview, { ...bodyLimit, config: editorsToo, schema: blogRouteDocs.preview }, async (req) => ({ html: sanitizeBlogHtml(parse(blogPreviewSchema, req.body, "invalid_post").content) }));
};
export default blog;
