// Live chat in the database: sessions and their queue, messages in a gap-free order, agent presence; publishes each change.
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { ChatSessionsTable, Database, Db } from "../../db/database.ts";
import { HttpError, conflict, forbidden, notFound } from "../../errors.ts";
import {
  CHAT_LIMITS,
  CHAT_TEXT,
  type AgentSessionSummary,
  type ChatMessage,
  type CreateSessionBody,
  type CreatedChatSession,
  type MessagesQuery,
  type SenderType,
  type VisitorContext,
  type VisitorMessagesResponse,
  type VisitorPage,
  type VisitorSessionState,
} from "../../../shared/schemas/chat.ts";
import { serverText } from "../../i18n.ts";
import { isLocale, DEFAULT_LOCALE } from "../../../shared/locales.ts";
import type { ChatBus } from "./event-bus.ts";
import { FIRST_MESSAGE_PREVIEW_CHARS, type AgentStatus } from "../../../shared/schemas/chat-constants.ts";
import { authorNameOf, insertNote } from "./chat-notes.ts";
import { clip } from "../../../shared/clip.ts";
import { firstVisitorWords } from "./first-words.ts";
import { assignTo, readAssignment } from "./auto-assign.ts";
import { newVisitorToken, visitorTokenMatches } from "./visitor-token.ts";
import { TRANSFER_TEXT } from "../../../shared/schemas/chat-answering-constants.ts";
import { readVisitorContext, recordVisitorPage } from "./visitor-context.ts";
import { chatMessagesDelivered } from "../../metrics.ts";
import { PollMemory } from "./poll-memory.ts";
import { GroupCommit } from "./group-commit.ts";
import { MessageBatch, type MessageToStore, type NewMessage, type PostedMessage, type Published } from "./message-batch.ts";
import { QueueSnapshot } from "./queue-snapshot.ts";
import { TypingTargets, type TypingTarget } from "./typing-targets.ts";
import { attachPhotos } from "./chat-photos.ts";

type SessionRow = Selectable<ChatSessionsTable>;

export interface ChatTiming {
  /** An online agent without a socket ping or a console request for this long counts as offline. */
  presenceGraceMs: number;
  /** How often socket clients are asked to ping (told in the ready frame); an agent's ping renews its presence. */
  socketPingMs: number;
  /** A socket silent this long (no ping, no frame) is dropped as dead. */
  socketIdleMs: number;
  /** Seconds a visitor waits for an agent before the widget offers other ways to get help (CHAT_QUEUE_TIMEOUT_S). */
  queueTimeoutS: number;
  /** Hours a visitor token opens its chat after the chat last changed (CHAT_RESUME_HOURS). */
  resumeHours: number;
}

export type { NewMessage, PostedMessage } from "./message-batch.ts";

/** Most messages one poll returns; the caller asks again from the last one. */
const PAGE_SIZE = 500;
/** Longest a presence mark goes without being rewritten while the agent is active (a sixth of the grace period at most). */
const PRESENCE_RENEW_MS = 5000;

const nowIso = () => new Date().toISOString();

/** A visitor seen again within this time is not written again (their socket pings every 15 s, their polls every 2 s). */
export const VISITOR_SEEN_EVERY_MS = 20_000;

/** How old the pre-chat form's lead may be when the chat it belongs to starts. */
const START_LEAD_MAX_AGE_MS = 3600_000;

export class ChatService {
  readonly timing: ChatTiming;
  /** Polls that find nothing new, answered without the database (issue 16). */
  readonly polls: PollMemory;
  /** Waiting chats' places, read at most once a second for the queue pushes and the widgets' polls alike. */
  readonly queue: QueueSnapshot;
  /** Who each chat's typing frames go to, kept until the chat's next session event. */
  readonly typingTargets: TypingTargets;
  /**
   * Messages that arrive together are stored by one set of statements and one disk-synced commit (message-batch.ts), and
   * chats started together share a commit (group-commit.ts). On SQLite every commit is an fsync that blocks the event
   * loop; on PostgreSQL a message alone costs about eight round trips, a group of them seven in all. The bench switches
   * it off to compare with one transaction per message in one run.
   */
  groupCommit = true;
  private readonly messageBatch: MessageBatch;
  private readonly sessionCommits: GroupCommit<Database>;

