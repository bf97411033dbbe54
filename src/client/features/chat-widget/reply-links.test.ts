// Page paths in assistant replies become links; everything else stays plain text.
import { describe, expect, it } from "vitest";
import { splitReply } from "./reply-links.ts";

describe("splitReply", () => {
  it("turns the page paths of a 'More:' line into links", () => {
    expect(splitReply("Visit a clinic.\n\nMore: Find a clinic: /find-clinic | Home: /")).toEqual([
      { kind: "text", text: "Visit a clinic.\n\nMore: Find a clinic: " },
      { kind: "link", path: "/find-clinic" },
      { kind: "text", text: " | Home: " },
      { kind: "link", path: "/" },
    ]);
  });

  it("leaves sentence punctuation after a path as text", () => {
    expect(splitReply("or write to us at /contact. Thanks")).toEqual([
      { kind: "text", text: "or write to us at " },
      { kind: "link", path: "/contact" },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("keeps nested paths and #sections whole", () => {
    expect(splitReply("(/blog/soil-ph-basics) and /start-clinic#packages")).toEqual([
      { kind: "text", text: "(" },
      { kind: "link", path: "/blog/soil-ph-basics" },
      { kind: "text", text: ") and " },
      { kind: "link", path: "/start-clinic#packages" },
    ]);
  });

  it("does not link slashes inside words, fractions, web addresses or a stray slash", () => {
    for (const text of ["and/or", "open 24/7", "see https://example.com/x", "Rs 500 / test", "//evil.example"]) {
      expect(splitReply(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("returns nothing for an empty reply", () => {
    expect(splitReply("")).toEqual([]);
  });
});
