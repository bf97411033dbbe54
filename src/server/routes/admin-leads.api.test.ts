// The admin lead endpoints over HTTP on SQLite and PostgreSQL: filters and paging, CSV export of every filtered lead,
// detail with metadata, status, notes with their author, the dashboard figures, and clear 400s for bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardStats, LeadDetail, LeadPage } from "../../shared/schemas/lead-admin.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { leadRow } from "../test-support/lead-rows.ts";
import { samplePosts } from "../db/seed/blog-posts.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { sessionRow } from "../test-support/chat-rows.ts";
import { LEADS_CSV_COLUMNS } from "../../shared/csv.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ADMIN = { email: "meera@example.in", password: "mitti-ki-sehat" };

const lead = (over: Parameters<typeof leadRow>[0]) => leadRow({ ageMs: HOUR, name: "Bulk Farmer", ...over });

/** Parses our CSV (quoted cells, CRLF rows) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe.each(testDatabases)("admin lead endpoints on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const ids: Record<string, string> = {};

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: auth });

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = await signInFirstAdmin(t.app, ADMIN);

    // 1,200 FPO leads from live chat (more than one export batch), 300 website farmers, and a few known ones.
    const bulk = [
      ...Array.from({ length: 1200 }, (_, i) => lead({ name: `FPO Lead ${i}`, user_type: "fpo", source: "live_chat", ageMs: 2 * DAY + i * 1000 })),
      ...Array.from({ length: 300 }, (_, i) => lead({ name: `Farmer Lead ${i}`, ageMs: 40 * DAY + i * 1000 })),
    ];
    for (let i = 0; i < bulk.length; i += 250) await t.app.db.insertInto("leads").values(bulk.slice(i, i + 250)).execute();
    const known = [
      lead({ name: "Kavita Jadhav", email: "kavita@example.in", phone: "+91 98220 11223", location: "Baramati, Maharashtra", ageMs: 60_000,
        metadata: JSON.stringify({ form: "contact", whoAreYou: "farmer", message: "Soil test for 3 acres of sugarcane", language: "hi" }) }),
      lead({ name: "=HYPERLINK(\"http://evil.example\")", email: "formula@example.in", location: " +SUM(A1:A9)", ageMs: 120_000, user_type: "student" }),
      lead({ name: "सुनीता देवी", email: "sunita@example.in", location: "पटना, बिहार", ageMs: 180_000, user_type: "ngo" }),
    ];
    await t.app.db.insertInto("leads").values(known).execute();
    ids.kavita = known[0]!.id;
  });
  afterAll(async () => t?.close());

  it("lists leads newest first with the total of every match", async () => {
    const res = await get("/api/v1/admin/leads?pageSize=25");
    expect(res.statusCode).toBe(200);
    const page = res.json<LeadPage>();
    expect(page.total).toBe(1503);
    expect(page.leads).toHaveLength(25);
    expect(page.leads[0]!.name).toBe("Kavita Jadhav");
    const times = page.leads.map((l) => Date.parse(l.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("combines search, type, source and date filters on the server and pages through the result by cursor", async () => {
    // Twelve pages of 100 by nextCursor: every FPO lead once, newest first, and no cursor after the last page.
    const seen: string[] = [];
    let fpo: LeadPage | undefined;
    do {
      const cursor = fpo ? `&cursor=${fpo.nextCursor}` : "";
      fpo = (await get(`/api/v1/admin/leads?user_type=fpo&source=live_chat&pageSize=100${cursor}`)).json<LeadPage>();
      expect(fpo.total).toBe(1200);
      expect(fpo.position).toBe(seen.length);
      expect(fpo.leads.every((l) => l.user_type === "fpo" && l.source === "live_chat")).toBe(true);
      seen.push(...fpo.leads.map((l) => l.name));
    } while (fpo.nextCursor);
    expect(seen).toEqual(Array.from({ length: 1200 }, (_, i) => `FPO Lead ${i}`));
    const back = (await get(`/api/v1/admin/leads?user_type=fpo&source=live_chat&pageSize=100&cursor=${fpo.prevCursor}`)).json<LeadPage>();
    expect(back.position).toBe(1000);
    expect(back.leads.map((l) => l.name)).toEqual(seen.slice(1000, 1100));

    // A search matching more leads than it counts says so, and still pages to the end.
    const many = (await get("/api/v1/admin/leads?q=fpo%20lead&pageSize=100")).json<LeadPage>();
    expect(many).toMatchObject({ total: 1000, totalCapped: true, position: 0 });

    const search = (await get(`/api/v1/admin/leads?q=${encodeURIComponent("baramati")}`)).json<LeadPage>();
    expect(search.leads.map((l) => l.name)).toEqual(["Kavita Jadhav"]);
    const byPhone = (await get(`/api/v1/admin/leads?q=${encodeURIComponent("98220")}`)).json<LeadPage>();
    expect(byPhone.total).toBe(1);
    const hindi = (await get(`/api/v1/admin/leads?q=${encodeURIComponent("पटना")}`)).json<LeadPage>();
    expect(hindi.leads.map((l) => l.email)).toEqual(["sunita@example.in"]);

    const from = new Date(Date.now() - 10 * DAY).toISOString();
    const recent = (await get(`/api/v1/admin/leads?from=${encodeURIComponent(from)}`)).json<LeadPage>();
    expect(recent.total).toBe(1203);
  });

  it("answers 400 with a readable message for a bad filter", async () => {
    for (const [query, message] of [
      ["pageSize=7", "Page size must be 25, 50 or 100."],
      ["page=2", "Pages are asked for by cursor: send the nextCursor or prevCursor of the last answer as cursor."],
      ["cursor=not%20one", "That cursor is not one this list gave out. Start again from the first page."],
      [`cursor=${Buffer.from('["a",1,2,3]').toString("base64url")}`, "That cursor is not one this list gave out. Start again from the first page."],
      ["user_type=alien", "Unknown user type."],
      ["from=yesterday", "Dates must be ISO-8601 timestamps."],
    ]) {
      const res = await get(`/api/v1/admin/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message, query).toBe(message);
    }
  });

  it("exports every filtered lead, across all pages, as an Excel-friendly CSV with the dated file name", async () => {
    const res = await get("/api/v1/admin/leads/export?user_type=fpo");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="mittimitra-leads-${stamp}.csv"`);
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual([
      ...["Name", "Email", "Phone", "Location", "User Type", "Source", "Created At", "Language"],
      ...["Lead ID", "Status", "Notes", "Enquiry", "Form", "Call-back Time", "Conversation ID", "Conversation Transcript"],
    ]);
    expect(rows[0]).toEqual(LEADS_CSV_COLUMNS);
    expect(rows).toHaveLength(1201);
    expect(new Set(rows.slice(1).map((r) => r[1])).size).toBe(1200);
    expect(rows.slice(1).every((r) => r[5] === "Live chat")).toBe(true);
  });

  it("neutralises formula cells and keeps Hindi text in the export", async () => {
    const rows = parseCsv((await get("/api/v1/admin/leads/export?user_type=student")).body.slice(1));
    expect(rows[1]![0]).toBe("'=HYPERLINK(\"http://evil.example\")");
    expect(rows[1]![3]).toBe(" '+SUM(A1:A9)");
    const hindi = parseCsv((await get("/api/v1/admin/leads/export?user_type=ngo")).body.slice(1));
    expect(hindi[1]!.slice(0, 4)).toEqual(["सुनीता देवी", "sunita@example.in", "", "पटना, बिहार"]);
  });

  it("quotes every cell and writes a phone number as typed, without an apostrophe", async () => {
    const body = (await get(`/api/v1/admin/leads/export?q=${encodeURIComponent("baramati")}`)).body.slice(1);
    expect(body.split("\r\n")[1]).toMatch(/^"Kavita Jadhav","kavita@example\.in","\+91 98220 11223","Baramati, Maharashtra","Farmer","Website","[^"]+","Hindi",/);
  });

  it("lists, finds by phone, shows and exports a lead that has a phone and no e-mail", async () => {
    // A farmer who asked for a soil test visit with a phone number and no e-mail (removed again: other tests count leads).
    const ramesh = lead({ name: "Ramesh Patil", email: "", email_normalized: "", phone: "+91 94220 55667", phone_normalized: "9422055667",
      location: "Washim 444505", user_type: "entrepreneur", ageMs: 240_000, metadata: JSON.stringify({ form: "visit_request", crop: "Soybean", language: "hi" }) });
    await t.app.db.insertInto("leads").values(ramesh).execute();
    ids.ramesh = ramesh.id;
    try {
      await expectPhoneOnlyLead();
    } finally {
      await t.app.db.deleteFrom("leads").where("id", "=", ramesh.id).execute();
    }
  });

  async function expectPhoneOnlyLead() {
    const found = (await get("/api/v1/admin/leads?q=94220%2055667")).json<{ leads: { id: string; email: string }[]; total: number }>();
    expect(found.total).toBe(1);
    expect(found.leads[0]).toMatchObject({ id: ids.ramesh, email: "" });
    for (const q of ["9422055667", "+91 9422055667", "094220 55667", "ramesh pat", "@"]) {
      const res = (await get(`/api/v1/admin/leads?q=${encodeURIComponent(q)}`)).json<LeadPage>();
      expect(res.leads.some((l) => l.id === ids.ramesh), q).toBe(q !== "@");
    }
    const detail = await get(`/api/v1/admin/leads/${ids.ramesh}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().lead).toMatchObject({ email: "", phone: "+91 94220 55667", metadata: { form: "visit_request", crop: "Soybean" } });
    const rows = parseCsv((await get("/api/v1/admin/leads/export?user_type=entrepreneur")).body.slice(1));
    expect(rows[1]).toEqual([
      ...["Ramesh Patil", "", "+91 94220 55667", "Washim 444505", "Aspiring Entrepreneur", "Website", expect.any(String), "Hindi"],
      ...[ids.ramesh, "New", "", "", "Soil test visit request (no clinic near them)", "", "", ""],
    ]);
  }

  it("exports each lead's id, status, every note with its date and author, enquiry, form, call-back time and chat", async () => {
    // A contact-form enquiry the team has worked on, and a chat lead that asked for a call-back (removed again: other tests count leads).
    const asked = lead({ name: "Gurpreet Singh", email: "gurpreet@example.in", user_type: "agri-business", ageMs: 300_000, status: "qualified",
      metadata: JSON.stringify({ form: "contact", message: "Soil test for 40 acres of wheat\n=before sowing", language: "en" }) });
    const callback = lead({ name: "Lakshmi Reddy", email: "lakshmi@example.in", user_type: "other", source: "live_chat", ageMs: 360_000, status: "new",
      callback_at: "2026-11-20T05:00:00.000Z",
      metadata: JSON.stringify({ language: "en", callbackBy: "Phone call", callbackTime: "Morning (9 am to 12 noon)", visitorWords: "Which crop after paddy?" }) });
    const chatId = "0b7c1c2e-5d1a-4c55-9a55-2f1d1e0c9a01";
    await t.app.db.insertInto("leads").values([asked, callback]).execute();
    await t.app.db.insertInto("chat_sessions").values(sessionRow({ id: chatId, user_name: "Lakshmi Reddy", user_email: "lakshmi@example.in", lead_id: callback.id, start_lead_id: callback.id })).execute();
    const note = (body: string, at: string, author = "Meera Rao") => ({ id: crypto.randomUUID(), lead_id: asked.id, author_id: null, author_name: author, body, created_at: at });
    await t.app.db.insertInto("lead_notes").values([
      note("=HYPERLINK(\"http://evil.example\",\"Click\")", "2026-11-21T06:00:00.000Z", "Ravi Kumar"),
      note("Called her; sending the sampling kit.", "2026-11-20T08:35:00.000Z"),
    ]).execute();
    try {
      const rows = parseCsv((await get("/api/v1/admin/leads/export?user_type=agri-business")).body.slice(1));
      const col = (row: string[] | undefined, name: string) => row![LEADS_CSV_COLUMNS.indexOf(name)];
      expect(rows).toHaveLength(2);
      expect(col(rows[1], "Lead ID")).toBe(asked.id);
      expect(col(rows[1], "Status")).toBe("Qualified");
      // Oldest first, one a line, each with its IST date and author; the formula-looking note is neutralised.
      expect(col(rows[1], "Notes")).toBe("2026-11-20 14:05 IST, Meera Rao: Called her; sending the sampling kit.\n2026-11-21 11:30 IST, Ravi Kumar: '=HYPERLINK(\"http://evil.example\",\"Click\")");
      // What the person wrote, with a line that looks like a formula neutralised too.
      expect(col(rows[1], "Enquiry")).toBe("Soil test for 40 acres of wheat\n'=before sowing");
      expect(col(rows[1], "Form")).toBe("Contact form");
      expect(col(rows[1], "Language")).toBe("English");
      expect([col(rows[1], "Call-back Time"), col(rows[1], "Conversation ID"), col(rows[1], "Conversation Transcript")]).toEqual(["", "", ""]);

      const other = parseCsv((await get("/api/v1/admin/leads/export?user_type=other")).body.slice(1));
      expect(other).toHaveLength(2);
      expect(col(other[1], "Lead ID")).toBe(callback.id);
      expect(col(other[1], "Status")).toBe("New");
      expect(col(other[1], "Notes")).toBe("");
      expect(col(other[1], "Enquiry")).toBe("Which crop after paddy?");
      expect(col(other[1], "Form")).toBe("Call-back request from the chat");
      // The call-back time readably (not JSON): when, how, and when it was asked.
      expect(col(other[1], "Call-back Time")).toBe("Morning (9 am to 12 noon), by phone call, asked 2026-11-20 10:30 IST");
      expect(col(other[1], "Conversation ID")).toBe(chatId);
      expect(col(other[1], "Conversation Transcript")).toBe(`${t.app.config.site.siteUrl}/admin/conversations?chat=${chatId}`);
    } finally {
      await t.app.db.deleteFrom("lead_notes").where("lead_id", "=", asked.id).execute();
      await t.app.db.deleteFrom("chat_sessions").where("id", "=", chatId).execute();
      await t.app.db.deleteFrom("leads").where("id", "in", [asked.id, callback.id]).execute();
    }
  });

  it("shows one lead with its metadata, and answers 404 for an unknown id", async () => {
    const detail = (await get(`/api/v1/admin/leads/${ids.kavita}`)).json<LeadDetail>();
    expect(detail.lead).toMatchObject({ name: "Kavita Jadhav", phone: "+91 98220 11223", status: "new" });
    expect(detail.lead.metadata).toMatchObject({ form: "contact", message: "Soil test for 3 acres of sugarcane" });
    const missing = await get("/api/v1/admin/leads/not-a-lead");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe("No lead with that id.");
  });

  it("changes a lead's status and records a note with its author", async () => {
    const patch = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/leads/${ids.kavita}`, headers: auth, payload: { status: "contacted" } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().lead.status).toBe("contacted");
    const contacted = (await get("/api/v1/admin/leads?status=contacted")).json<LeadPage>();
    expect(contacted.leads.map((l) => l.id)).toEqual([ids.kavita]);

    const bad = await t.app.inject({ method: "PATCH", url: `/api/v1/admin/leads/${ids.kavita}`, headers: auth, payload: { status: "won" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Unknown status.");

    const note = await t.app.inject({
      method: "POST",
      url: `/api/v1/admin/leads/${ids.kavita}/notes`,
      headers: auth,
      payload: { body: "Called on Monday; visiting the Baramati clinic on Friday." },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().note).toMatchObject({ author_name: ADMIN.email, body: "Called on Monday; visiting the Baramati clinic on Friday." });
    const empty = await t.app.inject({ method: "POST", url: `/api/v1/admin/leads/${ids.kavita}/notes`, headers: auth, payload: { body: "   " } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe("Note is required.");
    const detail = (await get(`/api/v1/admin/leads/${ids.kavita}`)).json<LeadDetail>();
    expect(detail.notes.map((n) => n.body)).toEqual(["Called on Monday; visiting the Baramati clinic on Friday."]);
  });

  it("counts the dashboard figures in the database from the admin's local midnight", async () => {
    const todayStart = new Date(Date.now() - 150_000).toISOString();
    const res = await get(`/api/v1/admin/dashboard?todayStart=${encodeURIComponent(todayStart)}`);
    expect(res.statusCode).toBe(200);
    const stats = res.json<DashboardStats>();
    expect(stats.leads).toEqual({ total: 1503, today: 2, week: 1203, month: 1203 });
    expect(stats.userMessages).toBe(0);
    // The sample posts seeded on first start are all published.
    expect(stats.publishedPosts).toBe(samplePosts.length);
    expect(stats.recentLeads.map((l) => l.name)).toEqual(["Kavita Jadhav", "=HYPERLINK(\"http://evil.example\")", "सुनीता देवी", "FPO Lead 0", "FPO Lead 1"]);
  });
});
