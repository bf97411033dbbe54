// Live chat updates for the widget and the agent console: the socket when it is up, REST polling while it is not.
import { CHAT_API, type SocketEvent } from "../../shared/schemas/chat-constants.ts";

export type FeedAuth = { role: "visitor"; sessionId: string; token: string } | { role: "agent"; accessToken: () => Promise<string> };
export type FeedStatus = "connecting" | "live" | "polling";

/** The part of the browser's WebSocket the feed uses; tests pass a fake class. */
export interface FeedSocket {
  readonly readyState: number;
  onopen: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  onclose: ((ev: CloseEvent) => void) | null;
  onerror: ((ev: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}
export type FeedSocketClass = new (url: string) => FeedSocket;

export interface ChatFeedOptions {
  auth: FeedAuth;
  /** Fetches what may have been missed (REST); called every pollMs while the socket is not live, and once each time it becomes live. */
  poll: () => Promise<void>;
  pollMs: number;
  /** Every pushed `message`, `session` and `presence` frame, and the server's `error` frame when it refuses for good. */
  onEvent: (event: SocketEvent) => void;
  onStatus?: (status: FeedStatus) => void;
  /** For tests: the WebSocket class to use (default: the browser's). */
  WebSocketImpl?: FeedSocketClass;
  /** For tests: the socket address (default: CHAT_API.socket on the page's origin). */
  url?: string;
}

export interface ChatFeed {
  close(): void;
}

export const FEED_TIMING = {
  pingMs: 25_000,
  reconnectStartMs: 1000,
  reconnectMaxMs: 30_000,
} as const;

/** Close codes after which reconnecting cannot help: not signed in / chat over (4401), not this visitor's chat (4403). */
const FATAL_CLOSE: Record<number, string> = { 4401: "unauthorized", 4403: "forbidden" };
const FATAL_MESSAGE = "The chat connection was refused. Please start a new chat.";
const OPEN = 1;

function defaultUrl(): string {
  const scheme = window.location.protocol === "https:" ? "wss" : "ws";
  return `${scheme}://${window.location.host}${CHAT_API.socket}`;
}

/** Back-off before the next attempt: `base` with up to a quarter taken off at random, so many browsers do not reconnect in step. */
export function reconnectDelay(base: number, random: () => number = Math.random): number {
  return Math.round(base * (1 - 0.25 * random()));
}

export function openChatFeed(opts: ChatFeedOptions): ChatFeed {
  const Impl = opts.WebSocketImpl ?? (WebSocket as unknown as FeedSocketClass);
  let stopped = false;
  let socket: FeedSocket | null = null;
  let status: FeedStatus | null = null;
  let backoff: number = FEED_TIMING.reconnectStartMs;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let polling = false;
  let refusal: SocketEvent | null = null;

  const setStatus = (next: FeedStatus) => {
    if (next === status) return;
    status = next;
    opts.onStatus?.(next);
  };

  // One poll at a time; a failed poll is retried on the next tick (spec 8: polling failures stay silent).
  const pollOnce = () => {
    if (stopped || polling) return;
    polling = true;
    opts
      .poll()
      .catch(() => undefined)
      .finally(() => {
        polling = false;
      });
  };

  const startPolling = () => {
    if (pollTimer === undefined) pollTimer = setInterval(pollOnce, opts.pollMs);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const stopPing = () => {
    clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const stopAll = () => {
    stopped = true;
    stopPolling();
    stopPing();
    clearTimeout(reconnectTimer);
    const s = socket;
    socket = null;
    if (s) {
      s.onopen = s.onmessage = s.onerror = s.onclose = null;
      try {
        s.close(1000, "closed");
      } catch {
        // Closing a socket that never opened may throw in some browsers; it is gone either way.
      }
    }
  };

  const sendAuth = async (s: FeedSocket) => {
    const auth = opts.auth;
    const frame =
      auth.role === "visitor"
        ? { type: "auth", role: "visitor", sessionId: auth.sessionId, token: auth.token }
        : { type: "auth", role: "agent", accessToken: await auth.accessToken() };
    if (s === socket && s.readyState === OPEN) s.send(JSON.stringify(frame));
  };

  const onFrame = (s: FeedSocket, raw: unknown) => {
    let event: SocketEvent;
    try {
      event = JSON.parse(String(raw)) as SocketEvent;
    } catch {
      return;
    }
    if (!event || typeof event !== "object") return;
    if (event.type === "ready") {
      backoff = FEED_TIMING.reconnectStartMs;
      stopPolling();
      setStatus("live");
      pollOnce();
      stopPing();
      pingTimer = setInterval(() => {
        if (s.readyState === OPEN) s.send(JSON.stringify({ type: "ping" }));
      }, FEED_TIMING.pingMs);
    } else if (event.type === "error") {
      // The server closes right after an error frame; the close code says whether to try again.
      refusal = event;
    } else if (event.type !== "pong") {
      opts.onEvent(event);
    }
  };

  const onDown = (code: number) => {
    socket = null;
    stopPing();
    if (stopped) return;
    const fatal = FATAL_CLOSE[code];
    if (fatal) {
      const event: SocketEvent = refusal ?? { type: "error", code: fatal, message: FATAL_MESSAGE };
      stopAll();
      opts.onEvent(event);
      return;
    }
    setStatus("polling");
    startPolling();
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, reconnectDelay(backoff));
    backoff = Math.min(backoff * 2, FEED_TIMING.reconnectMaxMs);
  };

  function connect() {
    if (stopped) return;
    refusal = null;
    let s: FeedSocket;
    try {
      s = new Impl(opts.url ?? defaultUrl());
    } catch {
      onDown(1006);
      return;
    }
    socket = s;
    s.onopen = () => {
      sendAuth(s).catch(() => {
        // No access token (signed out meanwhile): treat it as a dropped connection and try again later.
        if (s === socket) s.close(4000, "no token");
      });
    };
    s.onmessage = (ev) => {
      if (s === socket) onFrame(s, ev.data);
    };
    s.onerror = () => {
      // The browser follows an error with a close event, which decides what happens next.
    };
    s.onclose = (ev) => {
      if (s === socket) onDown(ev.code);
    };
  }

  setStatus("connecting");
  // Until the first socket is ready the REST poll covers the gap, as it does whenever the socket is down.
  startPolling();
  connect();

  return { close: stopAll };
}
