// The live chat's plain facts (spec 3, 4, 7.1–7.3, 9): limits, paths, message and session shapes, socket frames and the
// texts the server stores. No zod here, so the widget and the console ship none; the schemas are in chat.ts.
import { CHAT } from "../constants.ts";
import { LEAD_LIMITS } from "./lead-limits.ts";
import type { HoursAvailability } from "../business-hours.ts";
import type { ChatPhoto } from "./chat-photos.ts";
import type { SiteLocale } from "../locales.ts";

export const CHAT_LIMITS = {
  messageMax: 2000,
  nameMax: LEAD_LIMITS.nameMax,
  /** A 2,000-character message JSON-escaped at worst, plus the other fields; larger bodies get 413. */
  bodyMaxBytes: 16 * 1024,
  /** An online agent whose socket pings and polls have been gone this long counts as offline (new chats go elsewhere). */
  presenceGraceMs: 30_000,
  /** How often a socket's client pings (the server says so in its ready frame); an agent's ping is its heartbeat. */
  socketPingMs: 15_000,
  /** A socket that has sent nothing (not even a ping) this long is dropped by the server as dead. */
  socketIdleMs: 45_000,
  /** Default wait before the widget offers other ways to get help (CHAT_QUEUE_TIMEOUT_S). */
  queueTimeoutS: 120,
  /** Default hours a visitor can come back to a chat after it last changed (CHAT_RESUME_HOURS). */
  resumeHours: 24,
  /** The most a call-back request's note may hold. */
  callbackNoteMax: 1000,
  /** Spec 9: the widget polls every 2 s, the console every 3 s, whenever the socket is down. */
  widgetPollMs: CHAT.widgetPollMs,
  agentPollMs: CHAT.agentPollMs,
  /** The pages a visitor opened after starting a chat that the chat keeps (the newest). */
  visitorPagesMax: 20,
  /** The longest page path a visitor's widget may report. */
  pagePathMax: 300,
  /** Pages a visitor may report a minute, by socket frames or POST …/pages alike: a page a second is more than anyone reads. */
  pagesPerMinute: 60,
} as const;

export const senderTypes = ["user", "agent", "bot", "system"] as const;
export type SenderType = (typeof senderTypes)[number];

export const sessionStatuses = ["waiting", "active", "ended"] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

/** A chat message as received (spec 3). Within a chat each message has a later created_at than the one before. */
export interface ChatMessage {
  id: string;
  message: string;
  sender_type: SenderType;
  sender_name: string;
  created_at: string;
  /** The assistant's titled links under its reply (widget only; never stored on the server). */
  links?: AssistantLink[];
  /** A photo the visitor or the agent sent (issue 26): the message's text is then CHAT_PHOTO_TEXT. */
  photo?: ChatPhoto;
}

/** What POST /api/v1/chat/sessions answers (spec 7.1 create_session, plus the token that proves the visitor owns it). */
export interface CreatedChatSession {
  sessionId: string;
  /** An agent was online when the session began: the widget starts agent mode, otherwise the assistant answers. */
  hasAgent: boolean;
  /** The agent who took the session; null while it waits in the queue. */
  agentId: string | null;
  status: SessionStatus;
  visitorToken: string;
  /** 1 for the next visitor an agent will take; null unless waiting. */
  queuePosition: number | null;
  /** Seconds until the widget offers other ways to get help (CHAT_QUEUE_TIMEOUT_S); 0 when due; null unless waiting. */
  offerInS: number | null;
  /** Hours the visitor can come back to this chat after it last changed (CHAT_RESUME_HOURS). */
  resumeHours: number;
}

/** Where a visitor's chat stands: sent with every poll of its messages and, as it changes, on the socket. */
export interface VisitorSessionState {
  sessionId: string;
  status: SessionStatus;
  agentId: string | null;
  queuePosition: number | null;
  offerInS: number | null;
  /** The visitor left a message for a call-back from this chat. */
  callbackRequested: boolean;
}

/** What GET …/chat/sessions/:id/messages answers the visitor. */
export interface VisitorMessagesResponse {
  messages: ChatMessage[];
  session: VisitorSessionState;
}

