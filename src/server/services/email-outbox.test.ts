// The outbox's retry schedule.
import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./email-outbox.ts";

describe("retryDelayMs", () => {
  it("doubles from the base after each failure and stops at the cap", () => {
    const delays = [1, 2, 3, 4, 5, 8, 9, 10, 50].map((n) => retryDelayMs(n, 5_000, 15 * 60_000));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 640_000, 900_000, 900_000, 900_000]);
  });
});
