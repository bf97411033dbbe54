// The team's canned replies (issue 14): one list for every agent, kept in the database; a shortcut names one reply.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { CannedRepliesTable, Db } from "../../db/database.ts";
import { CANNED_LIMITS, type CannedReply, type CannedReplyBody } from "../../../shared/schemas/chat-answering.ts";
import { HttpError, notFound } from "../../errors.ts";

const toReply = (r: Selectable<CannedRepliesTable>): CannedReply => ({
  id: r.id,
  title: r.title,
  shortcut: r.shortcut,
  body: r.body,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const shortcutTaken = (shortcut: string) => new HttpError(409, "shortcut_taken", `Another reply already has the shortcut /${shortcut}. Choose another.`);

/** Every reply, by shortcut (the order the console's "/" menu and picker list them in). */
export async function listCannedReplies(db: Db): Promise<CannedReply[]> {
  const rows = await db.selectFrom("canned_replies").selectAll().orderBy("shortcut").limit(CANNED_LIMITS.max).execute();
  return rows.map(toReply);
}

async function requireFreeShortcut(db: Db, shortcut: string, exceptId?: string): Promise<void> {
  let q = db.selectFrom("canned_replies").select("id").where("shortcut", "=", shortcut);
  if (exceptId) q = q.where("id", "!=", exceptId);
  if (await q.executeTakeFirst()) throw shortcutTaken(shortcut);
}

/** A unique-index failure after the check (two admins saving the same shortcut at once) reads as the same 409. */
async function uniqueShortcut<T>(shortcut: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (/unique|duplicate/i.test(String((err as Error).message))) throw shortcutTaken(shortcut);
    throw err;
  }
}

export async function createCannedReply(db: Db, body: CannedReplyBody, userId: string | null): Promise<CannedReply> {
  await requireFreeShortcut(db, body.shortcut);
  const { count } = await db
    .selectFrom("canned_replies")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  if (Number(count) >= CANNED_LIMITS.max) throw new HttpError(409, "too_many_replies", `The team can keep at most ${CANNED_LIMITS.max} canned replies. Delete one first.`);
  const at = new Date().toISOString();
  const row = { id: randomUUID(), ...body, created_by: userId, created_at: at, updated_at: at };
  await uniqueShortcut(body.shortcut, () => db.insertInto("canned_replies").values(row).execute());
  return toReply(row);
}

export async function updateCannedReply(db: Db, id: string, patch: Partial<CannedReplyBody>): Promise<CannedReply> {
  const current = await db.selectFrom("canned_replies").selectAll().where("id", "=", id).executeTakeFirst();
  if (!current) throw notFound("No canned reply with that id.");
  if (patch.shortcut && patch.shortcut !== current.shortcut) await requireFreeShortcut(db, patch.shortcut, id);
  const next = { ...current, ...patch, updated_at: new Date().toISOString() };
  await uniqueShortcut(next.shortcut, () =>
    db.updateTable("canned_replies").set({ title: next.title, shortcut: next.shortcut, body: next.body, updated_at: next.updated_at }).where("id", "=", id).execute(),
  );
  return toReply(next);
}

export async function deleteCannedReply(db: Db, id: string): Promise<void> {
  const res = await db.deleteFrom("canned_replies").where("id", "=", id).executeTakeFirst();
  if (Number(res.numDeletedRows) !== 1) throw notFound("No canned reply with that id.");
}
