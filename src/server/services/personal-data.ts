// Everything held about one person, found by one e-mail or one phone (issue 27, India's DPDP Act): their leads (forms,
// chat starts, call-backs) and the team's notes on them, their chats with every message, the assistant exchange, photos,
// rating and transcript requests, the e-mails addressed to them or quoting them, and rate-limit counters naming them.
// The same finding serves the lookup, the export and the erasure; the erasure (also the retention job's) deletes the
// rows in one transaction, with the search indexes that follow them (SQLite's FTS triggers, PostgreSQL's generated
// columns), and records only that it happened (`erasures`: counts, no personal data); photo files go after the commit.
import { randomUUID } from "node:crypto";
import { PostgresAdapter, sql, type Expression, type SqlBool } from "kysely";
import type { Db } from "../db/database.ts";
import { notFound } from "../errors.ts";
import {
  PERSON_KINDS,
  type PersonChat,
  type PersonChatMessage,
  type PersonCounts,
  type PersonEmail,
  type PersonKey,
  type PersonLead,
  type PersonRecord,
} from "../../shared/schemas/personal-data.ts";
import { formatPhone, phoneE164 } from "../../shared/schemas/phone.ts";
import { transcriptRecipientKey } from "./chat/after-chat.ts";
import { likePattern } from "./lead-admin.ts";
import { normalizeEmail, normalizePhone } from "./leads.ts";

/** Ids per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

const chunks = <T>(list: T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += CHUNK) out.push(list.slice(i, i + CHUNK));
  return out;
};

const unique = <T>(list: (T | null | undefined)[]): T[] => [...new Set(list.filter((v): v is T => v !== null && v !== undefined && v !== ""))];

/** Rows of `table` whose `column` is one of `ids`, read a chunk at a time. */
async function rowsIn<T>(ids: string[], read: (chunk: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const chunk of chunks(ids)) out.push(...(await read(chunk)));
  return out;
}

export const zeroCounts = (): PersonCounts => Object.fromEntries(PERSON_KINDS.map((k) => [k, 0])) as PersonCounts;

/** The ids of what is held about a person (or, for the retention job, about old records), by kind. */
export interface HeldIds {
  leadIds: string[];
  chatIds: string[];
  outboxIds: string[];
  limitKeys: string[];
  /** Assistant messages with no chat (retention only: a person's are found through their chats). */
  looseAssistantIds?: string[];
}

/** The contact details a person is known by on their records: e-mails lower-cased, phones in E.164 where they parse. */
function contactsOf(leads: { email: string; phone: string | null }[], chats: { user_email: string; user_phone: string | null }[]) {
  const emails = unique([...leads.map((l) => l.email.trim().toLowerCase()), ...chats.map((c) => c.user_email.trim().toLowerCase())]);
  const phones = unique([...leads.map((l) => l.phone), ...chats.map((c) => c.user_phone)].map((p) => (p ? (phoneE164(p) ?? p) : null)));
  return { emails, phones };
}

/**
 * The person's leads and chats. By e-mail: leads with the same normalised e-mail (Gmail's dots and +tags are one inbox)
 * and chats started with that address or with a lead's; by phone: leads with the same normalised number and chats
 * started with it. Then, one step further by id: the chats those leads were left from or started by, and the leads those
 * chats name. Nothing further: a lead found by phone whose e-mail another chat used is shown under otherContacts.
 */
async function findLeadsAndChats(db: Db, key: PersonKey) {
  const leads = await (key.email
    ? db.selectFrom("leads").selectAll().where("email_normalized", "=", normalizeEmail(key.email))
    : db.selectFrom("leads").selectAll().where("phone_normalized", "=", normalizePhone(key.phone)!)
  ).execute();
  const leadIds = leads.map((l) => l.id);
  const emails = key.email ? unique([key.email, ...leads.map((l) => l.email.trim().toLowerCase())]) : [];
  const phones = key.phone ? unique([key.phone, ...leads.map((l) => (l.phone ? phoneE164(l.phone) : null))]) : [];

  const chats = await db
    .selectFrom("chat_sessions")
    .selectAll()
    .where((eb) => {
      const or: Expression<SqlBool>[] = [];
      if (emails.length) or.push(eb(sql`lower(user_email)`, "in", emails));
      if (phones.length) or.push(eb("user_phone", "in", phones));
      for (const chunk of chunks(leadIds)) or.push(eb("lead_id", "in", chunk), eb("start_lead_id", "in", chunk));
      return or.length ? eb.or(or) : sql<SqlBool>`1 = 0`;
    })
    .execute();
  const linked = unique(chats.flatMap((c) => [c.lead_id, c.start_lead_id])).filter((id) => !leadIds.includes(id));
  const moreLeads = await rowsIn(linked, (chunk) => db.selectFrom("leads").selectAll().where("id", "in", chunk).execute());
  return { leads: [...leads, ...moreLeads], chats };
}

