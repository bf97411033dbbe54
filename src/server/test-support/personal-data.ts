// Helpers for the personal-data tests (issue 27): an app whose retention timer stays out of the way, and a scan of every
// text column of every table for a text that must be gone.
import { PostgresAdapter, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { createTestApp, type DbKind } from "./test-app.ts";

/** A test app whose retention timer never fires during the test (the retention test runs the job itself). */
export const appWithoutRetentionTimer = (kind: DbKind) => createTestApp(kind, {}, { retentionTiming: { firstCheckMs: 3600_000 } });

/**
 * Every place a text occurs in the database: each text-like column of each table (SQLite: every column, cast to text,
 * the search index's own tables included), compared case-insensitively. Answers "table.column" per hit.
 */
export async function findEverywhere(db: Db, needle: string): Promise<string[]> {
  const hits: string[] = [];
  const pattern = `%${needle.toLowerCase()}%`;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema and t.table_type = 'BASE TABLE'
      where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'json', 'jsonb')`.execute(db);
    for (const { table_name, column_name } of rows) {
      const { rows: found } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table_name)} where lower(${sql.ref(column_name)}::text) like ${pattern}`.execute(db);
      if (Number(found[0]!.n) > 0) hits.push(`${table_name}.${column_name}`);
    }
    return hits;
  }
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db);
  for (const { name } of tables) {
    const { rows: columns } = await sql<{ name: string }>`select name from pragma_table_info(${name})`.execute(db);
    for (const column of columns) {
      const { rows: found } = await sql<{ n: number }>`select count(*) as n from ${sql.table(name)} where lower(cast(${sql.ref(column.name)} as text)) like ${pattern}`.execute(db);
      if (Number(found[0]!.n) > 0) hits.push(`${name}.${column.name}`);
    }
  }
  return hits;
}
