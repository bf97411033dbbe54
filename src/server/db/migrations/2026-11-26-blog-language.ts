// Posts in two languages (the Hindi site): each post has the language it is written in; every post written before is
// English. The public lists read one language's published posts, newest first.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("blog_posts").addColumn("language", "text", (c) => c.notNull().defaultTo("en")).execute();
  await db.schema.createIndex("blog_posts_language_idx").on("blog_posts").columns(["language", "status", "published_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("blog_posts_language_idx").ifExists().execute();
  await db.schema.alterTable("blog_posts").dropColumn("language").execute();
}
