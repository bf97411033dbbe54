// What counts as news for the alerts (issue 14): visitors who start waiting after the first load, and visitor messages
// added to a chat whose history was already read; and the alert choices read back per admin.
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ALERT_PREFS, loadAlertPrefs } from "./alert-prefs.ts";
import { consoleReducer, initialConsoleState } from "./console-state.ts";
import { ME, msg, run, summary } from "./console-test-support.ts";
import { firstWordsWhileWaiting, handedOver, newVisitorMessages, newlyWaiting, unseenCount, waitingAlertBody } from "./use-alerts.ts";

describe("news for the alerts", () => {
  it("counts visitors who start waiting after the first load, not those found waiting", () => {
    const before = initialConsoleState;
    const first = run({ type: "waiting", sessions: [summary("a")] });
    expect(newlyWaiting(before, first)).toEqual([]);
    const next = consoleReducer(first, { type: "session", session: summary("b"), me: ME });
    expect(newlyWaiting(first, next).map((s) => s.sessionId)).toEqual(["b"]);
    expect(newlyWaiting(next, next)).toEqual([]);
  });

  it("counts the visitor's new messages in a chat already read, not its history nor the agent's own", () => {
    const taken = run({ type: "active", sessions: [] }, { type: "taken", session: summary("a", { status: "active", agentId: ME }) });
    const history = consoleReducer(taken, { type: "messages", sessionId: "a", messages: [msg(), msg()], history: true });
    expect(newVisitorMessages(taken, history)).toEqual([]);
    const reply = msg({ sender_type: "agent", sender_name: "Ravi" });
    const question = msg({ message: "How much does a test cost?" });
    const later = consoleReducer(history, { type: "messages", sessionId: "a", messages: [reply, question] });
    const news = newVisitorMessages(history, later);
    expect(news).toHaveLength(1);
    expect(news[0]!.chat.session.sessionId).toBe("a");
    expect(news[0]!.messages).toEqual([question]);
  });

  it("renews a waiting visitor's alert with their first words, once, and shows the words in the list (issue 30)", () => {
    const waiting = run({ type: "waiting", sessions: [summary("a")] });
    expect(waitingAlertBody(waiting.waiting![0]!)).toBe("Farmer · a@example.in");
    const spoke = consoleReducer(waiting, { type: "session", session: summary("a", { firstMessage: "Meri mitti mein namak hai" }), me: ME });
    expect(spoke.waiting!.map((s) => s.firstMessage)).toEqual(["Meri mitti mein namak hai"]);
    expect(firstWordsWhileWaiting(waiting, spoke).map((s) => s.sessionId)).toEqual(["a"]);
    expect(waitingAlertBody(spoke.waiting![0]!)).toBe("“Meri mitti mein namak hai”");
    const again = consoleReducer(spoke, { type: "session", session: summary("a", { firstMessage: "Meri mitti mein namak hai" }), me: ME });
    expect(firstWordsWhileWaiting(spoke, again)).toEqual([]);
  });

  it("counts a chat another agent handed over as news, unseen until opened, and not one the agent took", () => {
    const start = run({ type: "waiting", sessions: [summary("w")] }, { type: "active", sessions: [] });
    const handover = { by: "Asha", note: "Wants a visit before sowing" };
    const handed = consoleReducer(start, { type: "session", session: summary("h", { status: "active", agentId: ME, handover }), me: ME });
    expect(handedOver(start, handed).map((c) => c.session.handover)).toEqual([handover]);
    expect(handed.chats!.find((c) => c.session.sessionId === "h")!.minimised).toBe(true);
    const took = consoleReducer(handed, { type: "taken", session: summary("w", { status: "active", agentId: ME }) });
    expect(handedOver(handed, took)).toEqual([]);
  });

  it("adds unseen visitors and messages into the title's count", () => {
    expect(unseenCount({ waiting: new Set(["a", "b"]), messages: new Map([["c", 3]]) })).toBe(5);
  });
});

describe("alert choices", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are all on until switched off, and are read back per admin, ignoring anything unreadable", () => {
    const store = new Map<string, string>([
      ["mittimitra.alerts.admin-1", JSON.stringify({ sound: false, title: "yes" })],
      ["mittimitra.alerts.admin-2", "{not json"],
    ]);
    vi.stubGlobal("window", { localStorage: { getItem: (k: string) => store.get(k) ?? null } });
    expect(loadAlertPrefs(undefined)).toEqual(DEFAULT_ALERT_PREFS);
    expect(loadAlertPrefs("admin-1")).toEqual({ sound: false, notifications: true, title: true, asked: false });
    expect(loadAlertPrefs("admin-2")).toEqual(DEFAULT_ALERT_PREFS);
    expect(loadAlertPrefs("admin-3")).toEqual(DEFAULT_ALERT_PREFS);
  });
});
