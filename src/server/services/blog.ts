// Blog posts in the database: the public list and post, the admin's list and editing with a revision per save, the
// scheduled posts' publication, and the feed. Every filter, count and page runs in the database; the body is sanitised
// here, on every write, and every write bumps the "blog" content version in its own transaction, so kept pages that show
// posts (and the assistant's blog knowledge) are rendered again on every instance.
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
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
  type BlogRevision,
  type BlogRevisionDetail,
  type BlogRevisionFields,
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
  "id", "slug", "title", "excerpt", "author", "category", "tags", "image_url", "status", "language", "published_at", "publish_at",
  "created_at", "updated_at", "meta_title", "meta_description", "social_image_url",
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
    publish_at: row.publish_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    social_image_url: row.social_image_url,
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

/** Who saved: kept with each revision. */
export interface Saver {
  id: string | null;
  name: string;
}

/** The signed-in admin as a revision names them: their display name, or their e-mail when they have none. */
export async function saverOf(db: Db, user: { id: string; email: string }): Promise<Saver> {
  const row = await db.selectFrom("users").select("name").where("id", "=", user.id).executeTakeFirst();
  return { id: user.id, name: row?.name?.trim() || user.email };
}

/** The status to store: a scheduled post whose time has already come is published at once. */
function effectiveStatus(values: BlogPostValues, now: Date): BlogStatus {
  if (values.status === "scheduled" && values.publish_at && Date.parse(values.publish_at) <= now.getTime()) return "published";
  return values.status;
}

const storedFields = (values: BlogPostValues, content: string, status: BlogStatus) => ({
  title: values.title,
  excerpt: values.excerpt,
  content,
  author: values.author,
  category: values.category,
  tags: JSON.stringify(values.tags),
  image_url: values.image_url,
  status,
  language: values.language,
  meta_title: values.meta_title,
  meta_description: values.meta_description,
  social_image_url: values.social_image_url,
  publish_at: status === "scheduled" ? values.publish_at : null,
});

/** The fields a revision keeps: everything the writer edits except where and when the post is published. */
const REVISION_FIELDS = ["title", "excerpt", "content", "author", "category", "tags", "image_url", "meta_title", "meta_description", "social_image_url"] as const;
type RevisionSnapshot = Pick<BlogPostValues, (typeof REVISION_FIELDS)[number]>;

function keepRevision(trx: Kysely<Database>, postId: string, values: BlogPostValues, content: string, by: Saver, at: string) {
  const snapshot: RevisionSnapshot = { ...Object.fromEntries(REVISION_FIELDS.map((f) => [f, values[f]])), content } as RevisionSnapshot;
  return trx
    .insertInto("blog_post_revisions")
    .values({ id: randomUUID(), post_id: postId, created_at: at, user_id: by.id, user_name: by.name, title: values.title, snapshot: JSON.stringify(snapshot) })
    .execute();
}

export async function createPost(db: Db, values: BlogPostValues, by: Saver, now = new Date()): Promise<BlogPost> {
  const content = cleanContent(values.content);
  const at = now.toISOString();
  const status = effectiveStatus(values, now);
  return withFreeSlug(db, values, undefined, async (slug) => {
    const row: BlogPostRow = {
      id: randomUUID(),
      slug,
      ...storedFields(values, content, status),
      published_at: status === "published" ? at : null,
      created_at: at,
      updated_at: at,
    };
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("blog_posts").values(row).execute();
      await keepRevision(trx, row.id, values, content, by, at);
      await bumpVersion(trx, "blog", now);
    });
    return toPost(row);
  });
}

/**
 * Replaces a post's fields and keeps them as a new revision. The first publication sets published_at; unpublishing and
 * publishing again keep it.
 */
