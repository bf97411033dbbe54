// Two app instances on one PostgreSQL database: an event written through instance A reaches a socket held by instance B
// (LISTEN/NOTIFY), once, and a message stays private to its chat across instances.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { CHAT_API, type SocketEvent } from "../../shared/schemas/chat.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { openChatSocket, signInAgent, startChat, waitFor, type Agent } from "./chat-test-support.ts";

const SECRET = "a-shared-secret-for-both-instances-of-the-app";

describe.runIf(!!process.env.TEST_DATABASE_URL)("live chat across two instances on PostgreSQL", () => {
  let a: TestApp;
  let b: FastifyInstance;
  let dataDirB: string;
  let agent: Agent;

  beforeAll(async () => {
    a = await createTestApp("postgres", { JWT_SECRET: SECRET });
    dataDirB = fs.mkdtempSync(path.join(os.tmpdir(), "mm-api-b-"));
    b = await buildApp(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDirB, LOG_LEVEL: "silent", DATABASE_URL: a.config.databaseUrl!, JWT_SECRET: SECRET }), { web: false, logger: false });
    await b.ready();
    agent = await signInAgent(a.app, "meera@example.in");
    await a.app.inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online: true } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(dataDirB, { recursive: true, force: true });
  });

  it("sees on instance B the agent that went online through instance A", async () => {
    expect((await b.inject({ method: "GET", url: CHAT_API.availability })).json()).toEqual({ hasAvailableAgent: true });
  });

  it("pushes a message written through A to the visitor's socket on B, exactly once", async () => {
    const chat = await startChat(a.app);
    const other = await startChat(a.app);
    const socket = await openChatSocket(b, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    await a.app.inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
    await a.app.inject({ method: "POST", url: CHAT_API.take(other.sessionId), headers: agent.headers });
    await a.app.inject({ method: "POST", url: CHAT_API.agentMessages(other.sessionId), headers: agent.headers, payload: { message: "Not for this visitor" } });
    await a.app.inject({ method: "POST", url: CHAT_API.agentMessages(chat.sessionId), headers: agent.headers, payload: { message: "Hello from instance A" } });
    const isIt = (e: SocketEvent) => e.type === "message" && e.message.message === "Hello from instance A";
    await waitFor(() => socket.events.find(isIt));
    await new Promise((r) => setTimeout(r, 200));
    expect(socket.events.filter(isIt)).toHaveLength(1);
    expect(JSON.stringify(socket.events)).not.toContain("Not for this visitor");
    socket.close();
  });

  it("tells an agent's socket on B about a chat started through A", async () => {
    const socket = await openChatSocket(b, { type: "auth", role: "agent", accessToken: agent.accessToken });
    expect(socket.events[0]).toEqual({ type: "ready", role: "agent" });
    const chat = await startChat(a.app, "Cross Instance Kavita");
    const arrived = await waitFor(() => socket.events.find((e) => e.type === "session" && e.session.sessionId === chat.sessionId));
    expect(arrived).toMatchObject({ session: { status: "waiting", userName: "Cross Instance Kavita" } });
    socket.close();
  });
});
