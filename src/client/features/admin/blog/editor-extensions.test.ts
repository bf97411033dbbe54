// What the visual editor hands to the form: its HTML with list items and the trailing paragraph written as stored.
import { describe, expect, it } from "vitest";
import { storedHtml } from "./editor-extensions.ts";

describe("the editor's HTML as it is stored", () => {
  it("writes a list item holding one paragraph as a plain item, and leaves richer items alone", () => {
    expect(storedHtml("<ul><li><p>Five cores</p></li><li><p>Mix <strong>well</strong></p></li></ul>", false)).toBe(
      "<ul><li>Five cores</li><li>Mix <strong>well</strong></li></ul>",
    );
    const nested = "<ul><li><p>Outer</p><ul><li><p>Inner</p></li></ul></li></ul>";
    expect(storedHtml(nested, false)).toBe("<ul><li><p>Outer</p><ul><li>Inner</li></ul></li></ul>");
    const two = "<ol><li><p>One</p><p>Two</p></li></ol>";
    expect(storedHtml(two, false)).toBe(two);
  });

  it("drops the empty paragraphs the editor keeps at the end, and gives an empty document as nothing", () => {
    expect(storedHtml("<h2>Title</h2><p>Text</p><p></p><p></p>", false)).toBe("<h2>Title</h2><p>Text</p>");
    expect(storedHtml("<p></p>", true)).toBe("");
  });
});
