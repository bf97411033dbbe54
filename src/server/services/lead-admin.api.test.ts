import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRow } from "../test-support/lead-rows.ts";
import { samplePosts } from "../db/seed/blog-posts.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import type { Db, LeadRow } from "../db/database.ts";
import type { LeadFilters, LeadPage } from "../../shared/schemas/lead-admin.ts";
import { addLeadNote, dashboardStats, getLeadDetail, leadsForExport, listLeads, phoneDigits, setLeadStatus } from "./lead-admin.ts";

const DAY = 86_400_000;
const now = new Date("2026-11-22T12:00:00.000Z");
/** More bulk leads than a search counts (1,000), so 'bulk' finds too many to count and to read by rowid on SQLite. */
const BULK = 1200;

/** Every page of a list, following nextCursor, and the pages themselves. */
async function allPages(db: Db, f: LeadFilters, pageSize = 100): Promise<{ ids: string[]; pages: LeadPage[] }> {
  const pages: LeadPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads(db, { ...f, pageSize, cursor });
    pages.push(page);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 100);
  return { ids: pages.flatMap((p) => p.leads.map((l) => l.id)), pages };
}

/** The plain meaning of a search, in JavaScript: the text, or a phone's digits, inside one of the four fields. */
function plainMatch(row: LeadRow, q: string): boolean {
  const fields = [row.name, row.email, row.phone ?? "", row.location ?? ""].map((v) => v.toLowerCase());
  const digits = phoneDigits(q);
  return fields.some((v) => v.includes(q.toLowerCase())) || (digits !== null && (row.phone ?? "").replace(/\D/g, "").includes(digits));
}

const newestFirst = (a: LeadRow, b: LeadRow) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1);

const lead = (over: Parameters<typeof leadRow>[0]) => leadRow(over, now.getTime());

