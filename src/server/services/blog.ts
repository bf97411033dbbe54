// Blog posts in the database: the public list and post, the admin's list and editing, and the feed.
// Every filter, count and page runs in the database; the body is sanitised here, on every write, and every write bumps
// the "blog" content version in its own transaction, so kept pages that show posts are rendered again on every instance.
import { randomUUID } from "node:crypto";
import { sql, type SelectQueryBuilder } from "kysely";
import type { BlogPostRow, Database, Db } from "../db/database.ts";
import {
  BLOG_ADMIN_PAGE_SIZE,
  BLOG_PAGE_SIZE,
  slugify,
  type AdminPostsQuery,
  type BlogCategory,
  type BlogLanguage,
  type BlogPost,
  type BlogPostPage,
  type BlogPostSummary,
  type BlogPostValues,
  type BlogStatus,
  type PublicPostsQuery,
} from "../../shared/schemas/blog.ts";
import { HttpError, notFound } from "../errors.ts";
import { isUniqueViolation } from "./auth.ts";
import { likePattern } from "./lead-admin.ts";
import { hasVisibleContent, sanitizeBlogHtml } from "./blog-html.ts";
import { bumpVersion } from "./content-version.ts";

/** A refused post, naming the field to fix so the editor can show the message beside it. */
export class PostFieldError extends HttpError {
  constructor(
    statusCode: number,
    code: string,
    message: string,
    readonly field: string | null,
  ) {
    super(statusCode, code, message);
  }
}

const noSuchPost = () => notFound("No post with that id.");

const FEED_COLUMNS = [
  "id", "slug", "title", "excerpt", "author", "category", "tags", "image_url", "status", "language", "published_at", "created_at", "updated_at",
] as const;
/** A list's columns: the body too, only to tell its reading time. */
const SUMMARY_COLUMNS = [...FEED_COLUMNS, "content"] as const;

type FeedRow = Omit<BlogPostRow, "content">;

/** Words a minute a reader takes in, for the reading time. */
const WORDS_PER_MINUTE = 200;

/** Minutes to read a body of HTML: its words (tags left out) at an even pace, rounded up, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

function parseTags(text: string): string[] {
  try {
    const tags: unknown = JSON.parse(text);
    return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === "string") : [];
  } catch {
    return [];
  }
}

/** A published post as the feed and the sitemap need it: no body, no reading time. */
export type FeedPost = Omit<BlogPostSummary, "reading_minutes">;

function toFeedPost(row: FeedRow): FeedPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author,
    category: row.category as BlogCategory,
    tags: parseTags(row.tags),
    image_url: row.image_url,
    status: row.status as BlogStatus,
    language: row.language as BlogLanguage,
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toSummary(row: BlogPostRow): BlogPostSummary {
  return { ...toFeedPost(row), reading_minutes: readingMinutes(row.content) };
}

const toPost = (row: BlogPostRow): BlogPost => ({ ...toSummary(row), content: row.content });

/** Title or excerpt contains the text, whatever its case; % and _ are matched as themselves. */
function matching<O>(qb: SelectQueryBuilder<Database, "blog_posts", O>, q: string | undefined): SelectQueryBuilder<Database, "blog_posts", O> {
  if (!q) return qb;
  const pattern = likePattern(q);
  // An explicit ESCAPE: SQLite has no default escape character for LIKE, PostgreSQL uses backslash.
  return qb.where((eb) => eb.or((["title", "excerpt"] as const).map((col) => sql<boolean>`lower(${sql.ref(col)}) like ${pattern} escape '\\'`)));
}

