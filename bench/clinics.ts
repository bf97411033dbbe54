// Clinic-search benchmark: GET /api/v1/clinics?near= (PIN code, place name) and ?lat=&lng= over 10,000 active clinics,
// on SQLite and PostgreSQL, through HTTP with 16 concurrent connections; also how long the PIN code data takes to load.
import { randomUUID } from "node:crypto";
import type { Db } from "../src/server/db/database.ts";
import { indianStates, clinicServices } from "../src/shared/schemas/clinic.ts";
import { createTestApp, type DbKind } from "../src/server/test-support/test-app.ts";
import { placeIndex } from "../src/server/services/places.ts";
import { measure, type HttpResult } from "./http.ts";

/** Clinics spread over India's box (mainland latitudes and longitudes), in every state name, with plausible fields. */
export async function seedClinics(db: Db, count: number): Promise<void> {
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

export async function runClinicBench(kind: DbKind, count: number): Promise<ClinicBenchResult> {
  const t0 = performance.now();
  await placeIndex();
  const placeDataMs = performance.now() - t0;
  const t = await createTestApp(kind);
  try {
    await seedClinics(t.app.db, count);
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
    return { kind, clinics: count, placeDataMs, results };
  } finally {
    await t.close();
  }
}