/** How the visitor wants to be called back (POST …/chat/sessions/:id/callback). */
export const callbackChannels = ["phone", "email"] as const;
export type CallbackChannel = (typeof callbackChannels)[number];
export const preferredTimes = ["any", "morning", "afternoon", "evening"] as const;
export type PreferredTime = (typeof preferredTimes)[number];
export const preferredTimeLabels: Record<PreferredTime, string> = {
  any: "Any time",
  morning: "Morning (9 am to 12 noon)",
  afternoon: "Afternoon (12 to 4 pm)",
  evening: "Evening (4 to 7 pm)",
};

/** A session as the agent console lists it (waiting list and active chats). */
export interface AgentSessionSummary {
  sessionId: string;
  status: SessionStatus;
  agentId: string | null;
  userName: string;
  /** Empty when the visitor gave only a phone number. */
  userEmail: string;
  /** In E.164 ("+919876543210"); null when the visitor gave only an e-mail address. */
  userPhone: string | null;
  userType: string | null;
  /** The language of the page the visitor chats from ("en", "hi"): agents answer in it. */
  language: string;
  createdAt: string;
  takenAt: string | null;
  /** Whole minutes since the visitor started the chat (spec 9). */
  waitingMinutes: number;
  /** The visitor's first words in the chat, clipped (null until they write): the inbox and the alert show them (issue 30). */
  firstMessage: string | null;
  /** The page the chat started on ("/hi/find-clinic"), when the widget said. */
  startPath: string | null;
  /**
   * Only on the socket frame that hands the chat to an agent (issue 30): who handed it over (null: the server's
   * automatic assignment) and the note they left for the receiving agent.
   */
  handover?: { by: string | null; note: string | null };
}

/** How much of the visitor's first message the inbox and alerts show. */
export const FIRST_MESSAGE_PREVIEW_CHARS = 140;

/**
 * A page path a visitor's widget may report: plain segments only (no address, query or #part), so the console can show
 * and link it as it is. Segments are split by single slashes, so the test takes time in proportion to the text.
 */
export const VISITOR_PATH_PATTERN = /^\/(?:[\w\-.~%]+(?:\/[\w\-.~%]+)*\/?)?$/;

/** A page the visitor opened during the chat: its path only (no query, no address), and when. */
export interface VisitorPage {
  path: string;
  at: string;
}

/** An earlier chat of the same visitor (same e-mail), as the console's side panel links it. */
export interface VisitorChatLink {
  id: string;
  status: SessionStatus;
  createdAt: string;
  /** Who answered: the agent's name, or null when nobody took it (the assistant alone, or it never waited). */
  agentName: string | null;
  preview: string | null;
}

/** A lead with the visitor's e-mail, as the side panel links it. */
export interface VisitorLeadLink {
  id: string;
  name: string;
  source: string;
  createdAt: string;
}

/** What GET …/agent/sessions/:id/visitor answers: who the agent is talking to (the console's side panel). */
export interface VisitorContext {
  sessionId: string;
  name: string;
  email: string;
  /** From the visitor's newest lead with this e-mail (the widget's form stores one before the chat starts). */
  phone: string | null;
  location: string | null;
  userType: string | null;
  language: string;
  startedAt: string;
  /** The page the chat was started on; null for chats started before it was kept. */
  startPath: string | null;
  /** Pages opened since, oldest first, the last CHAT_LIMITS.visitorPagesMax. */
  pages: VisitorPage[];
  /** The visitor's IANA time zone ("Asia/Kolkata"), for their local time; null when the widget did not say. */
  timeZone: string | null;
  /** When the visitor was last seen on the site with this chat; gone for VISITOR_AWAY_MS means they left. */
  seenAt: string | null;
  /** The visitor's other chats (same e-mail), newest first. */
  earlierChats: VisitorChatLink[];
  /** Leads with the same e-mail, newest first, and the call-back lead of this chat. */
  leads: VisitorLeadLink[];
}

/** GET /api/v1/chat/availability: an agent online, and the business hours (open now, or when the team opens next). */
export interface Availability extends HoursAvailability {
  hasAvailableAgent: boolean;
}

/** An agent's status (issue 30): online takes new chats; away keeps their chats and gets no new ones; offline. */
export const AGENT_STATUSES = ["online", "away", "offline"] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];

export interface AgentPresence {
  /** True only while the status is online (the first API's answer, kept). */
  online: boolean;
  status: AgentStatus;
}