async function pageOf(
  filtered: SelectQueryBuilder<Database, "blog_posts", object>,
  order: "published_at" | "updated_at",
  page: number,
  pageSize: number,
): Promise<BlogPostPage> {
  const [rows, count] = await Promise.all([
    filtered
      .select(SUMMARY_COLUMNS)
      .orderBy(order, "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { posts: rows.map(toSummary), total: Number(count.n), page, pageSize };
}

/** One language's published posts, newest first, for its public list. */
export function listPublishedPosts(db: Db, query: PublicPostsQuery): Promise<BlogPostPage> {
  let qb = db.selectFrom("blog_posts").where("language", "=", query.lang).where("status", "=", "published");
  if (query.category) qb = qb.where("category", "=", query.category);
  return pageOf(matching(qb, query.q), "published_at", query.page, BLOG_PAGE_SIZE);
}

export async function getPublishedPost(db: Db, slug: string): Promise<BlogPost> {
  const row = await db.selectFrom("blog_posts").selectAll().where("slug", "=", slug).where("status", "=", "published").executeTakeFirst();
  if (!row) throw notFound("No published post at this address.");
  return toPost(row);
}

/** The newest published posts (all of them without a limit; of one language when given), for the feeds and the sitemap. */
export async function recentPublishedPosts(db: Db, { limit, language }: { limit?: number; language?: BlogLanguage } = {}): Promise<FeedPost[]> {
  let qb = db.selectFrom("blog_posts").select(FEED_COLUMNS).where("status", "=", "published").orderBy("published_at", "desc").orderBy("id", "desc");
  if (language) qb = qb.where("language", "=", language);
  if (limit) qb = qb.limit(limit);
  return (await qb.execute()).map(toFeedPost);
}

/** Every post, drafts too, most recently edited first, for the admin table. */
export function listAllPosts(db: Db, query: AdminPostsQuery): Promise<BlogPostPage> {
  let qb = db.selectFrom("blog_posts");
  if (query.status) qb = qb.where("status", "=", query.status);
  return pageOf(matching(qb, query.q), "updated_at", query.page, BLOG_ADMIN_PAGE_SIZE);
}

export async function getPost(db: Db, id: string): Promise<BlogPost> {
  const row = await db.selectFrom("blog_posts").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw noSuchPost();
  return toPost(row);
}

/** The stored form of a body: its safe subset, refused when nothing readable is left. */
function cleanContent(html: string): string {
  const clean = sanitizeBlogHtml(html);
  if (!hasVisibleContent(clean)) {
    throw new PostFieldError(400, "content_empty", "Content has no text left once unsafe HTML is removed. Please write the article.", "content");
  }
  return clean;
}

const slugTaken = (slug: string) =>
  new PostFieldError(409, "slug_taken", `Slug: another post already uses “${slug}” (the English and Hindi blogs share slugs). Please choose another slug.`, "slug");

/** `base`, or the first of base-2, base-3 … that no other post uses. */
async function freeSlug(db: Db, base: string, exceptId?: string): Promise<string> {
  // Slugs hold only a–z, 0–9 and hyphens, so the LIKE pattern has no wildcard to escape.
  let qb = db.selectFrom("blog_posts").select("slug").where((eb) => eb.or([eb("slug", "=", base), eb("slug", "like", `${base}-%`)]));
  if (exceptId) qb = qb.where("id", "!=", exceptId);
  const taken = new Set((await qb.execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The slug the editor asked for, which must be free; or, when none was given, a free one made from the title. */
async function chooseSlug(db: Db, values: BlogPostValues, exceptId?: string): Promise<string> {
  if (!values.slug) return freeSlug(db, slugify(values.title), exceptId);
  let qb = db.selectFrom("blog_posts").select("id").where("slug", "=", values.slug);
  if (exceptId) qb = qb.where("id", "!=", exceptId);
  if (await qb.executeTakeFirst()) throw slugTaken(values.slug);
  return values.slug;
}

/**
 * Writes with a slug chosen just before; if another post took that slug in between, a generated slug is chosen again
 * (a few times), an asked-for one is refused.
 */
async function withFreeSlug<T>(db: Db, values: BlogPostValues, exceptId: string | undefined, write: (slug: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await chooseSlug(db, values, exceptId);
    try {
      return await write(slug);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      if (values.slug || attempt >= 3) throw slugTaken(slug);
    }
  }
}

const storedFields = (values: BlogPostValues, content: string) => ({
  title: values.title,
  excerpt: values.excerpt,
  content,
  author: values.author,
  category: values.category,
  tags: JSON.stringify(values.tags),
  image_url: values.image_url,
  status: values.status,
  language: values.language,
});

export async function createPost(db: Db, values: BlogPostValues, now = new Date()): Promise<BlogPost> {
  const content = cleanContent(values.content);
  const at = now.toISOString();
  return withFreeSlug(db, values, undefined, async (slug) => {
    const row: BlogPostRow = {
      id: randomUUID(),
      slug,
      ...storedFields(values, content),
      published_at: values.status === "published" ? at : null,
      created_at: at,
      updated_at: at,
    };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("blog_posts").values(row).execute();
      await bumpVersion(trx, "blog", now);
    });
    return toPost(row);
  });
}

/** Replaces a post's fields. The first publication sets published_at; unpublishing and publishing again keep it. */
export async function updatePost(db: Db, id: string, values: BlogPostValues, now = new Date()): Promise<BlogPost> {
  const current = await db.selectFrom("blog_posts").select(["id", "slug", "published_at"]).where("id", "=", id).executeTakeFirst();
  if (!current) throw noSuchPost();
  const content = cleanContent(values.content);
  const at = now.toISOString();
  return withFreeSlug(db, values, id, async (slug) => {
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable("blog_posts")
        .set({
          slug,
          ...storedFields(values, content),
          published_at: values.status === "published" ? (current.published_at ?? at) : current.published_at,
          updated_at: at,
        })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw noSuchPost();
      await bumpVersion(trx, "blog", now);
    });
    return getPost(db, id);
  });
}

export async function deletePost(db: Db, id: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw noSuchPost();
    await bumpVersion(trx, "blog", now);
  });
}
