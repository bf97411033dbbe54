// The database schema as TypeScript types: one interface per table, used by every query.
import type { Generated, Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { Role } from "../../shared/schemas/auth.ts";

/** Timestamps are ISO-8601 UTC text ("2026-11-22T10:00:00.000Z") on both SQLite and PostgreSQL. */
type Timestamp = string;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  /** The display name: the agent's name in chats and a post's default author. */
  name: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Set while the admin is disabled: signed out and unable to sign in. */
  disabled_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  /** What the user may do (issue 27); "admin" for every user made before roles. */
  role: Generated<Role>;
}

/** An address a user has signed in from (issue 27), so a sign-in from a new one goes into the audit log. */
export interface UserSignInAddressesTable {
  user_id: string;
  ip: string;
  first_at: Timestamp;
  last_at: Timestamp;
}

/** One append-only audit record (issue 27): who did what, to what, from where. Never updated or deleted. */
export interface AuditLogTable {
  id: string;
  at: Timestamp;
  actor_id: string | null;
  /** The actor's e-mail when the record was made. */
  actor_email: string | null;
  /** An AuditAction. */
  action: string;
  target: string | null;
  /** A JSON object. */
  detail: string;
  ip: string | null;
}

/** A link to set a new password: single use, valid 30 minutes, the token stored only as its SHA-256. */
export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface RefreshTokensTable {
  id: string;
  user_id: string;
  family_id: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  replaced_by: string | null;
}

export interface LeadsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  location: string | null;
  user_type: string;
  source: string;
  /** JSON object as text. */
  metadata: string | null;
  status: Generated<string>;
  email_normalized: string;
  phone_normalized: string | null;
  duplicate_of: string | null;
  /** Why the lead is held as suspected spam (SpamReason); null for a lead the team sees and is notified of. */
  spam_reason: string | null;
  /** When it was flagged, on arrival or by a person. */
  spam_at: Timestamp | null;
  /** When the visitor asked to be called back (from the chat); null for other leads. */
  callback_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Timestamp;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string | null;
  sender: string;
  message: string;
  created_at: Timestamp;
}

