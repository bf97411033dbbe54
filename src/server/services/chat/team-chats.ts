// The team's chats (issue 14): which admins are online to take a transfer, and which live chats each holds (visitor
// name and since when, never the messages), for the console's "Team's chats" list and transfer control.
import type { Db } from "../../db/database.ts";
import type { TeamState } from "../../../shared/schemas/chat-answering.ts";
import type { ChatService } from "./chat-service.ts";

/** Most live chats listed; a team of a few agents holds far fewer. */
const CHATS_MAX = 200;

/** Who is online comes from the chat service, whose presence rule (and configured grace period) it shares. */
export async function teamState(db: Db, presence: Pick<ChatService, "onlineAgentIds">): Promise<TeamState> {
  const [users, online, chats] = await Promise.all([
    db.selectFrom("users").select(["id", "name", "email"]).where("disabled_at", "is", null).execute(),
    presence.onlineAgentIds(),
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
    .map((u) => ({ id: u.id, name: u.name ?? u.email, online: online.has(u.id) }))
    .sort((a, b) => Number(b.online) - Number(a.online) || a.name.localeCompare(b.name));
  return {
    agents,
    chats: chats.map((c) => ({ sessionId: c.id, userName: c.user_name, agentId: c.agent_id!, agentName: c.name ?? c.email, takenAt: c.taken_at })),
  };
}
