// One rule for control characters on SQLite and PostgreSQL: every text input, public and admin (the team's clinic
// fields and clinic CSV rows among them), refuses NUL, other C0 controls (but tab and line breaks), C1 controls and lone
// surrogate halves with a 400 that names the field, never a 500; search text
// is cleaned of them instead; path parameters holding them name nothing (404). Tabs, line breaks, emoji and Devanagari
// are taken as they are.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { AUTH_API } from "../../shared/schemas/auth.ts";
import { BLOG_API } from "../../shared/schemas/blog.ts";
import { CHAT_API, type CreatedChatSession } from "../../shared/schemas/chat.ts";
import { ADMIN_CLINICS_API } from "../../shared/schemas/clinic.ts";
import { CLINIC_CSV_COLUMNS } from "../../shared/schemas/clinic-admin.ts";
import { buildCsv } from "../../shared/csv.ts";
import { hisarClinic } from "../test-support/clinic-input.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { freshAddress, signInAgent, startChat, visitorHeaders, type Agent } from "./chat-test-support.ts";

/** NUL (PostgreSQL cannot store it), BEL (another C0 control), a C1 control (NEL) and a high surrogate with no low half. */
const BAD = { nul: "a\u0000b", bell: "a\u0007b", c1: "a\u0085b", loneSurrogate: "a\uD800b" } as const;
const GOOD = "Tab\there, line\nbreak\r\n, 🌾 and मिट्टी की जाँच";

type Body = Record<string, unknown>;
interface TextInput {
  /** What the field is called in the error message. */
  label: string;
  /** The request, with `value` in the field under test. */
  request: (value: string) => InjectOptions;
  /** `field` of the error body, where the endpoint reports it. */
  field?: string;
}

