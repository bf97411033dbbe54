// The team's clinic management: list with search and state filter, create, change, close (active = false) and delete,
// CSV export, and CSV import that writes every row or none.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { ClinicRow, ClinicsTable, Db } from "../db/database.ts";
import type { Insertable } from "kysely";
import {
  CLINIC_CSV_COLUMNS,
  OPTIONAL_CSV_COLUMNS,
  clinicInputSchema,
  type AdminClinic,
  type AdminClinicList,
  type AdminClinicQuery,
  type ClinicFields,
  type ClinicImportReport,
  type ClinicImportRow,
} from "../../shared/schemas/clinic-admin.ts";
import { parseCsv, unneutralise } from "../../shared/csv-parse.ts";
import { csvPhone } from "../../shared/csv.ts";
import { notFound } from "../errors.ts";
import { parseJsonList } from "./clinics.ts";
import { bumpVersion } from "./content-version.ts";

const list = (text: string): string[] => {
  const v = parseJsonList(text);
  return Array.isArray(v) ? v.map(String) : [];
};

export function toAdminClinic(row: ClinicRow): AdminClinic {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    district: row.district,
    state: row.state as AdminClinic["state"],
    pinCode: row.pin_code,
    services: list(row.services) as AdminClinic["services"],
    phone: row.phone,
    email: row.email,
    coordinates: { lat: Number(row.lat), lng: Number(row.lng) },
    openingHours: row.opening_hours,
    languages: list(row.languages),
    active: Number(row.active) === 1,
    nameHi: row.name_hi ?? "",
    addressHi: row.address_hi ?? "",
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at ?? row.created_at),
  };
}

function toRow(fields: ClinicFields, now: string) {
  return {
    name: fields.name,
    address: fields.address,
    district: fields.district,
    state: fields.state,
    pin_code: fields.pinCode,
    services: JSON.stringify(fields.services),
    phone: fields.phone,
    email: fields.email,
    lat: fields.coordinates.lat,
    lng: fields.coordinates.lng,
    opening_hours: fields.openingHours,
    languages: JSON.stringify(fields.languages),
    active: fields.active ? 1 : 0,
    name_hi: fields.nameHi,
    address_hi: fields.addressHi,
    updated_at: now,
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Clinics by state, district and name; `q` searches name, district, address and PIN code, ignoring case. */
export async function listAdminClinics(db: Db, query: AdminClinicQuery): Promise<AdminClinicList> {
  let select = db.selectFrom("clinics").selectAll();
  if (query.state) select = select.where("state", "=", query.state);
  if (query.status !== "all") select = select.where("active", "=", query.status === "active" ? 1 : 0);
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    select = select.where((eb) =>
      eb.or(
        (["name", "district", "address", "pin_code"] as const).map((col) => eb(sql`lower(${sql.ref(col)})`, "like", sql`${pattern} escape '\\'`)),
      ),
    );
  }
  const rows = await select.orderBy("state").orderBy("district").orderBy("name").orderBy("id").execute();
  return { clinics: rows.map(toAdminClinic), total: rows.length };
}

export async function getAdminClinic(db: Db, id: string): Promise<AdminClinic> {
  const row = await db.selectFrom("clinics").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("No clinic with this id.");
  return toAdminClinic(row);
}

// Every write below bumps the "clinics" version in its own transaction, so the public finder's cache (services/clinics.ts)
// on every instance sees the change at the next search.

export async function createClinic(db: Db, fields: ClinicFields, now = new Date()): Promise<AdminClinic> {
  const at = now.toISOString();
  const values: Insertable<ClinicsTable> = { id: randomUUID(), ...toRow(fields, at), created_at: at };
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("clinics").values(values).execute();
    await bumpVersion(trx, "clinics", now);
  });
  return getAdminClinic(db, values.id);
}

export async function updateClinic(db: Db, id: string, fields: ClinicFields, now = new Date()): Promise<AdminClinic> {
  await db.transaction().execute(async (trx) => {
    const result = await trx.updateTable("clinics").set(toRow(fields, now.toISOString())).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound("No clinic with this id.");
    await bumpVersion(trx, "clinics", now);
  });
  return getAdminClinic(db, id);
}

export async function deleteClinic(db: Db, id: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("clinics").where("id", "=", id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw notFound("No clinic with this id.");
    await bumpVersion(trx, "clinics", now);
  });
}

const LIST_SEPARATOR = "; ";

/** The export's rows, in CLINIC_CSV_COLUMNS order. */
export async function clinicCsvRows(db: Db): Promise<unknown[][]> {
  const { clinics } = await listAdminClinics(db, { status: "all" });
  return clinics.map((c) => [
    c.id,
    c.name,
    c.address,
    c.district,
    c.state,
    c.pinCode,
    c.services.join(LIST_SEPARATOR),
    csvPhone(c.phone),
    c.email,
    c.coordinates.lat,
    c.coordinates.lng,
    c.openingHours,
    c.languages.join(LIST_SEPARATOR),
    c.active ? "yes" : "no",
    c.nameHi,
    c.addressHi,
  ]);
}

