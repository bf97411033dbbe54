// Roles on SQLite and PostgreSQL (issue 27): a colleague is added with a role and given another with PATCH
// /api/v1/admin/users/:id; the last enabled admin stays one; a role change ends the colleague's sign-ins and chat
// sockets at once (4401), on every instance; an editor cannot open the agent side of the chat socket.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import { AUTH_API, AUTH_MESSAGES, type AdminUser, type AdminUserList, type AuthUser } from "../../shared/schemas/auth.ts";
import { CHAT_API, type SocketEvent } from "../../shared/schemas/chat.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { signInAs, teamOfEveryRole, TEAM_PASSWORD, type SignedInUser } from "../test-support/team-roles.ts";
import { openChatSocket, signInAgent, startChat, waitFor, type RecordingSocket } from "./chat-test-support.ts";
import { twoInstancesOnPostgres } from "./two-instances.ts";

const closedSignedOut = (s: RecordingSocket) => s.closed?.code === 4401 && s.events.some((e: SocketEvent) => e.type === "error" && e.code === "signed_out");

describe.each(testDatabases)("roles of the team on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000" }, { chatTiming: { socketPingMs: 600_000, socketIdleMs: 600_000 } });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    for (const table of ["audit_log", "user_sign_in_addresses", "refresh_tokens", "users"]) await sql`delete from ${sql.table(table)}`.execute(t.app.db);
  });

  const patch = (by: SignedInUser, id: string, payload: unknown) => t.app.inject({ method: "PATCH", url: AUTH_API.adminUser(id), headers: by.headers, payload: payload as object });
  const roleOf = async (by: SignedInUser, id: string) => (await t.app.inject({ method: "GET", url: AUTH_API.adminUsers, headers: by.headers })).json<AdminUserList>().users.find((u) => u.id === id)?.role;

  it("makes the first-run admin an admin, adds colleagues with the role asked for, and shows it in the session and the team list", async () => {
    const team = await teamOfEveryRole(t.app);
    expect([team.admin.role, team.agent.role, team.editor.role]).toEqual(["admin", "agent", "editor"]);
    expect((await t.app.inject({ method: "GET", url: AUTH_API.user, headers: team.editor.headers })).json<AuthUser>().role).toBe("editor");
    const listed = (await t.app.inject({ method: "GET", url: AUTH_API.adminUsers, headers: team.admin.headers })).json<AdminUserList>().users;
    expect(listed.map((u) => [u.email, u.role])).toEqual([
      ["admin@example.in", "admin"],
      ["agent@example.in", "agent"],
      ["editor@example.in", "editor"],
    ]);
    // Without a role, a new colleague is an admin, as every colleague was before roles.
    const plain = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: team.admin.headers, payload: { email: "plain@example.in", password: TEAM_PASSWORD } });
    expect(plain.json<{ user: AuthUser }>().user.role).toBe("admin");
  });

  it("gives every user who existed before roles the admin role", async () => {
    // A row written without the column, as every row before the migration was.
    const id = randomUUID();
    const at = new Date().toISOString();
    await sql`insert into users (id, email, password_hash, name, created_at, updated_at) values (${id}, ${"old@example.in"}, ${"x"}, ${null}, ${at}, ${at})`.execute(t.app.db);
    expect((await t.app.db.selectFrom("users").select("role").where("id", "=", id).executeTakeFirstOrThrow()).role).toBe("admin");
  });

  it("changes a role, which ends the colleague's sign-ins: they sign in again and may do what the new role may", async () => {
    const team = await teamOfEveryRole(t.app);
    // The agent works the leads until made an editor.
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/leads", headers: team.agent.headers })).statusCode).toBe(200);
    const changed = await patch(team.admin, team.agent.id, { role: "editor" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<AdminUser>()).toMatchObject({ role: "editor", disabled_at: null });
    const old = await t.app.inject({ method: "GET", url: AUTH_API.user, headers: team.agent.headers });
    expect(old.statusCode).toBe(401);
    const again = await signInAs(t.app, "agent@example.in");
    expect(again.role).toBe("editor");
    const leads = await t.app.inject({ method: "GET", url: "/api/v1/admin/leads", headers: again.headers });
    expect(leads.statusCode).toBe(403);
    expect(leads.json().error.message).toBe("Your role (editor) cannot list leads.");
    expect((await t.app.inject({ method: "GET", url: "/api/v1/admin/blog/posts", headers: again.headers })).statusCode).toBe(200);
    // The same role again changes nothing and ends nothing.
    expect((await patch(team.admin, team.agent.id, { role: "editor" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: AUTH_API.user, headers: again.headers })).statusCode).toBe(200);
  });

  it("refuses an unknown role, an empty change, and a change by anyone but an admin, changing nothing", async () => {
    const team = await teamOfEveryRole(t.app);
    for (const [body, message] of [
      [{ role: "owner" }, "role must be admin, agent or editor."],
      [{ role: "" }, "role must be admin, agent or editor."],
      [{ role: 3 }, "role must be admin, agent or editor."],
      [{}, "Send disabled (true or false) or role (admin, agent or editor)."],
    ] as const) {
      const res = await patch(team.admin, team.agent.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    const byAgent = await patch(team.agent, team.agent.id, { role: "admin" });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json().error.code).toBe("role_forbidden");
    const addByEditor = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: team.editor.headers, payload: { email: "x@example.in", password: TEAM_PASSWORD, role: "admin" } });
    expect(addByEditor.statusCode).toBe(403);
    const badAdd = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: team.admin.headers, payload: { email: "x@example.in", password: TEAM_PASSWORD, role: "owner" } });
    expect(badAdd.statusCode).toBe(400);
    expect(badAdd.json().error.message).toBe("role must be admin, agent or editor.");
    expect(await roleOf(team.admin, team.agent.id)).toBe("agent");
    const missing = await patch(team.admin, randomUUID(), { role: "agent" });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps the last enabled admin an enabled admin: no demotion, no disabling, with a reason", async () => {
    const team = await teamOfEveryRole(t.app);
    const demoteSelf = await patch(team.admin, team.admin.id, { role: "agent" });
    expect(demoteSelf.statusCode).toBe(409);
    expect(demoteSelf.json().error.message).toBe(AUTH_MESSAGES.lastAdmin);
    expect(await roleOf(team.admin, team.admin.id)).toBe("admin");

    // A second admin, disabled, does not count: it cannot sign in to manage the team.
    const second = await t.app.inject({ method: "POST", url: AUTH_API.adminUsers, headers: team.admin.headers, payload: { email: "second@example.in", password: TEAM_PASSWORD } });
    const secondId = second.json<{ user: AuthUser }>().user.id;
    expect((await patch(team.admin, secondId, { disabled: true })).statusCode).toBe(200);
    expect((await patch(team.admin, team.admin.id, { role: "editor" })).statusCode).toBe(409);
    // Enabled again and made an agent in one change: still one admin.
    expect((await patch(team.admin, secondId, { disabled: false, role: "agent" })).json<AdminUser>()).toMatchObject({ role: "agent", disabled_at: null });
    expect((await patch(team.admin, team.admin.id, { role: "agent" })).statusCode).toBe(409);

    // With another enabled admin, the first may step down; the other can then neither be demoted nor disabled.
    expect((await patch(team.admin, secondId, { role: "admin" })).statusCode).toBe(200);
    const other = await signInAs(t.app, "second@example.in");
    expect((await patch(team.admin, team.admin.id, { role: "agent" })).json<AdminUser>().role).toBe("agent");
    const restored = await patch(other, team.admin.id, { role: "admin" });
    expect(restored.statusCode).toBe(200);
    const admin = await signInAs(t.app, "admin@example.in");
    expect((await patch(admin, other.id, { role: "editor" })).statusCode).toBe(200);
    // Disabling needs another admin to do it, so the last one is never disabled.
    const disableLast = await patch(admin, admin.id, { disabled: true });
    expect(disableLast.statusCode).toBe(400);
    expect(disableLast.json().error.code).toBe("cannot_disable_self");
    const demoteLast = await patch(admin, admin.id, { role: "editor" });
    expect(demoteLast.statusCode).toBe(409);
  });

  it("closes the colleague's chat socket at once on a role change, and the socket hears of no visitor after", async () => {
    const owner = await signInAgent(t.app, "owner@example.in");
    await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: owner.headers, payload: { online: true } });
    const ravi = await signInAgent(t.app, "ravi@example.in", owner);
    const socket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
    expect(socket.events[0]).toMatchObject({ type: "ready", role: "agent" });
    const timer = setInterval(() => socket.closed || socket.send({ type: "typing", sessionId: randomUUID() }), 50);
    try {
      const res = await t.app.inject({ method: "PATCH", url: AUTH_API.adminUser(ravi.id), headers: owner.headers, payload: { role: "agent" } });
      expect(res.statusCode).toBe(200);
      await waitFor(() => closedSignedOut(socket));
      const chat = await startChat(t.app, "Sunita Bai");
      expect(chat.sessionId).toBeTruthy();
      expect(JSON.stringify(socket.events)).not.toContain("Sunita Bai");
    } finally {
      clearInterval(timer);
    }
  });

  it("lets an agent open the agent side of the chat socket, and refuses an editor with 4403 and a reason", async () => {
    const team = await teamOfEveryRole(t.app);
    const agentSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: team.agent.accessToken });
    expect(agentSocket.events[0]).toMatchObject({ type: "ready", role: "agent" });
    agentSocket.close();
    const editorSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: team.editor.accessToken });
    expect(editorSocket.events[0]).toMatchObject({ type: "error", code: "forbidden", message: "Your role (editor) cannot use the live chat." });
    await waitFor(() => editorSocket.closed);
    expect(editorSocket.closed?.code).toBe(4403);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)("a role change on another instance, on PostgreSQL", () => {
  const both = twoInstancesOnPostgres();

  it("closes the colleague's socket on instance B when instance A changes the role", async () => {
    const ravi = await signInAgent(both.a.app, "ravi.roles@example.in", both.agent);
    const socket = await openChatSocket(both.b, { type: "auth", role: "agent", accessToken: ravi.accessToken });
    expect(socket.events[0]).toMatchObject({ type: "ready", role: "agent" });
    const started = Date.now();
    const res = await both.a.app.inject({ method: "PATCH", url: AUTH_API.adminUser(ravi.id), headers: both.agent.headers, payload: { role: "editor" } });
    expect(res.statusCode).toBe(200);
    await waitFor(() => closedSignedOut(socket), 5000);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
