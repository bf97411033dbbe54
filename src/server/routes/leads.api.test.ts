// POST /api/v1/leads on SQLite and PostgreSQL: storage, validation messages, limits and repeat detection
// (suspected spam: lead-spam.api.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { LEAD_LIMITS } from "../../shared/schemas/lead.ts";
import { validLead } from "../test-support/lead-payloads.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const count = async (t: TestApp, table: "leads" | "email_outbox") =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

describe.each(testDatabases)("POST /api/v1/leads on %s", (kind) => {
  let t: TestApp;
  // Several of these tests share one client address; the rate limit has its own test below.
  beforeAll(async () => {
    t = await createTestApp(kind, { LEAD_RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    await sql`delete from email_outbox`.execute(t.app.db);
    await sql`delete from leads`.execute(t.app.db);
  });

  const post = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/v1/leads", payload: payload as object });

  it("stores a valid lead with trimmed values and answers 201 with its id", async () => {
    const res = await post(
      validLead({ name: "  Asha Devi ", email: " Asha.Devi@Example.in ", phone: " +91 98765 43210 ", location: "  Nashik, Maharashtra  " }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(res.json()).toEqual({ id: expect.stringMatching(UUID) });

    const row = await t.app.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Asha Devi",
      email: "Asha.Devi@Example.in",
      phone: "+91 98765 43210",
      location: "Nashik, Maharashtra",
      user_type: "farmer",
      source: "website",
      status: "new",
      email_normalized: "asha.devi@example.in",
      phone_normalized: "9876543210",
      duplicate_of: null,
    });
    expect(JSON.parse(row.metadata!)).toEqual({ form: "contact", audience: "farmer", message: "My tomato leaves are turning yellow." });
    expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
  });

  it("stores empty or missing phone and location as null, and no metadata as null", async () => {
    const empty = await post(validLead({ phone: "   ", location: "", metadata: undefined }));
    const missing = await post({ name: "Ravi", email: "ravi@example.in", user_type: "student", source: "chatbot", elapsedMs: 9_000 });
    expect([empty.statusCode, missing.statusCode]).toEqual([201, 201]);
    for (const res of [empty, missing]) {
      const row = await t.app.db.selectFrom("leads").selectAll().where("id", "=", res.json().id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ phone: null, location: null, metadata: null, phone_normalized: null });
    }
  });

  it("accepts every visitor source and every user type", async () => {
    for (const source of ["website", "live_chat", "chatbot"]) {
      expect((await post(validLead({ source }))).statusCode, source).toBe(201);
    }
    for (const user_type of ["farmer", "fpo", "agri-business", "ngo", "student", "entrepreneur", "other"]) {
      expect((await post(validLead({ user_type }))).statusCode, user_type).toBe(201);
    }
    const sources = await t.app.db.selectFrom("leads").select("source").distinct().execute();
    expect(sources.map((s) => s.source).sort()).toEqual(["chatbot", "live_chat", "website"]);
  });

  it("round-trips nested metadata unchanged, including non-Latin text", async () => {
    const metadata = { form: "csr", focus: ["women", "education"], budget: { min: 5, max: 10, unit: "lakh" }, note: "खेत की मिट्टी" };
    const res = await post(validLead({ metadata }));
    const row = await t.app.db.selectFrom("leads").select("metadata").where("id", "=", res.json().id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.metadata!)).toEqual(metadata);
  });

  it("queues the team's notification in the outbox with the lead", async () => {
    const res = await post(validLead());
    const mail = await t.app.db.selectFrom("email_outbox").selectAll().executeTakeFirstOrThrow();
    expect(mail).toMatchObject({
      kind: "lead_notification",
      to_address: t.config.leadNotifyTo,
      subject: "New lead: Asha Devi (Farmer)",
      status: "pending",
    });
    expect(mail.body_text).toContain(`Lead id: ${res.json().id}`);
  });

  const base = validLead();
  const invalid: [string, Record<string, unknown>, string, string | RegExp][] = [
    ["a missing name", { ...base, name: undefined }, "name", "Name is required."],
    ["a blank name", { ...base, name: "   " }, "name", "Name is required."],
    ["a name that is not text", { ...base, name: 42 }, "name", "Name is required."],
    ["a name that is too long", { ...base, name: "A".repeat(LEAD_LIMITS.nameMax + 1) }, "name", `Name must be at most ${LEAD_LIMITS.nameMax} characters.`],
    ["a missing email", { ...base, email: undefined }, "email", "Email is required."],
    ["an empty email", { ...base, email: "  " }, "email", "Email is required."],
    ["an invalid email", { ...base, email: "asha@example" }, "email", "Email: Please enter a valid email address."],
    ["an email with spaces inside", { ...base, email: "asha devi@example.in" }, "email", "Email: Please enter a valid email address."],
    ["a phone with letters", { ...base, phone: "call me" }, "phone", /^Phone may contain only digits/],
    ["a missing user type", { ...base, user_type: undefined }, "user_type", /^User type must be one of: farmer, fpo, agri-business/],
    ["an unknown user type", { ...base, user_type: "landlord" }, "user_type", /^User type must be one of/],
    ["the manual source", { ...base, source: "manual" }, "source", "Source must be one of: live_chat, chatbot, website."],
    ["a missing source", { ...base, source: undefined }, "source", /^Source must be one of/],
    ["metadata that is a list", { ...base, metadata: ["contact"] }, "metadata", "Metadata must be an object."],
    ["metadata that is text", { ...base, metadata: "contact" }, "metadata", "Metadata must be an object."],
    ["metadata over 8 KB", { ...base, metadata: { form: "contact", message: "x".repeat(8 * 1024) } }, "metadata", "Metadata must be at most 8 KB."],
    ["a negative elapsedMs", { ...base, elapsedMs: -5 }, "elapsedMs", /^elapsedMs: /],
  ];

  it.each(invalid)("refuses %s with 400 and a message naming the field", async (_what, body, field, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const { error } = res.json<{ error: { code: string; message: string; field: string } }>();
    expect(error.code).toBe("invalid_lead");
    expect(error.field).toBe(field);
    if (typeof message === "string") expect(error.message).toBe(message);
    else expect(error.message).toMatch(message);
    expect(await count(t, "leads")).toBe(0);
    expect(await count(t, "email_outbox")).toBe(0);
  });

  it("refuses a body that is not a JSON object", async () => {
    for (const payload of [[validLead()], "lead", null]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/leads",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toBe("Please send the lead as a JSON object.");
    }
  });

  it("refuses malformed JSON with 400 and other content types with 415", async () => {
    const broken = await t.app.inject({
      method: "POST",
      url: "/api/v1/leads",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Asha",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toEqual({ code: expect.any(String), message: expect.any(String) });

    for (const [type, payload] of [
      ["text/plain", JSON.stringify(validLead())],
      ["application/x-www-form-urlencoded", "name=Asha&email=asha%40example.in"],
      ["multipart/form-data; boundary=x", "--x--"],
    ] as const) {
      const res = await t.app.inject({ method: "POST", url: "/api/v1/leads", headers: { "content-type": type }, payload });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error).toEqual({
        code: "unsupported_media_type",
        message: "Please send the lead as JSON (Content-Type: application/json).",
      });
    }
    expect(await count(t, "leads")).toBe(0);
  });

  it("refuses a body over 16 KB with 413 and stores nothing", async () => {
    const res = await post(validLead({ metadata: { form: "contact", message: "x".repeat(17 * 1024) } }));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe("payload_too_large");
    expect(await count(t, "leads")).toBe(0);
  });

  it("marks a repeat enquiry as a duplicate of the earliest lead with the same e-mail or phone", async () => {
    const idOf = async (over: Record<string, unknown>) => (await post(validLead(over))).json<{ id: string }>().id;
    const first = await idOf({ email: "Asha.Devi+soil@gmail.com", phone: "+91 98765 43210" });
    const sameGmail = await idOf({ email: "ashadevi@googlemail.com", phone: null });
    const samePhone = await idOf({ email: "asha.work@example.in", phone: "098765-43210" });
    const stranger = await idOf({ email: "ravi@example.in", phone: "+91 91234 56780" });

    const rows = await t.app.db.selectFrom("leads").select(["id", "duplicate_of", "email_normalized"]).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(first)).toMatchObject({ duplicate_of: null, email_normalized: "ashadevi@gmail.com" });
    expect(byId.get(sameGmail)?.duplicate_of).toBe(first);
    expect(byId.get(samePhone)?.duplicate_of).toBe(first);
    expect(byId.get(stranger)?.duplicate_of).toBeNull();
  });

  describe("phone-first forms (clinic booking, soil test visit request)", () => {
    const booking = (over: Record<string, unknown> = {}) =>
      validLead({ email: "", metadata: { form: "clinic_booking", clinicId: "c1", clinicName: "Dharti Soil Clinic, Nashik" }, ...over });
    const visit = (over: Record<string, unknown> = {}) =>
      validLead({ email: undefined, phone: "+91 94220 11223", metadata: { form: "visit_request", crop: "Soybean", pinCode: "444601" }, ...over });

    it("stores a booking or visit request with a phone and no e-mail, and tells the team the e-mail was not given", async () => {
      const first = await post(booking());
      const second = await post(visit());
      expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
      const rows = await t.app.db.selectFrom("leads").selectAll().orderBy("created_at").execute();
      expect(rows.map((r) => [r.email, r.email_normalized, r.user_type])).toEqual([
        ["", "", "farmer"],
        ["", "", "farmer"],
      ]);
      const mails = await t.app.db.selectFrom("email_outbox").select("body_text").execute();
      expect(mails).toHaveLength(2);
      for (const m of mails) expect(m.body_text).toContain("Email: (not given)");
      expect(mails.some((m) => m.body_text.includes("soil test visit request"))).toBe(true);
    });

    it("needs the phone on these forms, and still the e-mail on every other form", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [booking({ phone: null }), "phone", "Phone is required."],
        [visit({ phone: "  " }), "phone", "Phone is required."],
        [visit({ email: "not-an-address" }), "email", "Email: Please enter a valid email address."],
        [validLead({ email: "", metadata: { form: "contact", message: "Hello" } }), "email", "Email is required."],
        [validLead({ email: "", metadata: null }), "email", "Email is required."],
      ];
      for (const [body, field, message] of cases) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatchObject({ field, message });
      }
      expect(await count(t, "leads")).toBe(0);
    });

    it("finds repeats of phone-only leads by phone, and never by their empty e-mails", async () => {
      const idOf = async (body: Record<string, unknown>) => (await post(body)).json<{ id: string }>().id;
      const first = await idOf(booking({ phone: "+91 99887 76655" }));
      const other = await idOf(visit({ phone: "+91 91111 22222" }));
      const again = await idOf(visit({ phone: "099887-76655" }));
      const rows = new Map((await t.app.db.selectFrom("leads").select(["id", "duplicate_of"]).execute()).map((r) => [r.id, r.duplicate_of]));
      expect(rows.get(first)).toBeNull();
      expect(rows.get(other)).toBeNull();
      expect(rows.get(again)).toBe(first);
    });
  });
});

describe.each(testDatabases)("lead rate limit on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LEAD_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(async () => t?.close());

  it("answers 429 with a clear message after the limit per client address, and other addresses still get through", async () => {
    const from = (remoteAddress: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/leads", remoteAddress, payload: validLead() });
    for (let i = 0; i < 3; i++) expect((await from("203.0.113.7")).statusCode).toBe(201);

    const limited = await from("203.0.113.7");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual({
      code: "rate_limited",
      message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds and try again\.$/),
    });
    expect(limited.headers["retry-after"]).toBeDefined();

    expect((await from("198.51.100.20")).statusCode).toBe(201);
    expect(await count(t, "leads")).toBe(4);
  });
});
