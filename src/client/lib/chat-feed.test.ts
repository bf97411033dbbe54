// The chat feed under fake timers and a fake socket: live on ready, polling while down, back-off, refusal and close(),
// a half-open socket noticed by its missing pong, and catch-up when the tab or the network comes back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SocketEvent } from "../../shared/schemas/chat-constants.ts";
import { FEED_TIMING, openChatFeed, reconnectDelay, type ChatFeedOptions, type FeedSocket, type FeedStatus } from "./chat-feed.ts";

class FakeSocket implements FeedSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: ((ev: Event) => void) | null = null;
  onmessage: ((ev: MessageEvent) => void) | null = null;
  onclose: ((ev: CloseEvent) => void) | null = null;
  onerror: ((ev: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // What the server does:
  open() {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
  }
  push(event: SocketEvent) {
    this.onmessage?.({ data: JSON.stringify(event) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

const latest = () => FakeSocket.instances.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

function open(overrides: Partial<ChatFeedOptions> = {}) {
  const statuses: FeedStatus[] = [];
  const events: SocketEvent[] = [];
  const poll = vi.fn(() => Promise.resolve());
  let wake = () => {};
  const feed = openChatFeed({
    onWake: (w) => {
      wake = w;
      return () => {
        wake = () => {};
      };
    },
    auth: { role: "visitor", sessionId: "s1", token: "t1" },
    poll,
    pollMs: 2000,
    onEvent: (e) => events.push(e),
    onStatus: (s) => statuses.push(s),
    WebSocketImpl: FakeSocket,
    url: "ws://test/api/v1/chat/ws",
    ...overrides,
  });
  return { feed, statuses, events, poll, wake: () => wake() };
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.useFakeTimers();
  vi.spyOn(Math, "random").mockReturnValue(0);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("openChatFeed", () => {
  it("sends the auth frame first and becomes live on ready, polling once to catch up", async () => {
    const { statuses, poll, feed } = open();
    expect(statuses).toEqual(["connecting"]);
    latest().open();
    await flush();
    expect(latest().sent[0]).toEqual({ type: "auth", role: "visitor", sessionId: "s1", token: "t1" });
    latest().push({ type: "ready", role: "visitor", sessionId: "s1" });
    expect(statuses).toEqual(["connecting", "live"]);
    expect(poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(1);
    feed.close();
  });

  it("asks an agent's token when the socket opens", async () => {
    const accessToken = vi.fn(() => Promise.resolve("jwt-1"));
    const { feed } = open({ auth: { role: "agent", accessToken } });
    latest().open();
    await flush();
    expect(latest().sent[0]).toEqual({ type: "auth", role: "agent", accessToken: "jwt-1" });
    feed.close();
  });

  it("sends a caller's frame only while the socket is live, and says when it could not", async () => {
    const { feed } = open();
    expect(feed.send({ type: "page", path: "/csr" })).toBe(false);
    latest().open();
    await flush();
    expect(feed.send({ type: "page", path: "/csr" })).toBe(false);
    latest().push({ type: "ready", role: "visitor", sessionId: "s1" });
    expect(feed.send({ type: "page", path: "/csr" })).toBe(true);
    expect(latest().sent.at(-1)).toEqual({ type: "page", path: "/csr" });
    latest().drop();
    expect(feed.send({ type: "page", path: "/blog" })).toBe(false);
    feed.close();
    expect(feed.send({ type: "page", path: "/blog" })).toBe(false);
  });

  it("passes pushed messages on and keeps pongs to itself", () => {
    const { events, feed } = open();
    latest().open();
    latest().push({ type: "ready", role: "visitor" });
    const message = { id: "m1", message: "Hello", sender_type: "agent", sender_name: "MittiMitra Agent", created_at: "2026-01-01T00:00:00.000Z" } as const;
    latest().push({ type: "message", sessionId: "s1", message });
    latest().push({ type: "pong" });
    expect(events).toEqual([{ type: "message", sessionId: "s1", message }]);
    feed.close();
  });

  it("pings every 15 seconds while live, or as often as the server's ready frame says", async () => {
    const { feed } = open();
    latest().open();
    await flush();
    latest().push({ type: "ready", role: "visitor" });
    await vi.advanceTimersByTimeAsync(FEED_TIMING.pingMs);
    expect(latest().sent.at(-1)).toEqual({ type: "ping" });
    latest().push({ type: "pong" });
    feed.close();

    const second = open();
    latest().open();
    latest().push({ type: "ready", role: "visitor", pingMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(latest().sent.at(-1)).toEqual({ type: "ping" });
    second.feed.close();
  });

  it("treats a socket whose ping gets no pong as dead: polls at once, keeps polling and reconnects", async () => {
    const { statuses, poll, feed } = open();
    const first = latest();
    first.open();
    first.push({ type: "ready", role: "visitor" });
    await vi.advanceTimersByTimeAsync(FEED_TIMING.pingMs); // ping sent; the answer never comes (half-open)
    const before = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(FEED_TIMING.pongTimeoutMs);
    expect(statuses.at(-1)).toBe("polling");
    expect(poll).toHaveBeenCalledTimes(before + 1);
    expect(first.closedWith).toBe(4000);
    // Anything the dead socket still says is ignored.
    first.push({ type: "message", sessionId: "s1", message: { id: "late", message: "x", sender_type: "agent", sender_name: "A", created_at: "2026-01-01T00:00:00.000Z" } });
    await vi.advanceTimersByTimeAsync(FEED_TIMING.reconnectStartMs);
    expect(FakeSocket.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(poll.mock.calls.length).toBeGreaterThan(before + 1);
    feed.close();
  });

  it("keeps a socket that answers its pings", async () => {
    const { statuses, feed } = open();
    latest().open();
    latest().push({ type: "ready", role: "visitor" });
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(FEED_TIMING.pingMs);
      latest().push({ type: "pong" });
    }
    await vi.advanceTimersByTimeAsync(FEED_TIMING.pongTimeoutMs);
    expect(statuses.at(-1)).toBe("live");
    expect(FakeSocket.instances).toHaveLength(1);
    feed.close();
  });

  it("gives up a socket that never becomes ready and tries another, polling meanwhile", async () => {
    const { statuses, feed } = open();
    latest().open(); // accepted, but the auth frame is never answered
    await vi.advanceTimersByTimeAsync(FEED_TIMING.readyTimeoutMs);
    expect(statuses.at(-1)).toBe("polling");
    await vi.advanceTimersByTimeAsync(FEED_TIMING.reconnectStartMs);
    expect(FakeSocket.instances).toHaveLength(2);
    feed.close();
  });

  it("catches up when the tab is shown again or the network is back: polls, and checks a live socket with a ping", async () => {
    const { poll, feed, wake } = open();
    latest().open();
    latest().push({ type: "ready", role: "visitor" });
    await flush();
    const before = poll.mock.calls.length;
    const sent = latest().sent.length;
    wake();
    expect(poll).toHaveBeenCalledTimes(before + 1);
    expect(latest().sent.slice(sent)).toEqual([{ type: "ping" }]);
    feed.close();
  });

  it("reconnects at once on wake instead of waiting out the back-off", async () => {
    const { feed, wake } = open();
    for (let i = 0; i < 4; i++) {
      latest().drop();
      await vi.advanceTimersByTimeAsync(2 ** i * 1000);
    }
    latest().drop(); // the next try is 16 s away
    const count = FakeSocket.instances.length;
    wake();
    expect(FakeSocket.instances).toHaveLength(count + 1);
    feed.close();
  });

  it("runs a poll asked for during another one once more after it, never two at once", async () => {
    let finish = () => {};
    const poll = vi.fn(() => new Promise<void>((r) => (finish = r)));
    const { feed } = open({ poll });
    latest().open();
    latest().push({ type: "ready", role: "visitor" }); // poll 1 starts
    latest().push({ type: "ready", role: "visitor" }); // asked again while it runs
    expect(poll).toHaveBeenCalledTimes(1);
    finish();
    await flush();
    expect(poll).toHaveBeenCalledTimes(2);
    finish();
    await flush();
    expect(poll).toHaveBeenCalledTimes(2);
    feed.close();
  });

  it("polls every pollMs while the socket is down and stops once it is live again", async () => {
    const { statuses, poll, feed } = open();
    latest().drop();
    expect(statuses).toEqual(["connecting", "polling"]);
    await vi.advanceTimersByTimeAsync(4000);
    const whileDown = poll.mock.calls.length;
    expect(whileDown).toBeGreaterThanOrEqual(2);
    // The reconnect after 1 s made a new socket; it comes up.
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    latest().push({ type: "ready", role: "visitor" });
    expect(statuses.at(-1)).toBe("live");
    expect(poll).toHaveBeenCalledTimes(whileDown + 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(poll).toHaveBeenCalledTimes(whileDown + 1);
    feed.close();
  });

  it("reconnects after 1 s, doubling up to 30 s, and starts over after a good connection", async () => {
    const { feed } = open();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = FakeSocket.instances.length;
      latest().drop();
      let waited = 0;
      while (FakeSocket.instances.length === before) {
        await vi.advanceTimersByTimeAsync(250);
        waited += 250;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    latest().open();
    latest().push({ type: "ready", role: "visitor" });
    latest().drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSocket.instances).toHaveLength(9);
    feed.close();
  });

  it("takes up to a quarter off each wait at random", () => {
    expect(reconnectDelay(8000, () => 0)).toBe(8000);
    expect(reconnectDelay(8000, () => 1)).toBe(6000);
  });

  it("stops reconnecting and polling on 4401 and hands on the server's error frame", async () => {
    const { events, poll, feed } = open();
    latest().open();
    latest().push({ type: "error", code: "unauthorized", message: "This chat has ended." });
    latest().drop(4401);
    expect(events).toEqual([{ type: "error", code: "unauthorized", message: "This chat has ended." }]);
    const calls = poll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(poll).toHaveBeenCalledTimes(calls);
    feed.close();
  });

  it("makes up an error event when 4403 comes without a frame", () => {
    const { events, feed } = open();
    latest().drop(4403);
    expect(events).toEqual([{ type: "error", code: "forbidden", message: expect.any(String) }]);
    feed.close();
  });

  it("close() stops every timer and closes the socket", async () => {
    const { poll, feed } = open();
    const first = latest();
    first.open();
    first.push({ type: "ready", role: "visitor" });
    first.drop(); // now polling, with a reconnect due in 1 s
    feed.close();
    const calls = poll.mock.calls.length;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(calls);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it("close() while live closes the open socket", () => {
    const { feed } = open();
    latest().open();
    latest().push({ type: "ready", role: "visitor" });
    feed.close();
    expect(latest().closedWith).toBe(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
