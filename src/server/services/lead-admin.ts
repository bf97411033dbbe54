// Lead reads and follow-up for the admin area: filtered paging, export rows, detail, status, notes, dashboard counts.
// Every count and filter runs in the database; no call loads all leads into memory except the CSV export stream.
import { randomUUID } from "node:crypto";
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from "kysely";
import type { Database, Db, LeadRow } from "../db/database.ts";
import type { Lead, LeadSource, LeadStatus, UserType } from "../../shared/schemas/lead.ts";
import type { SpamReason } from "../../shared/schemas/lead-spam.ts";
import type { DashboardStats, LeadDetail, LeadFilters, LeadNote, LeadPage } from "../../shared/schemas/lead-admin.ts";
import { ADMIN } from "../../shared/constants.ts";
import { notFound } from "../errors.ts";
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
    created_at: row.created_at,
  };
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function applyFilters<O>(qb: SelectQueryBuilder<Database, "leads", O>, f: LeadFilters): SelectQueryBuilder<Database, "leads", O> {
  // Suspected spam shows only in the Spam view; every other view is of the leads the team works on.
  qb = qb.where("spam_reason", f.spam ? "is not" : "is", null);
  if (f.q) {
    const pattern = likePattern(f.q);
    // An explicit ESCAPE: SQLite has no default escape character for LIKE, PostgreSQL uses backslash.
    qb = qb.where((eb: ExpressionBuilder<Database, "leads">) =>
      eb.or(
        (["name", "email", "phone", "location"] as const).map(
          (col) => sql<boolean>`lower(coalesce(${sql.ref(col)}, '')) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  if (f.user_type) qb = qb.where("user_type", "=", f.user_type);
  if (f.source) qb = qb.where("source", "=", f.source);
  if (f.status) qb = qb.where("status", "=", f.status);
  if (f.from) qb = qb.where("created_at", ">=", new Date(f.from).toISOString());
  if (f.to) qb = qb.where("created_at", "<", new Date(f.to).toISOString());
  return qb;
}

export async function listLeads(db: Db, f: LeadFilters & { page: number; pageSize: number }): Promise<LeadPage> {
  const [rows, count] = await Promise.all([
    applyFilters(db.selectFrom("leads").selectAll(), f)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    applyFilters(db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")), f).executeTakeFirstOrThrow(),
  ]);
  return { leads: rows.map(toLead), total: Number(count.n), page: f.page, pageSize: f.pageSize };
}

/** Every lead matching the filters, newest first, in batches (keyset paging), for the CSV export. */
export async function* leadsForExport(db: Db, f: LeadFilters, batch = 1000): AsyncGenerator<LeadRow[]> {
  let after: { created_at: string; id: string } | undefined;
  for (;;) {
    let qb = applyFilters(db.selectFrom("leads").selectAll(), f);
    if (after) {
      const a = after;
      qb = qb.where((eb) =>
        eb.or([eb("created_at", "<", a.created_at), eb.and([eb("created_at", "=", a.created_at), eb("id", "<", a.id)])]),
      );
    }
    const rows = await qb.orderBy("created_at", "desc").orderBy("id", "desc").limit(batch).execute();
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

export async function dashboardStats(db: Db, now: Date, todayStart?: Date): Promise<DashboardStats> {
  const day = 24 * 60 * 60 * 1000;
  const since = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const midnight = todayStart ?? new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const countLeads = (from?: string) => {
    let qb = db.selectFrom("leads").select((eb) => eb.fn.countAll<number>().as("n")).where("spam_reason", "is", null);
    if (from) qb = qb.where("created_at", ">=", from);
    return qb.executeTakeFirstOrThrow().then((r) => Number(r.n));
  };
  const [total, today, week, month, assistantMsgs, agentChatMsgs, posts, recent] = await Promise.all([
    countLeads(),
    countLeads(midnight.toISOString()),
    countLeads(since(ADMIN.weekDays * day)),
    countLeads(since(ADMIN.monthDays * day)),
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
