// A clinic's name and address in Hindi (issue 29), shown on Hindi pages and in Hindi chat answers where the team has
// written them; "" where it has not, and the English ones are shown. The sample clinics get theirs from a seed.
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("clinics").addColumn("name_hi", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("clinics").addColumn("address_hi", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("clinics").dropColumn("address_hi").execute();
  await db.schema.alterTable("clinics").dropColumn("name_hi").execute();
}
