// Who a typing frame goes to, kept per chat (issue 16): a chat's state and holder change only with its session events,
// so a typing frame (one per person every 2 s while they type) reads the database once per chat, not once per frame.
import type { ChatBus } from "./event-bus.ts";
import { ChatMemory, MAX_CHATS } from "./chat-memory.ts";

export interface TypingTarget {
  status: string;
  agentId: string | null;
  /** The holder's display name, null when none is set. */
  agentDisplayName: string | null;
}

/** A display name changed on another instance shows in typing frames within this long (as on messages). */
const KEEP_MS = 60_000;

interface Kept {
  target: TypingTarget | null;
  until: number;
}

export class TypingTargets {
  private readonly memory: ChatMemory<Kept>;

  constructor(bus: ChatBus, maxChats = MAX_CHATS) {
    // A take, a transfer or an end changes who holds the chat; on PostgreSQL this includes other instances' changes.
    this.memory = new ChatMemory<Kept>(bus, (event) => (event.kind === "session" ? event.session.sessionId : undefined), maxChats);
  }

  /** The chat's target as last read, or `read`'s answer (kept unless the chat changed meanwhile). */
  async get(sessionId: string, read: () => Promise<TypingTarget | null>): Promise<TypingTarget | null> {
    const known = this.memory.get(sessionId);
    if (known && known.until > Date.now()) return known.target;
    const keep = this.memory.begin(sessionId);
    let target: TypingTarget | null;
    try {
      target = await read();
    } catch (err) {
      keep();
      throw err;
    }
    keep({ target, until: Date.now() + KEEP_MS });
    return target;
  }

  /** An agent's display name changed: the chats it holds show the new one in their next typing frame. */
  forgetAgent(agentId: string): void {
    this.memory.forgetWhere((kept) => kept.target?.agentId === agentId);
  }

  /** Chats kept now (for tests). */
  get size(): number {
    return this.memory.size;
  }

  close(): void {
    this.memory.close();
  }
}
