// Reads the clinics for the clinic finder: rows become the shared Clinic shape, services parsed from their JSON text.
import type { ClinicRow, Db } from "../db/database.ts";
import { clinicSchema, type Clinic } from "../../shared/schemas/clinic.ts";

/** A stored clinic that does not fit the Clinic schema, and why; it is left out of the list rather than failing it. */
export interface InvalidClinic {
  id: string;
  reason: string;
}

function parseServices(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The row as a Clinic, or the reason it is not one (bad services JSON, an unknown service, a bad e-mail...). */
export function toClinic(row: ClinicRow): { clinic: Clinic } | { invalid: InvalidClinic } {
  const parsed = clinicSchema.safeParse({
    id: row.id,
    name: row.name,
    address: row.address,
    district: row.district,
    state: row.state,
    services: parseServices(row.services),
    phone: row.phone,
    email: row.email,
    // PostgreSQL `real` comes back as a number, but a driver may hand a numeric column over as text.
    coordinates: { lat: Number(row.lat), lng: Number(row.lng) },
  });
  if (parsed.success) return { clinic: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { invalid: { id: row.id, reason: `${issue.path.join(".")}: ${issue.message}` } };
}

/** Every clinic, by state, district and name; a row that does not fit the schema is reported to `onInvalid` and skipped. */
export async function listClinics(db: Db, onInvalid: (clinic: InvalidClinic) => void = () => {}): Promise<Clinic[]> {
  const rows = await db.selectFrom("clinics").selectAll().orderBy("state").orderBy("district").orderBy("name").orderBy("id").execute();
  const clinics: Clinic[] = [];
  for (const row of rows) {
    const result = toClinic(row);
    if ("clinic" in result) clinics.push(result.clinic);
    else onInvalid(result.invalid);
  }
  return clinics;
}