/** E-mails to any of the addresses, or whose text names any of the needles (an address, a phone, a lead's or chat's id). */
export async function outboxAbout(db: Db, emails: string[], needles: string[]) {
  if (!emails.length && !needles.length) return [];
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const contains = (text: string) => (postgres ? sql<SqlBool>`body_text ilike ${likePattern(text)}` : sql<SqlBool>`body_text like ${likePattern(text)} escape '\\'`);
  return db
    .selectFrom("email_outbox")
    .selectAll()
    .where((eb) => eb.or([...(emails.length ? [eb(sql`lower(to_address)`, "in", emails)] : []), ...needles.map(contains)]))
    .orderBy("created_at")
    .execute();
}

/**
 * Rate-limit counters about the person: a key naming one of the addresses or phones, or an address's transcript cap
 * (keyed by the address's hash, which can be matched back to it, so it goes too).
 */
async function limitKeysAbout(db: Db, emails: string[], phones: string[]): Promise<string[]> {
  const texts = [...emails, ...phones];
  if (!texts.length) return [];
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const hashed = emails.map(transcriptRecipientKey);
  const rows = await db
    .selectFrom("rate_limits")
    .select("key")
    .where((eb) =>
      eb.or([
        ...(hashed.length ? [eb("key", "in", hashed)] : []),
        ...texts.map((t) => (postgres ? sql<SqlBool>`lower(key) like ${likePattern(t)}` : sql<SqlBool>`key like ${likePattern(t)} escape '\\'`)),
      ]),
    )
    .execute();
  return rows.map((r) => r.key);
}

interface Located {
  leads: Awaited<ReturnType<typeof findLeadsAndChats>>["leads"];
  chats: Awaited<ReturnType<typeof findLeadsAndChats>>["chats"];
  outbox: Awaited<ReturnType<typeof outboxAbout>>;
  limitKeys: string[];
}

async function locate(db: Db, key: PersonKey): Promise<Located> {
  const { leads, chats } = await findLeadsAndChats(db, key);
  const contacts = contactsOf(leads, chats);
  const emails = unique([key.email, ...contacts.emails]);
  const phones = unique([key.phone, ...contacts.phones]);
  // Phones as the team's e-mails write them ("+91 98765 43210") and as they are stored; ids of the leads and chats.
  const needles = unique([...emails, ...phones, ...phones.map(formatPhone), ...leads.map((l) => l.phone), ...leads.map((l) => l.id), ...chats.map((c) => c.id)]);
  const [outbox, limitKeys] = await Promise.all([outboxAbout(db, emails, needles), limitKeysAbout(db, emails, phones)]);
  return { leads, chats, outbox, limitKeys };
}

