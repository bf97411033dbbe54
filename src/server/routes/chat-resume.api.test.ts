// A visitor comes back to their chat for CHAT_RESUME_HOURS after it last changed (issue 26); after that, or with a token
// that is not the chat's, the chat answers 403 and the widget starts afresh.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, startChat, visitorHeaders } from "./chat-test-support.ts";

describe.each(testDatabases)("coming back to a chat, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CHAT_RESUME_HOURS: "6" });
  });
  afterAll(async () => t?.close());

  /** Moves the chat's every time `hours` into the past, as if the visitor had been away that long. */
  const away = (chat: CreatedChatSession, hours: number) => {
    const at = new Date(Date.now() - hours * 3600_000).toISOString();
    return t.app.db.updateTable("chat_sessions").set({ created_at: at, updated_at: at, ended_at: at }).where("id", "=", chat.sessionId).execute();
  };
  const read = (chat: CreatedChatSession, headers = visitorHeaders(chat)) =>
    t.app.inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers, remoteAddress: freshAddress() });

  it("tells the widget how long the chat can be come back to", async () => {
    expect((await startChat(t.app)).resumeHours).toBe(6);
  });

  it("opens the chat to its token within the resume time, and not after it", async () => {
    const chat = await startChat(t.app, "Nanda Gore");
    await away(chat, 5.9);
    expect((await read(chat)).statusCode).toBe(200);
    await away(chat, 6.1);
    const late = await read(chat);
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe("This chat is too old to continue. Please start a new chat.");
    // The assistant, with this chat, says the same.
    const asked = await t.app.inject({ method: "POST", url: CHAT_API.assistant, headers: visitorHeaders(chat), payload: { message: "hello", sessionId: chat.sessionId }, remoteAddress: freshAddress() });
    expect(asked.statusCode).toBe(403);
  });

  it("never opens another visitor's chat with a forged or another chat's token", async () => {
    const mine = await startChat(t.app, "Usha Gore");
    const theirs = await startChat(t.app, "Asha Gore");
    expect((await read(theirs, visitorHeaders(mine))).statusCode).toBe(403);
    expect((await read(theirs, { authorization: "Bearer forged-token-forged-token-forged" })).statusCode).toBe(403);
  });
});
