import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadRow } from "../test-support/lead-rows.ts";
import { samplePosts } from "../db/seed/blog-posts.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";
import { addLeadNote, dashboardStats, getLeadDetail, leadsForExport, listLeads, setLeadStatus } from "./lead-admin.ts";

const DAY = 86_400_000;
const now = new Date("2026-11-22T12:00:00.000Z");

const lead = (over: Parameters<typeof leadRow>[0]) => leadRow(over, now.getTime());

describe.each(testDatabases)("lead admin queries on %s", (kind) => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.app.db;
    // 1,000 bulk leads spread over 100 days, plus a few with known fields.
    const bulk = Array.from({ length: 1000 }, (_, i) =>
      lead({ name: `Bulk Lead ${i}`, ageMs: i * 0.1 * DAY + 3_600_000, user_type: i % 2 ? "fpo" : "farmer", source: i % 3 ? "website" : "live_chat" }),
    );
    for (let i = 0; i < bulk.length; i += 250) await db.insertInto("leads").values(bulk.slice(i, i + 250)).execute();
    const special = [
      lead({ name: "Ramesh Patil", email: "ramesh@example.in", phone: "+91 98765 43210", location: "Nashik, Maharashtra", ageMs: 60_000 }),
      lead({ name: "रमेश पाटिल", email: "hindi@example.in", location: "नासिक", ageMs: 120_000, user_type: "ngo" }),
      lead({ name: "Fifty Percent", email: "pct@example.in", location: "Growth 50% zone", ageMs: 180_000, user_type: "student" }),
      lead({ name: "Fifty Under", email: "under@example.in", location: "Growth 50_ zone", ageMs: 190_000, user_type: "student" }),
    ];
    await db.insertInto("leads").values(special).execute();
    ids.ramesh = special[0]!.id;
    const repeat = lead({ name: "Ramesh P.", email: "RAMESH@example.in", email_normalized: "ramesh@example.in", duplicate_of: ids.ramesh, ageMs: 30_000 });
    await db.insertInto("leads").values(repeat).execute();
    ids.repeat = repeat.id;
  });
  afterAll(async () => t?.close());

  it("pages newest first with the total of all matching leads", async () => {
    const p1 = await listLeads(t.app.db, { page: 1, pageSize: 25 });
    expect(p1.total).toBe(1005);
    expect(p1.leads).toHaveLength(25);
    expect(p1.leads[0]!.id).toBe(ids.repeat);
    const created = p1.leads.map((l) => l.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const lastPage = await listLeads(t.app.db, { page: 41, pageSize: 25 });
    expect(lastPage.leads).toHaveLength(5);
    const seen = new Set<string>();
    for (let page = 1; page <= 11; page++) for (const l of (await listLeads(t.app.db, { page, pageSize: 100 })).leads) seen.add(l.id);
    expect(seen.size).toBe(1005);
  });

  it("searches name, e-mail, phone and location, case-insensitively", async () => {
    const by = async (q: string) => (await listLeads(t.app.db, { q, page: 1, pageSize: 100 })).leads.map((l) => l.name);
    expect(await by("PATIL")).toEqual(["Ramesh Patil"]);
    expect(await by("ramesh@")).toEqual(["Ramesh P.", "Ramesh Patil"]);
    expect(await by("98765")).toEqual(["Ramesh Patil"]);
    expect(await by("nashik")).toEqual(["Ramesh Patil"]);
    expect(await by("नासिक")).toEqual(["रमेश पाटिल"]);
  });

  it("treats % and _ in the search as plain characters", async () => {
    expect((await listLeads(t.app.db, { q: "50%", page: 1, pageSize: 25 })).leads.map((l) => l.name)).toEqual(["Fifty Percent"]);
    expect((await listLeads(t.app.db, { q: "50_", page: 1, pageSize: 25 })).leads.map((l) => l.name)).toEqual(["Fifty Under"]);
  });

  it("combines user type, source and date filters", async () => {
    const from = new Date(now.getTime() - 10 * DAY).toISOString();
    const res = await listLeads(t.app.db, { user_type: "fpo", source: "live_chat", from, page: 1, pageSize: 100 });
    expect(res.total).toBeGreaterThan(0);
    for (const l of res.leads) {
      expect(l.user_type).toBe("fpo");
      expect(l.source).toBe("live_chat");
      expect(l.created_at >= from).toBe(true);
    }
    const expected = Array.from({ length: 1000 }, (_, i) => i).filter((i) => i % 2 === 1 && i % 3 === 0 && i * 0.1 * DAY + 3_600_000 <= 10 * DAY);
    expect(res.total).toBe(expected.length);
  });

  it("exports every matching lead across batches, newest first, without repeats", async () => {
    const rows: string[] = [];
    for await (const batch of leadsForExport(t.app.db, { user_type: "farmer" }, 64)) rows.push(...batch.map((r) => r.id));
    const listed = await listLeads(t.app.db, { user_type: "farmer", page: 1, pageSize: 100 });
    expect(rows).toHaveLength(listed.total);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows.slice(0, 100)).toEqual(listed.leads.map((l) => l.id));
  });

  it("counts leads for today, the last 7 days and the last 30 days in the database", async () => {
    const todayStart = new Date(now.getTime() - 6 * 3_600_000);
    const s = await dashboardStats(t.app.db, now, todayStart);
    const ages = [...Array.from({ length: 1000 }, (_, i) => i * 0.1 * DAY + 3_600_000), 60_000, 120_000, 180_000, 190_000, 30_000];
    expect(s.leads.total).toBe(1005);
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

  it("answers 'not found' for an unknown lead", async () => {
    await expect(getLeadDetail(t.app.db, randomUUID())).rejects.toMatchObject({ statusCode: 404 });
    await expect(setLeadStatus(t.app.db, randomUUID(), "closed")).rejects.toMatchObject({ statusCode: 404 });
  });
});
