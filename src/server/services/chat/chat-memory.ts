// A value read from the database kept per chat (issue 16), trusted only while the bus's events prove the chat has not
// changed since the read: what PollMemory and TypingTargets both keep, each with its own value and events.
import type { ChatBus, ChatEvent } from "./event-bus.ts";

/** Chats kept at most; the oldest kept goes first (a campaign's 10,000 open chats fit with room to spare). */
export const MAX_CHATS = 20_000;

/** A read under way; an event of its chat deletes it, so what that read returns is not kept. */
class Reading {}

export class ChatMemory<V> {
  private readonly chats = new Map<string, V | Reading>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeGaps: () => void;

  /** `changed` names the chat an event may have changed (undefined: none), which is then forgotten. */
  constructor(
    private readonly bus: ChatBus,
    changed: (event: ChatEvent) => string | undefined,
    private readonly maxChats = MAX_CHATS,
  ) {
    // On PostgreSQL every instance gets every instance's events, so each instance's memory follows writes made anywhere.
    this.unsubscribe = bus.subscribe((event) => {
      const sessionId = changed(event);
      if (sessionId !== undefined) this.chats.delete(sessionId);
    });
    // Events missed while the bus's listener was away: nothing kept can be trusted.
    this.unsubscribeGaps = bus.onGap(() => this.clear());
  }

  /** The chat's value as last read; undefined when none is kept, a read is under way, or the bus is not live. */
  get(sessionId: string): V | undefined {
    if (!this.bus.live) return undefined;
    const kept = this.chats.get(sessionId);
    return kept instanceof Reading ? undefined : kept;
  }

  /**
   * Starts a read of a chat; call the returned function with the value read, or with nothing when the read failed or
   * found nothing worth keeping. The value is kept only if no event of the chat came in between and the bus is live.
   * While the bus is not live nothing is marked (the gap that ends it clears what is kept).
   */
  begin(sessionId: string): (value?: V) => void {
    if (!this.bus.live) return () => undefined;
    const mark = new Reading();
    this.chats.delete(sessionId);
    this.chats.set(sessionId, mark);
    if (this.chats.size > this.maxChats) this.chats.delete(this.chats.keys().next().value!);
    return (value) => {
      if (this.chats.get(sessionId) !== mark) return;
      if (value === undefined || !this.bus.live) this.chats.delete(sessionId);
      else this.chats.set(sessionId, value);
    };
  }

  forget(sessionId: string): void {
    this.chats.delete(sessionId);
  }

  /** Forgets every chat whose kept value `test` picks (a read under way is left to finish). */
  forgetWhere(test: (value: V) => boolean): void {
    for (const [id, kept] of this.chats) if (!(kept instanceof Reading) && test(kept)) this.chats.delete(id);
  }

  /** Chats kept now, reads under way included (for tests). */
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
