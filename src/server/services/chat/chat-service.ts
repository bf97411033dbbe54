// Live chat in the database: sessions and their queue, messages in a gap-free order, agent presence; publishes each change.
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { ChatSessionsTable, Database, Db } from "../../db/database.ts";
import { conflict, forbidden, notFound } from "../../errors.ts";
import {
  CHAT_LIMITS,
  CHAT_TEXT,
  type AgentSessionSummary,
  type ChatMessage,
  type CreateSessionBody,
  type CreatedChatSession,
  type MessagesQuery,
  type SenderType,
} from "../../../shared/schemas/chat.ts";
import type { ChatBus } from "./event-bus.ts";
import { newVisitorToken, visitorTokenMatches } from "./visitor-token.ts";

type SessionRow = Selectable<ChatSessionsTable>;

export interface ChatTiming {
  /** An online agent without a heartbeat, poll or socket for this long counts as offline. */
  presenceGraceMs: number;
  /** How often an open agent socket renews its presence. */
  socketHeartbeatMs: number;
}

/** Most messages one poll returns; the caller asks again from the last one. */
const PAGE_SIZE = 500;

const nowIso = () => new Date().toISOString();

export class ChatService {
  readonly timing: ChatTiming;

  constructor(
    private readonly db: Db,
    private readonly dbKind: "sqlite" | "postgres",
    private readonly bus: ChatBus,
    /** "MittiMitra Agent": the name on every agent message (spec 7.3). */
    readonly agentName: string,
    private readonly brand: string,
    timing: Partial<ChatTiming> = {},
  ) {
    this.timing = { presenceGraceMs: CHAT_LIMITS.presenceGraceMs, socketHeartbeatMs: CHAT_LIMITS.socketHeartbeatMs, ...timing };
  }

  // ---- presence ----

  private presenceCutoff(): string {
    return new Date(Date.now() - this.timing.presenceGraceMs).toISOString();
  }

  /** True while some agent is online and was seen within the grace period. */
  async hasAvailableAgent(): Promise<boolean> {
    const row = await this.db
      .selectFrom("agent_presence")
      .select("user_id")
      .where("online", "=", 1)
      .where("last_seen_at", ">=", this.presenceCutoff())
      .limit(1)
      .executeTakeFirst();
    return !!row;
  }

  async isOnline(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom("agent_presence")
      .select("user_id")
      .where("user_id", "=", userId)
      .where("online", "=", 1)
      .where("last_seen_at", ">=", this.presenceCutoff())
      .executeTakeFirst();
    return !!row;
  }

  /** The console's Go Online / Go Offline (spec 4); tells every visitor socket whether an agent is there. */
  async setPresence(userId: string, online: boolean): Promise<boolean> {
    const at = nowIso();
    await this.db
      .insertInto("agent_presence")
      .values({ user_id: userId, online: online ? 1 : 0, last_seen_at: at, updated_at: at })
      .onConflict((oc) => oc.column("user_id").doUpdateSet({ online: online ? 1 : 0, last_seen_at: at, updated_at: at }))
      .execute();
    await this.bus.publish({ kind: "presence", hasAvailableAgent: await this.hasAvailableAgent() });
    return online;
  }

  /** A poll, a socket heartbeat or a socket closing: an online agent was just seen. */
  async touchPresence(userId: string): Promise<void> {
    await this.db.updateTable("agent_presence").set({ last_seen_at: nowIso() }).where("user_id", "=", userId).where("online", "=", 1).execute();
  }

  // ---- sessions ----

  /**
   * Starts a chat. With an agent online it waits in the queue, with the agent greeting of spec 4 stored; with none it
   * is closed at once, because the assistant answers instead and no agent would ever see it.
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
      user_email: body.userEmail,
      user_type: body.userType,
      lead_id: null,
      visitor_token_hash: hash,
      created_at: at,
      taken_at: null,
      ended_at: hasAgent ? null : at,
      updated_at: at,
    };
    await this.db.insertInto("chat_sessions").values(row).execute();
    if (hasAgent) {
      await this.appendMessage(row.id, "agent", this.agentName, CHAT_TEXT.greeting(row.user_name, this.brand), () => undefined);
      await this.bus.publish({ kind: "session", session: summarize(row) });
    }
    return { sessionId: row.id, hasAgent, agentId: null, status: row.status as "waiting" | "ended", visitorToken: token };
  }

  /** The session a visitor token opens; 403 for any other session, so a visitor reaches only its own chat. */
  async visitorSession(sessionId: string, token: string): Promise<SessionRow> {
    const row = await this.db.selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
    if (!row || !visitorTokenMatches(token, row.visitor_token_hash)) throw forbidden("You can only read and write your own chat.");
    return row;
  }

  async postVisitorMessage(session: SessionRow, text: string): Promise<ChatMessage> {
    return this.appendMessage(session.id, "user", session.user_name, text, (s) => {
      if (s.status === "ended") throw conflict("This chat has ended. Please start a new chat.");
    });
  }

