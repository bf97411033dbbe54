// Automatic assignment (issue 30) on SQLite and PostgreSQL: off by default; an admin switches it on with a capacity
// (agents may not, bad input changes nothing); waiting chats then go to the online agents by turns, never past the
// capacity, never to an agent who is away; a chat that ends makes room for the next; taking by hand still works. On
// two instances of one PostgreSQL database, assignments racing on both never give one chat twice nor an agent more
// than the capacity.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { CHAT_API, type AgentSessionSummary, type CreatedChatSession, type SocketEvent } from "../../shared/schemas/chat.ts";
import { ASSIGNMENT_API, DEFAULT_ASSIGNMENT } from "../../shared/schemas/chat-assignment.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { TEAM_PASSWORD, signInAs } from "../test-support/team-roles.ts";
import { openChatSocket, signInAgent, startChat, waitFor, type Agent } from "./chat-test-support.ts";
import { twoInstancesOnPostgres } from "./two-instances.ts";
import { assignTo } from "../services/chat/auto-assign.ts";

describe.each(testDatabases)("automatic assignment on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  let ravi: Agent;
  let sunil: Agent;

  const inject = (opts: InjectOptions) => t.app.inject(opts);
  const setStatus = (agent: Agent, status: string) => inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { status } });
  const setAssignment = (agent: Agent, payload: unknown) => inject({ method: "PUT", url: ASSIGNMENT_API, headers: agent.headers, payload: payload as object });
  const holder = async (chat: CreatedChatSession) =>
    (await t.app.db.selectFrom("chat_sessions").select(["agent_id", "status"]).where("id", "=", chat.sessionId).executeTakeFirstOrThrow());
  const held = async (agent: Agent) => (await inject({ method: "GET", url: CHAT_API.active, headers: agent.headers })).json<{ sessions: AgentSessionSummary[] }>().sessions;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { chatTiming: { presenceGraceMs: 60_000 } });
    admin = await signInAgent(t.app, "owner.assign@example.in");
    ravi = await signInAgent(t.app, "ravi.assign@example.in", admin);
    const added = await inject({ method: "POST", url: AUTH_API.adminUsers, headers: admin.headers, payload: { email: "sunil.assign@example.in", password: TEAM_PASSWORD, role: "agent" } });
    expect(added.statusCode, added.body).toBe(201);
    // An agent (not an admin): the setting is theirs to read, not to change.
    sunil = await signInAs(t.app, "sunil.assign@example.in");
  });
  afterAll(async () => t?.close());

  it("is off until an admin switches it on; an agent may read it but not change it; bad input changes nothing", async () => {
    expect((await inject({ method: "GET", url: ASSIGNMENT_API, headers: sunil.headers })).json()).toEqual(DEFAULT_ASSIGNMENT);
    expect((await setAssignment(sunil, { autoAssign: true, capacity: 2 })).statusCode).toBe(403);
    for (const body of [{ autoAssign: true, capacity: 0 }, { autoAssign: true, capacity: 21 }, { autoAssign: true, capacity: 1.5 }, { autoAssign: "yes", capacity: 2 }, { autoAssign: true }, { autoAssign: true, capacity: 2, extra: 1 }]) {
      const res = await setAssignment(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: "invalid_assignment" } });
    }
    expect((await inject({ method: "GET", url: ASSIGNMENT_API, headers: admin.headers })).json()).toEqual(DEFAULT_ASSIGNMENT);
    // Off: a waiting chat waits for someone to take it.
    await setStatus(ravi, "online");
    const chat = await startChat(t.app, "Waits For A Take");
    await t.app.chat.assignWaiting();
    expect(await holder(chat)).toEqual({ agent_id: null, status: "waiting" });
    expect((await inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: ravi.headers })).statusCode).toBe(200);
    expect((await inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: ravi.headers })).statusCode).toBe(200);
  });

  it("gives waiting chats to online agents by turns up to the capacity, none to an agent away, and the next when a chat ends", async () => {
    await setStatus(admin, "away");
    await setStatus(ravi, "online");
    await setStatus(sunil, "online");
    const sunilSocket = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: sunil.accessToken });
    try {
      const chats: CreatedChatSession[] = [];
      for (const name of ["Asha One", "Bina Two", "Chandu Three", "Dilip Four", "Esha Five"]) chats.push(await startChat(t.app, name));
      const saved = await setAssignment(admin, { autoAssign: true, capacity: 2 });
      expect(saved.json()).toEqual({ autoAssign: true, capacity: 2 });
      await t.app.chat.assignWaiting();

      const owners = await Promise.all(chats.map(holder));
      // Oldest first, by turns: the four oldest go two each, alternating; the fifth waits; the admin (away) gets none.
      expect(owners.slice(0, 4).map((o) => o.status)).toEqual(["active", "active", "active", "active"]);
      expect(owners[0]!.agent_id).not.toBe(owners[1]!.agent_id);
      expect(owners[2]!.agent_id).toBe(owners[0]!.agent_id);
      expect(owners[3]!.agent_id).toBe(owners[1]!.agent_id);
      expect(owners[4]).toEqual({ agent_id: null, status: "waiting" });
      expect((await held(ravi)).length).toBe(2);
      expect((await held(sunil)).length).toBe(2);
      expect(owners.some((o) => o.agent_id === admin.id)).toBe(false);
      // Sunil's console is told each chat is his, marked as given automatically.
      const mine = chats.filter((_, i) => owners[i]!.agent_id === sunil.id).map((c) => c.sessionId);
      for (const id of mine) {
        const frame = await waitFor(() => sunilSocket.events.find((e: SocketEvent) => e.type === "session" && e.session.sessionId === id && "handover" in e.session));
        expect(frame).toMatchObject({ session: { status: "active", agentId: sunil.id, handover: { by: null, note: null } } });
      }

      // Taking by hand still works, past the capacity.
      const extra = await startChat(t.app, "Farah Six");
      await t.app.chat.assignWaiting();
      expect((await inject({ method: "POST", url: CHAT_API.take(extra.sessionId), headers: ravi.headers })).statusCode).toBe(200);
      expect((await holder(extra)).agent_id).toBe(ravi.id);

      // Sunil ends one: the oldest waiting chat is his next.
      expect((await inject({ method: "POST", url: CHAT_API.end(mine[0]!), headers: sunil.headers })).statusCode).toBe(200);
      await t.app.chat.assignWaiting();
      expect(await holder(chats[4]!)).toEqual({ agent_id: sunil.id, status: "active" });
    } finally {
      sunilSocket.close();
      await setAssignment(admin, DEFAULT_ASSIGNMENT);
    }
  });

  it("keeps the change in the audit log", async () => {
    const rows = await t.app.db.selectFrom("audit_log").select(["action", "target"]).where("target", "=", "chat-assignment").execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.action === "settings.change")).toBe(true);
  });
});

