// The console's state rules: the waiting list follows socket frames, replies shown at once are replaced by the server's
// copy without a duplicate, and only news is announced.
import { describe, expect, it } from "vitest";
import { consoleReducer, type ConsoleState } from "./console-state.ts";
import { ME, msg, run, summary } from "./console-test-support.ts";
import { waitingMinutes } from "./waiting-time.ts";

const loaded = (): ConsoleState =>
  run({ type: "active", sessions: [] }, { type: "waiting", sessions: [summary("a")] }, { type: "taken", session: summary("a", { status: "active", agentId: ME }) }, { type: "messages", sessionId: "a", messages: [msg()], history: true });

describe("the waiting list", () => {
  it("announces visitors who arrive after the first load, not those already waiting", () => {
    const first = run({ type: "waiting", sessions: [summary("a")] });
    expect(first.announcement.text).toBe("");
    const next = consoleReducer(first, { type: "session", session: summary("b", { userName: "Asha Devi" }), me: ME });
    expect(next.waiting?.map((s) => s.sessionId)).toEqual(["a", "b"]);
    expect(next.announcement.text).toBe("Asha Devi (Farmer) is waiting for an agent.");
  });

  it("drops a chat another agent took, and moves one this agent took to the active chats", () => {
    const s = run({ type: "active", sessions: [] }, { type: "waiting", sessions: [summary("a"), summary("b")] });
    const other = consoleReducer(s, { type: "session", session: { sessionId: "a", status: "active", agentId: null }, me: ME });
    expect(other.waiting?.map((w) => w.sessionId)).toEqual(["b"]);
    const mine = consoleReducer(other, { type: "session", session: summary("b", { status: "active", agentId: ME }), me: ME });
    expect(mine.waiting).toEqual([]);
    expect(mine.chats?.map((c) => c.session.sessionId)).toEqual(["b"]);
  });

  it("counts whole minutes from the start of the chat", () => {
    const s = summary("a", { createdAt: "2026-11-24T10:00:00.000Z" });
    expect(waitingMinutes(s, Date.parse("2026-11-24T10:03:59.000Z"))).toBe(3);
    expect(waitingMinutes({ ...s, waitingMinutes: 5 }, Date.parse("2026-11-24T10:01:00.000Z"))).toBe(5);
  });
});

describe("an active chat", () => {
  it("keeps one copy of a reply whose socket frame beats the POST's answer", () => {
    let s = consoleReducer(loaded(), { type: "sending", sessionId: "a", pending: { localId: "l1", text: "Namaste", createdAt: "x" } });
    expect(s.chats?.[0]?.pending).toHaveLength(1);
    const server = msg({ message: "Namaste", sender_type: "agent", sender_name: "MittiMitra Agent" });
    s = consoleReducer(s, { type: "messages", sessionId: "a", messages: [server] });
    s = consoleReducer(s, { type: "sent", sessionId: "a", localId: "l1", message: server });
    expect(s.chats?.[0]?.pending).toEqual([]);
    expect(s.chats?.[0]?.messages.filter((m) => m.id === server.id)).toHaveLength(1);
  });

  it("keeps a failed reply with its reason until it is sent again", () => {
    let s = consoleReducer(loaded(), { type: "sending", sessionId: "a", pending: { localId: "l1", text: "Hi", createdAt: "x" } });
    s = consoleReducer(s, { type: "sendFailed", sessionId: "a", localId: "l1", error: "Offline" });
    expect(s.chats?.[0]?.pending[0]?.error).toBe("Offline");
    s = consoleReducer(s, { type: "sending", sessionId: "a", pending: { localId: "l1", text: "Hi", createdAt: "y" } });
    expect(s.chats?.[0]?.pending).toEqual([{ localId: "l1", text: "Hi", createdAt: "y" }]);
  });

  it("ignores a message it already has, orders by time, and counts unread visitor messages while minimised", () => {
    const base = loaded();
    const first = base.chats![0]!.messages[0]!;
    let s = consoleReducer(base, { type: "minimise", sessionId: "a", minimised: true });
    const later = msg({ message: "Are you there?", sender_name: "Asha" });
    s = consoleReducer(s, { type: "messages", sessionId: "a", messages: [first, later] });
    expect(s.chats?.[0]?.messages.map((m) => m.id)).toEqual([first.id, later.id]);
    expect(s.chats?.[0]?.unread).toBe(1);
    expect(s.announcement.text).toBe("New message from Asha: Are you there?");
    s = consoleReducer(s, { type: "minimise", sessionId: "a", minimised: false });
    expect(s.chats?.[0]?.unread).toBe(0);
  });

  it("does not announce the history read when a chat opens", () => {
    const s = run({ type: "active", sessions: [summary("a", { status: "active", agentId: ME })] }, { type: "messages", sessionId: "a", messages: [msg()], history: true });
    expect(s.announcement.text).toBe("");
  });

  it("leaves the list when it ends, here or in another tab", () => {
    expect(consoleReducer(loaded(), { type: "ended", sessionId: "a" }).chats).toEqual([]);
    const viaSocket = consoleReducer(loaded(), { type: "session", session: summary("a", { status: "ended", agentId: ME }), me: ME });
    expect(viaSocket.chats).toEqual([]);
  });
});

describe("the poll cursor", () => {
  const cursorOf = (s: ConsoleState) => s.chats?.[0]?.cursor;

  it("moves only with reads (history and polls), never with a socket frame or a send's answer", () => {
    const history = msg({ sender_type: "agent" });
    let s = run(
      { type: "active", sessions: [] },
      { type: "taken", session: summary("a", { status: "active", agentId: ME }) },
      { type: "messages", sessionId: "a", messages: [history], history: true, readTo: history },
    );
    expect(cursorOf(s)).toEqual(history);
    // The agent's own reply comes back from the POST, and a later visitor message arrives on the socket first…
    const reply = msg({ sender_type: "agent", message: "Yes" });
    s = consoleReducer(s, { type: "sending", sessionId: "a", pending: { localId: "l1", text: "Yes", createdAt: reply.created_at } });
    s = consoleReducer(s, { type: "sent", sessionId: "a", localId: "l1", message: reply });
    const pushed = msg({ message: "Thank you" });
    s = consoleReducer(s, { type: "messages", sessionId: "a", messages: [pushed] });
    // …yet the next poll still starts after the last message read, so a visitor message written between them is read.
    expect(cursorOf(s)).toEqual(history);
    const between = msg({ message: "Is it costly?" });
    s = consoleReducer(s, { type: "messages", sessionId: "a", messages: [between, reply, pushed], readTo: pushed });
    expect(cursorOf(s)).toEqual(pushed);
    expect(s.chats?.[0]?.messages.map((m) => m.id)).toEqual([history.id, reply.id, between.id, pushed.id].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1))));
  });
});
