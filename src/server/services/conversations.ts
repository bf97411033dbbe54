// Chat history for the admin area (issue 14): every chat session newest first with filters, text search through the
// search indexes and keyset paging; a chat's transcript from both logs (agent chat and assistant); a lead's chats and
// the other leads with the same e-mail or phone.
import { PostgresAdapter, sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Database, Db } from "../db/database.ts";
import {
  TRANSCRIPT_MAX_MESSAGES,
  type ConversationFilters,
  type ConversationListQuery,
  type ConversationPage,
  type ConversationStatus,
  type ConversationSummary,
  type ConversationTranscript,
  type LeadHistory,
  type RelatedLead,
  type TranscriptMessage,
  type TranscriptSender,
} from "../../shared/schemas/conversations.ts";
import { notFound } from "../errors.ts";
import { decodeCursor, encodeCursor } from "./keyset-cursor.ts";
import { likePattern } from "./lead-admin.ts";
import { attachPhotos } from "./chat/chat-photos.ts";
import { labelKey, labelsOfChats, notesOf } from "./chat/chat-notes.ts";
import { clip } from "../../shared/clip.ts";
import { firstVisitorWords } from "./chat/first-words.ts";

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A search with more indexed matches than this walks the chats newest first instead of sorting its matches. Counted
 * over messages and names together, so a word in 2,000 messages is still "few" even if they are in 2,000 chats.
 */
const FEW_MATCHES = 2000;
/** How many of the next chats a search tests before it asks the indexes (see SearchPlan). */
const RECENT_WINDOW = 500;
/** The longest a list preview of the visitor's first message is. */
const PREVIEW_CHARS = 160;
/** How many chats and related leads a lead's detail lists. */
const LEAD_HISTORY_LIMIT = 50;

/**
 * How a text search finds a page, on both databases alike:
 * 1. "window": the next RECENT_WINDOW (500) chats in the list's order (after the cursor, filtered) are tested one by one with
 *    LIKE on the name, the e-mail and the chat's messages (read through the per-chat message indexes). A word in more
 *    than a few percent of the chats fills the page here, which costs less than reading all its matches from an index.
 *    The first matches in the window are the first matches in the whole list, so a full page is the answer.
 * 2. Otherwise the indexes' matches are read, stopping past FEW_MATCHES: "few" sorts the chats holding them (a rare
 *    word, a name, an e-mail); "walk" (more matches) tests every chat newest first as the window did, without a bound.
 * - "names" (a term of 1 or 2 characters): no trigram index serves it, and in messages it would match nearly every
 *   chat, so it walks the chats newest first looking only at the visitor's name and e-mail.
 * Only the visitor's and the agents' messages are searched (see the migration 2026-12-01-conversation-history).
 */
type SearchPlan =
  /** ids: the matching chats, read once from the indexes. */
  | { mode: "few"; ids: string[] }
  | { mode: "walk" | "names"; pattern: string };

/** An FTS5 query for the term as one phrase (a substring, with the trigram tokenizer); quotes double inside. */
const ftsQuery = (term: string) => `"${term.replace(/"/g, '""')}"`;

/**
 * The chat ids whose name, e-mail or searched messages contain the term, through the indexes (a chat once per match).
 * PostgreSQL: the chat's stored lower-cased name and e-mail (search_text, not in the table's type since SQLite has no
 * such column) and ILIKE on the messages, each with its trigram index.
 */
function indexedHits(db: Db, q: string): RawBuilder<{ id: string | null }> {
  if (isPostgres(db)) {
    const p = likePattern(q);
    return sql`
      select id from chat_sessions where search_text like ${p}
      union all select session_id from chat_session_messages where sender_type <> 'system' and message ilike ${p}
      union all select conversation_id from chat_messages where sender = 'user' and message ilike ${p}`;
  }
  const match = ftsQuery(q);
  return sql`
    select s.id from chat_sessions_search f join chat_sessions s on s.rowid = f.rowid where chat_sessions_search match ${match}
    union all select m.session_id from chat_session_messages_search f join chat_session_messages m on m.seq = f.rowid where chat_session_messages_search match ${match}
    union all select c.conversation_id from chat_messages_search f join chat_messages c on c.rowid = f.rowid where chat_messages_search match ${match}`;
}

