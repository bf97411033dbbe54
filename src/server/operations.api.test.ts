// /metrics and /readyz: the counters move when leads, chat messages and assistant answers happen; the gauges read the
// outbox and the chat queue; only this machine, or a scraper with METRICS_TOKEN, may read them; readiness follows
// the database and reports the outbox.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_API, CHAT_LIMITS } from "../shared/schemas/chat.ts";
import { createTestApp, testDatabases, type TestApp } from "./test-support/test-app.ts";
import { validLead } from "./test-support/lead-payloads.ts";
import { freshAddress, signInAgent, startChat, visitorHeaders } from "./routes/chat-test-support.ts";
import { OUTBOX_STUCK_AFTER_MS } from "./services/outbox-state.ts";

const TOKEN = "a-metrics-token-long-enough-to-be-accepted";

/** The value of one sample in Prometheus's text format, 0 when the series has not appeared yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return 0;
}

describe.each(testDatabases)("metrics and readiness on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("serves Prometheus's text format to this machine, with Node's own metrics, HTTP and database timings and the outbox", async () => {
    await t.app.inject({ method: "GET", url: "/healthz" });
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/plain");
    expect(res.headers["cache-control"]).toBe("no-store");
    for (const name of [
      "nodejs_eventloop_lag_seconds",
      "process_cpu_seconds_total",
      "mm_db_query_duration_seconds_count",
      "mm_email_outbox_depth",
      "mm_email_outbox_oldest_age_seconds",
      "mm_chats_waiting",
      "mm_chat_agents_online",
      "mm_chat_sockets_open",
    ]) {
      expect(res.body, name).toMatch(new RegExp(`^${name}(\\{[^}]*\\})? `, "m"));
    }
    expect(sample(res.body, "http_request_duration_seconds_count", { route: "/healthz", method: "GET", status_code: "200" })).toBeGreaterThan(0);
    expect(sample(res.body, "mm_db_query_duration_seconds_count", { statement: "select", outcome: "ok" })).toBeGreaterThan(0);
  });

  it("counts leads stored by source, leads held as spam, and the e-mails they queue", async () => {
    const before = await scrape();
    const stored = await t.app.inject({ method: "POST", url: "/api/v1/leads", remoteAddress: freshAddress(), payload: validLead() });
    expect(stored.statusCode).toBe(201);
    const spam = await t.app.inject({ method: "POST", url: "/api/v1/leads", remoteAddress: freshAddress(), payload: validLead({ honeypot: "buy now" }) });
    expect(spam.statusCode).toBe(201);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta("mm_leads_stored_total", { source: "website" })).toBe(2);
    expect(delta("mm_leads_spam_total", { reason: "honeypot" })).toBe(1);
    expect(delta("mm_emails_queued_total", { kind: "lead_notification" })).toBe(1);
    expect(sample(after, "mm_email_outbox_depth")).toBeGreaterThanOrEqual(1);
    expect(delta("http_request_duration_seconds_count", { route: "/api/v1/leads", method: "POST", status_code: "201" })).toBe(2);
  });

  it("counts chat messages delivered and assistant answers, and shows a waiting chat while an agent is online", async () => {
    const agent = await signInAgent(t.app, "asha@example.in");
    expect((await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online: true } })).statusCode).toBe(200);
    const before = await scrape();
    const chat = await startChat(t.app);
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/v1/chat/sessions/${chat.sessionId}/messages`,
      remoteAddress: freshAddress(),
      headers: visitorHeaders(chat),
      payload: { message: "My tomato leaves are yellow.", clientId: randomUUID() },
    });
    expect(sent.statusCode).toBe(201);
    const asked = await t.app.inject({ method: "POST", url: CHAT_API.assistant, remoteAddress: freshAddress(), payload: { message: "How do I get my soil tested?" } });
    expect(asked.statusCode).toBe(200);
    const after = await scrape();
    expect(sample(after, "mm_chat_messages_delivered_total", { sender: "user" }) - sample(before, "mm_chat_messages_delivered_total", { sender: "user" })).toBe(1);
    const answers = (text: string) => sample(text, "mm_assistant_answers_total", { outcome: "answered" }) + sample(text, "mm_assistant_answers_total", { outcome: "fallback" });
    expect(answers(after) - answers(before)).toBe(1);
    expect(sample(after, "mm_chats_waiting")).toBe(1);
    expect(sample(after, "mm_chat_agents_online")).toBe(1);
  });

  it("asks any other address for the metrics token: 401 without it or with a wrong one, 200 with it", async () => {
    const remoteAddress = "203.0.113.7";
    const none = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: { code: "unauthorized", message: expect.stringContaining("METRICS_TOKEN") } });
    const wrong = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain("mm_leads_stored_total");
  });

  it("treats a request a proxy on this machine forwarded as coming from elsewhere", async () => {
    const forwarded = await t.app.inject({ method: "GET", url: "/metrics", headers: { "x-forwarded-for": "198.51.100.4" } });
    expect(forwarded.statusCode).toBe(401);
    // nginx's common snippet sets only X-Real-IP (security review): that, or any other forwarding header, even naming
    // loopback or empty, is a proxy too.
    for (const headers of [{ "x-real-ip": "203.0.113.9" }, { "x-real-ip": "127.0.0.1" }, { "x-forwarded-host": "mittimitra.in" }, { "true-client-ip": "203.0.113.9" }, { via: "1.1 nginx" }, { forwarded: "" }]) {
      const res = await t.app.inject({ method: "GET", url: "/metrics", headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json<{ error: { code: string } }>().error.code).toBe("unauthorized");
      const withToken = await t.app.inject({ method: "GET", url: "/metrics", headers: { ...headers, authorization: `Bearer ${TOKEN}` } });
      expect(withToken.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it("reports the database and the outbox when ready, and says when the outbox is stuck without leaving the load balancer", async () => {
    const ready = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: "ready", database: kind, outbox: { stuck: false, depth: expect.any(Number) } });

    const old = new Date(Date.now() - OUTBOX_STUCK_AFTER_MS - 60_000).toISOString();
    await t.app.db
      .insertInto("email_outbox")
      .values({ id: randomUUID(), kind: "lead_notification", to_address: "team@example.in", subject: "Old", body_text: "Old", status: "pending", attempts: 7, next_attempt_at: old, last_error: "connection refused", created_at: old, sent_at: null })
      .execute();
    const stuck = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(stuck.statusCode).toBe(200);
    const body = stuck.json<{ outbox: { stuck: boolean; failing: number; oldestAgeS: number } }>();
    expect(body.outbox.stuck).toBe(true);
    expect(body.outbox.failing).toBeGreaterThanOrEqual(1);
    expect(body.outbox.oldestAgeS).toBeGreaterThan(OUTBOX_STUCK_AFTER_MS / 1000);
    expect(sample(await scrape(), "mm_email_outbox_stuck")).toBe(1);
  });

  it("answers 503 draining while the instance drains before a shutdown, and still serves everything else", async () => {
    t.app.drain.since = Date.now();
    try {
      const ready = await t.app.inject({ method: "GET", url: "/readyz" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: "draining", database: kind, reason: expect.stringContaining("shutting down"), outbox: null });
      expect((await t.app.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
    } finally {
      t.app.drain.since = null;
    }
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});

describe.each(testDatabases)("metrics access without a token, and readiness without a database, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: "true" });
  });
  afterAll(async () => t?.close());

  it("refuses every other address with 403 when no METRICS_TOKEN is set, whatever it sends", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.7", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: "forbidden", message: expect.stringContaining("METRICS_TOKEN") } });
  });

  it("judges a trusted proxy's client by its X-Forwarded-For address", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(res.statusCode).toBe(403);
  });

  it("keeps the metrics from a same-host proxy that sends only X-Real-IP (security review, Low 7)", async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics", headers: { "x-real-ip": "203.0.113.9" } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: "forbidden", message: expect.stringContaining("METRICS_TOKEN") } });
    // This machine's own scraper, with no proxy between, still reads them.
    expect((await t.app.inject({ method: "GET", url: "/metrics" })).statusCode).toBe(200);
  });

  it("answers 503 with the reason once the database is gone, and /healthz still answers", async () => {
    await t.app.db.destroy();
    const res = await t.app.inject({ method: "GET", url: "/readyz" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: "unavailable", database: kind, reason: "The database could not be queried.", outbox: null });
    expect((await t.app.inject({ method: "GET", url: "/healthz" })).json()).toEqual({ status: "ok" });
  });
});

describe.each(testDatabases)("agents online in the metrics, on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { chatTiming: { presenceGraceMs: 10 * 60_000 } });
  });
  afterAll(async () => t?.close());

  it("counts agents by the chat's configured presence period, as the chat itself does, not the default one", async () => {
    const agent = await signInAgent(t.app, "asha@example.in");
    expect((await t.app.inject({ method: "PUT", url: CHAT_API.presence, headers: agent.headers, payload: { online: true } })).statusCode).toBe(200);
    // Seen longer ago than the default period allows, well within this app's.
    const seen = new Date(Date.now() - 2 * CHAT_LIMITS.presenceGraceMs).toISOString();
    await t.app.db.updateTable("agent_presence").set({ last_seen_at: seen }).where("user_id", "=", agent.id).execute();
    expect(await t.app.chat.hasAvailableAgent()).toBe(true);
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(sample(res.body, "mm_chat_agents_online")).toBe(1);
  });
});
