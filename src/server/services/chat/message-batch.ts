// Chat messages that arrive together, stored by a handful of statements for the whole group (issue 16): one lock of
// their chats, one read of each chat's last message and of the client ids already used, one INSERT of every row, one
// NOTIFY of every event, one COMMIT. On PostgreSQL a message written alone costs about eight round trips; in a group of
// thirty they cost seven in all.
import { randomUUID } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { ChatSessionsTable, Database, Db } from "../../db/database.ts";
import { conflict, notFound } from "../../errors.ts";
import type { ChatMessage, SenderType } from "../../../shared/schemas/chat.ts";
import type { ChatBus, ChatEvent } from "./event-bus.ts";
import { Batcher, type Outcome } from "../batcher.ts";
import { GROUP_MAX_WORKS } from "./group-commit.ts";
import { photoRow, publicPhoto, type StoredPhoto } from "./chat-photos.ts";

export type SessionRow = Selectable<ChatSessionsTable>;

/** A message as the service writes it: `clientId` is the sender's own id, so a retried send is stored once. */
export interface NewMessage {
  text: string;
  clientId?: string;
  /** A photo whose files are written (issue 26): its row goes in with the message, in the same transaction. */
  photo?: StoredPhoto;
}

/** A stored message, and whether it was stored by an earlier request with the same client id (a retry). */
export interface PostedMessage {
  message: ChatMessage;
  replayed: boolean;
}

/** One message to store: who sends it into which chat, and the check that the sender may (throws when not). */
export interface MessageToStore {
  sessionId: string;
  senderType: SenderType;
  senderName: string;
  input: NewMessage;
  authorize: (session: SessionRow, replay: boolean) => void;
}

/** A message the chat already holds under a client id (as read: its sender type is the column's text). */
type EarlierMessage = Omit<ChatMessage, "sender_type"> & { sender_type: string; client_id: string | null };

/**
 * The one rule for a message against its chat. A client id the chat already
 * holds makes it that earlier message (a retried send): returned as stored, and refused if it differs. Otherwise the
 * sender must be allowed, and its time is at least 1 ms after the chat's last message (`lastAt`), so within a chat time
 * order is commit order and no two messages share a time. Throws the refusal.
 */
function placeMessage(
  item: MessageToStore,
  session: SessionRow | undefined,
  earlier: EarlierMessage | undefined,
  lastAt: string | undefined,
  now: string,
): { replay: ChatMessage } | { message: ChatMessage } {
  if (!session) throw notFound("That chat does not exist.");
  if (earlier) {
    item.authorize(session, true);
    if (earlier.sender_type !== item.senderType || earlier.message !== item.input.text) {
      throw conflict("This message id was already used for a different message. Send it as a new message.");
    }
    const { client_id: _clientId, ...message } = earlier;
    return { replay: { ...message, sender_type: earlier.sender_type as SenderType } };
  }
  item.authorize(session, false);
  return {
    message: {
      id: randomUUID(),
      message: item.input.text,
      sender_type: item.senderType,
      sender_name: item.senderName,
      created_at: lastAt && lastAt >= now ? new Date(Date.parse(lastAt) + 1).toISOString() : now,
      ...(item.input.photo ? { photo: publicPhoto(item.input.photo) } : {}),
    },
  };
}

/** What was published by a group's commit, handed over right after the COMMIT and before the next group starts. */
export interface Published {
  events: Extract<ChatEvent, { kind: "message" }>[];
  /** Emits the events in process (a no-op on PostgreSQL, which delivered them at the commit). */
  deliver: () => void;
}

const key = (sessionId: string, clientId: string) => `${sessionId} ${clientId}`;

/**
 * Stores messages in groups of at most GROUP_MAX_WORKS (batcher.ts: what arrives in one turn of the event loop, or while a group is
 * being written, goes together). Each message keeps every rule of one written alone (placeMessage), messages of one
 * chat in a group follow one another in arrival order, and a refused message fails alone. Every sender hears only after
 * the COMMIT has returned; a group whose statements fail rejects all its senders, none of whose messages was stored.
 */
export class MessageBatch {
  private readonly batcher: Batcher<MessageToStore, PostedMessage>;

  constructor(
    private readonly db: Db,
    private readonly dbKind: "sqlite" | "postgres",
    private readonly bus: ChatBus,
    /** Runs right after each COMMIT with what it published, before any sender of the group hears. */
    private readonly afterCommit: (published: Published) => void,
  ) {
    this.batcher = new Batcher((group) => this.write(group), GROUP_MAX_WORKS);
  }

  get stats() {
    return this.batcher.stats;
  }

  store(item: MessageToStore): Promise<PostedMessage> {
    return this.batcher.run(item);
  }

