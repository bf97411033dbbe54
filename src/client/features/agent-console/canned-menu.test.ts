// The "/" menu's matches.
import { describe, expect, it } from "vitest";
import type { CannedReply } from "../../../shared/schemas/chat-answering-constants.ts";
import { cannedMatches, slashQuery } from "./canned-menu.ts";

const reply = (shortcut: string, title: string): CannedReply => ({ id: shortcut, shortcut, title, body: `${title}.`, createdAt: "", updatedAt: "" });
const replies = [reply("bye", "Closing"), reply("clinic", "Nearest soil clinic"), reply("hello", "Greeting"), reply("price", "Soil test price")];

describe("canned reply matches", () => {
  it("lists every reply for a lone slash, and those whose shortcut starts with what follows it first", () => {
    expect(cannedMatches("/", replies).map((r) => r.shortcut)).toEqual(["bye", "clinic", "hello", "price"]);
    expect(cannedMatches("/cl", replies).map((r) => r.shortcut)).toEqual(["clinic", "bye"]);
    expect(cannedMatches("/SOIL", replies).map((r) => r.shortcut)).toEqual(["clinic", "price"]);
  });

  it("offers nothing once the text is more than a slash command", () => {
    expect(slashQuery("hello /c")).toBeNull();
    expect(slashQuery("/c more")).toBeNull();
    expect(cannedMatches("/zzz", replies)).toEqual([]);
    expect(cannedMatches("plain text", replies)).toEqual([]);
  });
});