/** The plan once the window did not fill the page: the indexes' matches, or a walk when there are too many. */
async function planSearch(db: Db, q: string): Promise<SearchPlan> {
  const { rows } = await sql<{ id: string | null }>`select id from (${indexedHits(db, q)}) hits limit ${FEW_MATCHES + 1}`.execute(db);
  if (rows.length > FEW_MATCHES) return { mode: "walk", pattern: likePattern(q) };
  return { mode: "few", ids: [...new Set(rows.map((r) => r.id).filter((id): id is string => id !== null))] };
}

/**
 * A column of chat_sessions for filters, order and keyset. Where the search's matches drive ("few") the column is
 * hidden from the planner (SQLite: a unary plus; PostgreSQL: an empty string appended), so it reads those chats by id
 * and sorts them rather than walk an index of the list's order past every chat that does not match.
 */
function columnFor(plan: SearchPlan | null, postgres: boolean) {
  const hide = plan?.mode === "few";
  return (column: "created_at" | "id" | "status" | "agent_id") => {
    const ref = sql.ref(`s.${column}`);
    if (!hide) return ref;
    return postgres ? sql`(${ref} || '')` : sql`+${ref}`;
  };
}

function searchCondition(db: Db, plan: SearchPlan): RawBuilder<SqlBool> {
  if (plan.mode === "few") return plan.ids.length ? sql<SqlBool>`s.id in (${sql.join(plan.ids)})` : sql<SqlBool>`1 = 0`;
  const p = plan.pattern;
  // SQLite's LIKE folds ASCII case and has no escape character unless named; PostgreSQL's is the backslash already.
  const names = isPostgres(db) ? sql`s.search_text like ${p}` : sql`(s.user_name like ${p} escape '\\' or s.user_email like ${p} escape '\\')`;
  if (plan.mode === "names") return sql<SqlBool>`${names}`;
  const like = isPostgres(db) ? sql`ilike ${p}` : sql`like ${p} escape '\\'`;
  // Each chat's messages are read through its own index, chat by chat. The created_at condition (always true: a chat's
  // lines come after its start) keeps PostgreSQL from reading every match into a hash first, which for a common word
  // costs more than the whole walk.
  return sql<SqlBool>`(${names}
    or exists (select 1 from chat_session_messages m where m.session_id = s.id and m.created_at >= s.created_at and m.sender_type <> 'system' and m.message ${like})
    or exists (select 1 from chat_messages c where c.conversation_id = s.id and c.created_at >= s.created_at and c.sender = 'user' and c.message ${like}))`;
}

type SessionsQuery<O> = SelectQueryBuilder<Database & { s: Database["chat_sessions"] }, "s", O>;

function applyFilters<O>(db: Db, qb: SessionsQuery<O>, f: ConversationFilters, plan: SearchPlan | null): SessionsQuery<O> {
  const col = columnFor(plan, isPostgres(db));
  if (plan) qb = qb.where(searchCondition(db, plan));
  if (f.status) qb = qb.where(sql<SqlBool>`${col("status")} = ${f.status}`);
  if (f.agent) qb = qb.where(sql<SqlBool>`${col("agent_id")} = ${f.agent}`);
  if (f.human === "with") qb = qb.where(sql<SqlBool>`${col("agent_id")} is not null`);
  if (f.human === "without") qb = qb.where(sql<SqlBool>`${col("agent_id")} is null`);
  if (f.from) qb = qb.where(sql<SqlBool>`${col("created_at")} >= ${new Date(f.from).toISOString()}`);
  if (f.to) qb = qb.where(sql<SqlBool>`${col("created_at")} < ${new Date(f.to).toISOString()}`);
  if (f.label) qb = qb.where(sql<SqlBool>`exists (select 1 from chat_session_labels cl where cl.session_id = ${col("id")} and cl.label_key = ${labelKey(f.label)})`);
  return qb;
}


