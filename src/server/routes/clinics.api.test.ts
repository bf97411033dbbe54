// GET /api/v1/clinics on SQLite and PostgreSQL: the seeded clinics with parsed services in the shared schema's shape.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clinicListSchema, clinicServices, type Clinic, type ClinicList } from "../../shared/schemas/clinic.ts";
import { sampleClinics } from "../db/seed/clinics.ts";
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
  beforeEach(async () => {
    await t.app.db.deleteFrom("clinics").where("name", "=", extraClinic.name).execute();
  });

  const get = () => t.app.inject({ method: "GET", url: "/api/v1/clinics" });

  it("returns the three seeded clinics in two states, with their services as a list, ordered by state, district and name", async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = res.json<ClinicList>();
    expect(clinicListSchema.safeParse(body).success).toBe(true);
    expect(body.clinics).toHaveLength(3);
    expect(new Set(body.clinics.map((c) => c.state)).size).toBe(2);
    expect(body.clinics).toEqual([...sampleClinics].sort(byStateDistrictName));
    for (const clinic of body.clinics) {
      expect(Array.isArray(clinic.services)).toBe(true);
      for (const service of clinic.services) expect(clinicServices).toContain(service);
    }
  });

  it("answers every request: the page renderer calls it for each visit, so it is not rate-limited", async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get().then((r) => r.statusCode)));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("leaves out a stored clinic whose services are not valid JSON or not known, and still lists the others", async () => {
    await t.app.db
      .insertInto("clinics")
      .values([
        { ...extraClinic, id: "bad-json", services: "[not json" },
        { ...extraClinic, id: "unknown-service", services: JSON.stringify(["Leaf Analysis"]) },
        { ...extraClinic, id: "good", services: JSON.stringify(["Advisory Services"]) },
      ])
      .execute();
    const res = await get();
    expect(res.statusCode).toBe(200);
    const ids = res.json<ClinicList>().clinics.map((c) => c.id);
    expect(ids).toContain("good");
    expect(ids).not.toContain("bad-json");
    expect(ids).not.toContain("unknown-service");
    expect(ids).toHaveLength(4);
  });

  it("answers a write to the list with 404, never a 500", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/v1/clinics", payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
