// The leads screen at 100,000 leads (issue 13): text search through an index, and lead counts per day kept by the
// database itself, so the dashboard adds up a few hundred rows instead of counting the leads table.
//
// Search: SQLite gets an FTS5 table with the trigram tokenizer (substring matches of 3 or more characters, any script,
// case folded), fed by triggers from a view of the searched columns; PostgreSQL gets a stored generated column
// search_text, one lower-cased text of the same columns, with a pg_trgm GIN index (a LIKE '%…%' on it uses the
// index). Both hold the phone twice, as typed and as digits only, so "98765 43210", "9876543210" and
// "+91 98765 43210" all find a lead.
//
// Counts: lead_day_counts holds, per UTC day of created_at (its first 10 characters), how many leads are not held as
// spam. Triggers change it on every insert, delete and change of spam_reason or created_at, in the same transaction.
import { PostgresAdapter, sql, type Kysely } from "kysely";

/** Separators a phone may be typed with (the lead schema allows digits, +, spaces, hyphens and brackets). */
const sqliteDigits = (col: string) =>
  ["' '", "'+'", "'-'", "'('", "')'"].reduce((expr, ch) => `replace(${expr}, ${ch}, '')`, `coalesce(${col}, '')`);

/**
 * The searched text on PostgreSQL, kept as a stored generated column so neither the index nor a query's check works it
 * out again per row. Line feeds keep a search from matching across two fields: search text has none.
 */
