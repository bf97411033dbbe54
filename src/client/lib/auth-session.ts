// The admin's session in the browser (spec 3, 4, 9): kept in localStorage, refreshed on a 30 s tick when under 90 s
// are left, retried with back-off on network and server errors, removed when a refresh fails for good.
import { AUTH } from "../../shared/constants.ts";
import { AUTH_API, type AuthSession, type AuthUser } from "../../shared/schemas/auth.ts";
import { ApiError, requestJson } from "./api-client.ts";

export const SESSION_STORAGE_KEY = "mm-admin-session";

export type AuthEvent = "SIGNED_IN" | "TOKEN_REFRESHED" | "SIGNED_OUT" | "USER_UPDATED";
export type AuthStatus = "loading" | "signed-in" | "signed-out";
export interface AuthSnapshot {
  status: AuthStatus;
  session: AuthSession | null;
}
export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

/** The three server calls the session needs; injected so the scheduling can be tested without a server. */
export interface AuthTransport {
  signIn(email: string, password: string): Promise<AuthSession>;
  refresh(refreshToken: string): Promise<AuthSession>;
  signOut(accessToken: string): Promise<void>;
}

export type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface AuthClientDeps {
  transport: AuthTransport;
  storage: KeyValueStore;
  now?: () => number;
  /** Runs `fn` while holding a lock shared by the browser's tabs, so two tabs never spend one refresh token. */
  withLock?: <T>(fn: () => Promise<T>) => Promise<T>;
}

/** Refresh when fewer than this many milliseconds of the access token are left (3 ticks of 30 s). */
export const REFRESH_MARGIN_MS = AUTH.refreshTickMs * AUTH.refreshThresholdTicks;

/** Network failures and server-side errors may pass; a 400 or 401 means the refresh token is no good. */
export const isRetryable = (err: unknown) => err instanceof ApiError && (err.status === 0 || err.status >= 500);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isSession(value: unknown): value is AuthSession {
  const s = value as Partial<AuthSession> | null;
  return (
    !!s &&
    typeof s.access_token === "string" &&
    typeof s.refresh_token === "string" &&
    typeof s.expires_at === "number" &&
    typeof s.user?.id === "string" &&
    typeof s.user.email === "string"
  );
}

