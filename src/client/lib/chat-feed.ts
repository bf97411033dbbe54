// Live chat updates for the widget and the agent console: the socket when it is up, REST polling while it is not. A
// socket is trusted only while it answers: each ping must get its pong within a few seconds, or the feed drops to
// polling and reconnects in the background (a half-open socket delivers nothing and never closes by itself).
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
  /**
   * Fetches what may have been missed (REST): every pollMs while the socket is not live, and at once each time it
   * becomes live, goes down, the tab becomes visible again or the browser is back online.
   */
  poll: () => Promise<void>;
  pollMs: number;
  /** Every pushed `message`, `session` and `presence` frame, and the server's `error` frame when it refuses for good. */
  onEvent: (event: SocketEvent) => void;
  onStatus?: (status: FeedStatus) => void;
  /** For tests: the WebSocket class to use (default: the browser's). */
  WebSocketImpl?: FeedSocketClass;
  /** For tests: the socket address (default: CHAT_API.socket on the page's origin). */
  url?: string;
  /** For tests: shorter timings. */
  timing?: Partial<FeedTiming>;
  /**
   * Calls `wake` whenever missed messages are likely (the tab shown again, the network back) and returns how to stop.
   * Default: `visibilitychange` to visible and `online` in the browser.
   */
  onWake?: (wake: () => void) => () => void;
}

export interface ChatFeed {
  close(): void;
  /**
   * Sends a frame on the socket while it is live (ready and answering); returns false, sending nothing, while it is not,
   * so the caller can use REST instead or let it go (a frame is never queued for later).
   */
  send(frame: object): boolean;
}

export interface FeedTiming {
  /** How often to ping when the server's ready frame does not say (it normally does: CHAT_LIMITS.socketPingMs). */
  pingMs: number;
  /** A ping unanswered this long (or the ping interval, if shorter) means the socket is dead. */
  pongTimeoutMs: number;
  /** A socket that is not ready (authenticated) this long after it was made is given up. */
  readyTimeoutMs: number;
  reconnectStartMs: number;
  reconnectMaxMs: number;
}

export const FEED_TIMING: FeedTiming = {
  pingMs: 15_000,
  pongTimeoutMs: 5000,
  readyTimeoutMs: 10_000,
  reconnectStartMs: 1000,
  reconnectMaxMs: 30_000,
};

/** The browser's signs that messages may have been missed: the tab shown again, the network back. */
function browserWake(wake: () => void): () => void {
  if (typeof window === "undefined") return () => {};
  const onVisible = () => {
    if (document.visibilityState === "visible") wake();
  };
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("online", wake);
  return () => {
    document.removeEventListener("visibilitychange", onVisible);
    window.removeEventListener("online", wake);
  };
}

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
  const timing = { ...FEED_TIMING, ...opts.timing };
  let stopped = false;
  let socket: FeedSocket | null = null;
  let status: FeedStatus | null = null;
  let backoff: number = timing.reconnectStartMs;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Runs while an answer is awaited: a pong to the last ping, or the ready frame of a new socket. */
  let deadline: ReturnType<typeof setTimeout> | undefined;
  let pingMs = timing.pingMs;
  let polling = false;
  let pollAgain = false;
  let refusal: SocketEvent | null = null;

  const setStatus = (next: FeedStatus) => {
    if (next === status) return;
    status = next;
    opts.onStatus?.(next);
  };

  // One poll at a time; a failed poll is retried on the next tick (spec 8: polling failures stay silent). A poll asked
  // for while one runs runs once more after it: the running one may have read before what the caller is missing.
  const pollOnce = () => {
    if (stopped) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    pollAgain = false;
    opts
      .poll()
      .catch(() => undefined)
      .finally(() => {
        polling = false;
        if (pollAgain) pollOnce();
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
    clearTimeout(deadline);
    deadline = undefined;
  };

  /** Lets go of a socket: no more of its events reach the feed. */
  const discard = (s: FeedSocket, code: number, reason: string) => {
    s.onopen = s.onmessage = s.onerror = s.onclose = null;
    try {
      s.close(code, reason);
    } catch {
      // Closing a socket that never opened may throw in some browsers; it is gone either way.
    }
  };

  const stopAll = () => {
    stopped = true;
    stopPolling();
    stopPing();
    clearTimeout(reconnectTimer);
    unwatch();
    const s = socket;
    socket = null;
    if (s) discard(s, 1000, "closed");
  };

  /** The socket stopped answering (no pong, or never ready): give it up as if it had dropped. */
  const stale = (s: FeedSocket) => {
    if (s !== socket) return;
    discard(s, 4000, "no answer");
    onDown(1006);
  };

  const ping = (s: FeedSocket) => {
    if (s.readyState !== OPEN || s !== socket) return;
    s.send(JSON.stringify({ type: "ping" }));
    if (deadline === undefined) deadline = setTimeout(() => stale(s), Math.min(timing.pongTimeoutMs, pingMs));
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
    // Any frame shows the socket delivers: the answer awaited has come (or is no longer needed).
    clearTimeout(deadline);
    deadline = undefined;
    let event: SocketEvent;
    try {
      event = JSON.parse(String(raw)) as SocketEvent;
    } catch {
      return;
    }
    if (!event || typeof event !== "object") return;
    if (event.type === "ready") {
      backoff = timing.reconnectStartMs;
      stopPolling();
      setStatus("live");
      // Catch up on what was written while this socket was not yet subscribed.
      pollOnce();
      stopPing();
      if (typeof event.pingMs === "number" && event.pingMs > 0) pingMs = event.pingMs;
      pingTimer = setInterval(() => ping(s), pingMs);
    } else if (event.type === "error") {
      // The server closes right after an error frame; the close code says whether to try again.
      refusal = event;
    } else if (event.type !== "pong") {
      opts.onEvent(event);
    }
  };

  function onDown(code: number) {
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
    // Whatever the socket did not deliver is read now, then every pollMs until a socket is ready again.
    const wasLive = status === "live";
    setStatus("polling");
    startPolling();
    if (wasLive) pollOnce();
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(connect, reconnectDelay(backoff));
    backoff = Math.min(backoff * 2, timing.reconnectMaxMs);
  }

  /** The tab is visible again or the network is back: read what was missed, and check or renew the socket now. */
  const wake = () => {
    if (stopped) return;
    pollOnce();
    if (socket && status === "live") ping(socket);
    else if (!socket) {
      backoff = timing.reconnectStartMs;
      clearTimeout(reconnectTimer);
      connect();
    }
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
    deadline = setTimeout(() => stale(s), timing.readyTimeoutMs);
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
  const unwatch = (opts.onWake ?? browserWake)(wake);
  connect();

  const sendFrame = (frame: object): boolean => {
    const s = socket;
    if (stopped || !s || status !== "live" || s.readyState !== OPEN) return false;
    s.send(JSON.stringify(frame));
    return true;
  };

  return { close: stopAll, send: sendFrame };
}
