// The database rate-limit counters and the sign-in limiter built on them, on SQLite and PostgreSQL, with a clock the
// test moves: atomic counting under concurrency, windows, clean-up, the (e-mail, address) back-off, and the account's
// slow-down across addresses (never for an address the account signed in from); over HTTP, with TRUST_PROXY.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { RateLimitCounters } from "./rate-limit-counters.ts";
import { DEFAULT_SIGN_IN_LIMITS, SignInLimiter, clientKey, waitText } from "./sign-in-limiter.ts";

function clock(start = 1_900_000_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

async function refusal(p: Promise<unknown>): Promise<{ statusCode?: number; message?: string } | null> {
  try {
    await p;
    return null;
  } catch (err) {
    return err as { statusCode?: number; message?: string };
  }
}

describe("waitText", () => {
  it("rounds up to seconds below a minute and to minutes above", () => {
    expect(waitText(1)).toBe("1 second");
    expect(waitText(44_001)).toBe("45 seconds");
    expect(waitText(60_000)).toBe("1 minute");
    expect(waitText(60_001)).toBe("2 minutes");
  });
});

describe("clientKey", () => {
  it("keeps IPv4 addresses and counts IPv6 ones by their /64 network", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("2001:DB8:0:12:a:b:c:d")).toBe("2001:db8:0:12::/64");
    expect(clientKey("2001:db8:0000:0012::1")).toBe("2001:db8:0:12::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    expect(clientKey("1::2:3:4:5:198.51.100.1")).toBe("1:0:2:3::/64");
  });
});