const parseJson = <T>(text: string | null, fallback: T): T => {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** Everything held about the person, read in full (the lookup and the export). */
export async function findPerson(db: Db, key: PersonKey): Promise<PersonRecord> {
  const { leads, chats, outbox, limitKeys } = await locate(db, key);
  const leadIds = leads.map((l) => l.id);
  const chatIds = chats.map((c) => c.id);
  const [notes, messages, assistant, photos, ratings, transcripts, chatNotes] = await Promise.all([
    rowsIn(leadIds, (c) => db.selectFrom("lead_notes").selectAll().where("lead_id", "in", c).orderBy("created_at").execute()),
    rowsIn(chatIds, (c) => db.selectFrom("chat_session_messages").selectAll().where("session_id", "in", c).orderBy("seq").execute()),
    rowsIn(chatIds, (c) => db.selectFrom("chat_messages").selectAll().where("conversation_id", "in", c).orderBy("created_at").orderBy("id").execute()),
    rowsIn(chatIds, (c) => db.selectFrom("chat_photos").selectAll().where("session_id", "in", c).orderBy("created_at").execute()),
    rowsIn(chatIds, (c) => db.selectFrom("chat_ratings").selectAll().where("session_id", "in", c).execute()),
    rowsIn(chatIds, (c) => db.selectFrom("chat_transcript_requests").selectAll().where("session_id", "in", c).orderBy("created_at").execute()),
    rowsIn(chatIds, (c) => db.selectFrom("chat_notes").selectAll().where("session_id", "in", c).orderBy("created_at").execute()),
  ]);

  const personLeads: PersonLead[] = leads
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((l) => ({
      id: l.id,
      name: l.name,
      email: l.email,
      phone: l.phone,
      location: l.location,
      userType: l.user_type,
      source: l.source,
      status: l.status,
      spam: l.spam_reason !== null,
      callbackAt: l.callback_at,
      createdAt: l.created_at,
      details: parseJson<Record<string, unknown> | null>(l.metadata, null),
      notes: notes.filter((n) => n.lead_id === l.id).map((n) => ({ at: n.created_at, author: n.author_name, text: n.body })),
    }));

  const senders: Record<string, PersonChatMessage["sender"]> = { user: "visitor", agent: "agent", system: "system" };
  const personChats: PersonChat[] = chats
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((c) => {
      const lines: PersonChatMessage[] = [
        ...messages
          .filter((m) => m.session_id === c.id)
          .map((m) => ({ at: m.created_at, sender: senders[m.sender_type] ?? "system", name: m.sender_name, text: m.message, ...(m.photo_id ? { photoId: m.photo_id } : {}) })),
        ...assistant
          .filter((m) => m.conversation_id === c.id)
          .map((m) => ({ at: m.created_at, sender: m.sender === "user" ? ("visitor" as const) : ("assistant" as const), name: m.sender === "user" ? c.user_name : "Assistant", text: m.message })),
      ];
      // ISO times in UTC: text order is time order; the sort is stable, so each log keeps its own order on a tie.
      lines.sort((a, b) => a.at.localeCompare(b.at));
      const rating = ratings.find((r) => r.session_id === c.id);
      return {
        id: c.id,
        status: c.status,
        name: c.user_name,
        email: c.user_email,
        phone: c.user_phone,
        language: c.language,
        createdAt: c.created_at,
        endedAt: c.ended_at,
        startPath: c.start_path,
        timeZone: c.time_zone,
        pages: parseJson<{ path: string; at: string }[]>(c.pages, []),
        rating: rating ? { rating: rating.rating, comment: rating.comment, at: rating.rated_at } : null,
        transcriptRequests: transcripts.filter((t) => t.session_id === c.id).map((t) => t.created_at),
        photos: photos.filter((p) => p.session_id === c.id).map((p) => ({ id: p.id, width: Number(p.width), height: Number(p.height), at: p.created_at })),
        messages: lines,
        notes: chatNotes.filter((n) => n.session_id === c.id).map((n) => ({ at: n.created_at, author: n.author_name, text: n.text })),
      };
    });

  const emails: PersonEmail[] = outbox.map((o) => ({
    id: o.id,
    kind: o.kind,
    to: o.to_address,
    subject: o.subject,
    status: o.status,
    createdAt: o.created_at,
    sentAt: o.sent_at,
    text: o.body_text,
  }));

  const counts: PersonCounts = {
    leads: leads.length,
    callbacks: leads.filter((l) => l.callback_at !== null).length,
    leadNotes: notes.length,
    chats: chats.length,
    chatMessages: messages.length,
    assistantMessages: assistant.length,
    chatPhotos: photos.length,
    chatRatings: ratings.length,
    transcriptRequests: transcripts.length,
    outboxEmails: outbox.length,
    limitCounters: limitKeys.length,
  };
  const contacts = contactsOf(leads, chats);
  return {
    query: key,
    found: leads.length + chats.length + outbox.length + limitKeys.length > 0,
    counts,
    leads: personLeads,
    chats: personChats,
    emails,
    otherContacts: {
      emails: contacts.emails.filter((e) => e !== key.email),
      phones: contacts.phones.filter((p) => p !== key.phone),
    },
  };
}

/** Deletes the rows named (and every row that hangs off them) inside `trx`; answers the counts and the photos to remove. */
export async function deleteHeld(trx: Db, held: HeldIds): Promise<{ counts: PersonCounts; photoIds: string[] }> {
  const counts = zeroCounts();
  const photoIds: string[] = [];
  const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  for (const c of chunks(held.chatIds)) {
    photoIds.push(...(await trx.selectFrom("chat_photos").select("id").where("session_id", "in", c).execute()).map((p) => p.id));
    // Messages first: a photo's message points at the photo. Deleting them also deletes their search rows (the triggers).
    counts.chatMessages += n(await trx.deleteFrom("chat_session_messages").where("session_id", "in", c).executeTakeFirstOrThrow());
    counts.assistantMessages += n(await trx.deleteFrom("chat_messages").where("conversation_id", "in", c).executeTakeFirstOrThrow());
    counts.chatPhotos += n(await trx.deleteFrom("chat_photos").where("session_id", "in", c).executeTakeFirstOrThrow());
    counts.chatRatings += n(await trx.deleteFrom("chat_ratings").where("session_id", "in", c).executeTakeFirstOrThrow());
    counts.transcriptRequests += n(await trx.deleteFrom("chat_transcript_requests").where("session_id", "in", c).executeTakeFirstOrThrow());
    // The team's notes and labels on the chat go with it (issue 30).
    await trx.deleteFrom("chat_notes").where("session_id", "in", c).execute();
    await trx.deleteFrom("chat_session_labels").where("session_id", "in", c).execute();
    counts.chats += n(await trx.deleteFrom("chat_sessions").where("id", "in", c).executeTakeFirstOrThrow());
  }
  for (const c of chunks(held.looseAssistantIds ?? [])) {
    counts.assistantMessages += n(await trx.deleteFrom("chat_messages").where("id", "in", c).executeTakeFirstOrThrow());
  }
  for (const c of chunks(held.leadIds)) {
    counts.callbacks += Number(
      (await trx.selectFrom("leads").select((eb) => eb.fn.countAll<number | string>().as("n")).where("id", "in", c).where("callback_at", "is not", null).executeTakeFirstOrThrow()).n,
    );
    counts.leadNotes += n(await trx.deleteFrom("lead_notes").where("lead_id", "in", c).executeTakeFirstOrThrow());
    // Another person's lead may name an erased one as its original: it stops being a repeat of nothing.
    await trx.updateTable("leads").set({ duplicate_of: null }).where("duplicate_of", "in", c).execute();
    // Chats of others do not name these leads (they are the person's by that link), but a chat kept by retention may.
    await trx.updateTable("chat_sessions").set({ lead_id: null }).where("lead_id", "in", c).execute();
    await trx.updateTable("chat_sessions").set({ start_lead_id: null }).where("start_lead_id", "in", c).execute();
    counts.leads += n(await trx.deleteFrom("leads").where("id", "in", c).executeTakeFirstOrThrow());
  }
  for (const c of chunks(held.outboxIds)) counts.outboxEmails += n(await trx.deleteFrom("email_outbox").where("id", "in", c).executeTakeFirstOrThrow());
  for (const c of chunks(held.limitKeys)) counts.limitCounters += n(await trx.deleteFrom("rate_limits").where("key", "in", c).executeTakeFirstOrThrow());
  return { counts, photoIds };
}

/** Writes the record that an erasure happened: when, who (null for the job), why and how many; nothing about whom. */
export async function recordErasure(trx: Db, actorId: string | null, reason: "request" | "retention", counts: PersonCounts, at: string): Promise<string> {
  const id = randomUUID();
  await trx.insertInto("erasures").values({ id, at, actor_id: actorId, reason, counts: JSON.stringify(counts) }).execute();
  return id;
}

/** Removes the photo folders of erased photos (after the commit: a rolled-back erasure keeps its files). */
export async function removePhotoFiles(photoIds: string[], discard: (id: string) => Promise<void>): Promise<number> {
  let removed = 0;
  for (const id of photoIds) {
    await discard(id);
    removed++;
  }
  return removed;
}

export interface ErasureResult {
  erasureId: string;
  at: string;
  counts: PersonCounts;
  photoIds: string[];
}

/**
 * Erases everything held about the person in one transaction, with its `erasures` record; `inTransaction` runs inside
 * it too (the audit record). 404 when nothing is held, and then nothing is written.
 */
export async function erasePerson(db: Db, key: PersonKey, actorId: string, inTransaction?: (trx: Db, counts: PersonCounts, erasureId: string) => Promise<void>): Promise<ErasureResult> {
  return db.transaction().execute(async (trx) => {
    const found = await locate(trx, key);
    if (found.leads.length + found.chats.length + found.outbox.length + found.limitKeys.length === 0) {
      throw notFound(
        key.email
          ? "Nothing is held about that e-mail address: no lead, chat or e-mail names it. Nothing was erased."
          : "Nothing is held about that phone number: no lead, chat or e-mail names it. Nothing was erased.",
      );
    }
    const { counts, photoIds } = await deleteHeld(trx, {
      leadIds: found.leads.map((l) => l.id),
      chatIds: found.chats.map((c) => c.id),
      outboxIds: found.outbox.map((o) => o.id),
      limitKeys: found.limitKeys,
    });
    const at = new Date().toISOString();
    const erasureId = await recordErasure(trx, actorId, "request", counts, at);
    await inTransaction?.(trx, counts, erasureId);
    return { erasureId, at, counts, photoIds };
  });
}
