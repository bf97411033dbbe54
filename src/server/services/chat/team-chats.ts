// The team's chats (issue 14): which admins are online to take a transfer, and which live chats each holds (visitor
// name and since when, never the messages), for the console's "Team's chats" list and transfer control.
import type { Db } from "../../db/database.ts";
import type { TeamState } from "../../../shared/schemas/chat-answering.ts";
import type { ChatService } from "./chat-service.ts";
import type { AgentStatus } from "../../../shared/schemas/chat-constants.ts";

/** Most live chats listed; a team of a few agents holds far fewer. */
const CHATS_MAX = 200;

/** Online agents first, then those away, then the rest. */
const ORDER: Record<AgentStatus, number> = { online: 0, away: 1, offline: 2 };

/** Who is online comes from the chat service, whose presence rule (and configured grace period) it shares. */
export async function teamState(db: Db, presence: Pick<ChatService, "agentStatuses">): Promise<TeamState> {
  const [users, present, chats] = await Promise.all([
    db.selectFrom("users").select(["id", "name", "email"]).where("disabled_at", "is", null).execute(),
    presence.agentStatuses(),
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
    .map((u) => {
      const status: AgentStatus = present.get(u.id) ?? "offline";
      return { id: u.id, name: u.name ?? u.email, online: status === "online", status };
    })
    .sort((a, b) => ORDER[a.status] - ORDER[b.status] || a.name.localeCompare(b.name));
  return {
    agents,
    chats: chats.map((c) => ({ sessionId: c.id, userName: c.user_name, agentId: c.agent_id!, agentName: c.name ?? c.email, takenAt: c.taken_at })),
  };
}
