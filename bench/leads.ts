// Lead-query benchmark: the admin screen's reads over 100,000 leads, on SQLite and PostgreSQL side by side.
import { randomUUID } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import type { Db } from "../src/server/db/database.ts";
import { listLeads, dashboardStats, leadsForExport } from "../src/server/services/lead-admin.ts";
import { cursorAfter } from "../src/server/services/keyset-cursor.ts";
import { userTypes, leadSources } from "../src/shared/schemas/lead.ts";

const firstNames = ["Ramesh", "Sunita", "Anil", "Lakshmi", "Vijay", "Meena", "Suresh", "Kavita", "Rajesh", "Pooja", "रमेश", "सुनीता"];
const lastNames = ["Patil", "Reddy", "Sharma", "Gowda", "Yadav", "Singh", "Naik", "Kumar", "Deshmukh", "Verma"];
const places = ["Nashik, Maharashtra", "Mandya, Karnataka", "Ludhiana, Punjab", "Guntur, Andhra Pradesh", "Indore, Madhya Pradesh", null];

export async function seedLeads(db: Db, count: number): Promise<void> {
  const now = Date.now();
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    const rows = Array.from({ length: Math.min(batch, count - i) }, (_, j) => {
      const n = i + j;
      const name = `${firstNames[n % firstNames.length]} ${lastNames[(n * 7) % lastNames.length]}`;
      // One lead in twenty came from a phone-first form without an e-mail.
      const email = n % 20 === 10 ? "" : `farmer${n}@example.in`;
      const created = new Date(now - n * 60_000).toISOString();
      return {
        id: randomUUID(),
        name,
        email,
        phone: n % 3 === 0 && email ? null : `+91 9${String(100000000 + n).slice(0, 9)}`,
        location: places[n % places.length] ?? null,
        user_type: userTypes[n % userTypes.length]!,
        source: leadSources[n % leadSources.length]!,
        metadata: JSON.stringify({ form: "contact", message: "Please tell me about soil testing." }),
        email_normalized: email,
        phone_normalized: null,
        duplicate_of: null,
        created_at: created,
        updated_at: created,
      };
    });
    await db.insertInto("leads").values(rows).execute();
  }
}

export interface QueryResult {
  name: string;
  medianMs: number;
  /** The machine's one-minute load average when the query's runs began (other work on a shared machine shows here). */
  load: number;
}

async function median(fn: () => Promise<unknown>, runs = 7): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function runLeadQueries(db: Db): Promise<QueryResult[]> {
  const base = { pageSize: 25 };
  const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString();
  // The 2,000th page's cursor, as the 1,999th page would have given it (found once, outside the timing); half-way
  // into a smaller seed (BENCH_LEADS).
  const { n } = await db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const skip = Math.min(49_975, Math.floor(Number(n) / 2));
  const before = await db.selectFrom("leads").select(["created_at", "id"]).where("spam_reason", "is", null).orderBy("created_at", "desc").orderBy("id", "desc").offset(skip - 1).limit(1).executeTakeFirstOrThrow();
  const deep = cursorAfter(before, skip);
  const search = (q: string) => () => listLeads(db, { ...base, q });
  const cases: [string, () => Promise<unknown>][] = [
    ["first page, no filter", () => listLeads(db, base)],
    [`page ${Math.floor(skip / 25) + 1} (after ${skip.toLocaleString("en-US")} leads)`, () => listLeads(db, { ...base, cursor: deep })],
    ["text search 'patil' (10% of leads)", search("patil")],
    ["text search 'kavi' (a name's start, 8%)", search("kavi")],
    ["text search 'रमेश' (Devanagari, 8%)", search("रमेश")],
    ["text search 'farmer4242@' (one e-mail)", search("farmer4242@")],
    ["text search '@example' (95% of leads)", search("@example")],
    ["text search '+91 91000 04243' (phone with spaces)", search("+91 91000 04243")],
    ["text search 'ab' (2 letters: no index)", search("ab")],
    ["user type + last 7 days", () => listLeads(db, { ...base, user_type: "farmer", from: weekAgo })],
    ["dashboard figures", () => dashboardStats(db, new Date())],
    [
      "CSV export rows, farmers (≈14,300)",
      async () => {
        let n = 0;
        for await (const b of leadsForExport(db, { user_type: "farmer" })) n += b.length;
        return n;
      },
    ],
    [
      "CSV export rows, search 'patil' (≈9,800)",
      async () => {
        let n = 0;
        for await (const b of leadsForExport(db, { q: "patil" })) n += b.length;
        return n;
      },
    ],
  ];
  const out: QueryResult[] = [];
  for (const [name, fn] of cases) {
    const load = os.loadavg()[0]!;
    out.push({ name, medianMs: await median(fn), load });
  }
  return out;
}
