// One chat socket: authenticates its first frame, then pushes only the events its visitor or agent may see.
import type { FastifyBaseLogger } from "fastify";
import { CHAT_LIMITS, socketAuthSchema, visitorPageSchema, type SocketAuth, type SocketEvent } from "../../../shared/schemas/chat.ts";
import { sessionEnded, type SessionIssuer } from "../auth.ts";
import { forbidden } from "../../errors.ts";
import type { Role } from "../../../shared/schemas/auth.ts";
import type { ChatEvent, ChatBus } from "./event-bus.ts";
import type { ChatService } from "./chat-service.ts";
import type { QueueWatch } from "./queue-watch.ts";
import { typingRelay } from "./typing-relay.ts";
import { SocketIndex, type EndingEvent } from "./socket-index.ts";

/** Close codes: 4401 not signed in or session over, 4403 not this visitor's chat, 4400 a malformed frame. */
export const SOCKET_CLOSE = { badFrame: 4400, unauthorized: 4401, forbidden: 4403 } as const;

/** Who may open the agent side of the socket (as the /api/v1/agent routes); a role change ends the socket (4401). */
const AGENT_SOCKET_ROLES: readonly Role[] = ["admin", "agent"];

/** A socket that has not sent its auth frame by then is closed. */
const AUTH_TIMEOUT_MS = 10_000;

export interface SocketDeps {
  chat: ChatService;
  bus: ChatBus;
  sessions: SessionIssuer;
  log: FastifyBaseLogger;
  /** Pushes a waiting visitor's place in the queue; without it no queue frames are sent. */
  queue?: QueueWatch;
}

/** The part of a `ws` WebSocket this module uses (the package ships no types of its own). */
export interface ChatSocket {
  readonly readyState: number;
  readonly OPEN: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  /** Drops the connection without a closing handshake (a dead peer would never answer one). */
  terminate?(): void;
  on(event: "message", listener: (data: unknown) => void): unknown;
  on(event: "close", listener: () => void): unknown;
  on(event: "error", listener: (err: Error) => void): unknown;
}

/** An agent's socket belongs to one sign-in (`familyId`, the access token's session), and closes when it ends. */
type Viewer = { role: "visitor"; sessionId: string } | { role: "agent"; agentId: string; familyId: string; accessToken: string };

const send = (socket: ChatSocket, event: SocketEvent) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
};

function fail(socket: ChatSocket, code: number, errorCode: string, message: string): void {
  send(socket, { type: "error", code: errorCode, message });
  socket.close(code, errorCode);
}

/** What of an event this viewer may see, or null: a visitor only its own chat, an agent the chats it holds and the queue. */
export function visibleEvent(viewer: Viewer, event: ChatEvent): SocketEvent | null {
  if (event.kind === "presence") return { type: "presence", hasAvailableAgent: event.hasAvailableAgent };
  if (event.kind === "sessions-ended") return null;
  if (event.kind === "typing") {
    // The visitor sees its agent typing; the agent holding the chat sees its visitor typing.
    const toMe = viewer.role === "visitor" ? event.from === "agent" && event.sessionId === viewer.sessionId : event.from === "visitor" && event.agentId === viewer.agentId;
    return toMe ? { type: "typing", sessionId: event.sessionId, from: event.from, name: event.name } : null;
  }
  if (event.kind === "page") {
    return viewer.role === "agent" && event.agentId === viewer.agentId ? { type: "page", sessionId: event.sessionId, page: event.page } : null;
  }
  if (event.kind === "visitor") {
    return viewer.role === "agent" && event.agentId === viewer.agentId ? { type: "visitor", sessionId: event.sessionId, seenAt: event.seenAt } : null;
  }
  if (event.kind === "message") {
    const mine = viewer.role === "visitor" ? event.sessionId === viewer.sessionId : event.agentId === viewer.agentId;
    return mine ? { type: "message", sessionId: event.sessionId, message: event.message } : null;
  }
  const s = event.session;
  if (viewer.role === "visitor") {
    return s.sessionId === viewer.sessionId ? { type: "session", session: { sessionId: s.sessionId, status: s.status, agentId: s.agentId } } : null;
  }
  if (s.status === "waiting" || s.agentId === viewer.agentId) return { type: "session", session: s };
  // Another agent took it, or the visitor left the queue: this agent only learns it left the waiting list.
  if (s.status === "active" || s.agentId === null) return { type: "session", session: { sessionId: s.sessionId, status: s.status, agentId: null } };
  return null;
}