describe.each(testDatabases)("lead admin queries on %s", (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.app.db;
    // 1,200 bulk leads spread over 120 days, plus a few with known fields.
    const bulk = Array.from({ length: BULK }, (_, i) =>
      lead({ name: `Bulk Lead ${i}`, ageMs: i * 0.1 * DAY + 3_600_000, user_type: i % 2 ? "fpo" : "farmer", source: i % 3 ? "website" : "live_chat" }),
    );
    for (let i = 0; i < bulk.length; i += 250) await db.insertInto("leads").values(bulk.slice(i, i + 250)).execute();
    const special = [
      lead({ name: "Ramesh Patil", email: "ramesh@example.in", phone: "+91 98765 43210", location: "Nashik, Maharashtra", ageMs: 60_000 }),
      lead({ name: "रमेश पाटिल", email: "hindi@example.in", location: "नासिक", ageMs: 120_000, user_type: "ngo" }),
      lead({ name: "Fifty Percent", email: "pct@example.in", location: "Growth 50% zone", ageMs: 180_000, user_type: "student" }),
      lead({ name: "Fifty Under", email: "under@example.in", location: "Growth 50_ zone", ageMs: 190_000, user_type: "student" }),
      lead({ name: "Kavita Jadhav", email: "kavita.j@gmail.com", phone: "98220 11223", location: "Baramati", ageMs: 200_000 }),
      // From a phone-first form: no e-mail.
      lead({ name: "सुनीता देवी", email: "", email_normalized: "", phone: "+91-94220-55667", location: "पटना, बिहार", ageMs: 210_000, user_type: "ngo" }),
    ];
    await db.insertInto("leads").values(special).execute();
    ids.ramesh = special[0]!.id;
    const repeat = lead({ name: "Ramesh P.", email: "RAMESH@example.in", email_normalized: "ramesh@example.in", duplicate_of: ids.ramesh, ageMs: 30_000 });
    await db.insertInto("leads").values(repeat).execute();
    ids.repeat = repeat.id;
  });
  afterAll(async () => t?.close());

  it("pages newest first by cursor, forward and back, with the total of all matching leads", async () => {
    const total = BULK + 7;
    const p1 = await listLeads(t.app.db, { pageSize: 25 });
    expect(p1).toMatchObject({ total, totalCapped: false, position: 0, prevCursor: null });
    expect(p1.leads).toHaveLength(25);
    expect(p1.leads[0]!.id).toBe(ids.repeat);
    const created = p1.leads.map((l) => l.created_at);
    expect([...created].sort().reverse()).toEqual(created);

    const p2 = await listLeads(t.app.db, { pageSize: 25, cursor: p1.nextCursor! });
    expect(p2.position).toBe(25);
    expect(p2.leads[0]!.created_at <= p1.leads[24]!.created_at).toBe(true);
    expect(p2.leads.some((l) => p1.leads.some((m) => m.id === l.id))).toBe(false);
    const back = await listLeads(t.app.db, { pageSize: 25, cursor: p2.prevCursor! });
    expect(back.leads.map((l) => l.id)).toEqual(p1.leads.map((l) => l.id));
    expect(back).toMatchObject({ position: 0, prevCursor: null });

    // Every lead once, in order, across all pages; the last page says so.
    const { ids: seen, pages } = await allPages(t.app.db, {});
    const rows = await t.app.db.selectFrom("leads").selectAll().where("spam_reason", "is", null).execute();
    expect(seen).toEqual(rows.sort(newestFirst).map((r) => r.id));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.at(-1)!.position).toBe(100 * (pages.length - 1));
  });

  it("answers 400 for a cursor it did not give out", async () => {
    for (const cursor of ["nonsense", Buffer.from('["a","x","y",-1]').toString("base64url"), Buffer.from("{}").toString("base64url")]) {
      await expect(listLeads(t.app.db, { pageSize: 25, cursor })).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it("searches name, e-mail, phone and location, case-insensitively", async () => {
    const by = async (q: string) => (await listLeads(t.app.db, { q, pageSize: 100 })).leads.map((l) => l.name);
    expect(await by("PATIL")).toEqual(["Ramesh Patil"]);
    expect(await by("ramesh@")).toEqual(["Ramesh P.", "Ramesh Patil"]);
    expect(await by("98765")).toEqual(["Ramesh Patil"]);
    expect(await by("nashik")).toEqual(["Ramesh Patil"]);
    expect(await by("नासिक")).toEqual(["रमेश पाटिल"]);
  });

  it("finds a name by its start, an e-mail by a fragment and a Hindi name", async () => {
    const by = async (q: string) => (await listLeads(t.app.db, { q, pageSize: 100 })).leads.map((l) => l.name);
    expect(await by("kavi")).toEqual(["Kavita Jadhav"]);
    expect(await by("KAV")).toEqual(["Kavita Jadhav"]);
    expect(await by("@gmail")).toEqual(["Kavita Jadhav"]);
    expect(await by("gmail.com")).toEqual(["Kavita Jadhav"]);
    expect(await by("रमेश")).toEqual(["रमेश पाटिल"]);
    expect(await by("सुनीता")).toEqual(["सुनीता देवी"]);
    expect(await by("देवी")).toEqual(["सुनीता देवी"]);
  });

  it("finds a phone typed with or without spaces, hyphens, +91 or a leading 0", async () => {
    const by = async (q: string) => (await listLeads(t.app.db, { q, pageSize: 100 })).leads.map((l) => l.name);
    for (const q of ["98765 43210", "9876543210", "+91 98765 43210", "+919876543210", "098765 43210", "8765 432"]) {
      expect(await by(q), q).toEqual(["Ramesh Patil"]);
    }
    // Stored as "+91-94220-55667" on a lead without an e-mail.
    for (const q of ["94220 55667", "9422055667", "+91 94220-55667", "94220-55667"]) expect(await by(q), q).toEqual(["सुनीता देवी"]);
    expect(await by("98220 11223")).toEqual(["Kavita Jadhav"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await listLeads(t.app.db, { q: "50%", pageSize: 25 })).leads.map((l) => l.name)).toEqual(["Fifty Percent"]);
    expect((await listLeads(t.app.db, { q: "50_", pageSize: 25 })).leads.map((l) => l.name)).toEqual(["Fifty Under"]);
    expect((await listLeads(t.app.db, { q: "h 50% z", pageSize: 25 })).leads.map((l) => l.name)).toEqual(["Fifty Percent"]);
    expect((await listLeads(t.app.db, { q: '"quoted"', pageSize: 25 })).leads).toEqual([]);
  });

  it("gives what a plain substring search gives, for rare, common, two-letter and filtered searches, page by page", async () => {
    const rows = await t.app.db.selectFrom("leads").selectAll().where("spam_reason", "is", null).execute();
    const cases: LeadFilters[] = [
      { q: "bulk lead 11" }, // 111 leads: read by rowid on SQLite
      { q: "bulk" }, // 1,200: more than a search counts
      { q: "Lead 1" },
      { q: "bulk", user_type: "fpo", source: "live_chat" },
      { q: "50" }, // two characters: no trigram to look up
      { q: "ल" },
      { q: "example.in", from: new Date(now.getTime() - 30 * DAY).toISOString() },
    ];
    for (const f of cases) {
      const expected = rows
        .filter((r) => plainMatch(r, f.q!) && (!f.user_type || r.user_type === f.user_type) && (!f.source || r.source === f.source) && (!f.from || r.created_at >= f.from))
        .sort(newestFirst)
        .map((r) => r.id);
      const { ids: got, pages } = await allPages(t.app.db, f);
      expect(got, JSON.stringify(f)).toEqual(expected);
      expect(pages[0]!.total, JSON.stringify(f)).toBe(Math.min(expected.length, 1000));
      expect(pages[0]!.totalCapped, JSON.stringify(f)).toBe(expected.length > 1000);
      const exported: string[] = [];
      for await (const batch of leadsForExport(t.app.db, f, 97)) exported.push(...batch.map((r) => r.id));
      expect(exported, JSON.stringify(f)).toEqual(expected);
    }
  });

  it("combines user type, source and date filters", async () => {
    const from = new Date(now.getTime() - 10 * DAY).toISOString();
    const res = await listLeads(t.app.db, { user_type: "fpo", source: "live_chat", from, pageSize: 100 });
    expect(res.total).toBeGreaterThan(0);
    for (const l of res.leads) {
      expect(l.user_type).toBe("fpo");
      expect(l.source).toBe("live_chat");
      expect(l.created_at >= from).toBe(true);
    }
    const expected = Array.from({ length: BULK }, (_, i) => i).filter((i) => i % 2 === 1 && i % 3 === 0 && i * 0.1 * DAY + 3_600_000 <= 10 * DAY);
    expect(res.total).toBe(expected.length);
  });

  it("exports every matching lead across batches, newest first, without repeats", async () => {
    const rows: string[] = [];
    for await (const batch of leadsForExport(t.app.db, { user_type: "farmer" }, 64)) rows.push(...batch.map((r) => r.id));
    const listed = await listLeads(t.app.db, { user_type: "farmer", pageSize: 100 });
    expect(rows).toHaveLength(listed.total);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.slice(0, 100)).toEqual(listed.leads.map((l) => l.id));
  });

  it("counts leads for today, the last 7 days and the last 30 days in the database", async () => {
    const todayStart = new Date(now.getTime() - 6 * 3_600_000);
    const s = await dashboardStats(t.app.db, now, todayStart);
    const ages = [...Array.from({ length: BULK }, (_, i) => i * 0.1 * DAY + 3_600_000), 60_000, 120_000, 180_000, 190_000, 200_000, 210_000, 30_000];
    expect(s.leads.total).toBe(BULK + 7);
    expect(s.leads.today).toBe(ages.filter((a) => a <= 6 * 3_600_000).length);
    expect(s.leads.week).toBe(ages.filter((a) => a <= 7 * DAY).length);
    expect(s.leads.month).toBe(ages.filter((a) => a <= 30 * DAY).length);
    expect(s.recentLeads.map((l) => l.id)[0]).toBe(ids.repeat);
    expect(s.recentLeads).toHaveLength(5);
    // The sample posts seeded on first start are all published.
    expect(s.publishedPosts).toBe(samplePosts.length);
  });

  it("links a repeat enquiry to the first one, both ways", async () => {
    const repeat = await getLeadDetail(t.app.db, ids.repeat!);
    expect(repeat.duplicateOf?.id).toBe(ids.ramesh);
    const original = await getLeadDetail(t.app.db, ids.ramesh!);
    expect(original.duplicates.map((d) => d.id)).toEqual([ids.repeat]);
  });

  it("keeps the follow-up status and notes with author and time", async () => {
    await setLeadStatus(t.app.db, ids.ramesh!, "contacted");
    await addLeadNote(t.app.db, ids.ramesh!, { id: randomUUID(), name: "admin@mittimitra.in" }, "Called, will visit the clinic on Monday.");
    const d = await getLeadDetail(t.app.db, ids.ramesh!);
    expect(d.lead.status).toBe("contacted");
    expect(d.notes).toHaveLength(1);
    expect(d.notes[0]).toMatchObject({ author_name: "admin@mittimitra.in", body: "Called, will visit the clinic on Monday." });
    expect(Date.parse(d.notes[0]!.created_at)).not.toBeNaN();
  });

  it("keeps the search index and the day counts in step with every change to a lead, in the database itself", async () => {
    const db = t.app.db;
    const todayStart = new Date(now.getTime() - 6 * 3_600_000);
    const counted = async () => {
      const s = await dashboardStats(db, now, todayStart);
      return s.leads;
    };
    const plainCounts = async () => {
      const rows = await db.selectFrom("leads").select("created_at").where("spam_reason", "is", null).execute();
      const since = (iso: string) => rows.filter((r) => r.created_at >= iso).length;
      return {
        total: rows.length,
        today: since(todayStart.toISOString()),
        week: since(new Date(now.getTime() - 7 * DAY).toISOString()),
        month: since(new Date(now.getTime() - 30 * DAY).toISOString()),
      };
    };
    const names = async (q: string) => (await listLeads(db, { q, pageSize: 100 })).leads.map((l) => l.name);
    expect(await counted()).toEqual(await plainCounts());

    const [a, b, c, d] = (await listLeads(db, { q: "bulk lead 10", pageSize: 25 })).leads;
    // Held as spam and back, moved to another day, deleted, renamed, and one more inserted already held.
    await db.updateTable("leads").set({ spam_reason: "marked" }).where("id", "=", a!.id).execute();
    await db.updateTable("leads").set({ created_at: new Date(now.getTime() - 45 * DAY).toISOString() }).where("id", "=", b!.id).execute();
    await db.updateTable("leads").set({ spam_reason: "marked" }).where("id", "=", c!.id).execute();
    await db.updateTable("leads").set({ spam_reason: null }).where("id", "=", c!.id).execute();
    await db.deleteFrom("leads").where("id", "=", d!.id).execute();
    await db.updateTable("leads").set({ name: "Renamed Lakshmi Gowda", phone: "+91 90000 12345" }).where("id", "=", ids.ramesh!).execute();
    await db.insertInto("leads").values(lead({ name: "Held Bot", spam_reason: "honeypot", ageMs: 1000 })).execute();
    expect(await counted()).toEqual(await plainCounts());

    expect(await names("lakshmi gowda")).toEqual(["Renamed Lakshmi Gowda"]);
    expect(await names("90000 12345")).toEqual(["Renamed Lakshmi Gowda"]);
    expect(await names("98765 43210")).toEqual([]);
    expect(await names(d!.name)).not.toContain(d!.name);
    expect(await names(a!.name)).not.toContain(a!.name);
    expect((await listLeads(db, { q: a!.name, spam: true, pageSize: 25 })).leads.map((l) => l.id)).toEqual([a!.id]);
    expect(await names("held bot")).toEqual([]);
  });

  it("answers 'not found' for an unknown lead", async () => {
    await expect(getLeadDetail(t.app.db, randomUUID())).rejects.toMatchObject({ statusCode: 404 });
    await expect(setLeadStatus(t.app.db, randomUUID(), "closed")).rejects.toMatchObject({ statusCode: 404 });
  });
});
