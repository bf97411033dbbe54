// Lead-query benchmark: the admin screen's reads over 100,000 leads, on SQLite and PostgreSQL side by side.
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { Db } from "../src/server/db/database.ts";
import { listLeads, dashboardStats, leadsForExport } from "../src/server/services/lead-admin.ts";
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
      const email = `farmer${n}@example.in`;
      const created = new Date(now - n * 60_000).toISOString();
      return {
        id: randomUUID(),
        name,
        email,
        phone: n % 3 === 0 ? null : `+91 9${String(100000000 + n).slice(0, 9)}`,
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
  const base = { page: 1, pageSize: 25 };
  const weekAgo = new Date(Date.now() - 7 * 86400_000).toISOString();
  const cases: [string, () => Promise<unknown>][] = [
    ["first page, no filter", () => listLeads(db, base)],
    ["page 2,000 (offset 49,975)", () => listLeads(db, { ...base, page: 2000 })],
    ["text search 'patil'", () => listLeads(db, { ...base, q: "patil" })],
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
  ];
  const out: QueryResult[] = [];
  for (const [name, fn] of cases) out.push({ name, medianMs: await median(fn) });
  return out;
}