export function parseStoredSession(raw: string | null): AuthSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export class AuthClient {
  private snapshot: AuthSnapshot = { status: "loading", session: null };
  private readonly listeners = new Set<AuthListener>();
  private readonly storeListeners = new Set<() => void>();
  private tickTimer: ReturnType<typeof setInterval> | undefined;
  private refreshing: Promise<AuthSession | null> | undefined;
  private initializing: Promise<void> | undefined;
  private readonly now: () => number;
  private readonly withLock: <T>(fn: () => Promise<T>) => Promise<T>;

  constructor(private readonly deps: AuthClientDeps) {
    this.now = deps.now ?? Date.now;
    this.withLock = deps.withLock ?? ((fn) => fn());
  }

  getSnapshot = (): AuthSnapshot => this.snapshot;

  /** For useSyncExternalStore: called after every change of the snapshot. */
  subscribe = (fn: () => void): (() => void) => {
    this.storeListeners.add(fn);
    return () => this.storeListeners.delete(fn);
  };

  /** Auth-state events: SIGNED_IN, TOKEN_REFRESHED, SIGNED_OUT, USER_UPDATED. Returns the unsubscribe function. */
  onAuthStateChange(listener: AuthListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the stored session once and refreshes it first when it is (nearly) expired. Safe to call many times. */
  initialize(): Promise<void> {
    this.initializing ??= (async () => {
      const stored = parseStoredSession(this.deps.storage.getItem(SESSION_STORAGE_KEY));
      if (!stored) {
        this.deps.storage.removeItem(SESSION_STORAGE_KEY);
        this.set({ status: "signed-out", session: null });
        return;
      }
      this.set({ status: "signed-in", session: stored });
      if (this.msLeft(stored) < REFRESH_MARGIN_MS) await this.refreshSession();
      if (this.snapshot.session) this.startTicking();
    })();
    return this.initializing;
  }

  async signInWithPassword(email: string, password: string): Promise<AuthSession> {
    const session = await this.deps.transport.signIn(email, password);
    this.save(session, "SIGNED_IN");
    this.startTicking();
    return session;
  }

  /** Revokes the session on the server (best effort: a failure is only logged) and forgets it here. */
  async signOut(): Promise<void> {
    const token = this.snapshot.session ? await this.getAccessToken() : null;
    if (token) {
      try {
        await this.deps.transport.signOut(token);
      } catch (err) {
        console.info("Sign-out could not reach the server; the session is removed from this browser.", err);
      }
    }
    this.removeSession();
  }

  /** A usable access token, refreshed first when under the margin; null when signed out. */
  async getAccessToken(): Promise<string | null> {
    await this.initialize();
    const session = this.snapshot.session;
    if (!session) return null;
    if (this.msLeft(session) >= REFRESH_MARGIN_MS) return session.access_token;
    const refreshed = await this.refreshSession();
    // A refresh that failed only for now leaves the old session in place; one that failed for good left none.
    return refreshed?.access_token ?? this.snapshot.session?.access_token ?? null;
  }

  /**
   * Swaps the refresh token for a new session; concurrent calls share one request. Network and 5xx failures are
   * retried from 200 ms, doubling, while the next try still starts within 30 s; then the session is kept for the
   * next tick. Any other failure removes the session (SIGNED_OUT), which sends the admin to the login page.
   */
  refreshSession(): Promise<AuthSession | null> {
    const current = this.snapshot.session;
    if (!current) return Promise.resolve(null);
    this.refreshing ??= this.withLock(() => this.refreshWithRetry(current.refresh_token)).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  /** Stores a changed user (e.g. after a password change) and emits USER_UPDATED. */
  updateUser(user: AuthUser): void {
    const session = this.snapshot.session;
    if (session) this.save({ ...session, user }, "USER_UPDATED");
  }

  /** Forgets the session without calling the server (the server already refused it). */
  removeSession(): void {
    const hadSession = !!this.snapshot.session;
    this.deps.storage.removeItem(SESSION_STORAGE_KEY);
    this.stopTicking();
    this.set({ status: "signed-out", session: null });
    if (hadSession) this.emit("SIGNED_OUT", null);
  }

  /** Another tab changed the stored session: follow it. */
  syncFromStorage(): void {
    const stored = parseStoredSession(this.deps.storage.getItem(SESSION_STORAGE_KEY));
    const had = this.snapshot.session;
    if (!stored) {
      if (had) {
        this.stopTicking();
        this.set({ status: "signed-out", session: null });
        this.emit("SIGNED_OUT", null);
      }
      return;
    }
    if (had?.access_token === stored.access_token) return;
    this.set({ status: "signed-in", session: stored });
    this.emit(had ? "TOKEN_REFRESHED" : "SIGNED_IN", stored);
    this.startTicking();
  }

  /** One auto-refresh tick: refresh when fewer than 3 ticks (90 s) of the access token are left. */
  async tick(): Promise<void> {
    const session = this.snapshot.session;
    if (session && this.msLeft(session) < REFRESH_MARGIN_MS) await this.refreshSession();
  }

  stopTicking(): void {
    if (this.tickTimer !== undefined) clearInterval(this.tickTimer);
    this.tickTimer = undefined;
  }

  private startTicking(): void {
    if (this.tickTimer !== undefined) return;
    this.tickTimer = setInterval(() => void this.tick(), AUTH.refreshTickMs);
  }

  private async refreshWithRetry(refreshToken: string): Promise<AuthSession | null> {
    // Another tab may have refreshed while this one waited for the lock: use its session rather than spend the old token.
    const stored = parseStoredSession(this.deps.storage.getItem(SESSION_STORAGE_KEY));
    if (stored && stored.refresh_token !== refreshToken && this.msLeft(stored) >= REFRESH_MARGIN_MS) {
      this.save(stored, "TOKEN_REFRESHED");
      return stored;
    }
    if (!this.snapshot.session) return null;
    const started = this.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const session = await this.deps.transport.refresh(refreshToken);
        this.save(session, "TOKEN_REFRESHED");
        return session;
      } catch (err) {
        const wait = AUTH.retryStartMs * 2 ** attempt;
        if (isRetryable(err) && this.now() + wait - started < AUTH.retryWindowMs) {
          await sleep(wait);
          continue;
        }
        if (isRetryable(err)) {
          console.info("The session could not be refreshed yet; trying again on the next tick.", err);
          return null;
        }
        this.removeSession();
        return null;
      }
    }
  }

  private msLeft(session: AuthSession): number {
    return session.expires_at * 1000 - this.now();
  }

  private save(session: AuthSession, event: AuthEvent): void {
    this.deps.storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    this.set({ status: "signed-in", session });
    this.emit(event, session);
  }

  private set(snapshot: AuthSnapshot): void {
    this.snapshot = snapshot;
    for (const fn of this.storeListeners) fn();
  }

  private emit(event: AuthEvent, session: AuthSession | null): void {
    for (const listener of this.listeners) {
      try {
        listener(event, session);
      } catch (err) {
        console.error("An auth-state listener failed", err);
      }
    }
  }
}

/** The server calls, through the shared API client. */
export const httpAuthTransport: AuthTransport = {
  signIn: (email, password) =>
    requestJson<AuthSession>(`${AUTH_API.token}?grant_type=password`, { method: "POST", body: { email, password } }),
  refresh: (refreshToken) =>
    requestJson<AuthSession>(`${AUTH_API.token}?grant_type=refresh_token`, { method: "POST", body: { refresh_token: refreshToken } }),
  signOut: async (accessToken) => {
    await requestJson(AUTH_API.logout, { method: "POST", body: {}, headers: { authorization: `Bearer ${accessToken}` } });
  },
};

let browserClient: AuthClient | undefined;

/** The one session of this browser tab, created on first use (admin screens render in the browser only). */
export function authClient(): AuthClient {
  if (browserClient) return browserClient;
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  const client = new AuthClient({
    transport: httpAuthTransport,
    storage: window.localStorage,
    withLock: locks ? <T>(fn: () => Promise<T>) => locks.request(`${SESSION_STORAGE_KEY}:refresh`, fn) as Promise<T> : undefined,
  });
  window.addEventListener("storage", (e) => {
    if (e.key === SESSION_STORAGE_KEY || e.key === null) client.syncFromStorage();
  });
  // Timers sleep in a hidden tab; check at once when the admin comes back to it.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void client.tick();
  });
  browserClient = client;
  return client;
}