describe.each(testDatabases)("rate-limit counters and sign-in limiter on %s", (kind) => {
  let t: TestApp;
  let c: ReturnType<typeof clock>;
  let counters: RateLimitCounters;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await sql`delete from rate_limits`.execute(t.app.db);
    c = clock();
    counters = new RateLimitCounters(t.app.db, c.now);
  });

  it("counts parallel hits exactly once each and starts again when the window is over", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => counters.hit("k", 60_000)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(new Set(results.map((r) => r.resetAt))).toEqual(new Set([c.now() + 60_000]));

    c.advance(59_999);
    expect(await counters.hit("k", 60_000)).toEqual({ hits: 41, resetAt: c.now() + 1 });
    c.advance(1);
    expect(await counters.hit("k", 60_000)).toEqual({ hits: 1, resetAt: c.now() + 60_000 });
    expect(await counters.read("other")).toBeNull();
  });

  it("moves a sliding window's end with each hit, and deletes only counters whose window is over", async () => {
    await counters.hit("slide", 10_000, { slide: true });
    c.advance(8_000);
    expect(await counters.hit("slide", 10_000, { slide: true })).toEqual({ hits: 2, resetAt: c.now() + 10_000 });
    await counters.hit("fixed", 5_000);
    c.advance(6_000);
    expect(await counters.read("fixed")).toBeNull();
    expect(await counters.read("slide")).toEqual({ hits: 2, resetAt: c.now() + 4_000 });
    expect(await counters.deleteExpired()).toBe(1);
    const keys = await t.app.db.selectFrom("rate_limits").select("key").execute();
    expect(keys).toEqual([{ key: "slide" }]);
  });

  describe("SignInLimiter (limits: 3 a minute per address, back-off after 2 failures per e-mail and address)", () => {
    const limits = { perIpPerMinute: 3, failedPerEmailAndAddress: 2, maxDelayMs: 15 * 60_000, forgetAfterMs: 60 * 60_000 };
    let limiter: SignInLimiter;
    beforeEach(() => {
      limiter = new SignInLimiter(counters, limits);
    });

    async function failFrom(ip: string, email: string) {
      await limiter.begin(ip, email);
      await limiter.failed(ip, email);
    }

    it("makes a guessing address wait 1 minute, then 2, then 4 … at most 15, while other addresses get in", async () => {
      await failFrom("10.0.0.1", "asha@x.in");
      c.advance(61_000);
      await failFrom("10.0.0.1", "asha@x.in");
      expect(await refusal(limiter.begin("10.0.0.1", "asha@x.in"))).toMatchObject({
        statusCode: 429,
        message: "Too many failed sign-in attempts. Please wait 1 minute and try again.",
      });
      // Another address, and another e-mail from the same address, are not held up.
      expect(await refusal(limiter.begin("10.0.0.2", "asha@x.in"))).toBeNull();
      expect(await refusal(limiter.begin("10.0.0.1", "ravi@x.in"))).toBeNull();

      // Each further failure doubles the wait, up to the 15-minute window; a try a moment early is still refused.
      const minutes = [1, 2, 4, 8, 15, 15];
      for (let i = 1; i < minutes.length; i++) {
        c.advance(minutes[i - 1]! * 60_000 - 1);
        expect(await refusal(limiter.begin("10.0.0.1", "asha@x.in"))).toMatchObject({ message: expect.stringContaining("wait 1 second") });
        c.advance(1);
        expect(await refusal(limiter.begin("10.0.0.1", "asha@x.in"))).toBeNull();
        await limiter.failed("10.0.0.1", "asha@x.in");
        const wait = minutes[i]!;
        expect((await refusal(limiter.begin("10.0.0.1", "asha@x.in")))?.message).toBe(
          `Too many failed sign-in attempts. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again.`,
        );
      }
    });

    it("forgets an address's failures for an e-mail after a success, or after an hour without failures", async () => {
      await failFrom("10.0.0.1", "asha@x.in");
      await failFrom("10.0.0.1", "asha@x.in");
      await limiter.succeeded("10.0.0.1", "asha@x.in");
      c.advance(60_000);
      expect(await refusal(limiter.begin("10.0.0.1", "asha@x.in"))).toBeNull();

      await failFrom("10.0.0.3", "asha@x.in");
      await failFrom("10.0.0.3", "asha@x.in");
      await failFrom("10.0.0.4", "asha@x.in");
      await failFrom("10.0.0.4", "asha@x.in");
      c.advance(60 * 60_000 - 1);
      // Within the hour a third failure adds to the first two; after it, the count starts again.
      await failFrom("10.0.0.3", "asha@x.in");
      expect((await refusal(limiter.begin("10.0.0.3", "asha@x.in")))?.message).toContain("wait 2 minutes");
      c.advance(1);
      await failFrom("10.0.0.4", "asha@x.in");
      expect(await refusal(limiter.begin("10.0.0.4", "asha@x.in"))).toBeNull();
    });

    it("spaces out one account's tries from any addresses past 10 failures: 1 s, doubling to a minute, one try per turn", async () => {
      // A guesser with a fresh address for every try (rotating X-Forwarded-For behind TRUST_PROXY): no pair limit ever applies.
      let n = 0;
      const fresh = () => `198.51.100.${++n}`;
      for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failedPerAccount; i++) await failFrom(fresh(), "asha@x.in");
      // The 11th try takes the account's turn; the next, from yet another address, waits for the turn to end.
      await failFrom(fresh(), "asha@x.in");
      expect(await refusal(limiter.begin(fresh(), "asha@x.in"))).toMatchObject({
        statusCode: 429,
        message: "There have been many failed sign-ins for this account, so tries for it are spaced out. Please wait 1 second and try again.",
        retryAfterMs: 1000,
      });
      // Each failure doubles the space, up to a minute.
      const seconds = [1, 2, 4, 8, 16, 32, 60, 60];
      for (let i = 0; i < seconds.length - 1; i++) {
        c.advance(seconds[i]! * 1000);
        await failFrom(fresh(), "asha@x.in");
        expect((await refusal(limiter.begin(fresh(), "asha@x.in")))?.message).toContain(`wait ${waitText(seconds[i + 1]! * 1000)}`);
      }
      // A burst from many addresses at once gets one try, not one each.
      c.advance(60_000);
      const burst = await Promise.all(Array.from({ length: 8 }, () => refusal(limiter.begin(fresh(), "asha@x.in"))));
      expect(burst.filter((r) => r === null)).toHaveLength(1);
      // Other accounts are not held up.
      expect(await refusal(limiter.begin(fresh(), "ravi@x.in"))).toBeNull();
    });

    it("never holds up the account's own address: one it signed in from gets in while the guessing goes on", async () => {
      await limiter.begin("10.9.9.9", "asha@x.in");
      await limiter.succeeded("10.9.9.9", "asha@x.in");
      for (let i = 0; i < DEFAULT_SIGN_IN_LIMITS.failedPerAccount + 5; i++) await refusal(failFrom(`198.51.100.${i}`, "asha@x.in"));
      expect(await refusal(limiter.begin("203.0.113.1", "asha@x.in"))).toMatchObject({ statusCode: 429 });
      for (let i = 0; i < 2; i++) expect(await refusal(limiter.begin("10.9.9.9", "asha@x.in"))).toBeNull();
      // The account's failures are forgotten after an hour without any; then nobody waits.
      c.advance(60 * 60_000);
      expect(await refusal(limiter.begin("203.0.113.2", "asha@x.in"))).toBeNull();
      expect(await refusal(limiter.begin("203.0.113.3", "asha@x.in"))).toBeNull();
    });

    it("refuses an address's 4th attempt in a minute whatever the e-mails, with the wait in seconds", async () => {
      for (const e of ["a@x.in", "b@x.in", "c@x.in"]) await limiter.begin("9.9.9.9", e);
      // Fresh addresses in one IPv6 /64 count as one.
      for (const e of ["a@x.in", "b@x.in", "c@x.in"]) await limiter.begin(`2001:db8:1:2::${e[0]}`, e);
      expect(await refusal(limiter.begin("2001:db8:1:2::ffff", "d@x.in"))).toMatchObject({ statusCode: 429 });
      expect(await refusal(limiter.begin("2001:db8:1:3::1", "d@x.in"))).toBeNull();
      c.advance(15_000);
      expect(await refusal(limiter.begin("9.9.9.9", "d@x.in"))).toMatchObject({
        statusCode: 429,
        message: "Too many sign-in attempts from your network. Please wait 45 seconds and try again.",
      });
      expect(await refusal(limiter.begin("8.8.8.8", "d@x.in"))).toBeNull();
      c.advance(45_000);
      expect(await refusal(limiter.begin("9.9.9.9", "e@x.in"))).toBeNull();
    });
  });
});

