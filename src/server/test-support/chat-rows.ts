// Chats for tests and benches that build them by hand: Asha, a farmer, in English, from 26 November 2026 10:00 UTC,
// unless told otherwise.
import type { Selectable } from "kysely";
import type { ChatSessionsTable } from "../db/database.ts";
import type { AgentSessionSummary } from "../../shared/schemas/chat.ts";

const START = "2026-11-26T10:00:00.000Z";

/** A chat as the bus's session events carry it. */
export function sessionSummary(sessionId: string, over: Partial<AgentSessionSummary> = {}): AgentSessionSummary {
  return {
    sessionId,
    status: "waiting",
    agentId: null,
    userName: "Asha",
    userEmail: "asha@example.in",
    userPhone: null,
    userType: "farmer",
    language: "en",
    createdAt: START,
    takenAt: null,
    waitingMinutes: 0,
    firstMessage: null,
    startPath: null,
    ...over,
  };
}

/** A row of chat_sessions, waiting unless told otherwise. */
export function sessionRow(over: Partial<Selectable<ChatSessionsTable>> & { id: string }): Selectable<ChatSessionsTable> {
  return {
    agent_id: null,
    status: "waiting",
    user_name: "Asha",
    user_email: "asha@example.in",
    user_phone: null,
    user_type: "farmer",
    language: "en",
    lead_id: null,
    start_lead_id: null,
    visitor_seen_at: null,
    start_path: null,
    time_zone: null,
    pages: null,
    visitor_token_hash: "00",
    created_at: START,
    taken_at: null,
    ended_at: null,
    updated_at: START,
    ...over,
  };
}