/** A chat's row as the list reads it: the session, its agent's name and its message counts. */
function summaryQuery(db: Db) {
  return db
    .selectFrom("chat_sessions as s")
    .leftJoin("users as u", "u.id", "s.agent_id")
    .select([
      "s.id",
      "s.status",
      "s.user_name",
      "s.user_email",
      "s.user_phone",
      "s.user_type",
      "s.language",
      "s.agent_id",
      "s.created_at",
      "s.taken_at",
      "s.ended_at",
      "s.lead_id",
      "u.name as agent_name",
      "u.email as agent_email",
    ])
    .select((eb) => [
      eb
        .selectFrom("chat_session_messages as m")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .whereRef("m.session_id", "=", "s.id")
        .where("m.sender_type", "=", "user")
        .as("agent_chat_visitor"),
      eb
        .selectFrom("chat_messages as c")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .whereRef("c.conversation_id", "=", "s.id")
        .where("c.sender", "=", "user")
        .as("assistant_visitor"),
      eb
        .selectFrom("chat_messages as c")
        .select((e) => e.fn.countAll<number | string>().as("n"))
        .whereRef("c.conversation_id", "=", "s.id")
        .where("c.sender", "=", "bot")
        .as("assistant_answers"),
      // The visitor's first words: to an agent, or else to the assistant.
      eb.fn
        .coalesce(
          firstVisitorWords(eb),
          eb
            .selectFrom("chat_messages as c")
            .select("c.message")
            .whereRef("c.conversation_id", "=", "s.id")
            .where("c.sender", "=", "user")
            .orderBy("c.created_at", "asc")
            .limit(1),
        )
        .as("first_message"),
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>["execute"]>>[number];

function toSummary(r: SummaryRow): ConversationSummary {
  const first = r.first_message as string | null;
  return {
    id: r.id,
    status: r.status as ConversationStatus,
    visitorName: r.user_name,
    visitorEmail: r.user_email,
    visitorPhone: r.user_phone,
    userType: r.user_type,
    language: r.language,
    agent: r.agent_id ? { id: r.agent_id, name: r.agent_name || r.agent_email || "Removed admin" } : null,
    createdAt: r.created_at,
    takenAt: r.taken_at,
    endedAt: r.ended_at,
    leadId: r.lead_id,
    visitorMessages: Number(r.agent_chat_visitor ?? 0) + Number(r.assistant_visitor ?? 0),
    assistantMessages: Number(r.assistant_answers ?? 0),
    preview: first ? clip(first, PREVIEW_CHARS) : null,
  };
}

/**
 * One page of chats, newest first. The page's chats are found first (filters, search, keyset on (created_at, id)),
 * then their names and counts are read for those few only.
 */
export async function listConversations(db: Db, query: ConversationListQuery): Promise<ConversationPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const back = cursor?.side === "before";
  const direction = back ? "asc" : "desc";
  const pageOf = (plan: SearchPlan | null) => {
    const col = columnFor(plan, isPostgres(db));
    let qb = applyFilters(db, db.selectFrom("chat_sessions as s").selectAll("s"), query, plan);
    if (cursor) qb = qb.where(sql<SqlBool>`(${col("created_at")}, ${col("id")}) ${sql.raw(back ? ">" : "<")} (${cursor.created_at}, ${cursor.id})`);
    return qb.orderBy(col("created_at"), direction).orderBy(col("id"), direction);
  };
  const keysOf = (rows: { id: string; created_at: string }[]) => rows.map((r) => ({ id: r.id, created_at: r.created_at }));
  let fetched: { id: string; created_at: string }[] | null = null;
  const q = query.q;
  if (!q) fetched = keysOf(await pageOf(null).limit(query.pageSize + 1).execute());
  else if ([...q].length < 3) fetched = keysOf(await pageOf({ mode: "names", pattern: likePattern(q) }).limit(query.pageSize + 1).execute());
  else {
    const walk: SearchPlan = { mode: "walk", pattern: likePattern(q) };
    const window = pageOf(null).limit(RECENT_WINDOW);
    const inWindow = await db
      .selectFrom(window.as("s"))
      .select(["s.id", "s.created_at"])
      .where(searchCondition(db, walk))
      .orderBy("s.created_at", direction)
      .orderBy("s.id", direction)
      .limit(query.pageSize + 1)
      .execute();
    if (inWindow.length > query.pageSize) fetched = inWindow;
    else fetched = keysOf(await pageOf(await planSearch(db, q)).limit(query.pageSize + 1).execute());
  }
  // One chat more than the page says whether another page lies that way.
  const more = fetched.length > query.pageSize;
  const keys = fetched.slice(0, query.pageSize);
  if (back) keys.reverse();
  const rows = keys.length ? await summaryQuery(db).where("s.id", "in", keys.map((k) => k.id)).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const position = !cursor ? 0 : back ? (more ? Math.max(cursor.position - keys.length, 0) : 0) : cursor.position;
  const hasNext = back || more;
  const hasPrev = back ? more : position > 0;
  const first = keys[0];
  const last = keys[keys.length - 1];
  const labels = await labelsOfChats(db, keys.map((k) => k.id));
  return {
    conversations: keys.map((k) => ({ ...toSummary(byId.get(k.id)!), labels: labels.get(k.id) ?? [] })),
    pageSize: query.pageSize,
    position,
    nextCursor: hasNext && last ? encodeCursor({ side: "after", created_at: last.created_at, id: last.id, position: position + keys.length }) : null,
    prevCursor: hasPrev && first ? encodeCursor({ side: "before", created_at: first.created_at, id: first.id, position }) : null,
  };
}

const AGENT_SENDERS: Record<string, TranscriptSender> = { user: "visitor", agent: "agent", system: "system" };

/**
 * A chat's whole transcript, oldest first: the agent chat's messages (visitor, agents under the name the visitor saw,
 * system lines) and the assistant exchange logged under the same chat, merged by time.
 */
export async function getConversation(db: Db, id: string, { team = false } = {}): Promise<ConversationTranscript> {
  const row = await summaryQuery(db).where("s.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("No chat with that id.");
  const limit = TRANSCRIPT_MAX_MESSAGES + 1;
  const [agentRows, assistant] = await Promise.all([
    db
      .selectFrom("chat_session_messages")
      .select(["id", "sender_type", "sender_name", "message", "created_at", "photo_id"])
      .where("session_id", "=", id)
      .orderBy("created_at", "asc")
      .orderBy("seq", "asc")
      .limit(limit)
      .execute(),
    db
      .selectFrom("chat_messages")
      .select(["id", "sender", "message", "created_at"])
      .where("conversation_id", "=", id)
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .limit(limit)
      .execute(),
  ]);
  const agentChat = await attachPhotos(db, agentRows);
  const lines: (TranscriptMessage & { order: number })[] = [
    ...agentChat.map((m, i) => ({
      id: m.id,
      sender: AGENT_SENDERS[m.sender_type] ?? "system",
      name: m.sender_type === "user" ? row.user_name : m.sender_name,
      text: m.message,
      at: m.created_at,
      ...(m.photo ? { photo: m.photo } : {}),
      order: i,
    })),
    ...assistant.map((m, i) => ({
      id: m.id,
      sender: (m.sender === "user" ? "visitor" : "assistant") as TranscriptSender,
      name: m.sender === "user" ? row.user_name : "Assistant",
      text: m.message,
      at: m.created_at,
      order: limit + i,
    })),
  ];
  // The team's transcript (the admin screens) carries its internal notes and labels; the visitor's never does.
  if (team) {
    const notes = await notesOf(db, id);
    lines.push(...notes.map((n, i) => ({ id: n.id, sender: "note" as const, name: n.authorName, text: n.text, at: n.at, order: 2 * limit + i })));
  }
  // Times are ISO text in UTC, so text order is time order; each log keeps its own order on a tie.
  lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  const truncated = lines.length > TRANSCRIPT_MAX_MESSAGES;
  return {
    conversation: team ? { ...toSummary(row), labels: (await labelsOfChats(db, [id])).get(id) ?? [] } : toSummary(row),
    messages: lines.slice(0, TRANSCRIPT_MAX_MESSAGES).map(({ order: _order, ...m }) => m),
    truncated,
  };
}

/** A visitor's chats by the e-mail they gave (lower-cased, as the lead history finds them), newest first. */
export async function chatsByEmail(db: Db, email: string, opts: { except?: string; limit: number }): Promise<ConversationSummary[]> {
  let q = summaryQuery(db).where(sql`lower(s.user_email)`, "=", email.trim().toLowerCase());
  if (opts.except) q = q.where("s.id", "!=", opts.except);
  const rows = await q.orderBy("s.created_at", "desc").orderBy("s.id", "desc").limit(opts.limit).execute();
  return rows.map(toSummary);
}

/**
 * What the lead detail shows of the visitor's history. The widget stores a lead and then starts a chat with the same
 * name and e-mail, and the two are not linked by id (a call-back lead is: chat_sessions.lead_id); so a visitor's chats
 * are those started with the e-mail of this lead or of a lead with the same normalised e-mail, plus the chat this lead
 * was left from. Related leads share the normalised e-mail or phone.
 */
export async function getLeadHistory(db: Db, leadId: string): Promise<LeadHistory> {
  const lead = await db.selectFrom("leads").select(["id", "email", "email_normalized", "phone_normalized"]).where("id", "=", leadId).executeTakeFirst();
  if (!lead) throw notFound("No lead with that id.");
  const related = await db
    .selectFrom("leads")
    .select(["id", "name", "email", "phone", "source", "created_at", "email_normalized", "phone_normalized"])
    .where("id", "!=", lead.id)
    .where((eb) => {
      const sameKey: Expression<SqlBool>[] = [];
      if (lead.email_normalized) sameKey.push(eb("email_normalized", "=", lead.email_normalized));
      if (lead.phone_normalized) sameKey.push(eb("phone_normalized", "=", lead.phone_normalized));
      return sameKey.length ? eb.or(sameKey) : sql<SqlBool>`1 = 0`;
    })
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LEAD_HISTORY_LIMIT)
    .execute();
  const relatedLeads: RelatedLead[] = related.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    source: r.source,
    created_at: r.created_at,
    matches: [
      ...(lead.email_normalized && r.email_normalized === lead.email_normalized ? (["email"] as const) : []),
      ...(lead.phone_normalized && r.phone_normalized === lead.phone_normalized ? (["phone"] as const) : []),
    ],
  }));
  const emails = [...new Set([lead.email, ...related.filter((r) => lead.email_normalized && r.email_normalized === lead.email_normalized).map((r) => r.email)])]
    .map((e) => e.trim().toLowerCase())
    .filter((e) => e !== "");
  const chats = await summaryQuery(db)
    .where((eb) => eb.or([eb("s.lead_id", "=", lead.id), ...(emails.length ? [eb(sql`lower(s.user_email)`, "in", emails)] : [])]))
    .orderBy("s.created_at", "desc")
    .orderBy("s.id", "desc")
    .limit(LEAD_HISTORY_LIMIT)
    .execute();
  return { conversations: chats.map(toSummary), relatedLeads };
}