  constructor(
    private readonly db: Db,
    private readonly dbKind: "sqlite" | "postgres",
    private readonly bus: ChatBus,
    /** "MittiMitra Agent": the name on every agent message (spec 7.3). */
    readonly agentName: string,
    private readonly brand: string,
    timing: Partial<ChatTiming> = {},
  ) {
    this.timing = {
      presenceGraceMs: CHAT_LIMITS.presenceGraceMs,
      socketPingMs: CHAT_LIMITS.socketPingMs,
      socketIdleMs: CHAT_LIMITS.socketIdleMs,
      queueTimeoutS: CHAT_LIMITS.queueTimeoutS,
      resumeHours: CHAT_LIMITS.resumeHours,
      ...timing,
    };
    this.messageBatch = new MessageBatch(db, dbKind, bus, (published) => this.published(published));
    this.sessionCommits = new GroupCommit(db);
    this.polls = new PollMemory(bus);
    this.queue = new QueueSnapshot(() => this.queuePositions(), bus);
    this.typingTargets = new TypingTargets(bus);
  }

  /** Groups of messages written and messages in them so far (group commit only), for the bench. */
  get messageCommitStats() {
    return { ...this.messageBatch.stats };
  }

  // ---- presence ----

  /** The presence marks of agents who are there (online or away): switched on, and seen within the grace period. */
  private presentAgents() {
    const cutoff = new Date(Date.now() - this.timing.presenceGraceMs).toISOString();
    return this.db.selectFrom("agent_presence").where("online", "=", 1).where("last_seen_at", ">=", cutoff);
  }

  /** The agents who take new chats: there, and not away (issue 30). */
  private availableAgents() {
    return this.presentAgents().where("away", "=", 0);
  }

  /** True while some agent takes new chats: online, not away, seen within the grace period. */
  async hasAvailableAgent(): Promise<boolean> {
    const row = await this.availableAgents().select("user_id").limit(1).executeTakeFirst();
    return !!row;
  }

  /** The agent's status: online, away, or offline (switched off, or not seen within the grace period). */
  async statusOf(userId: string): Promise<AgentStatus> {
    const row = await this.presentAgents().select("away").where("user_id", "=", userId).executeTakeFirst();
    return !row ? "offline" : row.away ? "away" : "online";
  }

  /** The agents there now, online or away, with their status (the team's chats); everyone else is offline. */
  async agentStatuses(): Promise<Map<string, Exclude<AgentStatus, "offline">>> {
    const rows = await this.presentAgents().select(["user_id", "away"]).execute();
    return new Map(rows.map((r) => [r.user_id, r.away ? "away" : "online"]));
  }

  /** How many agents take new chats now (the metrics' gauge). */
  async onlineAgentCount(): Promise<number> {
    const row = await this.availableAgents()
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The agent's status (spec 4's Go Online / Go Offline, and away, issue 30); tells every visitor socket whether an
   * agent takes chats, and hands waiting chats out when automatic assignment is on.
   */
  async setPresence(userId: string, status: AgentStatus): Promise<AgentStatus> {
    this.forgetPresenceRenewal(userId);
    const at = nowIso();
    const mark = { online: status === "offline" ? 0 : 1, away: status === "away" ? 1 : 0, last_seen_at: at, updated_at: at };
    await this.db
      .insertInto("agent_presence")
      .values({ user_id: userId, ...mark })
      .onConflict((oc) => oc.column("user_id").doUpdateSet(mark))
      .execute();
    await this.bus.publish({ kind: "presence", hasAvailableAgent: await this.hasAvailableAgent() });
    if (status === "online") this.assignSoon();
    return status;
  }

  // ---- automatic assignment (issue 30, auto-assign.ts) ----

  /** Where a failure of work nobody awaits (a background assignment) is reported; the plugin sets the logger's. */
  onBackgroundError: (err: unknown) => void = (err) => console.error(err);

  private assignRun: Promise<number> | null = null;
  private assignAgain = false;

  /**
   * While the team's automatic assignment is on, gives waiting chats, oldest first, to the online agents (not away) by
   * turns: the one whose last assigned chat is oldest first, skipping anyone at their capacity. One run at a time on this
   * instance (a call during a run asks for one more); instances may run at once (assignTo is race-safe). Resolves with
   * how many chats it gave.
   */
  assignWaiting(): Promise<number> {
    if (this.assignRun) {
      this.assignAgain = true;
      return this.assignRun;
    }
    this.assignRun = (async () => {
      let given = 0;
      do {
        this.assignAgain = false;
        given += await this.assignOnce();
      } while (this.assignAgain);
      return given;
    })().finally(() => (this.assignRun = null));
    return this.assignRun;
  }

  /** Resolves once no assignment run is under way (the server closing). */
  async settle(): Promise<void> {
    await this.assignRun?.catch(() => undefined);
  }

