// Helpers for the chat API tests: signed-in agents, visitors from their own addresses, and sockets that record events.
import type { FastifyInstance } from "fastify";
import { AUTH_API, type AuthSession } from "../../shared/schemas/auth.ts";
import { CHAT_API, type CreatedChatSession, type SocketAuth, type SocketEvent } from "../../shared/schemas/chat.ts";

export interface Agent {
  id: string;
  headers: { authorization: string };
  accessToken: string;
}

/** Signs in an admin (creating the first one through setup, later ones through the team endpoint of `creator`). */
export async function signInAgent(app: FastifyInstance, email: string, creator?: Agent): Promise<Agent> {
  const credentials = { email, password: "mitti-ki-sehat" };
  if (creator) await app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: creator.headers, payload: credentials });
  else await app.inject({ method: "POST", url: AUTH_API.setup, payload: credentials });
  const session = (await app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: credentials })).json<AuthSession>();
  return { id: session.user.id, accessToken: session.access_token, headers: { authorization: `Bearer ${session.access_token}` } };
}

let lastOctet = 0;
/** A fresh client address, so each test has its own rate-limit budget. */
export const freshAddress = () => `10.9.${Math.floor(++lastOctet / 250)}.${lastOctet % 250}`;

export async function startChat(app: FastifyInstance, name = "Asha Devi", remoteAddress = freshAddress()): Promise<CreatedChatSession> {
  const res = await app.inject({
    method: "POST",
    url: CHAT_API.sessions,
    remoteAddress,
    payload: { userName: name, userEmail: "asha@example.in", userType: "farmer" },
  });
  if (res.statusCode !== 201) throw new Error(`session not created: ${res.statusCode} ${res.body}`);
  return res.json<CreatedChatSession>();
}

export const visitorHeaders = (chat: CreatedChatSession) => ({ authorization: `Bearer ${chat.visitorToken}` });

/** Resolves when `check` returns something truthy; fails after `timeoutMs`. */
export async function waitFor<T>(check: () => T | undefined | null | false, timeoutMs = 3000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

export interface RecordingSocket {
  events: SocketEvent[];
  closed: { code: number } | null;
  send: (frame: unknown) => void;
  close: () => void;
}

/** Opens the chat socket in process, sends the auth frame and waits for its answer (ready or error). */
export async function openChatSocket(app: FastifyInstance, auth: SocketAuth): Promise<RecordingSocket> {
  const ws = await app.injectWS(CHAT_API.socket);
  const socket: RecordingSocket = {
    events: [],
    closed: null,
    send: (frame) => ws.send(JSON.stringify(frame)),
    close: () => ws.close(),
  };
  ws.on("message", (data: unknown) => socket.events.push(JSON.parse(String(data)) as SocketEvent));
  ws.on("close", (code: number) => (socket.closed = { code }));
  socket.send(auth);
  await waitFor(() => socket.events.find((e) => e.type === "ready" || e.type === "error"));
  return socket;
}
