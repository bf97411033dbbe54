// Comparing a revision with the current text (issue 30): changed words are marked, the rest is kept as it is.
import { describe, expect, it } from "vitest";
import { changed, diffText, diffWords } from "./text-diff.ts";

const joined = (parts: { kind: string; text: string }[], kind: "before" | "after") =>
  parts.filter((p) => p.kind === "same" || p.kind === (kind === "before" ? "removed" : "added")).map((p) => p.text).join("");

describe("diffWords", () => {
  it("marks only the words that changed", () => {
    expect(diffWords("Test the soil before kharif sowing", "Test the soil after kharif sowing")).toEqual([
      { kind: "same", text: "Test the soil " },
      { kind: "removed", text: "before" },
      { kind: "added", text: "after" },
      { kind: "same", text: " kharif sowing" },
    ]);
  });

  it("finds no change in equal texts, and all of it added to an empty one", () => {
    expect(changed(diffWords("Zinc for paddy", "Zinc for paddy"))).toBe(false);
    expect(diffWords("", "Zinc for paddy")).toEqual([{ kind: "added", text: "Zinc for paddy" }]);
  });
});

describe("diffText", () => {
  it("keeps unchanged paragraphs whole and compares an edited one word by word", () => {
    const before = "Why test soil\nA soil test tells you what to add.\nBook a clinic visit.";
    const after = "Why test soil\nA soil test tells you exactly what to add.\nNew paragraph here.\nBook a clinic visit.";
    const parts = diffText(before, after);
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["exactly", "New paragraph here."]);
    expect(parts.filter((p) => p.kind === "removed")).toEqual([]);
    expect(joined(parts, "before")).toBe(`${before}\n`);
    expect(joined(parts, "after")).toBe(`${after}\n`);
  });

  it("gives back both texts from its parts, even for a long post", () => {
    const before = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} about soil health and nutrients.`).join("\n");
    const after = before.replace("Paragraph 200 about", "Paragraph 200 all about").replace("Paragraph 399", "Last paragraph");
    const parts = diffText(before, after);
    expect(joined(parts, "before")).toBe(`${before}\n`);
    expect(joined(parts, "after")).toBe(`${after}\n`);
    expect(parts.filter((p) => p.kind === "added").map((p) => p.text.trim())).toEqual(["all", "Last paragraph"]);
  });
});
