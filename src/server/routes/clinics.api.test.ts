// GET /api/v1/clinics on SQLite and PostgreSQL: the seeded clinics with parsed services in the shared schema's shape,
// the nearest clinics by PIN code, place and point, and closed clinics hidden.
import type { Transaction } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicListSchema, clinicServices, nearestClinicsSchema, type Clinic, type ClinicList, type NearestClinics } from "../../shared/schemas/clinic.ts";
import { sampleClinics } from "../db/seed/clinics.ts";
import { sampleClinicNetwork, sampleClinicsHindi } from "../db/seed/clinic-network.ts";
import type { Database } from "../db/database.ts";
import { nearestClinics, type InvalidClinic } from "../services/clinics.ts";
import { bumpVersion } from "../services/content-version.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const byStateDistrictName = (a: Clinic, b: Clinic) =>
  a.state.localeCompare(b.state) || a.district.localeCompare(b.district) || a.name.localeCompare(b.name);

const extraClinic = {
  name: "Test Clinic",
  address: "Main Road",
  district: "Pune",
  state: "Maharashtra",
  phone: "+91 90000 00000",
  email: "pune@example.in",
  lat: 18.52,
  lng: 73.85,
  created_at: new Date().toISOString(),
};

describe.each(testDatabases)("GET /api/v1/clinics on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());
  // Rows written straight to the database, as the admin services write them: in a transaction that bumps the clinics
  // version, or the finder's cache would not know they changed.
  const writeClinics = (write: (trx: Transaction<Database>) => Promise<unknown>) =>
    t.app.db.transaction().execute(async (trx) => {
      await write(trx);
      await bumpVersion(trx, "clinics");
    });
  beforeEach(async () => {
    await writeClinics((trx) => trx.deleteFrom("clinics").where("name", "=", extraClinic.name).execute());
  });

  const get = () => t.app.inject({ method: "GET", url: "/api/v1/clinics" });

  it("returns the 29 seeded clinics in at least six states, with their services as a list, ordered by state, district and name", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    // A change by the team shows at once: nothing keeps an old list.
    expect(res.headers["cache-control"]).toBe("no-cache");
    const body = res.json<ClinicList>();
    expect(clinicListSchema.safeParse(body).success).toBe(true);
    expect(body.clinics).toHaveLength(3 + sampleClinicNetwork.length);
    expect(sampleClinicNetwork.length).toBeGreaterThanOrEqual(25);
    expect(new Set(body.clinics.map((c) => c.state)).size).toBeGreaterThanOrEqual(6);
    expect(body.clinics.map((c) => c.id)).toEqual([...body.clinics].sort(byStateDistrictName).map((c) => c.id));
    for (const sample of sampleClinics) expect(body.clinics).toContainEqual({ ...sample, ...sampleClinicsHindi[sample.id] });
    for (const clinic of body.clinics) {
      expect(Array.isArray(clinic.services)).toBe(true);
      for (const service of clinic.services) expect(clinicServices).toContain(service);
    }
  });

  it("answers every request: the page renderer calls it for each visit, so it is not rate-limited", async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get().then((r) => r.statusCode)));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("leaves out a stored clinic whose services are not valid JSON or not known, reports why, and still lists the others", async () => {
    await writeClinics((trx) =>
      trx
        .insertInto("clinics")
        .values([
          { ...extraClinic, id: "bad-json", services: "[not json" },
          { ...extraClinic, id: "unknown-service", services: JSON.stringify(["Leaf Analysis"]) },
          { ...extraClinic, id: "good", services: JSON.stringify(["Advisory Services"]) },
        ])
        .execute(),
    );
    // The search that rebuilds the cache after the change reports each row left out, with the reason.
    const invalid: InvalidClinic[] = [];
    const near = (await nearestClinics(t.app.db, "Pune", { onInvalid: (c) => invalid.push(c) })) as NearestClinics;
    expect(invalid.map((c) => c.id).sort()).toEqual(["bad-json", "unknown-service"]);
    expect(invalid.find((c) => c.id === "unknown-service")!.reason).toMatch(/^services\.0: /);
    expect(near.clinics[0]!.id).toBe("good");
    const res = await get();
    expect(res.statusCode).toBe(200);
    const ids = res.json<ClinicList>().clinics.map((c) => c.id);
    expect(ids).toContain("good");
    expect(ids).not.toContain("bad-json");
    expect(ids).not.toContain("unknown-service");
    expect(ids).toHaveLength(3 + sampleClinicNetwork.length + 1);
  });

  it("answers a write to the list with 404, never a 500", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/clinics", payload: {} });
    expect(res.statusCode).toBe(404);
  });

  describe("nearest clinics", () => {
    const near = (query: string) => t.app.inject({ method: "GET", url: `/api/v1/clinics?${query}` });
    const tumakuru = sampleClinics[0]!;

    it("ranks clinics by distance from a PIN code, says which place it understood, and gives each distance", async () => {
      const res = await near("near=572101");
      expect(res.statusCode).toBe(200);
      const body = res.json<NearestClinics>();
      expect(nearestClinicsSchema.safeParse(body).success).toBe(true);
      expect(body.near.label).toMatch(/572101.*Tumakuru.*Karnataka/);
      expect(body.near.lat).toBeCloseTo(13.38, 1);
      expect(body.clinics[0]!.id).toBe(tumakuru.id);
      expect(body.clinics[0]!.distanceKm).toBeLessThan(20);
      const distances = body.clinics.map((c) => c.distanceKm!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(body.clinics).toHaveLength(3 + sampleClinicNetwork.length);
    });

    it("understands a place name, with or without its state, ignoring case, and a PIN code written with a space", async () => {
      for (const [query, label, first] of [
        ["near=Nashik", /^Nashik, Maharashtra$/, "Dharti Soil Clinic, Nashik"],
        ["near=ludhiana%2C%20punjab", /^Ludhiana, Punjab$/, "Ludhiana Kisan Soil Clinic"],
        ["near=572%20101", /572101/, tumakuru.name],
      ] as const) {
        const body = (await near(query)).json<NearestClinics>();
        expect(body.near.label).toMatch(label);
        expect(body.clinics[0]!.name).toBe(first);
      }
    });

    it("ranks from a point given as lat and lng, and keeps to the limit", async () => {
      const res = await near("lat=12.52&lng=76.9&limit=2");
      expect(res.statusCode).toBe(200);
      const body = res.json<NearestClinics>();
      expect(body.near).toEqual({ label: "12.5200, 76.9000", lat: 12.52, lng: 76.9, kind: "point" });
      expect(body.clinics.map((c) => c.district)).toEqual(["Mandya", "Tumakuru"]);
      expect(body.clinics[0]!.distanceKm).toBeLessThan(1);
    });

    it("answers 400 naming an unknown PIN code or place, and bad coordinates or limits", async () => {
      for (const [query, message] of [
        ["near=999999", /PIN code "999999" is not known/],
        ["near=12345", /A PIN code has 6 digits; "12345" has 5/],
        ["near=Xyzzyville", /Place "Xyzzyville" is not known/],
        ["near=", /Give a PIN code or a place name/],
        ["lat=95&lng=77", /lat must be between/],
        ["lat=12", /both lat and lng/],
        ["near=Pune&limit=0", /limit must be between/],
      ] as const) {
        const res = await near(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ error: { message: string } }>().error.message).toMatch(message);
      }
    });

    it("hides a closed (inactive) clinic from the list and from nearest searches", async () => {
      await writeClinics((trx) => trx.updateTable("clinics").set({ active: 0 }).where("id", "=", tumakuru.id).execute());
      try {
        expect((await get()).json<ClinicList>().clinics.map((c) => c.id)).not.toContain(tumakuru.id);
        const body = (await near("near=572101")).json<NearestClinics>();
        expect(body.clinics.map((c) => c.id)).not.toContain(tumakuru.id);
      } finally {
        await writeClinics((trx) => trx.updateTable("clinics").set({ active: 1 }).where("id", "=", tumakuru.id).execute());
      }
    });
  });
});