/** One index per bus (per app instance): the bus has one listener for all the sockets, not one per socket. */
const indexes = new WeakMap<ChatBus, SocketIndex<Viewer>>();
function socketIndexFor(bus: ChatBus): SocketIndex<Viewer> {
  let index = indexes.get(bus);
  if (!index) indexes.set(bus, (index = new SocketIndex(bus, visibleEvent)));
  return index;
}

async function authenticate(auth: SocketAuth, deps: SocketDeps): Promise<Viewer> {
  if (auth.role === "visitor") {
    await deps.chat.visitorSession(auth.sessionId, auth.token);
    return { role: "visitor", sessionId: auth.sessionId };
  }
  const user = await deps.sessions.verifyAccessToken(auth.accessToken);
  if (!AGENT_SOCKET_ROLES.includes(user.role)) throw forbidden(`Your role (${user.role}) cannot use the live chat.`);
  return { role: "agent", agentId: user.id, familyId: user.sessionId, accessToken: auth.accessToken };
}

export function handleChatSocket(socket: ChatSocket, deps: SocketDeps): void {
  let viewer: Viewer | null = null;
  let authenticating = false;
  let onPing = () => {};
  let onTyping: (frame: unknown) => void = () => {};
  const onPage = visitorPages(deps);
  const cleanups: (() => void)[] = [];
  const authTimer = setTimeout(() => fail(socket, SOCKET_CLOSE.unauthorized, "auth_timeout", "Send the auth frame first."), AUTH_TIMEOUT_MS);
  // A client pings every socketPingMs; one silent for socketIdleMs is gone (a sleeping laptop, a dead network), so
  // the socket is dropped rather than kept, and an agent's presence stops being renewed by it.
  const drop = (reason: string) => (socket.terminate ? socket.terminate() : socket.close(1001, reason));
  const idleTimer = setTimeout(() => drop("idle"), deps.chat.timing.socketIdleMs);
  cleanups.push(() => clearTimeout(authTimer), () => clearTimeout(idleTimer));

  const start = (v: Viewer) => {
    viewer = v;
    clearTimeout(authTimer);
    const signedOut = () => fail(socket, SOCKET_CLOSE.unauthorized, "signed_out", "You have been signed out. Please sign in again.");
    const end = v.role === "agent" ? (e: EndingEvent) => sessionEnded(e, v.agentId, v.familyId) && signedOut() : undefined;
    cleanups.push(socketIndexFor(deps.bus).add(v, (json) => socket.readyState === socket.OPEN && socket.send(json), end));
    if (v.role === "agent") {
      onPing = agentHeartbeat(v, deps);
      cleanups.push(recheckSignIn(socket, v, deps));
    }
    onTyping = typingRelay(v, deps);
    send(socket, { type: "ready", role: v.role, pingMs: deps.chat.timing.socketPingMs, ...(v.role === "visitor" ? { sessionId: v.sessionId } : {}) });
    if (v.role === "visitor" && deps.queue) {
      const sessionId = v.sessionId;
      cleanups.push(deps.queue.watch(sessionId, (queuePosition) => send(socket, { type: "queue", sessionId, queuePosition })));
    }
  };

  socket.on("message", (data) => {
    idleTimer.refresh();
    let frame: unknown;
    try {
      frame = JSON.parse(String(data));
    } catch {
      return fail(socket, SOCKET_CLOSE.badFrame, "bad_frame", "Frames must be JSON.");
    }
    if (viewer) {
      const type = (frame as { type?: unknown } | null)?.type;
      if (type === "ping") {
        send(socket, { type: "pong" });
        onPing();
        if (viewer.role === "visitor") void deps.chat.visitorSeen(viewer.sessionId).catch((err: unknown) => deps.log.warn({ err }, "could not note the visitor as seen"));
      } else if (type === "page" && viewer.role === "visitor") onPage(viewer.sessionId, frame);
      else if (type === "typing") onTyping(frame);
      return;
    }
    if (authenticating) return;
    const auth = socketAuthSchema.safeParse(frame);
    if (!auth.success) return fail(socket, SOCKET_CLOSE.badFrame, "bad_frame", auth.error.issues[0]!.message);
    authenticating = true;
    authenticate(auth.data, deps).then(start, (err: { statusCode?: number; message?: string }) => {
      const forbidden = err.statusCode === 403;
      fail(socket, forbidden ? SOCKET_CLOSE.forbidden : SOCKET_CLOSE.unauthorized, forbidden ? "forbidden" : "unauthorized", err.message ?? "Not allowed.");
    });
  });

  socket.on("close", () => {
    for (const cleanup of cleanups) cleanup();
  });
  // A broken frame or connection (a frame over the size limit, say): logged, and the socket dropped.
  socket.on("error", (err) => {
    deps.log.warn({ err }, "chat socket error");
    drop("error");
  });
}

