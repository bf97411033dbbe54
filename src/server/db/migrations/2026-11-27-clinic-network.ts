// The clinic network (issue 11): each clinic gets its PIN code, opening hours, languages spoken, whether it is shown to
// the public (a closed clinic is kept for history) and when it last changed. Existing clinics keep their data: the PIN
// code is taken from the end of the address where it is written there.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("clinics").addColumn("pin_code", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("clinics").addColumn("opening_hours", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("clinics").addColumn("languages", "text", (c) => c.notNull().defaultTo("[]")).execute();
  await db.schema.alterTable("clinics").addColumn("active", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable("clinics").addColumn("updated_at", "text").execute();
  await db.schema.createIndex("clinics_active_idx").on("clinics").columns(["active", "state"]).execute();

  const rows: { id: string; address: string; created_at: string }[] = await db.selectFrom("clinics").select(["id", "address", "created_at"]).execute();
  for (const row of rows) {
    const pin = /\b([1-9]\d{5})\s*$/.exec(row.address)?.[1] ?? "";
    await db.updateTable("clinics").set({ pin_code: pin, updated_at: row.created_at }).where("id", "=", row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("clinics_active_idx").ifExists().execute();
  for (const column of ["updated_at", "active", "languages", "opening_hours", "pin_code"]) {
    await db.schema.alterTable("clinics").dropColumn(column).execute();
  }
}
