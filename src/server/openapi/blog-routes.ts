// The OpenAPI description of the blog and picture upload routes (routes/blog.ts, routes/uploads.ts), kept here so each
// route adds one line. Request parts are described only: the blog's handlers parse them and name the `field` in a 400.
import { z } from "zod";
import {
  adminPostsQuerySchema,
  blogPostInputSchema,
  blogPostSchema,
  blogPreviewSchema,
  publicPostsQuerySchema,
  type BlogPostPage,
  type BlogRevision,
  type BlogRevisionDetail,
  type Upload,
} from "../../shared/schemas/blog.ts";
import { TAGS, describes, documented, errorResponses, fileResponse, idParams, noContent } from "./common.ts";

const postSchema = blogPostSchema.meta({ id: "BlogPost" });
const postAnswer = z.object({ post: postSchema });
const summarySchema = blogPostSchema.omit({ content: true }).meta({ id: "BlogPostSummary" });
const pageSchema = describes<BlogPostPage>()(z.object({ posts: z.array(summarySchema), total: z.number(), page: z.number(), pageSize: z.number() }));

const revisionSchema = describes<BlogRevision>()(
  z.object({ id: z.string(), created_at: z.string(), user_name: z.string().describe("Who saved it."), title: z.string() }),
);

const revisionDetailSchema = describes<BlogRevisionDetail>()(
  z.object({
    ...revisionSchema.shape,
    fields: blogPostSchema.pick({
      title: true,
      excerpt: true,
      content: true,
      author: true,
      category: true,
      tags: true,
      image_url: true,
      meta_title: true,
      meta_description: true,
      social_image_url: true,
    }),
  }),
);

const uploadSchema = describes<Upload>()(
  z
    .object({
      id: z.string(),
      url: z.string().describe("The widest JPEG, the address a post keeps; /uploads/<id>/<width>.<avif|webp|jpg> are the others."),
      original_name: z.string(),
      width: z.number(),
      height: z.number(),
      widths: z.array(z.number()).describe("The widths made (480, 960, 1600, never wider than the original)."),
      created_at: z.string(),
    })
    .meta({ id: "Upload" }),
);

const postId = idParams("post");
const invalidPost = "A field is missing or not valid (code invalid_post, or content_empty when nothing is left once unsafe HTML is removed); `field` names it.";
const admin = [TAGS.adminBlog];

export const blogRouteDocs = {
  publicList: {
    summary: "Published posts",
    description: "Newest first, a page of 9, of one language's blog (lang, English by default), with search and a category filter.",
    tags: [TAGS.blog],
    querystring: documented(publicPostsQuerySchema),
    response: { 200: pageSchema, ...errorResponses({ 400: "A query value is not valid (code invalid_query); `field` names it." }) },
  },
  publicPost: {
    summary: "One published post by its slug",
    tags: [TAGS.blog],
    params: documented(z.object({ slug: z.string() })),
    response: { 200: postAnswer, ...errorResponses({ 404: "No published post has this slug." }) },
  },
  adminList: {
    summary: "Every post (drafts and scheduled too)",
    tags: admin,
    querystring: documented(adminPostsQuerySchema),
    response: { 200: pageSchema, ...errorResponses({ 400: "A query value is not valid (code invalid_query); `field` names it." }) },
  },
  create: {
    summary: "Write a post",
    description: "The body is HTML; the server keeps only its safe subset. A missing slug is made from the title. A save keeps a revision.",
    tags: admin,
    body: documented(blogPostInputSchema),
    response: { 201: postAnswer, ...errorResponses({ 400: invalidPost, 409: "Another post uses this slug (code slug_taken)." }) },
  },
  get: { summary: "One post", tags: admin, params: postId, response: { 200: postAnswer, ...errorResponses({ 404: "No post has this id." }) } },
  update: {
    summary: "Save a post",
    description: "Every field is sent. A save keeps a revision of what was there.",
    tags: admin,
    params: postId,
    body: documented(blogPostInputSchema),
    response: {
      200: postAnswer,
      ...errorResponses({ 400: invalidPost, 404: "No post has this id.", 409: "Another post uses this slug (code slug_taken)." }),
    },
  },
  remove: { summary: "Delete a post", tags: admin, params: postId, response: { 204: noContent("Deleted."), ...errorResponses({ 404: "No post has this id." }) } },
  revisions: {
    summary: "A post's saved revisions",
    tags: admin,
    params: postId,
    response: { 200: z.object({ revisions: z.array(revisionSchema) }), ...errorResponses({ 404: "No post has this id." }) },
  },
  revision: {
    summary: "One revision with its fields",
    description: "The title, excerpt, body, author, category, tags, pictures and meta fields the save kept, to compare with the post before restoring it.",
    tags: admin,
    params: documented(z.object({ id: z.string(), revisionId: z.string() })),
    response: { 200: z.object({ revision: revisionDetailSchema }), ...errorResponses({ 404: "No such post, or no such revision of it." }) },
  },
  previewPage: {
    summary: "Preview a post in the site's page",
    description:
      "The whole HTML page the public address of the post would show (layout, header, footer, styles), for a draft or scheduled post too; " +
      "noindex (meta and X-Robots-Tag) and Cache-Control: no-store, as every admin answer. The admin's Preview screen shows it in a frame.",
    tags: admin,
    params: postId,
    response: { 200: fileResponse("text/html", "The page."), ...errorResponses({ 404: "No post has this id." }) },
  },
  restore: {
    summary: "Restore a revision",
    description: "Saved as a new revision, so the restore can itself be undone.",
    tags: admin,
    params: documented(z.object({ id: z.string(), revisionId: z.string() })),
    response: { 200: postAnswer, ...errorResponses({ 404: "No such post, or no such revision of it." }) },
  },
  preview: {
    summary: "Preview a body as it will be stored",
    description: "The HTML after the server's sanitiser, for the editor's preview.",
    tags: admin,
    body: documented(blogPreviewSchema),
    response: { 200: z.object({ html: z.string() }), ...errorResponses({ 400: "The content is too long (code invalid_post)." }) },
  },
  upload: {
    summary: "Upload a picture",
    description:
      "multipart/form-data with one file in the field `file`: JPEG, PNG or WebP, at most 10 MB (checked by content). It is turned " +
      "upright, stripped of all metadata (GPS included) and re-encoded to 480, 960 and 1600 px wide in AVIF, WebP and JPEG.",
    tags: admin,
    consumes: ["multipart/form-data"],
    body: documented(z.object({ file: z.string().meta({ format: "binary" }) })),
    response: {
      201: z.object({ upload: uploadSchema }),
      ...errorResponses({
        400: "No file was sent (code no_file), or it could not be read (unreadable_image).",
        413: "Larger than 10 MB (file_too_large) or more than 50 megapixels (image_too_large).",
        415: "Not multipart (not_multipart), or not a JPEG, PNG or WebP (unsupported_image).",
        503: "The server is busy encoding other pictures (busy: two at a time, eight waiting); Retry-After says when to try again.",
      }),
    },
  },
  uploads: { summary: "Uploaded pictures", tags: admin, response: { 200: z.object({ uploads: z.array(uploadSchema) }) } },
};
