// Lead reads and follow-up for the admin area: filtered keyset paging, text search through the search index, export
// rows, detail, status, notes, dashboard counts. Every count and filter runs in the database; no call loads all leads
// into memory (the CSV export streams in batches).
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Database, Db, LeadRow } from "../db/database.ts";
import type { Lead, LeadSource, LeadStatus, UserType } from "../../shared/schemas/lead.ts";
import type { SpamReason } from "../../shared/schemas/lead-spam.ts";
import {
  LEAD_SEARCH_COUNT_CAP,
  type DashboardStats,
  type LeadDetail,
  type LeadFilters,
  type LeadListQuery,
  type LeadNote,
  type LeadPage,
} from "../../shared/schemas/lead-admin.ts";
import { ADMIN } from "../../shared/constants.ts";
import { notFound } from "../errors.ts";
import { decodeCursor, encodeCursor, type Cursor } from "./keyset-cursor.ts";
import { retryOnConflict } from "../db/retry.ts";

export function toLead(row: LeadRow): Lead {
  let metadata: Record<string, unknown> | null = null;
  if (row.metadata) {
    try {
      metadata = JSON.parse(row.metadata) as Record<string, unknown>;
    } catch {
      metadata = { raw: row.metadata };
    }
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    user_type: row.user_type as UserType,
    source: row.source as LeadSource,
    metadata,
    status: row.status as LeadStatus,
    duplicate_of: row.duplicate_of,
    spam_reason: row.spam_reason as SpamReason | null,
    spam_at: row.spam_at,
    callback_at: row.callback_at,
    created_at: row.created_at,
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The digits of a search that looks like a phone number, without a +91 or 0 in front, so "+91 98765 43210",
 * "098765 43210" and "98765 43210" all look for 9876543210 in the phone's digits. Null for any other search.
 */
export function phoneDigits(q: string): string | null {
  if (!/^\+?[\d\s\-()]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (q.startsWith("+91")) return digits.slice(2) || null;
  if (digits.length === 12 && digits.startsWith("91")) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) return digits.slice(1);
  return digits || null;
}

/** What a search looks for: the text as typed and, for a phone number, its digits; a lead matches either. */
export function searchTerms(q: string): string[] {
  const digits = phoneDigits(q);
  return digits && digits !== q ? [q, digits] : [q];
}

/**
 * The searched text on PostgreSQL: a stored generated column (migration 2026-11-30-lead-search) of the lower-cased
 * name, e-mail, phone as typed, phone digits and location joined by line feeds, with a pg_trgm index. It is not in
 * the table's type (SQLite has no such column), and a lead read from PostgreSQL carries it unused.
 */
const PG_SEARCH_TEXT = sql.ref("leads.search_text");
/** The same phone digits on SQLite, as the migration's view feeds them to the search index. */
const SQLITE_PHONE_DIGITS = sql.raw(`replace(replace(replace(replace(replace(coalesce(phone, ''), ' ', ''), '+', ''), '-', ''), '(', ''), ')', '')`);

/** A search with more matches than this (on SQLite) walks the leads newest first instead of sorting its matches. */
const FEW_MATCHES = 1000;

/**
 * How a text search runs. PostgreSQL: one LIKE on the indexed column, and its planner chooses between the trigram
 * index and a newest-first walk. SQLite's planner cannot tell a rare word from a common one in an FTS5 table, so the
 * search first counts the index's matches, stopping past FEW_MATCHES, and then finds a page:
 * - "few" (up to 1,000 matches): read the matching leads by rowid and sort them; the unary plus keeps the other
 *   indexes out of the plan, or SQLite would walk one past every lead that does not match;
 * - "walk" (more, or a term under the 3 characters a trigram needs): walk the leads newest first, comparing the text
 *   with LIKE; a word in more than 1 % of the leads fills a page within a few thousand. Reading such a set of matches
 *   from the index costs more than the walk (it is built in full before the first lead is read). LIKE folds only
 *   ASCII letters on SQLite, where the index folds every script; for Latin and Devanagari names the two agree.
 * A count joins the index's matches to the leads by rowid ("joined": the FTS5 table is the outer loop, so the count
 * stops at the cap without reading every match), except for a term under 3 characters, which walks.
 */
type SearchPlan =
  | { db: "postgres"; terms: string[] }
  /** indexed: every term has 3 characters or more, so the FTS5 index can answer it. */
  | { db: "sqlite"; terms: string[]; mode: "few" | "walk" | "joined"; match: string; indexed: boolean };

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An FTS5 query for each term as one phrase (a substring, with the trigram tokenizer); quotes double inside. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");

async function planSearch(db: Db, q: string): Promise<SearchPlan> {
  const terms = searchTerms(q);
  if (isPostgres(db)) return { db: "postgres", terms };
  const match = ftsQuery(terms);
  if (terms.some((t) => [...t].length < 3)) return { db: "sqlite", terms, mode: "walk", match, indexed: false };
  const { n } = await sql<{ n: number }>`select count(*) as n from (select 1 from leads_search where leads_search match ${match} limit ${FEW_MATCHES + 1})`
    .execute(db)
    .then((r) => r.rows[0]!);
  return { db: "sqlite", terms, mode: n <= FEW_MATCHES ? "few" : "walk", match, indexed: true };
}

/**
 * A column for the filters, sort and keyset. Where the search index drives ("few", "joined") the unary plus keeps
 * SQLite from using the column's own indexes, so the plan reads the matching leads by rowid rather than walk an index
 * past all the others.
 */
function columnFor(plan: SearchPlan | null) {
  const hide = plan?.db === "sqlite" && (plan.mode === "few" || plan.mode === "joined");
  return (column: "created_at" | "id" | "spam_reason" | "user_type" | "source" | "status") =>
    hide ? sql`+${sql.ref(`leads.${column}`)}` : sql.ref(`leads.${column}`);
}

function searchCondition(plan: SearchPlan): RawBuilder<SqlBool> | null {
  const patterns = plan.terms.map(likePattern);
  // An explicit ESCAPE where LIKE is used on SQLite: it has no default escape character; PostgreSQL's is backslash.
  if (plan.db === "postgres") return sql<SqlBool>`(${sql.join(patterns.map((p) => sql`${PG_SEARCH_TEXT} like ${p}`), sql` or `)})`;
  if (plan.mode === "walk") {
    const fields = [sql`name`, sql`email`, sql`coalesce(phone, '')`, SQLITE_PHONE_DIGITS, sql`coalesce(location, '')`];
    const tests = patterns.flatMap((p) => fields.map((f) => sql`lower(${f}) like ${p} escape '\\'`));
    return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
  }
  if (plan.mode === "joined") return null;
  return sql<SqlBool>`leads.rowid in (select rowid from leads_search where leads_search match ${plan.match})`;
}

function applyFilters<DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>, f: LeadFilters, plan: SearchPlan | null): SelectQueryBuilder<DB, TB, O> {
  const col = columnFor(plan);
  // Suspected spam shows only in the Spam view; every other view is of the leads the team works on.
  qb = qb.where(f.spam ? sql<SqlBool>`${col("spam_reason")} is not null` : sql<SqlBool>`${col("spam_reason")} is null`);
  const search = plan && searchCondition(plan);
  if (search) qb = qb.where(search);
  if (f.user_type) qb = qb.where(sql<SqlBool>`${col("user_type")} = ${f.user_type}`);
  if (f.source) qb = qb.where(sql<SqlBool>`${col("source")} = ${f.source}`);
  if (f.status) qb = qb.where(sql<SqlBool>`${col("status")} = ${f.status}`);
  if (f.callback) qb = qb.where(sql<SqlBool>`${sql.ref("leads.callback_at")} is not null`);
  if (f.from) qb = qb.where(sql<SqlBool>`${col("created_at")} >= ${new Date(f.from).toISOString()}`);
  if (f.to) qb = qb.where(sql<SqlBool>`${col("created_at")} < ${new Date(f.to).toISOString()}`);
  return qb;
}


/** Newest first, with the id to order leads created in the same millisecond; a keyset on both pairs with it. */
function ordered<O>(qb: SelectQueryBuilder<Database, "leads", O>, plan: SearchPlan | null, direction: "asc" | "desc") {
  const col = columnFor(plan);
  return qb.orderBy(col("created_at"), direction).orderBy(col("id"), direction);
}

function keyset<O>(qb: SelectQueryBuilder<Database, "leads", O>, plan: SearchPlan | null, op: "<" | ">", at: Pick<Cursor, "created_at" | "id">) {
  const col = columnFor(plan);
  return qb.where(sql<SqlBool>`(${col("created_at")}, ${col("id")}) ${sql.raw(op)} (${at.created_at}, ${at.id})`);
}

const noFilter = (f: LeadFilters) => !f.q && !f.user_type && !f.source && !f.status && !f.from && !f.to && !f.spam && !f.callback;

/** Leads matching the filters: exact, except that a text search stops counting past LEAD_SEARCH_COUNT_CAP. */
async function countLeads(db: Db, f: LeadFilters, plan: SearchPlan | null): Promise<{ total: number; capped: boolean }> {
  if (noFilter(f)) return { total: await leadsSince(db), capped: false };
  if (!plan) {
    const row = await applyFilters(db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")), f, null).executeTakeFirstOrThrow();
    return { total: Number(row.n), capped: false };
  }
  // On SQLite the index's matches drive the count (CROSS JOIN fixes the join order), each read by rowid, up to the cap.
  const some =
    plan.db === "sqlite" && plan.indexed
      ? applyFilters(
          db
            .selectFrom(sql`leads_search`.as("m"))
            .crossJoin("leads")
            .select(sql`1`.as("one"))
            .where(sql<SqlBool>`m.leads_search match ${plan.match}`)
            .where(sql<SqlBool>`leads.rowid = m.rowid`),
          f,
          { ...plan, mode: "joined" },
        ).limit(LEAD_SEARCH_COUNT_CAP + 1)
      : applyFilters(db.selectFrom("leads").select(sql`1`.as("one")), f, plan).limit(LEAD_SEARCH_COUNT_CAP + 1);
  const row = await db.selectFrom(some.as("some")).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const n = Number(row.n);
  return { total: Math.min(n, LEAD_SEARCH_COUNT_CAP), capped: n > LEAD_SEARCH_COUNT_CAP };
}

export async function listLeads(db: Db, query: LeadListQuery): Promise<LeadPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const plan = query.q ? await planSearch(db, query.q) : null;
  const back = cursor?.side === "before";
  let qb = applyFilters(db.selectFrom("leads").selectAll(), query, plan);
  if (cursor) qb = keyset(qb, plan, back ? ">" : "<", cursor);
  const [fetched, count] = await Promise.all([
    ordered(qb, plan, back ? "asc" : "desc").limit(query.pageSize + 1).execute(),
    countLeads(db, query, plan),
  ]);
  // One lead more than the page says whether another page lies that way.
  const more = fetched.length > query.pageSize;
  const rows = fetched.slice(0, query.pageSize);
  if (back) rows.reverse();
  const position = !cursor ? 0 : back ? (more ? Math.max(cursor.position - rows.length, 0) : 0) : cursor.position;
  const hasNext = back || more;
  const hasPrev = back ? more : position > 0;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    leads: rows.map(toLead),
    total: count.total,
    totalCapped: count.capped,
    pageSize: query.pageSize,
    position,
    nextCursor: hasNext && last ? encodeCursor({ side: "after", created_at: last.created_at, id: last.id, position: position + rows.length }) : null,
    prevCursor: hasPrev && first ? encodeCursor({ side: "before", created_at: first.created_at, id: first.id, position }) : null,
  };
}

