// Slows password guessing without letting anyone lock an admin out: attempts per client address per minute, and
// failed attempts per (e-mail, address), after which that address must wait before trying that e-mail again
// (1 minute, doubling with each further failure, at most 15 minutes). Addresses are cheap to a guesser who can rotate
// them (X-Forwarded-For under TRUST_PROXY, an IPv6 range), so failures are also counted per account across all
// addresses: past a threshold, tries for that account from addresses it has never signed in from are let through one at
// a time, 1 second apart and doubling to at most a minute. An address the account has signed in from is never held up
// by it, so the owner cannot be locked out by someone else's guessing. Counted in the database (rate_limits), so the
// limits hold across instances and restarts.
import { isIPv4, isIPv6 } from "node:net";
import { HttpError } from "../errors.ts";
import type { RateLimitCounters } from "./rate-limit-counters.ts";

export interface SignInLimits {
  /** Password sign-ins accepted from one client address per minute. */
  perIpPerMinute: number;
  /** Failed sign-ins for one e-mail from one address before that address has to wait between tries. */
  failedPerEmailAndAddress: number;
  /** The longest wait between tries. */
  maxDelayMs: number;
  /** An (e-mail, address) pair's failures are forgotten once it has had none for this long (longer than the longest wait). */
  forgetAfterMs: number;
  /** Failed sign-ins for one e-mail from all addresses together (within forgetAfterMs) before its tries are spaced out. */
  failedPerAccount: number;
  /** The longest space between two tries for one account from addresses it has not signed in from. */
  accountMaxDelayMs: number;
  /** How long an address an account signed in from stays known to it, and is not held up by the account's slow-down. */
  knownAddressMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perIpPerMinute: 10,
  failedPerEmailAndAddress: 5,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 60 * 60_000,
  failedPerAccount: 10,
  accountMaxDelayMs: 60_000,
  knownAddressMs: 30 * 86_400_000,
};

/** The first wait once the failures reach the limit; each further failure doubles it. */
export const FIRST_DELAY_MS = 60_000;
/** The first space between an account's tries once its failures from all addresses reach the limit; then doubling. */
export const FIRST_ACCOUNT_DELAY_MS = 1000;

/** "45 seconds", "1 minute", "4 minutes": rounded up, so waiting that long is always enough. */
export function waitText(ms: number): string {
  if (ms < 60_000) {
    const s = Math.max(1, Math.ceil(ms / 1000));
    return `${s} second${s === 1 ? "" : "s"}`;
  }
  const m = Math.ceil(ms / 60_000);
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/**
 * The address a limit counts under: IPv4 as it is, IPv6 by its /64 network (one household or server usually holds a
 * whole /64, so counting single addresses would give a guesser billions of fresh ones), as the route limits do.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, "").toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  // An embedded IPv4 tail ("::ffff:1.2.3.4" style) fills two groups; the /64 drops it anyway.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const groups = address.includes("::") ? [...left, ...Array<string>(8 - width(left) - width(right)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

const ipKey = (ip: string) => `sign-in:ip:${clientKey(ip)}`;
const pairKey = (ip: string, email: string) => `sign-in:pair:${email}|${clientKey(ip)}`;
/** Failures for an e-mail from every address. */
const accountKey = (email: string) => `sign-in:account:${email}`;
/** The current turn of an account whose tries are spaced out: one try per window. */
const turnKey = (email: string) => `sign-in:account-turn:${email}`;
/** An address the account signed in from (the count is unused: the key's presence is what matters). */
const knownKey = (ip: string, email: string) => `sign-in:known:${email}|${clientKey(ip)}`;

export class SignInLimiter {
  private readonly limits: SignInLimits;

  /** `limits`: any left out are the defaults. */
  constructor(
    private readonly counters: RateLimitCounters,
    limits: Partial<SignInLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SIGN_IN_LIMITS, ...limits };
  }

  /** How long the pair must still wait after `failures` failures, remembered until `resetAt`: 0 below the limit. */
  private pairWaitMs(failures: number, resetAt: number): number {
    const over = failures - this.limits.failedPerEmailAndAddress;
    if (over < 0) return 0;
    const delay = Math.min(this.limits.maxDelayMs, FIRST_DELAY_MS * 2 ** Math.min(over, 30));
    // Each failure sets the pair's counter to end `forgetAfterMs` later, which dates the last failure.
    const lastFailureAt = resetAt - this.limits.forgetAfterMs;
    return this.counters.msUntil(lastFailureAt + delay);
  }

  /**
   * Counts the attempt against the address before the password is checked, so a burst of parallel guesses is
   * counted in full; throws 429 when the address has used its minute or must still wait for this e-mail.
   */
  async begin(ip: string, email: string): Promise<void> {
    const perIp = await this.counters.hit(ipKey(ip), 60_000);
    if (perIp.hits > this.limits.perIpPerMinute) {
      const waitMs = this.counters.msUntil(perIp.resetAt);
      throw new HttpError(429, "rate_limited", `Too many sign-in attempts from your network. Please wait ${waitText(waitMs)} and try again.`, waitMs);
    }
    const failed = await this.counters.read(pairKey(ip, email));
    const waitMs = failed ? this.pairWaitMs(failed.hits, failed.resetAt) : 0;
    if (waitMs > 0) {
      throw new HttpError(429, "rate_limited", `Too many failed sign-in attempts. Please wait ${waitText(waitMs)} and try again.`, waitMs);
    }
    await this.takeAccountTurn(ip, email);
  }

  /**
   * Past `failedPerAccount` failures for the e-mail from all addresses, a try from an address the account has not
   * signed in from must take the account's turn: one try per window (1 s, doubling with each further failure, at most
   * `accountMaxDelayMs`), claimed in one statement so a burst from many addresses gets one try, not one each.
   */
  private async takeAccountTurn(ip: string, email: string): Promise<void> {
    const failures = await this.counters.read(accountKey(email));
    const over = (failures?.hits ?? 0) - this.limits.failedPerAccount;
    if (over < 0 || (await this.counters.read(knownKey(ip, email)))) return;
    const spacing = Math.min(this.limits.accountMaxDelayMs, FIRST_ACCOUNT_DELAY_MS * 2 ** Math.min(over, 30));
    const turn = await this.counters.hit(turnKey(email), spacing);
    if (turn.hits > 1) {
      const waitMs = this.counters.msUntil(turn.resetAt);
      throw new HttpError(
        429,
        "rate_limited",
        `There have been many failed sign-ins for this account, so tries for it are spaced out. Please wait ${waitText(waitMs)} and try again.`,
        waitMs,
      );
    }
  }

  async failed(ip: string, email: string): Promise<void> {
    await this.counters.hit(pairKey(ip, email), this.limits.forgetAfterMs, { slide: true });
    await this.counters.hit(accountKey(email), this.limits.forgetAfterMs, { slide: true });
  }

  /** Clears the address's failures for the e-mail and remembers it as one the account signs in from. */
  async succeeded(ip: string, email: string): Promise<void> {
    await this.counters.clear(pairKey(ip, email));
    await this.counters.hit(knownKey(ip, email), this.limits.knownAddressMs, { slide: true });
  }
}
