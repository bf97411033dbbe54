// Publishing for a writer (issue 15): per-post SEO fields, a publish time for scheduled posts, a revision kept on every
// save, and the uploaded pictures (their files live under UPLOADS_DIR; the table says which widths each has).
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blog_posts").addColumn("meta_title", "text").execute();
  await db.schema.alterTable("blog_posts").addColumn("meta_description", "text").execute();
  await db.schema.alterTable("blog_posts").addColumn("social_image_url", "text").execute();
  // When a scheduled post goes live; the publishing timer looks for due ones by (status, publish_at).
  await db.schema.alterTable("blog_posts").addColumn("publish_at", "text").execute();
  await db.schema.createIndex("blog_posts_publish_at_idx").on("blog_posts").columns(["status", "publish_at"]).execute();

  await db.schema
    .createTable("blog_post_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    // Who saved it: the admin's id (null once that account is gone) and the name shown at the time.
    .addColumn("user_id", "text")
    .addColumn("user_name", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    // Every field the writer edits, as JSON text (the body included), so a restore brings all of them back.
    .addColumn("snapshot", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("blog_post_revisions_post_idx").on("blog_post_revisions").columns(["post_id", "created_at"]).execute();

  await db.schema
    .createTable("uploads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    // JSON list of the widths written, smallest first; each in WebP, AVIF and JPEG.
    .addColumn("widths", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "text")
    .execute();
  await db.schema.createIndex("uploads_created_idx").on("uploads").columns(["created_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("uploads").ifExists().execute();
  await db.schema.dropTable("blog_post_revisions").ifExists().execute();
  await db.schema.dropIndex("blog_posts_publish_at_idx").ifExists().execute();
  for (const column of ["publish_at", "social_image_url", "meta_description", "meta_title"]) {
    await db.schema.alterTable("blog_posts").dropColumn(column).execute();
  }
}
