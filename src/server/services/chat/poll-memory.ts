// Answers a poll that finds nothing new from memory (issue 16): per open chat, the session row as last read and the
// cursor after which the chat then had no message, kept right by the bus's events, so 5,000 widgets polling every 2 s
// cost no database read while their chats are quiet.
import type { Selectable } from "kysely";
import type { ChatSessionsTable } from "../../db/database.ts";
import type { ChatMessage, MessagesQuery } from "../../../shared/schemas/chat.ts";
import type { ChatBus } from "./event-bus.ts";
import { ChatMemory, MAX_CHATS } from "./chat-memory.ts";

type SessionRow = Selectable<ChatSessionsTable>;

interface Known {
  row: SessionRow;
  /** A read after this cursor (`since|afterId`, normalised) found no message when the row was read. */
  cursor: string;
}

/** The cursor of a poll as a key: `since` normalised, so two spellings of one time match. */
export function cursorKey(query: MessagesQuery): string {
  return `${query.since ? new Date(query.since).toISOString() : ""}|${query.afterId ?? ""}`;
}

export class PollMemory {
  private readonly memory: ChatMemory<Known>;

  constructor(bus: ChatBus, maxChats = MAX_CHATS) {
    // Any message or session event of a chat forgets it: the next poll reads it again.
    this.memory = new ChatMemory<Known>(
      bus,
      (event) => (event.kind === "message" ? event.sessionId : event.kind === "session" ? event.session.sessionId : undefined),
      maxChats,
    );
  }

  /**
   * The session row, when memory knows the chat has no message after `query`'s cursor and the chat is not over (an
   * ended chat is always read: few poll it, and a call-back can change it without an event).
   */
  quiet(sessionId: string, query: MessagesQuery): SessionRow | null {
    const known = this.memory.get(sessionId);
    if (!known || known.cursor !== cursorKey(query) || known.row.status === "ended") return null;
    return known.row;
  }

  /**
   * Starts a read of a chat; call the returned function with the row read after the messages and the messages the
   * read returned, or with null when the read failed. It is kept only if no event of the chat came in between (a
   * message stored after the read began).
   */
  begin(sessionId: string, pageSize: number): (row: SessionRow | null, query: MessagesQuery, messages: ChatMessage[]) => void {
    const keep = this.memory.begin(sessionId);
    return (row, query, messages) => {
      // A failed read keeps nothing; a full page may have more behind it, so the next poll reads on.
      if (!row || messages.length >= pageSize) return keep();
      const last = messages.at(-1);
      keep({ row, cursor: last ? cursorKey({ since: last.created_at, afterId: last.id }) : cursorKey(query) });
    };
  }

  /**
   * This instance just stored a message of the chat: forget it before the writer is answered, so a poll that follows
   * the answer reads it even on PostgreSQL, where the instance's own event comes back through NOTIFY a moment later.
   */
  forget(sessionId: string): void {
    this.memory.forget(sessionId);
  }

  /** Chats kept now (for tests). */
  get size(): number {
    return this.memory.size;
  }

  clear(): void {
    this.memory.clear();
  }

  close(): void {
    this.memory.close();
  }
}
