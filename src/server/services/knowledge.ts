// The knowledge bank's storage (issue 28): entries the team writes, and the gap queue of questions the assistant could
// not answer well, grouped by their search terms. Every write of entries bumps the "knowledge" content version in its
// transaction, so every instance's assistant answers from the new entries at its next question.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Database, Db, KnowledgeEntriesTable } from "../db/database.ts";
import type { Selectable, Transaction } from "kysely";
import { publicRoutes } from "../../shared/public-routes.ts";
import type { Locale } from "../../shared/locales.ts";
import type { GapReason, KnowledgeEntry, KnowledgeGapGroup, KnowledgeStatus, KnowledgeValues } from "../../shared/schemas/knowledge.ts";
import { KNOWLEDGE_LIMITS } from "../../shared/schemas/knowledge.ts";
import { badRequest, notFound } from "../errors.ts";
import { bumpVersion } from "./content-version.ts";
import { questionKey } from "../assistant/knowledge-bank.ts";
import { searchTerms } from "../assistant/language.ts";

const PUBLIC_PATHS = new Set<string>(publicRoutes.map((r) => r.path));

export function toEntry(row: Selectable<KnowledgeEntriesTable>): KnowledgeEntry {
  return {
    id: row.id,
    question: row.question,
    paraphrases: JSON.parse(row.paraphrases) as string[],
    answers: JSON.parse(row.answers) as Partial<Record<Locale, string>>,
    links: JSON.parse(row.links) as string[],
    status: row.status as KnowledgeStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Every entry, published and draft (the assistant keeps the published ones). */
export async function allEntries(db: Db): Promise<KnowledgeEntry[]> {
  return (await db.selectFrom("knowledge_entries").selectAll().orderBy("updated_at", "desc").execute()).map(toEntry);
}

export interface EntryListQuery {
  q?: string;
  status?: KnowledgeStatus;
  page: number;
}

export const ENTRIES_PAGE_SIZE = 50;

/** Entries newest first, searched in their question, paraphrases and answers. */
export async function listEntries(db: Db, query: EntryListQuery): Promise<{ entries: KnowledgeEntry[]; total: number; page: number; pageSize: number }> {
  let q = db.selectFrom("knowledge_entries");
  if (query.status) q = q.where("status", "=", query.status);
  if (query.q) {
    const like = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) => eb.or(["question", "paraphrases", "answers"].map((col) => eb(sql`lower(${sql.ref(col)})`, "like", sql`${like} escape '\\'`))));
  }
  const { total } = await q.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const rows = await q
    .selectAll()
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .limit(ENTRIES_PAGE_SIZE)
    .offset((query.page - 1) * ENTRIES_PAGE_SIZE)
    .execute();
  return { entries: rows.map(toEntry), total: Number(total), page: query.page, pageSize: ENTRIES_PAGE_SIZE };
}

