// Team management (issue 15): an admin can be disabled (kept, signed out, unable to sign in) and shows when they last
// signed in; a forgotten password is reset through a single-use link, whose token is stored only as a hash.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
  await db.schema.alterTable("users").addColumn("last_sign_in_at", "text").execute();
  await db.schema
    .createTable("password_resets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("password_resets_user_idx").on("password_resets").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("last_sign_in_at").execute();
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
}