/** Every lead matching the filters, newest first, in batches (keyset paging), for the CSV export. */
export async function* leadsForExport(db: Db, f: LeadFilters, batch = 1000): AsyncGenerator<LeadRow[]> {
  const plan = f.q ? await planSearch(db, f.q) : null;
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let qb = applyFilters(db.selectFrom("leads").selectAll(), f, plan);
    if (after) qb = keyset(qb, plan, "<", after);
    const rows = await ordered(qb, plan, "desc").limit(batch).execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

const brief = (r: Pick<LeadRow, "id" | "name" | "email" | "created_at">) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  created_at: r.created_at,
});

export async function getLeadDetail(db: Db, id: string): Promise<LeadDetail> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("No lead with that id.");
  const [notes, original, duplicates] = await Promise.all([
    db
      .selectFrom("lead_notes")
      .select(["id", "author_name", "body", "created_at"])
      .where("lead_id", "=", id)
      .orderBy("created_at", "asc")
      .execute(),
    row.duplicate_of
      ? db.selectFrom("leads").select(["id", "name", "email", "created_at"]).where("id", "=", row.duplicate_of).executeTakeFirst()
      : undefined,
    db
      .selectFrom("leads")
      .select(["id", "name", "email", "created_at"])
      .where("duplicate_of", "=", id)
      .where("spam_reason", "is", null)
      .orderBy("created_at", "asc")
      .limit(50)
      .execute(),
  ]);
  return {
    lead: toLead(row),
    notes: notes as LeadNote[],
    duplicateOf: original ? brief(original) : null,
    duplicates: duplicates.map(brief),
  };
}

