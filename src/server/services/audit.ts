// The audit log (issue 27): an append-only record of who exported, erased or changed what, and sign-ins from a new
// address. recordAudit is the only write; nothing in the app updates or deletes a record.
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AuditLogTable, Database } from "../db/database.ts";
import type { AUDIT_ACTIONS, AuditPage, AuditQuery, AuditRecord } from "../../shared/schemas/audit.ts";
import { decodeCursor, encodeCursor } from "./keyset-cursor.ts";

export type AuditAction =
  | "leads.export"
  | "person.lookup"
  | "person.export"
  | "person.erase"
  | "retention.erase"
  | "user.create"
  | "user.role"
  | "user.status"
  | "user.password-reset"
  | "settings.change"
  | "sign-in.new-address";

// The shared list (the screen's filter, the query check) names exactly these actions.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const actionsMatch: Same<AuditAction, (typeof AUDIT_ACTIONS)[number]> = true;
void actionsMatch;

export interface AuditEntry {
  /** The signed-in user who acted; null for the server itself (the retention job). */
  actorId: string | null;
  action: AuditAction;
  /** What it was done to: a user id, a lead filter, an e-mail's hash… never more personal data than needed. */
  target?: string | null;
  /** Figures and choices (row counts, the filter, old and new role); stored as JSON. */
  detail?: Record<string, unknown>;
  /** The client address the request came from, when there was one. */
  ip?: string | null;
}

/**
 * Appends one record, copying the actor's e-mail as it is now. Pass the transaction that makes the change, so the
 * record and the change commit together.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  const actor = entry.actorId ? await db.selectFrom("users").select("email").where("id", "=", entry.actorId).executeTakeFirst() : undefined;
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor_id: entry.actorId,
      actor_email: actor?.email ?? null,
      action: entry.action,
      target: entry.target ?? null,
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip ?? null,
    })
    .execute();
}

/** How many addresses are remembered per user; one not among them counts as new again. */
export const SIGN_IN_ADDRESSES_KEPT = 20;

/**
 * Remembers the address a user signed in from, and records `sign-in.new-address` when it is one they have not used
 * before (their very first sign-in only starts the list). Only the latest SIGN_IN_ADDRESSES_KEPT addresses are kept.
 */
export async function noteSignInAddress(db: Kysely<Database>, userId: string, ip: string): Promise<void> {
  const at = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const known = await trx.selectFrom("user_sign_in_addresses").select("ip").where("user_id", "=", userId).execute();
    if (known.some((row) => row.ip === ip)) {
      await trx.updateTable("user_sign_in_addresses").set({ last_at: at }).where("user_id", "=", userId).where("ip", "=", ip).execute();
      return;
    }
    const inserted = await trx
      .insertInto("user_sign_in_addresses")
      .values({ user_id: userId, ip, first_at: at, last_at: at })
      .onConflict((oc) => oc.columns(["user_id", "ip"]).doNothing())
      .executeTakeFirst();
    // Of two sign-ins racing from one new address, only the one that stored it records it.
    if (known.length > 0 && Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      await recordAudit(trx, { actorId: userId, action: "sign-in.new-address", target: userId, detail: { addressesKnown: known.length }, ip });
    }
    if (known.length + 1 > SIGN_IN_ADDRESSES_KEPT) {
      const keep = trx.selectFrom("user_sign_in_addresses").select("ip").where("user_id", "=", userId).orderBy("last_at", "desc").limit(SIGN_IN_ADDRESSES_KEPT);
      await trx.deleteFrom("user_sign_in_addresses").where("user_id", "=", userId).where("ip", "not in", keep).execute();
    }
  });
}

const toRecord = (row: Selectable<AuditLogTable>): AuditRecord => ({
  id: row.id,
  at: row.at,
  actor_id: row.actor_id,
  actor_email: row.actor_email,
  action: row.action as AuditAction,
  target: row.target,
  detail: JSON.parse(row.detail) as Record<string, unknown>,
  ip: row.ip,
});

/** A page of the audit log, newest first, filtered, by keyset cursor (as the leads list). */
export async function listAudit(db: Kysely<Database>, query: AuditQuery): Promise<AuditPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const back = cursor?.side === "before";
  let filtered = db.selectFrom("audit_log");
  if (query.action) filtered = filtered.where("action", "=", query.action);
  if (query.actor) {
    const actor = query.actor;
    filtered = actor.includes("@") ? filtered.where("actor_email", "=", actor.toLowerCase()) : filtered.where("actor_id", "=", actor);
  }
  if (query.from) filtered = filtered.where("at", ">=", new Date(query.from).toISOString());
  if (query.to) filtered = filtered.where("at", "<", new Date(query.to).toISOString());
  let page = filtered.selectAll();
  if (cursor) {
    const op = back ? ">" : "<";
    page = page.where((eb) => eb.or([eb("at", op, cursor.created_at), eb.and([eb("at", "=", cursor.created_at), eb("id", op, cursor.id)])]));
  }
  const order = back ? "asc" : "desc";
  const [fetched, count] = await Promise.all([
    page.orderBy("at", order).orderBy("id", order).limit(query.pageSize + 1).execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  // One record more than the page says whether another page lies that way.
  const more = fetched.length > query.pageSize;
  const rows = fetched.slice(0, query.pageSize);
  if (back) rows.reverse();
  const position = !cursor ? 0 : back ? (more ? Math.max(cursor.position - rows.length, 0) : 0) : cursor.position;
  const first = rows[0];
  const last = rows[rows.length - 1];
  return {
    entries: rows.map(toRecord),
    total: Number(count.n),
    pageSize: query.pageSize,
    position,
    nextCursor: (back || more) && last ? encodeCursor({ side: "after", created_at: last.at, id: last.id, position: position + rows.length }) : null,
    prevCursor: (back ? more : position > 0) && first ? encodeCursor({ side: "before", created_at: first.at, id: first.id, position }) : null,
  };
}