export async function updatePost(db: Db, id: string, values: BlogPostValues, by: Saver, now = new Date()): Promise<BlogPost> {
  const current = await db.selectFrom("blog_posts").select(["id", "slug", "published_at"]).where("id", "=", id).executeTakeFirst();
  if (!current) throw noSuchPost();
  const content = cleanContent(values.content);
  const at = now.toISOString();
  const status = effectiveStatus(values, now);
  return withFreeSlug(db, values, id, async (slug) => {
    await db.transaction().execute(async (trx) => {
      const res = await trx
        .updateTable("blog_posts")
        .set({
          slug,
          ...storedFields(values, content, status),
          published_at: status === "published" ? (current.published_at ?? at) : current.published_at,
          updated_at: at,
        })
        .where("id", "=", id)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw noSuchPost();
      await keepRevision(trx, id, values, content, by, at);
      await bumpVersion(trx, "blog", now);
    });
    return getPost(db, id);
  });
}

export async function deletePost(db: Db, id: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const res = await trx.deleteFrom("blog_posts").where("id", "=", id).executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw noSuchPost();
    await trx.deleteFrom("blog_post_revisions").where("post_id", "=", id).execute();
    await bumpVersion(trx, "blog", now);
  });
}

/** The revisions an editor lists: the newest first, up to this many. */
export const REVISIONS_LISTED = 100;

/** A post's revisions, newest first (404 for no such post). */
export async function listRevisions(db: Db, postId: string): Promise<BlogRevision[]> {
  // Only whether the post exists: its body is not needed for the list.
  const post = await db.selectFrom("blog_posts").select("id").where("id", "=", postId).executeTakeFirst();
  if (!post) throw noSuchPost();
  return db
    .selectFrom("blog_post_revisions")
    .select(["id", "created_at", "user_name", "title"])
    .where("post_id", "=", postId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(REVISIONS_LISTED)
    .execute();
}

/** One revision of a post with the fields it kept, to compare with the post before restoring it (issue 30). */
export async function getRevision(db: Db, postId: string, revisionId: string): Promise<BlogRevisionDetail> {
  const row = await db
    .selectFrom("blog_post_revisions")
    .select(["id", "created_at", "user_name", "title", "snapshot"])
    .where("id", "=", revisionId)
    .where("post_id", "=", postId)
    .executeTakeFirst();
  if (!row) throw notFound("No revision with that id for this post.");
  const { snapshot, ...revision } = row;
  const kept = JSON.parse(snapshot) as RevisionSnapshot;
  return { ...revision, fields: Object.fromEntries(REVISION_FIELDS.map((f) => [f, kept[f] ?? null])) as BlogRevisionFields };
}

/**
 * Saves a revision's fields again, as a new save (so it is itself a revision, and the one it replaced stays listed).
 * Where and when the post is published (status, publish time, slug, language) stay as they are now.
 */
export async function restoreRevision(db: Db, postId: string, revisionId: string, by: Saver, now = new Date()): Promise<BlogPost> {
  const revision = await db
    .selectFrom("blog_post_revisions")
    .select("snapshot")
    .where("id", "=", revisionId)
    .where("post_id", "=", postId)
    .executeTakeFirst();
  if (!revision) throw notFound("No revision with that id for this post.");
  const post = await getPost(db, postId);
  const snapshot = JSON.parse(revision.snapshot) as RevisionSnapshot;
  const values: BlogPostValues = {
    ...snapshot,
    slug: post.slug,
    status: post.status,
    language: post.language,
    publish_at: post.publish_at,
  };
  return updatePost(db, postId, values, by, now);
}

/**
 * Publishes every scheduled post whose time has come, and bumps the blog's version with them so kept pages, the feeds
 * and the assistant show them. Several instances may run it at once: the update takes only rows still scheduled, so a
 * post is published (and the version bumped for it) once. Returns how many went live.
 */
export async function publishDuePosts(db: Db, now = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable("blog_posts")
      .set({ status: "published", published_at: sql<string>`coalesce(published_at, publish_at)`, publish_at: null })
      .where("status", "=", "scheduled")
      .where("publish_at", "<=", at)
      .executeTakeFirst();
    const published = Number(res.numUpdatedRows);
    if (published > 0) await bumpVersion(trx, "blog", now);
    return published;
  });
}

/** When the next scheduled post is due, or null when none is scheduled. */
export async function nextPublishAt(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom("blog_posts")
    .select((eb) => eb.fn.min("publish_at").as("next"))
    .where("status", "=", "scheduled")
    .executeTakeFirst();
  return row?.next ? new Date(row.next) : null;
}
