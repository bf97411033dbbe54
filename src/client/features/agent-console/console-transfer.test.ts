// Transfer in the console's state (issue 14): a chat handed away leaves, one handed over arrives and is announced,
// one sent back to the queue waits again.
import { describe, expect, it } from "vitest";
import type { AgentSessionSummary } from "../../../shared/schemas/chat-constants.ts";
import { consoleReducer, initialConsoleState, type ConsoleState } from "./console-state.ts";
import { summary as waitingSummary } from "./console-test-support.ts";

const ME = "11111111-2222-4333-8444-555555555555";

const summary = (sessionId: string, over: Partial<AgentSessionSummary> = {}): AgentSessionSummary =>
  waitingSummary(sessionId, { status: "active", agentId: ME, userName: "Asha Devi", userEmail: "asha@example.in", takenAt: "2026-11-22T10:01:00.000Z", waitingMinutes: 1, ...over });

const holding = (...ids: string[]): ConsoleState =>
  ids.reduce((s, id) => consoleReducer(s, { type: "taken", session: summary(id) }), consoleReducer(consoleReducer(initialConsoleState, { type: "waiting", sessions: [] }), { type: "active", sessions: [] }));

describe("transfer in the console state", () => {
  it("drops a chat another agent now holds (the masked event other agents get)", () => {
    const state = consoleReducer(holding("a", "b"), { type: "session", session: { sessionId: "a", status: "active", agentId: null }, me: ME });
    expect(state.chats?.map((c) => c.session.sessionId)).toEqual(["b"]);
  });

  it("moves a chat handed back to the queue from the agent's chats to the waiting list", () => {
    const state = consoleReducer(holding("a"), { type: "session", session: summary("a", { status: "waiting", agentId: null, takenAt: null }), me: ME });
    expect(state.chats).toEqual([]);
    expect(state.waiting?.map((s) => s.sessionId)).toEqual(["a"]);
  });

  it("adds and announces a chat another agent handed over, but not one taken from the waiting list", () => {
    const handed = consoleReducer(holding(), { type: "session", session: summary("c"), me: ME });
    expect(handed.chats?.map((c) => c.session.sessionId)).toEqual(["c"]);
    expect(handed.announcement.text).toBe("The chat with Asha Devi is now yours.");

    const waiting = consoleReducer(holding(), { type: "waiting", sessions: [summary("d", { status: "waiting", agentId: null })] });
    const taken = consoleReducer(waiting, { type: "session", session: summary("d"), me: ME });
    expect(taken.chats?.map((c) => c.session.sessionId)).toEqual(["d"]);
    expect(taken.announcement.text).not.toContain("is now yours");
  });

  it("releases a chat once, leaving the rest alone", () => {
    const state = holding("a");
    expect(consoleReducer(state, { type: "released", sessionId: "zzz" })).toBe(state);
    expect(consoleReducer(state, { type: "released", sessionId: "a" }).chats).toEqual([]);
  });
});
