// Slows password guessing: sign-in attempts per client address and failed attempts per e-mail, in sliding windows held in memory.
import { HttpError } from "../errors.ts";

export interface SignInLimits {
  /** Password sign-ins accepted from one client address per minute. */
  perIpPerMinute: number;
  /** Failed sign-ins for one e-mail address within `failedWindowMs` before the address is locked. */
  failedPerEmail: number;
  failedWindowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { perIpPerMinute: 10, failedPerEmail: 5, failedWindowMs: 15 * 60_000 };

/** Beyond this many tracked keys the oldest are dropped, so a flood of made-up addresses cannot exhaust memory. */
const MAX_KEYS = 50_000;

/** Hit times per key within a sliding window. */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (kept.length) this.hits.set(key, kept);
    else this.hits.delete(key);
    return kept;
  }

  /** Milliseconds until the key may try again; 0 when it may try now. */
  waitMs(key: string): number {
    const recent = this.recent(key);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - this.now();
  }

  hit(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    // Re-inserting moves the key to the end, so the Map's first keys are the least recently used.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > MAX_KEYS) this.hits.delete(this.hits.keys().next().value!);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * Counts an attempt before the password is checked, so a burst of parallel guesses is counted in full;
 * a correct password then clears the e-mail's count.
 */
export class SignInLimiter {
  private readonly perIp: SlidingWindow;
  private readonly failedPerEmail: SlidingWindow;

  constructor(limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, now: () => number = Date.now) {
    this.perIp = new SlidingWindow(limits.perIpPerMinute, 60_000, now);
    this.failedPerEmail = new SlidingWindow(limits.failedPerEmail, limits.failedWindowMs, now);
  }

  /** Throws 429 when the address or the e-mail has used up its attempts; otherwise counts this attempt. */
  begin(ip: string, email: string): void {
    const ipWait = this.perIp.waitMs(ip);
    if (ipWait > 0) {
      throw new HttpError(429, "rate_limited", `Too many sign-in attempts from your network. Please wait ${seconds(ipWait)} seconds and try again.`);
    }
    const emailWait = this.failedPerEmail.waitMs(email);
    if (emailWait > 0) {
      const m = minutes(emailWait);
      throw new HttpError(
        429,
        "rate_limited",
        `Too many failed sign-in attempts for this account. Please wait ${m} minute${m === 1 ? "" : "s"} and try again.`,
      );
    }
    this.perIp.hit(ip);
    this.failedPerEmail.hit(email);
  }

  succeeded(email: string): void {
    this.failedPerEmail.clear(email);
  }
}