const splitList = (cell: string) =>
  cell
    .split(/[;|]/)
    .map((s) => s.trim())
    .filter(Boolean);

const number = (cell: string): unknown => (cell.trim() === "" || !Number.isFinite(Number(cell)) ? cell : Number(cell));

function activeCell(cell: string): unknown {
  const v = cell.trim().toLowerCase();
  if (v === "" || ["yes", "true", "1", "active"].includes(v)) return true;
  if (["no", "false", "0", "inactive"].includes(v)) return false;
  return cell;
}

const MAX_IMPORT_ROWS = 5000;

/**
 * Imports a CSV with the export's columns (in any order). A row with the ID of a stored clinic updates it; a row with
 * no ID, or an unknown one, adds a clinic. Every row is checked first; if any is refused nothing is written, and the
 * report says why row by row. Otherwise all rows are written in one transaction.
 */
export async function importClinicCsv(db: Db, text: string, now = new Date()): Promise<ClinicImportReport> {
  const empty = { applied: false, added: 0, updated: 0, refused: 0, rows: [] };
  const rows = parseCsv(text);
  const header = rows.shift();
  if (!header) return { ...empty, error: "The file is empty: it needs a header row with the clinic columns." };
  const names = header.cells.map((h) => h.trim().toLowerCase());
  const columnOf: Partial<Record<(typeof CLINIC_CSV_COLUMNS)[number], number>> = {};
  for (const column of CLINIC_CSV_COLUMNS) {
    const at = names.indexOf(column.toLowerCase());
    if (at >= 0) columnOf[column] = at;
  }
  const missing = CLINIC_CSV_COLUMNS.filter((c) => !OPTIONAL_CSV_COLUMNS.includes(c) && columnOf[c] === undefined);
  if (missing.length > 0) return { ...empty, error: `The header row lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}.` };
  if (rows.length === 0) return { ...empty, error: "The file has a header row but no clinics." };
  if (rows.length > MAX_IMPORT_ROWS) return { ...empty, error: `The file has ${rows.length} clinics; import at most ${MAX_IMPORT_ROWS} at a time.` };

  const existing = new Set((await db.selectFrom("clinics").select("id").execute()).map((r) => r.id));
  const seenIds = new Map<string, number>();
  const report: ClinicImportRow[] = [];
  const writes: { id: string; update: boolean; fields: ClinicFields }[] = [];
  for (const { line, cells } of rows) {
    const cell = (column: (typeof CLINIC_CSV_COLUMNS)[number]) => {
      const at = columnOf[column];
      return at === undefined ? "" : unneutralise((cells[at] ?? "").trim());
    };
    const id = cell("ID");
    const name = cell("Name");
    const errors: string[] = [];
    if (id && !/^[A-Za-z0-9_-]{1,64}$/.test(id)) errors.push("ID: may hold only letters, digits, - and _ (leave it empty for a new clinic).");
    if (id && seenIds.has(id)) errors.push(`ID: the same clinic is already on line ${seenIds.get(id)}.`);
    if (id) seenIds.set(id, line);
    const parsed = clinicInputSchema.safeParse({
      name,
      address: cell("Address"),
      district: cell("District"),
      state: cell("State"),
      pinCode: cell("PIN Code"),
      services: splitList(cell("Services")),
      phone: cell("Phone"),
      email: cell("Email"),
      coordinates: { lat: number(cell("Latitude")), lng: number(cell("Longitude")) },
      openingHours: cell("Opening Hours"),
      languages: splitList(cell("Languages")),
      active: activeCell(cell("Active")),
      nameHi: cell("Name (Hindi)"),
      addressHi: cell("Address (Hindi)"),
    });
    if (!parsed.success) for (const issue of parsed.error.issues) errors.push(issue.message);
    if (errors.length > 0 || !parsed.success) {
      report.push({ line, name, status: "refused", errors: [...new Set(errors)] });
      continue;
    }
    const update = id !== "" && existing.has(id);
    const rowId = id || randomUUID();
    writes.push({ id: rowId, update, fields: parsed.data });
    report.push({ line, name, status: update ? "updated" : "added", id: rowId });
  }
  const count = (s: ClinicImportRow["status"]) => report.filter((r) => r.status === s).length;
  const summary = { added: count("added"), updated: count("updated"), refused: count("refused"), rows: report };
  if (summary.refused > 0) return { applied: false, ...summary };

  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    for (const w of writes) {
      if (w.update) await trx.updateTable("clinics").set(toRow(w.fields, at)).where("id", "=", w.id).execute();
      else await trx.insertInto("clinics").values({ id: w.id, ...toRow(w.fields, at), created_at: at }).execute();
    }
    await bumpVersion(trx, "clinics", now);
  });
  return { applied: true, ...summary };
}
