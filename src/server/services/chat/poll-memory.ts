// Answers a poll that finds nothing new from memory (issue 16): per open chat, the session row as last read and the
// cursor after which the chat then had no message, kept right by the bus's events, so 5,000 widgets polling every 2 s
// cost no database read while their chats are quiet.
import type { Selectable } from "kysely";
import type { ChatSessionsTable } from "../../db/database.ts";
import type { ChatMessage, MessagesQuery } from "../../../shared/schemas/chat.ts";
import type { ChatBus } from "./event-bus.ts";

type SessionRow = Selectable<ChatSessionsTable>;

interface Known {
  row: SessionRow;
  /** A read after this cursor (`since|afterId`, normalised) found no message when the row was read. */
  cursor: string;
}

/** A read under way; an event for its chat replaces it (by deleting it), so what it read is not kept. */
interface Filling {
  filling: true;
}

/** Chats kept at most; the oldest kept goes first (a campaign's 10,000 open chats fit with room to spare). */
const MAX_CHATS = 20_000;

/** The cursor of a poll as a key: `since` normalised, so two spellings of one time match. */
export function cursorKey(query: MessagesQuery): string {
  return `${query.since ? new Date(query.since).toISOString() : ""}|${query.afterId ?? ""}`;
}

export class PollMemory {
  private readonly chats = new Map<string, Known | Filling>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGaps: () => void;

  constructor(
    private readonly bus: ChatBus,
    private readonly maxChats = MAX_CHATS,
  ) {
    // Any event of a chat forgets it: the next poll reads it again. On PostgreSQL every instance gets every
    // instance's events, so each instance's memory follows writes made anywhere.
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === "message") this.chats.delete(event.sessionId);
      else if (event.kind === "session") this.chats.delete(event.session.sessionId);
    });
    // Events missed while the bus's listener was away: nothing kept can be trusted.
    this.unsubscribeGaps = bus.onGap(() => this.clear());
  }

  /**
   * The session row, when memory knows the chat has no message after `query`'s cursor and the chat is not over (an
   * ended chat is always read: few poll it, and a call-back can change it without an event).
   */
  quiet(sessionId: string, query: MessagesQuery): SessionRow | null {
    if (!this.bus.live) return null;
    const known = this.chats.get(sessionId);
    if (!known || "filling" in known || known.cursor !== cursorKey(query) || known.row.status === "ended") return null;
    return known.row;
  }

  /**
   * Starts a read of a chat; call the returned function with the row read after the messages and the messages the
   * read returned, or with null when the read failed. It is kept only if no event of the chat came in between (a
   * message stored after the read began).
   */
  begin(sessionId: string, pageSize: number): (row: SessionRow | null, query: MessagesQuery, messages: ChatMessage[]) => void {
    if (!this.bus.live) return () => undefined;
    const mark: Filling = { filling: true };
    this.chats.delete(sessionId);
    this.chats.set(sessionId, mark);
    if (this.chats.size > this.maxChats) this.chats.delete(this.chats.keys().next().value!);
    return (row, query, messages) => {
      if (this.chats.get(sessionId) !== mark) return;
      // A failed read keeps nothing; a full page may have more behind it, so the next poll reads on.
      if (!row || messages.length >= pageSize) return void this.chats.delete(sessionId);
      const last = messages.at(-1);
      this.chats.set(sessionId, { row, cursor: last ? cursorKey({ since: last.created_at, afterId: last.id }) : cursorKey(query) });
    };
  }

  /**
   * This instance just stored a message of the chat: forget it before the writer is answered, so a poll that follows
   * the answer reads it even on PostgreSQL, where the instance's own event comes back through NOTIFY a moment later.
   */
  forget(sessionId: string): void {
    this.chats.delete(sessionId);
  }

  /** Chats kept now (for tests). */
  get size(): number {
    return this.chats.size;
  }

  clear(): void {
    this.chats.clear();
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeGaps();
    this.clear();
  }
}
