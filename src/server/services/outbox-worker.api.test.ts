// Lead notifications over real SMTP (an in-process smtp-server) on SQLite and PostgreSQL: delivery, retries, no SMTP, racing workers.
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { closedPort, startSmtpSink, type SmtpSink } from "../test-support/smtp-sink.ts";
import { createSmtpMailer } from "./mailer.ts";
import { OutboxWorker } from "./outbox-worker.ts";
import { queueEmail } from "./email-outbox.ts";

const fastTiming = { pollMs: 50, backoffBaseMs: 50, backoffMaxMs: 200 };
/** For a row the worker marks after the SMTP server has the mail: a round of the worker, with room for a loaded machine. */
const MARKED = { timeout: 10_000, interval: 25 };
const env = { LEAD_NOTIFY_TO: "leads-team@example.in", SITE_URL: "https://mittimitra.example", LEAD_RATE_LIMIT_PER_MINUTE: "1000" };

const lead = {
  name: "Suresh Patil",
  email: "suresh.patil@example.in",
  phone: "+91 99887 76655",
  location: "Dharwad, Karnataka",
  user_type: "fpo",
  source: "website",
  metadata: { form: "partner", organization: "Dharwad Farmers Collective", message: "We have 800 members.\nCan you test all of them?" },
  honeypot: "",
  elapsedMs: 20_000,
};

const postLead = async (t: TestApp, body: object = lead) => {
  const res = await t.app.inject({ method: "POST", url: "/api/v1/leads", payload: body });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>().id;
};

const outboxRows = (t: TestApp) => t.app.db.selectFrom("email_outbox").selectAll().orderBy("created_at").execute();

/** Collects the app's log lines so a test can see what was logged. */
function logCapture() {
  const lines: { level: number; msg: string; [k: string]: unknown }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: "info", stream } };
}

describe.each(testDatabases)("lead notification e-mail on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  it("e-mails every field of a new lead, its details and a link to the leads screen to the team", async () => {
    const sink = await startSmtpSink();
    cleanups.push(sink.close);
    const t = await createTestApp(kind, { ...env, SMTP_URL: sink.url, MAIL_FROM: "MittiMitra <no-reply@mittimitra.example>" }, { outboxTiming: fastTiming });
    cleanups.push(t.close);

    const id = await postLead(t);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 5000, interval: 25 });

    const mail = sink.messages[0]!;
    expect(mail.to).toEqual(["leads-team@example.in"]);
    expect(mail.from).toBe("no-reply@mittimitra.example");
    expect(mail.subject).toBe("New lead: Suresh Patil (FPO Representative)");
    for (const line of [
      "Name: Suresh Patil",
      "Email: suresh.patil@example.in",
      "Phone: +91 99887 76655",
      "Location: Dharwad, Karnataka",
      "User type: FPO Representative",
      "Source: Website",
      `Lead id: ${id}`,
      "form: partner",
      "organization: Dharwad Farmers Collective",
      "message: We have 800 members.\n  Can you test all of them?",
      "https://mittimitra.example/admin/leads",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain("through the website's partner form");

    await vi.waitFor(async () => expect((await outboxRows(t))[0]).toMatchObject({ status: "sent", attempts: 1, last_error: null }), MARKED);
    expect((await outboxRows(t))[0]!.sent_at).not.toBeNull();
  });

  it("keeps the lead and retries the e-mail while the SMTP server is down, and sends it once the server is back", async () => {
    const port = await closedPort();
    const logs = logCapture();
    const t = await createTestApp(kind, { ...env, SMTP_URL: `smtp://127.0.0.1:${port}` }, { outboxTiming: fastTiming, logger: logs.logger });
    cleanups.push(t.close);

    const id = await postLead(t);
    expect(await t.app.db.selectFrom("leads").select("name").where("id", "=", id).executeTakeFirst()).toEqual({ name: "Suresh Patil" });

    await vi.waitFor(
      async () => {
        const [row] = await outboxRows(t);
        expect(row).toMatchObject({ status: "pending", sent_at: null });
        expect(row!.attempts).toBeGreaterThanOrEqual(2);
        expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
        expect(row!.next_attempt_at > row!.created_at).toBe(true);
      },
      { timeout: 5000, interval: 25 },
    );
    expect(logs.lines.some((l) => l.level === 40 && /will be retried/.test(l.msg) && l.outboxId)).toBe(true);

    const sink = await startSmtpSink(port);
    cleanups.push(sink.close);
    await vi.waitFor(() => expect(sink.messages).toHaveLength(1), { timeout: 5000, interval: 25 });
    expect(sink.messages[0]!.text).toContain(`Lead id: ${id}`);
    await vi.waitFor(async () => expect((await outboxRows(t))[0]).toMatchObject({ status: "sent", last_error: null }), MARKED);
    expect(await t.app.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
  });

  it("without SMTP_URL keeps notifications pending in the outbox and says so in the log once", async () => {
    const logs = logCapture();
    const t = await createTestApp(kind, { ...env }, { outboxTiming: fastTiming, logger: logs.logger });
    cleanups.push(t.close);

    await postLead(t);
    await postLead(t, { ...lead, email: "another@example.in" });
    expect(await t.app.outbox.runOnce()).toEqual({ sent: 0, failed: 0 });

    const rows = await outboxRows(t);
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toMatchObject({ status: "pending", attempts: 0, last_error: null, sent_at: null });
    // The worker may be mid-run when the leads arrive; the notice comes with that run or the next poll, and only once.
    const notices = () => logs.lines.filter((l) => l.msg === "SMTP_URL not set; e-mail kept in outbox");
    await vi.waitFor(() => expect(notices()).toHaveLength(1), { timeout: 5000, interval: 25 });
    await new Promise((r) => setTimeout(r, 5 * fastTiming.pollMs));
    expect(notices()).toHaveLength(1);
    expect(notices()[0]!.level).toBe(40);
  });
});

describe.each(testDatabases)("outbox workers sharing one %s database", (kind) => {
  let t: TestApp;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    // The app's own worker has no SMTP, so only the two workers below send.
    t = await createTestApp(kind, env);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it("send each message exactly once when they run at the same time", async () => {
    const subjects = Array.from({ length: 8 }, (_, i) => `Message ${i + 1}`);
    for (const subject of subjects) {
      await queueEmail(t.app.db, { kind: "lead_notification", to: "team@example.in", subject, text: `Body of ${subject}` });
    }
    const workers = [1, 2].map(() => new OutboxWorker(t.app.db, createSmtpMailer(sink.url, "a@example.in"), t.app.log, fastTiming));
    const results = await Promise.all(workers.map((w) => w.runOnce()));
    await Promise.all(workers.map((w) => w.stop()));

    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(8);
    expect(sink.messages.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await outboxRows(t);
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
  });
});
