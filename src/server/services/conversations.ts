// Chat history for the admin area (issue 14): every chat session newest first with filters, text search through the
// search indexes and keyset paging; a chat's transcript from both logs (agent chat and assistant); a lead's chats and
// the other leads with the same e-mail or phone.
import { PostgresAdapter, sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from "kysely";
import type { Database, Db } from "../db/database.ts";
import {
  TRANSCRIPT_MAX_MESSAGES,
  type ConversationFilters,
  type ConversationPage,
  type ConversationStatus,
  type ConversationSummary,
  type ConversationTranscript,
  type LeadHistory,
  type RelatedLead,
  type TranscriptMessage,
  type TranscriptSender,
} from "../../shared/schemas/conversations.ts";
import { badRequest, notFound } from "../errors.ts";
import { likePattern } from "./lead-admin.ts";

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * A search with more indexed matches than this walks the chats newest first instead of sorting its matches. Counted
 * over messages and names together, so a word in 1,000 messages is still "few" even if they are in 1,000 chats.
 */
const FEW_MATCHES = 2000;
/** The longest a list preview of the visitor's first message is. */
const PREVIEW_CHARS = 160;
/** How many chats and related leads a lead's detail lists. */
const LEAD_HISTORY_LIMIT = 50;

/**
 * How a text search runs, on both databases alike: the indexes' matches are counted first, stopping past FEW_MATCHES.
 * - "few": the chats holding the matches are read by id and sorted (a rare word, a name, an e-mail);
 * - "walk" (more matches, or a term under the 3 characters a trigram needs): the chats are walked newest first and
 *   each is tested with LIKE on its name, e-mail and messages (through the per-chat message indexes); a word in many
 *   chats fills a page within a few hundred.
 * Only the visitor's and the agents' messages are searched (see the migration 2026-12-01-conversation-history).
 */
type SearchPlan = { mode: "few" | "walk"; pattern: string; match: string };

/** An FTS5 query for the term as one phrase (a substring, with the trigram tokenizer); quotes double inside. */
const ftsQuery = (term: string) => `"${term.replace(/"/g, '""')}"`;

/** The chat ids whose name, e-mail or searched messages contain the term, through the indexes (duplicates kept). */
function indexedHits(db: Db, plan: SearchPlan): RawBuilder<{ id: string | null }> {
  if (isPostgres(db)) {
    return sql`
      select id from chat_sessions where user_name ilike ${plan.pattern} or user_email ilike ${plan.pattern}
      union all select session_id from chat_session_messages where sender_type <> 'system' and message ilike ${plan.pattern}
      union all select conversation_id from chat_messages where sender = 'user' and message ilike ${plan.pattern}`;
  }
  return sql`
    select s.id from chat_sessions_search f join chat_sessions s on s.rowid = f.rowid where chat_sessions_search match ${plan.match}
    union all select m.session_id from chat_session_messages_search f join chat_session_messages m on m.seq = f.rowid where chat_session_messages_search match ${plan.match}
    union all select c.conversation_id from chat_messages_search f join chat_messages c on c.rowid = f.rowid where chat_messages_search match ${plan.match}`;
}

async function planSearch(db: Db, q: string): Promise<SearchPlan> {
  const plan: SearchPlan = { mode: "few", pattern: likePattern(q), match: ftsQuery(q) };
  if ([...q].length < 3) return { ...plan, mode: "walk" };
  const { n } = await sql<{ n: number | string }>`select count(*) as n from (select 1 from (${indexedHits(db, plan)}) hits limit ${FEW_MATCHES + 1}) some_hits`
    .execute(db)
    .then((r) => r.rows[0]!);
  return Number(n) <= FEW_MATCHES ? plan : { ...plan, mode: "walk" };
}

/**
 * A column of chat_sessions for filters, order and keyset. Where the search's matches drive ("few") the unary plus
 * keeps SQLite from walking one of the table's indexes past every chat that does not match.
 */
function columnFor(plan: SearchPlan | null, postgres: boolean) {
  const hide = plan?.mode === "few" && !postgres;
  return (column: "created_at" | "id" | "status" | "agent_id") => (hide ? sql`+${sql.ref(`s.${column}`)}` : sql.ref(`s.${column}`));
}

function searchCondition(db: Db, plan: SearchPlan): RawBuilder<SqlBool> {
  if (plan.mode === "few") return sql<SqlBool>`s.id in (select id from (${indexedHits(db, plan)}) hits)`;
  const like = isPostgres(db) ? sql`ilike` : sql`like`;
  const p = plan.pattern;
  // SQLite's LIKE has no escape character unless named; PostgreSQL's is the backslash already. SQLite's LIKE folds ASCII case.
  const esc = isPostgres(db) ? sql`` : sql`escape '\\'`;
  return sql<SqlBool>`(s.user_name ${like} ${p} ${esc} or s.user_email ${like} ${p} ${esc}
    or exists (select 1 from chat_session_messages m where m.session_id = s.id and m.sender_type <> 'system' and m.message ${like} ${p} ${esc})
    or exists (select 1 from chat_messages c where c.conversation_id = s.id and c.sender = 'user' and c.message ${like} ${p} ${esc}))`;
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
  return qb;
}

/** Where a page starts: the chat beside it, which side, and how many chats come before the page. */
interface Cursor {
  side: "after" | "before";
  created_at: string;
  id: string;
  position: number;
}

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.side === "after" ? "a" : "b", c.created_at, c.id, c.position])).toString("base64url");

