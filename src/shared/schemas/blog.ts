// The blog post (spec 3) defined once: the stored and returned shape, what the editor sends, and the list queries.
import { z } from "zod";
import { BLOG_LIMITS as L, blogCategories, blogLanguages, blogStatuses, DEFAULT_BLOG_LANGUAGE, SITE_IMAGE_PATH, SITE_IMAGE_PATH_MESSAGE, SLUG_PATTERN } from "./blog-fields.ts";
import { safeText, searchText } from "./text.ts";

export * from "./blog-fields.ts";

const requiredText = (label: string, max: number) =>
  safeText(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max.toLocaleString("en-IN")} characters.`);

const categoryList = blogCategories.join(", ");
const statusRule = "Status must be draft, scheduled or published.";

/** A picture of this site by its path, or null when empty. */
const sitePicture = (label: string, message: string) =>
  safeText(label)
    .trim()
    .max(L.imageUrlMax, `${label} must be at most ${L.imageUrlMax} characters.`)
    .refine((v) => v === "" || SITE_IMAGE_PATH.test(v), message)
    .nullish()
    .transform((v) => v || null);

/** Optional text; empty means "use the post's own". */
const optionalText = (label: string, max: number) =>
  safeText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);
const languageRule = `Language must be one of: ${blogLanguages.join(", ")}.`;

/** Trimmed tags, empty ones dropped, each kept once whatever its case. */
const tags = z
  .array(safeText("Each tag", "Each tag must be text.").trim().max(L.tagMax, `Each tag must be at most ${L.tagMax} characters.`), {
    error: "Tags must be a list of words.",
  })
  .transform((list) => {
    const seen = new Set<string>();
    return list.filter((t) => t !== "" && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
  })
  .pipe(z.array(z.string()).max(L.tagsMax, `Tags: a post may have at most ${L.tagsMax}.`));

/** The fields an editor writes, with the same rules for what is stored and what is sent. */
const editable = {
  title: requiredText("Title", L.titleMax),
  excerpt: requiredText("Excerpt", L.excerptMax),
  /** HTML; the server keeps only its safe subset. */
  content: requiredText("Content", L.contentMax),
  author: requiredText("Author", L.authorMax),
  category: z.enum(blogCategories, { error: `Category must be one of: ${categoryList}.` }),
  tags: tags.default([]),
  image_url: sitePicture("Image URL", SITE_IMAGE_PATH_MESSAGE),
  status: z.enum(blogStatuses, { error: statusRule }),
  /** The language the post is written in; it is listed on that language's blog only. */
  language: z.enum(blogLanguages, { error: languageRule }),
  /** What search engines and link previews show; each defaults to the post's title, excerpt and picture. */
  meta_title: optionalText("Meta title", L.metaTitleMax),
  meta_description: optionalText("Meta description", L.metaDescriptionMax),
  social_image_url: sitePicture("Social image", "Social image must be a path on this site, such as /uploads/…/1600.jpg."),
};

/** When a scheduled post goes live: a date and time with its offset (what `Date.toISOString()` gives). */
const publishAt = z
  .string({ error: "Publish time must be a date and time." })
  .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v), "Publish time must be a date and time, such as 2026-12-24T09:00:00+05:30.")
  .transform((v) => new Date(v).toISOString())
  .nullish()
  .transform((v) => v ?? null);

const slug = safeText("Slug")
  .trim()
  .toLowerCase()
  .max(L.slugMax, `Slug must be at most ${L.slugMax} characters.`)
  .refine((v) => v === "" || SLUG_PATTERN.test(v), "Slug may contain only letters a–z, digits and single hyphens between words.");

/** A post as stored and as every endpoint returns it. */
export const blogPostSchema = z.object({
  id: z.string(),
  slug: z.string().regex(SLUG_PATTERN).max(L.slugMax),
  ...editable,
  published_at: z.string().nullable(),
  /** A scheduled post's time to go live; null otherwise. */
  publish_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Minutes a reader needs for the body, rounded up (at least 1). */
  reading_minutes: z.number().int().min(1),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
/** A post in a list: everything but the body. */
export type BlogPostSummary = Omit<BlogPost, "content">;

/** What the editor sends to create or replace a post. An empty or missing slug is made from the title. */
export const blogPostInputSchema = z
  .object({
    ...editable,
    slug: slug.optional().transform((v) => v || undefined),
    status: editable.status.default("draft"),
    language: editable.language.default(DEFAULT_BLOG_LANGUAGE),
    /** Needed for a scheduled post, ignored otherwise. */
    publish_at: publishAt,
  })
  .refine((v) => v.status !== "scheduled" || v.publish_at !== null, { path: ["publish_at"], message: "Publish time: please choose when the post goes live." });
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostValues = z.output<typeof blogPostInputSchema>;

export const blogPreviewSchema = z.object({
  content: safeText("Content").max(L.contentMax, `Content must be at most ${L.contentMax.toLocaleString("en-IN")} characters.`),
});

/** An empty query parameter (`?category=`) means no filter. */
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

const listQuery = {
  q: optionalParam(
    searchText("Search text must be one piece of text.").trim().max(L.searchMax, `Search text must be at most ${L.searchMax} characters.`),
  ).transform((v) => v || undefined),
  page: z.coerce
    .number({ error: "Page must be a number." })
    .int("Page must be a whole number.")
    .min(1, "Page must be 1 or more.")
    .max(100_000, "Page must be at most 100000.")
    .default(1),
};

export const publicPostsQuerySchema = z.object({
  ...listQuery,
  /** Whose blog: the posts written in this language (English when not given). */
  lang: optionalParam(z.enum(blogLanguages, { error: languageRule })).transform((v) => v ?? DEFAULT_BLOG_LANGUAGE),
  category: optionalParam(z.enum(blogCategories, { error: `Category must be one of: ${categoryList}.` })),
});
export type PublicPostsQuery = z.output<typeof publicPostsQuerySchema>;

export const adminPostsQuerySchema = z.object({
  ...listQuery,
  status: optionalParam(z.enum(blogStatuses, { error: statusRule })),
});
export type AdminPostsQuery = z.output<typeof adminPostsQuerySchema>;

export interface BlogPostPage {
  posts: BlogPostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** One saved version of a post, as the editor lists them (the fields themselves come with a restore). */
export interface BlogRevision {
  id: string;
  created_at: string;
  /** Who saved it: the admin's display name, or e-mail when they had none. */
  user_name: string;
  title: string;
}

/** The fields a save keeps in a revision (restoring one saves them again). */
export type BlogRevisionFields = Pick<BlogPost, "title" | "excerpt" | "content" | "author" | "category" | "tags" | "image_url" | "meta_title" | "meta_description" | "social_image_url">;

/** One revision with its fields, to compare with the post before restoring it (issue 30). */
export interface BlogRevisionDetail extends BlogRevision {
  fields: BlogRevisionFields;
}

/** An uploaded picture: `url` is its widest JPEG, the address a post keeps. */
export interface Upload {
  id: string;
  url: string;
  original_name: string;
  /** Of the widest file. */
  width: number;
  height: number;
  widths: number[];
  created_at: string;
}
