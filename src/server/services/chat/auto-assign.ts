// Automatic assignment (issue 30): the team's setting, and the one step that gives a waiting chat to an agent. The step
// is safe across instances: the chat moves only while it is still waiting, and on PostgreSQL the agent's presence row
// is locked for the step, so two instances giving chats to one agent at once cannot pass the agent's capacity (on
// SQLite there is one instance and one writer).
import type { Db } from "../../db/database.ts";
import { DEFAULT_ASSIGNMENT, type AssignmentSettings } from "../../../shared/schemas/chat-assignment.ts";

export async function readAssignment(db: Db): Promise<AssignmentSettings> {
  const row = await db.selectFrom("chat_assignment").select(["auto_assign", "capacity"]).where("id", "=", 1).executeTakeFirst();
  return row ? { autoAssign: row.auto_assign === 1, capacity: row.capacity } : DEFAULT_ASSIGNMENT;
}

export async function saveAssignment(db: Db, settings: AssignmentSettings, userId: string): Promise<AssignmentSettings> {
  const values = { auto_assign: settings.autoAssign ? 1 : 0, capacity: settings.capacity, updated_at: new Date().toISOString(), updated_by: userId };
  await db
    .insertInto("chat_assignment")
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column("id").doUpdateSet(values))
    .execute();
  return settings;
}

/**
 * Gives the waiting chat `sessionId` to `agentId` if the agent still takes chats and holds fewer than `capacity`;
 * true when it did. The caller then stores the "agent joined" line and tells the consoles.
 */
export async function assignTo(db: Db, postgres: boolean, sessionId: string, agentId: string, capacity: number, cutoff: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    let agent = trx
      .selectFrom("agent_presence")
      .select("user_id")
      .where("user_id", "=", agentId)
      .where("online", "=", 1)
      .where("away", "=", 0)
      .where("last_seen_at", ">=", cutoff);
    if (postgres) agent = agent.forUpdate();
    if (!(await agent.executeTakeFirst())) return false;
    const held = await trx
      .selectFrom("chat_sessions")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("agent_id", "=", agentId)
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    if (Number(held.n) >= capacity) return false;
    const at = new Date().toISOString();
    const moved = await trx
      .updateTable("chat_sessions")
      .set({ status: "active", agent_id: agentId, taken_at: at, updated_at: at })
      .where("id", "=", sessionId)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await trx.updateTable("agent_presence").set({ last_assigned_at: at }).where("user_id", "=", agentId).execute();
    return true;
  });
}