  /** Starts an assignment run without waiting for it (after a chat starts, an agent comes online, a chat ends). */
  assignSoon(): void {
    this.assignWaiting().catch(this.onBackgroundError);
  }

  private async assignOnce(): Promise<number> {
    const { autoAssign, capacity } = await readAssignment(this.db);
    if (!autoAssign) return 0;
    let given = 0;
    // Each turn gives one chat or stops; a lost race (another instance was quicker) only costs a turn.
    for (let turn = 0; turn < 200; turn++) {
      const waiting = await this.db.selectFrom("chat_sessions").select("id").where("status", "=", "waiting").orderBy("created_at").orderBy("id").limit(1).executeTakeFirst();
      if (!waiting) break;
      const agents = await this.availableAgents()
        .select(["user_id", "last_assigned_at"])
        .select((eb) =>
          eb
            .selectFrom("chat_sessions as c")
            .select((e) => e.fn.countAll<number | string>().as("n"))
            .whereRef("c.agent_id", "=", "agent_presence.user_id")
            .where("c.status", "=", "active")
            .as("held"),
        )
        .execute();
      const next = agents
        .filter((a) => Number(a.held ?? 0) < capacity)
        .sort((a, b) => (a.last_assigned_at ?? "").localeCompare(b.last_assigned_at ?? "") || a.user_id.localeCompare(b.user_id))[0];
      if (!next) break;
      const cutoff = new Date(Date.now() - this.timing.presenceGraceMs).toISOString();
      if (!(await assignTo(this.db, this.dbKind === "postgres", waiting.id, next.user_id, capacity, cutoff))) continue;
      given++;
      await this.appendMessage(waiting.id, "system", "System", { text: CHAT_TEXT.agentJoined }, (s) => requireHolder(s, next.user_id));
      const summary = await this.summaryOf(waiting.id);
      await this.bus.publish({ kind: "session", session: { ...summary, handover: { by: null, note: null } } });
    }
    return given;
  }

  /** When this instance last renewed each agent's presence mark (or found it fresh): ms since the epoch. */
  private readonly presenceRenewed = new Map<string, number>();

  /**
   * A poll, a socket heartbeat or a socket closing: an online agent was just seen. Only a mark older than the renew
   * interval is written: every console request and ping calls this, and a write that changes nothing visible would
   * still cost a disk-synced commit each time. Within the interval after this instance last renewed (or tried to), it
   * does not even ask: a mark is then at most two intervals old, a third of the grace period.
   */
  async touchPresence(userId: string): Promise<void> {
    const now = Date.now();
    const renewMs = Math.min(PRESENCE_RENEW_MS, this.timing.presenceGraceMs / 6);
    if (now - (this.presenceRenewed.get(userId) ?? 0) < renewMs) return;
    this.presenceRenewed.set(userId, now);
    await this.db
      .updateTable("agent_presence")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("user_id", "=", userId)
      .where("online", "=", 1)
      .where("last_seen_at", "<", new Date(now - renewMs).toISOString())
      .execute();
  }

  /** The next touch of this agent asks the database again: after Go Online/Offline, or when a test moves time. */
  forgetPresenceRenewal(userId: string): void {
    this.presenceRenewed.delete(userId);
  }

  // ---- sessions ----

  /**
   * Starts a chat. With an agent online it waits in the queue, with the agent greeting of spec 4 stored in the
   * visitor's language; with none it is closed at once, because the assistant answers instead and no agent would ever
   * see it. The session keeps the visitor's language (English unless given), for the agent and the assistant.
   */
  async createSession(body: CreateSessionBody & { userType: string }): Promise<CreatedChatSession> {
    const hasAgent = await this.hasAvailableAgent();
    const { token, hash } = newVisitorToken();
    const at = nowIso();
    const row: SessionRow = {
      id: randomUUID(),
      agent_id: null,
      status: hasAgent ? "waiting" : "ended",
      user_name: body.userName,
      // Phone first (issue 26): one of the two may be missing; the route has checked the phone and made it E.164.
      user_email: body.userEmail ?? "",
      user_phone: body.userPhone ?? null,
      user_type: body.userType,
      language: body.language ?? DEFAULT_LOCALE,
      lead_id: null,
      start_lead_id: (await this.startLead(body)) ?? null,
      visitor_seen_at: at,
      start_path: body.startPath ?? null,
      time_zone: body.timeZone ?? null,
      pages: null,
      visitor_token_hash: hash,
      created_at: at,
      taken_at: null,
      ended_at: hasAgent ? null : at,
      updated_at: at,
    };
    // With group commit, chats started at the same moment share a disk-synced commit too: a campaign starts thousands.
    if (this.groupCommit) await this.sessionCommits.run((trx) => trx.insertInto("chat_sessions").values(row).execute());
    else await this.db.insertInto("chat_sessions").values(row).execute();
    if (hasAgent) {
      await this.appendMessage(row.id, "agent", this.agentName, { text: agentGreeting(row, this.brand) }, () => undefined);
      await this.bus.publish({ kind: "session", session: summarize(row) });
      this.assignSoon();
    }
    const { queuePosition, offerInS } = await this.visitorState(row);
    return { sessionId: row.id, hasAgent, agentId: null, status: row.status as "waiting" | "ended", visitorToken: token, queuePosition, offerInS, resumeHours: this.timing.resumeHours };
  }

