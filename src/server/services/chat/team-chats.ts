// The team's chats (issue 14): which admins are online to take a transfer, and which live chats each holds (visitor
// name and since when, never the messages), for the console's "Team's chats" list and transfer control.
import type { Db } from "../../db/database.ts";
import type { TeamState } from "../../../shared/schemas/chat-answering.ts";

/** Most live chats listed; a team of a few agents holds far fewer. */
const CHATS_MAX = 200;

export async function teamState(db: Db, presenceGraceMs: number, now = Date.now()): Promise<TeamState> {
  const cutoff = new Date(now - presenceGraceMs).toISOString();
  const [users, chats] = await Promise.all([
    db
      .selectFrom("users")
      .leftJoin("agent_presence as p", "p.user_id", "users.id")
      .select(["users.id", "users.name", "users.email", "p.online", "p.last_seen_at"])
      .where("users.disabled_at", "is", null)
      .execute(),
    db
      .selectFrom("chat_sessions as s")
      .innerJoin("users as u", "u.id", "s.agent_id")
      .select(["s.id", "s.user_name", "s.agent_id", "s.taken_at", "u.name", "u.email"])
      .where("s.status", "=", "active")
      .orderBy("s.taken_at", "asc")
      .limit(CHATS_MAX)
      .execute(),
  ]);
  const agents = users
    .map((u) => ({ id: u.id, name: u.name ?? u.email, online: Number(u.online) === 1 && !!u.last_seen_at && u.last_seen_at >= cutoff }))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));
  return {
    agents,
    chats: chats.map((c) => ({ sessionId: c.id, userName: c.user_name, agentId: c.agent_id!, agentName: c.name ?? c.email, takenAt: c.taken_at })),
  };
}
