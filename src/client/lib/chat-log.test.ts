// The cursor rule both chat sides follow, against a fake server log: messages that arrive out of band (the answer to a
// send, a socket frame) never move the cursor, so a poll never skips a message written before them.
import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../../shared/schemas/chat-constants.ts";
import { addNewMessages, cursorAfter, messagesAfter, newClientId, readAfter, READ_PAGE_SIZE, withRetries, type ChatCursor } from "./chat-log.ts";
import { ApiError } from "./api-client.ts";

/** The server's log of one chat: each message 1 ms after the one before, read after a cursor as the API does. */
class FakeChat {
  log: ChatMessage[] = [];
  private t = Date.parse("2026-11-24T10:00:00.000Z");
  write(text: string, sender: ChatMessage["sender_type"] = "agent"): ChatMessage {
    const m: ChatMessage = { id: `m${this.log.length + 1}`, message: text, sender_type: sender, sender_name: sender, created_at: new Date(this.t++).toISOString() };
    this.log.push(m);
    return m;
  }
  read(cursor?: ChatCursor): ChatMessage[] {
    const from = cursor ? this.log.findIndex((m) => m.id === cursor.id) + 1 : 0;
    return this.log.slice(from, from + READ_PAGE_SIZE);
  }
}

describe("the poll cursor", () => {
  it("reads a message written before the visitor's own, which the old rule (poll from the last message shown) skipped", async () => {
    const server = new FakeChat();
    let shown: ChatMessage[] = [];
    let cursor: ChatCursor | undefined;
    const poll = async () => {
      cursor = await readAfter(cursor, async (c) => server.read(c), (page) => (shown = addNewMessages(shown, page).messages));
    };
    server.write("Hello, how can I help?");
    await poll();
    // The agent writes; before the next poll the visitor sends, and the POST's answer is shown at once.
    server.write("Which crop do you grow?");
    const own = server.write("Wheat", "user");
    shown = addNewMessages(shown, [own]).messages;
    // The old rule would poll after "Wheat" and never read the agent's question.
    expect(server.read(shown.at(-1))).toEqual([]);
    await poll();
    expect(shown.map((m) => m.message)).toEqual(["Hello, how can I help?", "Which crop do you grow?", "Wheat"]);
    expect(cursor).toEqual({ id: own.id, created_at: own.created_at });
  });

  it("reads page after page until a page is not full", async () => {
    const server = new FakeChat();
    for (let i = 0; i < READ_PAGE_SIZE * 2 + 3; i++) server.write(`m${i}`);
    const pages: number[] = [];
    const cursor = await readAfter(undefined, async (c) => server.read(c), (page) => pages.push(page.length));
    expect(pages).toEqual([READ_PAGE_SIZE, READ_PAGE_SIZE, 3]);
    expect(cursor?.id).toBe(server.log.at(-1)!.id);
  });

  it("keeps the cursor after an empty read, and builds the query from it", () => {
    const at = { id: "7d0c6c5e-0000-4000-8000-000000000000", created_at: "2026-11-24T10:00:00.001Z" };
    expect(cursorAfter(at, [])).toBe(at);
    expect(messagesAfter(at)).toBe(`?since=2026-11-24T10%3A00%3A00.001Z&afterId=${at.id}`);
    expect(messagesAfter(undefined)).toBe("");
  });
});

describe("sending", () => {
  it("makes a fresh version-4 UUID for each message", () => {
    const a = newClientId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newClientId()).not.toBe(a);
  });

  it("retries a send whose answer was lost or failed on the server, but not one the server refused", async () => {
    let calls = 0;
    const flaky = () => (++calls < 3 ? Promise.reject(new ApiError("offline", 0)) : Promise.resolve("stored"));
    expect(await withRetries(flaky, [0, 0])).toBe("stored");
    expect(calls).toBe(3);
    calls = 0;
    const refused = () => (++calls, Promise.reject(new ApiError("Message is required.", 400)));
    await expect(withRetries(refused, [0, 0])).rejects.toThrow("Message is required.");
    expect(calls).toBe(1);
  });
});