describe.each(testDatabases)("sign-in behind a trusted proxy on %s (security review, Low 8)", (kind) => {
  let t: TestApp;
  const admin = { email: "lakshmi@example.in", password: "mitti-ka-hisaab" };
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: "true" });
    // The owner's first sign-in, from the office (no proxy header: the socket's own address).
    await signInFirstAdmin(t.app, admin);
  });
  afterAll(async () => t?.close());

  const signIn = (password: string, forwardedFor?: string) =>
    t.app.inject({
      method: "POST",
      url: `${AUTH_API.token}?grant_type=password`,
      payload: { email: admin.email, password },
      headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
    });

  it("slows a guesser who gives every try a new X-Forwarded-For, and still lets the owner in from their own address", async () => {
    for (let i = 1; i <= DEFAULT_SIGN_IN_LIMITS.failedPerAccount; i++) expect((await signIn(`guess-${i}`, `198.51.100.${i}`)).statusCode).toBe(400);
    // Past the limit, tries from new addresses take turns: of a burst of six at once, one is tried, the others wait.
    const burst = await Promise.all(Array.from({ length: 6 }, (_, i) => signIn(`guess-b${i}`, `198.51.100.${100 + i}`)));
    const held = burst.filter((r) => r.statusCode === 429);
    expect(burst.map((r) => r.statusCode).sort()).toEqual([400, 429, 429, 429, 429, 429]);
    expect(held[0]!.json()).toEqual({ error: { code: "rate_limited", message: expect.stringContaining("many failed sign-ins for this account") } });
    expect(Number(held[0]!.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    // The owner's own address is never held up.
    expect((await signIn(admin.password)).statusCode).toBe(200);
  });
});
