// Change counters for content that instances cache in memory (table content_versions). Every write to the content
// bumps its counter in the same transaction, so a reader that compares one row, read by primary key, with the version
// of its copy knows at once whether the copy is current, whichever instance made the change.
import { sql, type Kysely } from "kysely";
import type { Database, Db } from "../db/database.ts";

/** The kinds of content counted; a new cache adds its name here, and every writer of that content bumps it. */
export const contentNames = ["clinics", "blog", "knowledge"] as const;
export type ContentName = (typeof contentNames)[number];

/**
 * Adds one to the version of `name` (the first bump makes it 1) and returns the new version, in one statement that is
 * safe under any concurrency on SQLite and PostgreSQL. Give it the transaction that writes the content: the new version
 * then becomes visible together with the change, never before it.
 */
export async function bumpVersion(db: Kysely<Database>, name: ContentName, now = new Date()): Promise<number> {
  const row = await db
    .insertInto("content_versions")
    .values({ name, version: 1, changed_at: now.toISOString() })
    .onConflict((oc) =>
      oc.column("name").doUpdateSet({ version: sql<number>`content_versions.version + 1`, changed_at: sql<string>`excluded.changed_at` }),
    )
    .returning("version")
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

/** The current version of `name`; 0 while it has never been bumped. */
export async function readVersion(db: Db, name: ContentName): Promise<number> {
  const row = await db.selectFrom("content_versions").select("version").where("name", "=", name).executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** The current version of every kind of content (0 for one never bumped), in one read of the small table. */
export async function readVersions(db: Db): Promise<Map<ContentName, number>> {
  const rows = await db.selectFrom("content_versions").select(["name", "version"]).execute();
  const versions = new Map<ContentName, number>(contentNames.map((name) => [name, 0]));
  for (const row of rows) if (versions.has(row.name as ContentName)) versions.set(row.name as ContentName, Number(row.version));
  return versions;
}