  async postAgentMessage(sessionId: string, agentId: string, text: string): Promise<ChatMessage> {
    return this.appendMessage(sessionId, "agent", this.agentName, text, (s) => requireHolder(s, agentId));
  }

  async waitingSessions(): Promise<AgentSessionSummary[]> {
    const rows = await this.db.selectFrom("chat_sessions").selectAll().where("status", "=", "waiting").orderBy("created_at", "asc").orderBy("id").execute();
    return rows.map((r) => summarize(r));
  }

  async activeSessions(agentId: string): Promise<AgentSessionSummary[]> {
    const rows = await this.db
      .selectFrom("chat_sessions")
      .selectAll()
      .where("agent_id", "=", agentId)
      .where("status", "=", "active")
      .orderBy("taken_at", "asc")
      .execute();
    return rows.map((r) => summarize(r));
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
    await this.appendMessage(sessionId, "system", "System", CHAT_TEXT.agentJoined, (s) => requireHolder(s, agentId));
    const row = await this.findSession(sessionId);
    await this.bus.publish({ kind: "session", session: summarize(row) });
    return summarize(row);
  }

  /** Ends a chat the agent holds, storing a system message so the visitor learns of it. Ending twice is harmless. */
  async end(sessionId: string, agentId: string): Promise<AgentSessionSummary> {
    const current = await this.findSession(sessionId);
    if (current.status === "ended" && current.agent_id === agentId) return summarize(current);
    await this.appendMessage(sessionId, "system", "System", CHAT_TEXT.agentEnded, (s) => requireHolder(s, agentId), async (trx) => {
      const at = nowIso();
      await trx.updateTable("chat_sessions").set({ status: "ended", ended_at: at, updated_at: at }).where("id", "=", sessionId).execute();
    });
    const row = await this.findSession(sessionId);
    await this.bus.publish({ kind: "session", session: summarize(row) });
    return summarize(row);
  }

  // ---- messages ----

  /** Messages in order; with a cursor only those after it (see messagesQuerySchema). */
  async messages(sessionId: string, query: MessagesQuery): Promise<ChatMessage[]> {
    const since = query.since ? new Date(query.since).toISOString() : undefined;
    let q = this.db
      .selectFrom("chat_session_messages")
      .select(["id", "message", "sender_type", "sender_name", "created_at"])
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
    return rows.map((r) => ({ ...r, sender_type: r.sender_type as SenderType }));
  }

  /**
   * Stores a message while holding the session row (FOR UPDATE on PostgreSQL; SQLite runs one transaction at a time).
   * Its time is never before the session's last message, so (created_at, seq) order is commit order and a poller
   * that has seen a message has seen every earlier one, even across instances with slightly different clocks.
   */
  private async appendMessage(
    sessionId: string,
    senderType: SenderType,
    senderName: string,
    text: string,
    authorize: (session: SessionRow) => void,
    alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<ChatMessage> {
    const { message, deliver } = await this.db.transaction().execute(async (trx) => {
      let q = trx.selectFrom("chat_sessions").selectAll().where("id", "=", sessionId);
      if (this.dbKind === "postgres") q = q.forUpdate();
      const session = await q.executeTakeFirst();
      if (!session) throw notFound("That chat does not exist.");
      authorize(session);
      const last = await trx
        .selectFrom("chat_session_messages")
        .select("created_at")
        .where("session_id", "=", sessionId)
        .orderBy("seq", "desc")
        .limit(1)
        .executeTakeFirst();
      const now = nowIso();
      const message: ChatMessage = {
        id: randomUUID(),
        message: text,
        sender_type: senderType,
        sender_name: senderName,
        created_at: last && last.created_at > now ? last.created_at : now,
      };
      await trx.insertInto("chat_session_messages").values({ ...message, session_id: sessionId }).execute();
      await alsoInTransaction?.(trx);
      // Published with the commit, so every instance sees a chat's messages in the order they were stored.
      const deliver = await this.bus.publishOnCommit(trx, { kind: "message", sessionId, agentId: session.agent_id, message });
      return { message, deliver };
    });
    deliver();
    return message;
  }

  private async findSession(sessionId: string): Promise<SessionRow> {
    const row = await this.db.selectFrom("chat_sessions").selectAll().where("id", "=", sessionId).executeTakeFirst();
    if (!row) throw notFound("That chat does not exist.");
    return row;
  }
}

/** Only the agent holding an active chat may write in it or end it. */
function requireHolder(session: SessionRow, agentId: string): void {
  if (session.agent_id !== agentId) throw forbidden("You can only write in chats you have taken.");
  if (session.status !== "active") throw conflict("This chat has already ended.");
}

export function summarize(row: SessionRow, now = Date.now()): AgentSessionSummary {
  const until = row.taken_at ? Date.parse(row.taken_at) : now;
  return {
    sessionId: row.id,
    status: row.status as AgentSessionSummary["status"],
    agentId: row.agent_id,
    userName: row.user_name,
    userEmail: row.user_email,
    userType: row.user_type,
    createdAt: row.created_at,
    takenAt: row.taken_at,
    waitingMinutes: Math.max(0, Math.floor((until - Date.parse(row.created_at)) / 60_000)),
  };
}
