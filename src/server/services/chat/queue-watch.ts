// Tells waiting visitors' sockets their place in the queue: once when they connect and whenever a chat leaves the queue.
// One read of the queue per change per instance, however many visitors wait, so 1,000 waiting sockets cost one query.
import type { FastifyBaseLogger } from "fastify";
import type { ChatBus } from "./event-bus.ts";
import type { ChatService } from "./chat-service.ts";

interface Watcher {
  send: (queuePosition: number) => void;
  /** The position last sent, so an unchanged one is not sent again. */
  last?: number;
}

export class QueueWatch {
  private readonly watchers = new Map<string, Set<Watcher>>();
  private running: Promise<void> | null = null;
  private again = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly chat: Pick<ChatService, "queuePositions">,
    bus: ChatBus,
    private readonly log: FastifyBaseLogger,
  ) {
    // A take or an end moves everyone behind it; a chat sent back to the queue (a transfer) goes in by its start time,
    // ahead of later ones. A new waiting chat goes to the back and moves nobody: its read finds no change to send.
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === "session") void this.refresh();
    });
  }

  /** Sends `send` the chat's position now and whenever it changes, until the returned function is called. */
  watch(sessionId: string, send: (queuePosition: number) => void): () => void {
    const watcher: Watcher = { send };
    let set = this.watchers.get(sessionId);
    if (!set) this.watchers.set(sessionId, (set = new Set()));
    set.add(watcher);
    void this.refresh();
    return () => {
      set.delete(watcher);
      if (set.size === 0 && this.watchers.get(sessionId) === set) this.watchers.delete(sessionId);
    };
  }

  /** Reads the queue and tells every watcher whose position changed; changes during a read cause one more read. */
  refresh(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.watchers.size === 0) return Promise.resolve();
    const run = async () => {
      do {
        this.again = false;
        try {
          const positions = await this.chat.queuePositions();
          for (const [sessionId, set] of this.watchers) {
            const position = positions.get(sessionId);
            if (position === undefined) continue;
            for (const w of set) {
              if (w.last === position) continue;
              w.last = position;
              w.send(position);
            }
          }
        } catch (err) {
          this.log.warn({ err }, "could not read the chat queue");
        }
      } while (this.again && this.watchers.size > 0);
    };
    // Set before the run can finish, so a run that ends at once does not leave `running` behind.
    const running = run().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }

  close(): void {
    this.unsubscribe();
    this.watchers.clear();
  }
}
