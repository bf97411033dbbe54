// Clinics in Hindi (issue 29) on SQLite and PostgreSQL: the seeded clinics carry a Hindi name and address, the team
// writes them in the form and the CSV (optional columns), the finder's API returns them, and the assistant answers a
// Hindi question with them; its place look-up is the finder's (Devanagari, a name two districts share).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_CLINICS_API, type ClinicList } from "../../shared/schemas/clinic.ts";
import { CLINIC_CSV_COLUMNS, type AdminClinic, type ClinicImportReport, type ClinicInput } from "../../shared/schemas/clinic-admin.ts";
import { buildCsv } from "../../shared/csv.ts";
import { parseCsv } from "../../shared/csv-parse.ts";
import { sampleClinicsHindi } from "../db/seed/clinic-network.ts";
import { Assistant } from "../assistant/assistant.ts";
import { signInFirstAdmin } from "../test-support/first-admin.ts";
import { createTestApp, testDatabases, type TestApp } from "../test-support/test-app.ts";

const NASHIK_ID = "6f1c2a4e-1b7d-4c1e-9f0a-1a2b3c4d5e03";

const clinic: ClinicInput = {
  name: "Sitapur Awadh Soil Clinic",
  address: "Lucknow Road, Sitapur 261001",
  district: "Sitapur",
  state: "Uttar Pradesh",
  pinCode: "261001",
  services: ["7-Parameter Test"],
  phone: "+91 90000 26100",
  email: "sitapur@example.in",
  coordinates: { lat: 27.568, lng: 80.679 },
  openingHours: "Mon–Sat 9:00–17:00",
  languages: ["Hindi"],
  nameHi: "सीतापुर अवध मिट्टी जांच क्लिनिक",
  addressHi: "लखनऊ रोड, सीतापुर 261001",
};

describe.each(testDatabases)("clinics in Hindi on %s", (kind) => {
  let t: TestApp;
  let auth: { authorization: string };
  let bot: Assistant;
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : typeof payload === "string" ? { payload } : { payload: payload as object }) });
  const publicClinic = async (id: string) => (await t.app.inject({ method: "GET", url: "/api/v1/clinics" })).json<ClinicList>().clinics.find((c) => c.id === id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    auth = await signInFirstAdmin(t.app, { email: "hindi@example.in", password: "mitti-ki-sehat" });
    bot = new Assistant(t.app.db, t.config.site, undefined, t.app.log);
  });
  afterAll(async () => t?.close());

  it("seeds every sample clinic's Hindi name and address, and the public list returns them", async () => {
    const { clinics } = (await t.app.inject({ method: "GET", url: "/api/v1/clinics" })).json<ClinicList>();
    expect(clinics.length).toBe(Object.keys(sampleClinicsHindi).length);
    for (const c of clinics) expect(c.nameHi, c.name).toBe(sampleClinicsHindi[c.id]!.nameHi);
    expect(await publicClinic(NASHIK_ID)).toMatchObject({ nameHi: "धरती मिट्टी जांच क्लिनिक, नासिक", addressHi: "दुकान नंबर 4, कृषि भवन, डिंडोरी रोड, नासिक 422004" });
  });

  it("keeps the Hindi name and address the team writes, leaves them out once emptied, and exports and imports them", async () => {
    const created = (await call("POST", ADMIN_CLINICS_API.list, clinic)).json<{ clinic: AdminClinic }>().clinic;
    expect(created).toMatchObject({ nameHi: clinic.nameHi, addressHi: clinic.addressHi });
    expect(await publicClinic(created.id)).toMatchObject({ nameHi: clinic.nameHi, addressHi: clinic.addressHi });
    const emptied = await call("PUT", ADMIN_CLINICS_API.one(created.id), { ...clinic, nameHi: "", addressHi: "" });
    expect(emptied.statusCode).toBe(200);
    const shown = await publicClinic(created.id);
    expect(shown).not.toHaveProperty("nameHi");
    expect(shown).not.toHaveProperty("addressHi");

    const exported = parseCsv((await call("GET", ADMIN_CLINICS_API.export)).body.replace(/^\uFEFF/, ""));
    const header = exported[0]!.cells;
    expect(header.slice(-2)).toEqual(["Name (Hindi)", "Address (Hindi)"]);
    const nashik = exported.find((r) => r.cells[0] === NASHIK_ID)!.cells;
    expect(nashik.slice(-2)).toEqual([sampleClinicsHindi[NASHIK_ID]!.nameHi, sampleClinicsHindi[NASHIK_ID]!.addressHi]);

    const row = [created.id, clinic.name, clinic.address, clinic.district, clinic.state, clinic.pinCode, "7-Parameter Test", clinic.phone, clinic.email, 27.568, 80.679, clinic.openingHours, "Hindi", "yes", "सीतापुर मिट्टी क्लिनिक", "लखनऊ रोड, सीतापुर"];
    const imported = (await call("POST", ADMIN_CLINICS_API.import, buildCsv([...CLINIC_CSV_COLUMNS], [row]), { "content-type": "text/csv" })).json<ClinicImportReport>();
    expect(imported).toMatchObject({ applied: true, updated: 1 });
    expect(await publicClinic(created.id)).toMatchObject({ nameHi: "सीतापुर मिट्टी क्लिनिक", addressHi: "लखनऊ रोड, सीतापुर" });
    // A file without the Hindi columns still imports (they are optional), and leaves the Hindi name as it was empty.
    const withoutHindi = buildCsv(CLINIC_CSV_COLUMNS.slice(0, -2), [row.slice(0, -2)]);
    expect((await call("POST", ADMIN_CLINICS_API.import, withoutHindi, { "content-type": "text/csv" })).json<ClinicImportReport>()).toMatchObject({ applied: true });
  });

  it("refuses a Hindi name longer than the form allows, naming the field", async () => {
    const res = await call("POST", ADMIN_CLINICS_API.list, { ...clinic, nameHi: "क".repeat(121) });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/Name \(Hindi\) must be at most 120/);
  });

  it("answers a Hindi clinic question with the finder's place look-up and the clinic's Hindi name", async () => {
    const nashik = await bot.answer("नासिक में मिट्टी जांच क्लिनिक कहाँ है?");
    expect(nashik.response).toContain("धरती मिट्टी जांच क्लिनिक, नासिक");
    expect(nashik.response).toContain("डिंडोरी रोड");
    // Gaya is a town and district of Bihar, not the whole state: the answer names Gaya and the nearest clinic, Patna's.
    const gaya = await bot.answer("गया में क्लिनिक है क्या?");
    expect(gaya.response).toContain("गया");
    expect(gaya.response).toContain("पटना मगध मिट्टी जांच क्लिनिक");
    expect(gaya.response).not.toContain("बिहार");
    const which = await bot.answer("Is there a soil clinic in Aurangabad?");
    expect(which.response).toMatch(/more than one "Aurangabad"/);
    expect(which.response).toContain("Aurangabad, Maharashtra");
    expect(which.response).toContain("Aurangabad, Bihar");
  });
});
