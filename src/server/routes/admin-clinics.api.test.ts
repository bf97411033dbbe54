// The team's clinic endpoints on SQLite and PostgreSQL: list with search and state filter, create, read, change, close
// and delete with clear 400s for every field, CSV export and import (good rows added or updated, bad rows refusing the
// whole file with reasons row by row), the PIN code look-up, and changes seen at once by the public finder and the
// nearest search (each write bumps the clinics content version).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CLINICS_API, type ClinicList, type NearestClinics } from "../../shared/schemas/clinic.ts";
import { CLINIC_CSV_COLUMNS, type AdminClinic, type AdminClinicList, type ClinicImportReport, type ClinicInput } from "../../shared/schemas/clinic-admin.ts";
import { buildCsv } from "../../shared/csv.ts";
import { parseCsv } from "../../shared/csv-parse.ts";
import { sampleClinics } from "../db/seed/clinics.ts";
import { sampleClinicNetwork } from "../db/seed/clinic-network.ts";
import { bumpVersion, readVersion } from "../services/content-version.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const ADMIN = { email: "meera@example.in", password: "mitti-ki-sehat" };
const SEEDED = 3 + sampleClinicNetwork.length;

const newClinic: ClinicInput = {
  name: "Baramati Sample Soil Clinic",
  address: "Bhigwan Road, Baramati 413102",
  district: "Pune",
  state: "Maharashtra",
  pinCode: "413102",
  services: ["7-Parameter Test", "Advisory Services"],
  phone: "+91 90000 12345",
  email: "baramati@example.in",
  coordinates: { lat: 18.1516, lng: 74.5777 },
  openingHours: "Mon–Sat 9:00–17:00",
  languages: ["Marathi", "Hindi"],
};