describe.runIf(!!process.env.TEST_DATABASE_URL)("automatic assignment racing on two instances of one PostgreSQL database", () => {
  const both = twoInstancesOnPostgres();

  it("never gives a chat twice nor an agent more than the capacity", async () => {
    const { a, b, agent } = both;
    const second = await signInAgent(a.app, "second.racer@example.in", agent);
    await a.app.inject({ method: "PUT", url: CHAT_API.presence, headers: second.headers, payload: { status: "online" } });
    expect((await a.app.inject({ method: "PUT", url: ASSIGNMENT_API, headers: agent.headers, payload: { autoAssign: true, capacity: 3 } })).statusCode).toBe(200);
    // Twenty visitors arrive through both instances while both hand chats out, many runs at once.
    const started = await Promise.all(Array.from({ length: 20 }, (_, i) => startChat(i % 2 ? b : a.app, `Racer ${i}`)));
    await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? b : a.app).chat.assignWaiting()));
    const rows = await a.app.db.selectFrom("chat_sessions").select(["id", "agent_id", "status"]).where("id", "in", started.map((c) => c.sessionId)).execute();
    const byAgent = new Map<string, number>();
    for (const r of rows) if (r.agent_id) byAgent.set(r.agent_id, (byAgent.get(r.agent_id) ?? 0) + 1);
    expect([...byAgent.values()]).toEqual([3, 3]);
    expect(rows.filter((r) => r.status === "waiting")).toHaveLength(14);
    // One "agent joined" line per chat given: none was given twice.
    const joined = await a.app.db
      .selectFrom("chat_session_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("session_id", "in", started.map((c) => c.sessionId))
      .where("sender_type", "=", "system")
      .executeTakeFirstOrThrow();
    expect(Number(joined.n)).toBe(6);
    await a.app.inject({ method: "PUT", url: ASSIGNMENT_API, headers: agent.headers, payload: DEFAULT_ASSIGNMENT });
  });

  it("lets one step at a time give chats to one agent, so steps racing from both instances stop at the capacity", async () => {
    const { a, b, agent } = both;
    const third = await signInAgent(a.app, "third.racer@example.in", agent);
    await a.app.inject({ method: "PUT", url: CHAT_API.presence, headers: third.headers, payload: { status: "online" } });
    const waiting = await Promise.all(Array.from({ length: 12 }, (_, i) => startChat(a.app, `Step ${i}`)));
    const cutoff = new Date(Date.now() - 60_000).toISOString();
    // Twelve steps at once, half through each instance's connections, all for the same agent with room for two.
    const given = await Promise.all(waiting.map((c, i) => assignTo((i % 2 ? b : a.app).db, true, c.sessionId, third.id, 2, cutoff)));
    expect(given.filter(Boolean)).toHaveLength(2);
    const holds = await a.app.db.selectFrom("chat_sessions").select("id").where("agent_id", "=", third.id).where("status", "=", "active").execute();
    expect(holds).toHaveLength(2);
  });
});
