// Roles and the audit log (issue 27): every user has a role (admin, agent or editor; everyone before this is an admin),
// the addresses each user has signed in from (so a sign-in from a new one is noticed), and an append-only record of
// exports, erasures, team and settings changes. The app never updates or deletes an audit row.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("role", "text", (c) => c.notNull().defaultTo("admin")).execute();

  await db.schema
    .createTable("user_sign_in_addresses")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("ip", "text", (c) => c.notNull())
    .addColumn("first_at", "text", (c) => c.notNull())
    .addColumn("last_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_sign_in_addresses_pk", ["user_id", "ip"])
    .execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("at", "text", (c) => c.notNull())
    // No foreign key: a record outlives anything it names, and nothing may change it.
    .addColumn("actor_id", "text")
    // Copied when the record is made, so it still says who after the e-mail changes.
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    // JSON object text.
    .addColumn("detail", "text", (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_action_idx").on("audit_log").columns(["action", "at"]).execute();
  await db.schema.createIndex("audit_log_actor_idx").on("audit_log").columns(["actor_id", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_log").ifExists().execute();
  await db.schema.dropTable("user_sign_in_addresses").ifExists().execute();
  await db.schema.alterTable("users").dropColumn("role").execute();
}
