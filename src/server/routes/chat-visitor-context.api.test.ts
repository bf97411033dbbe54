// Who the agent talks to (issue 14) on SQLite and PostgreSQL: a chat keeps the page it started on and the visitor's time
// zone, the pages opened since (by REST or by the socket's `page` frame, validated and bounded) reach only the agent
// holding the chat, and the holder reads the side panel: contact details from the visitor's lead, pages, earlier chats
// and leads. Strangers get 401, other agents and visitors 403, bad paths 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { CHAT_API, CHAT_LIMITS, type CreatedChatSession, type VisitorContext, type VisitorPage } from "../../shared/schemas/chat.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { freshAddress, openChatSocket, signInAgent, visitorHeaders, waitFor, type Agent } from "./chat-test-support.ts";

const EMAIL = "kavita.rao@example.in";

describe.each(testDatabases)("visitor context on %s", (kind) => {
  let t: TestApp;
  let meera: Agent;
  let ravi: Agent;

  const inject = (opts: InjectOptions) => t.app.inject({ remoteAddress: freshAddress(), ...opts });
  const start = async (body: Record<string, unknown> = {}) => {
    const res = await inject({
      method: "POST",
      url: CHAT_API.sessions,
      payload: { userName: "Kavita Rao", userEmail: EMAIL, userType: "farmer", startPath: "/find-clinic", timeZone: "Asia/Kolkata", ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedChatSession>();
  };
  const take = (chat: CreatedChatSession, agent: Agent) => inject({ method: "POST", url: CHAT_API.take(chat.sessionId), headers: agent.headers });
  const reportPage = (chat: CreatedChatSession, path: unknown) =>
    inject({ method: "POST", url: CHAT_API.visitorPage(chat.sessionId), headers: visitorHeaders(chat), payload: { path } });
  const context = (chat: CreatedChatSession, agent: Agent) => inject({ method: "GET", url: CHAT_API.visitorContext(chat.sessionId), headers: agent.headers });

  beforeAll(async () => {
    t = await createTestApp(kind);
    meera = await signInAgent(t.app, "meera@example.in");
    ravi = await signInAgent(t.app, "ravi@example.in", meera);
    await inject({ method: "PUT", url: CHAT_API.presence, headers: meera.headers, payload: { online: true } });
  });
  afterAll(async () => t?.close());

  it("keeps the start page and time zone, and gives the holder the visitor's details, earlier chats and leads", async () => {
    // The widget's form stores a lead just before the chat starts; an older chat and lead have the same e-mail.
    const older = await start({ startPath: "/" });
    await take(older, meera);
    await inject({ method: "POST", url: CHAT_API.end(older.sessionId), headers: meera.headers });
    const oldLead = await inject({ method: "POST", url: "/api/v1/leads", payload: validLead({ name: "Kavita Rao", email: EMAIL, phone: null, location: null }) });
    const lead = await inject({
      method: "POST",
      url: "/api/v1/leads",
      payload: validLead({ name: "Kavita Rao", email: " Kavita.Rao@Example.in ", phone: "+91 98220 12345", location: "Pune", source: "live_chat" }),
    });
    expect(lead.statusCode).toBe(201);
    const chat = await start();
    expect((await take(chat, meera)).statusCode).toBe(200);

    const res = await context(chat, meera);
    expect(res.statusCode).toBe(200);
    const { visitor } = res.json<{ visitor: VisitorContext }>();
    expect(visitor).toMatchObject({
      sessionId: chat.sessionId,
      name: "Kavita Rao",
      email: EMAIL,
      phone: "+91 98220 12345",
      location: "Pune",
      userType: "farmer",
      language: "en",
      startPath: "/find-clinic",
      pages: [],
      timeZone: "Asia/Kolkata",
    });
    expect(visitor.earlierChats).toEqual([{ id: older.sessionId, status: "ended", createdAt: expect.any(String), agentName: "meera@example.in", preview: null }]);
    expect(visitor.leads.map((l) => l.id)).toEqual([lead.json<{ id: string }>().id, oldLead.json<{ id: string }>().id]);
    expect(visitor.leads[0]).toMatchObject({ name: "Kavita Rao", source: "live_chat" });
  });

  it("adds each page the visitor opens once, keeps the newest 20, and refuses what is not a page path", async () => {
    const chat = await start({ startPath: "/", timeZone: undefined });
    // The page the chat started on, reported again, adds nothing.
    const same = await reportPage(chat, "/");
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ page: null });
    const first = await reportPage(chat, "/hi/for-farmers");
    expect(first.statusCode).toBe(201);
    expect(first.json<{ page: VisitorPage }>().page).toEqual({ path: "/hi/for-farmers", at: expect.any(String) });
    expect((await reportPage(chat, "/hi/for-farmers")).json()).toEqual({ page: null });

    for (const bad of ["https://example.com/x", "//evil.example/x", "/contact?email=a@b.in", "/contact#form", "find-clinic", "/a//b", "/a b", `/${"a".repeat(CHAT_LIMITS.pagePathMax)}`, 42, null]) {
      const res = await reportPage(chat, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.code).toBe("invalid_page");
    }

    for (let i = 1; i <= CHAT_LIMITS.visitorPagesMax + 5; i++) expect((await reportPage(chat, `/blog/post-${i}`)).statusCode).toBe(201);
    await take(chat, meera);
    const { visitor } = (await context(chat, meera)).json<{ visitor: VisitorContext }>();
    expect(visitor.timeZone).toBeNull();
    expect(visitor.pages).toHaveLength(CHAT_LIMITS.visitorPagesMax);
    expect(visitor.pages[0]!.path).toBe("/blog/post-6");
    expect(visitor.pages.at(-1)!.path).toBe(`/blog/post-${CHAT_LIMITS.visitorPagesMax + 5}`);

    await inject({ method: "POST", url: CHAT_API.end(chat.sessionId), headers: meera.headers });
    const late = await reportPage(chat, "/contact");
    expect(late.statusCode).toBe(409);
  });

  it("refuses a start page or time zone that is not one", async () => {
    for (const body of [{ startPath: "javascript:alert(1)" }, { startPath: "/x?y=1" }, { timeZone: "Mars/Olympus" }, { timeZone: "Asia/Kolkata; drop" }, { timeZone: 5 }]) {
      const res = await inject({ method: "POST", url: CHAT_API.sessions, payload: { userName: "Kavita Rao", userEmail: EMAIL, userType: "farmer", ...body } });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("invalid_chat_session");
    }
  });

  it("pushes a page frame from the visitor's socket to the holder's socket only, and drops frames that are not a path", async () => {
    const chat = await start();
    await take(chat, meera);
    const holder = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
    const other = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
    const visitor = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });

    visitor.send({ type: "page", path: "https://evil.example/" });
    visitor.send({ type: "page", path: "/csr" });
    const frame = await waitFor(() => holder.events.find((e) => e.type === "page"));
    expect(frame).toEqual({ type: "page", sessionId: chat.sessionId, page: { path: "/csr", at: expect.any(String) } });
    // The same frame through the polling path adds nothing (the socket already did).
    expect((await reportPage(chat, "/csr")).json()).toEqual({ page: null });
    visitor.send({ type: "ping" });
    await waitFor(() => visitor.events.find((e) => e.type === "pong"));
    expect(visitor.closed).toBeNull();
    expect(holder.events.filter((e) => e.type === "page")).toHaveLength(1);
    expect(other.events.some((e) => e.type === "page")).toBe(false);
    expect(visitor.events.some((e) => e.type === "page")).toBe(false);
    const { visitor: ctx } = (await context(chat, meera)).json<{ visitor: VisitorContext }>();
    expect(ctx.pages.map((p) => p.path)).toEqual(["/csr"]);
    for (const s of [holder, other, visitor]) s.close();
  });

  it("tells the holder, and only the holder, when the visitor was last on the site: by ping, by poll, by message (issue 26)", async () => {
    const chat = await start();
    await take(chat, meera);
    const holder = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: meera.accessToken });
    const other = await openChatSocket(t.app, { type: "auth", role: "agent", accessToken: ravi.accessToken });
    // As if the visitor had last been seen two minutes ago (closed the tab), with nothing of theirs since.
    const before = new Date(Date.now() - 120_000).toISOString();
    await t.app.db.updateTable("chat_sessions").set({ visitor_seen_at: before }).where("id", "=", chat.sessionId).execute();
    expect((await context(chat, meera)).json<{ visitor: VisitorContext }>().visitor.seenAt).toBe(before);

    // They come back: the widget's poll (or a ping, or a message) says so, and the holder's socket hears it.
    const polled = await inject({ method: "GET", url: CHAT_API.visitorMessages(chat.sessionId), headers: visitorHeaders(chat) });
    expect(polled.statusCode).toBe(200);
    const frame = await waitFor(() => holder.events.find((e) => e.type === "visitor"));
    expect(frame).toEqual({ type: "visitor", sessionId: chat.sessionId, seenAt: expect.any(String) });
    const seenAt = frame.type === "visitor" ? frame.seenAt : "";
    expect(Date.parse(seenAt)).toBeGreaterThan(Date.parse(before));
    expect((await context(chat, meera)).json<{ visitor: VisitorContext }>().visitor.seenAt).toBe(seenAt);
    // Seen again at once: nothing is written or sent (at most every 20 s per chat).
    const visitor = await openChatSocket(t.app, { type: "auth", role: "visitor", sessionId: chat.sessionId, token: chat.visitorToken });
    visitor.send({ type: "ping" });
    await waitFor(() => visitor.events.find((e) => e.type === "pong"));
    // A barrier: a page the visitor opens reaches the holder after anything the ping could have caused.
    visitor.send({ type: "page", path: "/resources" });
    await waitFor(() => holder.events.find((e) => e.type === "page"));
    expect(holder.events.filter((e) => e.type === "visitor")).toHaveLength(1);
    expect(other.events.some((e) => e.type === "visitor")).toBe(false);
    for (const s of [holder, other, visitor]) s.close();
  });

  it("lets only the agent holding the chat read it, and only the chat's own visitor report pages", async () => {
    const waiting = await start();
    expect((await context(waiting, meera)).statusCode).toBe(403);
    await take(waiting, meera);
    expect((await context(waiting, ravi)).statusCode).toBe(403);
    expect((await inject({ method: "GET", url: CHAT_API.visitorContext(waiting.sessionId) })).statusCode).toBe(401);
    expect((await inject({ method: "GET", url: CHAT_API.visitorContext("00000000-0000-4000-8000-000000000000"), headers: meera.headers })).statusCode).toBe(404);
    expect((await inject({ method: "GET", url: CHAT_API.visitorContext("not-a-chat"), headers: meera.headers })).statusCode).toBe(404);

    const stranger = await start();
    expect((await inject({ method: "POST", url: CHAT_API.visitorPage(waiting.sessionId), payload: { path: "/csr" } })).statusCode).toBe(401);
    expect((await inject({ method: "POST", url: CHAT_API.visitorPage(waiting.sessionId), headers: visitorHeaders(stranger), payload: { path: "/csr" } })).statusCode).toBe(403);
  });
});
