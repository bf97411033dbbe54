// An agent's chat socket lives no longer than its sign-in (issue 27): disabling the account, signing out and changing
// or resetting the password close it at once, whatever the client sends (typing frames, no pings), on every instance;
// and the server checks the sign-in itself, so an expired token closes the socket without a ping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SignJWT } from "jose";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { CHAT_API, type SocketEvent } from "../../shared/schemas/chat.ts";
import { loadJwtSecret } from "../services/secrets.ts";
import { createPasswordReset, TOKEN_AUDIENCE, TOKEN_ISSUER } from "../services/auth.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { twoInstancesOnPostgres } from "./two-instances.ts";
import { openChatSocket, signInAgent, startChat, waitFor, type Agent, type RecordingSocket } from "./chat-test-support.ts";
import type { FastifyInstance } from "fastify";

const PASSWORD = "mitti-ki-sehat";

/** An agent socket that sends typing frames every 50 ms and never pings, as the attacker's client did. */
async function typingOnly(app: FastifyInstance, agent: Agent): Promise<RecordingSocket & { stop: () => void }> {
  const socket = await openChatSocket(app, { type: "auth", role: "agent", accessToken: agent.accessToken });
  expect(socket.events[0]).toMatchObject({ type: "ready", role: "agent" });
  const timer = setInterval(() => socket.closed || socket.send({ type: "typing", sessionId: "00000000-0000-4000-8000-000000000000" }), 50);
  return Object.assign(socket, { stop: () => clearInterval(timer) });
}

const closedSignedOut = (s: RecordingSocket) => s.closed?.code === 4401 && s.events.some((e: SocketEvent) => e.type === "error" && e.code === "signed_out");

describe.each(testDatabases)("an agent's socket after their sign-in ends, on %s", (kind) => {
  let t: TestApp;
  let owner: Agent;
  beforeAll(async () => {
    // Pings every 10 minutes: only the sign-in's end, never the server's own check, can close a socket in these tests.
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000" }, { chatTiming: { socketPingMs: 600_000, socketIdleMs: 600_000 } });
    owner = await signInAgent(t.app, "owner@example.in");
    // Online, so new visitors wait for a person and every agent socket hears of them.
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: owner.headers, payload: { online: true } });
  });
  afterAll(async () => t?.close());

  const signIn = async (email: string) => {
    const res = await t.app.inject({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email, password: PASSWORD } });
    const session = res.json<{ access_token: string; user: { id: string } }>();
    return { id: session.user.id, accessToken: session.access_token, headers: { authorization: `Bearer ${session.access_token}` } };
  };

  it("closes at once when the account is disabled, and the agent hears of no new visitor after", async () => {
    const agent = await signInAgent(t.app, "ravi@example.in", owner);
    const socket = await typingOnly(t.app, agent);
    const bystander = await typingOnly(t.app, owner);
    const res = await t.app.inject({ method: "PATCH", url: AUTH_API.adminUser(agent.id), headers: owner.headers, payload: { disabled: true } });
    expect(res.statusCode).toBe(200);
    await waitFor(() => closedSignedOut(socket));
    const chat = await startChat(t.app, "Sunita Bai");
    // The owner's socket is told of the new visitor; the disabled agent's socket had closed before it.
    await waitFor(() => bystander.events.some((e) => e.type === "session" && e.session.sessionId === chat.sessionId));
    expect(JSON.stringify(socket.events)).not.toContain("Sunita Bai");
    expect(bystander.closed).toBeNull();
    socket.stop();
    bystander.stop();
    bystander.close();
  });

  it("closes the socket of the sign-in that signs out, and not the same agent's other sign-in", async () => {
    const laptop = await signInAgent(t.app, "meera@example.in", owner);
    const phone = await signIn("meera@example.in");
    const onLaptop = await typingOnly(t.app, laptop);
    const onPhone = await typingOnly(t.app, phone);
    expect((await t.app.inject({ method: "POST", url: AUTH_API.logout, headers: laptop.headers })).statusCode).toBe(204);
    await waitFor(() => closedSignedOut(onLaptop));
    // The phone's socket still carries events: it sees a new visitor arrive.
    const chat = await startChat(t.app, "Gopal Rao");
    await waitFor(() => onPhone.events.some((e) => e.type === "session" && e.session.sessionId === chat.sessionId));
    expect(onPhone.closed).toBeNull();
    onLaptop.stop();
    onPhone.stop();
    onPhone.close();
  });

  it("closes the other sign-ins' sockets on a password change, and every one on a reset by e-mail", async () => {
    const here = await signInAgent(t.app, "kiran@example.in", owner);
    const elsewhere = await signIn("kiran@example.in");
    const onHere = await typingOnly(t.app, here);
    const onElsewhere = await typingOnly(t.app, elsewhere);
    const changed = await t.app.inject({ method: "PUT", url: AUTH_API.user, headers: here.headers, payload: { current_password: PASSWORD, password: "naya-password-123" } });
    expect(changed.statusCode).toBe(200);
    await waitFor(() => closedSignedOut(onElsewhere));
    const chat = await startChat(t.app, "Lakshmi");
    await waitFor(() => onHere.events.some((e) => e.type === "session" && e.session.sessionId === chat.sessionId));
    expect(onHere.closed).toBeNull();

    const link = await createPasswordReset(t.app.db, "kiran@example.in");
    expect(link).not.toBeNull();
    const reset = await t.app.inject({ method: "POST", url: AUTH_API.reset, payload: { token: link!.token, password: "teesra-password-456" } });
    expect(reset.statusCode).toBe(200);
    await waitFor(() => closedSignedOut(onHere));
    onHere.stop();
    onElsewhere.stop();
  });
});

describe.each(testDatabases)("the server's own check of an agent socket's sign-in, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Checked every 250 ms (half the ping interval); the client below never pings.
    t = await createTestApp(kind, {}, { chatTiming: { socketPingMs: 500, socketIdleMs: 600_000 } });
  });
  afterAll(async () => t?.close());

  it("closes a socket whose access token expires, though the client never pings", async () => {
    const agent = await signInAgent(t.app, "asha@example.in");
    const claims = JSON.parse(Buffer.from(agent.accessToken.split(".")[1]!, "base64url").toString()) as { sub: string; sid: string };
    const { key } = loadJwtSecret(t.config);
    // A token that lives three seconds: long enough to open the socket on a loaded machine, then it runs out.
    const exp = Math.floor(Date.now() / 1000) + 3;
    const shortLived = await new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: "HS256" }).setSubject(claims.sub).setIssuer(TOKEN_ISSUER).setAudience(TOKEN_AUDIENCE).setIssuedAt().setExpirationTime(exp).sign(key);
    const socket = await typingOnly(t.app, { ...agent, accessToken: shortLived });
    await waitFor(() => socket.closed, 15_000);
    expect(socket.closed?.code).toBe(4401);
    expect(Date.now() / 1000).toBeGreaterThanOrEqual(exp);
    socket.stop();
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)("an agent's socket on another instance, on PostgreSQL", () => {
  const both = twoInstancesOnPostgres();

  it("closes on instance B when the account is disabled through instance A", async () => {
    const ravi = await signInAgent(both.a.app, "ravi.b@example.in", both.agent);
    const socket = await typingOnly(both.b, ravi);
    const res = await both.a.app.inject({ method: "PATCH", url: AUTH_API.adminUser(ravi.id), headers: both.agent.headers, payload: { disabled: true } });
    expect(res.statusCode).toBe(200);
    await waitFor(() => closedSignedOut(socket), 5000);
    socket.stop();
  });
});