/**
 * A visitor's `page` frame: the visitor opened another page (issue 14). A frame that is not a valid path, or one past
 * the per-minute allowance, is dropped without an answer: the REST path (POST …/pages) is where a client learns why.
 */
function visitorPages(deps: SocketDeps): (sessionId: string, frame: unknown) => void {
  let windowStart = 0;
  let count = 0;
  return (sessionId, frame) => {
    const now = Date.now();
    if (now - windowStart >= 60_000) {
      windowStart = now;
      count = 0;
    }
    // More are dropped: they only add context for the agent.
    if (++count > CHAT_LIMITS.pagesPerMinute) return;
    const parsed = visitorPageSchema.safeParse(frame);
    if (!parsed.success) return;
    deps.chat.recordPage(sessionId, parsed.data.path).catch((err: { statusCode?: number }) => {
      // A page reported as the chat ends is of no use to anyone.
      if (err.statusCode !== 409) deps.log.warn({ err }, "could not record a visitor's page");
    });
  };
}

/**
 * An agent's pings are its heartbeat: each renews the agent's presence (at most every half ping interval, however fast
 * a client pings). Presence comes from the pings, not from the socket being open, so a console whose browser died, or
 * whose network went, stops being offered to visitors once the grace period passes, even while the server still thinks
 * its socket is open.
 */
function agentHeartbeat(v: Extract<Viewer, { role: "agent" }>, deps: SocketDeps): () => void {
  let lastRenew = 0;
  const renew = () => deps.chat.touchPresence(v.agentId).catch((err: unknown) => deps.log.warn({ err }, "could not renew agent presence"));
  void renew();
  return () => {
    const now = Date.now();
    if (now - lastRenew < deps.chat.timing.socketPingMs / 2) return;
    lastRenew = now;
    void renew();
  };
}

/**
 * The server checks an agent socket's sign-in itself, every half ping interval, whatever the client sends: an expired
 * token, or a sign-in ended where this instance did not hear of it (a NOTIFY lost while the listener reconnected),
 * closes the socket. A sign-out, a disabled account or a new password closes it at once through `sessions-ended`;
 * this is the net under that. The console opens a new socket with a fresh token when its own expires.
 */
function recheckSignIn(socket: ChatSocket, v: Extract<Viewer, { role: "agent" }>, deps: SocketDeps): () => void {
  const timer = setInterval(() => {
    deps.sessions.verifyAccessToken(v.accessToken).catch(() => fail(socket, SOCKET_CLOSE.unauthorized, "unauthorized", "Please sign in again."));
  }, deps.chat.timing.socketPingMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
