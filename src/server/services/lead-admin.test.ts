// What a lead search looks for: the text as typed and, for a phone number however it is written, its digits.
import { describe, expect, it } from "vitest";
import { likePattern, phoneDigits, searchTerms } from "./lead-admin.ts";

describe("lead search terms", () => {
  it("reads a phone number's digits without +91 or a leading 0, however it is spaced", () => {
    for (const q of ["+91 98765 43210", "+919876543210", "91 98765 43210", "098765 43210", "98765-43210", "(98765) 43210", "9876543210"]) {
      expect(phoneDigits(q), q).toBe("9876543210");
    }
    expect(phoneDigits("+91 98765")).toBe("98765");
    expect(phoneDigits("8765 432")).toBe("8765432");
  });

  it("takes anything with a letter or another sign as text only", () => {
    for (const q of ["kavi", "farmer4242@", "Nashik 422001", "50%", "+91", "रमेश"]) expect(phoneDigits(q), q).toBeNull();
  });

  it("looks for the text and, when they differ, the digits", () => {
    expect(searchTerms("98765 43210")).toEqual(["98765 43210", "9876543210"]);
    expect(searchTerms("9876543210")).toEqual(["9876543210"]);
    expect(searchTerms("patil")).toEqual(["patil"]);
    expect(searchTerms("+91")).toEqual(["+91"]);
  });

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(likePattern("50%")).toBe("%50\\%%");
    expect(likePattern("A_b\\c")).toBe("%a\\_b\\\\c%");
  });
});
