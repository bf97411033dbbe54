// Fixtures the console-state and alert tests share: a waiting-list entry, a visitor message and a state built from actions.
import type { AgentSessionSummary, ChatMessage } from "../../../shared/schemas/chat-constants.ts";
import { consoleReducer, initialConsoleState, type ConsoleAction } from "./console-state.ts";

export const ME = "agent-1";

export const summary = (id: string, over: Partial<AgentSessionSummary> = {}): AgentSessionSummary => ({
  sessionId: id,
  status: "waiting",
  agentId: null,
  userName: `Visitor ${id}`,
  userEmail: `${id}@example.in`,
  userPhone: null,
  userType: "farmer",
  language: "en",
  createdAt: "2026-11-24T10:00:00.000Z",
  takenAt: null,
  waitingMinutes: 0,
  firstMessage: null,
  startPath: null,
  ...over,
});

// Each message gets its own id and a later second, so a reducer that sorts or dedupes by either sees distinct messages.
let seq = 0;
export const msg = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${++seq}`,
  message: "Hello",
  sender_type: "user",
  sender_name: "Asha",
  created_at: `2026-11-24T10:00:${String(seq % 60).padStart(2, "0")}.000Z`,
  ...over,
});

export const run = (...actions: ConsoleAction[]) => actions.reduce(consoleReducer, initialConsoleState);