  /**
   * Writes `group` inside `trx` (a group's own transaction, or the caller's for a message that changes its chat too):
   * each message's outcome, and what to hand to `afterCommit` once `trx` has committed.
   */
  async writeIn(trx: Transaction<Database>, group: MessageToStore[]): Promise<{ outcomes: Outcome<PostedMessage>[]; published: Published }> {
    const { outcomes, rows, photos, events } = await this.place(trx, group);
    // A message's photo row first: the message refers to it.
    if (photos.length > 0) await trx.insertInto("chat_photos").values(photos).execute();
    if (rows.length > 0) await trx.insertInto("chat_session_messages").values(rows).execute();
    // Published with the commit, so every instance sees a chat's messages in the order they were stored.
    const deliver = await this.bus.publishOnCommit(trx, events);
    return { outcomes, published: { events, deliver } };
  }

  private async write(group: MessageToStore[]): Promise<Outcome<PostedMessage>[]> {
    const trx = await this.db.startTransaction().execute();
    try {
      const { outcomes, published } = await this.writeIn(trx, group);
      await trx.commit().execute();
      this.afterCommit(published);
      return outcomes;
    } catch (error) {
      await trx.rollback().execute().catch(() => undefined);
      throw error;
    }
  }

  /** Reads what the group's chats hold and decides each message in arrival order. */
  private async place(trx: Transaction<Database>, group: MessageToStore[]) {
    const ids = [...new Set(group.map((m) => m.sessionId))].sort();
    // Locked in one order (by id), so two instances' groups never wait on each other in a circle. SQLite writes one
    // transaction at a time and needs no lock.
    let locking = trx.selectFrom("chat_sessions").selectAll().where("id", "in", ids).orderBy("id");
    if (this.dbKind === "postgres") locking = locking.forUpdate();
    const sessions = new Map((await locking.execute()).map((s) => [s.id, s]));
    const found = [...sessions.keys()];
    const pairs = group.flatMap((m) => (m.input.clientId && sessions.has(m.sessionId) ? [[m.sessionId, m.input.clientId] as const] : []));
    // Read after the lock, by statements of their own: on PostgreSQL each sees what the lock's last holder committed.
    const lasts =
      found.length === 0
        ? []
        : await trx
            .selectFrom("chat_sessions as s")
            .where("s.id", "in", found)
            .select((eb) => [
              "s.id",
              eb.selectFrom("chat_session_messages as m").select("m.created_at").whereRef("m.session_id", "=", "s.id").orderBy("m.seq", "desc").limit(1).as("last_at"),
            ])
            .execute();
    // Pair by pair, so each is one probe of the (session_id, client_id) index: with `session_id in … and client_id
    // in …` PostgreSQL read every message of the group's chats, and a group's read grew with the chats' length.
    const earlier =
      pairs.length === 0
        ? []
        : await trx
            .selectFrom("chat_session_messages")
            .select(["id", "message", "sender_type", "sender_name", "created_at", "session_id", "client_id"])
            .where((eb) => eb.or(pairs.map(([sessionId, clientId]) => eb.and([eb("session_id", "=", sessionId), eb("client_id", "=", clientId)]))))
            .execute();
    const lastAt = new Map(lasts.map((l) => [l.id, l.last_at ?? undefined]));
    const held = new Map<string, EarlierMessage>(earlier.map(({ session_id, ...m }) => [key(session_id, m.client_id!), m]));
    const now = new Date().toISOString();
    const outcomes: Outcome<PostedMessage>[] = [];
    const rows: (Omit<ChatMessage, "photo"> & { session_id: string; client_id: string | null; photo_id: string | null })[] = [];
    const photos: ReturnType<typeof photoRow>[] = [];
    const events: Published["events"] = [];
    for (const item of group) {
      const clientKey = item.input.clientId ? key(item.sessionId, item.input.clientId) : null;
      const session = sessions.get(item.sessionId);
      try {
        const placed = placeMessage(item, session, clientKey ? held.get(clientKey) : undefined, lastAt.get(item.sessionId), now);
        if ("replay" in placed) {
          outcomes.push({ ok: true, value: { message: placed.replay, replayed: true } });
          continue;
        }
        const { message } = placed;
        const clientId = item.input.clientId ?? null;
        lastAt.set(item.sessionId, message.created_at);
        if (clientKey) held.set(clientKey, { ...message, client_id: clientId });
        const { photo: _photo, ...stored } = message;
        rows.push({ ...stored, session_id: item.sessionId, client_id: clientId, photo_id: item.input.photo?.id ?? null });
        if (item.input.photo) photos.push(photoRow(item.sessionId, item.senderType, item.input.photo, message.created_at));
        events.push({ kind: "message", sessionId: item.sessionId, agentId: session!.agent_id, message });
        outcomes.push({ ok: true, value: { message, replayed: false } });
      } catch (error) {
        outcomes.push({ ok: false, error });
      }
    }
    return { outcomes, rows, photos, events };
  }
}
