// The editor's form: its values as typed, how they come from a stored post, and how they are checked and sent
// with the same schema the server uses.
import { DEFAULT_BLOG_LANGUAGE, type BlogCategory, type BlogLanguage, type BlogStatus } from "../../../../shared/schemas/blog-fields.ts";
import { blogPostInputSchema, type BlogPost, type BlogPostInput } from "../../../../shared/schemas/blog.ts";

export interface PostFormValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author: string;
  category: BlogCategory | "";
  /** Comma-separated, as typed. */
  tags: string;
  image_url: string;
  /** The language the post is written in, which decides the blog it appears on. */
  language: BlogLanguage;
  meta_title: string;
  meta_description: string;
  social_image_url: string;
  /** When a scheduled post goes live, as the date-time field holds it: local time, "2026-12-24T09:00". */
  publish_at: string;
}

export type PostField = keyof PostFormValues;
export type FieldErrors = Partial<Record<PostField, string>>;

/** The order fields appear in, so the first problem can take the focus. */
export const FIELD_ORDER: PostField[] = [
  "title", "slug", "excerpt", "author", "category", "language", "tags", "image_url", "content", "meta_title", "meta_description", "social_image_url", "publish_at",
];

export const emptyPost = (author: string): PostFormValues => ({
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  author,
  category: "",
  tags: "",
  image_url: "",
  language: DEFAULT_BLOG_LANGUAGE,
  meta_title: "",
  meta_description: "",
  social_image_url: "",
  publish_at: "",
});

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a date-time field shows it, in this browser's time zone. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A date-time field's value (local time) as the instant the server stores; "" stays "". */
export const isoOf = (local: string) => (local && !Number.isNaN(new Date(local).getTime()) ? new Date(local).toISOString() : local);

export const valuesOf = (post: BlogPost): PostFormValues => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  author: post.author,
  category: post.category,
  tags: post.tags.join(", "),
  image_url: post.image_url ?? "",
  language: post.language,
  meta_title: post.meta_title ?? "",
  meta_description: post.meta_description ?? "",
  social_image_url: post.social_image_url ?? "",
  publish_at: post.publish_at ? localDateTime(post.publish_at) : "",
});

export const sameValues = (a: PostFormValues, b: PostFormValues) => FIELD_ORDER.every((k) => a[k] === b[k]);

export const splitTags = (text: string) =>
  text
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** The request body for a save, or the problem of each field that needs fixing first. */
export function checkPost(values: PostFormValues, status: BlogStatus): { input: BlogPostInput; errors: null } | { input: null; errors: FieldErrors } {
  const input: BlogPostInput = {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    author: values.author,
    category: values.category as BlogCategory,
    tags: splitTags(values.tags),
    image_url: values.image_url || null,
    status,
    language: values.language,
    meta_title: values.meta_title || null,
    meta_description: values.meta_description || null,
    social_image_url: values.social_image_url || null,
    publish_at: status === "scheduled" ? isoOf(values.publish_at) || null : null,
  };
  const errors: FieldErrors = {};
  const parsed = blogPostInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as PostField;
      errors[field] ??= issue.message;
    }
  }
  if (values.category === "") errors.category = "Please choose a category.";
  if (status === "scheduled" && !errors.publish_at && new Date(values.publish_at).getTime() <= Date.now()) {
    errors.publish_at = "Publish time: please choose a time in the future, or publish now.";
  }
  return Object.keys(errors).length ? { input: null, errors } : { input, errors: null };
}