function decodeCursor(text: string): Cursor {
  try {
    const [side, created_at, id, position] = JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as unknown[];
    if ((side === "a" || side === "b") && typeof created_at === "string" && typeof id === "string" && Number.isSafeInteger(position) && (position as number) >= 0) {
      return { side: side === "a" ? "after" : "before", created_at, id, position: position as number };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("That cursor is not one this list gave out. Start again from the first page.", "invalid_input");
}

/** The cursor of the page after the one ending with `chat` (the bench and tests use it to jump deep into the list). */
export function conversationCursorAfter(chat: { created_at: string; id: string }, position: number): string {
  return encodeCursor({ side: "after", created_at: chat.created_at, id: chat.id, position });
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
          eb
            .selectFrom("chat_session_messages as m")
            .select("m.message")
            .whereRef("m.session_id", "=", "s.id")
            .where("m.sender_type", "=", "user")
            .orderBy("m.seq", "asc")
            .limit(1),
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
    userType: r.user_type,
    language: r.language,
    agent: r.agent_id ? { id: r.agent_id, name: r.agent_name || r.agent_email || "Removed admin" } : null,
    createdAt: r.created_at,
    takenAt: r.taken_at,
    endedAt: r.ended_at,
    leadId: r.lead_id,
    visitorMessages: Number(r.agent_chat_visitor ?? 0) + Number(r.assistant_visitor ?? 0),
    assistantMessages: Number(r.assistant_answers ?? 0),
    preview: first ? (first.length > PREVIEW_CHARS ? `${first.slice(0, PREVIEW_CHARS - 1)}…` : first) : null,
  };
}

/**
 * One page of chats, newest first. The page's chats are found first (filters, search, keyset on (created_at, id)),
 * then their names and counts are read for those few only.
 */
export async function listConversations(db: Db, query: ConversationFilters & { cursor?: string; pageSize: number }): Promise<ConversationPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const plan = query.q ? await planSearch(db, query.q) : null;
  const col = columnFor(plan, isPostgres(db));
  const back = cursor?.side === "before";
  const direction = back ? "asc" : "desc";
  let qb = applyFilters(db, db.selectFrom("chat_sessions as s").select(["s.id", "s.created_at"]), query, plan);
  if (cursor) qb = qb.where(sql<SqlBool>`(${col("created_at")}, ${col("id")}) ${sql.raw(back ? ">" : "<")} (${cursor.created_at}, ${cursor.id})`);
  const fetched = await qb.orderBy(col("created_at"), direction).orderBy(col("id"), direction).limit(query.pageSize + 1).execute();
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
  return {
    conversations: keys.map((k) => toSummary(byId.get(k.id)!)),
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
export async function getConversation(db: Db, id: string): Promise<ConversationTranscript> {
  const row = await summaryQuery(db).where("s.id", "=", id).executeTakeFirst();
  if (!row) throw notFound("No chat with that id.");
  const limit = TRANSCRIPT_MAX_MESSAGES + 1;
  const [agentChat, assistant] = await Promise.all([
    db
      .selectFrom("chat_session_messages")
      .select(["id", "sender_type", "sender_name", "message", "created_at"])
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
  const lines: (TranscriptMessage & { order: number })[] = [
    ...agentChat.map((m, i) => ({
      id: m.id,
      sender: AGENT_SENDERS[m.sender_type] ?? "system",
      name: m.sender_type === "user" ? row.user_name : m.sender_name,
      text: m.message,
      at: m.created_at,
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
  // Times are ISO text in UTC, so text order is time order; each log keeps its own order on a tie.
  lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.order - b.order));
  const truncated = lines.length > TRANSCRIPT_MAX_MESSAGES;
  return {
    conversation: toSummary(row),
    messages: lines.slice(0, TRANSCRIPT_MAX_MESSAGES).map(({ order: _order, ...m }) => m),
    truncated,
  };
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
