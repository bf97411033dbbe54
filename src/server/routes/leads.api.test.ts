// POST /api/v1/leads on SQLite and PostgreSQL: storage, validation messages, limits and repeat detection
// (suspected spam: lead-spam.api.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { LEAD_LIMITS } from "../../shared/schemas/lead.ts";
import { partnerOrganizationTypes } from "../../shared/schemas/lead-forms.ts";
import { leadFromAnswers } from "../../client/features/leads/lead-mapping.ts";
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
      phone: "+919876543210",
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

  it("stores a partner enquiry from an FPO, the form's first type of organisation (Hindi review P-2), as an FPO lead", async () => {
    expect(partnerOrganizationTypes[0]).toMatchObject({ value: "fpo", userType: "fpo" });
    // What the browser (or the server, for a post without JavaScript) makes of the form's answers.
    const answers = { name: "Savita Patil", phone: "98765 43210", organization: "Sahyadri FPC", organizationType: "fpo", message: "1,200 सदस्य", language: "hi" };
    const res = await post(leadFromAnswers("partner", answers, 20_000));
    expect(res.statusCode).toBe(201);
    const row = await t.app.db.selectFrom("leads").selectAll().where("id", "=", res.json<{ id: string }>().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_type: "fpo", phone: "+919876543210", source: "website" });
    expect(JSON.parse(row.metadata!)).toEqual({ form: "partner", organization: "Sahyadri FPC", organizationType: "fpo", message: "1,200 सदस्य", language: "hi" });
    const mail = await t.app.db.selectFrom("email_outbox").select("body_text").executeTakeFirstOrThrow();
    expect(mail.body_text).toContain("Savita Patil (FPO Representative) has sent an enquiry through the website's partner");
    expect(mail.body_text).toContain("organizationType: fpo");
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
    ["a one-letter name", { ...base, name: "R" }, "name", "Name: please write at least 2 letters."],
    ["a name of one Devanagari letter and its vowel sign", { ...base, name: "रा" }, "name", "Name: please write at least 2 letters."],
    ["neither phone nor e-mail", { ...base, email: undefined, phone: null }, "phone", /^Phone or e-mail: please give a mobile number or an e-mail address/],
    ["an empty phone and e-mail", { ...base, email: "  ", phone: " " }, "phone", /^Phone or e-mail: /],
    ["an invalid email", { ...base, email: "asha@example" }, "email", "Email: Please enter a valid email address."],
    ["an email with spaces inside", { ...base, email: "asha devi@example.in" }, "email", "Email: Please enter a valid email address."],
    ["a phone with letters", { ...base, phone: "call me" }, "phone", /^Phone: this number does not look right/],
    ["a six-digit phone", { ...base, phone: "123456" }, "phone", /^Phone: this number does not look right\. Please write a 10-digit mobile number/],
    ["a nine-digit mobile", { ...base, phone: "98765 4321" }, "phone", /^Phone: this number does not look right/],
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
    // (Stored in E.164 since issue 26; older leads keep the number as typed, and normalise to the same 10 digits.)
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

    it("needs the phone on these forms, even with an e-mail", async () => {
      const needPhone = { field: "phone", reason: "phone_missing", message: "Phone is required: please give a mobile number we can call." };
      const cases: [Record<string, unknown>, Record<string, unknown>][] = [
        [booking({ phone: null }), needPhone],
        [visit({ phone: "  ", email: "ramu@example.in" }), needPhone],
        [visit({ email: "not-an-address" }), { field: "email", message: "Email: Please enter a valid email address." }],
      ];
      for (const [body, error] of cases) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toMatchObject({ code: "invalid_lead", ...error });
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

  describe("phone first (issue 26): a phone or an e-mail, phones in E.164", () => {
    const phoneOnly = (form: string, extra: Record<string, unknown> = {}) =>
      validLead({ email: undefined, phone: "098765 43210", metadata: { form, ...extra } });

    it("stores a phone-only lead from every website form, the chat widget and the assistant, with the phone in E.164", async () => {
      const bodies = [
        phoneOnly("contact", { whoAreYou: "farmer", message: "Mitti ki jaanch" }),
        phoneOnly("partner", { organization: "Reddy Agro", organizationType: "retailer", message: "Shops" }),
        phoneOnly("csr", { organization: "Sahyadri Foundation", focusArea: "women", message: "Two districts" }),
        phoneOnly("clinic_interest", { experience: "6" }),
        phoneOnly("clinic_booking", { clinicId: "c1", clinicName: "Dharti Soil Clinic" }),
        phoneOnly("visit_request", { crop: "Soybean" }),
        validLead({ email: "", phone: "+91 98765 43210", source: "live_chat", metadata: { language: "hi" } }),
        validLead({ email: null, phone: "9876543210", source: "chatbot", metadata: null }),
      ];
      for (const body of bodies) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(201);
      }
      const rows = await t.app.db.selectFrom("leads").select(["email", "phone", "phone_normalized", "metadata", "source"]).orderBy("created_at").execute();
      expect(rows).toHaveLength(bodies.length);
      for (const row of rows) expect(row).toMatchObject({ email: "", phone: "+919876543210", phone_normalized: "9876543210" });
      expect(rows.map((r) => (r.metadata ? JSON.parse(r.metadata).form : r.source))).toEqual([
        "contact", "partner", "csr", "clinic_interest", "clinic_booking", "visit_request", undefined, "chatbot",
      ]);
      // The team's e-mail says there is no e-mail address and shows the number as people write it.
      const mails = await t.app.db.selectFrom("email_outbox").select("body_text").execute();
      expect(mails).toHaveLength(bodies.length);
      for (const m of mails) {
        expect(m.body_text).toContain("Email: (not given)");
        expect(m.body_text).toContain("Phone: +91 98765 43210");
      }
    });

    it.each([
      ["+91 98765 43210", "+919876543210"],
      ["098765-43210", "+919876543210"],
      ["91 98765 43210", "+919876543210"],
      ["(080) 2345 6789", "+918023456789"],
      ["0821 234 5678", "+918212345678"],
      ["+44 20 7946 0958", "+442079460958"],
    ])("stores %s as %s", async (typed, e164) => {
      const res = await post(validLead({ phone: typed }));
      expect(res.statusCode).toBe(201);
      const row = await t.app.db.selectFrom("leads").select("phone").where("id", "=", res.json().id).executeTakeFirstOrThrow();
      expect(row.phone).toBe(e164);
    });

    it("keeps the e-mail when both are given, and takes an e-mail without a phone", async () => {
      const both = await post(validLead({ email: "asha@example.in", phone: "98765 43210" }));
      const emailOnly = await post(validLead({ email: "ravi@example.in", phone: null }));
      expect([both.statusCode, emailOnly.statusCode]).toEqual([201, 201]);
      const rows = await t.app.db.selectFrom("leads").select(["email", "phone"]).orderBy("created_at").execute();
      expect(rows).toEqual([
        { email: "asha@example.in", phone: "+919876543210" },
        { email: "ravi@example.in", phone: null },
      ]);
    });

    it("refuses '123456', a one-letter name and a lead with neither phone nor e-mail with a 400 a person understands", async () => {
      const cases: [Record<string, unknown>, Record<string, unknown>][] = [
        [phoneOnly("contact", { message: "Hi" }), {}],
        [{ ...phoneOnly("contact"), phone: "123456" }, { field: "phone", reason: "phone_invalid" }],
        [{ ...phoneOnly("contact"), name: "R" }, { field: "name", reason: "name_too_short" }],
        [{ ...phoneOnly("contact"), phone: "" }, { field: "phone", reason: "contact_missing" }],
      ];
      const [ok, ...refused] = cases;
      expect((await post(ok![0])).statusCode).toBe(201);
      for (const [body, error] of refused) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        const answer = res.json<{ error: { code: string; message: string; field: string; reason: string } }>().error;
        expect(answer).toMatchObject({ code: "invalid_lead", ...error });
        // A sentence that names the field and says what to do.
        expect(answer.message).toMatch(/^(Phone|Name)[: ].*\.$/);
      }
      expect(await count(t, "leads")).toBe(1);
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