describe.each(testDatabases)("admin clinic endpoints on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : typeof payload === "string" ? { payload } : { payload: payload as object }) });
  const publicIds = async () => (await t.app.inject({ method: "GET", url: "/api/v1/clinics" })).json<ClinicList>().clinics.map((c) => c.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = await signInFirstAdmin(t.app, ADMIN);
  });
  afterAll(async () => t?.close());

  it("lists every clinic with all its fields, searches name, district, address and PIN, and filters by state and status", async () => {
    const all = (await call("GET", ADMIN_CLINICS_API.list)).json<AdminClinicList>();
    expect(all.total).toBe(SEEDED);
    const tumakuru = all.clinics.find((c) => c.id === sampleClinics[0]!.id)!;
    expect(tumakuru).toMatchObject({ pinCode: "572101", active: true, openingHours: "Mon–Sat 9:00–18:00", languages: ["Kannada", "English"] });
    expect((await call("GET", `${ADMIN_CLINICS_API.list}?q=KUNIGAL`)).json<AdminClinicList>().clinics.map((c) => c.name)).toEqual(["Kunigal Mitti Clinic"]);
    expect((await call("GET", `${ADMIN_CLINICS_API.list}?q=572101`)).json<AdminClinicList>().total).toBe(1);
    expect((await call("GET", `${ADMIN_CLINICS_API.list}?q=100%25`)).json<AdminClinicList>().total).toBe(0);
    const punjab = (await call("GET", `${ADMIN_CLINICS_API.list}?state=Punjab`)).json<AdminClinicList>();
    expect(punjab.total).toBe(3);
    expect(punjab.clinics.every((c) => c.state === "Punjab")).toBe(true);
    const bad = await call("GET", `${ADMIN_CLINICS_API.list}?state=Atlantis`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toBe("Unknown state.");
  });

  it("creates a clinic that the public finder and nearest search show at once, changes it, closes it and deletes it", async () => {
    const created = await call("POST", ADMIN_CLINICS_API.list, newClinic);
    expect(created.statusCode).toBe(201);
    const clinic = created.json<{ clinic: AdminClinic }>().clinic;
    expect(clinic).toMatchObject({ ...newClinic, active: true });
    expect(await publicIds()).toContain(clinic.id);
    const near = (await t.app.inject({ method: "GET", url: "/api/v1/clinics?near=413102" })).json<NearestClinics>();
    expect(near.clinics[0]!.id).toBe(clinic.id);

    const got = (await call("GET", ADMIN_CLINICS_API.one(clinic.id))).json<{ clinic: AdminClinic }>().clinic;
    expect(got).toEqual(clinic);

    const changed = await call("PUT", ADMIN_CLINICS_API.one(clinic.id), { ...newClinic, phone: "+91 90000 99999", services: ["Satellite Analysis"] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ clinic: AdminClinic }>().clinic).toMatchObject({ phone: "+91 90000 99999", services: ["Satellite Analysis"] });

    const closed = await call("PUT", ADMIN_CLINICS_API.one(clinic.id), { ...newClinic, active: false });
    expect(closed.json<{ clinic: AdminClinic }>().clinic.active).toBe(false);
    expect(await publicIds()).not.toContain(clinic.id);
    expect((await call("GET", `${ADMIN_CLINICS_API.list}?status=inactive`)).json<AdminClinicList>().clinics.map((c) => c.id)).toEqual([clinic.id]);

    expect((await call("DELETE", ADMIN_CLINICS_API.one(clinic.id))).statusCode).toBe(204);
    expect((await call("GET", ADMIN_CLINICS_API.one(clinic.id))).statusCode).toBe(404);
    expect((await call("DELETE", ADMIN_CLINICS_API.one(clinic.id))).statusCode).toBe(404);
    expect((await call("PUT", ADMIN_CLINICS_API.one(clinic.id), newClinic)).statusCode).toBe(404);
  });

  it.each([
    ["a short name", { name: "A" }, "Name must be at least 3 characters."],
    ["no address", { address: "" }, "Address must be at least 5 characters."],
    ["an unknown state", { state: "Atlantis" }, "State must be one of the states or union territories of India."],
    ["a 5-digit PIN code", { pinCode: "57210" }, "PIN code must be 6 digits and cannot start with 0."],
    ["no service", { services: [] }, "Choose at least one service."],
    ["an unknown service", { services: ["Leaf Analysis"] }, "Services must be among"],
    ["letters in the phone", { phone: "call me" }, "Phone may hold only digits"],
    ["a short phone", { phone: "12345" }, "Phone must have 10 to 13 digits."],
    ["a bad e-mail", { email: "not-an-email" }, "E-mail must be a valid address"],
    ["coordinates outside India", { coordinates: { lat: 51.5, lng: -0.12 } }, "Latitude must be inside India"],
    ["coordinates as text", { coordinates: { lat: "north", lng: 77 } }, "Latitude must be a number."],
    ["no opening hours", { openingHours: "" }, "Opening hours must be at least 3 characters."],
    ["no language", { languages: [] }, "Name at least one language spoken."],
  ])("refuses %s with a 400 that says what to fix", async (_label, change, message) => {
    const res = await call("POST", ADMIN_CLINICS_API.list, { ...newClinic, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toContain(message);
  });

  it("exports every clinic as CSV with the import's columns, safe for spreadsheets", async () => {
    const res = await call("GET", ADMIN_CLINICS_API.export);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename=".*-clinics-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv(res.body);
    expect(rows[0]!.cells).toEqual([...CLINIC_CSV_COLUMNS]);
    expect(rows).toHaveLength(SEEDED + 1);
    const tumakuru = rows.find((r) => r.cells[0] === sampleClinics[0]!.id)!.cells;
    expect(tumakuru).toEqual([
      sampleClinics[0]!.id,
      "MittiMitra Soil Clinic, Tumakuru",
      "Near APMC Yard, B.H. Road, Tumakuru 572101",
      "Tumakuru",
      "Karnataka",
      "572101",
      "7-Parameter Test; 13-Parameter Test; Advisory Services; Satellite Analysis",
      "+91 98450 11223",
      "tumakuru@mittimitra.in",
      "13.3409",
      "77.101",
      "Mon–Sat 9:00–18:00",
      "Kannada; English",
      "yes",
      "MittiMitra मिट्टी जांच क्लिनिक, तुमकुरु",
      "एपीएमसी मंडी के पास, बी.एच. रोड, तुमकुरु 572101",
    ]);
  });

  it("imports nothing when one row is bad, and says for each row what would happen or why it is refused", async () => {
    const before = (await call("GET", ADMIN_CLINICS_API.list)).json<AdminClinicList>().total;
    const csv = buildCsv(
      [...CLINIC_CSV_COLUMNS],
      [
        ["", "Good New Clinic", "Station Road, Satara 415001", "Satara", "Maharashtra", "415001", "7-Parameter Test", "+91 90000 00001", "satara@example.in", "17.68", "74.0", "Mon–Fri 10:00–16:00", "Marathi", "yes"],
        ["", "Bad PIN Clinic", "Station Road, Sangli 416416", "Sangli", "Maharashtra", "04164", "Soil Magic", "+91 90000 00002", "sangli@example", "17.1", "74.6", "Mon–Fri", "Marathi", "maybe"],
      ],
    );
    const res = await call("POST", ADMIN_CLINICS_API.import, csv, { "content-type": "text/csv" });
    expect(res.statusCode).toBe(422);
    const report = res.json<ClinicImportReport>();
    expect(report).toMatchObject({ applied: false, added: 1, updated: 0, refused: 1 });
    expect(report.rows[0]).toMatchObject({ line: 2, name: "Good New Clinic", status: "added" });
    expect(report.rows[1]).toMatchObject({ line: 3, name: "Bad PIN Clinic", status: "refused" });
    expect(report.rows[1]!.errors).toEqual(
      expect.arrayContaining([
        "PIN code must be 6 digits and cannot start with 0.",
        expect.stringContaining("Services must be among"),
        "E-mail must be a valid address, like name@example.in.",
        "Active must be true or false.",
      ]),
    );
    expect((await call("GET", ADMIN_CLINICS_API.list)).json<AdminClinicList>().total).toBe(before);
  });

  it("imports good rows in one go: an exported row with changes updates its clinic, a row without ID adds one", async () => {
    const exported = parseCsv((await call("GET", ADMIN_CLINICS_API.export)).body);
    const mandya = exported.find((r) => r.cells[0] === sampleClinics[1]!.id)!.cells;
    const changed = [...mandya];
    changed[7] = "+91 98860 00000";
    changed[13] = "no";
    const csv = buildCsv(
      [...CLINIC_CSV_COLUMNS],
      [changed, ["", "=Formula Farm Clinic", "Station Road, Satara 415001", "Satara", "Maharashtra", "415001", "7-Parameter Test; Advisory Services", "+91 90000 00001", "satara@example.in", "17.68", "74.0", "Mon–Fri 10:00–16:00", "Marathi; Hindi", ""]],
    );
    const res = await call("POST", ADMIN_CLINICS_API.import, csv, { "content-type": "text/csv" });
    expect(res.statusCode).toBe(200);
    const report = res.json<ClinicImportReport>();
    expect(report).toMatchObject({ applied: true, added: 1, updated: 1, refused: 0 });
    const mandyaNow = (await call("GET", ADMIN_CLINICS_API.one(sampleClinics[1]!.id))).json<{ clinic: AdminClinic }>().clinic;
    expect(mandyaNow).toMatchObject({ phone: "+91 98860 00000", active: false, name: sampleClinics[1]!.name });
    // The export wrote "'=Formula…" to keep spreadsheets safe; the import reads the name back as typed.
    const added = (await call("GET", ADMIN_CLINICS_API.one(report.rows[1]!.id!))).json<{ clinic: AdminClinic }>().clinic;
    expect(added).toMatchObject({ name: "=Formula Farm Clinic", services: ["7-Parameter Test", "Advisory Services"], languages: ["Marathi", "Hindi"], active: true });
    expect(await publicIds()).not.toContain(sampleClinics[1]!.id);
  });

  it("answers a file without the clinic columns, an empty file or a non-CSV body with a 400", async () => {
    for (const [body, type, message] of [
      ["Name,Phone\nX,1\n", "text/csv", /lacks the columns Address, District/],
      ["", "text/csv", /empty|Send the CSV/],
      [buildCsv([...CLINIC_CSV_COLUMNS], []), "text/csv", /no clinics/],
      [JSON.stringify({ file: "x" }), "application/json", /Send the CSV file as text\/csv/],
      [JSON.stringify({ csv: "Name\nX\n" }), "application/json", /lacks the columns/],
    ] as const) {
      const res = await call("POST", ADMIN_CLINICS_API.import, body, { "content-type": type });
      expect(res.statusCode, body).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(message);
    }
  });

  it("looks up a PIN code or place for the form's coordinates, and says when it is unknown", async () => {
    const res = await call("GET", `${ADMIN_CLINICS_API.place}?q=571401`);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ place: { district: string; state: string; lat: number } }>().place).toMatchObject({ district: "Mandya", state: "Karnataka" });
    const unknown = await call("GET", `${ADMIN_CLINICS_API.place}?q=999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe('PIN code "999999" is not known.');
    expect((await call("GET", ADMIN_CLINICS_API.place)).statusCode).toBe(400);
  });

  it("answers 401 to every clinic endpoint without a session", async () => {
    for (const [method, url] of [
      ["GET", ADMIN_CLINICS_API.list],
      ["POST", ADMIN_CLINICS_API.list],
      ["GET", ADMIN_CLINICS_API.export],
      ["POST", ADMIN_CLINICS_API.import],
      ["GET", ADMIN_CLINICS_API.one(sampleClinics[0]!.id)],
      ["DELETE", ADMIN_CLINICS_API.one(sampleClinics[0]!.id)],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("shows every change by the team in the very next nearest search: moved coordinates, closing, reopening, deleting, importing", async () => {
    // Three points far from every sample clinic (Baramati, Jaisalmer, Bikaner); a search from a clinic's own point
    // answers it first, 0 km away.
    const baramati = newClinic.coordinates;
    const jaisalmer = { lat: 26.9157, lng: 70.9083 };
    const bikaner = { lat: 28.0229, lng: 73.3119 };
    const nearest = async (at: { lat: number; lng: number }) =>
      (await t.app.inject({ method: "GET", url: `/api/v1/clinics?lat=${at.lat}&lng=${at.lng}&limit=200` })).json<NearestClinics>().clinics;
    const firstId = async (at: { lat: number; lng: number }) => (await nearest(at))[0]!.id;
    const ids = async (at: { lat: number; lng: number }) => (await nearest(at)).map((c) => c.id);

    const id = (await call("POST", ADMIN_CLINICS_API.list, newClinic)).json<{ clinic: AdminClinic }>().clinic.id;
    expect(await firstId(baramati)).toBe(id);
    expect((await nearest(baramati))[0]!.distanceKm).toBe(0);

    expect((await call("PUT", ADMIN_CLINICS_API.one(id), { ...newClinic, coordinates: jaisalmer })).statusCode).toBe(200);
    expect(await firstId(jaisalmer)).toBe(id);
    expect(await firstId(baramati)).not.toBe(id);

    await call("PUT", ADMIN_CLINICS_API.one(id), { ...newClinic, coordinates: jaisalmer, active: false });
    expect(await ids(jaisalmer)).not.toContain(id);
    await call("PUT", ADMIN_CLINICS_API.one(id), { ...newClinic, coordinates: jaisalmer, active: true });
    expect(await firstId(jaisalmer)).toBe(id);

    expect((await call("DELETE", ADMIN_CLINICS_API.one(id))).statusCode).toBe(204);
    expect(await ids(jaisalmer)).not.toContain(id);

    const row = (clinicId: string, at: { lat: number; lng: number }, active: string) => [
      clinicId,
      "Bikaner Import Soil Clinic",
      "Station Road, Bikaner 334001",
      "Bikaner",
      "Rajasthan",
      "334001",
      "7-Parameter Test",
      "+91 90000 00003",
      "bikaner@example.in",
      String(at.lat),
      String(at.lng),
      "Mon–Sat 9:00–17:00",
      "Hindi",
      active,
    ];
    const importCsv = async (rows: string[][]) =>
      (await call("POST", ADMIN_CLINICS_API.import, buildCsv([...CLINIC_CSV_COLUMNS], rows), { "content-type": "text/csv" })).json<ClinicImportReport>();
    const added = await importCsv([row("", bikaner, "yes")]);
    expect(added).toMatchObject({ applied: true, added: 1 });
    const importedId = added.rows[0]!.id!;
    expect(await firstId(bikaner)).toBe(importedId);
    expect((await importCsv([row(importedId, jaisalmer, "yes")])).updated).toBe(1);
    expect(await firstId(jaisalmer)).toBe(importedId);
    expect(await firstId(bikaner)).not.toBe(importedId);
    await importCsv([row(importedId, jaisalmer, "no")]);
    expect(await ids(jaisalmer)).not.toContain(importedId);
    expect((await call("DELETE", ADMIN_CLINICS_API.one(importedId))).statusCode).toBe(204);
  });

  it("counts each change to clinics in content_versions: one up per bump, concurrent bumps all counted, a rolled-back bump not", async () => {
    const db = t.app.db;
    const before = await readVersion(db, "clinics");
    // The two clinic seeds and the admin writes of the tests above each bumped it.
    expect(before).toBeGreaterThan(2);
    const bumps = await Promise.all(Array.from({ length: 8 }, () => bumpVersion(db, "clinics")));
    expect([...bumps].sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
    expect(await readVersion(db, "clinics")).toBe(before + 8);
    // The first bump of a name makes it 1; inside a transaction that rolls back, neither the delete nor the bump stays.
    const rolledBack = db.transaction().execute(async (trx) => {
      await trx.deleteFrom("content_versions").where("name", "=", "clinics").execute();
      expect(await readVersion(trx, "clinics")).toBe(0);
      expect(await bumpVersion(trx, "clinics")).toBe(1);
      throw new Error("roll back");
    });
    await expect(rolledBack).rejects.toThrow("roll back");
    expect(await readVersion(db, "clinics")).toBe(before + 8);
  });

  it("bumps the clinics version with each admin write, and not for a refused one", async () => {
    const version = () => readVersion(t.app.db, "clinics");
    const start = await version();
    const id = (await call("POST", ADMIN_CLINICS_API.list, newClinic)).json<{ clinic: AdminClinic }>().clinic.id;
    expect(await version()).toBe(start + 1);
    await call("PUT", ADMIN_CLINICS_API.one(id), { ...newClinic, active: false });
    expect(await version()).toBe(start + 2);
    expect((await call("PUT", ADMIN_CLINICS_API.one("no-such-clinic"), newClinic)).statusCode).toBe(404);
    expect((await call("POST", ADMIN_CLINICS_API.list, { ...newClinic, name: "A" })).statusCode).toBe(400);
    expect(await version()).toBe(start + 2);
    await call("DELETE", ADMIN_CLINICS_API.one(id));
    expect(await version()).toBe(start + 3);
    expect((await call("DELETE", ADMIN_CLINICS_API.one(id))).statusCode).toBe(404);
    expect(await version()).toBe(start + 3);
  });
});