  /**
   * The pre-chat form's lead, when the widget names it: one from the chat form (live_chat), for the same name, stored
   * within the hour. Anything else is not this chat's lead and is ignored (the chat starts all the same).
   */
  private async startLead(body: Pick<CreateSessionBody, "leadId" | "userName">): Promise<string | undefined> {
    if (!body.leadId) return undefined;
    const lead = await this.db.selectFrom("leads").select(["id", "name", "source", "created_at"]).where("id", "=", body.leadId).executeTakeFirst();
    const recent = lead && Date.now() - Date.parse(lead.created_at) < START_LEAD_MAX_AGE_MS;
    return lead && recent && lead.source === "live_chat" && lead.name === body.userName ? lead.id : undefined;
  }

  /** When each chat's visitor was last written as seen, by this instance: a ping or poll in between writes nothing. */
  private readonly visitorSeenWritten = new Map<string, number>();

  /**
   * The visitor of a chat is on the site now (a socket ping, a poll, a message): kept with the chat, at most every
   * VISITOR_SEEN_EVERY_MS, and the agent holding it is told, so the console says whether the visitor is there, has left
   * (nothing for VISITOR_AWAY_MS) or is back. Only a chat an agent holds is written: nobody else looks.
   */
  async visitorSeen(sessionId: string): Promise<void> {
    const now = Date.now();
    if (now - (this.visitorSeenWritten.get(sessionId) ?? 0) < VISITOR_SEEN_EVERY_MS) return;
    if (this.visitorSeenWritten.size >= 50_000) this.visitorSeenWritten.clear();
    this.visitorSeenWritten.set(sessionId, now);
    const seenAt = new Date(now).toISOString();
    const row = await this.db
      .updateTable("chat_sessions")
      .set({ visitor_seen_at: seenAt })
      .where("id", "=", sessionId)
      .where("status", "=", "active")
      .returning("agent_id")
      .executeTakeFirst();
    if (row?.agent_id) await this.bus.publish({ kind: "visitor", sessionId, agentId: row.agent_id, seenAt });
  }

  // ---- the queue, as the visitor sees it ----

  /** Where a visitor's chat stands: its status, its place in the queue and when the widget offers other help. */
  async visitorState(row: SessionRow, now = Date.now(), knownPosition?: number): Promise<VisitorSessionState> {
    const waiting = row.status === "waiting";
    // A waiting chat's row changes only when it starts, goes back to the queue or gets a call-back request (which
    // ends the offer), so the wait is counted from the last change: a chat handed back to the queue waits afresh.
    const offerAt = Date.parse(row.updated_at) + this.timing.queueTimeoutS * 1000;
    return {
      sessionId: row.id,
      status: row.status as VisitorSessionState["status"],
      agentId: row.agent_id,
      queuePosition: waiting ? (knownPosition ?? (await this.queuePosition(row))) : null,
      offerInS: waiting ? Math.max(0, Math.ceil((offerAt - now) / 1000)) : null,
      callbackRequested: row.lead_id !== null,
    };
  }

  /** 1 + the waiting chats that started before this one (agents see the queue oldest first). */
  private async queuePosition(row: SessionRow): Promise<number> {
    const { ahead } = await this.db
      .selectFrom("chat_sessions")
      .select((eb) => eb.fn.countAll<number | string>().as("ahead"))
      .where("status", "=", "waiting")
      .where((eb) => eb.or([eb("created_at", "<", row.created_at), eb.and([eb("created_at", "=", row.created_at), eb("id", "<", row.id)])]))
      .executeTakeFirstOrThrow();
    return Number(ahead) + 1;
  }