export interface ChatSessionsTable {
  id: string;
  agent_id: string | null;
  status: string;
  user_name: string;
  /** "" when the visitor gave only a phone number (issue 26). */
  user_email: string;
  /** The visitor's phone in E.164 (+919876543210), when given at the start; null otherwise. */
  user_phone: string | null;
  user_type: string | null;
  /** The language of the page the chat was started on: "en" or "hi". */
  language: string;
  lead_id: string | null;
  /** The lead the widget's pre-chat form stored for this chat, when the widget said (the call-back updates it). */
  start_lead_id: string | null;
  /** When the visitor was last seen on the site with this chat (a socket ping, a poll, a message); null before. */
  visitor_seen_at: Timestamp | null;
  /** The page the visitor started the chat on ("/find-clinic"); null for chats started before it was kept. */
  start_path: string | null;
  /** The visitor's IANA time zone ("Asia/Kolkata"), as the widget said at the start. */
  time_zone: string | null;
  /** JSON list of { path, at }: the pages the visitor opened since the start, the newest 20. */
  pages: string | null;
  visitor_token_hash: string;
  created_at: Timestamp;
  taken_at: Timestamp | null;
  ended_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface ChatSessionMessagesTable {
  id: string;
  session_id: string;
  /** Monotonic order within the database, so `since` polling never skips messages with equal timestamps. */
  seq: Generated<number>;
  /** The sender's own id for the message (a UUID), so a retried send is stored once; null for system messages. */
  client_id: string | null;
  sender_type: string;
  sender_name: string;
  message: string;
  created_at: Timestamp;
  /** The photo this message carries (issue 26); null for a text. */
  photo_id: string | null;
}

/** A photo sent in a chat (issue 26): its files are UPLOADS_DIR/chat-photos/<id>/<width>.{webp,jpg}, written before this row. */
export interface ChatPhotosTable {
  id: string;
  session_id: string;
  /** "user" or "agent". */
  sender_type: string;
  width: number;
  height: number;
  /** JSON [thumb width, large width]. */
  widths: string;
  bytes: number;
  created_at: Timestamp;
}

export interface AgentPresenceTable {
  user_id: string;
  online: number;
  /** 1: online but away (keeps their chats, gets no new ones); only meaningful while online. */
  away: Generated<number>;
  last_seen_at: Timestamp;
  updated_at: Timestamp;
  /** When automatic assignment last gave this agent a chat (round robin: the longest ago goes next). */
  last_assigned_at: string | null;
}

/** The team's automatic assignment: one row (id 1); none means off. */
export interface ChatAssignmentTable {
  id: number;
  auto_assign: number;
  capacity: number;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface BlogPostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Sanitised HTML. */
  content: string;
  author: string;
  category: string;
  /** JSON array of strings as text. */
  tags: string;
  image_url: string | null;
  status: string;
  /** The language the post is written in: "en" or "hi". */
  language: string;
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** SEO overrides; null means the post's own title, excerpt and picture. */
  meta_title: string | null;
  meta_description: string | null;
  social_image_url: string | null;
  /** For a scheduled post: when the publishing timer makes it live. */
  publish_at: Timestamp | null;
}

/** A post as it was saved, once per save; restoring one saves its fields again. */
export interface BlogPostRevisionsTable {
  id: string;
  post_id: string;
  created_at: Timestamp;
  user_id: string | null;
  user_name: string;
  title: string;
  /** JSON text of every edited field (body included). */
  snapshot: string;
}

/** A picture an admin uploaded: its files are UPLOADS_DIR/<id>/<width>.{webp,avif,jpg}. */
export interface UploadsTable {
  id: string;
  original_name: string;
  width: number;
  height: number;
  /** JSON list of the widths written, smallest first. */
  widths: string;
  bytes: number;
  created_at: Timestamp;
  created_by: string | null;
}

export interface ClinicsTable {
  id: string;
  name: string;
  address: string;
  district: string;
  state: string;
  /** JSON array of service names as text. */
  services: string;
  phone: string;
  email: string;
  lat: number;
  lng: number;
  /** 6 digits, or "" for a clinic stored before PIN codes were kept. */
  pin_code: Generated<string>;
  opening_hours: Generated<string>;
  /** JSON array of languages spoken, as text. */
  languages: Generated<string>;
  /** 1 shown on the public finder, 0 closed (kept for history). */
  active: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp | null;
  /** The name and address in Hindi, or "" where the team has not written them. */
  name_hi: Generated<string>;
  address_hi: Generated<string>;
}

export interface EmailOutboxTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  body_text: string;
  status: string;
  attempts: number;
  next_attempt_at: Timestamp;
  last_error: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

/** One row per batch of sample data seeded, so a batch is seeded once even after an admin deletes its rows. */
export interface SeedHistoryTable {
  name: string;
  seeded_at: Timestamp;
}

/** A rate-limit counter shared by every instance: hits under `key` until `reset_at` (milliseconds since 1970). */
export interface RateLimitsTable {
  key: string;
  hits: number;
  /** bigint: PostgreSQL returns it as a string, so readers convert with Number(). */
  reset_at: number | string;
}

/** A change counter per kind of cached content ("clinics"): bumped in the same transaction as every write to it. */
export interface ContentVersionsTable {
  name: string;
  version: number;
  changed_at: Timestamp;
}

/** Leads not held as spam, per UTC day of created_at ("2026-11-29"), kept by triggers on leads (issue 13). */
export interface LeadDayCountsTable {
  day: string;
  leads: number;
}

/** A reply the team keeps ready (issue 14): typed into the console's reply box as "/" and its shortcut. */
export interface CannedRepliesTable {
  id: string;
  title: string;
  /** Lower-case letters, digits and dashes; unique. */
  shortcut: string;
  /** The text; {first_name} and {agent_name} are filled in when it is inserted. */
  body: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The visitor's rating of an ended chat: "good" or "bad", with an optional comment; a second rating replaces the first. */
export interface ChatRatingsTable {
  session_id: string;
  rating: string;
  comment: string | null;
  rated_at: Timestamp;
}

/** One transcript e-mail a visitor asked for (the mail itself is in email_outbox); counted per chat. */
export interface ChatTranscriptRequestsTable {
  id: string;
  session_id: string;
  created_at: Timestamp;
}

/** One weekday's opening hours (issue 26), India time; both null when the team is closed that day. No rows: the default. */
export interface BusinessHoursTable {
  /** "mon" … "sun". */
  day: string;
  open_at: string | null;
  close_at: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A day the team is closed (issue 26): an India date ("2026-11-08") and its name ("Diwali", or ""). */
export interface BusinessHolidaysTable {
  day: string;
  name: string;
  created_at: Timestamp;
}

/** That an erasure happened (issue 27): when, by which admin (null: the retention job), why, and counts per kind as JSON; nothing about whom. */
export interface ErasuresTable {
  id: string;
  at: Timestamp;
  actor_id: string | null;
  /** "request" or "retention". */
  reason: string;
  /** JSON { leads, chats, … }. */
  counts: string;
}

/** How long personal data is kept (issue 27): one row (id 1), or none for the defaults. */
export interface RetentionSettingsTable {
  id: number;
  leads_months: number;
  conversations_months: number;
  spam_days: number;
  updated_at: Timestamp;
  updated_by: string | null;
}

/** A background job's lease and last run, shared by every instance (issue 27: the retention job). */
export interface JobRunsTable {
  name: string;
  lease_until: Timestamp | null;
  holder: string | null;
  last_started_at: Timestamp | null;
  last_finished_at: Timestamp | null;
  /** JSON of the last run's counts. */
  last_result: string | null;
}

/** An answer the team owns (issue 28): JSON texts for paraphrases, answers and links. */
export interface KnowledgeEntriesTable {
  id: string;
  question: string;
  paraphrases: string;
  answers: string;
  links: string;
  status: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** A question the assistant could not answer well, waiting for the team (issue 28). */
export interface KnowledgeGapsTable {
  id: string;
  group_key: string;
  question: string;
  language: string;
  reason: string;
  conversation_id: string | null;
  created_at: string;
  entry_id: string | null;
}

/** An agent's internal note on a chat (issue 30): never shown to the visitor. */
export interface ChatNotesTable {
  id: string;
  session_id: string;
  author_id: string | null;
  author_name: string;
  text: string;
  created_at: string;
}

/** A label of the team's list (issue 30); `key` is the name in lower case. */
export interface ChatLabelsTable {
  key: string;
  name: string;
  created_at: string;
}

export interface ChatSessionLabelsTable {
  session_id: string;
  label_key: string;
}

/**
 * One chat's figures for Reports (issue 30), kept by triggers (migration 2026-12-17-chat-reports): never written by the
 * app. Durations are milliseconds from the chat's start (bigint on PostgreSQL, which returns it as a string).
 */
export interface ChatReportFactsTable {
  session_id: string;
  started_at: Timestamp;
  /** The India date (Asia/Kolkata) the chat started on: "2026-12-01". */
  day: string;
  agent_id: string | null;
  ended: number;
  take_ms: number | string | null;
  reply_ms: number | string | null;
  assistant: number;
  messages: number;
  last_ms: number | string | null;
  rating: string | null;
}

/**
 * Reports' per-day sums (migration 2026-12-18-report-buckets), kept by triggers on chat_report_facts: never written by
 * the app. agent: the holder, '' for nobody, '*' for the whole team; metric: chat (bucket 0 person, 1 assistant,
 * 2 missed, 3 open), rating (0 good, 1 bad), wait, reply, msgs, dur (histogram buckets: one per second or message
 * below 20, then 5 % wide); n chats whose values sum to total (bigint on PostgreSQL: a string).
 */
export interface ChatReportBucketsTable {
  agent: string;
  day: string;
  metric: "chat" | "rating" | "wait" | "reply" | "msgs" | "dur";
  bucket: number;
  n: number;
  total: number | string;
}

export interface Database {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
  chat_messages: ChatMessagesTable;
  chat_sessions: ChatSessionsTable;
  chat_session_messages: ChatSessionMessagesTable;
  chat_photos: ChatPhotosTable;
  agent_presence: AgentPresenceTable;
  chat_assignment: ChatAssignmentTable;
  blog_posts: BlogPostsTable;
  blog_post_revisions: BlogPostRevisionsTable;
  uploads: UploadsTable;
  clinics: ClinicsTable;
  email_outbox: EmailOutboxTable;
  seed_history: SeedHistoryTable;
  rate_limits: RateLimitsTable;
  content_versions: ContentVersionsTable;
  lead_day_counts: LeadDayCountsTable;
  canned_replies: CannedRepliesTable;
  chat_ratings: ChatRatingsTable;
  chat_transcript_requests: ChatTranscriptRequestsTable;
  business_hours: BusinessHoursTable;
  business_holidays: BusinessHolidaysTable;
  user_sign_in_addresses: UserSignInAddressesTable;
  audit_log: AuditLogTable;
  erasures: ErasuresTable;
  retention_settings: RetentionSettingsTable;
  job_runs: JobRunsTable;
  knowledge_entries: KnowledgeEntriesTable;
  knowledge_gaps: KnowledgeGapsTable;
  chat_notes: ChatNotesTable;
  chat_labels: ChatLabelsTable;
  chat_session_labels: ChatSessionLabelsTable;
  chat_report_facts: ChatReportFactsTable;
  chat_report_buckets: ChatReportBucketsTable;
}

export type Db = Kysely<Database>;
export type LeadRow = Selectable<LeadsTable>;
export type NewLead = Insertable<LeadsTable>;
export type LeadUpdate = Updateable<LeadsTable>;
export type ClinicRow = Selectable<ClinicsTable>;
export type BlogPostRow = Selectable<BlogPostsTable>;
