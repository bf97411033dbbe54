// The team's notes and labels on a chat (issue 30), on SQLite and PostgreSQL: a note is kept apart from the chat, so
// the visitor never gets it (socket, poll, transcript e-mail) while the admin transcript shows it; a live chat another
// agent holds takes no note from a third; labels come only from the team's list, which admins keep, and filter the
// Conversations list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type SocketEvent } from "../../shared/schemas/chat.ts";
import { ANSWERING_API } from "../../shared/schemas/chat-answering-constants.ts";
import { NOTES_API, type ChatLabel, type ChatNote } from "../../shared/schemas/chat-notes.ts";
import { CONVERSATIONS_API, conversationUrl, type ConversationPage, type ConversationTranscript } from "../../shared/schemas/conversations.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { TEAM_PASSWORD, teamOfEveryRole, signInAs, type SignedInUser } from "../test-support/team-roles.ts";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { freshAddress, openChatSocket, startChat, visitorHeaders, waitFor } from "./chat-test-support.ts";
import type { Role } from "../../shared/schemas/auth.ts";

const SECRET = "Farmer sounds upset, offer a free retest";

describe.each(testDatabases)("notes and labels on %s", (kind) => {
  let t: TestApp;
  let team: Record<Role, SignedInUser>;
  let otherAgent: SignedInUser;
  const as = (who: SignedInUser, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: who.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const online = (who: SignedInUser) => as(who, "PUT", CHAT_API.presence, { online: true });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { chatTiming: { presenceGraceMs: 60_000 } });
    team = await teamOfEveryRole(t.app);
    const added = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: team.admin.headers, payload: { email: "second.agent@example.in", password: TEAM_PASSWORD, role: "agent" } });
    expect(added.statusCode, added.body).toBe(201);
    otherAgent = await signInAs(t.app, "second.agent@example.in");
  });
  afterAll(async () => t?.close());

  it("keeps a note from the visitor (socket, poll, transcript e-mail) and shows it, set apart, in the admin transcript", async () => {
    expect((await online(team.agent)).statusCode).toBe(200);
    const chat = await startChat(t.app, "Note Visitor");
    const socket = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    expect((await as(team.agent, "POST", CHAT_API.take(chat.sessionId))).statusCode).toBe(200);
    const asked = await t.app.inject({ method: "POST", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: { message: "My report has not come" } });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    expect((await as(team.agent, "POST", CHAT_API.agentMessages(chat.sessionId), { message: "Namaste, how can I help?" })).statusCode).toBeLessThan(300);
    const added = await as(team.agent, "POST", NOTES_API.notes(chat.sessionId), { text: `  ${SECRET}  ` });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<ChatNote>()).toMatchObject({ text: SECRET, authorName: expect.any(String) });
    expect((await as(team.agent, "POST", CHAT_API.agentMessages(chat.sessionId), { message: "We will call you today." })).statusCode).toBeLessThan(300);
    // The visitor heard the two replies, never the note.
    await waitFor(() => socket.events.filter((e: SocketEvent) => e.type === "message").length >= 2);
    expect(JSON.stringify(socket.events)).not.toContain(SECRET);
    const polled = await t.app.inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress() });
    expect(polled.statusCode).toBe(200);
    expect(polled.body).toContain("We will call you today.");
    expect(polled.body).not.toContain(SECRET);
    socket.close();

    expect((await as(team.agent, "POST", CHAT_API.end(chat.sessionId))).statusCode).toBe(200);
    const mailed = await t.app.inject({ method: "POST", url: ANSWERING_API.transcript(chat.sessionId), headers: visitorHeaders(chat), remoteAddress: freshAddress(), payload: {} });
    expect(mailed.statusCode, mailed.body).toBe(202);
    const mail = await t.app.db.selectFrom("email_outbox").selectAll().where("kind", "=", "chat_transcript").orderBy("created_at", "desc").executeTakeFirstOrThrow();
    expect(mail.body_text).toContain("We will call you today.");
    expect(mail.body_text).not.toContain(SECRET);

    const transcript = (await as(team.admin, "GET", conversationUrl(chat.sessionId))).json<ConversationTranscript>();
    const lines = transcript.messages.map((m) => `${m.sender}: ${m.text}`);
    const note = lines.indexOf(`note: ${SECRET}`);
    expect(note).toBeGreaterThan(lines.indexOf("agent: Namaste, how can I help?"));
    expect(note).toBeLessThan(lines.indexOf("agent: We will call you today."));
    expect((await as(team.agent, "GET", NOTES_API.notes(chat.sessionId))).json<{ notes: ChatNote[] }>().notes.map((n) => n.text)).toEqual([SECRET]);
  });

  it("refuses a note on a live chat another agent holds, an empty one, one too long, and one on no chat; an editor writes none", async () => {
    await online(team.agent);
    const chat = await startChat(t.app, "Held Visitor");
    expect((await as(team.agent, "POST", CHAT_API.take(chat.sessionId))).statusCode).toBe(200);
    const refused = await as(otherAgent, "POST", NOTES_API.notes(chat.sessionId), { text: "Let me help" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/another agent/);
    expect((await as(team.editor, "POST", NOTES_API.notes(chat.sessionId), { text: "hello" })).statusCode).toBe(403);
    const empty = await as(team.agent, "POST", NOTES_API.notes(chat.sessionId), { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: "invalid_note", message: "Write the note first: it is empty." });
    expect((await as(team.agent, "POST", NOTES_API.notes(chat.sessionId), { text: "x".repeat(2001) })).statusCode).toBe(400);
    expect((await as(team.agent, "POST", NOTES_API.notes("no-such-chat"), { text: "hello" })).statusCode).toBe(404);
    // An admin may add to any chat; once it has ended, so may the other agent (every ended chat is on their screen).
    expect((await as(team.admin, "POST", NOTES_API.notes(chat.sessionId), { text: "Supervisor: all fine" })).statusCode).toBe(201);
    await as(team.agent, "POST", CHAT_API.end(chat.sessionId));
    expect((await as(otherAgent, "POST", NOTES_API.notes(chat.sessionId), { text: "Called back at 4 pm" })).statusCode).toBe(201);
    expect(await t.app.db.selectFrom("chat_notes").select("text").where("session_id", "=", chat.sessionId).orderBy("created_at").execute()).toEqual([
      { text: "Supervisor: all fine" },
      { text: "Called back at 4 pm" },
    ]);
  });

  it("takes labels only from the team's list, which admins keep, and filters the Conversations list by one", async () => {
    expect((await as(team.admin, "POST", NOTES_API.labels, { name: "Urgent" })).statusCode).toBe(201);
    expect((await as(team.admin, "POST", NOTES_API.labels, { name: "Call back" })).statusCode).toBe(201);
    const twice = await as(team.admin, "POST", NOTES_API.labels, { name: " urgent " });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.code).toBe("label_exists");
    expect((await as(team.admin, "POST", NOTES_API.labels, { name: "<b>bold</b>" })).json().error.code).toBe("invalid_label");
    expect((await as(team.agent, "POST", NOTES_API.labels, { name: "Mine" })).statusCode).toBe(403);
    expect((await as(team.editor, "GET", NOTES_API.labels)).statusCode).toBe(403);

    const chat = await startChat(t.app, "Labelled Visitor");
    const other = await startChat(t.app, "Plain Visitor");
    const unknown = await as(team.agent, "PUT", NOTES_API.chatLabels(chat.sessionId), { labels: ["Urgent", "VIP"] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({ code: "unknown_label", message: expect.stringContaining('"VIP" is not one of the team\'s labels') });
    expect((await as(team.agent, "PUT", NOTES_API.chatLabels(chat.sessionId), { labels: Array.from({ length: 11 }, (_, i) => `L${i}`) })).statusCode).toBe(400);
    // Nothing was changed by the refusals.
    expect(await t.app.db.selectFrom("chat_session_labels").selectAll().where("session_id", "=", chat.sessionId).execute()).toEqual([]);
    const set = await as(team.agent, "PUT", NOTES_API.chatLabels(chat.sessionId), { labels: ["urgent", "CALL BACK"] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ labels: ["Call back", "Urgent"] });

    const listed = (await as(team.agent, "GET", `${CONVERSATIONS_API}?label=urgent`)).json<ConversationPage>().conversations;
    expect(listed.map((c) => c.visitorName)).toEqual(["Labelled Visitor"]);
    expect(listed[0]!.labels).toEqual(["Call back", "Urgent"]);
    const all = (await as(team.agent, "GET", CONVERSATIONS_API)).json<ConversationPage>().conversations;
    expect(all.find((c) => c.id === other.sessionId)!.labels).toEqual([]);
    expect((await as(team.admin, "GET", NOTES_API.labels)).json<{ labels: ChatLabel[] }>().labels).toEqual([
      { name: "Call back", chats: 1 },
      { name: "Urgent", chats: 1 },
    ]);

    // Deleting a label takes it off every chat.
    expect((await as(team.admin, "DELETE", NOTES_API.label("Urgent"))).statusCode).toBe(204);
    expect((await as(team.admin, "DELETE", NOTES_API.label("Urgent"))).statusCode).toBe(404);
    expect((await as(team.admin, "GET", conversationUrl(chat.sessionId))).json<ConversationTranscript>().conversation.labels).toEqual(["Call back"]);
    expect((await as(team.agent, "PUT", NOTES_API.chatLabels(chat.sessionId), { labels: [] })).json()).toEqual({ labels: [] });
  });
});