  /** Every waiting chat's place in the queue, in one read (for pushing positions to waiting visitors' sockets). */
  async queuePositions(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom("chat_sessions").select("id").where("status", "=", "waiting").orderBy("created_at", "asc").orderBy("id").execute();
    return new Map(rows.map((r, i) => [r.id, i + 1]));
  }

  /**
   * The visitor leaves: a waiting chat leaves the queue, an active one ends (its agent is told). A chat already over
   * stays as it is, so leaving twice is harmless.
   */
  async leave(session: SessionRow, text: string = CHAT_TEXT.visitorLeft): Promise<VisitorSessionState> {
    if (session.status !== "ended") {
      await this.appendMessage(session.id, "system", "System", { text }, () => undefined, async (trx) => {
        const at = nowIso();
        await trx.updateTable("chat_sessions").set({ status: "ended", ended_at: at, updated_at: at }).where("id", "=", session.id).where("status", "!=", "ended").execute();
      });
      await this.bus.publish({ kind: "session", session: summarize(await this.findSession(session.id)) });
    }
    return this.visitorState(await this.findSession(session.id));
  }

  /**
   * Links the call-back lead to the chat (so the team finds the transcript) and ends the chat if it was still open.
   * Only one call-back per chat: a second is refused before a lead is stored (409).
   */
  async requireNoCallback(session: SessionRow): Promise<void> {
    if (session.lead_id) throw new HttpError(409, "callback_exists", "You have already left a message for a call-back from this chat. We will be in touch.");
  }

  async markCallback(session: SessionRow, leadId: string): Promise<VisitorSessionState> {
    await this.db.updateTable("chat_sessions").set({ lead_id: leadId, updated_at: nowIso() }).where("id", "=", session.id).where("lead_id", "is", null).execute();
    return this.leave({ ...session, lead_id: leadId }, CHAT_TEXT.callbackLeft);
  }

  /** The session a visitor token opens; 403 for any other session, so a visitor reaches only its own chat. */
  async visitorSession(sessionId: string, token: string): Promise<SessionRow> {
    const row = await this.db.selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
    if (!row || !visitorTokenMatches(token, row.visitor_token_hash)) throw forbidden("You can only read and write your own chat.");
    // A chat left alone longer than the resume time is closed to its token: the widget starts afresh.
    const changed = Math.max(Date.parse(row.updated_at), Date.parse(row.ended_at ?? row.created_at));
    if (Date.now() - changed > this.timing.resumeHours * 3600_000) throw forbidden("This chat is too old to continue. Please start a new chat.");
    return row;
  }

  async postVisitorMessage(session: SessionRow, input: NewMessage): Promise<PostedMessage> {
    const posted = await this.postMessage(session.id, "user", session.user_name, input, (s, replay) => {
      if (!replay && s.status === "ended") throw new HttpError(409, "chat_ended", "This chat has ended. Please start a new chat.");
    });
    // A waiting visitor's first words go to the waiting list and the agents' alerts (issue 30): no one holds the chat
    // yet. Later words while waiting change nothing the list shows, so they are not announced again.
    if (!posted.replayed && session.status === "waiting") {
      const summary = await this.summaryOf(session.id);
      const first = summary.firstMessage === clip(posted.message.message, FIRST_MESSAGE_PREVIEW_CHARS);
      if (summary.status === "waiting" && first) await this.bus.publish({ kind: "session", session: summary });
    }
    return posted;
  }

  /** Display names of agents, kept a minute: an agent's messages are sent many times a minute. */
  private readonly agentNames = new Map<string, { name: string; until: number }>();

  /**
   * The name on an agent's messages: "Asha from MittiMitra" once the admin has set a display name, else the spec's
   * "MittiMitra Agent" (never the e-mail address).
   */
  async agentNameOf(agentId: string): Promise<string> {
    const cached = this.agentNames.get(agentId);
    if (cached && cached.until > Date.now()) return cached.name;
    const row = await this.db.selectFrom("users").select("name").where("id", "=", agentId).executeTakeFirst();
    const name = row?.name ? `${row.name} from ${this.brand}` : this.agentName;
    this.agentNames.set(agentId, { name, until: Date.now() + 60_000 });
    return name;
  }

  /** After an admin changes their display name, their next message carries it. */
  forgetAgentName(agentId: string): void {
    this.typingTargets.forgetAgent(agentId);
    this.agentNames.delete(agentId);
  }

  async postAgentMessage(sessionId: string, agentId: string, input: NewMessage): Promise<PostedMessage> {
    return this.postMessage(sessionId, "agent", await this.agentNameOf(agentId), input, (s, replay) => {
      if (replay && s.agent_id === agentId) return;
      requireHolder(s, agentId);
    });
  }

