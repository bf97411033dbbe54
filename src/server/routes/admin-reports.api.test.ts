// Reports on SQLite and PostgreSQL (issue 30): known chats, ratings, call-backs and leads written as the chat service
// writes them (greeting, take, joined line, messages, transfer, end), and the exact figures the report gives for them;
// India-date period edges; who may read it; and the bad periods and agents it refuses. The chat figures are read from
// chat_report_buckets (migration 2026-12-18-report-buckets): the sums follow chats erased on request and by retention,
// the migration fills them in from the chats already stored, and percentiles read from buckets stay within their width.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { Role } from "../../shared/schemas/auth.ts";
import { REPORTS_API, type Report } from "../../shared/schemas/reports.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import * as reportBuckets from "../db/migrations/2026-12-18-report-buckets.ts";
import { erasePerson } from "../services/personal-data.ts";
import { leadRow } from "../test-support/lead-rows.ts";
import { teamOfEveryRole, type SignedInUser } from "../test-support/team-roles.ts";

const iso = (base: string, s = 0) => new Date(Date.parse(base) + s * 1000).toISOString();

describe.each(testDatabases)("reports on %s", (kind) => {
  let t: TestApp;
  let team: Record<Role, SignedInUser>;
  beforeAll(async () => {
    t = await createTestApp(kind, { SIGN_IN_LIMIT_PER_IP_PER_MINUTE: "10000" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    for (const table of ["chat_ratings", "chat_session_messages", "chat_messages", "chat_sessions", "leads", "audit_log", "user_sign_in_addresses", "refresh_tokens", "users"]) {
      await sql`delete from ${sql.table(table)}`.execute(t.app.db);
    }
    team = await teamOfEveryRole(t.app);
  });

  const db = () => t.app.db;
  const line = (session: string, at: string, sender_type: string, message: string) =>
    db().insertInto("chat_session_messages").values({ id: randomUUID(), session_id: session, client_id: null, sender_type, sender_name: sender_type, message, created_at: at }).execute();

  /** A chat as the service stores it: waiting with the greeting; then takes, transfers, messages and the end as given. */
  async function chat(start: string, steps: ({ take: string; at: number } | { user: number } | { agent: number } | { end: number } | { bot: number } | { asks: number })[], assistantOnly = false) {
    const id = randomUUID();
    await db()
      .insertInto("chat_sessions")
      .values({ id, agent_id: null, status: assistantOnly ? "ended" : "waiting", user_name: `Visitor ${start}`, user_email: "v@example.in", user_type: "farmer", language: "en", lead_id: null, visitor_token_hash: "x", created_at: start, taken_at: null, ended_at: assistantOnly ? start : null, updated_at: start })
      .execute();
    if (!assistantOnly) await line(id, start, "agent", "Hello! An agent will be with you in a moment.");
    for (const step of steps) {
      if ("take" in step) {
        const at = iso(start, step.at);
        await db().updateTable("chat_sessions").set({ status: "active", agent_id: step.take, taken_at: at, updated_at: at }).where("id", "=", id).execute();
        await line(id, at, "system", "An agent has joined the chat.");
      } else if ("user" in step) await line(id, iso(start, step.user), "user", "My paddy has yellow leaves.");
      else if ("agent" in step) await line(id, iso(start, step.agent), "agent", "Please test for zinc.");
      else if ("end" in step) {
        const at = iso(start, step.end);
        await line(id, at, "system", "The chat has ended.");
        await db().updateTable("chat_sessions").set({ status: "ended", ended_at: at, updated_at: at }).where("id", "=", id).execute();
      } else {
        const sender = "bot" in step ? "bot" : "user";
        await db().insertInto("chat_messages").values({ id: randomUUID(), conversation_id: id, sender, message: "…", created_at: iso(start, "bot" in step ? step.bot : step.asks) }).execute();
      }
    }
    return id;
  }
  const rate = (session: string, rating: "good" | "bad", comment: string | null, at: string) =>
    db()
      .insertInto("chat_ratings")
      .values({ session_id: session, rating, comment, rated_at: at })
      .onConflict((oc) => oc.column("session_id").doUpdateSet({ rating, comment, rated_at: at }))
      .execute();

  const read = async (query: string, who: SignedInUser = team.admin) => {
    const res = await t.app.inject({ method: "GET", url: `${REPORTS_API}?${query}`, headers: who.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Report>();
  };

  /** Oct 1–3 2026 in India: 9 chats inside (one at the first India midnight), two just outside. */
  async function seed() {
    const A = team.agent.id;
    const B = team.admin.id;
    const d1 = "2026-10-01T04:30:00.000Z"; // 10:00 India time
    const d2 = "2026-10-02T04:30:00.000Z";
    const d3 = "2026-10-03T04:30:00.000Z";
    await chat(d1, [{ take: A, at: 10 }, { user: 12 }, { agent: 20 }, { user: 30 }, { end: 40 }]);
    const helpful = await chat(iso(d1, 100), [{ take: A, at: 30 }, { user: 35 }, { agent: 50 }, { end: 60 }]);
    // Taken by A, answered by A, handed to B, who answers too: the first take and reply stay A's; B holds it.
    await chat(iso(d1, 200), [{ take: A, at: 10 }, { user: 12 }, { agent: 15 }, { take: B, at: 60 }, { agent: 70 }, { end: 80 }]);
    const missedAtMidnight = await chat("2026-09-30T18:30:00.000Z", [{ end: 5 }]);
    const slow = await chat(d2, [{ take: B, at: 60 }, { user: 70 }, { agent: 90 }, { end: 95 }]);
    // Taken, never answered, the visitor left: missed.
    await chat(iso(d2, 100), [{ take: B, at: 20 }, { user: 25 }, { end: 30 }]);
    const assistant = await chat(d3, [{ asks: 5 }, { bot: 6 }, { asks: 20 }, { bot: 21 }], true);
    await chat(iso(d3, 100), [{ end: 40 }]);
    await chat(iso(d3, 200), []); // still waiting
    await chat("2026-09-30T18:29:59.000Z", [{ take: A, at: 1 }, { agent: 2 }]); // 30 Sep in India
    await chat("2026-10-03T18:30:00.000Z", [{ take: A, at: 1 }, { agent: 2 }]); // 4 Oct in India
    await rate(helpful, "good", "Very helpful", "2026-10-01T06:00:00.000Z");
    await rate(slow, "bad", "Too slow", "2026-10-02T06:00:00.000Z");
    await rate(assistant, "good", null, "2026-10-03T06:00:00.000Z");
    await rate(missedAtMidnight, "bad", "Nobody came", "2026-10-01T00:00:00.000Z");
    await rate(missedAtMidnight, "good", "Came back later, fine", "2026-10-01T01:00:00.000Z"); // replaces the first rating
    await db().updateTable("chat_sessions").set({ user_email: "slow@example.in" }).where("id", "=", slow).execute();

    const at = (d: string) => ({ created_at: d, updated_at: d, status: "new" });
    await db()
      .insertInto("leads")
      .values([
        leadRow({ source: "live_chat", callback_at: d2, ...at(d2) }),
        leadRow({ source: "live_chat", callback_at: d2, ...at(d2), status: "contacted" }),
        leadRow({ source: "live_chat", callback_at: "2026-09-30T12:00:00.000Z", ...at("2026-09-30T12:00:00.000Z") }),
        leadRow({ source: "live_chat", callback_at: d2, spam_reason: "too_fast", spam_at: d2, ...at(d2) }),
        leadRow({ source: "website", metadata: JSON.stringify({ form: "contact" }), ...at(d1) }),
        leadRow({ source: "website", metadata: JSON.stringify({ form: "contact" }), ...at(d3) }),
        leadRow({ source: "website", metadata: JSON.stringify({ form: "partner" }), ...at(d3) }),
        leadRow({ source: "chatbot", ...at(d1) }),
        leadRow({ source: "website", metadata: JSON.stringify({ form: "csr" }), spam_reason: "honeypot", spam_at: d1, ...at(d1) }),
      ])
      .execute();
  }

  it("counts the period's chats by outcome, with the wait, first response and length medians and 90th percentiles", async () => {
    await seed();
    const r = await read("from=2026-10-01&to=2026-10-03");
    expect(r.chats).toEqual({ total: 9, person: 4, assistant: 1, missed: 3, open: 1 });
    expect(r.waitMs).toEqual({ median: 20000, p90: 48000, count: 5 });
    expect(r.firstResponseMs).toEqual({ median: 35000, p90: 78000, count: 4 });
    expect(r.length).toEqual({ messages: { median: 3, p90: 3.6, count: 5 }, durationMs: { median: 50000, p90: 82000, count: 5 } });
    expect(r.agent).toBeNull();
    expect(r.timeZone).toBe("Asia/Kolkata");
  });

  it("gives CSAT with its comments newest first, call-backs requested and done, and leads by source and form", async () => {
    await seed();
    const r = await read("from=2026-10-01&to=2026-10-03");
    expect(r.csat).toMatchObject({ good: 3, bad: 1, shareGood: 0.75 });
    expect(r.csat.comments.map((c) => [c.comment, c.rating, c.agentName])).toEqual([
      ["Too slow", "bad", "admin@example.in"],
      ["Very helpful", "good", "agent@example.in"],
      ["Came back later, fine", "good", null],
    ]);
    expect(r.callbacks).toEqual({ requested: 2, done: 1 });
    expect(r.leads).toEqual({
      total: 6,
      bySource: [{ key: "website", count: 3 }, { key: "live_chat", count: 2 }, { key: "chatbot", count: 1 }],
      byForm: [{ key: "none", count: 3 }, { key: "contact", count: 2 }, { key: "partner", count: 1 }],
    });
  });

  it("lists each agent's chats, first response and CSAT, and every day of the period with its outcomes and median wait", async () => {
    await seed();
    const r = await read("from=2026-10-01&to=2026-10-03");
    expect(r.agents).toEqual([
      { agentId: team.admin.id, name: "admin@example.in", chatsTaken: 3, answered: 2, medianFirstResponseMs: 52500, good: 0, bad: 1, shareGood: 0 },
      { agentId: team.agent.id, name: "agent@example.in", chatsTaken: 2, answered: 2, medianFirstResponseMs: 35000, good: 1, bad: 0, shareGood: 1 },
    ]);
    expect(r.days).toEqual([
      { day: "2026-10-01", chats: 4, person: 3, assistant: 0, missed: 1, medianWaitMs: 10000 },
      { day: "2026-10-02", chats: 2, person: 1, assistant: 0, missed: 1, medianWaitMs: 40000 },
      { day: "2026-10-03", chats: 3, person: 0, assistant: 1, missed: 1, medianWaitMs: null },
    ]);
  });

  it("limits the chat figures to one agent's chats, and fills days without chats with zeros", async () => {
    await seed();
    const r = await read(`from=2026-10-02&to=2026-10-05&agent=${team.admin.id}`);
    expect(r.agent).toEqual({ id: team.admin.id, name: "admin@example.in" });
    expect(r.chats).toEqual({ total: 2, person: 1, assistant: 0, missed: 1, open: 0 });
    expect(r.waitMs).toEqual({ median: 40000, p90: 56000, count: 2 });
    expect(r.csat).toMatchObject({ good: 0, bad: 1 });
    expect(r.agents.map((a) => [a.agentId, a.chatsTaken])).toEqual([[team.admin.id, 2]]);
    expect(r.days.map((d) => [d.day, d.chats])).toEqual([["2026-10-02", 2], ["2026-10-03", 0], ["2026-10-04", 0], ["2026-10-05", 0]]);
  });

  /** The buckets' rows that hold anything (rows that fell back to nothing stay, as zeros). */
  const heldBuckets = async () =>
    (await db().selectFrom("chat_report_buckets").select(["agent", "day", "metric", "bucket", "n", "total"]).where((eb) => eb.or([eb("n", "<>", 0), eb("total", "<>", 0)])).orderBy("agent").orderBy("day").orderBy("metric").orderBy("bucket").execute()).map(
      (r) => ({ ...r, n: Number(r.n), total: Number(r.total) }),
    );

  it("takes an erased chat out of the figures, and every chat out when retention erases them all", async () => {
    await seed();
    await erasePerson(db(), { email: "slow@example.in" }, team.admin.id);
    const r = await read("from=2026-10-01&to=2026-10-03");
    expect(r.chats).toEqual({ total: 8, person: 3, assistant: 1, missed: 3, open: 1 });
    expect(r.waitMs).toEqual({ median: 15000, p90: 27000, count: 4 });
    expect(r.csat).toMatchObject({ good: 3, bad: 0 });
    expect(r.agents.find((a) => a.agentId === team.admin.id)).toMatchObject({ chatsTaken: 2, answered: 1, bad: 0 });
    expect(r.days[1]).toEqual({ day: "2026-10-02", chats: 1, person: 0, assistant: 0, missed: 1, medianWaitMs: 20000 });

    await db().updateTable("job_runs").set({ last_finished_at: null, lease_until: null, holder: null }).where("name", "=", "retention").execute();
    expect((await t.app.retention.runOnce(new Date("2030-01-01T00:00:00.000Z"))).ran).toBe(true);
    expect(await db().selectFrom("chat_sessions").select("id").execute()).toEqual([]);
    expect(await heldBuckets()).toEqual([]);
    expect((await read("from=2026-09-30&to=2026-10-04")).chats).toEqual({ total: 0, person: 0, assistant: 0, missed: 0, open: 0 });
  });

  it("fills the buckets in from the chats already stored when the migration runs", async () => {
    await seed();
    const before = await read("from=2026-09-30&to=2026-10-04");
    const kept = await heldBuckets();
    await reportBuckets.down(db());
    await reportBuckets.up(db());
    expect(await heldBuckets()).toEqual(kept);
    expect(await read("from=2026-09-30&to=2026-10-04")).toEqual(before);
  });

  it("reads percentiles from the buckets: within a second under 20 s, within 5 % above", async () => {
    // Waits of 5.2, 5.9 and 7 s (the first two share the 5 s bucket), then 61 to 75 s by 1.5 s (5 % buckets).
    const waits = [5.2, 5.9, 7, ...Array.from({ length: 11 }, (_, i) => 61 + i * 1.5)];
    for (const [i, w] of waits.entries()) await chat(iso("2026-10-01T04:30:00.000Z", i * 100), [{ take: team.agent.id, at: w }, { agent: w + 1 }]);
    /** percentile_cont over the exact waits. */
    const exact = (values: number[], p: number) => {
      const sorted = [...values].sort((a, b) => a - b);
      const pos = (sorted.length - 1) * p;
      const lo = sorted[Math.floor(pos)]!;
      return (lo + (pos - Math.floor(pos)) * ((sorted[Math.ceil(pos)] ?? lo) - lo)) * 1000;
    };
    const near = (got: number | null, want: number) => expect(Math.abs(got! - want)).toBeLessThanOrEqual(want < 20_000 ? 1000 : want * 0.05);
    const all = (await read("from=2026-10-01&to=2026-10-01")).waitMs;
    near(all.median, exact(waits, 0.5));
    near(all.p90, exact(waits, 0.9));
    const short = (await read("from=2026-10-01&to=2026-10-01")).days[0]!;
    near(short.medianWaitMs, exact(waits, 0.5));
    // The three short waits alone, one agent's: 5.2 and 5.9 s read as their mean, 5.55 s.
    await db().deleteFrom("chat_sessions").where("created_at", ">", iso("2026-10-01T04:30:00.000Z", 250)).execute();
    const three = (await read(`from=2026-10-01&to=2026-10-01&agent=${team.agent.id}`)).waitMs;
    expect(three).toEqual({ median: 5550, p90: 6710, count: 3 });
    near(three.median, exact([5.2, 5.9, 7], 0.5));
  });

  it("is for admins only", async () => {
    for (const who of [team.agent, team.editor]) {
      const res = await t.app.inject({ method: "GET", url: `${REPORTS_API}?from=2026-10-01&to=2026-10-03`, headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/cannot read reports/);
    }
    expect((await t.app.inject({ method: "GET", url: `${REPORTS_API}?from=2026-10-01&to=2026-10-03` })).statusCode).toBe(401);
  });

  it("refuses malformed dates, swapped dates, a period over 366 days and an unknown agent, each with a clear message", async () => {
    const cases: [string, RegExp][] = [
      ["from=2026-10-01", /To must be a date/],
      ["from=01-10-2026&to=2026-10-03", /From must be a date such as 2026-12-01/],
      ["from=2026-02-30&to=2026-03-03", /not a date on the calendar/],
      ["from=2026-10-05&to=2026-10-01", /From must be on or before To/],
      ["from=2016-01-01&to=2026-01-01", /at most 366 days/],
      ["from=2026-01-01&to=2027-01-02", /at most 366 days/],
      ["from=2026-10-01&to=2026-10-03&agent=nobody", /Agent must be a team member's id/],
      [`from=2026-10-01&to=2026-10-03&agent=${randomUUID()}`, /No one on the team has this id/],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: "GET", url: `${REPORTS_API}?${query}`, headers: team.admin.headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code, query).toBe("invalid_input");
      expect(res.json().error.message, query).toMatch(message);
    }
    // 366 days (2028 is a leap year) is allowed.
    expect((await t.app.inject({ method: "GET", url: `${REPORTS_API}?from=2028-01-01&to=2028-12-31`, headers: team.admin.headers })).statusCode).toBe(200);
  });
});