const PG_SEARCH_TEXT = `lower(name || E'\\n' || email || E'\\n' || coalesce(phone, '') || E'\\n' || translate(coalesce(phone, ''), ' +-()', '') || E'\\n' || coalesce(location, ''))`;

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("lead_day_counts")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("leads", "integer", (c) => c.notNull())
    .execute();

  if (isPostgres) {
    // pg_trgm is a trusted extension: the database's owner may create it without being a superuser.
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql.raw(`alter table leads add column search_text text generated always as (${PG_SEARCH_TEXT}) stored`).execute(db);
    await sql`create index leads_search_trgm_idx on leads using gin (search_text gin_trgm_ops)`.execute(db);

    // Statement-level triggers with transition tables: a bulk insert of 500 leads is one upsert per day, not 500. An
    // update moves a lead out of its old day's count and into its new one's; a status change nets to nothing and writes
    // nothing. Days are upserted in order, so two transactions touching the same days cannot wait on each other in a circle.
    await sql`
      create function lead_day_counts_update() returns trigger language plpgsql as $$
      begin
        insert into lead_day_counts (day, leads)
        select day, sum(delta) from (
          select substr(created_at, 1, 10) as day, -1 as delta from old_leads where spam_reason is null
          union all
          select substr(created_at, 1, 10), 1 from new_leads where spam_reason is null
        ) changes
        group by day
        having sum(delta) <> 0
        order by day
        on conflict (day) do update set leads = lead_day_counts.leads + excluded.leads;
        return null;
      end $$`.execute(db);
    await sql`
      create function lead_day_counts_insert() returns trigger language plpgsql as $$
      begin
        insert into lead_day_counts (day, leads)
        select substr(created_at, 1, 10), count(*) from new_leads where spam_reason is null group by 1 order by 1
        on conflict (day) do update set leads = lead_day_counts.leads + excluded.leads;
        return null;
      end $$`.execute(db);
    await sql`
      create function lead_day_counts_delete() returns trigger language plpgsql as $$
      begin
        update lead_day_counts c set leads = c.leads - gone.n
        from (select substr(created_at, 1, 10) as day, count(*) as n from old_leads where spam_reason is null group by 1) gone
        where c.day = gone.day;
        return null;
      end $$`.execute(db);
    await sql`create trigger leads_day_counts_insert after insert on leads referencing new table as new_leads for each statement execute function lead_day_counts_insert()`.execute(db);
    await sql`create trigger leads_day_counts_update after update on leads referencing old table as old_leads new table as new_leads for each statement execute function lead_day_counts_update()`.execute(db);
    await sql`create trigger leads_day_counts_delete after delete on leads referencing old table as old_leads for each statement execute function lead_day_counts_delete()`.execute(db);
  } else {
    // An external-content FTS5 table: it keeps only the index, and reads the text from the view when asked. The link
    // is the lead's rowid; 'rebuild' re-reads every row from the view, which also repairs the index should the rowids
    // ever be renumbered (SQLite's VACUUM keeps them in practice but does not promise to).
    await sql.raw(
      `create view leads_search_text as select rowid as lead_rowid, name, email, phone, ${sqliteDigits("phone")} as phone_digits, location from leads`,
    ).execute(db);
    await sql`create virtual table leads_search using fts5(name, email, phone, phone_digits, location, content='leads_search_text', content_rowid='lead_rowid', tokenize='trigram')`.execute(db);
    const values = (row: "new" | "old") =>
      `${row}.rowid, ${row}.name, ${row}.email, ${row}.phone, ${sqliteDigits(`${row}.phone`)}, ${row}.location`;
    const columns = "name, email, phone, phone_digits, location";
    // An external-content table forgets a row by being given its old values ('delete' command).
    await sql.raw(`create trigger leads_search_insert after insert on leads begin
      insert into leads_search (rowid, ${columns}) values (${values("new")});
    end`).execute(db);
    await sql.raw(`create trigger leads_search_delete after delete on leads begin
      insert into leads_search (leads_search, rowid, ${columns}) values ('delete', ${values("old")});
    end`).execute(db);
    await sql.raw(`create trigger leads_search_update after update of name, email, phone, location on leads begin
      insert into leads_search (leads_search, rowid, ${columns}) values ('delete', ${values("old")});
      insert into leads_search (rowid, ${columns}) values (${values("new")});
    end`).execute(db);
    await sql`insert into leads_search (leads_search) values ('rebuild')`.execute(db);

    const add = (row: "new" | "old") =>
      `insert into lead_day_counts (day, leads) values (substr(${row}.created_at, 1, 10), 1) on conflict (day) do update set leads = leads + 1;`;
    const remove = (row: "new" | "old") => `update lead_day_counts set leads = leads - 1 where day = substr(${row}.created_at, 1, 10);`;
    await sql.raw(`create trigger leads_day_counts_insert after insert on leads when new.spam_reason is null begin ${add("new")} end`).execute(db);
    await sql.raw(`create trigger leads_day_counts_delete after delete on leads when old.spam_reason is null begin ${remove("old")} end`).execute(db);
    // Two triggers for an update, one per side: the old row leaves its day's count, the new one joins its day's.
    await sql.raw(`create trigger leads_day_counts_update_old after update of spam_reason, created_at on leads when old.spam_reason is null begin ${remove("old")} end`).execute(db);
    await sql.raw(`create trigger leads_day_counts_update_new after update of spam_reason, created_at on leads when new.spam_reason is null begin ${add("new")} end`).execute(db);
  }

  await sql`
    insert into lead_day_counts (day, leads)
    select substr(created_at, 1, 10), count(*) from leads where spam_reason is null group by substr(created_at, 1, 10)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (isPostgres) {
    for (const trigger of ["leads_day_counts_insert", "leads_day_counts_update", "leads_day_counts_delete"]) {
      await sql.raw(`drop trigger if exists ${trigger} on leads`).execute(db);
    }
    for (const fn of ["lead_day_counts_insert", "lead_day_counts_update", "lead_day_counts_delete"]) {
      await sql.raw(`drop function if exists ${fn}()`).execute(db);
    }
    await sql`drop index if exists leads_search_trgm_idx`.execute(db);
    await sql`alter table leads drop column if exists search_text`.execute(db);
  } else {
    for (const trigger of [
      "leads_search_insert",
      "leads_search_delete",
      "leads_search_update",
      "leads_day_counts_insert",
      "leads_day_counts_delete",
      "leads_day_counts_update_old",
      "leads_day_counts_update_new",
    ]) {
      await sql.raw(`drop trigger if exists ${trigger}`).execute(db);
    }
    await sql`drop table if exists leads_search`.execute(db);
    await sql`drop view if exists leads_search_text`.execute(db);
  }
  await db.schema.dropTable("lead_day_counts").ifExists().execute();
}