  /** Chats with the visitor's first words beside each (the inbox shows them, issue 30). */
  private sessionsWithFirstMessage() {
    return this.db
      .selectFrom("chat_sessions as s")
      .selectAll("s")
      .select((eb) => firstVisitorWords(eb).as("first_message"));
  }

  async waitingSessions(): Promise<AgentSessionSummary[]> {
    const rows = await this.sessionsWithFirstMessage().where("s.status", "=", "waiting").orderBy("s.created_at", "asc").orderBy("s.id").execute();
    return rows.map((r) => summarize(r, Date.now(), r.first_message));
  }

  async activeSessions(agentId: string): Promise<AgentSessionSummary[]> {
    const rows = await this.sessionsWithFirstMessage().where("s.agent_id", "=", agentId).where("s.status", "=", "active").orderBy("s.taken_at", "asc").execute();
    return rows.map((r) => summarize(r, Date.now(), r.first_message));
  }

  /** One chat as the console shows it, with the visitor's first words. */
  async summaryOf(sessionId: string): Promise<AgentSessionSummary> {
    const row = await this.sessionsWithFirstMessage().where("s.id", "=", sessionId).executeTakeFirst();
    if (!row) throw notFound("No chat has this id.");
    return summarize(row, Date.now(), row.first_message);
  }

  /** The session an agent may read: one it holds (active or ended by it). */
  async agentSession(sessionId: string, agentId: string): Promise<SessionRow> {
    const row = await this.findSession(sessionId);
    if (row.agent_id !== agentId) throw forbidden("You can only read chats you have taken.");
    return row;
  }