export async function setLeadStatus(db: Db, id: string, status: LeadStatus): Promise<Lead> {
  const now = new Date().toISOString();
  const res = await retryOnConflict(() => db.updateTable("leads").set({ status, updated_at: now }).where("id", "=", id).executeTakeFirst());
  if (Number(res.numUpdatedRows) === 0) throw notFound("No lead with that id.");
  return toLead(await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow());
}

export async function addLeadNote(db: Db, leadId: string, author: { id: string; name: string }, body: string): Promise<LeadNote> {
  const exists = await db.selectFrom("leads").select("id").where("id", "=", leadId).executeTakeFirst();
  if (!exists) throw notFound("No lead with that id.");
  const note = { id: randomUUID(), author_name: author.name, body, created_at: new Date().toISOString() };
  await db.insertInto("lead_notes").values({ ...note, lead_id: leadId, author_id: author.id }).execute();
  return note;
}

/** The UTC day after a "yyyy-mm-dd" day, in the same form. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Leads not held as spam, created at or after `from` (all of them without it), from the per-day counts the database
 * keeps: whole days after the day of `from` are added up from lead_day_counts, and only the part of that first day
 * after `from` is counted in the leads table (a range of the spam/created index, at most one day of leads).
 */
async function leadsSince(db: Db, from?: string): Promise<number> {
  let days = db.selectFrom("lead_day_counts").select((eb) => eb.fn.coalesce(eb.fn.sum<number>("leads"), sql<number>`0`).as("n"));
  if (!from) return Number((await days.executeTakeFirstOrThrow()).n);
  const day = from.slice(0, 10);
  days = days.where("day", ">", day);
  const [whole, part] = await Promise.all([
    days.executeTakeFirstOrThrow(),
    db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("spam_reason", "is", null)
      .where("created_at", ">=", from)
      .where("created_at", "<", nextDay(day))
      .executeTakeFirstOrThrow(),
  ]);
  return Number(whole.n) + Number(part.n);
}