describe.each(testDatabases)("control characters on %s", (kind) => {
  let t: TestApp;
  let admin: Agent;
  let chat: CreatedChatSession;

  let clinicId: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { LEAD_RATE_LIMIT_PER_MINUTE: "10000" });
    admin = await signInAgent(t.app, "control@example.in");
    chat = await startChat(t.app);
    clinicId = (await t.app.db.selectFrom("clinics").select("id").executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => t?.close());

  const inject = (opts: InjectOptions) => t.app.inject({ remoteAddress: freshAddress(), ...opts });
  const asAdmin = (opts: InjectOptions): InjectOptions => ({ ...opts, headers: { ...admin.headers, ...opts.headers } });

  const lead = (over: Body): InjectOptions => ({
    method: "POST",
    url: "/api/v1/leads",
    payload: { name: "Asha Devi", email: "asha@example.in", user_type: "farmer", source: "website", elapsedMs: 9000, ...over },
  });
  const post = (over: Body): InjectOptions =>
    asAdmin({
      method: "POST",
      url: BLOG_API.adminPosts,
      payload: { title: "Soil", excerpt: "About soil.", content: "<p>Soil.</p>", author: "Team", category: "Soil Science", ...over },
    });
  const visitorMessage = (over: Body): InjectOptions => ({
    method: "POST",
    url: CHAT_API.visitorMessages(chat.sessionId),
    headers: visitorHeaders(chat),
    payload: { message: "Hello", ...over },
  });
  const assistant = (over: Body, userInfo: Body = {}): InjectOptions => ({
    method: "POST",
    url: CHAT_API.assistant,
    payload: { message: "How do I test my soil?", userInfo: { name: "Asha", ...userInfo }, ...over },
  });

  const clinic = (over: Body, method: "POST" | "PUT" = "POST"): InjectOptions =>
    asAdmin({
      method,
      url: method === "POST" ? ADMIN_CLINICS_API.list : ADMIN_CLINICS_API.one(clinicId),
      payload: { ...hisarClinic, ...over },
    });

  const inputs: TextInput[] = [
    // The team's clinic fields keep the same rule (security review: BEL and C1 controls were stored).
    { label: "Name", request: (v) => clinic({ name: `Test ${v} Clinic` }) },
    { label: "Address", request: (v) => clinic({ address: `Sirsa ${v} Road, Hisar` }) },
    { label: "District", request: (v) => clinic({ district: `Hi${v}sar` }) },
    { label: "PIN code", request: (v) => clinic({ pinCode: `1250${v}` }) },
    { label: "Phone", request: (v) => clinic({ phone: `+91 90000 5${v}` }) },
    { label: "E-mail", request: (v) => clinic({ email: `his${v}ar@example.in` }) },
    { label: "Opening hours", request: (v) => clinic({ openingHours: `Mon–Sat ${v}` }) },
    { label: "A language", request: (v) => clinic({ languages: ["Hindi", `Ha${v}ryanvi`] }) },
    { label: "Name", request: (v) => clinic({ name: `Test ${v} Clinic` }, "PUT") },
    { label: "Name", field: "name", request: (v) => lead({ name: v }) },
    { label: "Email", field: "email", request: (v) => lead({ email: v }) },
    { label: "Phone", field: "phone", request: (v) => lead({ phone: `98765 ${v}` }) },
    { label: "Location", field: "location", request: (v) => lead({ location: v }) },
    { label: "The answer 'message'", field: "metadata", request: (v) => lead({ metadata: { form: "contact", message: v } }) },
    { label: "The name of an answer", field: "metadata", request: (v) => lead({ metadata: { [v]: "yes" } }) },
    { label: "Name", request: (v) => ({ method: "POST", url: CHAT_API.sessions, payload: { userName: v, userEmail: "asha@example.in", userType: "farmer" } }) },
    { label: "Email", request: (v) => ({ method: "POST", url: CHAT_API.sessions, payload: { userName: "Asha", userEmail: v, userType: "farmer" } }) },
    { label: "Message", request: (v) => visitorMessage({ message: v }) },
    { label: "Sender name", request: (v) => visitorMessage({ senderName: v }) },
    { label: "Message", request: (v) => assistant({ message: v }) },
    { label: "Name", request: (v) => assistant({}, { name: v }) },
    { label: "Location", request: (v) => assistant({}, { location: v }) },
    { label: "Message", request: (v) => asAdmin({ method: "POST", url: CHAT_API.agentMessages(randomUUID()), payload: { message: v } }) },
    { label: "Title", field: "title", request: (v) => post({ title: v }) },
    { label: "Excerpt", field: "excerpt", request: (v) => post({ excerpt: v }) },
    { label: "Content", field: "content", request: (v) => post({ content: `<p>${v}</p>` }) },
    { label: "Author", field: "author", request: (v) => post({ author: v }) },
    { label: "Each tag", field: "tags", request: (v) => post({ tags: ["soil", v] }) },
    { label: "Slug", field: "slug", request: (v) => post({ slug: v }) },
    { label: "Content", field: "content", request: (v) => asAdmin({ method: "POST", url: BLOG_API.adminPreview, payload: { content: v } }) },
    { label: "Note", request: (v) => asAdmin({ method: "POST", url: `/api/v1/admin/leads/${randomUUID()}/notes`, payload: { body: v } }) },
    { label: "Email", request: (v) => ({ method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email: `${v}@example.in`, password: "mitti-ki-sehat" } }) },
    { label: "Email", request: (v) => asAdmin({ method: "POST", url: AUTH_API.adminUsers, payload: { email: `${v}@example.in`, password: "mitti-ki-sehat" } }) },
    { label: "Password", request: (v) => asAdmin({ method: "POST", url: AUTH_API.adminUsers, payload: { email: "new.admin@example.in", password: `mitti-ki-${v}` } }) },
    { label: "Password", request: (v) => asAdmin({ method: "PUT", url: AUTH_API.user, payload: { current_password: "mitti-ki-sehat", password: `mitti-ki-${v}` } }) },
  ];

  function expectRefused(res: LightMyRequestResponse, input: TextInput, what: string) {
    const context = `${input.label} with ${what}: ${res.statusCode} ${res.body}`;
    expect(res.statusCode, context).toBe(400);
    const { error } = res.json<{ error: { message: string; field?: string } }>();
    expect(error.message, context).toContain(`${input.label} contains an invisible control character or a broken symbol`);
    if (input.field) expect(error.field, context).toBe(input.field);
  }

  for (const [what, value] of Object.entries(BAD)) {
    it(`refuses ${what} in every text input with a 400 naming the field`, async () => {
      for (const input of inputs) expectRefused(await inject(input.request(value)), input, what);
    });
  }

  it("takes tabs, line breaks, emoji and Devanagari in the same inputs", async () => {
    const accepted: [string, InjectOptions, number][] = [
      ["lead", lead({ name: GOOD, location: GOOD, metadata: { form: "contact", message: GOOD } }), 201],
      ["chat session", { method: "POST", url: CHAT_API.sessions, payload: { userName: GOOD, userEmail: "asha@example.in", userType: "farmer" } }, 201],
      ["assistant", assistant({ message: GOOD }, { name: GOOD }), 200],
      ["blog post", post({ title: GOOD, excerpt: GOOD, content: `<p>${GOOD}</p>`, author: GOOD, tags: ["मिट्टी 🌾"] }), 201],
      ["preview", asAdmin({ method: "POST", url: BLOG_API.adminPreview, payload: { content: `<p>${GOOD}</p>` } }), 200],
    ];
    for (const [name, request, status] of accepted) {
      const res = await inject(request);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
    }
    const stored = await t.app.db.selectFrom("leads").select(["name", "metadata"]).where("name", "=", GOOD.trim()).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.metadata!)).toMatchObject({ message: GOOD.trim() });
    const posts = await inject({ method: "GET", url: `${BLOG_API.adminPosts}?q=${encodeURIComponent("मिट्टी")}`, headers: admin.headers });
    expect(posts.json<{ posts: { title: string }[] }>().posts.map((p) => p.title)).toContain(GOOD.trim());
  });

  it("refuses a clinic CSV row with a control character, naming the field, and imports nothing", async () => {
    const before = (await inject(asAdmin({ method: "GET", url: ADMIN_CLINICS_API.list }))).json<{ total: number }>().total;
    const row = ["", `Bell${BAD.bell}Clinic`, "Station Road, Satara 415001", "Satara", "Maharashtra", "415001", "7-Parameter Test", "+91 90000 00001", "satara@example.in", "17.68", "74.0", `Mon–Fri ${BAD.c1}`, "Marathi", "yes"];
    const res = await inject(asAdmin({ method: "POST", url: ADMIN_CLINICS_API.import, payload: buildCsv([...CLINIC_CSV_COLUMNS], [row]), headers: { "content-type": "text/csv" } }));
    expect(res.statusCode, res.body).toBe(422);
    const report = res.json<{ applied: boolean; rows: { status: string; errors?: string[] }[] }>();
    expect(report.applied).toBe(false);
    expect(report.rows[0]!.errors).toEqual(expect.arrayContaining([expect.stringContaining("Name contains an invisible control character"), expect.stringContaining("Opening hours contains an invisible control character")]));
    expect((await inject(asAdmin({ method: "GET", url: ADMIN_CLINICS_API.list }))).json<{ total: number }>().total).toBe(before);
  });

  it("cleans search text of control characters instead of refusing it", async () => {
    for (const url of [`${BLOG_API.posts}?q=%00`, `${BLOG_API.posts}?q=soil%00%07`, `${BLOG_API.posts}?q=%ED%A0%80`]) {
      const res = await inject({ method: "GET", url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    const all = (await inject({ method: "GET", url: BLOG_API.posts })).json<{ total: number }>().total;
    expect((await inject({ method: "GET", url: `${BLOG_API.posts}?q=%00` })).json<{ total: number }>().total).toBe(all);
    for (const url of [`${BLOG_API.adminPosts}?q=%00`, "/api/v1/admin/leads?q=%00%07", "/api/v1/admin/leads/export?q=%00", `${ADMIN_CLINICS_API.list}?q=Hisar%00%07`]) {
      const res = await inject({ method: "GET", url, headers: admin.headers });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it("answers 404, never 500, to a path parameter holding a control character", async () => {
    const paths: InjectOptions[] = [
      { method: "GET", url: `${BLOG_API.posts}/soil%00` },
      asAdmin({ method: "GET", url: `${BLOG_API.adminPosts}/a%00b` }),
      asAdmin({ method: "PUT", url: `${BLOG_API.adminPosts}/a%00b`, payload: {} }),
      asAdmin({ method: "DELETE", url: `${BLOG_API.adminPosts}/a%00b` }),
      asAdmin({ method: "GET", url: "/api/v1/admin/leads/a%00b" }),
      asAdmin({ method: "PATCH", url: "/api/v1/admin/leads/a%00b", payload: { status: "contacted" } }),
      asAdmin({ method: "POST", url: "/api/v1/admin/leads/a%00b/notes", payload: { body: "Called." } }),
      asAdmin({ method: "POST", url: "/api/v1/agent/sessions/a%00b/take" }),
    ];
    for (const request of paths) {
      const res = await inject(request);
      expect(res.statusCode, `${request.method} ${request.url}: ${res.body}`).toBe(404);
    }
  });

  it("never answers 500 to a control character in the spam trap or a sign-in secret", async () => {
    const requests: InjectOptions[] = [
      lead({ honeypot: BAD.nul }),
      { method: "POST", url: `${AUTH_API.token}?grant_type=password`, payload: { email: "control@example.in", password: BAD.nul } },
      { method: "POST", url: `${AUTH_API.token}?grant_type=refresh_token`, payload: { refresh_token: BAD.nul } },
    ];
    for (const request of requests) {
      const res = await inject(request);
      expect(res.statusCode, `${request.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