  /** Takes a waiting chat with one conditional UPDATE, so of two agents taking it at once exactly one wins. */
  async take(sessionId: string, agentId: string): Promise<AgentSessionSummary> {
    const at = nowIso();
    const res = await this.db
      .updateTable("chat_sessions")
      .set({ status: "active", agent_id: agentId, taken_at: at, updated_at: at })
      .where("id", "=", sessionId)
      .where("status", "=", "waiting")
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) {
      const row = await this.findSession(sessionId);
      if (row.status === "active" && row.agent_id === agentId) return summarize(row);
      if (row.status === "ended") throw conflict("This chat has already ended.");
      throw conflict("Another agent has already taken this chat.");
    }
    await this.appendMessage(sessionId, "system", "System", { text: CHAT_TEXT.agentJoined }, (s) => requireHolder(s, agentId));
    const row = await this.findSession(sessionId);
    await this.bus.publish({ kind: "session", session: summarize(row) });
    return summarize(row);
  }

  /** Ends a chat the agent holds, storing a system message so the visitor learns of it. Ending twice is harmless. */
  async end(sessionId: string, agentId: string): Promise<AgentSessionSummary> {
    const current = await this.findSession(sessionId);
    if (current.status === "ended" && current.agent_id === agentId) return summarize(current);
    await this.appendMessage(sessionId, "system", "System", { text: CHAT_TEXT.agentEnded }, (s) => requireHolder(s, agentId), async (trx) => {
      const at = nowIso();
      await trx.updateTable("chat_sessions").set({ status: "ended", ended_at: at, updated_at: at }).where("id", "=", sessionId).execute();
    });
    const row = await this.findSession(sessionId);
    await this.bus.publish({ kind: "session", session: summarize(row) });
    // The agent has room for one more.
    this.assignSoon();
    return summarize(row);
  }

  // ---- transfer and typing (issue 14) ----

  /**
   * Hands a chat the agent holds to another online agent (`to`), who gets it with its whole transcript, or back to the
   * queue (`to` null), where any agent may take it. The visitor reads a system line saying which.
   */
  async transfer(sessionId: string, agentId: string, to: string | null, note: string | null = null): Promise<AgentSessionSummary> {
    if (to === agentId) throw new HttpError(400, "invalid_transfer", "You already hold this chat. Choose another agent or the queue.");
    let text: string = TRANSFER_TEXT.toQueue;
    if (to) {
      const target = await this.db.selectFrom("users").select(["name", "email", "disabled_at"]).where("id", "=", to).executeTakeFirst();
      if (!target || target.disabled_at) throw new HttpError(400, "invalid_transfer", "There is no such agent on the team.");
      const status = await this.statusOf(to);
      if (status !== "online") throw conflict(`${target.name ?? target.email} is ${status === "away" ? "away" : "not online"}. Choose an online agent or the queue.`);
      text = TRANSFER_TEXT.to(target.name ?? this.agentName);
    }
    await this.appendMessage(sessionId, "system", "System", { text }, (s) => requireHolder(s, agentId), async (trx) => {
      const at = nowIso();
      const change = to ? { agent_id: to, taken_at: at, updated_at: at } : { status: "waiting", agent_id: null, taken_at: null, updated_at: at };
      await trx.updateTable("chat_sessions").set(change).where("id", "=", sessionId).execute();
    });
    const by = await authorNameOf(this.db, agentId);
    if (note) await insertNote(this.db, sessionId, agentId, note, by);
    if (!to) this.assignSoon();
    const summary = await this.summaryOf(sessionId);
    await this.bus.publish({ kind: "session", session: { ...summary, handover: { by, note } } });
    return summary;
  }

  /** Who a typing frame is for: the chat's state and holder, and the holder's display name (null when none is set). */
  async typingTarget(sessionId: string): Promise<TypingTarget | null> {
    return this.typingTargets.get(sessionId, async () => {
      const row = await this.db
        .selectFrom("chat_sessions as s")
        .leftJoin("users as u", "u.id", "s.agent_id")
        .select(["s.status", "s.agent_id", "u.name"])
        .where("s.id", "=", sessionId)
        .executeTakeFirst();
      return row ? { status: row.status, agentId: row.agent_id, agentDisplayName: row.name ?? null } : null;
    });
  }

  // ---- polls (issue 16) ----

  /**
   * A widget's poll: the messages after its cursor and the chat's state, read after the messages so it is never older
   * than they are. A poll of a quiet chat (memory knows nothing came after the cursor) reads nothing.
   */
  async visitorPoll(sessionId: string, token: string, query: MessagesQuery): Promise<VisitorMessagesResponse> {
    const known = this.polls.quiet(sessionId, query);
    if (known) {
      if (!visitorTokenMatches(token, known.visitor_token_hash)) throw forbidden("You can only read and write your own chat.");
      const position = known.status === "waiting" ? (await this.queue.positions()).get(sessionId) : undefined;
      if (known.status !== "waiting" || position !== undefined) return { messages: [], session: await this.visitorState(known, Date.now(), position) };
    }
    // The token is checked on the row read after the messages, so the session is read once: a wrong token or id gets
    // its 403 and none of what was read.
    const fill = this.polls.begin(sessionId, PAGE_SIZE);
    const messages = await this.messages(sessionId, query);
    const row = await this.visitorSession(sessionId, token).catch((err: unknown) => {
      fill(null, query, []);
      throw err;
    });
    fill(row, query, messages);
    return { messages, session: await this.visitorState(row) };
  }

  /** The console's poll of a chat it holds, answered from memory like the widget's when nothing is new. */
  async agentPoll(sessionId: string, agentId: string, query: MessagesQuery): Promise<ChatMessage[]> {
    const known = this.polls.quiet(sessionId, query);
    if (known && known.agent_id === agentId) return [];
    const fill = this.polls.begin(sessionId, PAGE_SIZE);
    const row = await this.agentSession(sessionId, agentId).catch((err: unknown) => {
      fill(null, query, []);
      throw err;
    });
    const messages = await this.messages(sessionId, query);
    // The row read before the messages will do: any change to it after `begin` comes with an event that drops it.
    fill(row, query, messages);
    return messages;
  }

  // ---- messages ----

  /** Messages in order; with a cursor only those after it (see messagesQuerySchema). */
  async messages(sessionId: string, query: MessagesQuery): Promise<ChatMessage[]> {
    const since = query.since ? new Date(query.since).toISOString() : undefined;
    let q = this.db
      .selectFrom("chat_session_messages")
      .select(["id", "message", "sender_type", "sender_name", "created_at", "photo_id"])
      .where("session_id", "=", sessionId);
    if (since) {
      q = q.where((eb) =>
        eb.or([
          eb("created_at", ">", since),
          ...(query.afterId
            ? [
                eb.and([
                  eb("created_at", "=", since),
                  eb(
                    "seq",
                    ">",
                    eb.selectFrom("chat_session_messages as cursor").select("cursor.seq").where("cursor.id", "=", query.afterId).where("cursor.session_id", "=", sessionId),
                  ),
                ]),
              ]
            : []),
        ]),
      );
    }
    const rows = await q.orderBy("created_at", "asc").orderBy("seq", "asc").limit(PAGE_SIZE).execute();
    // A photo message carries its photo (issue 26), so a poll shows it as the socket does.
    return (await attachPhotos(this.db, rows)).map((r) => ({ ...r, sender_type: r.sender_type as SenderType }));
  }

  private async appendMessage(
    sessionId: string,
    senderType: SenderType,
    senderName: string,
    input: NewMessage,
    authorize: (session: SessionRow) => void,
    alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<ChatMessage> {
    return (await this.postMessage(sessionId, senderType, senderName, input, (s) => authorize(s), alsoInTransaction)).message;
  }

  /**
   * Stores a message. Alone, it holds the session row while it writes (FOR UPDATE on PostgreSQL; SQLite runs one
   * transaction at a time); with group commit, messages arriving together are written as one group (message-batch.ts)
   * under the same rule (placeMessage): within a chat time order is commit order and no two messages share a time, so a
   * poller that has seen a message has seen every earlier one, even across instances with slightly different clocks; a
   * message whose client id the chat already holds is that earlier message (a retried send), returned as it was stored,
   * and nothing is stored or published again. A message that changes its chat too (`alsoInTransaction`) is written alone.
   */
  private async postMessage(
    sessionId: string,
    senderType: SenderType,
    senderName: string,
    input: NewMessage,
    authorize: (session: SessionRow, replay: boolean) => void,
    alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<PostedMessage> {
    const item: MessageToStore = { sessionId, senderType, senderName, input, authorize };
    if (this.groupCommit && !alsoInTransaction) return this.messageBatch.store(item);
    // Alone: a group of one in the caller's transaction, with the chat's own change in it.
    const { outcome, published } = await this.db.transaction().execute(async (trx) => {
      const { outcomes, published } = await this.messageBatch.writeIn(trx, [item]);
      const outcome = outcomes[0]!;
      if (!outcome.ok) throw outcome.error;
      if (!outcome.value.replayed) await alsoInTransaction?.(trx);
      return { outcome, published };
    });
    this.published(published);
    return outcome.value;
  }

  /** Right after a message's commit and, in a group, before the next group's: sockets get a chat's messages in their stored order. */
  private published({ events, deliver }: Published): void {
    for (const e of events) {
      this.polls.forget(e.sessionId);
      chatMessagesDelivered.inc({ sender: e.message.sender_type });
    }
    deliver();
  }

  // ---- who the visitor is (visitor-context.ts) ----

  /** The visitor opened another page: kept with the chat and pushed to its agent; null when it adds nothing. */
  recordPage(sessionId: string, path: string): Promise<VisitorPage | null> {
    return recordVisitorPage(this.db, this.dbKind, this.bus, sessionId, path);
  }

  /** The console's side panel for a chat the agent holds. */
  async visitorContext(sessionId: string, agentId: string): Promise<VisitorContext> {
    return readVisitorContext(this.db, await this.agentSession(sessionId, agentId));
  }

  private async findSession(sessionId: string): Promise<SessionRow> {
    const row = await this.db.selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
    if (!row) throw notFound("That chat does not exist.");
    return row;
  }
}

/** Spec 4's agent greeting, in the session's language (the English one is CHAT_TEXT.greeting). */
function agentGreeting(row: SessionRow, brand: string): string {
  const locale = isLocale(row.language) ? row.language : DEFAULT_LOCALE;
  return locale === DEFAULT_LOCALE ? CHAT_TEXT.greeting(row.user_name, brand) : serverText(locale, "chat.agent.greeting", { name: row.user_name, brand });
}

/** Only the agent holding an active chat may write in it or end it. */
function requireHolder(session: SessionRow, agentId: string): void {
  if (session.agent_id !== agentId) throw forbidden("You can only write in chats you have taken.");
  if (session.status !== "active") throw conflict("This chat has already ended.");
}

export function summarize(row: SessionRow, now = Date.now(), firstMessage: string | null = null): AgentSessionSummary {
  const until = row.taken_at ? Date.parse(row.taken_at) : now;
  return {
    sessionId: row.id,
    status: row.status as AgentSessionSummary["status"],
    agentId: row.agent_id,
    userName: row.user_name,
    userEmail: row.user_email,
    userPhone: row.user_phone,
    userType: row.user_type,
    language: row.language,
    createdAt: row.created_at,
    takenAt: row.taken_at,
    waitingMinutes: Math.max(0, Math.floor((until - Date.parse(row.created_at)) / 60_000)),
    firstMessage: firstMessage && clip(firstMessage, FIRST_MESSAGE_PREVIEW_CHARS),
    startPath: row.start_path,
  };
}
