// The browser session's timing rules of spec 9 under fake timers: the 30 s tick, refresh under 90 s left,
// back-off from 200 ms doubling within 30 s, and removal of a session whose refresh fails for good.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthSession } from "../../shared/schemas/auth.ts";
import { ApiError } from "./api-client.ts";
import { AuthClient, SESSION_STORAGE_KEY, type AuthEvent, type AuthTransport, type KeyValueStore } from "./auth-session.ts";

const T0 = Date.UTC(2026, 10, 22, 10, 0, 0);

function memoryStorage(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

let serial = 0;
function session(secondsLeft: number): AuthSession {
  serial++;
  const expiresAt = Math.floor(Date.now() / 1000) + secondsLeft;
  return {
    access_token: `access-${serial}`,
    refresh_token: `refresh-${serial}`,
    expires_in: 3600,
    expires_at: expiresAt,
    token_type: "bearer",
    user: { id: "u1", email: "asha@example.in", name: null, role: "admin", created_at: "", updated_at: "" },
  };
}

function setup(stored: AuthSession | string | null, refresh: AuthTransport["refresh"] = async () => session(3600)) {
  const storage = memoryStorage();
  if (stored) storage.setItem(SESSION_STORAGE_KEY, typeof stored === "string" ? stored : JSON.stringify(stored));
  const transport = {
    signIn: vi.fn(async () => session(3600)),
    refresh: vi.fn(refresh),
    signOut: vi.fn(async () => undefined),
  };
  const client = new AuthClient({ transport, storage });
  const events: AuthEvent[] = [];
  client.onAuthStateChange((e) => events.push(e));
  return { client, storage, transport, events };
}

const stored = (storage: KeyValueStore) => JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? "null") as AuthSession | null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("AuthClient start-up", () => {
  it("restores a stored session as signed in without refreshing it while more than 90 s are left", async () => {
    const s = session(600);
    const { client, transport } = setup(s);
    expect(client.getSnapshot().status).toBe("loading");
    await client.initialize();
    expect(client.getSnapshot()).toEqual({ status: "signed-in", session: s });
    expect(transport.refresh).not.toHaveBeenCalled();
    client.stopTicking();
  });

  it("refreshes an expired stored session at once", async () => {
    const { client, transport, storage, events } = setup(session(-60));
    await client.initialize();
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["TOKEN_REFRESHED"]);
    expect(stored(storage)?.access_token).toBe(client.getSnapshot().session?.access_token);
    client.stopTicking();
  });

  it("treats a missing or unreadable stored session as signed out and clears it", async () => {
    const { client, storage } = setup("{not json");
    await client.initialize();
    expect(client.getSnapshot()).toEqual({ status: "signed-out", session: null });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });
});

describe("AuthClient auto-refresh tick", () => {
  it("ticks every 30 s and refreshes on the first tick with under 90 s left", async () => {
    const { client, transport, events } = setup(session(200));
    await client.initialize();
    // Left after each tick: 170, 140, 110 s (no refresh), then 80 s (refresh).
    await vi.advanceTimersByTimeAsync(90_000);
    expect(transport.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(events).toEqual(["TOKEN_REFRESHED"]);
    // The new session has an hour left: the following ticks leave it alone.
    await vi.advanceTimersByTimeAsync(10 * 30_000);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    client.stopTicking();
  });

  it("starts ticking after a sign-in", async () => {
    const { client, transport } = setup(null);
    await client.initialize();
    transport.signIn.mockResolvedValueOnce(session(100));
    await client.signInWithPassword("asha@example.in", "secret");
    await vi.advanceTimersByTimeAsync(30_000);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    client.stopTicking();
  });
});

describe("AuthClient refresh failures", () => {
  it("retries network and 5xx failures from 200 ms, doubling, while the next try starts within 30 s, then keeps the session", async () => {
    const calls: number[] = [];
    const s = session(30);
    const { client, events } = setup(s, async () => {
      calls.push(Date.now() - T0);
      throw new ApiError("Service unavailable", 503);
    });
    const started = client.initialize();
    await vi.advanceTimersByTimeAsync(30_000);
    await started;
    expect(calls).toEqual([0, 200, 600, 1400, 3000, 6200, 12600, 25400]);
    expect(client.getSnapshot()).toEqual({ status: "signed-in", session: s });
    expect(events).toEqual([]);
    client.stopTicking();
  });

  it("recovers when a retry succeeds after a network failure", async () => {
    let first = true;
    const { client, transport, events } = setup(session(30), async () => {
      if (first) {
        first = false;
        throw new ApiError("offline", 0);
      }
      return session(3600);
    });
    const started = client.initialize();
    await vi.advanceTimersByTimeAsync(200);
    await started;
    expect(transport.refresh).toHaveBeenCalledTimes(2);
    expect(client.getSnapshot().status).toBe("signed-in");
    expect(events).toEqual(["TOKEN_REFRESHED"]);
    client.stopTicking();
  });

  it("removes the session and emits SIGNED_OUT when the server refuses the refresh token, without retrying", async () => {
    const { client, transport, storage, events } = setup(session(30), async () => {
      throw new ApiError("Your session has ended. Please sign in again.", 401, "invalid_refresh_token");
    });
    await client.initialize();
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    expect(client.getSnapshot()).toEqual({ status: "signed-out", session: null });
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(events).toEqual(["SIGNED_OUT"]);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
  });

  it("shares one request between concurrent refreshes", async () => {
    const { client, transport } = setup(session(600));
    await client.initialize();
    const [a, b] = await Promise.all([client.refreshSession(), client.refreshSession()]);
    expect(a).toBe(b);
    expect(transport.refresh).toHaveBeenCalledTimes(1);
    client.stopTicking();
  });

  it("adopts a fresher session another tab stored instead of spending its own refresh token", async () => {
    const { client, transport, storage } = setup(session(600));
    await client.initialize();
    const fromOtherTab = session(3600);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(fromOtherTab));
    expect(await client.refreshSession()).toEqual(fromOtherTab);
    expect(transport.refresh).not.toHaveBeenCalled();
    client.stopTicking();
  });
});

describe("AuthClient sign-in, user update and sign-out", () => {
  it("stores the session on sign-in, updates the user, and signs out even when the server cannot be reached", async () => {
    const { client, transport, storage, events } = setup(null);
    await client.initialize();
    const s = await client.signInWithPassword("asha@example.in", "secret");
    expect(stored(storage)).toEqual(s);

    client.updateUser({ ...s.user, updated_at: "2026-11-22T10:00:00.000Z" });
    expect(stored(storage)?.user.updated_at).toBe("2026-11-22T10:00:00.000Z");

    transport.signOut.mockRejectedValueOnce(new ApiError("offline", 0));
    await client.signOut();
    expect(transport.signOut).toHaveBeenCalledWith(s.access_token);
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(client.getSnapshot().status).toBe("signed-out");
    expect(events).toEqual(["SIGNED_IN", "USER_UPDATED", "SIGNED_OUT"]);
  });

  it("follows another tab's sign-out", async () => {
    const { client, storage, events } = setup(session(600));
    await client.initialize();
    storage.removeItem(SESSION_STORAGE_KEY);
    client.syncFromStorage();
    expect(client.getSnapshot().status).toBe("signed-out");
    expect(events).toEqual(["SIGNED_OUT"]);
  });
});
