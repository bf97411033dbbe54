// The team's notes and labels on a chat (issue 30). Notes live in their own table, apart from the chat's messages:
// nothing that serves the visitor (the widget's poll and socket, the resume, the transcript e-mail) reads it, so a note
// cannot reach them by a path someone forgot to filter. Labels come from the team's list; a chat takes only those.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/database.ts";
import type { AuthenticatedUser } from "../auth.ts";
import { badRequest, forbidden, notFound } from "../../errors.ts";
import { LABEL_LIMITS, type ChatLabel, type ChatNote } from "../../../shared/schemas/chat-notes.ts";

/** A label's key: its name in lower case, so "Urgent" and "urgent" are one label. */
export const labelKey = (name: string) => name.trim().toLocaleLowerCase("en-IN");

/**
 * The chat, when `user` may write a note on it: an admin on any chat; an agent on a chat they hold or held, on one
 * waiting for an agent, and on an ended one (the Conversations screen shows every ended chat to agents); never on a
 * live chat another agent holds.
 */
async function notableSession(db: Db, sessionId: string, user: AuthenticatedUser) {
  const row = await db.selectFrom("chat_sessions").select(["id", "status", "agent_id"]).where("id", "=", sessionId).executeTakeFirst();
  if (!row) throw notFound("No chat has this id.");
  if (user.role !== "admin" && row.status === "active" && row.agent_id !== user.id) throw forbidden("This chat is with another agent: only they or an admin can add notes to it now.");
  return row;
}

export async function addNote(db: Db, sessionId: string, user: AuthenticatedUser, text: string): Promise<ChatNote> {
  await notableSession(db, sessionId, user);
  return insertNote(db, sessionId, user.id, text);
}

/** How a note (or a handover) names a colleague: their display name, else their e-mail address. */
export async function authorNameOf(db: Db, userId: string): Promise<string> {
  const author = await db.selectFrom("users").select(["name", "email"]).where("id", "=", userId).executeTakeFirst();
  return author?.name || author?.email || "Removed admin";
}

/** Stores a note by `authorId` (under their name as it is now, or `authorName` when the caller has it) on a chat the caller has already checked. */
export async function insertNote(db: Db, sessionId: string, authorId: string, text: string, authorName?: string): Promise<ChatNote> {
  const note = { id: randomUUID(), session_id: sessionId, author_id: authorId, author_name: authorName ?? (await authorNameOf(db, authorId)), text, created_at: new Date().toISOString() };
  await db.insertInto("chat_notes").values(note).execute();
  return { id: note.id, text: note.text, authorName: note.author_name, at: note.created_at };
}

export async function listNotes(db: Db, sessionId: string, user: AuthenticatedUser): Promise<ChatNote[]> {
  await notableSession(db, sessionId, user);
  return notesOf(db, sessionId);
}

/** A chat's notes, oldest first (the admin transcript merges them in). */
export async function notesOf(db: Db, sessionId: string): Promise<ChatNote[]> {
  const rows = await db.selectFrom("chat_notes").selectAll().where("session_id", "=", sessionId).orderBy("created_at").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, text: r.text, authorName: r.author_name, at: r.created_at }));
}

// ---- labels ----

/** The team's labels by name, each with how many chats carry it. */
export async function listLabels(db: Db): Promise<ChatLabel[]> {
  const rows = await db
    .selectFrom("chat_labels as l")
    .leftJoin("chat_session_labels as s", "s.label_key", "l.key")
    .select(["l.name", (eb) => eb.fn.count<number | string>("s.session_id").as("chats")])
    .groupBy(["l.key", "l.name"])
    .orderBy("l.key")
    .execute();
  return rows.map((r) => ({ name: r.name, chats: Number(r.chats) }));
}

export async function createLabel(db: Db, name: string): Promise<ChatLabel> {
  const key = labelKey(name);
  const count = await db.selectFrom("chat_labels").select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  if (Number(count.n) >= LABEL_LIMITS.listMax) throw badRequest(`The team's list holds at most ${LABEL_LIMITS.listMax} labels. Delete one you no longer use first.`, "too_many_labels");
  const done = await db.insertInto("chat_labels").values({ key, name: name.trim(), created_at: new Date().toISOString() }).onConflict((oc) => oc.column("key").doNothing()).executeTakeFirst();
  if (!Number(done.numInsertedOrUpdatedRows ?? 0n)) throw badRequest(`There is a label "${name.trim()}" already.`, "label_exists");
  return { name: name.trim(), chats: 0 };
}

/** Deletes a label from the list and from every chat that carried it. */
export async function deleteLabel(db: Db, name: string): Promise<void> {
  const key = labelKey(name);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("chat_session_labels").where("label_key", "=", key).execute();
    const done = await trx.deleteFrom("chat_labels").where("key", "=", key).executeTakeFirst();
    if (!Number(done.numDeletedRows)) throw notFound(`There is no label "${name}".`);
  });
}

/** Sets a chat's labels to exactly `names` (each from the team's list); answers them as the list writes them. */
export async function setChatLabels(db: Db, sessionId: string, user: AuthenticatedUser, names: string[]): Promise<string[]> {
  await notableSession(db, sessionId, user);
  const keys = [...new Set(names.map(labelKey))];
  const known = keys.length ? await db.selectFrom("chat_labels").select(["key", "name"]).where("key", "in", keys).execute() : [];
  const unknown = names.filter((n) => !known.some((k) => k.key === labelKey(n)));
  if (unknown.length) throw badRequest(`"${unknown[0]}" is not one of the team's labels. An admin adds labels on the Conversations screen.`, "unknown_label");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("chat_session_labels").where("session_id", "=", sessionId).execute();
    if (keys.length) await trx.insertInto("chat_session_labels").values(keys.map((label_key) => ({ session_id: sessionId, label_key }))).execute();
  });
  return known.map((k) => k.name).sort((a, b) => a.localeCompare(b));
}

/** The labels of each of `sessionIds`, by chat, as the list writes them. */
export async function labelsOfChats(db: Db, sessionIds: string[]): Promise<Map<string, string[]>> {
  const byChat = new Map<string, string[]>();
  if (!sessionIds.length) return byChat;
  const rows = await db
    .selectFrom("chat_session_labels as s")
    .innerJoin("chat_labels as l", "l.key", "s.label_key")
    .select(["s.session_id", "l.name"])
    .where("s.session_id", "in", sessionIds)
    .orderBy("l.key")
    .execute();
  for (const r of rows) byChat.set(r.session_id, [...(byChat.get(r.session_id) ?? []), r.name]);
  return byChat;
}
