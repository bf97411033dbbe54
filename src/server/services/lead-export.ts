// The leads CSV's cells (issue 30): each lead with its follow-up (status, every note), what the person wrote, the form,
// when to call back and the chat it came from, read a batch at a time so an export of any size streams.
import { csvPhone, neutraliseFormula } from "../../shared/csv.ts";
import { leadSourceLabels, leadStatusLabels, userTypeLabels, type LeadForm, type LeadSource, type LeadStatus, type UserType } from "../../shared/schemas/lead-constants.ts";
import { preferredTimeLabels, type PreferredTime } from "../../shared/schemas/chat-constants.ts";
import { spamReasonLabel } from "../../shared/schemas/lead-spam.ts";
import { leadLanguage } from "../../shared/locales.ts";
import { formatPhone } from "../../shared/schemas/phone.ts";
import type { Db, LeadRow } from "../db/database.ts";
import type { LeadFilters } from "../../shared/schemas/lead-admin.ts";
import { leadsForExport } from "./lead-admin.ts";
import { CALLBACK_FIELDS, formatIst, formLabels } from "./lead-notification.ts";

/** The admin page of a conversation's transcript (the client's transcriptPath). */
export const transcriptUrl = (siteUrl: string, sessionId: string) => `${siteUrl}/admin/conversations?chat=${encodeURIComponent(sessionId)}`;

interface NoteRow {
  lead_id: string;
  author_name: string;
  body: string;
  created_at: string;
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function parsedMetadata(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Every note, oldest first, one a line: "2026-11-20 14:05 IST, Meera Rao: Called her". Each note's words are
 * neutralised on their own too, so a note written as a formula reads as text after its date and author.
 */
export function notesCell(notes: NoteRow[]): string {
  return notes.map((n) => `${formatIst(n.created_at)}, ${neutraliseFormula(n.author_name)}: ${neutraliseFormula(n.body)}`).join("\n");
}

/** What the person wrote: a form's message, or a call-back's words from the chat. */
function enquiry(meta: Record<string, unknown>): string {
  return text(meta.message) || text(meta[CALLBACK_FIELDS.words]);
}

/** Which form the lead came from; a chat lead says whether it is the chat's start or a call-back request. */
function formLabel(l: Pick<LeadRow, "callback_at" | "source">, meta: Record<string, unknown>): string {
  const form = text(meta.form);
  if (form in formLabels) return capitalised(formLabels[form as LeadForm]);
  if (l.callback_at) return "Call-back request from the chat";
  if (l.source === "live_chat") return "Chat form";
  return leadSourceLabels[l.source as LeadSource] ?? l.source;
}

/** "Morning (9 am to 12 noon), by phone call, asked 2026-11-20 14:05 IST"; empty for a lead that asked for none. */
export function callbackCell(callbackAt: string | null, meta: Record<string, unknown>): string {
  if (!callbackAt) return "";
  const time = text(meta[CALLBACK_FIELDS.time]);
  const by = text(meta[CALLBACK_FIELDS.by]);
  const parts = [
    preferredTimeLabels[time as PreferredTime] ?? (time || "Any time"),
    ...(by ? [`by ${by.toLowerCase()}`] : []),
    `asked ${formatIst(callbackAt)}`,
  ];
  return parts.join(", ");
}

/** Ids per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

async function notesOf(db: Db, ids: string[]): Promise<Map<string, NoteRow[]>> {
  const byLead = new Map<string, NoteRow[]>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom("lead_notes")
      .select(["lead_id", "author_name", "body", "created_at"])
      .where("lead_id", "in", ids.slice(i, i + CHUNK))
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute();
    for (const r of rows) byLead.set(r.lead_id, [...(byLead.get(r.lead_id) ?? []), r]);
  }
  return byLead;
}

/** The chat each lead came from: the one it asked a call-back from, else the one its chat form started; the newest wins. */
async function chatsOf(db: Db, ids: string[]): Promise<Map<string, string>> {
  const byLead = new Map<string, string>();
  const started = new Map<string, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK);
    const rows = await db
      .selectFrom("chat_sessions")
      .select(["id", "lead_id", "start_lead_id"])
      .where((eb) => eb.or([eb("lead_id", "in", chunk), eb("start_lead_id", "in", chunk)]))
      .orderBy("created_at", "asc")
      .orderBy("id", "asc")
      .execute();
    for (const r of rows) {
      if (r.lead_id && chunk.includes(r.lead_id)) byLead.set(r.lead_id, r.id);
      if (r.start_lead_id && chunk.includes(r.start_lead_id)) started.set(r.start_lead_id, r.id);
    }
  }
  for (const [lead, chat] of started) if (!byLead.has(lead)) byLead.set(lead, chat);
  return byLead;
}

export interface ExportOptions {
  siteUrl: string;
  /** An export of the Spam view adds why each lead is held. */
  spamColumn: boolean;
}

/** The export's rows of cells, a batch at a time, in the columns of LEADS_CSV_COLUMNS (and SPAM_CSV_COLUMN). */
export async function* leadExportRows(db: Db, filters: LeadFilters, opts: ExportOptions): AsyncGenerator<unknown[][]> {
  for await (const batch of leadsForExport(db, filters)) {
    const ids = batch.map((l) => l.id);
    const [notes, chats] = await Promise.all([notesOf(db, ids), chatsOf(db, ids)]);
    yield batch.map((l) => {
      const meta = parsedMetadata(l.metadata);
      const chat = chats.get(l.id);
      const cells: unknown[] = [
        l.name,
        l.email,
        // Phones are stored in E.164; the sheet gets them as people write them ("+91 98765 43210"), which also stays text.
        csvPhone(l.phone && formatPhone(l.phone)),
        l.location,
        userTypeLabels[l.user_type as UserType] ?? l.user_type,
        leadSourceLabels[l.source as LeadSource] ?? l.source,
        l.created_at,
        leadLanguage(meta),
        l.id,
        leadStatusLabels[l.status as LeadStatus] ?? l.status,
        notesCell(notes.get(l.id) ?? []),
        enquiry(meta),
        formLabel(l, meta),
        callbackCell(l.callback_at, meta),
        chat ?? "",
        chat ? transcriptUrl(opts.siteUrl, chat) : "",
      ];
      return opts.spamColumn ? [...cells, spamReasonLabel(l.spam_reason ?? "")] : cells;
    });
  }
}