export async function dashboardStats(db: Db, now: Date, todayStart?: Date): Promise<DashboardStats> {
  const day = 24 * 60 * 60 * 1000;
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const midnight = todayStart ?? new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const [total, today, week, month, assistantMsgs, agentChatMsgs, posts, recent] = await Promise.all([
    leadsSince(db),
    leadsSince(db, midnight.toISOString()),
    leadsSince(db, since(ADMIN.weekDays * day)),
    leadsSince(db, since(ADMIN.monthDays * day)),
    db.selectFrom("chat_messages").select((eb) => eb.fn.countAll<number>().as("n")).where("sender", "=", "user").executeTakeFirstOrThrow(),
    db
      .selectFrom("chat_session_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sender_type", "=", "user")
      .executeTakeFirstOrThrow(),
    db.selectFrom("blog_posts").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "published").executeTakeFirstOrThrow(),
    db.selectFrom("leads").selectAll().where("spam_reason", "is", null).orderBy("created_at", "desc").orderBy("id", "desc").limit(ADMIN.recentLeads).execute(),
  ]);
  return {
    leads: { total, today, week, month },
    userMessages: Number(assistantMsgs.n) + Number(agentChatMsgs.n),
    publishedPosts: Number(posts.n),
    recentLeads: recent.map(toLead),
  };
}
