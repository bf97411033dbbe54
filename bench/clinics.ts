// Clinic-search benchmark: GET /api/v1/clinics?near= (PIN code, place name) and ?lat=&lng= over 10,000 active clinics,
// on SQLite and PostgreSQL, through HTTP with 16 concurrent connections; one at a time in process (app.inject), with the
// cache current and just after a change; also how long the PIN code data takes to load.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../src/server/db/database.ts";
import { bumpVersion } from "../src/server/services/content-version.ts";
import { indianStates, clinicServices } from "../src/shared/schemas/clinic.ts";
import { createTestApp, type DbKind } from "../src/server/test-support/test-app.ts";
import { placeIndex } from "../src/server/services/places.ts";
import { measure, type HttpResult } from "./http.ts";

/**
 * Clinics spread over India's box (mainland latitudes and longitudes), in every state name, with plausible fields;
 * written in one transaction that bumps the clinics version, as every writer of clinics does.
 */
export async function seedClinics(db: Db, count: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertClinics(trx, count);
    await bumpVersion(trx, "clinics");
  });
}

async function insertClinics(db: Db, count: number): Promise<void> {
  const now = new Date().toISOString();
  const batch = 500;
  for (let i = 0; i < count; i += batch) {
    const rows = Array.from({ length: Math.min(batch, count - i) }, (_, j) => {
      const n = i + j;
      // A low-discrepancy spread (golden-ratio steps) so every run seeds the same clinics.
      const lat = 8 + ((n * 0.6180339887) % 1) * 24;
      const lng = 69 + ((n * 0.7548776662) % 1) * 20;
      return {
        id: randomUUID(),
        name: `Bench Soil Clinic ${n}`,
        address: `Main Road, Village ${n}`,
        district: `District ${n % 700}`,
        state: indianStates[n % indianStates.length]!,
        pin_code: String(110001 + (n % 800000)),
        services: JSON.stringify(clinicServices.slice(0, 1 + (n % 4))),
        phone: `+91 9${String(100000000 + n).slice(0, 9)}`,
        email: `clinic${n}@example.in`,
        lat,
        lng,
        opening_hours: "Mon–Sat 9:00–18:00",
        languages: JSON.stringify(["Hindi", "English"]),
        active: n % 10 === 0 ? 0 : 1,
        created_at: now,
        updated_at: now,
      };
    });
    await db.insertInto("clinics").values(rows).execute();
  }
}

export interface ClinicBenchResult {
  kind: DbKind;
  clinics: number;
  placeDataMs: number;
  results: HttpResult[];
}

/**
 * One search at a time through app.inject (no sockets, no compression): what a search costs the server. With `bump`,
 * the clinics version is bumped before each search, so each one rebuilds the cache, as the first search after a change.
 */
async function inProcess(app: FastifyInstance, name: string, query: string, opts: { durationMs: number; bump?: boolean }): Promise<HttpResult> {
  const latencies: number[] = [];
  const start = performance.now();
  while (performance.now() - start < opts.durationMs || latencies.length < 5) {
    if (opts.bump) await bumpVersion(app.db, "clinics");
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url: `/api/v1/clinics?${query}` });
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode}`);
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  const total = latencies.reduce((a, b) => a + b, 0);
  return { name, requests: latencies.length, rps: (latencies.length * 1000) / total, p50: q(0.5), p99: q(0.99) };
}

export async function runClinicBench(kind: DbKind, count: number): Promise<ClinicBenchResult> {
  const t0 = performance.now();
  await placeIndex();
  const placeDataMs = performance.now() - t0;
  const t = await createTestApp(kind);
  try {
    await seedClinics(t.app.db, count);
    // One search first builds the cache of parsed clinics; its cost is the "just after a change" row below.
    await t.app.inject({ method: "GET", url: "/api/v1/clinics?near=572101" });
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const opts = { durationMs: 4000, concurrency: 16 };
    const results: HttpResult[] = [];
    for (const [name, query] of [
      ["near=<PIN code> (572101)", "near=572101"],
      ["near=<place> (Nashik)", "near=Nashik"],
      ["lat=&lng= (visitor's position)", "lat=23.25&lng=77.41"],
      ["near=<PIN>&limit=200", "near=302001&limit=200"],
    ] as const) {
      results.push(await measure(name, `${base}/api/v1/clinics?${query}`, { ...opts, headers: { "accept-encoding": "br, gzip" } }));
    }
    results.push(await inProcess(t.app, "in process, one at a time: near=572101", "near=572101", { durationMs: 2000 }));
    results.push(await inProcess(t.app, "in process, one at a time: near=572101 just after a change", "near=572101", { durationMs: 2000, bump: true }));
    return { kind, clinics: count, placeDataMs, results };
  } finally {
    await t.close();
  }
}
