// Agent status and automatic assignment (issue 30). An online agent may be away: they keep their chats and get no new
// ones (agent_presence.away). The team may have waiting chats handed out by the server, round robin among the agents
// online and not away, up to a number of chats each (chat_assignment, one row; none means off): last_assigned_at says
// whose turn it is.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("agent_presence").addColumn("away", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("agent_presence").addColumn("last_assigned_at", "text").execute();
  await db.schema
    .createTable("chat_assignment")
    // Always 1: the team's one setting.
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("auto_assign", "integer", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("chat_assignment").ifExists().execute();
  await db.schema.alterTable("agent_presence").dropColumn("last_assigned_at").execute();
  await db.schema.alterTable("agent_presence").dropColumn("away").execute();
}
