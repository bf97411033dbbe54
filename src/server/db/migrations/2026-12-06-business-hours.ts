// Business hours (issue 26): the team's opening hours per weekday and its holidays, in India time. No rows means the
// team never set them, and the site's stated hours apply (DEFAULT_BUSINESS_HOURS); a save writes all seven weekdays
// and the whole holiday list in one transaction.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("business_hours")
    // "mon" … "sun".
    .addColumn("day", "text", (c) => c.primaryKey())
    // "09:00" and "18:00" (India time), both null on a closed day.
    .addColumn("open_at", "text")
    .addColumn("close_at", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("business_holidays")
    // "2026-11-08", an India date.
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("business_holidays").ifExists().execute();
  await db.schema.dropTable("business_hours").ifExists().execute();
}
