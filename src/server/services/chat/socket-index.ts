// Routes each chat event to the sockets that may see it (issue 16): one bus listener per instance and an index from a
// chat and an agent to their sockets, instead of one listener per socket testing every event. With 10,000 sockets a
// message now costs the handful of sockets of its chat and its agent, not 10,000 tests.
import type { SocketEvent } from "../../../shared/schemas/chat.ts";
import type { ChatBus, ChatEvent } from "./event-bus.ts";

/** Who a socket belongs to: a visitor sees its own chat, an agent the chats it holds and the queue. */
export type IndexedViewer = { role: "visitor"; sessionId: string } | { role: "agent"; agentId: string };

/** An event that ends sockets rather than being shown on them. */
export type EndingEvent = Extract<ChatEvent, { kind: "sessions-ended" }>;

/** The rule of what a viewer may see (socket-hub's `visibleEvent`); the index only narrows whom it asks. */
export type Visibility<V extends IndexedViewer> = (viewer: V, event: ChatEvent) => SocketEvent | null;

interface Entry<V extends IndexedViewer> {
  viewer: V;
  /** Gets the frame as JSON, made once per frame however many sockets receive it. */
  send: (json: string) => void;
  /** Told of ended sign-ins; an agent socket whose sign-in is among them closes. */
  end?: (event: EndingEvent) => void;
}

export class SocketIndex<V extends IndexedViewer = IndexedViewer> {
  private readonly visitorsBySession = new Map<string, Set<Entry<V>>>();
  private readonly agentsById = new Map<string, Set<Entry<V>>>();
  private readonly unsubscribe: () => void;

  constructor(
    bus: ChatBus,
    private readonly visible: Visibility<V>,
  ) {
    this.unsubscribe = bus.subscribe((event) => this.route(event));
  }

  /** Sends `send` every event `viewer` may see, as JSON, and `end` ended sign-ins, until the returned function is called. */
  add(viewer: V, send: (json: string) => void, end?: (event: EndingEvent) => void): () => void {
    const entry: Entry<V> = { viewer, send, end };
    const map = viewer.role === "visitor" ? this.visitorsBySession : this.agentsById;
    const key = viewer.role === "visitor" ? viewer.sessionId : viewer.agentId;
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(entry);
    return () => {
      set.delete(entry);
      if (set.size === 0 && map.get(key) === set) map.delete(key);
    };
  }

  /** Sockets indexed now (for tests and the benchmark). */
  get size(): number {
    let n = 0;
    for (const set of this.visitorsBySession.values()) n += set.size;
    for (const set of this.agentsById.values()) n += set.size;
    return n;
  }

  /** Chats and agents with a socket now; an empty set is removed with its last socket. */
  get keys(): number {
    return this.visitorsBySession.size + this.agentsById.size;
  }

  close(): void {
    this.unsubscribe();
    this.visitorsBySession.clear();
    this.agentsById.clear();
  }

  private route(event: ChatEvent): void {
    switch (event.kind) {
      case "presence": {
        // The same frame for everyone: serialised once for all the sockets.
        const json = JSON.stringify({ type: "presence", hasAvailableAgent: event.hasAvailableAgent } satisfies SocketEvent);
        for (const set of this.visitorsBySession.values()) for (const e of set) e.send(json);
        for (const set of this.agentsById.values()) for (const e of set) e.send(json);
        return;
      }
      case "message":
        this.deliver(this.visitorsBySession.get(event.sessionId), event);
        if (event.agentId) this.deliver(this.agentsById.get(event.agentId), event);
        return;
      case "typing":
        if (event.from === "agent") this.deliver(this.visitorsBySession.get(event.sessionId), event);
        else if (event.agentId) this.deliver(this.agentsById.get(event.agentId), event);
        return;
      case "page":
      case "visitor":
        if (event.agentId) this.deliver(this.agentsById.get(event.agentId), event);
        return;
      case "session":
        // Every agent learns of the queue; what each sees of it depends on who holds the chat.
        this.deliver(this.visitorsBySession.get(event.session.sessionId), event);
        for (const set of this.agentsById.values()) this.deliver(set, event);
        return;
      case "sessions-ended": {
        // A copy: ending a socket removes it from its set.
        const sets = event.userId !== null ? [this.agentsById.get(event.userId)] : [...this.agentsById.values()];
        for (const set of sets) for (const e of [...(set ?? [])]) e.end?.(event);
        return;
      }
    }
  }

  private deliver(set: Set<Entry<V>> | undefined, event: ChatEvent): void {
    if (!set) return;
    for (const e of set) {
      const frame = this.visible(e.viewer, event);
      if (frame) e.send(JSON.stringify(frame));
    }
  }
}
