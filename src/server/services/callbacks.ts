// A visitor's request to be called back, from the chat (issue 26): the lead the chat's form stored becomes the request
// (or, when the chat does not know its lead, a new one is stored), with how and when to call, the visitor's own words
// from the conversation, the conversation's id, and when it was asked; the team's e-mail quotes the words.
import { preferredTimeLabels, type CallbackBody } from "../../shared/schemas/chat.ts";
import type { PublicLead, UserType } from "../../shared/schemas/lead.ts";
import type { Db } from "../db/database.ts";
import type { SessionRow } from "./chat/message-batch.ts";
import { CALLBACK_FIELDS } from "./lead-notification.ts";
import { createLead, normalizePhone, queueLeadNotification, type NotificationSettings } from "./leads.ts";

/** The visitor's last messages quoted in the request; enough to know what to call about. */
const WORDS_KEPT = 6;
const WORDS_MAX_CHARS = 2000;

const channelLabels: Record<CallbackBody["channel"], string> = { phone: "Phone call", email: "E-mail" };

/** What the visitor wrote in this chat, to the agent or to the assistant, oldest first, then the note they left. */
export async function visitorWords(db: Db, sessionId: string, note: string | null): Promise<string> {
  const [toAgents, toAssistant] = await Promise.all([
    db.selectFrom("chat_session_messages").select(["message", "created_at"]).where("session_id", "=", sessionId).where("sender_type", "=", "user").execute(),
    db.selectFrom("chat_messages").select(["message", "created_at"]).where("conversation_id", "=", sessionId).where("sender", "=", "user").execute(),
  ]);
  const said = [...toAgents, ...toAssistant].sort((a, b) => a.created_at.localeCompare(b.created_at)).map((m) => m.message.replace(/\s+/g, " ").trim());
  const words = [...said.slice(-WORDS_KEPT), ...(note ? [note.trim()] : [])].join("\n");
  return words.length > WORDS_MAX_CHARS ? `…${words.slice(-WORDS_MAX_CHARS)}` : words;
}

export interface CallbackContext {
  userAgent: string | null;
  settings: NotificationSettings;
  now?: Date;
}

/** Stores the request and queues the team's e-mail; resolves with the lead's id. */
export async function requestCallback(db: Db, session: SessionRow, body: CallbackBody, context: CallbackContext): Promise<string> {
  const now = context.now ?? new Date();
  const at = now.toISOString();
  const request = {
    [CALLBACK_FIELDS.by]: channelLabels[body.channel],
    [CALLBACK_FIELDS.time]: preferredTimeLabels[body.preferredTime],
    [CALLBACK_FIELDS.words]: await visitorWords(db, session.id, body.note),
    [CALLBACK_FIELDS.chat]: session.id,
  };
  const updated = session.start_lead_id ? await updateStartLead(db, session.start_lead_id, body, request, at, context.settings, now) : null;
  if (updated) return updated;
  const lead: PublicLead = {
    name: session.user_name,
    email: body.email ?? session.user_email,
    phone: body.phone,
    location: null,
    user_type: (session.user_type ?? "other") as UserType,
    source: "live_chat",
    // The chat has been open this long: a request sent faster than a person could is held as suspected spam.
    elapsedMs: Math.max(0, now.getTime() - Date.parse(session.created_at)),
    metadata: { timestamp: at, userAgent: context.userAgent, language: session.language, ...request },
  };
  return (await createLead(db, lead, context.settings, now, {}, at)).id;
}

/**
 * The chat's own lead becomes the request: its contact details gain the number or address to use, its details the
 * request; the team is told again. Null when the lead is gone (deleted meanwhile).
 */
async function updateStartLead(
  db: Db,
  leadId: string,
  body: CallbackBody,
  request: Record<string, string>,
  at: string,
  settings: NotificationSettings,
  now: Date,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("leads").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!row) return null;
    const metadata = { ...(row.metadata ? (JSON.parse(row.metadata) as Record<string, unknown>) : {}), ...request };
    // A number or address given for the call-back that differs from the form's is kept beside it.
    if (body.phone && row.phone && normalizePhone(body.phone) !== row.phone_normalized) metadata.callbackPhone = body.phone;
    if (body.email && row.email && body.email.toLowerCase() !== row.email.toLowerCase()) metadata.callbackEmail = body.email;
    const phone = row.phone ?? body.phone;
    const email = row.email || body.email || "";
    await trx
      .updateTable("leads")
      .set({ metadata: JSON.stringify(metadata), callback_at: at, phone, phone_normalized: normalizePhone(phone), email, updated_at: at })
      .where("id", "=", leadId)
      .execute();
    if (!row.spam_reason) {
      await queueLeadNotification(
        trx,
        {
          id: row.id,
          name: row.name,
          email,
          phone,
          location: row.location,
          user_type: row.user_type as UserType,
          source: row.source as PublicLead["source"],
          metadata,
          created_at: row.created_at,
          duplicate_of: row.duplicate_of,
          callback_at: at,
        },
        settings,
        now,
      );
    }
    return row.id;
  });
}

