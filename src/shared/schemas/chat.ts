// Live chat and assistant request schemas (zod); the plain facts (limits, paths, shapes, socket frames) are in chat-constants.ts.
import { z } from "zod";
import { EMAIL_PATTERN, LEAD_LIMITS, optionalEmail, optionalPhone, personName, reasonIssue, userTypes } from "./lead.ts";
import { AGENT_STATUSES, ASSISTANT_LIMITS, CHAT_LIMITS, VISITOR_PATH_PATTERN, callbackChannels, preferredTimes, type AgentStatus } from "./chat-constants.ts";
import { safeText } from "./text.ts";
import { DEFAULT_LOCALE, SITE_LOCALES, type Locale } from "../locales.ts";

export * from "./chat-constants.ts";

const requiredText = (label: string, max: number) =>
  safeText(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const messageText = requiredText("Message", CHAT_LIMITS.messageMax);

/** A random id the sender gives each message, so a POST retried after a lost answer stores the message once. */
const clientId = z.uuid({ error: "clientId must be a UUID the sender makes up for each message." }).optional();

/**
 * A page path the widget reports (the page a chat started on, or one opened since): a site path only, without query or
 * address, made of plain segments, so the console can show and link it as it is.
 */
export const visitorPathSchema = z
  .string({ error: "path must be the page's path, such as /find-clinic." })
  .max(CHAT_LIMITS.pagePathMax, `path must be at most ${CHAT_LIMITS.pagePathMax} characters.`)
  .regex(VISITOR_PATH_PATTERN, "path must be the page's path, such as /find-clinic (no address, query or #part).");

/** An IANA time zone name the browser knows and so does the server ("Asia/Kolkata"). */
const timeZoneSchema = z
  .string()
  .max(64, "timeZone must be a time zone name such as Asia/Kolkata.")
  .refine((tz) => /^[A-Za-z][\w+\-/]*$/.test(tz) && isTimeZone(tz), { message: "timeZone must be a time zone name such as Asia/Kolkata." });

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** POST …/chat/sessions/:id/pages: the visitor opened another page (the socket carries the same as a `page` frame). */
export const visitorPageSchema = z.object({ path: visitorPathSchema });

/**
 * POST /api/v1/chat/sessions. Phone first (issue 26): `userPhone` beside `userEmail`, each optional but one of them
 * given; the phone is checked and kept in E.164 as a lead's, and the name needs two letters. A missing e-mail is "".
 */
export const createSessionSchema = z.object({
  userName: personName(CHAT_LIMITS.nameMax).describe("The visitor's name: at least two letters (any script)."),
  userEmail: optionalEmail("Email: Please enter a valid email address.").describe("Optional when userPhone is given; kept as an empty text when left out."),
  userPhone: optionalPhone.describe(
    "Optional when userEmail is given. An Indian mobile or landline with its STD code (+91, a leading 0 and spaces are fine), or another country's number with its +; kept in E.164 (+919876543210).",
  ),
  userType: z.enum(userTypes, { error: `User type must be one of: ${userTypes.join(", ")}.` }),
  /** The language of the page the chat was started on; the session keeps it (English when not given). */
  language: z
    .enum(SITE_LOCALES as [Locale, ...Locale[]], { error: `Language must be one of the site's languages: ${SITE_LOCALES.join(", ")}.` })
    .default(DEFAULT_LOCALE),
  /** The page the chat is started on, and the visitor's time zone: the agent's side panel shows both. */
  startPath: visitorPathSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  /** The lead the widget's pre-chat form just stored (POST /api/v1/leads): a call-back from this chat updates it. */
  leadId: z.uuid({ error: "leadId must be the id of the lead the chat's form stored." }).optional(),
}).superRefine((v, ctx) => {
  if (!v.userEmail && !v.userPhone) ctx.addIssue(reasonIssue("contact_missing", ["userPhone"]));
});
export type CreateSessionBody = z.input<typeof createSessionSchema>;

/** The visitor's message; senderName is accepted as the spec sends it, but the name given at the start is what is stored. */
export const visitorMessageSchema = z.object({
  message: messageText,
  senderName: safeText("Sender name").max(CHAT_LIMITS.nameMax, `Sender name must be at most ${CHAT_LIMITS.nameMax} characters.`).optional(),
  clientId,
});

export const agentMessageSchema = z.object({ message: messageText, clientId });

const optionalContact = (label: string, max: number) =>
  safeText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

/** A waiting (or bot-mode) visitor asks to be called back instead; the chat's session is linked to the lead. */
export const callbackSchema = z
  .object({
    channel: z.enum(callbackChannels, { error: "Please choose phone or e-mail." }),
    // Checked and kept in E.164 like every lead's phone (issue 26).
    phone: optionalPhone,
    email: optionalContact("Email", LEAD_LIMITS.emailMax).refine((v) => v === null || EMAIL_PATTERN.test(v), {
      message: "Email: Please enter a valid email address.",
    }),
    preferredTime: z.enum(preferredTimes, { error: `Preferred time must be one of: ${preferredTimes.join(", ")}.` }),
    note: optionalContact("Your message", CHAT_LIMITS.callbackNoteMax),
  })
  .superRefine((v, ctx) => {
    if (v.channel === "phone" && !v.phone) ctx.addIssue({ code: "custom", message: "Please enter the phone number we should call.", path: ["phone"] });
    if (v.channel === "email" && !v.email) ctx.addIssue({ code: "custom", message: "Please enter the e-mail address we should write to.", path: ["email"] });
  });
export type CallbackBody = z.infer<typeof callbackSchema>;

/** `{ status }`, or the first API's `{ online }` (true: online, false: offline). */
export const presenceSchema = z
  .union([
    z.object({ status: z.enum(AGENT_STATUSES) }).strict(),
    z.object({ online: z.boolean() }).strict(),
  ], { error: `Send { status } with one of ${AGENT_STATUSES.join(", ")}, or { online } as true or false.` })
  .transform((b): AgentStatus => ("status" in b ? b.status : b.online ? "online" : "offline"));

/**
 * Polling cursor: `since` is the created_at of the last message the caller has, `afterId` its id. Messages written in the
 * same millisecond are then told apart, so none is skipped or repeated. Without afterId, `since` is exclusive by time.
 */
export const messagesQuerySchema = z.object({
  since: z.iso.datetime({ error: "since must be an ISO 8601 time such as 2026-11-22T10:00:00.000Z." }).optional(),
  afterId: z.uuid({ error: "afterId must be the id of a message." }).optional(),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;

export const sessionIdSchema = z.object({ id: z.uuid({ error: "That chat does not exist." }) });

const optionalInfo = (label: string, max: number) =>
  safeText(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .nullish()
    .transform((v) => v || null);

/** One earlier turn of the assistant's chat, so a follow-up ("and how long does it take?") keeps its subject. */
const assistantTurn = z.object(
  {
    from: z.enum(["user", "bot"], { error: "history: each turn's from must be user or bot." }),
    text: safeText("history text").max(ASSISTANT_LIMITS.turnMax, `history: each turn's text must be at most ${ASSISTANT_LIMITS.turnMax} characters.`),
  },
  { error: "history: each turn must be { from, text }." },
);

/**
 * POST /api/v1/assistant (spec 7.2 functions/v1/chat). Beyond the spec: the page's `language` (the reply follows the
 * question's own language and script, this only settles a message without words), the last few turns (`history`), and
 * the bot-mode chat session (`sessionId` with its visitor token as a bearer header), which links the exchange to the
 * chat a call-back request is filed under. Old clients send none of them.
 */
export const assistantRequestSchema = z.object({
  message: messageText,
  language: z.enum(SITE_LOCALES as [Locale, ...Locale[]], { error: `Language must be one of the site's languages: ${SITE_LOCALES.join(", ")}.` }).optional(),
  history: z.array(assistantTurn, { error: "history must be a list of { from, text } turns." }).max(ASSISTANT_LIMITS.historyMax, `history holds at most ${ASSISTANT_LIMITS.historyMax} turns.`).optional(),
  sessionId: z.uuid({ error: "sessionId must be the id of your chat session." }).optional(),
  userInfo: z
    .object(
      {
        name: optionalInfo("Name", CHAT_LIMITS.nameMax),
        email: optionalInfo("Email", LEAD_LIMITS.emailMax),
        phone: optionalInfo("Phone", LEAD_LIMITS.phoneMax),
        location: optionalInfo("Location", LEAD_LIMITS.locationMax),
        userType: optionalInfo("User type", 40),
      },
      { error: "userInfo must be an object." },
    )
    .optional(),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;


/** The first frame a socket sends: a visitor proves its session with the visitor token, an agent with its access token. */
export const socketAuthSchema = z.discriminatedUnion(
  "role",
  [
    z.object({ type: z.literal("auth"), role: z.literal("visitor"), sessionId: z.uuid(), token: z.string().min(1).max(200) }),
    z.object({ type: z.literal("auth"), role: z.literal("agent"), accessToken: z.string().min(1).max(4000) }),
  ],
  { error: "The first frame must be { type: 'auth', role: 'visitor' | 'agent', … }." },
);
export type SocketAuth = z.infer<typeof socketAuthSchema>;