/** The four suggested questions of the widget (spec 2.18); the assistant answers each from the site's content. */
export const SUGGESTED_QUESTIONS = [
  "How do I get my soil tested?",
  "What services do you offer?",
  "How can I become a Soil Didi?",
  "What are your testing prices?",
] as const;

/** The assistant's request limits: the turns of history it reads, and their length. */
export const ASSISTANT_LIMITS = { historyMax: 6, turnMax: 600 } as const;

/** A titled link under an assistant reply: a site path (with an optional #section) or a web address. */
export interface AssistantLink {
  label: string;
  path: string;
}

/**
 * What POST /api/v1/assistant answers (spec 7.2): `response` is the readable reply (old clients show only it); `links`
 * (at most two) go under it as titled links; `language` is the reply's ("hi-latn": Hindi in Latin letters); `offer`
 * "callback" asks the widget to offer a call-back, when the assistant could not help or a person was asked for.
 */
export interface AssistantResponse {
  response: string;
  links?: AssistantLink[];
  language?: SiteLocale | "hi-latn";
  offer?: "callback";
}

/** Paths of the chat API, so client and tests spell them once. */
export const CHAT_API = {
  availability: "/api/v1/chat/availability",
  sessions: "/api/v1/chat/sessions",
  visitorMessages: (id: string) => `/api/v1/chat/sessions/${id}/messages`,
  socket: "/api/v1/chat/ws",
  presence: "/api/v1/agent/presence",
  waiting: "/api/v1/agent/sessions/waiting",
  active: "/api/v1/agent/sessions/active",
  take: (id: string) => `/api/v1/agent/sessions/${id}/take`,
  agentMessages: (id: string) => `/api/v1/agent/sessions/${id}/messages`,
  end: (id: string) => `/api/v1/agent/sessions/${id}/end`,
  leave: (id: string) => `/api/v1/chat/sessions/${id}/leave`,
  /** The visitor opened another page (the polling path; over the socket it is a `page` frame). */
  visitorPage: (id: string) => `/api/v1/chat/sessions/${id}/pages`,
  visitorContext: (id: string) => `/api/v1/agent/sessions/${id}/visitor`,
  callback: (id: string) => `/api/v1/chat/sessions/${id}/callback`,
  assistant: "/api/v1/assistant",
  /** A visitor's message in assistant mode that the assistant does not answer (a wish for a person): kept with the chat. */
  assistantWords: (id: string) => `/api/v1/chat/sessions/${id}/assistant-messages`,
} as const;

/** Texts the server stores as messages; the widget recognises the end of a chat by the last one. */
export const CHAT_TEXT = {
  agentJoined: "An agent has joined the chat.",
  agentEnded: "The agent has ended this chat.",
  visitorLeft: "The visitor left the chat.",
  callbackLeft: "The visitor left a message for a call-back.",
  greeting: (name: string, brand: string) => `Hello ${name}! Thanks for contacting ${brand}. An agent will be with you in a moment.`,
} as const;

/** Frames the server pushes on /api/v1/chat/ws. */
export type SocketEvent =
  /** `pingMs`: how often the client should ping; a socket silent for much longer is dropped. */
  | { type: "ready"; role: "visitor" | "agent"; sessionId?: string; pingMs?: number }
  | { type: "message"; sessionId: string; message: ChatMessage }
  | { type: "session"; session: AgentSessionSummary | { sessionId: string; status: SessionStatus; agentId: string | null } }
  | { type: "presence"; hasAvailableAgent: boolean }
  /** To a waiting visitor: its place in the queue, on connecting and whenever it changes. */
  | { type: "queue"; sessionId: string; queuePosition: number }
  /** To the agent holding the chat: the visitor opened another page. */
  | { type: "page"; sessionId: string; page: VisitorPage }
  /** To the agent holding the chat: its visitor was on the site at `seenAt` (issue 26). */
  | { type: "visitor"; sessionId: string; seenAt: string }
  /** To the other side of a chat: the visitor or the agent is typing (issue 14); `name` the agent's display name, if set. */
  | { type: "typing"; sessionId: string; from: "visitor" | "agent"; name: string | null }
  | { type: "pong" }
  | { type: "error"; code: string; message: string };
