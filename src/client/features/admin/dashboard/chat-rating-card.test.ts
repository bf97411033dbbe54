// The dashboard's rating line.
import { describe, expect, it } from "vitest";
import { ratingText } from "./chat-rating-card.tsx";

describe("ratingText", () => {
  it("gives the share of good ratings and how many there were", () => {
    expect(ratingText({ days: 30, good: 23, bad: 2 })).toBe("92 % good (25 ratings)");
    expect(ratingText({ days: 30, good: 0, bad: 1 })).toBe("0 % good (1 rating)");
    expect(ratingText({ days: 30, good: 0, bad: 0 })).toBe("No ratings in the last 30 days");
  });
});
