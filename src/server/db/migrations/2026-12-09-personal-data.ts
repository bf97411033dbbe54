// Personal data under India's DPDP Act (issue 27). `erasures` records that an erasure happened (by a person's request or
// by the retention job): when, by which admin (null for the job) and how many records of each kind, and nothing about
// whom: not the e-mail, not the phone, not a hash of either (a hash of an e-mail can be matched back, so it is personal
// data too). `retention_settings` holds how long leads, conversations and spam are kept; no row means the defaults (24
// months, 24 months, 30 days), as business_hours does. `job_runs` is the lease the daily retention job takes, so one
// instance runs it at a time and once a day: claimed by one conditional UPDATE, as the e-mail outbox claims a message.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("erasures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    // The admin who asked; null when the retention job erased. Not a foreign key: the record outlives the account.
    .addColumn("actor_id", "text")
    // "request" (an admin erased a person) or "retention" (the daily job).
    .addColumn("reason", "text", (c) => c.notNull())
    // JSON { leads, chats, chatMessages, … }: counts only.
    .addColumn("counts", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("erasures_at_idx").on("erasures").column("at").execute();

  await db.schema
    .createTable("retention_settings")
    // Always 1: one row, or none for the defaults.
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("leads_months", "integer", (c) => c.notNull())
    .addColumn("conversations_months", "integer", (c) => c.notNull())
    .addColumn("spam_days", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (c) => c.primaryKey())
    // The instance running it holds it until this time; past it, another may take over (the holder died mid-run).
    .addColumn("lease_until", "text")
    .addColumn("holder", "text")
    .addColumn("last_started_at", "text")
    .addColumn("last_finished_at", "text")
    // JSON of the last run's result (counts only).
    .addColumn("last_result", "text")
    .execute();
  await db.insertInto("job_runs").values({ name: "retention", lease_until: null, holder: null, last_started_at: null, last_finished_at: null, last_result: null }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runs").ifExists().execute();
  await db.schema.dropTable("retention_settings").ifExists().execute();
  await db.schema.dropTable("erasures").ifExists().execute();
}
