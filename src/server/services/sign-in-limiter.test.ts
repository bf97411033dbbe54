// The sign-in limiter's sliding windows: counts per address and per e-mail, waiting times, and clearing on success.
import { describe, expect, it } from "vitest";
import { SignInLimiter, SlidingWindow } from "./sign-in-limiter.ts";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("SlidingWindow", () => {
  it("allows `limit` hits per window and says how long until the oldest one leaves it", () => {
    const c = clock();
    const w = new SlidingWindow(3, 60_000, c.now);
    for (let i = 0; i < 3; i++) {
      expect(w.waitMs("a")).toBe(0);
      w.hit("a");
      c.advance(10_000);
    }
    expect(w.waitMs("a")).toBe(30_000);
    expect(w.waitMs("b")).toBe(0);
    c.advance(30_000);
    expect(w.waitMs("a")).toBe(0);
  });
});

describe("SignInLimiter", () => {
  const limits = { perIpPerMinute: 3, failedPerEmail: 2, failedWindowMs: 15 * 60_000 };

  it("blocks an e-mail after its failures until the window passes, with the wait in minutes", () => {
    const c = clock();
    const limiter = new SignInLimiter(limits, c.now);
    limiter.begin("1.1.1.1", "a@x.in");
    limiter.begin("1.1.1.2", "a@x.in");
    expect(() => limiter.begin("1.1.1.3", "a@x.in")).toThrow("Please wait 15 minutes");
    c.advance(14 * 60_000 + 1);
    expect(() => limiter.begin("1.1.1.3", "a@x.in")).toThrow("Please wait 1 minute and try again.");
    c.advance(60_000);
    expect(() => limiter.begin("1.1.1.3", "a@x.in")).not.toThrow();
  });

  it("forgets an e-mail's failures after a successful sign-in", () => {
    const limiter = new SignInLimiter(limits, clock().now);
    limiter.begin("1.1.1.1", "a@x.in");
    limiter.begin("1.1.1.1", "a@x.in");
    limiter.succeeded("a@x.in");
    expect(() => limiter.begin("1.1.1.2", "a@x.in")).not.toThrow();
  });

  it("blocks an address after its attempts per minute, whatever the e-mails, and answers 429", () => {
    const c = clock();
    const limiter = new SignInLimiter(limits, c.now);
    for (const e of ["a@x.in", "b@x.in", "c@x.in"]) limiter.begin("9.9.9.9", e);
    let error: unknown;
    try {
      limiter.begin("9.9.9.9", "d@x.in");
    } catch (err) {
      error = err;
    }
    expect(error).toMatchObject({ statusCode: 429, code: "rate_limited", message: "Too many sign-in attempts from your network. Please wait 60 seconds and try again." });
    expect(() => limiter.begin("8.8.8.8", "d@x.in")).not.toThrow();
    c.advance(60_000);
    expect(() => limiter.begin("9.9.9.9", "e@x.in")).not.toThrow();
  });
});