export async function getEntry(db: Db, id: string): Promise<KnowledgeEntry> {
  const row = await db.selectFrom("knowledge_entries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound("There is no knowledge entry with this id.");
  return toEntry(row);
}

/**
 * Refuses a link to a page the site does not have (a public page, with or without its #section, or a published blog
 * post); the posts of every link are read in one query, so an import of many entries asks once.
 */
async function checkLinks(db: Db, links: readonly string[]): Promise<void> {
  const slugOf = (link: string) => /^\/blog\/([a-z0-9-]+)$/.exec(link.split("#")[0]!)?.[1];
  const slugs = [...new Set(links.map(slugOf).filter((s): s is string => !!s))];
  const published = new Set(
    slugs.length ? (await db.selectFrom("blog_posts").select("slug").where("slug", "in", slugs).where("status", "=", "published").execute()).map((p) => p.slug) : [],
  );
  const broken = links.find((link) => !PUBLIC_PATHS.has(link.split("#")[0]!) && !published.has(slugOf(link) ?? ""));
  if (broken) throw badRequest(`The link ${broken} goes to no page of the site: use a page such as /find-clinic, or a published blog post.`, "broken_link");
}

const columns = (values: KnowledgeValues) => ({
  question: values.question,
  paraphrases: JSON.stringify([...new Set(values.paraphrases)]),
  answers: JSON.stringify(Object.fromEntries(Object.entries(values.answers).filter(([, a]) => a))),
  links: JSON.stringify(values.links),
  status: values.status,
});

/**
 * Inserts entries in a transaction the caller holds, without checking their links (the sample entries' seed uses it;
 * their links are checked by its test); the caller bumps the "knowledge" version in the same transaction.
 */
export async function insertEntries(trx: Transaction<Database>, list: readonly KnowledgeValues[], userId: string | null, now: Date): Promise<KnowledgeEntry[]> {
  const at = now.toISOString();
  const rows = list.map((values) => ({ id: randomUUID(), ...columns(values), created_at: at, updated_at: at, updated_by: userId }));
  // In chunks: a statement has a limit of bound values on both databases.
  for (let i = 0; i < rows.length; i += 100) await trx.insertInto("knowledge_entries").values(rows.slice(i, i + 100)).execute();
  return rows.map(toEntry);
}

/** Creates entries all or none (an import with one bad link stores nothing); `then` runs in the same transaction. */
export async function createEntries(
  db: Db,
  list: readonly KnowledgeValues[],
  userId: string | null,
  now = new Date(),
  then?: (trx: Transaction<Database>, entries: KnowledgeEntry[]) => Promise<void>,
): Promise<KnowledgeEntry[]> {
  await checkLinks(db, list.flatMap((values) => values.links));
  return db.transaction().execute(async (trx) => {
    const entries = await insertEntries(trx, list, userId, now);
    await then?.(trx, entries);
    await bumpVersion(trx, "knowledge", now);
    return entries;
  });
}

export async function updateEntry(db: Db, id: string, values: KnowledgeValues, userId: string | null, now = new Date()): Promise<KnowledgeEntry> {
  await checkLinks(db, values.links);
  await db.transaction().execute(async (trx) => {
    const done = await trx.updateTable("knowledge_entries").set({ ...columns(values), updated_at: now.toISOString(), updated_by: userId }).where("id", "=", id).executeTakeFirst();
    if (!Number(done.numUpdatedRows)) throw notFound("There is no knowledge entry with this id.");
    await bumpVersion(trx, "knowledge", now);
  });
  return getEntry(db, id);
}

export async function deleteEntry(db: Db, id: string, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const done = await trx.deleteFrom("knowledge_entries").where("id", "=", id).executeTakeFirst();
    if (!Number(done.numDeletedRows)) throw notFound("There is no knowledge entry with this id.");
    await bumpVersion(trx, "knowledge", now);
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The gap queue

/** Open gap rows kept at most: past it the oldest are dropped, so a flood of questions cannot fill the database. */
export const OPEN_GAPS_MAX = 20_000;
/** A question longer than this, or with a link, or with fewer than this share of letters, is not a visitor's question. */
const GAP_QUESTION_MAX = 300;
const LINK = /https?:\/\/|www\.|\.(com|in|net|org|ru|xyz)\b/i;

/** Whether a question is worth the team's time: words that mean something, not a link, not a wall of text. */
export function isGapWorthy(question: string): boolean {
  const text = question.trim();
  if (!text || text.length > GAP_QUESTION_MAX || LINK.test(text)) return false;
  const letters = text.match(/[\p{L}\p{M}]/gu)?.length ?? 0;
  if (letters < text.replace(/\s/g, "").length * 0.6) return false;
  const terms = searchTerms(text);
  // Gibberish: one term repeated, or words no language has (a long run of consonants, a long word without a vowel).
  const voweless = /(?<![\p{L}\p{M}])[bcdfghjklmnpqrstvwxz]{5,}(?![\p{L}\p{M}])/iu;
  return terms.length > 0 && new Set(terms).size * 2 > terms.length - 1 && !/[bcdfghjklmnpqrstvwxz]{6,}/i.test(text) && !voweless.test(text);
}

export interface GapInput {
  question: string;
  language: string;
  reason: GapReason;
  conversationId?: string | null;
}

/** Puts a question in the gap queue (when it is worth it); the queue stays within OPEN_GAPS_MAX. */
export async function recordGap(db: Db, gap: GapInput, now = new Date()): Promise<boolean> {
  if (!isGapWorthy(gap.question)) return false;
  await db
    .insertInto("knowledge_gaps")
    .values({
      id: randomUUID(),
      group_key: questionKey(gap.question).slice(0, 500),
      question: gap.question.trim(),
      language: gap.language,
      reason: gap.reason,
      conversation_id: gap.conversationId ?? null,
      created_at: now.toISOString(),
      entry_id: null,
    })
    .execute();
  // Now and then (one insert in 50), the oldest open rows past the cap go.
  if (Math.random() < 0.02) {
    const cutoff = await db.selectFrom("knowledge_gaps").select("created_at").where("entry_id", "is", null).orderBy("created_at", "desc").offset(OPEN_GAPS_MAX).limit(1).executeTakeFirst();
    if (cutoff) await db.deleteFrom("knowledge_gaps").where("entry_id", "is", null).where("created_at", "<=", cutoff.created_at).execute();
  }
  return true;
}

/** Groups of open gaps, the most asked first; each with its ways of asking and where it came from. */
export async function listGaps(db: Db, limit = 100): Promise<KnowledgeGapGroup[]> {
  const groups = await db
    .selectFrom("knowledge_gaps")
    .select((eb) => ["group_key", eb.fn.countAll<number>().as("count"), eb.fn.min("created_at").as("first_at"), eb.fn.max("created_at").as("last_at")])
    .where("entry_id", "is", null)
    .groupBy("group_key")
    .orderBy("count", "desc")
    .orderBy("last_at", "desc")
    .limit(limit)
    .execute();
  if (!groups.length) return [];
  const rows = await db
    .selectFrom("knowledge_gaps")
    .select(["group_key", "question", "language", "reason", "conversation_id", "created_at"])
    .where("entry_id", "is", null)
    .where(
      "group_key",
      "in",
      groups.map((g) => g.group_key),
    )
    .orderBy("created_at", "desc")
    .execute();
  return groups.map((g) => {
    const mine = rows.filter((r) => r.group_key === g.group_key);
    return {
      key: g.group_key,
      question: mine[0]?.question ?? "",
      questions: [...new Set(mine.map((r) => r.question))].slice(0, 10),
      count: Number(g.count),
      languages: [...new Set(mine.map((r) => r.language))],
      reasons: [...new Set(mine.map((r) => r.reason as GapReason))],
      conversationId: mine.find((r) => r.conversation_id)?.conversation_id ?? null,
      firstAt: String(g.first_at),
      lastAt: String(g.last_at),
    };
  });
}

/**
 * Answers a group of gaps in one step: the entry is created with the group's ways of asking as paraphrases (besides
 * the team's own), and the group is closed. 404 when no open gap has the key.
 */
export async function answerGap(db: Db, key: string, values: KnowledgeValues, userId: string | null, now = new Date()): Promise<KnowledgeEntry> {
  const asked = await db.selectFrom("knowledge_gaps").select("question").where("group_key", "=", key).where("entry_id", "is", null).orderBy("created_at", "desc").execute();
  if (!asked.length) throw notFound("No open question has this key: it may have been answered already.");
  const paraphrases = [...new Set([...values.paraphrases, ...asked.map((a) => a.question)])]
    .filter((p) => p !== values.question && p.length <= KNOWLEDGE_LIMITS.questionMax)
    .slice(0, KNOWLEDGE_LIMITS.paraphrasesMax);
  const [entry] = await createEntries(db, [{ ...values, paraphrases }], userId, now, async (trx, [created]) => {
    await trx.updateTable("knowledge_gaps").set({ entry_id: created!.id }).where("group_key", "=", key).where("entry_id", "is", null).execute();
  });
  return entry!;
}
