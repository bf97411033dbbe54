// Who the agent talks to (issue 14): the pages a visitor opens during a chat, kept with the session and pushed to the
// agent holding it, and the console's side panel (contact details, pages, time zone, earlier chats and leads).
import type { Selectable } from "kysely";
import type { ChatSessionsTable, Db } from "../../db/database.ts";
import { CHAT_LIMITS, type VisitorContext, type VisitorPage } from "../../../shared/schemas/chat.ts";
import { conflict, notFound } from "../../errors.ts";
import { chatsByEmail } from "../conversations.ts";
import { normalizeEmail, normalizePhone } from "../leads.ts";
import { formatPhone } from "../../../shared/schemas/phone.ts";
import type { ChatBus } from "./event-bus.ts";

type SessionRow = Selectable<ChatSessionsTable>;

/** How many earlier chats and leads the side panel links. */
const LINKS_MAX = 10;

/** The session's page list as stored (JSON text); anything unreadable counts as none. */
function storedPages(json: string | null): VisitorPage[] {
  if (!json) return [];
  try {
    const pages = JSON.parse(json) as unknown;
    return Array.isArray(pages) ? pages.filter((p): p is VisitorPage => typeof p?.path === "string" && typeof p?.at === "string") : [];
  } catch {
    return [];
  }
}

/**
 * The visitor opened `path`: it joins the chat's page list (the newest CHAT_LIMITS.visitorPagesMax are kept) and the
 * agent holding the chat is told. The same page again (a reload, a report by socket and by poll) adds nothing and
 * answers null. A chat that is over keeps its pages as they were (409).
 */
export async function recordVisitorPage(db: Db, dbKind: "sqlite" | "postgres", bus: ChatBus, sessionId: string, path: string): Promise<VisitorPage | null> {
  const result = await db.transaction().execute(async (trx) => {
    let q = trx.selectFrom("chat_sessions").select(["status", "agent_id", "start_path", "pages"]).where("id", "=", sessionId);
    // Two reports at once (socket and poll) must not both read the list before either writes it.
    if (dbKind === "postgres") q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw notFound("That chat does not exist.");
    if (row.status === "ended") throw conflict("This chat has ended.");
    const pages = storedPages(row.pages);
    const last = pages.at(-1)?.path ?? row.start_path;
    if (last === path) return null;
    const page: VisitorPage = { path, at: new Date().toISOString() };
    const kept = [...pages, page].slice(-CHAT_LIMITS.visitorPagesMax);
    await trx.updateTable("chat_sessions").set({ pages: JSON.stringify(kept) }).where("id", "=", sessionId).execute();
    return { page, agentId: row.agent_id };
  });
  if (!result) return null;
  await bus.publish({ kind: "page", sessionId, agentId: result.agentId, page: result.page });
  return result.page;
}

/**
 * The side panel of a chat. The widget stores the visitor's lead (with phone and location) just before it starts the
 * chat, with the same e-mail or phone, but the two are not linked by id; so the phone and location come from the newest
 * lead with that e-mail or phone made before the chat started (or after, when none was), and the earlier chats and
 * leads are those with the same e-mail (normalised, as the lead detail's history finds them) or, for a visitor who
 * gave only a phone (issue 26), the leads with the same phone. An empty e-mail matches nothing: phone-only visitors
 * are not one another's history.
 */
export async function readVisitorContext(db: Db, row: SessionRow): Promise<VisitorContext> {
  const email = row.user_email ? normalizeEmail(row.user_email) : null;
  const phoneKey = normalizePhone(row.user_phone);
  const leads = await db
    .selectFrom("leads")
    .select(["id", "name", "source", "phone", "location", "created_at"])
    .where((eb) =>
      eb.or([
        ...(email ? [eb("email_normalized", "=", email)] : []),
        ...(phoneKey ? [eb("phone_normalized", "=", phoneKey)] : []),
        ...(row.lead_id ? [eb("id", "=", row.lead_id)] : []),
      ]),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(LINKS_MAX)
    .execute();
  const contact = leads.find((l) => l.created_at <= row.created_at && (l.phone || l.location)) ?? leads.find((l) => l.phone || l.location);
  // Stored in E.164; the agent reads it as people write it ("+91 98765 43210").
  const given = row.user_phone ?? contact?.phone;
  const phone = given ? formatPhone(given) : null;
  const chats = row.user_email ? await chatsByEmail(db, row.user_email, { except: row.id, limit: LINKS_MAX }) : [];
  return {
    sessionId: row.id,
    name: row.user_name,
    email: row.user_email,
    phone,
    location: contact?.location ?? null,
    userType: row.user_type,
    language: row.language,
    startedAt: row.created_at,
    startPath: row.start_path,
    pages: storedPages(row.pages),
    timeZone: row.time_zone,
    seenAt: row.visitor_seen_at,
    earlierChats: chats.map((c) => ({ id: c.id, status: c.status, createdAt: c.createdAt, agentName: c.agent?.name ?? null, preview: c.preview })),
    leads: leads.map((l) => ({ id: l.id, name: l.name, source: l.source, createdAt: l.created_at })),
  };
}
