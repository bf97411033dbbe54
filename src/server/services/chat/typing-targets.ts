// Who a typing frame goes to, kept per chat (issue 16): a chat's state and holder change only with its session events,
// so a typing frame (one per person every 2 s while they type) reads the database once per chat, not once per frame.
import type { ChatBus } from "./event-bus.ts";

export interface TypingTarget {
  status: string;
  agentId: string | null;
  /** The holder's display name, null when none is set. */
  agentDisplayName: string | null;
}

/** A display name changed on another instance shows in typing frames within this long (as on messages). */
const KEEP_MS = 60_000;
/** Chats kept at most; the oldest kept goes first. */
const MAX_CHATS = 20_000;

interface Kept {
  target: TypingTarget | null;
  until: number;
}

/** A read under way; an event of its chat deletes it, so what it read is not kept. */
interface Reading {
  reading: true;
}

export class TypingTargets {
  private readonly chats = new Map<string, Kept | Reading>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGaps: () => void;

  constructor(
    private readonly bus: ChatBus,
    private readonly maxChats = MAX_CHATS,
  ) {
    // A take, a transfer or an end changes who holds the chat; on PostgreSQL this includes other instances' changes.
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === "session") this.chats.delete(event.session.sessionId);
    });
    // Events missed while the bus's listener was away: nothing kept can be trusted.
    this.unsubscribeGaps = bus.onGap(() => this.chats.clear());
  }

  /** The chat's target as last read, or `read`'s answer (kept unless the chat changed meanwhile). */
  async get(sessionId: string, read: () => Promise<TypingTarget | null>): Promise<TypingTarget | null> {
    const known = this.chats.get(sessionId);
    if (known && "target" in known && known.until > Date.now() && this.bus.live) return known.target;
    const mark: Reading = { reading: true };
    this.chats.delete(sessionId);
    this.chats.set(sessionId, mark);
    if (this.chats.size > this.maxChats) this.chats.delete(this.chats.keys().next().value!);
    try {
      const target = await read();
      if (this.chats.get(sessionId) === mark && this.bus.live) this.chats.set(sessionId, { target, until: Date.now() + KEEP_MS });
      return target;
    } finally {
      if (this.chats.get(sessionId) === mark) this.chats.delete(sessionId);
    }
  }

  /** An agent's display name changed: the chats it holds show the new one in their next typing frame. */
  forgetAgent(agentId: string): void {
    for (const [id, kept] of this.chats) if ("target" in kept && kept.target?.agentId === agentId) this.chats.delete(id);
  }

  /** Chats kept now (for tests). */
  get size(): number {
    return this.chats.size;
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeGaps();
    this.chats.clear();
  }
}
