// The one text rule: what it refuses, what it keeps, and how search text is cleaned.
import { describe, expect, it } from "vitest";
import { firstUnstorableString, isStorableText, safeText, withoutUnstorable } from "./text.ts";

describe("the text rule", () => {
  it("keeps tabs, line breaks, emoji (surrogate pairs), Devanagari and ordinary punctuation", () => {
    for (const ok of ["", "Tab\tand\r\nline", "🌾👩🏽‍🌾", "मिट्टी की जाँच", "US$& 5 $' $`", "\u00a0non-breaking"]) expect(isStorableText(ok), ok).toBe(true);
  });

  it("refuses NUL and other C0 controls, DEL, C1 controls and lone surrogate halves", () => {
    for (const bad of ["\u0000", "a\u0007", "\u000b", "\u001f", "\u007f", "\u0085", "\u009f", "\uD800", "x\uDC00", "\uDBFF\uDBFF\uDFFF"]) {
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it("cleans search text of exactly those characters", () => {
    expect(withoutUnstorable("so\u0000il\u0007 🌾\uD800\t")).toBe("soil 🌾\t");
  });

  it("names the field in the refusal and finds the first bad string inside JSON", () => {
    const res = safeText("Name").safeParse("A\u0000");
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe("Name contains an invisible control character or a broken symbol. Please remove it and try again.");
    expect(firstUnstorableString({ form: "contact", answers: ["fine", "bad\u0001"] })).toEqual(["answers", 1]);
    expect(firstUnstorableString({ "key\u0000": 1 })).toEqual(["key\u0000"]);
    expect(firstUnstorableString({ a: [1, true, null, "ok"] })).toBeNull();
  });
});
